"""Attacks made in order: "Make the following X attacks in order", followed by instances of
damage (Dance of Death, Slice and Dice).

Each instance is an attack of its own (attack-player-ability-type.2.3): the character performing
the ability begins it, so the interrupts to that character attacking ("when [character]
attacks") resolve first, and what they add to the attack's damage counts for that attack only;
they may trigger again for the next one (.2.3.1). A stunned character's next attack is canceled
(stun.1, stun.6): the one that begins, and the ones after it are made. Its player then chooses
the enemy attacked, a guard keeping the villain from being chosen as for any attack (guard.1),
the damage is dealt, and the enemy has been attacked: what waits for an attack (retaliate,
"after [character] attacks") resolves before the next attack begins. A decision on the way
stops the sequence; it goes on from where it stopped once answered, and after the last attack
the rest of the ability resolves.

>>> from checker.engine import PlayCard, apply, read_state
>>> state = read_state(
...     "players: A(first); villain: rhino[hp=14]; scheme: ms1[side=B target=20]; "
...     "A.play: spidey:identity[hp=10]; A.hand: dance:event[cost=0 ability=\\"hero-action: attacks-in-order+1/2\\"]")
>>> after, _ = apply(state, PlayCard("A", "dance"))
>>> after.card("rhino").counter("damage")
3
"""

from __future__ import annotations

from checker.engine import actions as a
from checker.engine.cards import ATTACK_INCREASE, AttacksInOrderEffect, BasicPowerEffect
from checker.engine.events import EventKey
from checker.engine.execution import record
from checker.engine.registry import REGISTRY, rule
from checker.engine.rules.attack_triggers import ABILITY_ATTACK, ATTACK_IN_ORDER, interrupts_to_attack
from checker.engine.rules.effects import ability_effects, event_damage_bonus, performer, resolve_ability, targets, used_ability
from checker.engine.rules.status_cards import cancels
from checker.engine.rules.then import Resolution
from checker.engine.table import Table
from checker.engine.timing import When
from checker.engine.turns import Choice, Pending, Suspended

IN_ORDER = "attack-player-ability-type.2.3"
"""The clause of the choice of each attack's enemy, and of the sequence waiting to make its next
attack."""


def amounts_of(table: Table, card_id: str) -> tuple[int, ...]:
    """The damage of each attack the ability of ``card_id`` makes in order."""
    ability = used_ability(table, card_id)
    effects = () if ability is None else ability.effects
    return next((effect.amounts for effect in effects if isinstance(effect, AttacksInOrderEffect)), ())


@rule(IN_ORDER, when=When.PERFORM, on=AttacksInOrderEffect)
def make_attacks_in_order(table: Table, player: str, card_id: str, _effect: AttacksInOrderEffect) -> None:
    """attack-player-ability-type.2.3: the first of the attacks begins."""
    begin_attack(table, player, card_id, 0)


def begin_attack(table: Table, player: str, card_id: str, index: int, resumed: bool = False) -> None:
    """Attack number ``index`` begins: the interrupts to the character attacking resolve first
    (.2.3.1), and a decision among them stops it until answered; then its enemy is chosen.
    ``resumed`` says a decision stopped the sequence: after the last attack, the rest of the
    ability resolves from here."""
    character = performer(table, player, card_id)
    if index >= len(amounts_of(table, card_id)) or character is None or not table.is_in_play(character):
        if resumed:
            effects = ability_effects(table, card_id)
            after = next(number for number, effect in enumerate(effects) if isinstance(effect, AttacksInOrderEffect)) + 1
            resolve_ability(table, player, card_id, after, resolution=Resolution())
        return
    if cancels(table, character, EventKey.ATTACK_CANCELED, "stun.6"):
        # A stunned character's next attack is this one: canceled, the next one is made (stun.1).
        begin_attack(table, player, card_id, index + 1, resumed)
        return
    if interrupts_to_attack(table, character) and REGISTRY.initiate_waiting(
        table, Suspended(ATTACK_IN_ORDER, player, card_id, (str(index),)), EventKey.ATTACK_BEGINS, ABILITY_ATTACK,
        character=table.ref(character), card=table.ref(card_id),
    ):
        return
    choose_enemy(table, player, card_id, index, resumed)


@rule(when=When.RESUME, on=ATTACK_IN_ORDER)
def attack_begun(table: Table, waiting: Suspended) -> None:
    """The interrupts to the attack have resolved: its enemy is chosen."""
    choose_enemy(table, waiting.player, waiting.subject, int(waiting.words[0]), True)


def choose_enemy(table: Table, player: str, card_id: str, index: int, resumed: bool) -> None:
    """The player chooses the enemy of attack ``index`` among those an attack can be made
    against; with none, that attack is not made and the next one begins."""
    enemies = targets(table, BasicPowerEffect("attack"), card_id, player)
    if not enemies:
        begin_attack(table, player, card_id, index + 1, resumed)
        return
    if len(enemies) > 1:
        record("choose-game-element.1", "choose-game-element.2")
        table.pending = Pending(player, Choice.TARGET, tuple(enemies), IN_ORDER, card_id, str(index))
        return
    strike(table, player, card_id, index, enemies[0], resumed)


@rule(IN_ORDER, when=When.ANSWER, on=IN_ORDER)
def enemy_chosen(table: Table, pending: Pending, enemy: str) -> None:
    """The player chose the enemy the attack is made against."""
    strike(table, pending.player, pending.subject, int(pending.context), enemy, True)


def strike(table: Table, player: str, card_id: str, index: int, enemy: str, resumed: bool) -> None:
    """Attack ``index`` deals its damage to ``enemy``, with what the interrupts to it added,
    for this attack only (.2.3.1); the enemy has then been attacked, and what that triggers
    resolves before the next attack begins (.2.3)."""
    character = performer(table, player, card_id)
    increase = table.card(card_id).counter(ATTACK_INCREASE)
    if increase:
        record("attack-player-ability-type.2.3.1")
        table.set_card(table.card(card_id).with_counter(ATTACK_INCREASE, 0))
    amount = amounts_of(table, card_id)[index] + increase + event_damage_bonus(table, player, card_id)
    REGISTRY.perform(table, a.DealAttackDamage(card_id, enemy, amount, "labeled-ability.3"))
    if character is not None:
        table.emit(EventKey.ATTACKED, "labeled-ability.3", card=table.ref(enemy), attacker=table.ref(character))
    REGISTRY.settle(table)
    if table.pending is not None or table.window is not None:
        table.wait(Suspended(IN_ORDER, player, card_id, (str(index + 1),)))
        return
    begin_attack(table, player, card_id, index + 1, resumed)


@rule(when=When.RESUME, on=IN_ORDER)
def next_attack(table: Table, waiting: Suspended) -> None:
    """What the attack before triggered has resolved: the next attack begins."""
    begin_attack(table, waiting.player, waiting.subject, int(waiting.words[0]), True)
