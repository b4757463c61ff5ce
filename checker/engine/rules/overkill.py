"""Overkill: the damage of an attack that defeats an ally or a minion carries on beyond it.

Excess damage is the damage dealt to a character beyond its remaining hit points
(excess-damage.1). An attack with the overkill keyword that defeats an ally deals that excess to
the identity of the ally's controller (overkill.1, attacks-against-allies.4); one that defeats a
minion deals it to the villain (overkill.2). The damage comes from the attack, yet it is no
attack against the identity or the villain (overkill.2.2): nothing waiting for a character to
be attacked, such as retaliate, answers it. Damage prevented, by a tough status card on the
character, is never excess, and nothing carries on (overkill.2.4). The excess on a character an
attack defeats is kept, overkill or not, for the responses to the attack that count it: they
count the value the keyword carries on (overkill.2.3).

An attack has overkill when the card making it prints the keyword: an enemy activating or
attacking an ally, a hero or an ally making a basic attack, or the card whose ability labeled
an attack it is (an event that "gains overkill", say).

>>> from checker.engine import Attack, apply, read_state
>>> state = read_state(
...     "players: A(first); villain: rhino[hp=14]; scheme: ms1[side=B target=20]; "
...     "A.play: hulk:identity[atk=5 overkill]; A.engaged: m1:minion[hp=2]")
>>> after, events = apply(state, Attack("A", "hulk", "m1"))
>>> after.card("rhino").counter("damage")
3
"""

from __future__ import annotations

import math

from checker.engine import actions as a
from checker.engine.cards import DAMAGE, TOUGH, CardType, Keyword
from checker.engine.events import EventKey
from checker.engine.execution import record
from checker.engine.forms import identity_of
from checker.engine.registry import REGISTRY, carries_out_words, rule
from checker.engine.rules.damage import deal_damage
from checker.engine.rules.hit_points import hit_points
from checker.engine.state import TableView
from checker.engine.table import Table
from checker.engine.timing import When
from checker.engine.zones import VILLAIN_DECK

carries_out_words(Keyword.OVERKILL)


CARRIED_ON = {CardType.ALLY: "overkill.1", CardType.MINION: "overkill.2"}
"""The characters whose excess damage overkill carries on, and the clause that says where to."""


def remaining_hit_points(view: TableView, character: str) -> float:
    """remaining-hit-points.3: the character's maximum hit points less the damage on it."""
    printed = hit_points(view, character)
    return math.inf if printed is None else printed - view.card(character).counter(DAMAGE)


def has_overkill(view: TableView, attacker: str) -> bool:
    """Whether the attack of ``attacker`` (a character, or the card whose ability is the attack)
    has the overkill keyword: that card prints it."""
    return Keyword.OVERKILL in view.card(attacker).keywords


@rule(when=When.PERFORM, on=a.DealAttackDamage)
def deal_attack_damage(table: Table, effect: a.DealAttackDamage) -> None:
    """Deal the damage of an attack and let the state checks run, so a character left without
    hit points is defeated before anything waits for the attack to resolve. With overkill, the
    excess damage on a defeated ally goes to its controller's identity, on a defeated minion to
    the villain (overkill.2.1). What resolves before the attack deals its damage, such as
    piercing, resolves first."""
    REGISTRY.trigger(table, When.FORCED_INTERRUPT, a.DealAttackDamage, effect)
    attacker, target, amount, clause = effect.attacker, effect.card, effect.amount, effect.clause
    card = table.card(target)
    overkill = has_overkill(table, attacker) and card.type in CARRIED_ON
    controller = table.location(target).holder
    excess = amount - remaining_hit_points(table, target)
    prevented = bool(card.counter(TOUGH))
    deal_damage(table, target, amount, clause)
    REGISTRY.settle(table)
    if excess > 0 and not prevented and not table.is_in_play(target):
        # Kept for the abilities that count it after the attack, with or without overkill: the
        # same value the keyword carries on (overkill.2.3).
        table.excess[target] = int(excess)
    if not overkill:
        return
    # The keyword resolves as its ability: it looks at whether the attack defeated the character.
    record("overkill.2.1")
    if excess <= 0:
        return
    if prevented:
        # The tough status card prevented all of the damage, the excess with it.
        record("overkill.2.4")
        return
    if table.is_in_play(target):
        return
    recipient = identity_of(table, controller) if card.type is CardType.ALLY else table.top(VILLAIN_DECK)
    if recipient is None or not table.is_in_play(recipient):
        return
    record("excess-damage.1", "overkill.2.2", "keywords.3.8", CARRIED_ON[card.type])
    if card.type is CardType.ALLY:
        record("attacks-against-allies.4")
    count = int(excess)
    table.emit(EventKey.OVERKILL, CARRIED_ON[card.type], card=table.ref(target), count=count,
               character=table.ref(recipient))
    deal_damage(table, recipient, count, CARRIED_ON[card.type])
    REGISTRY.settle(table)
