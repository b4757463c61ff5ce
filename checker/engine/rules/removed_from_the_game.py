"""Removed from the Game: a card removed from the game is out of play for good.

A card removed from the game is set aside and does not interact with the game
(removed-from-the-game.1); being removed is an out-of-play state (removed-from-the-game.2); and
with no duration given it lasts until the end of the game: nothing can bring the card back,
whether by moving it, putting it into play, attaching, revealing or discarding it
(removed-from-the-game.3).
"""

from __future__ import annotations

from checker.engine import actions as a
from checker.engine.errors import REASONS
from checker.engine.registry import rule
from checker.engine.table import Table
from checker.engine.timing import When
from checker.engine.zones import REMOVED

CLAUSES = ("removed-from-the-game.1", "removed-from-the-game.2", "removed-from-the-game.3")


@rule(*CLAUSES, when=When.PROHIBITION, on=a.MoveCard)
@rule(*CLAUSES, when=When.PROHIBITION, on=a.PutIntoPlay)
@rule(*CLAUSES, when=When.PROHIBITION, on=a.Attach)
@rule(*CLAUSES, when=When.PROHIBITION, on=a.Reveal)
@rule(*CLAUSES, when=When.PROHIBITION, on=a.Discard)
def a_removed_card_cannot_reenter(table: Table, effect: a.MoveCard | a.PutIntoPlay | a.Attach | a.Reveal | a.Discard) -> None:
    """removed-from-the-game.3: a card removed from the game cannot reenter it through any means."""
    if effect.card in table.cards and table.location(effect.card) == REMOVED:
        raise table.violation("removed-from-the-game.3", REASONS.REMOVED_FOR_GOOD, card=effect.card)
