"""The round: the set-up, each player's turn in the player phase, and the villain phase steps
that no other rule carries out.

Step two, where the enemies activate, is ``enemy_activation``.
"""

from __future__ import annotations

from checker.engine import decisions as d
from checker.engine.events import EventKey
from checker.engine.registry import rule
from checker.engine.rules.end_of_player_phase import end_player_phase_when_due
from checker.engine.rules.player_elimination import pass_turn
from checker.engine.table import Table
from checker.engine.timing import When
from checker.engine.turns import Phase, VillainStep


@rule(when=When.PERFORM, on=d.BeginGame)
def begin_game(table: Table, _decision: d.BeginGame) -> None:
    """After the set-up, the first round begins with the first player's turn."""
    begin_round(table)


def begin_round(table: Table) -> None:
    table.phase, table.step, table.active_player = Phase.PLAYER, None, table.first_player
    table.emit(EventKey.ROUND_BEGINS, None, round=table.round)
    if table.first_player is not None:
        table.emit(EventKey.TURN_BEGINS, None, player=table.first_player)


@rule("player-phase.1", when=When.OFFER, on=Phase.PLAYER)
def ending_the_turn_is_an_option(_table: Table, player: str) -> list[d.EndTurn]:
    """player-phase.1: each player takes one turn, which the active player ends when they choose."""
    return [d.EndTurn(player)]


@rule("player-phase.1", "in-player-order.3", "active-player.1", when=When.PERFORM, on=d.EndTurn)
def end_turn(table: Table, decision: d.EndTurn) -> None:
    """The active player's turn ends; the next player in player order takes theirs. After the
    last turn, the player phase ends."""
    pass_turn(table, decision.player)
    end_player_phase_when_due(table)


@rule("villain-phase.1.5", "first-player.2", when=When.PERFORM, on=VillainStep.PASS_FIRST_PLAYER_TOKEN)
def pass_first_player_token(table: Table, _step: VillainStep) -> None:
    """Villain phase, step five: the first player token passes to the next clockwise player."""
    left = table.players_clockwise_after(table.first_player) if table.first_player else []
    if left:
        table.first_player = left[0]
        table.emit(EventKey.FIRST_PLAYER_PASSES, None, player=left[0])


@rule("villain-phase.1.6", when=When.PERFORM, on=VillainStep.END_OF_ROUND)
def end_of_round(table: Table, _step: VillainStep) -> None:
    """Villain phase, step six: the round ends and the next one begins."""
    table.round += 1
    begin_round(table)
