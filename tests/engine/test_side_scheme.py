"""Side Scheme: a side scheme in play with no threat on it is defeated and discarded (defeat.1,
defeat.2, side-scheme.2.2)."""

from checker.engine import PlaceThreat, PutIntoPlay, RemoveThreat
from checker.engine.zones import ENCOUNTER_DISCARD, VILLAIN_AREA
from tests.engine.support import keys, run

SCHEMES = "players: A(first) B; scheme: ms1[side=B target=20] ms2"


def test_removing_the_last_threat_defeats_and_discards_the_side_scheme():
    state, events = run(f"{SCHEMES}; villain-area: ss:side-scheme[threat=2]", RemoveThreat("ss", 2))
    assert state.location("ss") == ENCOUNTER_DISCARD
    assert keys(events) == ["threat-removed", "defeated", "discarded", "leaves-play"]


def test_a_side_scheme_with_threat_left_stays():
    state, _ = run(f"{SCHEMES}; villain-area: ss:side-scheme[threat=2]", RemoveThreat("ss", 1))
    assert state.location("ss") == VILLAIN_AREA and state.is_in_play("ss")


def test_a_side_scheme_entering_play_is_judged_with_its_starting_threat_and_hinder():
    started, _ = run(f"{SCHEMES}; set-aside: ss:side-scheme[start=1]", PutIntoPlay("ss"))
    hindered, _ = run(f"{SCHEMES}; set-aside: ss:side-scheme[hinder=1]", PutIntoPlay("ss"))
    empty, _ = run(f"{SCHEMES}; set-aside: ss:side-scheme", PutIntoPlay("ss"))
    assert started.is_in_play("ss") and hindered.is_in_play("ss")
    assert empty.location("ss") == ENCOUNTER_DISCARD


def test_the_main_scheme_is_never_defeated_for_having_no_threat():
    state, _ = run(SCHEMES, PlaceThreat("ms1", 0))
    assert state.is_in_play("ms1")
