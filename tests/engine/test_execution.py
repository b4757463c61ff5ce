"""The record of which clauses ran: only the code that carries a clause out records it, the
branch that decided and not its neighbours, and an event naming a clause records nothing."""

import threading

import pytest

from checker.engine import (
    AdvanceMainScheme,
    DealEncounterCards,
    Defeat,
    DiscardFromEncounterDeck,
    EliminatePlayer,
    PlaceThreat,
    Reveal,
    RuleViolation,
    Side,
    UseAbility,
    read_state,
    setup,
)
from checker.engine.events import EventKey
from checker.engine.execution import record, recording
from checker.engine.loader import load_rules
from checker.engine.table import Table
from tests.engine.support import STEP_ONE, play

RULES = load_rules()


def ran_during(notation: str, *actions) -> dict[str, None]:
    state = read_state(notation)
    with RULES.recording() as ran:
        for action in actions:
            state, _ = play(state, action)
    return ran


def test_an_event_naming_a_clause_records_nothing():
    table = Table(read_state("players: A(first)"))
    with recording() as ran:
        table.emit(EventKey.ACCELERATION_TOKEN, "encounter-deck.3")
    assert list(ran) == []


def test_recordings_nest_and_keep_the_order_each_clause_first_ran():
    with recording() as outer:
        record("main-scheme.2")
        with recording() as inner:
            record("main-scheme.6", "main-scheme.2")
    assert list(outer) == ["main-scheme.2", "main-scheme.6"]
    assert list(inner) == ["main-scheme.6", "main-scheme.2"]


def test_a_recording_sees_nothing_another_thread_carries_out():
    with recording() as ran:
        other = threading.Thread(target=record, args=("main-scheme.7",))
        other.start()
        other.join()
    assert "main-scheme.7" not in ran


def test_whether_a_card_is_in_play_records_the_case_that_decided_it():
    state = read_state(
        "players: A(first); villain: rhino1 rhino2; scheme: ms1[side=B] ms2; A.hand: cap:ally; "
        "A.play: peter:identity{~clue}; set-aside: glow:attachment"
    )
    cases = {
        "cap": "in-play-and-out-of-play.3.1",
        "rhino1": "in-play-and-out-of-play.2.2",
        "rhino2": "in-play-and-out-of-play.3.2",
        "peter": "in-play-and-out-of-play.2.1",
        "clue": "in-play-and-out-of-play.3.3",
        "glow": "in-play-and-out-of-play.3.5",
    }
    for card, clause in cases.items():
        with recording() as ran:
            state.is_in_play(card)
        assert clause in ran, card
        assert "in-play-and-out-of-play.1" in ran
        assert (set(cases.values()) - {clause}).isdisjoint(ran), card


def test_only_the_side_asked_about_records_its_clause():
    state = read_state("players: A(first); A.play: peter:identity")
    with recording() as faceup:
        state.side_in_play("peter", Side.A)
    with recording() as facedown:
        state.side_in_play("peter", Side.B)
    assert "in-play-and-out-of-play.2.7" in faceup and "in-play-and-out-of-play.3.7" not in faceup
    assert "in-play-and-out-of-play.3.7" in facedown and "in-play-and-out-of-play.2.7" not in facedown


def test_the_advance_records_each_of_its_steps():
    ran = ran_during("players: A(first); scheme: ms1[side=B target=5] ms2[target=9]", PlaceThreat("ms1", 5))
    steps = ["main-scheme.4", "main-scheme.4.1", "main-scheme.4.2", "main-scheme.4.3", "main-scheme.6"]
    assert [clause for clause in ran if clause in steps] == steps
    assert {"main-scheme.3", "main-scheme.5"} <= set(ran)
    assert "main-scheme.3.1" not in ran, "a stage followed by another is not the final stage"
    assert "main-scheme.3.2" not in ran, "the main scheme was completed, not advanced by other means"


def test_completing_the_final_stage_records_the_villain_win_and_no_advance():
    ran = ran_during("players: A(first); scheme: ms1[side=B target=5]", PlaceThreat("ms1", 5))
    assert "main-scheme.3.1" in ran
    assert "main-scheme.4" not in ran


def test_advancing_by_other_means_records_that_clause():
    ran = ran_during("players: A(first); scheme: ms1[side=B target=5] ms2[target=9]", AdvanceMainScheme(by_completion=False))
    assert {"main-scheme.3.2", "main-scheme.4"} <= set(ran)
    assert "main-scheme.3" not in ran


def test_villain_phase_step_one_records_the_main_scheme_it_places_threat_on():
    ran = ran_during("players: A(first); phase: villain 1; scheme: ms1[side=B accel=1 target=9] ms2", STEP_ONE)
    assert {"main-scheme.1", "main-scheme.2"} <= set(ran)


def test_a_reshuffle_is_not_an_infinite_loop():
    notation = "players: A(first); scheme: ms1[side=B target=20] ms2; encounter-deck: m1:minion"
    reshuffled = ran_during(notation, DiscardFromEncounterDeck(1))
    assert "encounter-deck.3" in reshuffled and "encounter-deck.3.3" not in reshuffled
    looped = ran_during(notation, Reveal("m1"))
    assert "encounter-deck.3.3" in looped, "the last encounter card is in play: nothing is left to shuffle"


def test_a_revealed_treachery_resolves_from_out_of_play_and_a_minion_enters_play():
    notation = "players: A(first); scheme: ms1[side=B target=20] ms2; A.dealt: trick:treachery m1:minion"
    treachery = ran_during(notation, Reveal("trick"))
    assert "in-play-and-out-of-play.3.4" in treachery and "in-play-and-out-of-play.2.3" not in treachery
    minion = ran_during(notation, Reveal("m1"))
    assert {"in-play-and-out-of-play.2.3", "in-play-and-out-of-play.2.4"} <= set(minion)
    assert "in-play-and-out-of-play.3.4" not in minion


def test_only_a_victory_minion_records_the_victory_example():
    notation = "players: A(first); scheme: ms1[side=B target=20] ms2; A.engaged: m1:minion goon:minion[victory]"
    assert "in-play-and-out-of-play.3.5.1" not in ran_during(notation, Defeat("m1"))
    assert "in-play-and-out-of-play.3.5.1" in ran_during(notation, Defeat("goon"))


def test_an_ability_in_play_is_active_and_out_of_play_is_refused_with_its_clause_recorded():
    notation = "players: A(first); scheme: ms1[side=B target=20] ms2; A.play: desk:support; A.hand: pad:support"
    active = ran_during(notation, UseAbility("desk"))
    assert "in-play-and-out-of-play.2" in active and "in-play-and-out-of-play.3" not in active
    state = read_state(notation)
    with RULES.recording() as refused, pytest.raises(RuleViolation) as refusal:
        setup.perform(state, UseAbility("pad"))
    assert refusal.value.clause == "in-play-and-out-of-play.2.6"
    assert {"in-play-and-out-of-play.2.6", "in-play-and-out-of-play.3"} <= set(refused)
    assert "in-play-and-out-of-play.2" not in refused


def test_the_elimination_steps_record_themselves_and_only_the_cases_that_arise():
    notation = (
        "players: A(first) B; scheme: ms1[side=B target=20] ms2; A.play: peter:identity cap:ally[owner=B]; "
        "A.engaged: m1:minion; B.play: carol:identity"
    )
    ran = ran_during(notation, EliminatePlayer("A"))
    steps = [
        "player-elimination.2", "player-elimination.2.1", "player-elimination.2.2", "player-elimination.2.3",
        "player-elimination.2.3.3", "player-elimination.2.4", "player-elimination.2.5",
    ]
    assert [clause for clause in ran if clause in steps] == steps
    assert "player-elimination.2.3.2" not in ran, "no permanent card of another owner was there"
    assert "player-elimination.3.1" not in ran, "B is still in the game"


def test_dealing_to_each_player_records_the_rule_for_a_deck_that_empties():
    ran = ran_during("players: A(first); scheme: ms1[side=B target=20] ms2; encounter-deck: t1", DealEncounterCards())
    assert "encounter-deck.3.2" in ran
