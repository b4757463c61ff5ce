"""Main Scheme, Main Scheme Deck: step one threat, completion, the advance procedure."""

import pytest

from checker.engine import (
    AdvanceMainScheme,
    Discard,
    MoveCard,
    PlaceThreat,
    RemoveThreat,
    Result,
    RuleViolation,
    outcome,
    read_state,
    write_state,
)
from checker.engine.rules.main_scheme import step_one_threat
from tests.engine.support import STEP_ONE, english, keys, play, run

TWO_STAGES = "players: A(first) B; scheme: ms1[side=B accel=2 target=8 threat=3] ms2[target=12 start=1]"


def test_step_one_places_acceleration_field_plus_tokens_plus_active_icons():
    """main-scheme.2: icons count only on cards in play (ss1), not in the encounter deck (t1)."""
    state, events = run(
        TWO_STAGES + "; phase: villain 1; accel-tokens: 1; villain-area: ss1[icons=1 threat=1]; encounter-deck: t1[icons=1]",
        STEP_ONE,
    )
    assert state.card("ms1").counter("threat") == 3 + 2 + 1 + 1
    assert english(events) == ["Villain phase, step one: ms1 gets 4 threat (field 2, tokens 1, icons 1)."]


def test_per_player_acceleration_counts_starting_players_including_eliminated():
    """main-scheme.2 with player-elimination.3.3: the per-player icon counts every starting player."""
    state = read_state("players: A(first) B(out) C; scheme: ms1[side=B accel=1p]")
    assert step_one_threat(state).field == 3


def test_threat_at_target_completes_the_main_scheme_and_advances_the_deck():
    """main-scheme.3"""
    state, events = run(TWO_STAGES, PlaceThreat("ms1", 5))
    assert state.completed == ("ms1",)
    assert state.in_zone(state.location("ms2")) == ("ms2",)
    assert "scheme-completed" in keys(events)


def test_threat_below_target_does_not_complete():
    state, events = run(TWO_STAGES, PlaceThreat("ms1", 4))
    assert state.completed == ()
    assert keys(events) == ["threat-placed"]


def test_completing_the_final_stage_wins_the_game_for_the_villain():
    """main-scheme.3.1"""
    state, events = run("players: A(first); phase: villain 1; scheme: ms9[side=B accel=3 target=3]", STEP_ONE)
    assert outcome(state).result is Result.VILLAIN_WINS
    assert outcome(state).clause == "main-scheme.3.1"
    assert english(events)[-1] == "The villain completes the final stage ms9 and wins the game."
    with pytest.raises(RuleViolation) as error:
        play(state, PlaceThreat("ms9", 1))
    assert error.value.clause == "main-scheme.3.1"


def test_advancing_by_other_means_does_not_complete_the_scheme():
    """main-scheme.3.2"""
    state, events = run(TWO_STAGES, AdvanceMainScheme(by_completion=False))
    assert state.completed == ()
    assert state.location("ms1").kind.value == "removed"
    assert english(events)[0] == "ms1 advances by other means and is not completed."


def test_advancing_by_completion_needs_threat_at_target():
    """main-scheme.3"""
    with pytest.raises(RuleViolation) as error:
        run(TWO_STAGES, AdvanceMainScheme(by_completion=True))
    assert error.value.render("en") == (
        "ms1 has 3 threat, less than its target threat 8: it is not completed "
        f"(rule main-scheme.3; state: {TWO_STAGES})"
    )


def test_the_final_stage_cannot_advance_by_other_means():
    with pytest.raises(RuleViolation) as error:
        run("players: A(first); scheme: ms1[side=B target=5]", AdvanceMainScheme())
    assert error.value.clause == "main-scheme.4"


def test_advance_follows_the_three_steps_in_order():
    """main-scheme.4, .4.1, .4.2, .4.3: remove from the game first (the new top card enters
    play), then return tokens and discard attachments; side A reveal, flip, start threat, side B
    reveal."""
    state, events = run(
        "players: A(first); scheme: ms1[side=B target=5 threat=5 tough=1]{a1} "
        "ms2[target=9 start=2 reveal-a=Alarm reveal-b=threat+1,accel+1]",
        AdvanceMainScheme(),
    )
    assert english(events) == [
        "ms1 advances by other means and is not completed.",
        "ms1 is removed from the game.",
        "ms1 leaves play.",
        "a1 leaves play.",
        "ms2 enters play.",
        "Tokens on ms1 return to the pool.",
        "a1 is discarded.",
        "ms2 is revealed.",
        "When Revealed (side A) of ms2: Alarm.",
        "ms2 is flipped to side B.",
        "ms2 gets 2 threat.",
        "ms2 gets 1 threat.",
        "An acceleration token is placed next to the main scheme deck.",
        "Acceleration tokens carried over to ms2: 1.",
    ]
    assert [(event.key.value, event.clause) for event in events if (event.clause or "").startswith("main")] == [
        ("scheme-advanced-other", "main-scheme.3.2"),
        ("removed-from-game", "main-scheme.4.1"),
        ("tokens-returned", "main-scheme.4.1"),
        ("discarded", "main-scheme.4.1"),
        ("revealed", "main-scheme.4.2"),
        ("when-revealed", "main-scheme.4.2"),
        ("flipped", "main-scheme.4.3"),
        ("threat-placed", "main-scheme.4.3"),
        ("threat-placed", "main-scheme.4.3"),
        ("acceleration-token", "main-scheme.4.3"),
        ("acceleration-carried", "main-scheme.6"),
    ]
    assert write_state(state) == (
        "players: A(first); scheme: ms2[side=B target=9 start=2 reveal-a=Alarm reveal-b=threat+1,accel+1 threat=3]; "
        "accel-tokens: 1; encounter-discard: a1:attachment; removed: ms1:main-scheme[side=B target=5]"
    )


def test_excess_threat_does_not_carry_over_to_the_next_stage():
    """main-scheme.5"""
    state, _ = run(TWO_STAGES, PlaceThreat("ms1", 20))
    assert state.card("ms2").counter("threat") == 1


def test_acceleration_tokens_carry_over_to_the_next_stage():
    """main-scheme.6. Regression: an advance must not return acceleration tokens with the other tokens."""
    state, _ = run(TWO_STAGES + "; accel-tokens: 2", AdvanceMainScheme())
    assert state.acceleration_tokens == 2
    after_step_one, _ = run(write_state(state) + "; phase: villain 1", STEP_ONE)
    assert after_step_one.card("ms2").counter("threat") == 1 + 0 + 2


@pytest.mark.parametrize("action", [Discard("ms1"), MoveCard("ms1", "encounter-discard"), MoveCard("ms2", "A.discard")])
def test_main_scheme_cards_cannot_be_discarded(action):
    """main-scheme.7"""
    with pytest.raises(RuleViolation) as error:
        run(TWO_STAGES, action)
    assert error.value.clause == "main-scheme.7"


def test_main_scheme_discard_error_reads_in_both_languages():
    with pytest.raises(RuleViolation) as error:
        run("players: A(first); scheme: ms1[name=\"The Break-In!\" side=B]", Discard("ms1"))
    state = 'players: A(first); scheme: ms1[name="The Break-In!" side=B]'
    assert error.value.render("en") == (
        f"Main scheme cards cannot be discarded: The Break-In! stays (rule main-scheme.7; state: {state})"
    )
    assert error.value.render("es") == (
        "Las cartas de Plan principal no pueden descartarse: The Break-In! se queda "
        f"(regla main-scheme.7; estado: {state})"
    )


def test_threat_removal_stops_at_zero():
    state, events = run(TWO_STAGES, RemoveThreat("ms1", 10))
    assert state.card("ms1").counter("threat") == 0
    assert english(events) == ["ms1 loses 3 threat."]


def test_starting_threat_already_at_target_completes_the_new_stage_too():
    """main-scheme.3 applies to the new stage as soon as the advance is over."""
    state, _ = run(
        "players: A(first); scheme: ms1[side=B target=1] ms2[target=2 start=2] ms3[target=9]",
        PlaceThreat("ms1", 1),
    )
    assert state.completed == ("ms1", "ms2")
    assert state.top(state.location("ms3")) == "ms3"
