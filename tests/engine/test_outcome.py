"""The game outcome: one precedence, read top to bottom."""

import pytest

from checker.engine import PlaceThreat, Result, RuleViolation, outcome, read_state, setup


@pytest.mark.parametrize(
    ("notation", "result", "clause"),
    [
        ("players: A(first)", Result.ONGOING, None),
        ("players: A(out) B(out); scheme: ms1[side=B target=1 threat=1]; completed: ms1; infinite-loop",
         Result.PLAYERS_LOSE, "encounter-deck.3.3"),
        ("players: A(out) B(out); scheme: ms1[side=B target=1 threat=1]; completed: ms1",
         Result.PLAYERS_LOSE, "player-elimination.3.1"),
        ("players: A(first); scheme: ms1[side=B target=1 threat=1]; completed: ms1", Result.VILLAIN_WINS, "main-scheme.3.1"),
        ("players: A(first); scheme: ms1[side=B target=1] ms2; completed: ms0; removed: ms0:main-scheme", Result.ONGOING, None),
    ],
)
def test_outcome_precedence(notation, result, clause):
    decided = outcome(read_state(notation))
    assert (decided.result, decided.clause) == (result, clause)


def test_no_action_is_accepted_once_the_game_is_over():
    state = read_state("players: A(first); scheme: ms1[side=B target=9]; infinite-loop")
    with pytest.raises(RuleViolation) as error:
        setup.perform(state, PlaceThreat("ms1", 1))
    assert error.value.render("en") == (
        "The game is over (rule encounter-deck.3.3; state: players: A(first); scheme: ms1[side=B target=9]; infinite-loop)"
    )
