"""The set-up namespace: carry out an effect directly, to reach a position play would take long to reach.

During play, effects come only from the game's steps and from abilities, through
:func:`checker.engine.flow.apply`. A scenario that needs an unusual position (a card moved by
hand, damage out of nowhere) performs the effect here instead: every rule it sets off still
runs, state checks included, but nothing checks that a player could have decided it.

>>> from checker.engine import PlaceThreat, read_state, write_state
>>> state = read_state("players: A(first); scheme: ms1[side=B target=5] ms2")
>>> after, events = perform(state, PlaceThreat("ms1", 2))
>>> write_state(after)
'players: A(first); scheme: ms1[side=B target=5 threat=2] ms2'
>>> [event.render("es") for event in events]
['ms1 recibe 2 de Amenaza.']
>>> write_state(state)  # the old state is untouched
'players: A(first); scheme: ms1[side=B target=5] ms2'
"""

from __future__ import annotations

from checker.engine.actions import Action
from checker.engine.errors import REASONS, RuleViolation
from checker.engine.events import Event
from checker.engine.loader import load_rules
from checker.engine.notation import write_state
from checker.engine.outcome import outcome
from checker.engine.state import GameState
from checker.engine.table import Table

RULES = load_rules()


def perform(state: GameState, effect: Action) -> tuple[GameState, tuple[Event, ...]]:
    """The state after ``effect`` and every rule it sets off, and the events, in order.

    Raises :class:`~checker.engine.errors.RuleViolation` when the rules forbid it (and when the
    game is already over), :class:`~checker.engine.errors.EngineError` when it names cards or
    players that do not exist. ``state`` itself never changes.
    """
    over = outcome(state)
    if over.is_over:
        raise RuleViolation(over.clause or "", REASONS.GAME_OVER, {}, write_state(state))
    table = Table(state)
    RULES.perform(table, effect)
    return table.freeze(), tuple(table.events)
