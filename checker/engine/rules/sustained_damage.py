"""Sustained Damage: how much damage a character has, as an ability that refers to it reads it.

A character's sustained damage is its maximum hit points less its remaining hit points
(sustained-damage.1): for an identity or a villain, whose hit points are a dial, the maximum
hit points as modified, less what the dial shows (.2); for an ally or a minion, the damage tokens
on it (.3). An ability that deals damage "equal to [a character's] sustained damage" reads it
as it resolves (the effect ``damage-sustained``, on the character performing the ability).
"""

from __future__ import annotations

from checker.engine.cards import DAMAGE
from checker.engine.execution import record
from checker.engine.rules.hit_points import DIAL_TYPES, hit_points
from checker.engine.state import TableView


def sustained_damage(view: TableView, character: str | None) -> int:
    """sustained-damage.1: the difference between ``character``'s maximum and remaining hit
    points; no character, or one with infinite hit points, has none it could count."""
    if character is None:
        return 0
    record("sustained-damage.1")
    tokens = view.card(character).counter(DAMAGE)
    if view.card(character).type in DIAL_TYPES:
        maximum = hit_points(view, character)
        if maximum is None or maximum == float("inf"):
            return 0
        # The dial shows the maximum less the damage: what it has left (remaining-hit-points.3).
        remaining = maximum - tokens
        record("sustained-damage.2")
        return int(maximum - remaining)
    record("sustained-damage.3")
    return tokens
