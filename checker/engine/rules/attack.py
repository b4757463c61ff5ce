"""Attack (Player Ability Type): a hero or an ally uses its basic attack power against an enemy.

During their turn, a player may use their hero, and each ally they control, to attack
(attack-player-ability-type.2.1, attack.1.1, attack.1.2, ally.3): the character exhausts and
deals damage equal to its ATK to the enemy the player chooses, a villain or a minion in play
(enemy.1), engaged with any player (attack-player-ability-type.2.4). The enemy is then
attacked, so its retaliate X, if it is still in play, deals damage back
(attack-player-ability-type.2.5.1). An enemy left without hit points is defeated by the state
check of :mod:`card_play` as the damage is dealt, before it counts as attacked, and a villain's
final stage defeated wins the game.

>>> from checker.engine import Attack, apply, read_state, write_state
>>> state = read_state("players: A(first); villain: rhino[hp=14]; A.play: spidey:identity[atk=2]")
>>> after, events = apply(state, Attack("A", "spidey", "rhino"))
>>> write_state(after), [event.render("en") for event in events]
('players: A(first); villain: rhino[hp=14 damage=2]; A.play: spidey:identity[exhausted atk=2]', ['spidey exhausts to attack rhino.', 'rhino takes 2 damage.', 'rhino has been attacked by spidey.'])
"""

from __future__ import annotations

from checker.engine import actions as a
from checker.engine import decisions as d
from checker.engine.cards import ATTACK_INCREASE, ENEMY_TYPES, CardType, Occurrence
from checker.engine.errors import REASONS
from checker.engine.events import Event, EventKey
from checker.engine.execution import record
from checker.engine.registry import REGISTRY, rule
from checker.engine.rules.attack_triggers import interrupts_to_attack
from checker.engine.rules.basic_power import (
    BASIC_ATTACK,
    controlled_characters,
    interrupted_as_power_is_used,
    interrupts_to_basic_power,
    power_used,
)
from checker.engine.rules.status_cards import cancels
from checker.engine.state import TableView
from checker.engine.table import Table
from checker.engine.timing import When
from checker.engine.turns import Phase, Suspended

"""enemy.1: an enemy is a minion or villain."""


def enemies_in_play(view: TableView) -> list[str]:
    """enemy.1: the villain and every minion in play, whoever they are engaged with."""
    return [card_id for card_id in view.in_play_cards() if view.card(card_id).type in ENEMY_TYPES]


@rule("attack-player-ability-type.2.1", "attack-player-ability-type.2.4", "ally.3", when=When.OFFER, on=Phase.PLAYER)
def attacking_is_an_option(table: Table, player: str) -> list[d.Attack]:
    """attack-player-ability-type.2.1 and .2.4, ally.3: during their turn, a player may attack any
    enemy with their hero or with an ally they control; prohibitions take out what cannot."""
    enemies = enemies_in_play(table)
    return [d.Attack(player, character, enemy) for character in controlled_characters(table, player) for enemy in enemies]


@rule("attack-player-ability-type.2.1.1", "enemy.1", when=When.PROHIBITION, on=d.Attack)
def only_an_enemy_in_play_is_attacked(table: Table, decision: d.Attack) -> None:
    """attack-player-ability-type.2.1.1: a basic attack needs an enemy that can be attacked."""
    enemy = table.cards.get(decision.enemy)
    if enemy is None or enemy.type not in ENEMY_TYPES or not table.is_in_play(enemy.id):
        raise table.violation("attack-player-ability-type.2.1.1", REASONS.NOT_AN_ENEMY, card=decision.enemy)


@rule("attack-player-ability-type.2.1", when=When.PERFORM, on=d.Attack)
def basic_attack(table: Table, decision: d.Attack) -> None:
    """attack-player-ability-type.2.1: the character exhausts, then deals damage equal to its ATK
    to the enemy (attack.1.1 for a hero, attack.1.2 for an ally), which has then been attacked
    (attack-player-ability-type.2.5). A stunned character discards its stunned status card
    instead of dealing damage, once it has exhausted (stun.6, stun.7)."""
    character = table.card(decision.character)
    if character.type is CardType.ALLY:
        record("attack.1.2", "ally.3")
    else:
        record("attack.1.1")
    record("attack-player-ability-type.2.4", "attack.1.4", "enemy.1")
    table.set_card(character.exhaust())
    table.emit(EventKey.EXHAUSTED_TO_ATTACK, "attack-player-ability-type.2.1",
               card=table.ref(decision.character), enemy=table.ref(decision.enemy))
    if cancels(table, decision.character, EventKey.ATTACK_CANCELED, "stun.6"):
        # It exhausted all the same, a cost of the attempt (stun.7).
        record("stun.7")
        return
    if interrupts_to_basic_power(table, decision.character):
        # One occurrence, the character using its basic attack power to attack, creates two
        # triggering conditions, the character using a basic power and the character attacking:
        # their interrupts share one window (triggering-condition.3, :func:`attacking_too`).
        if interrupted_as_power_is_used(table, decision.player, decision.character, BASIC_ATTACK, decision.enemy):
            return
    elif interrupted(table, decision.player, decision.character, decision.enemy):
        return
    strike(table, decision.character, decision.enemy)


def interrupted(table: Table, player: str, character: str, enemy: str) -> bool:
    """attack-player-ability-type.2.1: a basic attack is the character attacking, as an attack
    ability is: once it has exhausted, the interrupts waiting for it ("when [character]
    attacks") resolve before its damage, and what they add to that attack counts. True when a
    decision stopped them: the attack goes on once they have resolved."""
    if not interrupts_to_attack(table, character):
        return False
    waiting = Suspended(BASIC_ATTACK, player, character, (enemy,))
    return REGISTRY.initiate_waiting(table, waiting, EventKey.ATTACK_BEGINS, BASIC_ATTACK,
                                     character=table.ref(character), card=table.ref(character))


def attacking_too(view: TableView, event: Event) -> tuple[Occurrence, ...]:
    """triggering-condition.3: the other triggering condition a character using its basic attack
    power creates, the character attacking, when an interrupt waits for it: its interrupts share
    the window of those to the character using a basic power."""
    if event.key is not EventKey.USES_BASIC_POWER or event.clause != BASIC_ATTACK \
            or not interrupts_to_attack(view, event.params["card"].id):
        return ()
    return (Occurrence.ATTACKS,)


@rule(when=When.RESUME, on=BASIC_ATTACK)
def basic_attack_goes_on(table: Table, waiting: Suspended) -> None:
    """The interrupts to the character using its basic power and attacking, in one window, or to
    it attacking alone, have resolved: the attack deals its damage, with what they added."""
    strike(table, waiting.subject, waiting.words[0])


def strike(table: Table, character: str, enemy: str) -> None:
    """The damage of a basic attack: equal to the character's ATK, with what interrupts to its
    use added to it, dealt to the enemy, which has then been attacked
    (attack-player-ability-type.2.5)."""
    # An enemy left without hit points is defeated as the damage is dealt, before anything that
    # waits for the attack to resolve: a defeated enemy does not retaliate (retaliate-x.3).
    damage = power_used(table, character, "attack")
    if table.card(character).counter(ATTACK_INCREASE):
        # An interrupt to the character attacking added to this attack only.
        damage += table.card(character).counter(ATTACK_INCREASE)
        table.set_card(table.card(character).with_counter(ATTACK_INCREASE, 0))
    REGISTRY.perform(table, a.DealAttackDamage(character, enemy, damage, "attack-player-ability-type.2.1"))
    record("attack-player-ability-type.2.5")
    table.emit(EventKey.ATTACKED, "attack-player-ability-type.2.5", card=table.ref(enemy), attacker=table.ref(character))
