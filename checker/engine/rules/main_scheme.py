"""Main Scheme, Main Scheme Deck: threat in step one, completion, the advance procedure.

>>> from checker.engine import PerformStep, VillainStep, apply, read_state, write_state
>>> state = read_state(
...     "players: A(first) B; phase: villain 1; scheme: ms1[side=B accel=1p target=5 threat=3] ms2[start=1p target=9]; "
...     "accel-tokens: 1")
>>> step_one_threat(state)
StepOneThreat(field=2, tokens=1, icons=0)
>>> after, events = apply(state, PerformStep(VillainStep.PLACE_THREAT))
>>> write_state(after)
'players: A(first) B; phase: villain 2; scheme: ms2[side=B target=9 start=1p threat=2]; accel-tokens: 1; completed: ms1; removed: ms1:main-scheme[side=B accel=1p target=5]'
>>> [event.key.value for event in events][:4]
['step-one-threat', 'scheme-completed', 'removed-from-game', 'leaves-play']
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import NamedTuple

from checker.engine import actions as a
from checker.engine.card_notation import EFFECT_WORDS
from checker.engine.cards import (
    EffectWords,
    ACCELERATION_TOKENS_ON,
    ActivateEffect,
    AttackIncreaseEffect,
    ThwartIncreaseEffect,
    PowerIncreaseEffect,
    ConditionMetEffect,
    THREAT,
    AccelerationTokenEffect,
    AttackAllyEffect,
    CancelEffect,
    CardType,
    ChooseOptionEffect,
    DrawEffect,
    DrawPerExcessEffect,
    Effect,
    ExhaustYouEffect,
    StatusOnYouEffect,
    NamedEffect,
    NemesisCardEffect,
    PlaceThreatEffect,
    PreventThreatEffect,
    RefersToOutOfPlay,
    SchemeStats,
    Side,
    Trigger,
    UsedFromOutOfPlay,
)
from checker.engine.errors import REASONS, RuleViolation
from checker.engine.events import Event, EventKey
from checker.engine.execution import carries_out, record
from checker.engine.notation import write_state
from checker.engine.registry import REGISTRY, carries_out_words, rule
from checker.engine.rules.attack_triggers import excess_counted
from checker.engine.rules.cards_in_play import icons_in_play
from checker.engine.rules.nemesis import put_nemesis_card_into_play
from checker.engine.rules.then import Resolution
from checker.engine.state import TableView
from checker.engine.table import Table
from checker.engine.timing import Change, When
from checker.engine.turns import Suspended, VillainStep
from checker.engine.zones import CARD_ZONE_KINDS, MAIN_SCHEME_DECK, Zone

carries_out_words("acceleration", THREAT, ACCELERATION_TOKENS_ON)


class StepOneThreat(NamedTuple):
    """The three parts of the threat placed in villain phase step one (main-scheme.2)."""

    field: int
    tokens: int
    icons: int

    @property
    def total(self) -> int:
        return self.field + self.tokens + self.icons


def stats(view: TableView, card_id: str) -> SchemeStats:
    card = view.card(card_id)
    if card.scheme is None:
        raise RuleViolation("main-scheme.1", REASONS.NOT_A_SCHEME, {"card": card.name}, write_state(view))
    return card.scheme


@carries_out("main-scheme.1")
def current_main_scheme(view: TableView) -> str:
    """main-scheme.1: the main scheme in play is the top card of the main scheme deck."""
    top = view.top(MAIN_SCHEME_DECK)
    if top is None:
        raise RuleViolation("main-scheme.1", REASONS.NO_MAIN_SCHEME, {}, write_state(view))
    return top


def active_acceleration_icons(view: TableView) -> int:
    """main-scheme.2: acceleration icons count while the card that prints them is in play."""
    return icons_in_play(view, "acceleration")


def step_one_threat(view: TableView) -> StepOneThreat:
    """main-scheme.2: the acceleration field, modified by every active acceleration token and icon.

    A per-player field counts the players who started the game (player-elimination.3.3).
    """
    field = stats(view, current_main_scheme(view)).acceleration.resolve(view.starting_players)
    return StepOneThreat(field, view.acceleration_tokens + tokens_on_cards(view), active_acceleration_icons(view))


def tokens_on_cards(view: TableView) -> int:
    """acceleration-token.2.2.1: the acceleration tokens placed on cards in play other than the
    main scheme, which add threat in step one like those next to the main scheme deck."""
    return sum(view.card(card_id).counter(ACCELERATION_TOKENS_ON) for card_id in view.in_play_cards())


def target_threat(view: TableView, card_id: str) -> int | None:
    """The target threat value; a per-player target counts starting players (player-elimination.3.3)."""
    stats(view, card_id)
    return view.target_threat(card_id)


def reached_target(view: TableView, card_id: str) -> bool:
    """main-scheme.3: threat equal to or greater than the target threat value."""
    target = target_threat(view, card_id)
    return target is not None and view.card(card_id).counter(THREAT) >= target


def is_final_stage(view: TableView) -> bool:
    """main-scheme.3.1: no card below the current main scheme."""
    return len(view.in_zone(MAIN_SCHEME_DECK)) == 1


@rule("main-scheme.7", when=When.PROHIBITION, on=Change.DISCARD)
def main_scheme_cannot_be_discarded(table: Table, card_id: str) -> None:
    """main-scheme.7: main scheme cards cannot be discarded."""
    card = table.card(card_id)
    if card.type is CardType.MAIN_SCHEME:
        raise table.violation("main-scheme.7", REASONS.MAIN_SCHEME_NOT_DISCARDABLE, card=card.name)


def threat_left(table: Table, card_id: str, amount: int, clause: str | None = None) -> int:
    """The threat still to be placed on a scheme once the interrupts to ``amount`` threat about
    to be placed on it have resolved: the threat they prevent is taken off the amount before any
    of it is placed (prevent.3)."""
    start = len(table.events)
    REGISTRY.interrupt(table, EventKey.WOULD_GET_THREAT, clause, card=table.ref(card_id), count=amount)
    prevented = sum(event.params["count"] for event in table.events[start:]
                    if event.key is EventKey.THREAT_PREVENTED and event.params["card"].id == card_id)
    if prevented:
        record("prevent.1", "prevent.3")
    return max(0, amount - prevented)


def place_threat(table: Table, card_id: str, amount: int, clause: str | None = None) -> None:
    """Put ``amount`` threat tokens on a scheme, less what the interrupts to its placement
    prevent; none is placed if they prevent it all (prevent.3)."""
    amount = threat_left(table, card_id, amount, clause)
    if not amount:
        return
    card = table.card(card_id)
    stats(table, card_id)
    table.set_card(card.with_counter(THREAT, card.counter(THREAT) + amount))
    table.emit(EventKey.THREAT_PLACED, clause, card=table.ref(card_id), count=amount)


@rule(when=When.PERFORM, on=a.PlaceThreat)
def perform_place_threat(table: Table, effect: a.PlaceThreat) -> None:
    place_threat(table, effect.card, effect.amount)


@rule(when=When.PERFORM, on=a.RemoveThreat)
def remove_threat(table: Table, effect: a.RemoveThreat) -> None:
    """Take up to ``amount`` threat off a scheme; threat never goes below zero."""
    card = table.card(effect.card)
    stats(table, effect.card)
    removed = min(effect.amount, card.counter(THREAT))
    table.set_card(card.with_counter(THREAT, card.counter(THREAT) - removed))
    table.emit(EventKey.THREAT_REMOVED, None, card=table.ref(effect.card), count=removed)


@rule("acceleration-token.2", "acceleration-token.2.2", when=When.PERFORM, on=a.PlaceAccelerationToken)
def place_acceleration_tokens(table: Table, effect: a.PlaceAccelerationToken) -> None:
    for _ in range(effect.count):
        add_acceleration_token(table, None)


@rule("main-scheme.2", "villain-phase.1.1", "threat.1", "acceleration-token.1", "acceleration-token.3.2", when=When.PERFORM, on=VillainStep.PLACE_THREAT)
def villain_phase_place_threat(table: Table, _step: VillainStep) -> None:
    """main-scheme.2: place the acceleration field, tokens and active icons as threat on the main scheme."""
    scheme = current_main_scheme(table)
    threat = step_one_threat(table)
    if threat.icons:
        # The same rule, stated by the Acceleration Icon entry: each icon in play (and only in
        # play) adds one threat, beside the tokens, which are not icons.
        record("acceleration-icon.2", "acceleration-icon.2.1", "acceleration-icon.2.2", "acceleration-icon.2.3", "icons.6")
    if tokens_on_cards(table):
        record("acceleration-token.2.2.1")
    # The threat is placed like any other, so an interrupt to it can prevent part of it (prevent.3).
    count = threat_left(table, scheme, threat.total, "main-scheme.2")
    card = table.card(scheme)
    table.set_card(card.with_counter(THREAT, card.counter(THREAT) + count))
    table.emit(
        EventKey.STEP_ONE_THREAT,
        "main-scheme.2",
        card=table.ref(scheme),
        count=count,
        field=threat.field,
        tokens=threat.tokens,
        icons=threat.icons,
    )


@rule("main-scheme.3", "target-threat.1", when=When.STATE_CHECK)
def main_scheme_completed(table: Table) -> bool:
    """main-scheme.3: a main scheme whose threat is at or over its target is completed, whatever
    put the threat there, and the deck advances; completing the final stage wins the game for
    the villain (main-scheme.3.1). Its "When Completed" abilities interrupt the completion
    before either happens (when-completed-abilities.2.1)."""
    scheme = table.top(MAIN_SCHEME_DECK)
    if scheme is None or scheme in table.completed or not reached_target(table, scheme):
        return False
    table.completed = (*table.completed, scheme)
    REGISTRY.initiate(table, EventKey.SCHEME_COMPLETED, "main-scheme.3", card=table.ref(scheme))
    return True


@rule(when=When.CONDITION_RESOLVES, on=EventKey.SCHEME_COMPLETED)
def completion_resolves(table: Table, event: Event) -> None:
    """Once the interrupts to its completion have resolved, a completed main scheme advances
    the deck (main-scheme.3), or, as the final stage, wins the game for the villain (.3.1)."""
    scheme = event.params["card"].id
    if is_final_stage(table):
        record("main-scheme.3.1", "winning-the-game.1")
        table.emit(EventKey.VILLAIN_WINS, "main-scheme.3.1", card=table.ref(scheme))
    else:
        advance_main_scheme_deck(table)


@rule(when=When.PERFORM, on=a.AdvanceMainScheme)
def advance(table: Table, effect: a.AdvanceMainScheme) -> None:
    """Advance by completion (main-scheme.3: needs threat at or over the target; the state
    check completes it) or by other means (main-scheme.3.2)."""
    scheme = current_main_scheme(table)
    if effect.by_completion:
        if not reached_target(table, scheme):
            card = table.card(scheme)
            raise table.violation(
                "main-scheme.3", REASONS.NOT_COMPLETED,
                card=card.name, threat=card.counter(THREAT), target=target_threat(table, scheme),
            )
        return
    advance_by_other_means(table, scheme)


@carries_out("main-scheme.3.2")
def advance_by_other_means(table: Table, scheme: str) -> None:
    """main-scheme.3.2: advancing other than through threat does not complete the main scheme."""
    if is_final_stage(table):
        raise table.violation("main-scheme.4", REASONS.NO_NEXT_STAGE, card=table.card(scheme).name)
    table.emit(EventKey.SCHEME_ADVANCED_OTHER, "main-scheme.3.2", card=table.ref(scheme))
    advance_main_scheme_deck(table)


@carries_out("main-scheme.4")
def advance_main_scheme_deck(table: Table) -> None:
    """main-scheme.4: the advance procedure, its three steps in order."""
    remove_top_main_scheme(table)
    new_top = current_main_scheme(table)
    resolve_side_a(table, new_top)
    flip_to_side_b(table, new_top)
    carry_acceleration_tokens(table, new_top)


@carries_out("main-scheme.4.1", "main-scheme.5", "attach-to.2")
def remove_top_main_scheme(table: Table) -> None:
    """main-scheme.4.1: remove the top card from the game; then return its tokens (not
    acceleration tokens) to the pool and discard the cards attached to it. Its threat goes with
    it, so excess threat never reaches the next stage (main-scheme.5)."""
    scheme = current_main_scheme(table)
    table.remove_from_game(scheme, "main-scheme.4.1")
    if table.card(scheme).counters:
        table.set_card(table.card(scheme).without_counters())
        table.emit(EventKey.TOKENS_RETURNED, "main-scheme.4.1", card=table.ref(scheme))
    for kind in CARD_ZONE_KINDS:
        for attached in list(table.in_zone(Zone(kind, scheme))):
            table.discard(attached, "main-scheme.4.1")


@carries_out("main-scheme.4.2")
def resolve_side_a(table: Table, scheme: str) -> None:
    """main-scheme.4.2: resolve the "When Revealed" abilities on side A of the new top card."""
    if table.card(scheme).side is not Side.A:
        table.set_card(table.card(scheme).flipped(Side.A))
    table.emit(EventKey.REVEALED, "main-scheme.4.2", card=table.ref(scheme))
    resolve_when_revealed(table, scheme, Side.A, "main-scheme.4.2")


@carries_out("main-scheme.4.3")
def flip_to_side_b(table: Table, scheme: str) -> None:
    """main-scheme.4.3: flip to side B, place its starting threat, resolve its "When Revealed"."""
    table.set_card(table.card(scheme).flipped(Side.B))
    table.emit(EventKey.FLIPPED, "main-scheme.4.3", card=table.ref(scheme), side=Side.B.value)
    starting = stats(table, scheme).starting.resolve(table.starting_players)
    if starting:
        place_threat(table, scheme, starting, "main-scheme.4.3")
    resolve_when_revealed(table, scheme, Side.B, "main-scheme.4.3")


@carries_out("main-scheme.6", "acceleration-token.3")
def carry_acceleration_tokens(table: Table, scheme: str) -> None:
    """main-scheme.6: acceleration tokens stay with the main scheme deck through an advance."""
    if table.acceleration_tokens:
        table.emit(
            EventKey.ACCELERATION_CARRIED, "main-scheme.6", card=table.ref(scheme), count=table.acceleration_tokens
        )


def resolve_when_revealed(table: Table, card_id: str, side: Side, clause: str, player: str | None = None) -> None:
    """Carry out the effects of the "When Revealed" abilities printed on ``side`` of a card,
    which ``player`` resolves (None for a scheme no player reveals): each one resolves, as the
    game triggers it (when-revealed-abilities.2, ability.6.3, .8.2), in its place in the
    Simultaneous Timing Priority (ability.9.3)."""
    if any(ability.trigger is Trigger.WHEN_REVEALED for ability in table.card(card_id).abilities(side)):
        record("when-revealed-abilities.2", "ability.6.3", "ability.8.2", "ability.9", "ability.9.3")
    resolve_abilities(table, card_id, side, Trigger.WHEN_REVEALED, clause, when_revealed_log(table, card_id, side, clause),
                      player)


def when_revealed_log(table: Table, card_id: str, side: Side, clause: str) -> Callable[[EffectWords], None]:
    """What logs an effect known only by name of the "When Revealed" abilities of ``side``."""

    def log(name: EffectWords) -> None:
        table.emit(EventKey.WHEN_REVEALED, clause, card=table.ref(card_id), side=side.value, effect=name)

    return log


def printed_effects(view: TableView, card_id: str, side: Side, trigger: Trigger) -> list[Effect]:
    """The effects, costs first, of the abilities with timing trigger ``trigger`` on ``side``."""
    abilities = view.card(card_id).abilities(side)
    return [effect for ability in abilities if ability.trigger is trigger for effect in (*ability.costs, *ability.effects)]


REVEALED_EFFECTS = "when-revealed-abilities.2"
"""The clause of "When Revealed" abilities that a player's decision stopped between two effects."""


def resolve_abilities(
    table: Table, card_id: str, side: Side, trigger: Trigger, clause: str, log_named: Callable[[EffectWords], None],
    player: str | None = None, start: int = 0,
) -> None:
    """Carry out, in the order printed, the effects of the abilities with timing trigger
    ``trigger`` on ``side`` of scheme ``card_id``, from the one at ``start``; an effect the
    engine knows only by name is logged with ``log_named``. For "When Revealed" abilities, an
    effect that asks its player to choose an option stops them: the rest waits in the state
    until the option chosen has resolved."""
    effects = printed_effects(table, card_id, side, trigger)
    place = f"{side.value}/{clause}/" if trigger is Trigger.WHEN_REVEALED else ""
    stopped = resolve_effects(table, card_id, effects[start:], clause, log_named, player, place, start)
    if stopped is not None:
        words = (side.value, clause, str(stopped))
        table.wait(Suspended(REVEALED_EFFECTS, player or "", card_id, words))


@rule(when=When.RESUME, on=REVEALED_EFFECTS)
def revealed_effects_go_on(table: Table, waiting: Suspended) -> None:
    """The option chosen has resolved: the rest of the "When Revealed" abilities resolve."""
    side, clause, start = waiting.words
    log = when_revealed_log(table, waiting.subject, Side(side), clause)
    resolve_abilities(table, waiting.subject, Side(side), Trigger.WHEN_REVEALED, clause, log, waiting.player or None,
                      int(start))


def resolve_effects(
    table: Table, card_id: str, effects: Iterable[Effect], clause: str | None, log_named: Callable[[EffectWords], None],
    player: str | None = None, place: str = "", start: int = 0, stop: bool = False,
) -> int | None:
    """Carry out, in order, the effects of an ability of ``card_id``: threat on that card,
    acceleration tokens, an enemy's attack on an ally of ``player``, the player resolving it,
    or ``player`` drawing cards;
    an effect the engine knows only by name is logged with ``log_named``.
    The effects a player's event or action carries out (damage, threat removal, drawing,
    exhausting, resources) are refused here rather than passed over: the engine does not carry
    them out in these abilities yet; so is an attack on an ally with no player resolving it.
    An effect with options, in abilities whose ``place`` is given, asks its player to choose one:
    the number of the effect after it is returned, for the rest to go on once it has resolved;
    with ``stop``, any decision an effect asks for stops them so."""
    resolution = Resolution()
    for number, effect in enumerate(effects, start):
        if not resolution.attempts(table, effect):
            continue
        match effect:
            case PlaceThreatEffect(amount):
                place_threat(table, card_id, amount.resolve(table.starting_players), clause)
            case AccelerationTokenEffect(count):
                for _ in range(count):
                    add_acceleration_token(table, clause)
            case NamedEffect():
                log_named(effect.words)
            case UsedFromOutOfPlay() | RefersToOutOfPlay():
                continue
            case ConditionMetEffect(players_win):
                condition_met(table, card_id, players_win)
            case AttackAllyEffect() if player is not None:
                REGISTRY.perform(table, a.AttackAlly(card_id, player))
            case ActivateEffect() if player is not None:
                REGISTRY.trigger(table, When.PERFORM, ActivateEffect, player)
            case DrawEffect(count) if player is not None:
                REGISTRY.perform(table, a.DrawCards(player, count))
            case DrawPerExcessEffect(per_excess) if player is not None:
                count = per_excess * excess_counted(table)
                if count:
                    REGISTRY.perform(table, a.DrawCards(player, count))
            case NemesisCardEffect(card_type) if player is not None:
                put_nemesis_card_into_play(table, player, card_type)
            case ExhaustYouEffect() | StatusOnYouEffect() if player is not None:
                REGISTRY.trigger(table, When.PERFORM, type(effect), player, effect)
            case CancelEffect():
                REGISTRY.trigger(table, When.PERFORM, CancelEffect, card_id)
            case AttackIncreaseEffect(amount):
                REGISTRY.trigger(table, When.PERFORM, "attack-player-ability-type.2.2.2", amount)
            case ThwartIncreaseEffect(amount):
                REGISTRY.trigger(table, When.PERFORM, "thwart.1.2.2", amount)
            case PowerIncreaseEffect(amount):
                REGISTRY.trigger(table, When.PERFORM, PowerIncreaseEffect, amount)
            case PreventThreatEffect():
                REGISTRY.trigger(table, When.PERFORM, PreventThreatEffect, card_id, effect)
            case ChooseOptionEffect() if place and player is not None:
                REGISTRY.trigger(table, When.PERFORM, ChooseOptionEffect, card_id, effect, player, f"{place}{number}")
                if table.pending is not None:
                    return number + 1
            case AttackAllyEffect():
                raise table.error(REASONS.ALLY_ATTACK_NOT_CARRIED_OUT, card=table.ref(card_id), effect=EFFECT_WORDS[type(effect)])
            case _:
                raise table.error(REASONS.EFFECT_NOT_CARRIED_OUT, card=table.ref(card_id), effect=EFFECT_WORDS.get(type(effect), type(effect).__name__))
        resolution.resolved(table)
        if stop and table.pending is not None:
            return number + 1
    return None


def condition_met(table: Table, card_id: str, players_win: bool) -> None:
    """winning-the-game.2, .3: an alternate condition of the scenario is met: the players win or
    lose accordingly."""
    record("winning-the-game.2", "winning-the-game.3")
    if players_win:
        table.condition_won = True
        table.emit(EventKey.CONDITION_WON, "winning-the-game.3", card=table.ref(card_id))
    else:
        table.condition_lost = True
        table.emit(EventKey.CONDITION_LOST, "winning-the-game.3", card=table.ref(card_id))


def add_acceleration_token(table: Table, clause: str | None) -> None:
    table.acceleration_tokens += 1
    table.emit(EventKey.ACCELERATION_TOKEN, clause)
