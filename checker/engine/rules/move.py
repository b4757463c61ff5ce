"""Move: an ability that moves threat or damage from one card to another.

An element never moves to where it already is (move.2), and a move with no valid source or
destination cannot be made (move.3): no threat or damage on the card it would leave, or no scheme
(or character) in play to take it. Threat moved off a scheme is removed from it and threat moved
to a scheme is placed on it (move.7, move.8); damage moved off a character is healed from it and
damage moved to a character is dealt to it (move.5, move.6), so whatever waits for threat being
placed, damage being dealt or a character reaching 0 hit points follows.
"""

from __future__ import annotations

from checker.engine import actions as a
from checker.engine.cards import DAMAGE, SCHEME_TYPES, THREAT
from checker.engine.errors import REASONS
from checker.engine.execution import record
from checker.engine.registry import REGISTRY, rule
from checker.engine.rules.damage import DIAL_TYPES
from checker.engine.rules.recover import heal
from checker.engine.table import Table
from checker.engine.timing import When


@rule("move.2", when=When.PROHIBITION, on=a.MoveThreat)
@rule("move.2", when=When.PROHIBITION, on=a.MoveDamage)
def not_to_its_own_place(table: Table, effect: a.MoveThreat | a.MoveDamage) -> None:
    """move.2: an element cannot move to the placement it already has."""
    destination = effect.scheme if isinstance(effect, a.MoveThreat) else effect.character
    if effect.card == destination:
        raise table.violation("move.2", REASONS.SAME_PLACEMENT, card=effect.card)


@rule("move.3", when=When.PROHIBITION, on=a.MoveThreat)
def threat_needs_source_and_destination(table: Table, effect: a.MoveThreat) -> None:
    """move.3: threat moves only off a scheme in play that has some, onto another scheme in play."""
    for card_id in (effect.card, effect.scheme):
        if table.card(card_id).type not in SCHEME_TYPES or not table.is_in_play(card_id):
            raise table.violation("move.3", REASONS.NO_MOVE, card=card_id)
    if not table.card(effect.card).counter(THREAT):
        raise table.violation("move.3", REASONS.NO_MOVE, card=effect.card)


@rule("move.3", when=When.PROHIBITION, on=a.MoveDamage)
def damage_needs_source_and_destination(table: Table, effect: a.MoveDamage) -> None:
    """move.3: damage moves only off a character in play that has some, onto another character
    in play."""
    for card_id in (effect.card, effect.character):
        if table.card(card_id).hit_points is None or not table.is_in_play(card_id):
            raise table.violation("move.3", REASONS.NO_MOVE, card=card_id)
    if not table.card(effect.card).counter(DAMAGE):
        raise table.violation("move.3", REASONS.NO_MOVE, card=effect.card)


@rule("move.1", "move.7", "move.8", when=When.PERFORM, on=a.MoveThreat)
def move_threat(table: Table, effect: a.MoveThreat) -> None:
    """move.7, move.8: the threat moved is removed from the one scheme, then placed on the other."""
    moved = min(effect.amount, table.card(effect.card).counter(THREAT))
    REGISTRY.perform(table, a.RemoveThreat(effect.card, moved))
    REGISTRY.perform(table, a.PlaceThreat(effect.scheme, moved))


@rule("move.1", "move.5", "move.6", "heal.3", when=When.PERFORM, on=a.MoveDamage)
def move_damage(table: Table, effect: a.MoveDamage) -> None:
    """move.5, move.6: the damage moved is healed from the one character (moving damage off a
    character heals it: heal.3), then dealt to the other.
    Damage moves between a dial and a card as between two cards (move.4): moved off a dial, the
    dial goes back up, never past the maximum hit points (move.4.1); moved onto one, the dial goes
    down (move.4.2)."""
    moved = min(effect.amount, table.card(effect.card).counter(DAMAGE))
    dials = (table.card(effect.card).type in DIAL_TYPES, table.card(effect.character).type in DIAL_TYPES)
    if dials[0] != dials[1]:
        record("move.4", "move.4.1" if dials[0] else "move.4.2")
    heal(table, effect.card, moved, "move.5")
    REGISTRY.perform(table, a.DealDamage(effect.character, moved))
