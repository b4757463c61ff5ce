"""Cards entering, leaving and acting in play: reveal, put into play, attach, flip, damage, defeat.

Where a card goes when it enters play follows its type; whether it is then in play is read off
the table (:mod:`checker.engine.state`).
"""

from __future__ import annotations

from dataclasses import dataclass

from checker.engine import actions as a
from checker.engine.cards import (
    ACCELERATION_TOKENS_ON,
    ALL_PURPOSE,
    DAMAGE,
    RESOLVES_OUT_OF_PLAY_TYPES,
    CardType,
    ConditionMetEffect,
    Keyword,
    Side,
    Trigger,
)
from checker.engine.errors import REASONS
from checker.engine.events import Event, EventKey
from checker.engine.execution import record
from checker.engine.forms import form_of, identity_of
from checker.engine.outcome import outcome
from checker.engine.registry import REGISTRY, carries_out_words, quiet_until_changed, rule
from checker.engine.rules.cancel import canceled
from checker.engine.rules.target import cannot_take_damage
from checker.engine.rules.character import is_character
from checker.engine.rules.encounter_deck import endless_situation, infinite_loop
from checker.engine.rules.hit_points import MODIFIER_TYPES, hit_points
from checker.engine.rules.main_scheme import condition_met, place_threat, resolve_when_revealed, stats
from checker.engine.state import TableView
from checker.engine.table import Table
from checker.engine.timing import Change, When
from checker.engine.turns import Choice, Pending, Suspended, VillainStep
from checker.engine.zones import (
    CARD_ZONE_KINDS,
    ENCOUNTER_DECK,
    SET_ASIDE,
    VICTORY_DISPLAY,
    VILLAIN_AREA,
    Zone,
    ZoneKind,
    attached,
    dealt,
    engaged,
    play_area,
    under,
)

carries_out_words(Keyword.VICTORY)


def attach_targets(view: TableView, card_id: str, *, outside_player: str | None = None) -> list[str]:
    """Cards that ``card_id``'s "Attach to X" rule allows, in table order: in play, of type X,
    and not part of ``outside_player``'s area."""
    wanted = view.card(card_id).attach_to
    if wanted is None:
        return []
    return [
        host
        for host in view.in_play_cards()
        if host != card_id
        and view.card(host).type is wanted
        and not (outside_player is not None and view.base_zone(host).holder == outside_player)
    ]


def attach(table: Table, card_id: str, host: str, *, facedown: bool = False, clause: str | None = None) -> None:
    """Attach ``card_id`` to ``host``, faceup or facedown (placed under it)."""
    table.card(host)
    if host == card_id or host in table.cards_on(card_id):
        raise table.error(REASONS.ATTACH_TO_ITSELF, card=table.ref(card_id))
    key = EventKey.PLACED_UNDER if facedown else EventKey.ATTACHED
    table.emit(key, clause, card=table.ref(card_id), host=table.ref(host))
    table.move(card_id, under(host) if facedown else attached(host))


@rule(when=When.PERFORM, on=a.Attach)
def perform_attach(table: Table, effect: a.Attach) -> None:
    attach(table, effect.card, effect.host, facedown=effect.facedown)


def play_zone_for(table: Table, card_id: str, player: str | None) -> Zone | None:
    """The play area a card of this type enters, or None for cards that attach to another card."""
    card = table.card(card_id)
    match card.type:
        case CardType.IDENTITY | CardType.ALLY | CardType.SUPPORT | CardType.UPGRADE | CardType.OBLIGATION:
            if player is None:
                # Put into play for no player named: under its owner's control.
                record("ownership-and-control.3")
            owner = player or card.owner
            if owner is None:
                raise table.error(REASONS.NO_PLAYER_FOR_CARD, card=table.ref(card_id))
            return play_area(owner)
        case CardType.MINION:
            engaged_with = player or table.first_player
            if engaged_with is None:
                raise table.error(REASONS.NO_PLAYER_FOR_CARD, card=table.ref(card_id))
            return engaged(engaged_with)
        case CardType.SIDE_SCHEME | CardType.ENVIRONMENT | CardType.PLAYER_SIDE_SCHEME:
            return VILLAIN_AREA
        case CardType.ATTACHMENT:
            return None
    raise table.error(REASONS.CANNOT_BE_PLAYED, card=table.ref(card_id))


def put_into_play(table: Table, card_id: str, player: str | None = None, host: str | None = None) -> None:
    """in-play-and-out-of-play.2.4: move an out-of-play card into the play area for its type,
    or attach it; the move itself logs that it enters play."""
    if table.is_in_play(card_id):
        raise table.error(REASONS.ALREADY_IN_PLAY, card=table.ref(card_id))
    REGISTRY.forbid(table, Change.ENTER_PLAY, card_id, player)
    if table.location(card_id) == SET_ASIDE:
        # The example of a nemesis minion and its side scheme, put into play from the set-aside cards.
        record("in-play-and-out-of-play.2.4.1", "set-aside.1")
    card = table.card(card_id)
    form = card.definition.form_only
    if form is not None:
        owner = player or card.owner
        identity = None if owner is None else identity_of(table, owner)
        if identity is None or form_of(table, identity) is not form:
            raise table.violation("play.2.1", REASONS.WRONG_FORM_ONLY, card=card_id)
        record("play.2.1", "form.4.5")
    if card.is_player_card and table.location(card_id).kind is ZoneKind.HAND:
        # Put into play, not played: no cost is paid (play.2, .2.4) and the card enters play
        # where playing it would have put it (.2.5), yet it has not been played (.2.3).
        record("play.2", "play.2.3", "play.2.4", "play.2.5")
    if host is not None:
        # The host the effect names, whatever the card's own "attach to" says (attach-to.4.1).
        record("attach-to.4.1")
    zone = None if host is not None else play_zone_for(table, card_id, player)
    if zone is None:
        if host is None and not attach_host_or_ask(table, card_id, None, "in-play-and-out-of-play.2.4"):
            return
        attach(table, card_id, host or only_attach_target(table, card_id))
    else:
        if zone.kind is ZoneKind.ENGAGED:
            # A minion entering play engages the player revealing it or resolving the ability
            # that put it into play, in front of their play area.
            record("minion.2", "engaged.1", "engage.1", "engage.2")
            table.emit(EventKey.ENGAGED, None, card=table.ref(card_id), player=zone.holder)
        table.move(card_id, zone)
    place_starting_threat(table, card_id)


def place_starting_threat(table: Table, card_id: str) -> None:
    """side-scheme.2.1, player-side-scheme.3: a side scheme enters play with its starting
    threat on it; so does a player side scheme, next to the main scheme (player-side-scheme.2)."""
    card = table.card(card_id)
    if card.type is CardType.SIDE_SCHEME:
        record("side-scheme.2.1")
    elif card.type is CardType.PLAYER_SIDE_SCHEME:
        record("player-side-scheme.2", "player-side-scheme.3")
    else:
        return
    starting = stats(table, card_id).starting.resolve(table.starting_players)
    if starting:
        place_threat(table, card_id, starting)


@rule(when=When.PERFORM, on=a.PutIntoPlay)
def perform_put_into_play(table: Table, effect: a.PutIntoPlay) -> None:
    """Put a card into play: it is not revealed, so its "When Revealed" abilities do not
    trigger (when-revealed-abilities.2.2)."""
    if any(ability.trigger is Trigger.WHEN_REVEALED for ability in table.card(effect.card).abilities()):
        record("when-revealed-abilities.2.2")
    put_into_play(table, effect.card, effect.player, effect.host)


def only_attach_target(table: Table, card_id: str) -> str:
    [host] = attach_targets(table, card_id)
    return host


def attach_host_or_ask(table: Table, card_id: str, host: str | None, clause: str, player: str = "") -> bool:
    """Whether ``card_id`` has its host settled: named and legal, or the only legal card. With
    several legal cards and none named, the first player is asked to choose (the game waits);
    ``player``, the one revealing the card, is kept as the context of that decision."""
    targets = attach_targets(table, card_id)
    if host is not None:
        if table.card(card_id).attach_to is not None and host not in targets:
            raise table.error(REASONS.ILLEGAL_ATTACH_TARGET, card=table.ref(card_id), host=table.ref(host))
        return True
    if not targets:
        raise table.error(REASONS.NO_ATTACH_TARGET, card=table.ref(card_id))
    if len(targets) == 1:
        return True
    table.pending = Pending(table.first_player or "", Choice.ATTACH_HOST, tuple(targets), clause, card_id, player)
    return False


@rule("in-play-and-out-of-play.2.3", when=When.ANSWER, on="in-play-and-out-of-play.2.3")
def revealed_attachment_host_chosen(table: Table, pending: Pending, host: str) -> None:
    """The first player chose the card a revealed attachment goes on; its "When Revealed"
    abilities resolve then."""
    attach(table, pending.subject, host, clause="in-play-and-out-of-play.2.3")
    resolve_when_revealed_abilities(table, pending.subject, pending.context or None)


@rule("in-play-and-out-of-play.2.4", when=When.ANSWER, on="in-play-and-out-of-play.2.4")
def attachment_put_into_play_host_chosen(table: Table, pending: Pending, host: str) -> None:
    """The first player chose the card an attachment put into play goes on."""
    attach(table, pending.subject, host)


@rule("reveal.3", when=When.PERFORM, on=a.Reveal)
def perform_reveal(table: Table, effect: a.Reveal) -> None:
    """reveal.3: a card instructed to be revealed goes through the same procedure."""
    reveal(table, effect.card, effect.player, effect.host)


def reveal(table: Table, card_id: str, player: str | None = None, host: str | None = None) -> None:
    """Reveal a facedown encounter card (dealt to a player, on top of the encounter deck, or set
    aside). A card taken from the deck leaves it first, so an emptied deck is rebuilt before the
    card resolves (encounter-deck.3). Then the steps of the Reveal entry: attachments,
    environments, minions, obligations and side schemes enter play (in-play-and-out-of-play.2.3),
    a treachery resolves from out of play (in-play-and-out-of-play.3.4); the card's "When
    Revealed" abilities resolve (reveal.2.3); a treachery is discarded (reveal.2.4)."""
    card = table.card(card_id)
    zone = table.location(card_id)
    revealable = (
        zone.kind is ZoneKind.DEALT
        or zone == SET_ASIDE
        or (zone == ENCOUNTER_DECK and table.top(ENCOUNTER_DECK) == card_id)
    )
    if card.is_player_card or not revealable:
        raise table.error(REASONS.CANNOT_BE_REVEALED, card=table.ref(card_id))
    if player is None and zone.kind is ZoneKind.DEALT:
        player = zone.holder
    if zone == ENCOUNTER_DECK:
        revealer = player or table.first_player
        if revealer is None:
            raise table.error(REASONS.NO_PLAYER_FOR_CARD, card=table.ref(card_id))
        table.move(card_id, dealt(revealer))
    elif zone == SET_ASIDE and player is not None and card.type in RESOLVES_OUT_OF_PLAY_TYPES:
        # The player named resolves it from among the cards dealt to them.
        table.move(card_id, dealt(player))
    # No player named, the first player reveals it (first-player.4.2).
    player = player or table.first_player
    record("reveal.2", "reveal.2.1", "reveal.2.2", "reveal.3.1")
    if card.type in RESOLVES_OUT_OF_PLAY_TYPES:
        # Its interrupts ("when a treachery is revealed") resolve before its effects.
        REGISTRY.initiate(table, EventKey.REVEALED, "in-play-and-out-of-play.2.3", card=table.ref(card_id))
        return
    table.emit(EventKey.REVEALED, "in-play-and-out-of-play.2.3", card=table.ref(card_id))
    REGISTRY.settle(table)
    if card.type is CardType.ATTACHMENT and card.attach_to is not None and host is None \
            and not attach_targets(table, card_id):
        # Its "attach to" check fails, so it cannot be attached; faceup, it cannot stay among
        # the facedown cards dealt to the player, so it is discarded.
        record("attach-to.4")
        table.discard(card_id, "attach-to.4")
        return
    if card.type is CardType.OBLIGATION and card.definition.give_to is not None:
        receiver = given_to(table, card.definition.give_to)
        if receiver is None:
            cannot_be_given(table, card_id, player)
            return
        record("obligation.6", "reveal.2.2.4.1")
        player = receiver
    record("in-play-and-out-of-play.2.3", *REVEALED_INTO_PLAY.get(card.type, ()))
    if card.type is CardType.ATTACHMENT:
        if not attach_host_or_ask(table, card_id, host, "in-play-and-out-of-play.2.3", player or ""):
            return
        attach(table, card_id, host or only_attach_target(table, card_id), clause="in-play-and-out-of-play.2.3")
    else:
        if card.type is CardType.SIDE_SCHEME:
            record("side-scheme.2")
        put_into_play(table, card_id, player)
    resolve_when_revealed_abilities(table, card_id, player)


@rule(when=When.CONDITION_RESOLVES, on=EventKey.REVEALED)
def revealed_treachery_resolves(table: Table, event: Event) -> None:
    """in-play-and-out-of-play.3.4, treachery.2, .3: once the interrupts to its revealing have
    resolved, a treachery resolves its "When Revealed" abilities from out of play, for the
    player it was revealed for, and is discarded (reveal.2.4). Its effects canceled, it is
    still revealed and still discarded (cancel.5)."""
    card_id = event.params["card"].id
    if table.card(card_id).type not in RESOLVES_OUT_OF_PLAY_TYPES:
        return
    player = table.base_zone(card_id).holder or table.first_player
    logged = [index for index, logged in enumerate(table.events) if logged is event]
    # What responds to its revealing waits for it to resolve.
    table.held.update(logged)
    REGISTRY.settle(table)
    if canceled(table, card_id):
        # Its only ability canceled whole, neither the ability nor the card has resolved
        # (resolve.2.2, .2.3).
        record("cancel.5", "resolve.2.2", "resolve.2.3")
        uncanceled_conditions(table, card_id)
    else:
        record("in-play-and-out-of-play.3.4", "reveal.2.2.6", "treachery.2", "resolve.1.4")
        table.emit(EventKey.RESOLVED, "in-play-and-out-of-play.3.4", card=table.ref(card_id))
        if not resolve_when_revealed_abilities(table, card_id, player):
            # A choice stopped its abilities: it is discarded once they have resolved.
            return
        if table.pending is not None and table.pending.kind in ACTIVATION_DECISIONS:
            # The activation its ability initiated waits for a decision: the treachery has not
            # resolved until that activation has (activation.4.5).
            record("activation.4.5")
            table.resolving = (*table.resolving, card_id)
            return
    discard_resolved_treachery(table, card_id, event if logged else None)


ACTIVATION_DECISIONS = frozenset({Choice.ATTACKED_ALLY, Choice.DECLARE_DEFENDER})
"""The decisions an enemy's attack may wait for."""


def discard_resolved_treachery(table: Table, card_id: str, revealing: Event | None) -> None:
    """reveal.2.4: the treachery has resolved: it is discarded, then the responses to its
    revealing resolve."""
    record("reveal.2.4", "treachery.3")
    table.discard(card_id)
    if revealing is not None:
        REGISTRY.resume(table, revealing, When.INTERRUPT)


@rule(when=When.CONSEQUENTIAL_DAMAGE, on=EventKey.ATTACKED)
@rule(when=When.CONSEQUENTIAL_DAMAGE, on=EventKey.ATTACK_ENDS)
def treachery_resolved_after_its_activation(table: Table, _attacked: Event) -> None:
    """activation.4.5, treachery.3.1: a treachery whose ability initiated an attack that waited
    for a decision is resolved once that attack has fully resolved, what it triggered included,
    or has ended: it is discarded then."""
    if not table.resolving:
        return
    record("activation.4.5", "treachery.3.1")
    card_id, *rest = table.resolving
    table.resolving = tuple(rest)
    revealing = Event.make(EventKey.REVEALED, "in-play-and-out-of-play.2.3", card=table.ref(card_id))
    discard_resolved_treachery(table, card_id, revealing)


def uncanceled_conditions(table: Table, card_id: str) -> None:
    """winning-the-game.3.1: an alternate win or loss condition cannot be canceled: the one a
    canceled treachery's "When Revealed" abilities meet is met all the same."""
    abilities = table.card(card_id).abilities()
    for ability in abilities:
        for effect in ability.effects:
            if ability.trigger is Trigger.WHEN_REVEALED and isinstance(effect, ConditionMetEffect):
                record("winning-the-game.3.1", "cannot.1")
                condition_met(table, card_id, effect.players_win)


def given_to(view: TableView, identity_name: str) -> str | None:
    """obligation.6: the player, still in the game, who controls the identity an obligation names
    in its "Give to the [identity] player" instruction; None when there is none."""
    for player in view.player_order():
        identity = identity_of(view, player)
        if identity is not None and view.card(identity).name == identity_name:
            return player
    return None


def cannot_be_given(table: Table, card_id: str, player: str) -> None:
    """obligation.6.1: an obligation that cannot be given to the player it names is ignored and
    removed from the game, and the player who revealed it reveals another encounter card."""
    record("obligation.6.1")
    table.remove_from_game(card_id, "obligation.6.1")
    top = table.top(ENCOUNTER_DECK)
    if top is not None:
        reveal(table, top, player)


REVEALED_INTO_PLAY = {
    CardType.ATTACHMENT: ("reveal.2.2.1", "attachment.2", "attach-to.1"),
    CardType.ENVIRONMENT: ("reveal.2.2.2", "environment.2"),
    CardType.MINION: ("reveal.2.2.3",),
    CardType.OBLIGATION: ("reveal.2.2.4", "obligation.7"),
    CardType.SIDE_SCHEME: ("reveal.2.2.5",),
}
"""The clauses of the Reveal entry (and of the card type's own entry) that say where a revealed
card of each type enters play."""

WHEN_REVEALED_ABILITIES = "reveal.2.3"
"""What the handlers that resolve a revealed card's "When Revealed" abilities subscribe on;
each is given the :class:`Revealed` card."""


@dataclass(frozen=True)
class Revealed:
    """A card whose "When Revealed" abilities resolve: the card, the player resolving it (None
    when no player reveals it, as for the next stage of the villain) and the clause that
    revealed it."""

    card: str
    player: str | None
    clause: str = "reveal.2.3"


def resolve_when_revealed_abilities(table: Table, card_id: str, player: str | None, clause: str = "reveal.2.3",
                                    start: int = 0) -> bool:
    """reveal.2.3: resolve each "When Revealed" ability on the revealed card, including those its
    keywords provide, once what entering play does (its constant abilities) is done, from the
    one at ``start``. An option its player must choose stops them: the rest, and then the
    discarding of a treachery, wait in the state until it has resolved. False when stopped."""
    REGISTRY.settle(table)
    handlers = REGISTRY.handlers(When.WHEN_REVEALED, WHEN_REVEALED_ABILITIES)
    for number in range(start, len(handlers)):
        REGISTRY.run(handlers[number], table, Revealed(card_id, player, clause))
        if table.pending is not None and table.pending.clause == ENCOUNTER_OPTION:
            # Beneath what the ability left to resolve after the choice.
            table.wait(Suspended(WHEN_REVEALED_ABILITIES, player or "", card_id, (str(number + 1), clause)))
            return False
    return True


ENCOUNTER_OPTION = "choose-option.2"
"""The clause of an option a player chooses for an encounter card's ability."""


@rule(when=When.RESUME, on=WHEN_REVEALED_ABILITIES)
def when_revealed_abilities_go_on(table: Table, waiting: Suspended) -> None:
    """The ability that asked for a choice has resolved: the card's other "When Revealed"
    abilities resolve, then a treachery is discarded (reveal.2.4)."""
    start, clause = waiting.words
    card_id = waiting.subject
    if not resolve_when_revealed_abilities(table, card_id, waiting.player or None, clause, int(start)):
        return
    if table.card(card_id).type in RESOLVES_OUT_OF_PLAY_TYPES and table.location(card_id).kind is ZoneKind.DEALT:
        revealing = Event.make(EventKey.REVEALED, "in-play-and-out-of-play.2.3", card=table.ref(card_id))
        discard_resolved_treachery(table, card_id, revealing)


@rule("reveal.2.3", when=When.WHEN_REVEALED, on=WHEN_REVEALED_ABILITIES)
def printed_when_revealed(table: Table, revealed: Revealed) -> None:
    """The "When Revealed" abilities printed on the faceup side of the revealed card."""
    resolve_when_revealed(table, revealed.card, table.card(revealed.card).side, revealed.clause, revealed.player)


@rule("villain-phase.1.4", when=When.PERFORM, on=VillainStep.REVEAL_ENCOUNTER_CARDS)
def villain_phase_reveal(table: Table, _step: VillainStep) -> None:
    """Villain phase, step four: in player order, each player reveals the encounter cards dealt
    to them, one at a time in the order dealt, until none remain or a choice is awaited; a card
    dealt while the step lasts is revealed in it too (deal.2.1)."""
    record("reveal.1", "deal.2.1")
    seen: list[tuple[object, ...]] = []
    for player in table.player_order():
        # Once the game is over (a card met an alternate loss condition, say), nothing more is revealed.
        while table.pending is None and table.in_zone(dealt(player)) and not outcome(table).is_over:
            situation = endless_situation(table)
            if situation in seen:
                # Back where it was, with no decision between: it would never end (encounter-deck.3.3).
                infinite_loop(table, EventKey.ENDLESS_REVEALING)
                return
            seen.append(situation)
            reveal(table, table.in_zone(dealt(player))[-1], player)
            REGISTRY.settle(table)


@rule("in-play-and-out-of-play.2.7", when=When.PERFORM, on=a.Flip)
def flip(table: Table, effect: a.Flip) -> None:
    """Turn a double-sided card over: the side that comes up is in play, the other is not
    (in-play-and-out-of-play.2.7, .3.7). If the new side has the type of the old one, the card
    keeps what is attached to it, its status cards and its tokens (flip.1, flip.3, flip.3.1);
    if it prints another type, the cards attached to it or tucked under it are discarded, and its
    status cards and tokens go (flip.3.2)."""
    record("flip.1", "flip.3")
    card = table.card(effect.card)
    side = card.side.other if card.double_sided else Side.A
    if card.type is CardType.IDENTITY:
        # An ability changes the player's form: the change the player may make once each round
        # stays theirs (form.4.1).
        record("form.4.1")
    table.set_card(card.flipped(side))
    table.emit(EventKey.FLIPPED, "in-play-and-out-of-play.2.7", card=table.ref(effect.card), side=side.value)
    if table.card(effect.card).type is card.type:
        record("flip.3.1")
        return
    record("flip.3.2")
    for other in [*table.in_zone(attached(effect.card)), *table.in_zone(under(effect.card))]:
        table.discard(other, "flip.3.2")
    if table.card(effect.card).counters:
        table.set_card(table.card(effect.card).without_counters())
        table.emit(EventKey.TOKENS_RETURNED, "flip.3.2", card=table.ref(effect.card))


@rule("defeat.1", "damage.2", when=When.STATE_CHECK)
@quiet_until_changed
def character_without_hit_points_is_defeated(table: Table) -> bool:
    """defeat.1, damage.2: a character in play with zero or fewer remaining hit points is
    defeated, whatever its type."""
    for card in table.cards.values():
        damage = card.counter(DAMAGE) if card.counters else 0
        if card.hit_points is None or not damage and card.hit_points.value > 0 or not is_character(card):
            # Asked of every card after every step: without damage, a card printing a positive
            # value is below it, which spares it (see below) whatever its modifiers.
            continue
        if card.hit_points.infinite:
            if damage:
                # No damage ever reaches infinite hit points (hit-points.4, .5).
                record("hit-points.4", "hit-points.5")
            continue
        if damage < card.hit_points.resolve(table.starting_players) or damage < hit_points(table, card.id):
            continue
        if table.window is not None and table.window.card == card.id:
            # Its defeat waits for a decision on an interrupt to it.
            continue
        if table.is_in_play(card.id) and not (card.owner is not None and table.player(card.owner).eliminated):
            if card.is_permanent:
                # Only an ability of its own set could defeat it (permanent.1, .3).
                record("permanent.1", "permanent.3", "keywords.3.11")
                continue
            if card.type in (CardType.ALLY, CardType.MINION):
                record("remaining-hit-points.3")
            defeat(table, card.id)
            return True
    return False


@rule(when=When.CONSTANT, on=EventKey.LEAVES_PLAY)
def hit_points_given_cease(table: Table, event: Event) -> None:
    """hit-points.3.1: a card that gave the character it was attached to +X hit points has left
    play, so that effect ceased; an ally or a minion now with damage equal to or greater than its
    hit points is defeated, by the state check above."""
    card = table.card(event.params["card"].id)
    if card.type not in MODIFIER_TYPES or card.face.stats.hit_points is None:
        return
    for other in table.in_play_cards():
        character = table.card(other)
        points = hit_points(table, other) if character.type in (CardType.ALLY, CardType.MINION) else None
        if points is not None and character.counter(DAMAGE) >= points:
            record("hit-points.3.1")


@rule(when=When.PERFORM, on=a.Defeat)
def perform_defeat(table: Table, effect: a.Defeat) -> None:
    defeat(table, effect.card)


def defeat(table: Table, card_id: str) -> None:
    """Defeat a card in play; what that does depends on its type (Rules Reference, Defeat): the
    rule registered for the type carries it out."""
    card = table.card(card_id)
    if not table.is_in_play(card_id) or not REGISTRY.handlers(When.DEFEAT, card.type):
        raise table.error(REASONS.NOT_DEFEATABLE, card=table.ref(card_id))
    REGISTRY.trigger(table, When.DEFEAT, card.type, card_id)


@rule("defeat.2", when=When.DEFEAT, on=CardType.ALLY)
@rule("defeat.2", when=When.DEFEAT, on=CardType.MINION)
@rule("defeat.2", when=When.DEFEAT, on=CardType.SIDE_SCHEME)
@rule("defeat.2", when=When.DEFEAT, on=CardType.PLAYER_SIDE_SCHEME)
def defeated_card_leaves(table: Table, card_id: str) -> None:
    """defeat.2: a defeated ally, minion or side scheme is discarded, once the interrupts to its
    defeat have resolved: first those to its being about to be defeated (damage.2.3.3.6), then
    those to its defeat, its "When Defeated" abilities among them (damage.2.3.3.7)."""
    if table.card(card_id).type in (CardType.ALLY, CardType.MINION):
        record("damage.2.3.3.6")
    REGISTRY.interrupt(table, EventKey.WOULD_BE_DEFEATED, None, card=table.ref(card_id))


@rule(when=When.CONDITION_RESOLVES, on=EventKey.WOULD_BE_DEFEATED)
def card_is_defeated(table: Table, event: Event) -> None:
    """The card is defeated: its interrupts resolve before it leaves play (damage.2.3.3.7)."""
    if table.card(event.params["card"].id).type in (CardType.ALLY, CardType.MINION):
        record("damage.2.3.3.7")
    REGISTRY.initiate(table, EventKey.DEFEATED, None, card=event.params["card"])


@rule(when=When.CONDITION_RESOLVES, on=EventKey.DEFEATED)
def defeated_card_discarded(table: Table, event: Event) -> None:
    """defeat.2: the defeated card is discarded (damage.2.3.3.8); with the victory keyword it is
    placed in the victory display instead (victory-x.1, .1.1.1, .1.2), where it is out of play
    (victory-display.1, the example of in-play-and-out-of-play.3.5.1). A villain stage leaves
    play by its own rule (defeat.3)."""
    card_id = event.params["card"].id
    if not table.is_in_play(card_id) or table.card(card_id).type is CardType.VILLAIN:
        return
    card_type = table.card(card_id).type
    if card_type is CardType.ALLY:
        record("ally.2", "hit-points.3", "damage.2.3.3.8")
    if card_type is CardType.MINION:
        record("minion.2.1", "minion.2.2", "hit-points.3", "damage.2.3.3.8")
    if Keyword.VICTORY in table.card(card_id).keywords:
        record("in-play-and-out-of-play.3.5.1", "victory-x.1.1", "victory-x.1.1.1", "victory-x.1.2")
        add_to_victory_display(table, card_id)
    else:
        table.discard(card_id)


def add_to_victory_display(table: Table, card_id: str) -> None:
    """victory-x.1: the card goes to the victory display instead of a discard pile."""
    record("victory-x.1", "victory-display.1", "keywords.3.27")
    table.emit(EventKey.VICTORY_ADDED, "victory-x.1", card=table.ref(card_id))
    table.move(card_id, VICTORY_DISPLAY)


@rule("in-play-and-out-of-play.3.6", when=When.FORCED_RESPONSE, on=EventKey.LEAVES_PLAY)
def left_play(table: Table, event: Event) -> None:
    """A card that leaves play returns its tokens to the pool, comes back ready, and the cards on
    it are discarded: they cannot stay on an out-of-play card (leaves-play.2.1, .2.2); for an
    enemy, the cards facedown under it are its boost cards (leaves-play.2.2.2)."""
    card_id = event.params["card"].id
    non_villain = table.card(card_id).type is not CardType.VILLAIN
    if non_villain:
        record("leaves-play.2.1", "leaves-play.2.2")
    if table.card(card_id).counters or table.card(card_id).exhausted:
        if non_villain:
            record("leaves-play.2.2.3")
        if table.card(card_id).counter(ALL_PURPOSE):
            # All-purpose counters are tokens for every purpose: they return with the others
            # (all-purpose-counter.4.1).
            record("all-purpose-counter.4.1")
        if table.card(card_id).counter(ACCELERATION_TOKENS_ON):
            # Acceleration tokens on a card leave play with it (acceleration-token.3.1).
            record("acceleration-token.3.1")
        table.set_card(table.card(card_id).without_counters().ready())
    defeated = any(e.key is EventKey.DEFEATED and e.params["card"].id == card_id for e in table.events)
    for kind in CARD_ZONE_KINDS:
        for child in list(table.zones.get(Zone(kind, card_id), ())):
            if defeated and kind is ZoneKind.ATTACHED and Keyword.VICTORY in table.card(child).keywords:
                # An attachment or upgrade with victory goes to the victory display when the
                # card it is attached to is defeated (victory-x.1.1.2, .1.3).
                record("victory-x.1.1.2", "victory-x.1.3")
                add_to_victory_display(table, child)
            else:
                if non_villain:
                    boost = kind is ZoneKind.UNDER and table.card(card_id).type is CardType.MINION
                    record("leaves-play.2.2.2" if boost else "leaves-play.2.2.1")
                table.discard(child)


@rule(when=When.PERFORM, on=a.UseAbility)
def use_ability(table: Table, effect: a.UseAbility) -> None:
    """Initiate an ability of ``source`` (in-play-and-out-of-play.2.6, .2.7, .3.4)."""
    REGISTRY.forbid(table, Change.USE_ABILITY, effect.source, effect.side, None)
    table.emit(EventKey.ABILITY_USED, "in-play-and-out-of-play.2.6", card=table.ref(effect.source))


@rule(when=When.PERFORM, on=a.Target)
def target(table: Table, effect: a.Target) -> None:
    """An ability of ``source`` targets ``card`` (in-play-and-out-of-play.2.5)."""
    REGISTRY.forbid(table, Change.USE_ABILITY, effect.source, effect.side, effect.card)
    table.emit(
        EventKey.TARGETED, "in-play-and-out-of-play.2.5", source=table.ref(effect.source), card=table.ref(effect.card)
    )


@rule("player-elimination.3.2", when=When.PERFORM, on=a.ResolveAbility)
def resolve_ability(table: Table, effect: a.ResolveAbility) -> None:
    """player-elimination.3.2: every step resolves, even after a player is eliminated part way.
    Damage it deals to a character that cannot take damage conflicts with that "cannot", which
    prevails (cannot.2): none is taken."""
    table.emit(EventKey.ABILITY_USED, "player-elimination.3.2", card=table.ref(effect.source))
    for step in effect.steps:
        if isinstance(step, a.DealDamage) and cannot_take_damage(table, step.card):
            record("cannot.2")
        REGISTRY.perform(table, step)


@rule(when=When.PERFORM, on=a.MoveCard)
def move_card(table: Table, effect: a.MoveCard) -> None:
    """Move a card as a card ability or game step says; moving it to a discard pile is discarding."""
    zone = effect.zone
    if zone.kind in (ZoneKind.DISCARD, ZoneKind.ENCOUNTER_DISCARD):
        REGISTRY.forbid(table, Change.DISCARD, effect.card)
    if zone.is_player_zone and zone.holder is not None:
        table.player(zone.holder)
    if zone.is_card_zone and zone.holder is not None:
        table.card(zone.holder)
    table.emit(EventKey.MOVED, None, card=table.ref(effect.card), zone=zone)
    table.move(effect.card, zone, bottom=effect.bottom)


@rule(when=When.PERFORM, on=a.Discard)
def discard(table: Table, effect: a.Discard) -> None:
    """discard.1: discarding moves a card from anywhere but a discard pile to its discard pile,
    unless a rule forbids it. A card already in a discard pile is not discarded again: that would
    change the order of the pile, which only a card ability may do (discard-pile.4)."""
    record("discard.1")
    if table.location(effect.card).kind in (ZoneKind.DISCARD, ZoneKind.ENCOUNTER_DISCARD):
        record("discard-pile.4")
        raise table.violation("discard.1", REASONS.ALREADY_DISCARDED, card=effect.card)
    REGISTRY.forbid(table, Change.DISCARD, effect.card)
    table.discard(effect.card)


@rule(when=When.PERFORM, on=a.RemoveFromGame)
def remove_from_game(table: Table, effect: a.RemoveFromGame) -> None:
    table.remove_from_game(effect.card)


@rule(when=When.PERFORM, on=a.PlaceCounters)
def place_counters(table: Table, effect: a.PlaceCounters) -> None:
    """Add (or, with a negative amount, take away) counters; a count never goes below zero."""
    card = table.card(effect.card)
    count = max(0, card.counter(effect.counter) + effect.amount)
    table.set_card(card.with_counter(effect.counter, count))
    table.emit(EventKey.COUNTERS_SET, None, card=table.ref(effect.card), counter=effect.counter, count=count)
