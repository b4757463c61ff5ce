"""Piercing: an attack with the piercing keyword discards the tough status cards of the character
it damages, before dealing its damage.

A tough status card prevents all of the damage a character would take (tough.3.1); before an
attack with piercing deals its damage to a character, each tough status card on that character
is discarded (piercing.1, piercing.2), so the character takes the damage. An attack that would
deal no damage to the character, such as an enemy's attack that a defending hero's DEF reduces
to 0, discards none (piercing.3, tough.3.1.2).

An attack has piercing when the card making it prints the keyword: an enemy attacking, a hero or
an ally making a basic attack, or the card whose ability labeled an attack it is. Every attack's
damage goes through :func:`checker.engine.rules.overkill.deal_attack_damage`, which lets what
comes before an attack deals its damage (:func:`pierce`) resolve first.

>>> from checker.engine import Attack, apply, read_state
>>> state = read_state(
...     "players: A(first); villain: rhino[hp=14]; scheme: ms1[side=B target=20]; "
...     "A.play: spidey:identity[atk=2 piercing]; A.engaged: m1:minion[hp=4 tough=1]")
>>> after, events = apply(state, Attack("A", "spidey", "m1"))
>>> after.card("m1").counter("tough"), after.card("m1").counter("damage")
(0, 2)
"""

from __future__ import annotations

from checker.engine import actions as a
from checker.engine.cards import TOUGH, Keyword
from checker.engine.events import EventKey
from checker.engine.execution import record
from checker.engine.registry import carries_out_words, rule
from checker.engine.state import TableView
from checker.engine.table import Table
from checker.engine.timing import When

carries_out_words(Keyword.PIERCING)


def has_piercing(view: TableView, attacker: str) -> bool:
    """Whether the attack of ``attacker`` (a character, or the card whose ability is the attack)
    has the piercing keyword: that card prints it."""
    return Keyword.PIERCING in view.card(attacker).keywords


@rule(when=When.FORCED_INTERRUPT, on=a.DealAttackDamage)
def pierce(table: Table, effect: a.DealAttackDamage) -> None:
    """piercing.1, piercing.2: before the attack of ``effect.attacker`` deals its damage to
    ``effect.card``, each tough status card on that character is discarded, however many it
    has. With no damage to deal, none is (piercing.3)."""
    attacker, target = effect.attacker, effect.card
    if not has_piercing(table, attacker) or not table.card(target).counter(TOUGH):
        return
    if effect.amount <= 0:
        record("piercing.3")
        return
    record("piercing.1", "piercing.2", "keywords.3.12")
    table.emit(EventKey.PIERCES, "piercing.2", attacker=table.ref(attacker), card=table.ref(target))
    table.set_card(table.card(target).with_counter(TOUGH, 0))
    table.emit(EventKey.COUNTERS_SET, "piercing.2", card=table.ref(target), counter=TOUGH, count=0)
