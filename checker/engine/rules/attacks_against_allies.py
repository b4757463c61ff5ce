"""Attacks against allies: an effect makes a villain or a minion attack an ally directly.

"[Enemy] attacks an ally you control" (``attack-ally`` in an ability) makes the card, if it is
an enemy, or else the villain attack an ally of the player resolving the ability; with several,
that player chooses which. The player who controls the ally is the attacked player
(attacks-against-allies.2). The attack goes as an enemy's attack does: the enemy is given its
boost card, the players may defend as usual, the attacked player first, with a hero or another
ally (attacks-against-allies.3; the attacked ally itself is not offered, since defending would
only exhaust it, the damage going to it all the same), and undefended, the damage is placed on
the attacked ally (attacks-against-allies.1). With overkill, the excess damage on a defeated
ally goes to its controller's identity (:mod:`overkill`).

>>> from checker.engine import PerformStep, VillainStep, apply, read_state
>>> state = read_state(
...     "players: A(first); phase: villain 4; villain: rhino[atk=2 hp=14]; scheme: ms1[side=B target=20]; "
...     "A.play: spidey:identity[hp=10 def=2 exhausted] cap:ally[hp=3]; "
...     "A.dealt: m1:minion[atk=1 hp=2 reveal-a=attack-ally]")
>>> after, _ = apply(state, PerformStep(VillainStep.REVEAL_ENCOUNTER_CARDS))
>>> after.card("cap").counter("damage")
1
"""

from __future__ import annotations

from checker.engine import actions as a
from checker.engine.cards import ENEMY_TYPES, CardType
from checker.engine.events import EventKey
from checker.engine.execution import record
from checker.engine.registry import REGISTRY, rule
from checker.engine.rules.basic_power import controlled_characters
from checker.engine.rules.boost import gets_boost_card, give_boost_card
from checker.engine.rules.enemy_activation import ask_for_defender, defend_or_pass, resolve_attack, villain_activation
from checker.engine.rules.status_cards import cancels
from checker.engine.table import Table
from checker.engine.timing import When
from checker.engine.turns import Answer, Choice, Pending
from checker.engine.zones import VILLAIN_DECK

ATTACKS = "attacks-against-allies.1"
DEFEND = "attacks-against-allies.3"


def allies_of(table: Table, player: str) -> list[str]:
    """The allies ``player`` controls in play, in table order."""
    return [card_id for card_id in controlled_characters(table, player) if table.card(card_id).type is CardType.ALLY]


@rule(ATTACKS, when=When.PERFORM, on=a.AttackAlly)
def attack_an_ally(table: Table, effect: a.AttackAlly) -> None:
    """attacks-against-allies.1: the enemy, the card itself or else the villain, attacks an ally
    of the player; with no enemy in play or no ally to attack, no attack is made. With several
    allies, the player chooses the one attacked."""
    enemy = effect.card if table.card(effect.card).type in ENEMY_TYPES else table.top(VILLAIN_DECK)
    allies = allies_of(table, effect.player)
    if enemy is None or not table.is_in_play(enemy) or not allies:
        return
    if len(allies) > 1:
        table.pending = Pending(effect.player, Choice.ATTACKED_ALLY, tuple(allies), ATTACKS, enemy, effect.player)
        return
    attack(table, enemy, allies[0])


@rule(ATTACKS, when=When.ANSWER, on=ATTACKS)
def attacked_ally_chosen(table: Table, pending: Pending, ally: str) -> None:
    """The player chose which of their allies the enemy attacks."""
    attack(table, pending.subject, ally)
    REGISTRY.settle(table)


def attack(table: Table, enemy: str, ally: str) -> None:
    """The enemy attacks ``ally``; its controller is the attacked player
    (attacks-against-allies.2). The enemy is given its boost card if it gets one, then the
    players may declare a defender (attacks-against-allies.3). A stunned enemy does not attack:
    its stunned status card is removed instead (stun.7.2)."""
    if cancels(table, enemy, EventKey.ATTACK_CANCELED, "stun.7.2"):
        # A stunned enemy that would attack discards its stunned status card instead.
        return
    player = table.location(ally).holder or ""
    # An attack a card ability causes is an activation too (activation.1, .4.2), and the enemy's
    # attack on an ally is an attack on its controller all the same.
    record(ATTACKS, "attacks-against-allies.2", "activation.1", "activation.4.2", "attack-enemy-activation.2.1")
    table.emit(EventKey.ALLY_ATTACKED, ATTACKS, enemy=table.ref(enemy), card=table.ref(ally), player=player)
    if gets_boost_card(table, enemy):
        record(*villain_activation(table, enemy))
        give_boost_card(table, enemy, "attack-enemy-activation.2.4.1")
    if not ask_for_defender(table, enemy, player, clause=DEFEND, attacked_ally=ally):
        resolve_attack(table, enemy, player, None, ally)


@rule(DEFEND, when=When.ANSWER, on=DEFEND)
def defender_chosen(table: Table, pending: Pending, choice: str) -> None:
    """attacks-against-allies.3: the players defend the attack on an ally as any enemy attack: a
    player who declares no defender passes the choice on, and with no one left to ask, the
    attacked ally takes the damage; a defender takes it instead."""
    ally = pending.context
    if not defend_or_pass(table, pending, choice, table.location(ally).holder or "", DEFEND, ally):
        return
    if choice != Answer.NO_DEFENDER:
        record(DEFEND)
    REGISTRY.settle(table)
