"""Find: a player looks for a card in every game area where it could be, to reveal it.

Every game area can be searched (find.1, find.3) except a facedown encounter card in an in-play
area, such as a card dealt to a player or given as a boost card (find.3.1), the victory display
(find.3.2) and the cards removed from the game (find.3.3). A card found out of play is revealed
as any card is. A minion found already in play is not revealed again into play: it engages the
player who found it, unless it is engaged with them already (find.4.3), and its "When Revealed"
abilities and keywords resolve (find.4), with every card and token still on it (find.4.1), and
without entering play (find.4.2).
"""

from __future__ import annotations

from checker.engine import actions as a
from checker.engine.cards import CardType
from checker.engine.errors import REASONS
from checker.engine.execution import record
from checker.engine.registry import REGISTRY, rule
from checker.engine.rules.card_play import resolve_when_revealed_abilities
from checker.engine.table import Table
from checker.engine.timing import When
from checker.engine.zones import ZoneKind, dealt, engaged

UNSEARCHED = {
    ZoneKind.DEALT: "find.3.1",
    ZoneKind.UNDER: "find.3.1",
    ZoneKind.VICTORY_DISPLAY: "find.3.2",
    ZoneKind.REMOVED: "find.3.3",
}
"""The game areas a "find" instruction does not search, with the clause that leaves each out."""


@rule("find.3", when=When.PROHIBITION, on=a.FindAndReveal)
def only_searched_areas(table: Table, effect: a.FindAndReveal) -> None:
    """find.3: a card in an area that finding does not search cannot be found there."""
    clause = UNSEARCHED.get(table.location(effect.card).kind)
    if clause is not None:
        record(clause)
        raise table.violation(clause, REASONS.NOT_FOUND, card=effect.card)


@rule("find.1", "find.3", when=When.PERFORM, on=a.FindAndReveal)
def find_and_reveal(table: Table, effect: a.FindAndReveal) -> None:
    """find.1: the card is found wherever it is; a minion in play is revealed where it is
    (find.4), any other card is revealed as if dealt to the player."""
    card = table.card(effect.card)
    if table.is_in_play(effect.card) and card.type is CardType.MINION:
        reveal_in_play(table, effect.card, effect.player)
        return
    if table.location(effect.card) != dealt(effect.player):
        table.move(effect.card, dealt(effect.player))
    REGISTRY.perform(table, a.Reveal(effect.card, effect.player))


def reveal_in_play(table: Table, minion: str, player: str) -> None:
    """find.4: the minion engages the player, unless it already is engaged with them (find.4.3),
    keeps what is on it (find.4.1) and does not enter play (find.4.2); its "When Revealed"
    abilities and keywords resolve."""
    record("find.4", "find.4.1", "find.4.2", "find.4.3")
    if table.location(minion) != engaged(player):
        REGISTRY.perform(table, a.Engage(minion, player))
    resolve_when_revealed_abilities(table, minion, player, "find.4")
