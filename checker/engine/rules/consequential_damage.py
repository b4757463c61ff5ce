"""Consequential Damage: an ally pays for attacking and thwarting with damage.

consequential-damage.1, ally.4: after an ally attacks, it takes damage equal to the
consequential damage icons beneath its ATK; after it thwarts, those beneath its THW. It comes
last among what the attack or the thwart triggers (Simultaneous Timing Priority).

>>> from checker.engine import Attack, apply, read_state
>>> state = read_state(
...     "players: A(first); villain: rhino[hp=14]; scheme: ms1[side=B target=20]; A.play: cap:ally[atk=2 atk-cd=1 hp=3]")
>>> after, events = apply(state, Attack("A", "cap", "rhino"))
>>> [event.render("en") for event in events]
['cap exhausts to attack rhino.', 'rhino takes 2 damage.', 'rhino has been attacked by cap.', 'cap takes 1 damage.']
"""

from __future__ import annotations

from checker.engine.cards import DAMAGE, CardType
from checker.engine.events import Event, EventKey
from checker.engine.execution import record
from checker.engine.registry import rule
from checker.engine.rules.damage import deal_damage
from checker.engine.rules.hit_points import hit_points
from checker.engine.table import Table
from checker.engine.timing import When


BASIC_ATTACK = "attack-player-ability-type.2.5"
"""The clause a basic attack's "has been attacked" is logged under."""


def take_consequential_damage(table: Table, ally: str, icons: int | None) -> None:
    """An ally still in play takes one damage for each consequential damage icon of the power it
    used; one whose damage already reaches its hit points (a retaliate defeated it) takes none."""
    card = table.card(ally)
    if card.type is not CardType.ALLY or not icons or not table.is_in_play(ally):
        return
    if card.counter(DAMAGE) >= (hit_points(table, ally) or 0):
        return
    # Last of what the same triggering condition sets off (ability.9.5).
    record("consequential-damage.1", "ally.4", "icons.12", "ability.9", "ability.9.5")
    deal_damage(table, ally, icons, "consequential-damage.1")


@rule(when=When.CONSEQUENTIAL_DAMAGE, on=EventKey.ATTACKED)
def after_an_ally_attacks(table: Table, event: Event) -> None:
    """consequential-damage.1: after an ally attacks with its basic power, the icons beneath its
    ATK; they belong to that power, not to an ability labeled as an attack."""
    if event.clause != BASIC_ATTACK:
        return
    attacker = event.params["attacker"].id
    if table.card(attacker).type is CardType.ALLY and table.card(attacker).face.stats.attack_consequential:
        # Last of what the attack triggers (attack-player-ability-type.2.6, .2.6.3).
        record("attack-player-ability-type.2.6", "attack-player-ability-type.2.6.3")
    take_consequential_damage(table, attacker, table.card(attacker).face.stats.attack_consequential)
