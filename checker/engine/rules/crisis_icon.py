"""Crisis Icon: while a crisis icon is in play, player cards cannot remove threat from the main
scheme.

crisis-icon.1, crisis-icon.2: each crisis icon in play is a constant ability saying so. A
player's basic thwart uses a player card, their hero or ally, so it cannot target the main
scheme then; nor can the effect of an event or of an action on a player card. An ability on an
encounter card is not affected (crisis-icon.3).
"""

from __future__ import annotations

from checker.engine import decisions as d
from checker.engine.cards import CardType
from checker.engine.errors import REASONS
from checker.engine.execution import record
from checker.engine.registry import carries_out_words, rule
from checker.engine.rules.cards_in_play import icons_in_play
from checker.engine.state import TableView
from checker.engine.table import Table
from checker.engine.timing import When

carries_out_words("crisis")


def crisis_icons_in_play(view: TableView) -> int:
    """The crisis icons of the cards in play."""
    return icons_in_play(view, "crisis")


def threat_protected(view: TableView, scheme: str, source: str) -> bool:
    """crisis-icon.1, .3: whether ``source`` cannot remove threat from ``scheme``: it is the main
    scheme, ``source`` is a player card and a crisis icon is in play."""
    if view.card(scheme).type is not CardType.MAIN_SCHEME or not crisis_icons_in_play(view):
        return False
    if not view.card(source).is_player_card:
        record("crisis-icon.3")
        return False
    record("crisis-icon.1", "crisis-icon.2", "icons.8")
    return True


@rule("crisis-icon.1", "crisis-icon.2", "icons.8", when=When.PROHIBITION, on=d.Thwart)
def no_thwarting_the_main_scheme_in_a_crisis(table: Table, decision: d.Thwart) -> None:
    """crisis-icon.1: a hero or an ally cannot remove threat from the main scheme while a
    crisis icon is in play."""
    if threat_protected(table, decision.scheme, decision.character):
        raise table.violation("crisis-icon.1", REASONS.CRISIS, card=decision.scheme)
