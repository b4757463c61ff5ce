"""How the game stands: ongoing, lost by the players, won by the villain, or won by the players,
read off a state or the engine's working copy of one.

>>> from checker.engine import read_state
>>> outcome(read_state("players: A(out) B(out)"))
Outcome(result=<Result.PLAYERS_LOSE: 'players-lose'>, clause='player-elimination.3.1')
>>> outcome(read_state("players: A(first)")).result
<Result.ONGOING: 'ongoing'>
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from checker.engine.cards import Occurrence, Trigger
from checker.engine.state import TableView
from checker.engine.zones import MAIN_SCHEME_DECK


class Result(StrEnum):
    ONGOING = "ongoing"
    PLAYERS_LOSE = "players-lose"
    VILLAIN_WINS = "villain-wins"
    """The villain completed the final main scheme stage; the players lose with it."""
    PLAYERS_WIN = "players-win"
    """The final stage of the villain was defeated (Rules Reference, Winning the Game)."""


@dataclass(frozen=True)
class Outcome:
    result: Result
    clause: str | None = None
    """The clause that decided it; None while the game goes on, or when no glossary clause says it."""

    @property
    def is_over(self) -> bool:
        return self.result is not Result.ONGOING


def _interrupted(view: TableView, scheme: str) -> bool:
    """Whether the completion of ``scheme`` waits for its interrupts (interrupt.4): it has not
    resolved yet, so the villain has not won yet."""
    window = view.window
    return (
        window is not None
        and window.trigger in (Trigger.FORCED_INTERRUPT, Trigger.INTERRUPT)
        and window.occurrence is Occurrence.SCHEME_COMPLETED
        and window.card == scheme
    )


def outcome(view: TableView) -> Outcome:
    """The outcome, by precedence: the first rule that applies, read top to bottom, decides."""
    if view.condition_lost:
        return Outcome(Result.PLAYERS_LOSE, "winning-the-game.3")
    if view.condition_won:
        return Outcome(Result.PLAYERS_WIN, "winning-the-game.3")
    if view.infinite_loop:
        return Outcome(Result.PLAYERS_LOSE, "encounter-deck.3.3")
    if view.players and not view.players_in_game():
        return Outcome(Result.PLAYERS_LOSE, "player-elimination.3.1")
    final_stage = view.in_zone(MAIN_SCHEME_DECK)
    if len(final_stage) == 1 and final_stage[0] in view.completed and not _interrupted(view, final_stage[0]):
        return Outcome(Result.VILLAIN_WINS, "main-scheme.3.1")
    if view.villain_defeated:
        return Outcome(Result.PLAYERS_WIN)
    return Outcome(Result.ONGOING)
