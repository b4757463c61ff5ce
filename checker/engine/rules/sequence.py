"""Sequence: the round, the turns and the phases, the active player and the first player.

Everything that moves the game along its structure in time is here: the first round begins
after the set-up; in the player phase each player in player order takes one turn, which the
active player ends when they choose (player-phase.1); once each player has had their turn the
player phase ends (player-phase.2: the procedure of its end is
:mod:`checker.engine.rules.end_of_player_phase`) and the villain phase begins; its six steps
follow one another, each done at once except step four, which lasts while dealt cards are left;
in step five the first player token passes clockwise (villain-phase.1.5, first-player.2), and
in step six the round ends and the next begins (villain-phase.1.6). A player's elimination
passes their turn and the token on (:mod:`checker.engine.rules.player_elimination`).

A decision of the villain phase (a step carried out, a choice answered) is played here too, so
that the step it belongs to moves on once it is done.
"""

from __future__ import annotations

from checker.engine import decisions as d
from checker.engine.events import EventKey
from checker.engine.execution import record
from checker.engine.outcome import outcome
from checker.engine.registry import REGISTRY, rule
from checker.engine.table import Table
from checker.engine.timing import When
from checker.engine.turns import Phase, VillainStep
from checker.engine.zones import ZoneKind


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


def pass_turn(table: Table, player: str) -> None:
    """The turn passes clockwise to the next player in the game; once it would come back to the
    first player, every player has taken a turn: no one is active, and the player phase ends
    (:func:`end_player_phase_when_due`)."""
    left = table.players_clockwise_after(player)
    if left and left[0] != table.first_player:
        begin_turn(table, left[0])
    else:
        table.active_player = None


def begin_turn(table: Table, player: str) -> None:
    table.active_player = player
    table.emit(EventKey.TURN_BEGINS, None, player=player)


def end_player_phase_when_due(table: Table) -> None:
    """player-phase.2: once each player has taken a turn (the player phase has no active player
    left), the player phase ends, unless a decision is awaited or the game is over. Its end is a
    procedure of its own (end-of-player-phase.1), which resolves upon this occurrence."""
    if table.phase is not Phase.PLAYER or table.active_player is not None or table.pending is not None:
        return
    if outcome(table).is_over or not table.players_in_game():
        return
    record("player-phase.2", "end-of-player-phase.1")
    table.emit(EventKey.PLAYER_PHASE_ENDS, "end-of-player-phase.1")
    REGISTRY.trigger(table, When.CONDITION_RESOLVES, EventKey.PLAYER_PHASE_ENDS, table.events[-1])


def begin_villain_phase(table: Table) -> None:
    """The player phase is over: the villain phase begins with its first step."""
    table.phase, table.step, table.active_player = Phase.VILLAIN, VillainStep.PLACE_THREAT, None
    table.emit(EventKey.VILLAIN_PHASE_BEGINS, None)


@rule(when=When.PERFORM, on=d.PerformStep)
def carry_out_step(table: Table, decision: d.PerformStep) -> None:
    """The current step of the villain phase is carried out by its rule; done, the next begins."""
    REGISTRY.perform(table, decision.step, on=decision.step)
    if table.pending is None and table.phase is Phase.VILLAIN and table.step is decision.step:
        next_step(table, decision.step)


@rule(when=When.PERFORM, on=d.Choose)
def answer(table: Table, decision: d.Choose) -> None:
    """The awaited decision is answered; in the villain phase, a step done at once is done when
    its last decision is answered, unless the answer carried it to its end already (enemy
    activation moves on by itself)."""
    asking = table.step if table.phase is Phase.VILLAIN else None
    REGISTRY.answer(table, decision.option)
    if table.pending is None and asking in DONE_AT_ONCE and table.phase is Phase.VILLAIN and table.step is asking:
        next_step(table, asking)


DONE_AT_ONCE = frozenset(VillainStep) - {VillainStep.REVEAL_ENCOUNTER_CARDS}
"""The steps of the villain phase done at once; step four lasts until no dealt encounter card is
left, one decision after another."""


def next_step(table: Table, step: VillainStep) -> None:
    """Step four lasts until no dealt encounter card is left; every other step is done at once."""
    if step is VillainStep.REVEAL_ENCOUNTER_CARDS and table.cards_in(ZoneKind.DEALT):
        return
    if step is not VillainStep.END_OF_ROUND:
        table.step = VillainStep(step + 1)


@rule("villain-phase.1.5", "first-player.2", when=When.PERFORM, on=VillainStep.PASS_FIRST_PLAYER_TOKEN)
def pass_first_player_token(table: Table, _step: VillainStep) -> None:
    """Villain phase, step five: the first player token passes to the next clockwise player."""
    left = table.players_clockwise_after(table.first_player) if table.first_player else []
    if left:
        table.first_player = left[0]
        table.emit(EventKey.FIRST_PLAYER_PASSES, None, player=left[0])


@rule("villain-phase.1.6", when=When.PERFORM, on=VillainStep.END_OF_ROUND)
def end_of_round(table: Table, step: VillainStep) -> None:
    """Villain phase, step six: the round ends, and with it the villain phase: in Simultaneous
    Timing Priority, what resolves as a constant ability first (lasting effects expiring:
    lasting-effects.6), then the forced interrupts to its ending (temporary.2); then the next
    round begins."""
    REGISTRY.trigger(table, When.CONSTANT, step, step)
    REGISTRY.trigger(table, When.FORCED_INTERRUPT, step, step)
    table.round += 1
    begin_round(table)
