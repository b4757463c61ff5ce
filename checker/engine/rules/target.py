"""Target: what a game function or an ability is directed toward, and when that is valid.

The targets of card abilities are chosen in ``effects`` (target.1, target.3, target.5); this
module holds what a basic power asks of its target beyond being in play: a character that
cannot take damage is no valid target for a basic attack, whose only effect on it is dealing
damage (target.4.7).

"Cannot take damage" is a constant ability of a character (``ability="constant:
cannot-take-damage"``), the "cannot" of the card notation: damage dealt to it is not taken
(cannot.1), even by an ability that deals it that damage, over which the "cannot" prevails
(cannot.2).
"""

from __future__ import annotations

from checker.engine import decisions as d
from checker.engine.cards import CannotTakeDamageEffect, Trigger
from checker.engine.errors import REASONS
from checker.engine.registry import rule
from checker.engine.state import TableView
from checker.engine.table import Table
from checker.engine.timing import When


def cannot_take_damage(view: TableView, card_id: str) -> bool:
    """Whether a constant ability of the character says it cannot take damage."""
    return any(isinstance(effect, CannotTakeDamageEffect) for ability in view.card(card_id).abilities()
               if ability.trigger is Trigger.CONSTANT for effect in ability.effects)


@rule("target.4.7", "target.3.2", when=When.PROHIBITION, on=d.Attack)
def no_basic_attack_on_what_cannot_take_damage(table: Table, decision: d.Attack) -> None:
    """target.4.7, target.3.2: a basic attack needs a valid target, and an enemy that cannot
    take damage is none, since dealing damage is all the attack does to it."""
    if decision.enemy in table.cards and cannot_take_damage(table, decision.enemy):
        raise table.violation("target.4.7", REASONS.CANNOT_TAKE_DAMAGE, card=decision.enemy)
