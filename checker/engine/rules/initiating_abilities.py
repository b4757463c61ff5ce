"""Initiating abilities: the steps a player follows to play a card or initiate an ability.

The checks of play restrictions, targets and costs are the prohibitions of ``play`` and
``action``, asked in that order (initiating-abilities.1). This module holds the modifiers to a
cost (initiating-abilities.2.1): an ability that says "the next card you play costs N less"
(``next-costs-less+N``) refers to a future target, so it needs no target to initiate
(target.6.1); it is held on its player's identity, lowers the cost of the next card they play,
never below zero, and is used up by it.
"""

from __future__ import annotations

from checker.engine.cards import NEXT_COSTS_LESS, NextCardCostsLessEffect
from checker.engine.events import EventKey
from checker.engine.execution import record
from checker.engine.forms import identity_of
from checker.engine.registry import rule
from checker.engine.state import TableView
from checker.engine.table import Table
from checker.engine.timing import When


def cost_reduction(view: TableView, player: str | None) -> int:
    """How many resources less the next card ``player`` plays costs."""
    identity = None if player is None else identity_of(view, player)
    return 0 if identity is None else view.card(identity).counter(NEXT_COSTS_LESS)


def modified_cost(view: TableView, player: str | None, cost: int) -> int:
    """initiating-abilities.2.1: ``cost`` with the modifiers to it applied, never below zero."""
    reduction = cost_reduction(view, player)
    if not reduction or not cost:
        return cost
    record("initiating-abilities.2.1")
    return max(0, cost - reduction)


def use_cost_reduction(table: Table, player: str) -> None:
    """The card ``player`` plays is the next one: the modifier to its cost is used up."""
    identity = identity_of(table, player)
    if identity is not None and table.card(identity).counter(NEXT_COSTS_LESS):
        table.set_card(table.card(identity).with_counter(NEXT_COSTS_LESS, 0))


@rule("target.6.1", when=When.PERFORM, on=NextCardCostsLessEffect)
def next_card_costs_less(table: Table, player: str, effect: NextCardCostsLessEffect) -> None:
    """target.6.1: the ability refers to a future target, the next card its player plays, and
    initiates without one: that card will cost less."""
    identity = identity_of(table, player)
    if identity is None:
        return
    card = table.card(identity)
    table.set_card(card.with_counter(NEXT_COSTS_LESS, card.counter(NEXT_COSTS_LESS) + effect.amount))
    table.emit(EventKey.NEXT_COSTS_LESS, "target.6.1", player=player, count=effect.amount)
