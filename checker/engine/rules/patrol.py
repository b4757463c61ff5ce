"""Patrol: a minion with patrol engaged with a player keeps that player from thwarting the main
scheme.

patrol.1, patrol.2: while such a minion is engaged with them, the player cannot use the cards
they control to thwart the main scheme: neither with a basic thwart of their hero or an ally,
nor with an ability labeled as a thwart. Removing threat otherwise, not a thwart, still may.
"""

from __future__ import annotations

from checker.engine import decisions as d
from checker.engine.cards import CardType, Keyword
from checker.engine.errors import REASONS
from checker.engine.execution import record
from checker.engine.registry import carries_out_words, rule
from checker.engine.state import TableView
from checker.engine.table import Table
from checker.engine.timing import When
from checker.engine.zones import engaged

carries_out_words(Keyword.PATROL)


def patrolling_minion(view: TableView, player: str) -> str | None:
    """A minion with patrol in play engaged with ``player``, if any."""
    for minion in view.in_zone(engaged(player)):
        if Keyword.PATROL in view.card(minion).keywords and view.is_in_play(minion):
            return minion
    return None


def thwart_patrolled(view: TableView, player: str, scheme: str) -> bool:
    """patrol.1, patrol.2: whether ``player`` cannot thwart ``scheme``: it is the main scheme and
    a minion with patrol is engaged with them."""
    if view.card(scheme).type is not CardType.MAIN_SCHEME or patrolling_minion(view, player) is None:
        return False
    record("patrol.1", "patrol.2")
    return True


@rule("patrol.1", "patrol.2", "keywords.3.9", when=When.PROHIBITION, on=d.Thwart)
def no_thwarting_the_main_scheme_past_a_patrol(table: Table, decision: d.Thwart) -> None:
    """patrol.1: the player's hero or ally cannot thwart the main scheme while a minion with
    patrol is engaged with them."""
    if thwart_patrolled(table, decision.player, decision.scheme):
        raise table.violation("patrol.1", REASONS.PATROLLED, card=decision.scheme,
                              minion=patrolling_minion(table, decision.player) or "")
