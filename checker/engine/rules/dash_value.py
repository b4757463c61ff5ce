"""Dash (value): a value printed as a dash (–) cannot be used.

A card whose cost is a dash cannot be played; it enters play only through other means
(dash-value.2). A character whose ATK, THW or REC is a dash cannot exhaust to use that power
(dash-value.3, dash.1). Where a game step or an ability refers to such a value, it is an
unmodifiable 0 (dash-value.4): the card data holds it as 0, and no modifier changes it.
"""

from __future__ import annotations

from checker.engine import decisions as d
from checker.engine.errors import REASONS
from checker.engine.registry import rule
from checker.engine.table import Table
from checker.engine.timing import When

POWER_STATS = {d.Attack: "attack", d.Thwart: "thwart", d.Recover: "recover"}
"""The stat each basic power a player decides to use exhausts the character for."""


@rule("dash-value.1", "dash-value.2", when=When.PROHIBITION, on=d.PlayCard)
def a_dash_cost_cannot_be_played(table: Table, decision: d.PlayCard) -> None:
    """dash-value.2: a card with a dash as its cost cannot be played."""
    cost = table.card(decision.card).definition.cost
    if cost is not None and cost.dash:
        raise table.violation("dash-value.2", REASONS.DASH_COST, card=decision.card)


@rule("dash-value.1", "dash-value.3", "dash.1", when=When.PROHIBITION, on=d.Attack)
@rule("dash-value.1", "dash-value.3", "dash.1", when=When.PROHIBITION, on=d.Thwart)
@rule("dash-value.1", "dash-value.3", "dash.1", when=When.PROHIBITION, on=d.Recover)
def a_dash_power_cannot_be_used(table: Table, decision: d.Attack | d.Thwart | d.Recover) -> None:
    """dash-value.3, dash.1: a character whose power is a dash cannot exhaust to use it."""
    stat = POWER_STATS[type(decision)]
    if stat in table.card(decision.character).face.stats.dashes:
        raise table.violation("dash-value.3", REASONS.DASH_POWER, card=decision.character)
