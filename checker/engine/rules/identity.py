"""Identity: the card that stands for the character a player plays, hero on one side and
alter-ego on the other.

Its form is the side faceup (identity.2, in :mod:`checker.engine.forms`), and only that side is
in play (identity.2.4, in :mod:`checker.engine.state`). Identity cards cannot be discarded
from play (identity.2.3).
"""

from __future__ import annotations

from checker.engine.cards import CardType
from checker.engine.errors import REASONS
from checker.engine.registry import rule
from checker.engine.table import Table
from checker.engine.timing import Change, When


@rule("identity.2.3", when=When.PROHIBITION, on=Change.DISCARD)
def identity_cannot_be_discarded(table: Table, card_id: str) -> None:
    """identity.2.3: identity cards cannot be discarded from play."""
    if table.card(card_id).type is CardType.IDENTITY and table.is_in_play(card_id):
        raise table.violation("identity.2.3", REASONS.IDENTITY_NOT_DISCARDABLE, card=card_id)
