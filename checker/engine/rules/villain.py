"""Villain Defeat: a villain stage with no hit points left leaves the game and the next stage
is revealed; defeating the final stage wins the game for the players.

A stage whose hit point dial reaches zero is defeated (villain-defeat.1, by the state check of
:mod:`card_play`) and removed from the game (villain-defeat.2); the next stage is revealed with
its own hit points (villain-defeat.3), so excess damage does not carry over (villain-defeat.4.2).
Defeating the final stage wins the game (villain-defeat.4, winning-the-game.1). The engine does
not tell two stages apart by title yet: whatever was on the defeated stage leaves with it, as
villain-defeat.4.4.2 says of a stage with another title.
"""

from __future__ import annotations

from checker.engine.cards import CardType
from checker.engine.events import EventKey
from checker.engine.execution import record
from checker.engine.registry import rule
from checker.engine.rules.card_play import resolve_when_revealed_abilities
from checker.engine.table import Table
from checker.engine.timing import When
from checker.engine.zones import VILLAIN_DECK


@rule("defeat.3", when=When.DEFEAT, on=CardType.VILLAIN)
def villain_stage_defeated(table: Table, card_id: str) -> None:
    """defeat.3: remove the defeated stage from the game; its damage goes with it, so excess
    damage never reaches the next stage, which is revealed: its "When Revealed" abilities
    resolve (When Revealed Abilities). With no next stage the players win."""
    record("villain-defeat.1", "villain-defeat.2")
    table.emit(EventKey.DEFEATED, None, card=table.ref(card_id))
    table.remove_from_game(card_id)
    next_stage = table.top(VILLAIN_DECK)
    if next_stage is None:
        record("villain-defeat.4", "winning-the-game.1")
        table.villain_defeated = True
        table.emit(EventKey.PLAYERS_WIN, None, card=table.ref(card_id))
    else:
        record("villain-defeat.3", "villain-defeat.4.2", "villain-defeat.4.4.2")
        table.emit(EventKey.REVEALED, None, card=table.ref(next_stage))
        resolve_when_revealed_abilities(table, next_stage, "defeat.3")
