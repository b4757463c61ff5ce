"""Labeled abilities that are a defense: "Hero Interrupt (defense)".

An interrupt labeled "(defense)" is a defense made by its player's identity (labeled-ability.4).
Its triggering condition, "when an enemy attacks you", is the enemy attack itself, so the engine
offers it to the player asked to declare a defender of that attack, among the characters they
could declare (:func:`checker.engine.rules.enemy_activation.defense_abilities`). Initiating it
makes the identity the defender (labeled-ability.4.1, defend.5.4) before its effects resolve
(defend.5.4.1); the player may then initiate more of their defense abilities (defend.6.3), or
still declare their hero the defender with its basic defense (defend.6.1), and no other player
may defend that attack any more (defend.6.4). The hero does not exhaust for it, only what the
ability prints as its cost (defend.6.2). A player whose ally defends the attack may initiate
their defense abilities too, and the ally stays the defender (defend.6.5); so may a player whose
hero made a basic defense, and the hero stays the defender (defend.6.3).

>>> from checker.engine import Choose, PerformStep, VillainStep, apply, read_state
>>> state = read_state(
...     "players: A(first); phase: villain 2; villain: rhino[atk=3 hp=14]; scheme: ms1[side=B target=9]; "
...     "encounter-deck: b1 t1; A.deck: d1 d2; A.play: spidey:identity[hp=10 def=2] "
...     'web:upgrade[ability="interrupt(defense): exhaust -> draw+1"]')
>>> after, _ = apply(state, PerformStep(VillainStep.ENEMIES_ACTIVATE))
>>> after, events = apply(after, Choose("A", "web"))
>>> [event.render("en") for event in events], after.pending.options
(['spidey becomes the defender against rhino with a defense ability.', 'web exhausts.', 'A draws d1.'], ('spidey', 'no-defender'))
>>> after, _ = apply(after, Choose("A", "no-defender"))
>>> after.card("spidey").counter("damage"), after.card("spidey").exhausted
(3, False)
"""

from __future__ import annotations

from checker.engine.cards import Label
from checker.engine.events import EventKey
from checker.engine.execution import record
from checker.engine.forms import identity_of
from checker.engine.registry import REGISTRY, carries_out_words, rule
from checker.engine.rules.effects import resolve_ability
from checker.engine.rules.enemy_activation import attack_resolved, declare_defender, defense_abilities, resolve_attack
from checker.engine.table import Table
from checker.engine.timing import When
from checker.engine.turns import Answer, Choice, Pending, Suspended

carries_out_words(Label.DEFENSE)

ALLY_DEFENDING = "defend.6.5"
"""The clause of the decision of a player whose ally defends the attack, about their defense
abilities."""
HERO_DEFENDING = "defend.6.3"
"""The clause of the decision of a player whose hero made a basic defense, about their defense
abilities."""
DEFENDING_PLAYER = "defend.6.4"
"""The clause of the decision of a player whose identity defends through a defense ability: only
they may go on defending the attack."""


@rule("labeled-ability.4", "labeled-ability.4.1", when=When.PERFORM, on=Label.DEFENSE)
def defend_with_ability(table: Table, enemy: str, player: str, card_id: str, used: tuple[str, ...]) -> None:
    """labeled-ability.4: ``player`` initiates the defense ability of ``card_id`` against the
    attack of ``enemy``. The first one makes their identity the defender as it begins resolving
    (.4.1, defend.5.4, .5.4.1); any number may follow (defend.6.3), each once (the ``used``
    ones are not offered again). The hero does not exhaust for it (defend.6.2), and it is no
    basic defense (defend.6.1): the player may still declare their hero the defender, or no
    one more, and the attack then resolves with the identity as its defender."""
    identity = identity_of(table, player)
    if used:
        record("defend.6.3")
    else:
        record("defend.5.4", "defend.5.4.1")
        REGISTRY.initiate(table, EventKey.IDENTITY_DEFENDS, "defend.5.4", card=table.ref(identity),
                          enemy=table.ref(enemy))
        if table.pending is not None:
            # The forced interrupts to the identity defending (defend.5.4.2) asked the order they
            # resolve in: the defense ability waits for them to have resolved.
            table.wait(Suspended(DEFENSE_WAITS, player, card_id, (enemy, *used)))
            return
    defense_resolves(table, enemy, player, card_id, used)


DEFENSE_WAITS = "defend.5.4.2"
"""The clause of a defense ability waiting for the interrupts to its identity defending."""


@rule(when=When.RESUME, on=DEFENSE_WAITS)
def defense_goes_on(table: Table, waiting: Suspended) -> None:
    """The interrupts to the identity defending have resolved: the defense ability resolves,
    and the attack with it."""
    enemy, *used = waiting.words
    defense_resolves(table, enemy, waiting.player, waiting.subject, tuple(used))
    if table.pending is None:
        attack_resolved(table)


def defense_resolves(table: Table, enemy: str, player: str, card_id: str, used: tuple[str, ...]) -> None:
    """The defense ability of ``card_id`` resolves, its identity the defender; then the player
    may go on defending (defend.6.3, .6.4), or the attack resolves."""
    identity = identity_of(table, player)
    record("defend.6.2")
    resolve_ability(table, player, card_id, 0)
    used = (*used, card_id)
    hero = [] if table.card(identity).exhausted else [identity]
    options = (*hero, *defense_abilities(table, player, used), Answer.NO_DEFENDER.value)
    # An attacking minion that left play ends its activation: nothing more is asked (activation.4.4).
    if len(options) > 1 and table.is_in_play(enemy):
        table.pending = Pending(player, Choice.DECLARE_DEFENDER, options, DEFENDING_PLAYER, enemy, "/".join((player, *used)))
        return
    resolve_attack(table, enemy, player, identity, basic=False)


@rule(DEFENDING_PLAYER, when=When.ANSWER, on=DEFENDING_PLAYER)
def defending_player_chose(table: Table, pending: Pending, choice: str) -> None:
    """defend.6.4: once a player's identity defends through a defense ability, only they go on
    defending the attack: they declare their hero the defender with its basic defense
    (defend.6.1), initiate another defense ability, or declare no one more."""
    player, *used = pending.context.split("/")
    enemy, identity = pending.subject, identity_of(table, player)
    if choice == identity:
        record("defend.6.1")
        declare_defender(table, identity, enemy)
        resolve_attack(table, enemy, player, identity)
    elif choice == Answer.NO_DEFENDER:
        resolve_attack(table, enemy, player, identity, basic=False)
    else:
        defend_with_ability(table, enemy, player, choice, tuple(used))
        if table.pending is not None:
            return
    attack_resolved(table)


@rule(ALLY_DEFENDING, when=When.PERFORM, on=ALLY_DEFENDING)
def ally_defends(table: Table, enemy: str, player: str, ally: str, used: tuple[str, ...]) -> None:
    """defend.6.5: while ``ally`` defends the attack of ``enemy``, ``player`` may initiate their
    defense abilities, those not ``used`` yet, each once; their identity does not become the
    defender. The game asks them, unless they have none left."""
    still_defending(table, enemy, player, ally, used, ALLY_DEFENDING)


def still_defending(table: Table, enemy: str, player: str, defender: str, used: tuple[str, ...], clause: str) -> None:
    """Ask ``player``, whose ``defender`` defends the attack of ``enemy``, about their defense
    abilities not ``used`` yet, under ``clause``; they are not asked when they have none left."""
    options = (*defense_abilities(table, player, used), Answer.NO_DEFENDER.value)
    if len(options) > 1:
        table.pending = Pending(player, Choice.DECLARE_DEFENDER, options, clause, enemy,
                                "/".join((player, defender, *used)))


@rule(HERO_DEFENDING, when=When.PERFORM, on=HERO_DEFENDING)
def hero_defends(table: Table, enemy: str, player: str, hero: str, used: tuple[str, ...]) -> None:
    """defend.6.3: once ``hero`` has made a basic defense against the attack of ``enemy``, its
    player may still initiate their defense abilities, those not ``used`` yet, each once; the
    hero stays the defender, with its DEF. An attacking minion that left play ends its
    activation: nothing more is asked (activation.4.4)."""
    if table.is_in_play(enemy):
        still_defending(table, enemy, player, hero, used, HERO_DEFENDING)


@rule(HERO_DEFENDING, when=When.ANSWER, on=HERO_DEFENDING)
def hero_defending_player_chose(table: Table, pending: Pending, choice: str) -> None:
    """defend.6.3: the player whose hero made a basic defense initiates a defense ability, which
    resolves with the hero still the defender, and may initiate another; or they initiate no
    more, and the attack resolves against the hero, its DEF reducing the damage. An enemy that
    left play meanwhile ends the attack before its damage, still defended (defend.7.1.1)."""
    player, hero, *used = pending.context.split("/")
    # Declared in an earlier step: the attack's end still counts it (defend.7.1.2).
    table.basic_defenses.add(hero)
    if choice != Answer.NO_DEFENDER:
        record("labeled-ability.4")
        resolve_ability(table, player, choice, 0)
        hero_defends(table, pending.subject, player, hero, (*used, choice))
        if table.pending is not None:
            return
    resolve_attack(table, pending.subject, player, hero)
    attack_resolved(table)


@rule(ALLY_DEFENDING, when=When.ANSWER, on=ALLY_DEFENDING)
def ally_defending_player_chose(table: Table, pending: Pending, choice: str) -> None:
    """defend.6.5: the player whose ally defends initiates a defense ability, which resolves with
    the ally still the defender, and may initiate another; or they initiate no more, and the
    attack resolves against the ally. An ally that left play meanwhile defends nothing: the attack
    resolves against its controller's identity (attack-enemy-activation.2.4.5.2.2)."""
    player, ally, *used = pending.context.split("/")
    if choice != Answer.NO_DEFENDER:
        record("labeled-ability.4")
        resolve_ability(table, player, choice, 0)
        if table.is_in_play(ally):
            ally_defends(table, pending.subject, player, ally, (*used, choice))
        if table.pending is not None:
            return
    if not table.is_in_play(ally):
        # The defending ally left play before the damage: no character defends, and the
        # identity of its controller is the target (attack-enemy-activation.2.4.5.2.2).
        record("attack-enemy-activation.2.4.5.2.2")
        resolve_attack(table, pending.subject, player, None)
    else:
        resolve_attack(table, pending.subject, player, ally)
    attack_resolved(table)
