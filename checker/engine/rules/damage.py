"""Damage: damage dealt to a character reduces its hit points.

The state keeps every character's damage as its ``damage`` counter: tokens on an ally or a
minion (damage.2.2), the turns of the hit point dial of an identity or a villain (damage.2.1),
whose remaining hit points are its printed hit points less that counter. A character left with
none is defeated by the state check of ``card_play`` (defeat.1, damage.2), which runs as soon as
the damage is placed, before any response to the damage (damage.2.3.3).

The interrupts around damage are those of its occurrences (``ability="forced-interrupt[
would-take-damage]: ..."``): ``would-be-dealt-damage``, ``would-take-damage`` and
``damage-dealt``, each about the character dealt the damage. The first two only would happen,
and the log does not show them; ``damage-dealt`` is the damage taken, which it does.

>>> from checker.engine import DealDamage, read_state, setup
>>> state = read_state(
...     'players: A(first); scheme: ms1[side=B target=20]; A.engaged: m1:minion[hp=3 tough=1 '
...     'ability="forced-interrupt[would-be-dealt-damage]: brace" ability="forced-interrupt[damage-dealt]: roar"]')
>>> after, events = setup.perform(state, DealDamage("m1", 2))
>>> [event.render("en") for event in events]
['Ability of m1: brace.', 'm1 now has 0 tough.']
>>> after, events = setup.perform(after, DealDamage("m1", 2))
>>> [event.render("en") for event in events]
['Ability of m1: brace.', 'Ability of m1: roar.', 'm1 takes 2 damage.']
"""

from __future__ import annotations

from checker.engine import actions as a
from checker.engine.cards import DAMAGE, TOUGH, CardType
from checker.engine.events import Event, EventKey
from checker.engine.execution import record
from checker.engine.registry import REGISTRY, carries_out_words, rule
from checker.engine.rules.target import cannot_take_damage
from checker.engine.rules.card_play import character_without_hit_points_is_defeated
from checker.engine.table import Table
from checker.engine.timing import When

carries_out_words(DAMAGE, TOUGH)


DIAL_TYPES = frozenset({CardType.IDENTITY, CardType.VILLAIN})
"""Characters whose damage a hit point dial tracks (damage.2.1); the others take tokens (damage.2.2)."""


def deal_damage(table: Table, card_id: str, amount: int, clause: str | None = None) -> None:
    """damage.2.3: ``amount`` damage dealt to a character is damage it takes: its dial turns
    down, or tokens go on it. No damage dealt, nothing taken. What surrounds the dealing and the
    taking resolves in the order of damage.2.3.3, each step below once the one before it is done:

    1. the interrupts to the character being dealt the damage (:func:`damage_would_be_dealt`);
    2. a tough status card, which prevents all of it: the character takes none, so it has not
       taken damage, though it was dealt (prevent.2, .2.1, .2.2);
    3. the interrupts to the character about to take it (:func:`damage_would_be_taken`);
    4. the interrupts to the character taking it (:func:`place_damage`);
    5. the damage placed on it;
    6. to 8. the character left without hit points is defeated at once (defeat.1, damage.2): the
       interrupts to its defeat, its "When Defeated" abilities, then its discard (``card_play``);
    9. the responses, once all of that is done: the log shows only the damage taken and the
       defeat, which are what they wait for.
    """
    if amount <= 0:
        return
    record("damage.2.3.3", "damage.2.3.3.1")
    REGISTRY.interrupt(table, EventKey.WOULD_BE_DEALT_DAMAGE, clause, card=table.ref(card_id), count=amount)


@rule(when=When.CONDITION_RESOLVES, on=EventKey.WOULD_BE_DEALT_DAMAGE)
def damage_would_be_dealt(table: Table, event: Event) -> None:
    """damage.2.3.3.2: once the interrupts to the dealing have resolved, a tough status card
    prevents all of the damage and is discarded instead, one card however many it has: the card
    resolves as a forced interrupt (tough.1, tough.2, tough.3, tough.3.1, tough.3.1.1,
    status-cards.6). A character that cannot take damage takes none, and keeps its tough status
    card. The character has taken no damage (tough.3.2): nothing waiting for it to
    take damage resolves. Otherwise it is about to take the damage."""
    card_id, amount, clause = event.params["card"].id, event.params["count"], event.clause
    card = table.card(card_id)
    if cannot_take_damage(table, card_id):
        # "Cannot" is absolute (cannot.1): the damage is dealt, and none of it is taken.
        record("cannot.1")
        return
    if card.counter(TOUGH):
        record("damage.2.3.3.2", "tough.1", "tough.2", "tough.3", "tough.3.1", "tough.3.1.1", "status-cards.6",
               "tough.3.2", "prevent.1", "prevent.2", "prevent.2.1", "prevent.2.2")
        table.set_card(card.with_counter(TOUGH, card.counter(TOUGH) - 1))
        table.emit(EventKey.COUNTERS_SET, "tough.3.1", card=table.ref(card_id), counter=TOUGH,
                   count=card.counter(TOUGH) - 1)
        return
    record("damage.2.3.3.3")
    REGISTRY.interrupt(table, EventKey.WOULD_TAKE_DAMAGE, clause, card=table.ref(card_id), count=amount)


@rule(when=When.CONDITION_RESOLVES, on=EventKey.WOULD_TAKE_DAMAGE)
def damage_would_be_taken(table: Table, event: Event) -> None:
    """damage.2.3.3.4: the interrupts to the character taking the damage come next; then it
    takes it."""
    record("damage.2.3.3.4")
    card, amount, clause = event.params["card"], event.params["count"], event.clause
    REGISTRY.interrupt(table, EventKey.DAMAGE_DEALT, clause, card=card, count=amount)


@rule(when=When.CONDITION_RESOLVES, on=EventKey.DAMAGE_DEALT)
def place_damage(table: Table, event: Event) -> None:
    """damage.2.3.3.5: the damage is placed on the character, which takes it; its interrupts
    have resolved, its responses wait for the next settle. A character left without hit points
    is defeated before them (damage.2.3.3.6 to .8, then .9)."""
    card_id, amount, clause = event.params["card"].id, event.params["count"], event.clause
    card = table.card(card_id)
    record("damage.2.3.3.5", "damage.1", "damage.2.3", "hit-points.2", *(("damage.2.1", "hit-points.2.2", "remaining-hit-points.2") if card.type in DIAL_TYPES else ("damage.2.2", "hit-points.2.3")))
    if card.hit_points is not None and card.hit_points.infinite:
        # Damage is dealt to a character with infinite hit points all the same (hit-points.6).
        record("hit-points.6")
    table.set_card(card.with_counter(DAMAGE, card.counter(DAMAGE) + amount))
    table.emit(EventKey.DAMAGE_DEALT, clause, card=table.ref(card_id), count=amount)
    # Its interrupts have resolved already: the settle offers only its responses.
    table.initiated.add(len(table.events) - 1)
    while character_without_hit_points_is_defeated(table):
        record("defeat.1", "damage.2")


@rule(when=When.PERFORM, on=a.DealDamage)
def perform_deal_damage(table: Table, effect: a.DealDamage) -> None:
    """An effect deals damage to a character."""
    deal_damage(table, effect.card, effect.amount)
