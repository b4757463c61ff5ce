"""Guard: a minion with guard engaged with a player keeps that player from attacking the villain.

guard.1, guard.2: while such a minion is engaged with them, the player cannot use the cards they
control to attack a villain without the keyword: neither with a basic attack of their hero or an
ally, nor with an ability labeled as an attack. Other damage, not an attack, still may be dealt
to the villain.
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

carries_out_words(Keyword.GUARD)


def guarding_minion(view: TableView, player: str) -> str | None:
    """A minion with guard in play engaged with ``player``, if any."""
    for minion in view.in_zone(engaged(player)):
        if Keyword.GUARD in view.card(minion).keywords and view.is_in_play(minion):
            return minion
    return None


def attack_guarded(view: TableView, player: str, enemy: str) -> bool:
    """guard.1, guard.2: whether ``player`` cannot attack ``enemy``: it is a villain without guard
    and a minion with guard is engaged with them."""
    card = view.card(enemy)
    if card.type is not CardType.VILLAIN or Keyword.GUARD in card.keywords or guarding_minion(view, player) is None:
        return False
    record("guard.1", "guard.2")
    return True


@rule("guard.1", "guard.2", "keywords.3.4", when=When.PROHIBITION, on=d.Attack)
def no_attacking_the_villain_past_a_guard(table: Table, decision: d.Attack) -> None:
    """guard.1: the player's hero or ally cannot attack the villain while a minion with guard
    is engaged with them."""
    if attack_guarded(table, decision.player, decision.enemy):
        raise table.violation("guard.1", REASONS.GUARDED, card=decision.enemy,
                              minion=guarding_minion(table, decision.player) or "")
