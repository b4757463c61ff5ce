"""Rule invariants over games played only with legal decisions, from generated positions.

Each example sets up a position (players, main scheme stages, villain, encounter cards, hands,
decks, engaged minions, the phase), then plays decisions drawn from :func:`legal_actions` one
after another, as players would. A legal decision must be carried out: any exception it raises
is a failure. After every decision:

* no card appears or disappears, and every card is in exactly one zone;
* no card holds negative threat (nor any negative count of tokens);
* a window of interrupts or responses is open only while a decision is awaited;
* with no choice awaited, no player controls more than three allies in play (ally-limit.2) nor
  more than two restricted cards (restricted.2), no card with uses is in play without uses left
  (uses-x-type.3), and no side scheme is in play without threat and no character in play is
  left without hit points (defeat.1), unless it is permanent (permanent.1);
* only a card in play can be exhausted: a card that leaves play comes back ready;
* with no choice awaited at the start of the villain phase, no player has more cards in hand
  than their hand size (end-of-player-phase.1.1, draw.3);
* when the main scheme deck advances, the acceleration tokens are not lost: they carry over to
  the new stage (main-scheme.6), so there are at least as many as before the decision.

The positions hold keywords and status cards too, some on core set cards from the card data
(Hydra Mercenary, Sandman, Rhino III), and :class:`KeywordWatch` reads the log of each decision
for the properties of those rules:

* a stunned character's next attack deals no damage and its stunned status cards are removed
  instead; a stunned enemy does not attack at all (stun.1, stun.2, stun.4, stun.4.1, stun.7.2);
* a confused character's next thwart or scheme places or removes no threat and its confused
  status cards are removed instead (confuse.1, confuse.2, confuse.4, confuse.4.1, confuse.7.2);
* a tough status card prevents exactly one instance of damage: the character takes none of it
  and loses one tough status card (tough.3.1, tough.3.1.1); a character with toughness that
  enters play gets one (toughness.1);
* while a minion with guard is engaged with a player, no legal decision of theirs attacks the
  villain (guard.1): checked on the legal decisions before each one is chosen;
* a revealed card with surge deals its player exactly one more encounter card before the next
  card is revealed (surge.1, surge.3);
* a permanent card never leaves play by a discard (permanent.1), except when its owner is
  eliminated (player-elimination.2.4).

At the end, the same position and decisions give the same game (same seed, same shuffles),
and the notation reads the final state back unchanged. Under ``CI=true`` the examples are the
same on every run.
"""

import os
from collections import Counter
from dataclasses import dataclass, field

import pytest
from hypothesis import HealthCheck, event, example, given, settings
from hypothesis import strategies as st

from checker.engine import (
    DAMAGE,
    THREAT,
    Attack,
    Card,
    CardRef,
    CardType,
    Choice,
    Choose,
    EndTurn,
    Event,
    EventKey,
    GameState,
    Keyword,
    NamedEffect,
    Phase,
    Recover,
    RuleViolation,
    Thwart,
    apply,
    legal_actions,
    outcome,
    read_state,
    write_state,
)
from checker.engine.cards import (
    ACTION_TRIGGERS,
    ALL_PURPOSE,
    CONFUSED,
    STUNNED,
    TOUGH,
    Label,
)
from checker.engine.rules.ally_limit import ALLY_LIMIT, allies_controlled
from checker.engine.rules.end_of_player_phase import hand_size
from checker.engine.rules.restricted import RESTRICTED_LIMIT, restricted_cards
from checker.engine.zones import MAIN_SCHEME_DECK, ZoneKind, engaged, hand, play_area

DECISIONS_PER_GAME = 40

BRACING = "braces"
BRACES = f'ability="forced-interrupt[would-be-dealt-damage]: {BRACING}"'
BRACES_B = f'ability-b="forced-interrupt[would-be-dealt-damage]: {BRACING}"'
"""A forced interrupt that logs each instance of damage its character would be dealt, before a
tough status card prevents it or the character takes it (damage.2.3.3.1): it shows the tough
property each instance. Characters that may have a tough status card bear it, but for the core
cards, which take what they print from the card data."""

ENCOUNTER_CARDS = (
    "treachery",
    "treachery[boost=2]",
    "treachery[boost=1 boost-star ability=\"boost: Rhino charges\"]",
    "minion[atk=1 sch=1 hp=2 boost=1]",
    "minion[victory atk=2 hp=1]",
    "minion[villainous retaliate=1 atk=1 sch=1 hp=3]",
    "side-scheme[start=1]",
    "side-scheme[start=1p icons=1]",
    "environment",
    "obligation",
    "attachment[attach-to=villain]",
    "attachment[attach-to=identity]",
    "treachery[surge]",
    "minion[surge atk=1 sch=1 hp=2]",
    "side-scheme[surge start=1]",
    "minion[guard atk=1 sch=1 hp=2]",
    "minion[card=01101]",
    f"minion[toughness atk=1 sch=1 hp=2 {BRACES}]",
    "minion[card=01102]",
    "side-scheme[permanent start=1]",
    "attachment[permanent attach-to=villain]",
)
"""Test cards, with the core set's Hydra Mercenary (guard) and Sandman (toughness) as data."""
PLAYER_CARDS = (
    "ally[hp=2 atk=1 thw=1]",
    "ally[hp=1 retaliate=1 thw=2]",
    "event",
    "support",
    "upgrade",
    "ally[permanent hp=3]",
    'ally[hp=2 ability="response[enters-play]: cheer"]',
    'support[ability="forced-response[enters-play ally]: ring, ring again"]',
    'support[ability="response[enters-play minion]: take aim"]',
    'support[ability="interrupt[scheme-completed main-scheme]: sound the alarm"]',
    "upgrade[restricted]",
    'support[uses="2 charge" ability="action: exhaust, spend-use+1 -> draw+1"]',
    'event[cost=0 ability="hero-action(attack): damage+2"]',
    'event[cost=0 ability="hero-action(thwart): remove-threat+2"]',
    'event[cost=0 ability="hero-action: stun"]',
    'event[cost=0 ability="hero-action: confuse"]',
    'ally[hp=2 thw=1 ability="action(attack): exhaust, damage+2"]',
    'ally[hp=2 atk=1 ability="action(thwart): exhaust, remove-threat+1"]',
    'ally[hp=2 atk=1 thw=1 ability="action: exhaust, stun"]',
    f"ally[toughness hp=3 atk=1 thw=1 {BRACES}]",
    "support[permanent]",
    "upgrade[permanent restricted]",
    'event[cost=0 ability="action: discard+support"]',
    'event[cost=0 ability="action: discard+ally"]',
)
ALLIES_IN_PLAY = (
    "ally[hp=2 atk=1 thw=1 stunned=1]",
    "ally[hp=2 atk=1 thw=2 confused=1]",
    f"ally[hp=3 atk=1 thw=1 tough=1 {BRACES}]",
    "ally[permanent hp=3 atk=1 thw=1]",
    'ally[hp=2 thw=1 stunned=1 ability="action(attack): exhaust, damage+2"]',
)
ENGAGED_MINIONS = (
    "minion[atk=1 sch=1 hp=2]",
    "minion[victory atk=2 hp=3]",
    "minion[guard atk=1 sch=1 hp=3]",
    "minion[card=01101]",
    "minion[atk=2 sch=1 hp=2 stunned=1]",
    "minion[atk=1 sch=2 hp=2 confused=1]",
    f"minion[atk=1 sch=1 hp=3 tough=1 {BRACES}]",
    "minion[steady atk=2 sch=2 hp=3 stunned=1 confused=2]",
    "minion[stalwart atk=1 sch=1 hp=2]",
    "minion[permanent atk=1 sch=1 hp=2]",
)
STATUSES = ("", "stunned=1 ", "confused=1 ", "tough=1 ", "stunned=1 confused=1 tough=1 ")
"""Status cards on a villain or an identity at the start."""
WHEN_REVEALED = ("", " reveal-b=accel+1", " reveal-a=threat+1", ' reveal-b="threat+1p,Rhino charges"')


@st.composite
def positions(draw) -> str:
    """A position in the state notation: every card has a unique id, each attachment something
    it may attach to, and no main scheme already at its target threat."""
    numbers = iter(range(1, 10_000))

    def cards(kinds, most: int, prefix: str) -> str:
        chosen = draw(st.lists(st.sampled_from(kinds), max_size=most))
        return " ".join(f"{prefix}{next(numbers)}:{kind}" for kind in chosen)

    players = "ABC"[: draw(st.integers(1, 3))]
    first = draw(st.sampled_from(players))
    seats = " ".join(f"{player}(first)" if player == first else player for player in players)
    phase = draw(
        st.sampled_from(["setup", *(f"player {player}" for player in players), *(f"villain {n}" for n in range(1, 7))])
    )
    stages = []
    for stage in range(draw(st.integers(1, 3))):
        target = draw(st.integers(3, 12))
        accel = draw(st.integers(0, 3))
        reveal = draw(st.sampled_from(WHEN_REVEALED))
        if stage == 0:
            threat = draw(st.integers(0, target - 1))
            stages.append(f"ms{stage}[side=B accel={accel} target={target} threat={threat}]")
        else:
            start = draw(st.integers(0, 2))
            stages.append(f"ms{stage}[accel={accel} target={target}p start={start}{reveal}]")
    sections = [
        f"players: {seats}",
        f"phase: {phase}",
        f"seed: {draw(st.integers(0, 1000))}",
        (f"villain: rhino1[{draw(st.sampled_from(STATUSES))}hp=14 atk=2 sch=1 {BRACES}] "
         f"{draw(st.sampled_from(['rhino2[hp=16 atk=3 sch=1]', 'rhino3[card=01096]']))}"),
        f"scheme: {' '.join(stages)}",
        f"accel-tokens: {draw(st.integers(0, 3))}",
        f"encounter-deck: {cards(ENCOUNTER_CARDS, 8, 'e')}",
        f"encounter-discard: {cards(ENCOUNTER_CARDS, 4, 'd')}",
    ]
    for player in players:
        sections += [
            f"{player}.play: id{player}:identity[{draw(st.sampled_from(['', 'side=B ']))}"
            f"{draw(st.sampled_from(['', 'hand-size=1 ', 'hand-size=2 ', 'b.hand-size=3 ']))}"
            f"{draw(st.sampled_from(['', 'damage=3 ']))}{draw(st.sampled_from(STATUSES))}"
            f"hp=10 def=1 a.atk=2 a.thw=1 b.rec=2 {BRACES} {BRACES_B}] {cards(ALLIES_IN_PLAY, 1, 'a')}",
            f"{player}.hand: {cards(PLAYER_CARDS, 3, 'h')}",
            f"{player}.deck: {cards(PLAYER_CARDS, 3, 'c')}",
            f"{player}.engaged: {cards(ENGAGED_MINIONS, 2, 'm')}",
        ]
    return "; ".join(section for section in sections if not section.endswith(": "))


ADVANCES_AT_ONCE = (
    "players: A(first) B; phase: villain 1; villain: rhino1[hp=14]; accel-tokens: 2; "
    "scheme: ms0[side=B accel=1 target=5 threat=2] ms1[target=6p start=1 reveal-b=accel+1] ms2[target=9]; "
    "encounter-deck: e1:treachery e2:minion; A.play: idA:identity[hp=10]; B.play: idB:identity[hp=10]"
)
"""Step one places 1 + 2 threat on a stage two short of its target: the deck advances, twice
over (the new stage's When Revealed adds a token), with tokens to carry."""


FOUR_ALLIES_IN_HAND = (
    "players: A(first); scheme: ms0[side=B target=9]; A.play: idA:identity[hp=10]; "
    "A.hand: h1:ally h2:ally h3:ally h4:ally"
)
"""Playing every ally in hand goes over the ally limit."""


THREE_RESTRICTED_AND_USES = (
    "players: A(first); villain: rhino1[hp=14]; scheme: ms0[side=B target=9]; A.play: idA:identity[hp=10]; "
    "A.deck: c1 c2 c3 c4; A.hand: h1:upgrade[restricted] h2:upgrade[restricted] h3:upgrade[restricted] "
    "h4:support[uses=\"2 charge\" ability=\"action: exhaust, spend-use+1 -> draw+1\"]"
)
"""Playing every card in hand goes over the restricted limit; the card with uses enters play with
two, and may spend them."""


LETHAL_ATTACK = (
    "players: A(first) B; phase: villain 2; villain: rhino1[hp=14 atk=3 sch=1]; scheme: ms0[side=B target=9]; "
    "encounter-deck: e1:treachery[boost=2] e2:treachery e3:treachery; "
    "A.play: idA:identity[hp=4 def=1] a1:ally[hp=1 retaliate=1]; A.engaged: m1:minion[atk=1 hp=2] m2:minion[atk=2 hp=2]; "
    "B.play: idB:identity[side=B hp=10]"
)
"""Step two: the villain attacks A, who defends with their hero (the first option): ATK 3 and 2
boost icons less DEF 1 is 4 damage, all A's hit points, so A is eliminated in the middle of the
attack; A's minions then engage B, in alter-ego form, and scheme."""


BASIC_POWERS = (
    "players: A(first); villain: rhino1[hp=14 atk=2 retaliate=1]; scheme: ms0[side=B target=9 threat=3]; "
    "A.play: idA:identity[hp=10 def=1 a.atk=2 a.thw=1 b.rec=2] a1:ally[hp=1 atk=1 thw=1]; A.engaged: m1:minion[atk=1 hp=2]"
)
"""The player's hero and ally attack (the first options): the ally, at 1 hit point, is defeated
by the villain's retaliate after its attack."""


STATUS_OF_LABEL = {Label.ATTACK: STUNNED, Label.THWART: CONFUSED}
"""The status card that cancels what each label makes an ability: a stunned one an attack
(stun.1), a confused one a thwart (confuse.1)."""

GAME_ENDS = frozenset({EventKey.INFINITE_LOOP, EventKey.VILLAIN_WINS, EventKey.PLAYERS_WIN, EventKey.ALL_ELIMINATED,
                       EventKey.CONDITION_WON, EventKey.CONDITION_LOST})
"""The events that end the game."""

CANCELED_BY = {EventKey.ATTACK_CANCELED: STUNNED, EventKey.THWART_CANCELED: CONFUSED, EventKey.SCHEME_CANCELED: CONFUSED}
"""The status card that each cancellation in the log says it removes instead."""


def holds(card: Card, count: int) -> bool:
    """stun.4, confuse.4: a character is stunned (confused) with a status card of that type; with
    steady, only with two (stun.4.1, confuse.4.1)."""
    return count >= (2 if Keyword.STEADY in card.keywords else 1)


def braces(card: Card) -> bool:
    """Whether the faceup side of ``card`` bears :data:`BRACES`."""
    return any(effect == NamedEffect(BRACING) for ability in card.abilities() for effect in ability.effects)


def labels_of_action(card: Card) -> frozenset[Label]:
    """The labels of the action ability a player triggers on ``card`` (labeled-ability.2)."""
    return frozenset(label for ability in card.abilities() if ability.trigger in ACTION_TRIGGERS
                     for label in ability.labels)


def identity_in(state: GameState, player: str) -> str | None:
    """The identity card in ``player``'s play area."""
    return next((card for card in state.in_zone(play_area(player)) if state.card(card).type is CardType.IDENTITY), None)


@dataclass
class KeywordWatch:
    """Follows the log of a game, decision after decision, and checks the keyword and status
    properties as each event happens; what waits for a later event (a cancellation, a surge's
    extra card) carries over to the next decision. ``seen`` tallies what the game went through."""

    attempts: dict[str, str] = field(default_factory=dict)
    """A character whose attack (thwart) began while it was stunned (confused): the status card
    awaited to cancel it."""
    surge: tuple[str, str | None, int] | None = None
    """The revealed card with surge last seen, the player resolving it (if known) and the
    encounter cards dealt since."""
    dealt_to: dict[str, str] = field(default_factory=dict)
    """Who each encounter card was dealt to, as the log says."""
    toughness_due: set[str] = field(default_factory=set)
    """Characters with toughness that entered play and wait for their tough status card."""
    seen: Counter = field(default_factory=Counter)

    def follow(self, before: GameState, events: list[Event], after: GameState) -> None:
        """Check the events of one decision, from ``before`` to ``after``."""
        counts: dict[tuple[str, str], int] = {}
        in_play = set(before.in_play_cards())
        eliminated = {seat.id for seat in before.players if seat.eliminated}
        removing: dict[str, str] = {}
        damage: dict[str, int] = {}
        braced = {card_id for card_id, card in before.cards.items() if braces(card)}
        guarded = guarded_players(before) & guarded_players(after)

        def count(card_id: str, status: str) -> int:
            return counts.get((card_id, status), before.card(card_id).counter(status))

        def has(card_id: str, status: str) -> bool:
            return holds(before.card(card_id), count(card_id, status))

        def begins(character: str | None, labels: frozenset[Label]) -> None:
            for label in labels:
                if character is not None and label in STATUS_OF_LABEL and has(character, STATUS_OF_LABEL[label]):
                    self.attempts[character] = STATUS_OF_LABEL[label]

        for logged in events:
            if logged.key in GAME_ENDS:
                # Nothing resolving after the game is over is checked.
                self.surge = None
                return
            params = {name: value.id if isinstance(value, CardRef) else value for name, value in logged.params.items()}
            card = params.get("card")
            match logged.key:
                case EventKey.EXHAUSTED_TO_ATTACK:
                    begins(card, frozenset({Label.ATTACK}))
                case EventKey.EXHAUSTED_TO_THWART:
                    begins(card, frozenset({Label.THWART}))
                case EventKey.PLAYED if before.card(card).type is CardType.EVENT:
                    # The player's identity performs an event's labeled ability (event.2.4).
                    begins(identity_in(before, params["player"]), labels_of_action(before.card(card)))
                case EventKey.ABILITY_USED if before.card(card).type is CardType.ALLY:
                    # An ally performs its own labeled ability (ally.6).
                    begins(card, labels_of_action(before.card(card)))
                case EventKey.ATTACK_INITIATED | EventKey.ALLY_ATTACKED | EventKey.ATTACK_DAMAGE:
                    assert not has(params["enemy"], STUNNED), f"stun.7.2: stunned {params['enemy']} attacks"
                case EventKey.SCHEME_INITIATED:
                    assert not has(params["enemy"], CONFUSED), f"confuse.7.2: confused {params['enemy']} schemes"
                case EventKey.ATTACKED:
                    assert not has(params["attacker"], STUNNED), f"stun.2: stunned {params['attacker']} has attacked"
                    # An attack that no decision chose, such as an attack event's only target.
                    controller = before.location(params["attacker"]).holder
                    assert not (controller in guarded and unguarded_villain(before, card)), f"guard.1: {card} attacked"
                    assert self.attempts.get(params["attacker"]) != STUNNED, "stun.2: a stunned attack went on"
                case key if key in CANCELED_BY:
                    status = CANCELED_BY[key]
                    assert has(card, status), f"{status} on {card}: canceled without the status card"
                    self.attempts.pop(card, None)
                    removing[card] = status
                    self.seen[f"{status}: canceled"] += 1
                case EventKey.ABILITY_CANCELED:
                    character = params["character"]
                    status = self.attempts.pop(character, None)
                    assert status is not None, f"labeled-ability.7: {card} canceled with no status card to cancel it"
                    removing[character] = status
                    self.seen[f"{status}: canceled"] += 1
                case EventKey.DAMAGE_DEALT:
                    assert STUNNED not in self.attempts.values(), "stun.1: a stunned character's attack dealt damage"
                    assert not count(card, TOUGH), f"tough.3.1: {card} took damage through a tough status card"
                    if card in braced:
                        assert damage.pop(card, None) == 0, f"tough.3.1: {card} took damage an instance prevented"
                case EventKey.THREAT_PLACED | EventKey.THREAT_REMOVED:
                    assert CONFUSED not in self.attempts.values(), "confuse.1: a confused thwart moved threat"
                case EventKey.ABILITY_RESOLVES if card in braced and params["effect"] == BRACING:
                    assert damage.get(card, 0) == 0, f"tough.3.1: the damage {card} would have taken was not prevented"
                    damage[card] = count(card, TOUGH)
                case EventKey.COUNTERS_SET:
                    status, new = params["counter"], params["count"]
                    if removing.get(card) == status:
                        assert new == 0, f"{status} on {card}: not removed by the cancellation"
                        del removing[card]
                    if status == TOUGH:
                        old = count(card, TOUGH)
                        if new < old:
                            assert new == old - 1, f"tough.3.1.1: {card} lost {old - new} tough status cards at once"
                            if card in braced:
                                assert damage.pop(card, None) == old, f"tough.3: {card} lost a tough status card with no damage"
                            self.seen["tough: damage prevented"] += 1
                        elif new > old:
                            self.toughness_due.discard(card)
                    counts[card, status] = new
                case EventKey.ENTERS_PLAY:
                    in_play.add(card)
                    if Keyword.TOUGHNESS in before.card(card).keywords:
                        self.toughness_due.add(card)
                case EventKey.LEAVES_PLAY:
                    in_play.discard(card)
                    self.toughness_due.discard(card)
                    self.attempts.pop(card, None)
                    for status in (STUNNED, CONFUSED, TOUGH):
                        counts[card, status] = 0
                case EventKey.CARRIED_OVER:
                    for status in (STUNNED, CONFUSED, TOUGH):
                        counts[params["stage"], status] = count(params["stage"], status) + count(card, status)
                case EventKey.PLAYER_ELIMINATED:
                    eliminated.add(params["player"])
                case EventKey.DISCARDED if before.card(card).is_permanent and card in in_play:
                    # Only the elimination of its owner puts a permanent card in a discard pile
                    # (player-elimination.2.4).
                    assert before.card(card).owner in eliminated, f"permanent.1: {card} discarded from play"
                case EventKey.DEALT:
                    self.dealt_to[card] = params["player"]
                    if self.surge is not None:
                        surging, player, dealt = self.surge
                        assert player in (None, params["player"]), f"surge.1: the extra card goes to {player}"
                        self.surge = (surging, player, dealt + 1)
                case EventKey.REVEALED:
                    self.end_surge()
                    if Keyword.SURGE in before.card(card).keywords:
                        where = before.location(card)
                        player = self.dealt_to.get(card, where.holder if where.kind is ZoneKind.DEALT else None)
                        self.surge = (card, player, 0)
        assert not removing, f"stun.2, confuse.2: status cards not removed: {removing}"
        if after.pending is None and not outcome(after).is_over:
            assert not self.attempts, f"stun.2, confuse.2: attempts not canceled: {self.attempts}"
            assert not [card for card, tough in damage.items() if tough], "tough.3.1: damage neither prevented nor taken"
            assert not self.toughness_due, f"toughness.1: {self.toughness_due} entered play with no tough status card"
        if any(before.card(card).is_permanent for card in in_play):
            self.seen["permanent: a permanent card in play"] += 1

    def end_surge(self) -> None:
        """surge.1, surge.3: by the time the next card is revealed, the card with surge has dealt
        its player exactly one more encounter card."""
        if self.surge is not None:
            surging, _, dealt = self.surge
            assert dealt == 1, f"surge.1: {surging} dealt {dealt} encounter cards"
            self.seen["surge: one more card dealt"] += 1
        self.surge = None


def guarded_players(state: GameState) -> set[str]:
    """The players with a minion with guard in play engaged with them."""
    return {player for player in state.players_in_game() for minion in state.in_zone(engaged(player))
            if state.is_in_play(minion) and Keyword.GUARD in state.card(minion).keywords}


def unguarded_villain(state: GameState, card_id: str) -> bool:
    """Whether ``card_id`` is a villain without the guard keyword, which guard.1 keeps players from attacking."""
    card = state.card(card_id)
    return card.type is CardType.VILLAIN and Keyword.GUARD not in card.keywords


def assert_guard_keeps_attacks_off_the_villain(state: GameState, decisions: list) -> bool:
    """guard.1, guard.2: while a minion with guard is engaged with a player, no legal decision
    of theirs attacks a villain without guard: neither a basic attack nor the target of an
    ability labeled as an attack. True when a guard minion was engaged with a player who could
    decide something."""
    guarded = guarded_players(state)
    pending = state.pending
    attack_target = (pending is not None and pending.kind is Choice.TARGET
                     and Label.ATTACK in labels_of_action(state.card(pending.subject)))
    for decision in decisions:
        if isinstance(decision, Attack) and decision.player in guarded:
            assert not unguarded_villain(state, decision.enemy), f"guard.1: {decision} is legal"
        if isinstance(decision, Choose) and attack_target and decision.player in guarded:
            assert not unguarded_villain(state, decision.option), f"guard.1: {decision} targets the villain"
    return any(getattr(decision, "player", None) in guarded for decision in decisions)


STATUS_CARDS = (
    "players: A(first) B; villain: rhino1[hp=14 atk=2 sch=1 stunned=1 confused=1]; "
    "scheme: ms0[side=B target=9 threat=3]; encounter-deck: e1 e2 e3 e4 e5; "
    "A.play: idA:identity[hp=10 def=1 a.atk=2 a.thw=1 stunned=1] a1:ally[hp=2 thw=2 confused=1]; "
    "A.engaged: m1:minion[atk=1 sch=1 hp=2 stunned=1]; "
    "B.play: idB:identity[side=B hp=10]; B.engaged: m2:minion[atk=1 sch=2 hp=3 confused=1]"
)
"""A's stunned hero attacks and A's confused ally thwarts (the first options), then both players
end their turns: in step two the villain's attack on A is canceled, and so is its scheme against
B, in alter-ego form; A's stunned minion does not attack, B's confused minion does not scheme."""
STATUS_CARDS_CHOICES = [0, 0, 1, 1] + [0] * 6


TOUGH_AND_GUARD = (
    "players: A(first); villain: rhino1[hp=14 atk=2 sch=1]; scheme: ms0[side=B target=9]; encounter-deck: e1 e2; "
    f"A.play: idA:identity[hp=10 def=1 a.atk=2 tough=1 {BRACES}]; "
    f'A.hand: h1:event[cost=0 ability="hero-action(attack): damage+2"] h2:ally[cost=0 toughness hp=3 atk=1 {BRACES}]; '
    f"A.engaged: m1:minion[guard atk=2 hp=4 tough=1 {BRACES}] m2:minion[card=01101]"
)
"""A guard minion with a tough status card and Hydra Mercenary, which has guard too, keep A from
attacking the villain: A's attack event targets the minion, whose tough status card prevents the
damage; the ally with toughness A plays enters play with one. In step two, A's hero defends and
takes 1 damage past its DEF, which its tough status card prevents; the ally defends next, and the
last attack reaches the hero, who has no tough status card left."""
TOUGH_AND_GUARD_CHOICES = [0, 0, 0, 0, 1, 1] + [0] * 7


SURGE_AND_PERMANENT = (
    "players: A(first); phase: villain 4; villain: rhino1[hp=14 atk=2 sch=1]; scheme: ms0[side=B target=12]; "
    "encounter-deck: e1:minion[surge atk=1 hp=2] e2:side-scheme[permanent start=1] e3:treachery[surge] e4 e5; "
    "A.play: idA:identity[hp=10 a.atk=2 a.thw=1] p1:support[permanent] "
    "p2:upgrade[permanent restricted] p3:upgrade[permanent restricted]; "
    'A.hand: h1:upgrade[cost=0 restricted] h2:event[cost=0 ability="action: discard+support"]; '
    "A.dealt: t1:treachery[surge]"
)
"""A treachery with surge deals A a minion with surge, which deals A a permanent side scheme. In
A's turn, a third restricted card puts A over the limit with two permanent ones, which cannot be
discarded for it, and the event that discards a support has no target but a permanent one."""

EVERY_CARD_SURGES = (
    "players: A B(first); phase: villain 4; villain: rhino1[hp=14 atk=2 sch=1]; scheme: ms0[side=B target=8 threat=4]; "
    "encounter-deck: e1[surge] e2[surge]; encounter-discard: d3[surge] d4[surge]; "
    "A.play: idA:identity[hp=10 a.atk=2 a.thw=1]; A.dealt: t1[surge]; B.play: idB:identity[hp=10 a.atk=2 a.thw=1]"
)
"""Every encounter card surges into the next, so revealing them comes back where it was: a
random game once ran here for ever; the endless loop now loses the game (encounter-deck.3.3)."""


def play_legal_game(start: GameState, choices: list[int],
                    watch: KeywordWatch | None = None) -> tuple[GameState, list, int, int]:
    """Play a legal decision per choice (an index into the legal decisions, wrapping round)
    until the choices run out or nothing is legal; check the invariants after each, and the
    keyword properties through ``watch`` (a new one if none is given). Also gives the decisions
    played, how many times the main scheme deck advanced and how many decisions left a window
    of interrupts or responses open."""
    cards = sorted(start.cards)
    watch = KeywordWatch() if watch is None else watch
    state, played, advances, windows = start, [], 0, 0
    for choice in choices:
        decisions = legal_actions(state)
        if not decisions:
            break
        if assert_guard_keeps_attacks_off_the_villain(state, decisions):
            watch.seen["guard: a guarded player decided"] += 1
        decision = decisions[choice % len(decisions)]
        after, events = apply(state, decision)
        watch.follow(state, events, after)
        assert_no_card_appears_or_disappears(after, cards)
        assert_no_negative_threat(after)
        assert after.window is None or after.pending is not None, "a window stays open only for a decision"
        windows += after.window is not None
        assert_only_cards_in_play_are_exhausted(after)
        assert_a_basic_power_exhausts_its_character(decision, after)
        if after.pending is None:
            assert_state_checks_settled(after)
            if state.phase is Phase.PLAYER and after.phase is Phase.VILLAIN:
                assert_hands_within_hand_size(after)
        if after.top(MAIN_SCHEME_DECK) != state.top(MAIN_SCHEME_DECK):
            advances += 1
            assert after.acceleration_tokens >= state.acceleration_tokens, "main-scheme.6: the tokens carry over"
        state = after
        played.append(decision)
    return state, played, advances, windows


def assert_no_card_appears_or_disappears(state: GameState, cards: list[str]) -> None:
    assert sorted(state.cards) == cards
    assert sorted(state.all_card_ids()) == cards, "every card is in exactly one zone"


def assert_no_negative_threat(state: GameState) -> None:
    assert all(card.counter(THREAT) >= 0 for card in state.cards.values())
    assert all(count >= 0 for card in state.cards.values() for _, count in card.counters)


def assert_only_cards_in_play_are_exhausted(state: GameState) -> None:
    assert [card.id for card in state.cards.values() if card.exhausted and not state.is_in_play(card.id)] == []


def assert_a_basic_power_exhausts_its_character(decision, state: GameState) -> None:
    """thwart.1.1, attack-player-ability-type.2.1, recover.2: the character exhausts to use a
    basic power; only leaving play (an ally defeated by retaliate) readies it."""
    if isinstance(decision, (Attack, Thwart, Recover)):
        character = decision.character
        assert state.card(character).exhausted or not state.is_in_play(character), "a basic power exhausts"


def assert_hands_within_hand_size(state: GameState) -> None:
    for player in state.players_in_game():
        size = hand_size(state, player)
        assert size is None or len(state.in_zone(hand(player))) <= size, "end-of-player-phase.1.1"


def assert_state_checks_settled(state: GameState) -> None:
    for player in state.players_in_game():
        for limit, cards, clause in ((ALLY_LIMIT, allies_controlled(state, player), "ally-limit.2"),
                                     (RESTRICTED_LIMIT, restricted_cards(state, player), "restricted.2")):
            # Over the limit, only permanent cards may be left to discard, which the player
            # cannot discard for it (permanent.1).
            assert len(cards) <= limit or all(state.card(card).is_permanent for card in cards), clause
    for card_id in state.in_play_cards():
        card = state.card(card_id)
        assert card.uses_type is None or card.counter(ALL_PURPOSE) > 0, "uses-x-type.3"
        if card.is_permanent:
            # Nothing but an ability of its own set defeats a permanent card (permanent.1).
            continue
        assert card.type is not CardType.SIDE_SCHEME or card.counter(THREAT) > 0, "defeat.1"
        hit_points = card.hit_points.resolve(state.starting_players) if card.hit_points else None
        assert hit_points is None or card.counter(DAMAGE) < hit_points, "defeat.1: a character left without hit points"


@settings(
    max_examples=200,
    derandomize=os.environ.get("CI") == "true",
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
@given(notation=positions(), choices=st.lists(st.integers(0, 20), min_size=DECISIONS_PER_GAME // 2, max_size=DECISIONS_PER_GAME))
@example(notation=ADVANCES_AT_ONCE, choices=[0] * 12)
@example(notation=FOUR_ALLIES_IN_HAND, choices=[0] * 8)
@example(notation=THREE_RESTRICTED_AND_USES, choices=[0] * 10)
@example(notation=LETHAL_ATTACK, choices=[0] * 12)
@example(notation=BASIC_POWERS, choices=[0] * 8)
@example(notation=STATUS_CARDS, choices=STATUS_CARDS_CHOICES)
@example(notation=TOUGH_AND_GUARD, choices=TOUGH_AND_GUARD_CHOICES)
@example(notation=SURGE_AND_PERMANENT, choices=[0] * 12)
@example(notation=EVERY_CARD_SURGES, choices=[0] * 4)
def test_legal_play_keeps_the_rules_invariants(notation, choices):
    start = read_state(notation)
    watch = KeywordWatch()
    state, played, advances, windows = play_legal_game(start, choices, watch)
    for seen in sorted(watch.seen):
        event(seen)
    event("the main scheme deck advanced" if advances else "no advance")
    event("a window of triggered abilities waited for a decision" if windows else "no window waited")
    event(f"decisions played: {len(played) // 10 * 10}+")
    event("a basic power was used" if any(isinstance(decision, (Attack, Thwart, Recover)) for decision in played)
          else "no basic power")
    event(f"outcome: {outcome(state).result}")
    assert read_state(write_state(state)) == state
    replayed = start
    for decision in played:
        replayed, _ = apply(replayed, decision)
    assert replayed == state, "the same position and decisions give the same game"
    if outcome(state).is_over:
        assert legal_actions(state) == []
        with pytest.raises(RuleViolation) as refusal:
            apply(state, EndTurn(state.players[0].id))
        assert refusal.value.clause == outcome(state).clause


def test_the_advancing_example_does_advance_and_keeps_its_tokens():
    """The explicit example above reaches the advance the invariant is about."""
    start = read_state(ADVANCES_AT_ONCE)
    state, _, advances, _ = play_legal_game(start, [0])
    assert advances == 1 and state.top(MAIN_SCHEME_DECK) != "ms0"
    assert state.acceleration_tokens >= start.acceleration_tokens


def test_the_basic_powers_example_attacks_and_loses_its_ally_to_retaliate():
    """The explicit example above uses basic powers, and one that exhausts a character that then
    leaves play (the ally defeated by retaliate) is allowed by the invariant."""
    state, played, _, _ = play_legal_game(read_state(BASIC_POWERS), [0] * 2)
    assert [type(decision) for decision in played] == [Attack, Attack]
    assert state.card("idA").exhausted and not state.is_in_play("a1")


def test_the_lethal_attack_example_eliminates_its_player_in_the_middle_of_the_attack():
    """The explicit example above reaches an elimination by an attack (player-elimination.3.2.1)."""
    state, _, _, _ = play_legal_game(read_state(LETHAL_ATTACK), [0] * 3)
    assert state.player("A").eliminated
    assert state.in_zone(engaged("B")) == ("m1", "m2")


def test_the_status_cards_example_cancels_each_attack_scheme_and_thwart_it_should():
    """The explicit example above reaches the stun and confuse properties: three attacks and three
    schemes or thwarts canceled, by the villain, minions, a hero and an ally."""
    watch = KeywordWatch()
    play_legal_game(read_state(STATUS_CARDS), STATUS_CARDS_CHOICES, watch)
    assert watch.seen[f"{STUNNED}: canceled"] == 3 and watch.seen[f"{CONFUSED}: canceled"] == 3


def test_the_tough_and_guard_example_prevents_three_instances_of_damage():
    """The explicit example above reaches the tough property on a minion, a hero and an ally with
    toughness, and the guard property on every decision of A's turn."""
    watch = KeywordWatch()
    state, _, _, _ = play_legal_game(read_state(TOUGH_AND_GUARD), TOUGH_AND_GUARD_CHOICES, watch)
    assert watch.seen["tough: damage prevented"] == 3
    assert watch.seen["guard: a guarded player decided"] >= 5
    assert state.card("idA").counter(DAMAGE) == 1 and state.card("h2").counter(DAMAGE) == 0


def test_the_surge_and_permanent_example_surges_twice_and_keeps_its_permanent_cards():
    """The explicit example above reaches the surge property twice over, and its permanent cards
    are still in play at the end."""
    watch = KeywordWatch()
    state, _, _, _ = play_legal_game(read_state(SURGE_AND_PERMANENT), [0] * 12, watch)
    assert watch.seen["surge: one more card dealt"] == 2
    assert all(state.is_in_play(card) for card in ("p1", "p2", "p3", "e2"))
