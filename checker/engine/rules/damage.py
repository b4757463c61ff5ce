"""Damage: damage dealt to a character reduces its hit points.

The state keeps every character's damage as its ``damage`` counter: tokens on an ally or a
minion (damage.2.2), the turns of the hit point dial of an identity or a villain (damage.2.1),
whose remaining hit points are its printed hit points less that counter. A character left with
none is defeated by the state check of ``card_play`` (defeat.1, damage.2).
"""

from __future__ import annotations

from checker.engine import actions as a
from checker.engine.cards import DAMAGE, TOUGH, CardType
from checker.engine.events import EventKey
from checker.engine.execution import record
from checker.engine.registry import carries_out_words, rule
from checker.engine.table import Table
from checker.engine.timing import When

carries_out_words(DAMAGE, TOUGH)


DIAL_TYPES = frozenset({CardType.IDENTITY, CardType.VILLAIN})
"""Characters whose damage a hit point dial tracks (damage.2.1); the others take tokens (damage.2.2)."""


def deal_damage(table: Table, card_id: str, amount: int, clause: str | None = None) -> None:
    """damage.2.3: ``amount`` damage dealt to a character is damage it takes: its dial turns
    down, or tokens go on it. No damage dealt, nothing taken. A tough status card prevents all of
    it and is discarded instead, one card however many it has: the card resolves as a forced
    interrupt (tough.1, tough.2, tough.3, tough.3.1, tough.3.1.1, status-cards.6). The damage is
    prevented: the character takes none, so it has not taken damage, though it was dealt
    (prevent.2, .2.1, .2.2)."""
    if amount <= 0:
        return
    card = table.card(card_id)
    if card.counter(TOUGH):
        record("tough.1", "tough.2", "tough.3", "tough.3.1", "tough.3.1.1", "status-cards.6",
               "prevent.1", "prevent.2", "prevent.2.1", "prevent.2.2")
        table.set_card(card.with_counter(TOUGH, card.counter(TOUGH) - 1))
        table.emit(EventKey.COUNTERS_SET, "tough.3.1", card=table.ref(card_id), counter=TOUGH,
                   count=card.counter(TOUGH) - 1)
        return
    record("damage.1", "damage.2.3", "hit-points.2", *(("damage.2.1", "hit-points.2.2", "remaining-hit-points.2") if card.type in DIAL_TYPES else ("damage.2.2", "hit-points.2.3")))
    if card.hit_points is not None and card.hit_points.infinite:
        # Damage is dealt to a character with infinite hit points all the same (hit-points.6).
        record("hit-points.6")
    table.set_card(card.with_counter(DAMAGE, card.counter(DAMAGE) + amount))
    table.emit(EventKey.DAMAGE_DEALT, clause, card=table.ref(card_id), count=amount)


@rule(when=When.PERFORM, on=a.DealDamage)
def perform_deal_damage(table: Table, effect: a.DealDamage) -> None:
    """An effect deals damage to a character."""
    deal_damage(table, effect.card, effect.amount)
