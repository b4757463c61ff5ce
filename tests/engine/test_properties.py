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

At the end, the same position and decisions give the same game (same seed, same shuffles),
and the notation reads the final state back unchanged. Under ``CI=true`` the examples are the
same on every run.
"""

import os

import pytest
from hypothesis import HealthCheck, event, example, given, settings
from hypothesis import strategies as st

from checker.engine import (
    DAMAGE,
    THREAT,
    Attack,
    CardType,
    EndTurn,
    GameState,
    Phase,
    Recover,
    RuleViolation,
    Thwart,
    apply,
    legal_actions,
)
from checker.engine.cards import ALL_PURPOSE
from checker.engine.rules.ally_limit import ALLY_LIMIT, allies_controlled
from checker.engine.rules.end_of_player_phase import hand_size
from checker.engine.rules.restricted import RESTRICTED_LIMIT, restricted_cards
from checker.engine.zones import MAIN_SCHEME_DECK, engaged, hand

DECISIONS_PER_GAME = 40

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
)
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
)
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
        "villain: rhino1[hp=14 atk=2 sch=1] rhino2[hp=16 atk=3 sch=1]",
        f"scheme: {' '.join(stages)}",
        f"accel-tokens: {draw(st.integers(0, 3))}",
        f"encounter-deck: {cards(ENCOUNTER_CARDS, 8, 'e')}",
        f"encounter-discard: {cards(ENCOUNTER_CARDS, 4, 'd')}",
    ]
    for player in players:
        sections += [
            f"{player}.play: id{player}:identity[{draw(st.sampled_from(['', 'side=B ']))}"
            f"{draw(st.sampled_from(['', 'hand-size=1 ', 'hand-size=2 ', 'b.hand-size=3 ']))}"
            f"{draw(st.sampled_from(['', 'damage=3 ']))}hp=10 def=1 a.atk=2 a.thw=1 b.rec=2]",
            f"{player}.hand: {cards(PLAYER_CARDS, 3, 'h')}",
            f"{player}.deck: {cards(PLAYER_CARDS, 3, 'c')}",
            f"{player}.engaged: {cards(('minion[atk=1 sch=1 hp=2]', 'minion[victory atk=2 hp=3]'), 2, 'm')}",
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


def play_legal_game(start: GameState, choices: list[int]) -> tuple[GameState, list, int, int]:
    """Play a legal decision per choice (an index into the legal decisions, wrapping round)
    until the choices run out or nothing is legal; check the invariants after each. Also gives
    the decisions played, how many times the main scheme deck advanced and how many decisions
    left a window of interrupts or responses open."""
    cards = sorted(start.cards)
    state, played, advances, windows = start, [], 0, 0
    for choice in choices:
        decisions = legal_actions(state)
        if not decisions:
            break
        decision = decisions[choice % len(decisions)]
        after, _ = apply(state, decision)
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
def test_legal_play_keeps_the_rules_invariants(notation, choices):
    start = GameState.from_notation(notation)
    state, played, advances, windows = play_legal_game(start, choices)
    event("the main scheme deck advanced" if advances else "no advance")
    event("a window of triggered abilities waited for a decision" if windows else "no window waited")
    event(f"decisions played: {len(played) // 10 * 10}+")
    event("a basic power was used" if any(isinstance(decision, (Attack, Thwart, Recover)) for decision in played)
          else "no basic power")
    event(f"outcome: {state.outcome().result}")
    assert GameState.from_notation(state.notation()) == state
    replayed = start
    for decision in played:
        replayed, _ = apply(replayed, decision)
    assert replayed == state, "the same position and decisions give the same game"
    if state.outcome().is_over:
        assert legal_actions(state) == []
        with pytest.raises(RuleViolation) as refusal:
            apply(state, EndTurn(state.players[0].id))
        assert refusal.value.clause == state.outcome().clause


def test_the_advancing_example_does_advance_and_keeps_its_tokens():
    """The explicit example above reaches the advance the invariant is about."""
    start = GameState.from_notation(ADVANCES_AT_ONCE)
    state, _, advances, _ = play_legal_game(start, [0])
    assert advances == 1 and state.top(MAIN_SCHEME_DECK) != "ms0"
    assert state.acceleration_tokens >= start.acceleration_tokens


def test_the_basic_powers_example_attacks_and_loses_its_ally_to_retaliate():
    """The explicit example above uses basic powers, and one that exhausts a character that then
    leaves play (the ally defeated by retaliate) is allowed by the invariant."""
    state, played, _, _ = play_legal_game(GameState.from_notation(BASIC_POWERS), [0] * 2)
    assert [type(decision) for decision in played] == [Attack, Attack]
    assert state.card("idA").exhausted and not state.is_in_play("a1")


def test_the_lethal_attack_example_eliminates_its_player_in_the_middle_of_the_attack():
    """The explicit example above reaches an elimination by an attack (player-elimination.3.2.1)."""
    state, _, _, _ = play_legal_game(GameState.from_notation(LETHAL_ATTACK), [0] * 3)
    assert state.player("A").eliminated
    assert state.in_zone(engaged("B")) == ("m1", "m2")
