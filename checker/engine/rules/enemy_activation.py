"""Enemy activation: villain phase step two, where the villain and the engaged minions attack
a player in hero form and scheme against a player in alter-ego form.

In player order, each player resolves their activations: the villain activates against them,
then each minion engaged with them, in the order they choose (villain-phase.1.2). The state
keeps the activations left (:attr:`~checker.engine.state.GameState.activations`): a player not
yet reached, or ``player.enemy``; a player's enemies are listed when their turn comes, so a
minion that changed engagement before then activates against its new player.

An attack (attack-enemy-activation.2.4) gives the enemy its boost card, asks the players whom
they declare the defender (each player's hero, if in hero form, or an ally they control, each
of them ready; or no one: the engine never takes a default), turns the boost cards faceup,
calculates the damage and deals it. A scheme (scheme-enemy-activation.1) places
threat on the main scheme. A choice stops the step; its answer carries it on.

>>> from checker.engine import Choose, GameState, PerformStep, VillainStep, apply, read_state
>>> state = read_state(
...     "players: A(first); phase: villain 2; villain: rhino[atk=2 hp=14]; scheme: ms1[side=B target=9]; "
...     "encounter-deck: b1[boost=1] b2; A.play: spidey:identity[hp=10 def=2]")
>>> after, _ = apply(state, PerformStep(VillainStep.ENEMIES_ACTIVATE))
>>> after.pending.options
('spidey', 'no-defender')
>>> after, events = apply(after, Choose("A", "no-defender"))
>>> after.card("spidey").counter("damage"), after.step
(3, <VillainStep.DEAL_ENCOUNTER_CARDS: 3>)
"""

from __future__ import annotations

from checker.engine import actions as a
from collections.abc import Callable

from checker.engine.cards import (
    TOUGH,
    Ability,
    ActivateEffect,
    CardType,
    DeclareDefenderEffect,
    ExhaustEffect,
    Form,
    Keyword,
    Label,
    PayCost,
    Trigger,
)
from checker.engine.card_notation import EFFECT_WORDS
from checker.engine.errors import REASONS
from checker.engine.events import Event, EventKey
from checker.engine.execution import record
from checker.engine.forms import form_of, identity_of
from checker.engine.outcome import outcome
from checker.engine.registry import REGISTRY, rule
from checker.engine.rules.attack_triggers import BASIC_DEFENSE, interrupts_to_attack
from checker.engine.rules.basic_power import power_value
from checker.engine.rules.boost import give_boost_card, gets_boost_card, resolve_boost_cards
from checker.engine.rules.effects import pay_costs, performer, who_performs
from checker.engine.rules.main_scheme import place_threat
from checker.engine.rules.status_cards import cancels
from checker.engine.state import TableView
from checker.engine.table import Table
from checker.engine.timing import When
from checker.engine.turns import Activation, Answer, Choice, Pending, Phase, Suspended, VillainStep
from checker.engine.zones import MAIN_SCHEME_DECK, VILLAIN_DECK, ZoneKind, engaged, play_area

STEP = "villain-phase.1.2"
ATTACK = "attack-enemy-activation.2.4"
DECLARE_DEFENDER = "attack-enemy-activation.2.4.2"
SCHEME = "scheme-enemy-activation.1"


@rule(STEP, "minion.2.3", "in-player-order.1", when=When.PERFORM, on=VillainStep.ENEMIES_ACTIVATE)
def enemies_activate(table: Table, _step: VillainStep) -> None:
    """Villain phase, step two: list the players in player order, then resolve their
    activations one after another."""
    if not table.activations:
        table.activations = tuple(Activation(player) for player in table.player_order())
    carry_on(table)


def carry_on(table: Table) -> None:
    """Resolve the activations left, in order, until a player is asked to choose or the game
    is over; with none left, the step is over and step three comes next."""
    while table.pending is None and not outcome(table).is_over:
        if not table.activations:
            table.step = VillainStep.DEAL_ENCOUNTER_CARDS
            return
        head, *rest = table.activations
        if table.player(head.player).eliminated:
            record("player-elimination.3")
            table.activations = tuple(rest)
        elif head.enemy is None:
            table.activations = (*activations_against(table, head.player), *rest)
        elif not ask_minion_order(table, head.player):
            table.activations = tuple(rest)
            activate(table, head.enemy, head.player)


def activations_against(table: Table, player: str) -> list[Activation]:
    """villain-phase.1.2: the villain activates against ``player`` first, then each minion
    engaged with them."""
    villain = table.top(VILLAIN_DECK)
    enemies = [villain] if villain is not None and table.is_in_play(villain) else []
    enemies += [minion for minion in table.in_zone(engaged(player)) if table.is_in_play(minion)]
    if len(enemies) > 1 and enemies[0] == villain:
        # Several enemies activate against the player: the villain first (activation.4.3).
        record("activation.4.3")
    return [Activation(player, enemy) for enemy in enemies]


def ask_minion_order(table: Table, player: str) -> bool:
    """villain-phase.1.2: the engaged minions activate in the order of their player's choice;
    while two or more are left, the player chooses the next. True when a choice is asked."""
    minions = []
    for entry in table.activations:
        if entry.player != player or entry.enemy is None or table.card(entry.enemy).type is not CardType.MINION:
            break
        minions.append(entry.enemy)
    if len(minions) < 2:
        return False
    record("activation.4.3")
    table.pending = Pending(player, Choice.NEXT_MINION, tuple(minions), STEP)
    return True


@rule(STEP, "minion.2.3", when=When.ANSWER, on=STEP)
def minion_chosen(table: Table, pending: Pending, minion: str) -> None:
    """The chosen minion activates; the step then carries on."""
    table.activations = tuple(entry for entry in table.activations if entry != Activation(pending.player, minion))
    activate(table, minion, pending.player)
    carry_on(table)


def activate(table: Table, enemy: str, player: str) -> None:
    """An enemy activates against ``player``: it attacks if their identity is in hero form and
    schemes if it is in alter-ego form. A minion no longer in play does not activate."""
    identity = identity_of(table, player)
    if not table.is_in_play(enemy) or identity is None:
        return
    # The villain activates once against each player (activation.2), a minion against the
    # player it is engaged with (activation.3); each attacks a hero and schemes against an
    # alter-ego (activation.2, .4).
    record("activation.1", *(("activation.2",) if table.card(enemy).type is CardType.VILLAIN
                             else ("activation.3", "activation.4")))
    if form_of(table, identity) is Form.HERO:
        # A stunned enemy that would attack discards its stunned status card instead (stun.7.2).
        if not cancels(table, enemy, EventKey.ATTACK_CANCELED, "stun.7.2"):
            attack(table, enemy, player)
        elif interrupts_to_attack(table, enemy):
            # The status card resolves first and the attack is no more: the interrupt to the
            # attack never triggers.
            record("status-cards.2.2")
    elif not cancels(table, enemy, EventKey.SCHEME_CANCELED, "confuse.7.2"):
        # A confused one that would scheme discards its confused status card instead (confuse.7.2).
        scheme(table, enemy, player)
    REGISTRY.settle(table)


@rule(when=When.CONSTANT, on=EventKey.ENGAGED)
def engaged_during_their_activations(table: Table, event: Event) -> None:
    """minion.2.4: a minion that engages a player while the enemies engaged with them are
    activating, in step two, activates against them too, after those still to come. One that
    engages a player whose enemies are not listed yet is listed with them when their turn comes."""
    if table.phase is not Phase.VILLAIN or table.step is not VillainStep.ENEMIES_ACTIVATE:
        return
    player, minion = event.params["player"], event.params["card"].id
    entries = table.activations
    if Activation(player) in entries or Activation(player, minion) in entries:
        return
    theirs = [index for index, entry in enumerate(entries) if entry.player == player]
    pending = table.pending
    attacking_them = pending is not None and pending.kind is Choice.DECLARE_DEFENDER and pending.context == player
    if not theirs and not attacking_them:
        return
    record("minion.2.4")
    at = theirs[-1] + 1 if theirs else 0
    table.activations = (*entries[:at], Activation(player, minion), *entries[at:])


@rule(when=When.PERFORM, on=ActivateEffect)
def villain_activates(table: Table, player: str) -> None:
    """An ability makes the villain activate against ``player``, as in step two: it attacks them
    in hero form and schemes against them in alter-ego form."""
    villain = table.top(VILLAIN_DECK)
    if villain is not None and table.is_in_play(villain):
        activate(table, villain, player)


def attack(table: Table, enemy: str, player: str) -> None:
    """attack-enemy-activation.1, .2: the enemy attacks ``player`` and their identity. It is
    given its boost card (.2.4.1), then a defender may be declared (.2.4.2): the game waits for
    the players' choice, unless no one has a character that can defend."""
    record("attack-enemy-activation.1", "attack-enemy-activation.2", "attack.1.5", ATTACK)
    REGISTRY.initiate(table, EventKey.ATTACK_INITIATED, "attack-enemy-activation.1", enemy=table.ref(enemy),
                      player=player)


@rule(when=When.CONDITION_RESOLVES, on=EventKey.ATTACK_INITIATED)
def attack_initiated(table: Table, event: Event) -> None:
    """The attack goes on once the interrupts to its initiation have resolved ("when [enemy]
    attacks": attack-enemy-activation.3.1): the boost card, then the defender. Resumed after an
    interrupt that asked a decision, the step carries on once the attack has resolved. A
    quickstrike attack goes on under its own rule (quickstrike.1)."""
    if event.clause != "attack-enemy-activation.1":
        return
    enemy, player = event.params["enemy"].id, event.params["player"]
    resumed = not any(logged is event for logged in table.events)
    if gets_boost_card(table, enemy):
        record("attack-enemy-activation.2.4.1", *villain_activation(table, enemy))
        give_boost_card(table, enemy, "attack-enemy-activation.2.4.1")
    if not ask_for_defender(table, enemy, player):
        resolve_attack(table, enemy, player, None)
        if resumed:
            attack_resolved(table)


def ask_for_defender(table: Table, enemy: str, attacked: str, declined: str | None = None,
                     clause: str = DECLARE_DEFENDER, attacked_ally: str = "") -> bool:
    """attack-enemy-activation.2.4.2: a player who wishes to defend exhausts a character as the
    defender; any player may defend (ally.5), one at a time (defend.2). The attacked player is
    asked first, then each other player in player order, until one declares a defender; those
    who cannot defend are passed over. Besides their characters, a player may initiate the
    abilities of their cards labeled a defense (labeled-ability.4), unless the enemy attacks an
    ally. ``declined`` is the last player who declared none; the answer goes to the rule of
    ``clause``, with the attacked ally, if the enemy attacks one, as its context, or else the
    attacked player. True when a player is asked."""
    asked = [attacked, *(player for player in table.player_order() if player != attacked)]
    for player in asked[asked.index(declined) + 1 if declined in asked else 0 :]:
        defenders = [card_id for card_id in possible_defenders(table, player) if card_id != attacked_ally]
        abilities = [] if attacked_ally else [*defense_abilities(table, player), *declaring_abilities(table, player)]
        if defenders or abilities:
            record(DECLARE_DEFENDER)
            table.pending = Pending(player, Choice.DECLARE_DEFENDER, (*defenders, *abilities, Answer.NO_DEFENDER.value),
                                    clause, enemy, attacked_ally or attacked)
            return True
    return False


def possible_defenders(table: Table, player: str) -> list[str]:
    """The ready characters ``player`` controls that can defend: their hero (defend.3), then
    their allies in play (defend.4), in table order. An exhausted card cannot exhaust again
    (exhausted.2), and an alter-ego has no basic defense power."""
    found = []
    identity = identity_of(table, player)
    if identity is not None and form_of(table, identity) is Form.HERO:
        found.append(identity)
    for card_id in table.in_zone(play_area(player)):
        if table.card(card_id).type is CardType.ALLY and table.is_in_play(card_id):
            found.append(card_id)
    ready = [card_id for card_id in found if not table.card(card_id).exhausted]
    if len(ready) < len(found):
        record("exhausted.2")
    return ready


def defense_ability(view: TableView, card_id: str) -> Ability | None:
    """The interrupt labeled a defense (labeled-ability.4) on the faceup side of ``card_id``."""
    for ability in view.card(card_id).abilities():
        if ability.trigger is Trigger.INTERRUPT and Label.DEFENSE in ability.labels:
            return ability
    return None


def declaring_ability(view: TableView, card_id: str) -> Ability | None:
    """The interrupt on the faceup side of ``card_id`` that declares a defender, not labeled a
    defense (defend.3.1, .5.2)."""
    for ability in view.card(card_id).abilities():
        if ability.trigger is Trigger.INTERRUPT and ability.has(DeclareDefenderEffect) and Label.DEFENSE not in ability.labels:
            return ability
    return None


def usable_interrupts(view: TableView, player: str, find: Callable[[TableView, str], Ability | None],
                      used: tuple[str, ...] = ()) -> list[str]:
    """The cards in play that ``player`` controls, not their identity, whose interrupt ``find``
    returns they may initiate against the attack, in table order: its triggering condition, "when
    an enemy attacks you", is the attack itself. Each card's is initiated once per attack
    (interrupt.3), not one of those ``used``, and only if its cost can be paid: a card that
    exhausts for it must be ready (exhausted.2); one that costs resources is not offered, since
    nothing pays resources in the middle of an attack. A ready ally's own is not offered either:
    choosing that ally declares it the defender by exhausting it."""
    found = []
    for card_id in view.in_play_cards():
        zone, card = view.base_zone(card_id), view.card(card_id)
        if zone.kind is not ZoneKind.PLAY or zone.holder != player or card_id in used or card.type is CardType.IDENTITY:
            continue
        ability = find(view, card_id)
        if ability is None or any(isinstance(cost, PayCost) for cost in ability.costs):
            continue
        exhausts = any(isinstance(cost, ExhaustEffect) for cost in ability.costs)
        if exhausts and card.exhausted or card.type is CardType.ALLY and not card.exhausted:
            continue
        found.append(card_id)
    return found


def defense_abilities(view: TableView, player: str, used: tuple[str, ...] = ()) -> list[str]:
    """labeled-ability.4: the cards whose interrupt labeled a defense ``player`` may initiate
    against the attack."""
    return usable_interrupts(view, player, defense_ability, used)


def declaring_abilities(view: TableView, player: str) -> list[str]:
    """defend.3.1, .5.2: the cards whose interrupt declares a defender ``player`` may initiate
    against the attack, if the character making it can defend: their hero, or an ally."""
    return [card_id for card_id in usable_interrupts(view, player, declaring_ability)
            if (character := who_performs(view, player, card_id)[0]) is not None
            and (view.card(character).type is CardType.ALLY or form_of(view, character) is Form.HERO)]


def declare_by_ability(table: Table, enemy: str, player: str, card_id: str) -> None:
    """defend.3.1, .5.2: the ability of ``card_id`` declares the character making it the
    defender, which exhausts only if the ability's cost says so, so that an exhausted one may be
    declared too (defend.3.2, .5.3). A hero declared so makes a basic defense (defend.3.1); an
    ally becomes the defender (defend.5.2)."""
    ability = declaring_ability(table, card_id)
    others = [effect for effect in ability.effects if not isinstance(effect, DeclareDefenderEffect)]
    if others:
        # Only the declaration is carried out here: any other effect would be dropped.
        raise table.error(REASONS.EFFECT_NOT_CARRIED_OUT, card=table.ref(card_id),
                          effect=EFFECT_WORDS.get(type(others[0]), type(others[0]).__name__))
    if ability.costs:
        pay_costs(table, player, card_id, ability)
    character = performer(table, player, card_id)
    hero = table.card(character).type is CardType.IDENTITY
    record("defend.1", "defend.2", *(("defend.3.1", "defend.3") if hero else ("defend.5.2", "defend.5")))
    if table.card(character).exhausted:
        record("defend.3.2" if hero else "defend.5.3")
    table.emit(EventKey.DECLARED_BY_ABILITY, "defend.3.1" if hero else "defend.5.2", card=table.ref(character),
               enemy=table.ref(enemy))
    resolve_attack(table, enemy, player, character)


def declare_defender(table: Table, defender: str, enemy: str, *, interrupts: bool = False) -> None:
    """defend.1: the player exhausts the character they declared the defender: their hero uses
    its basic defense power (defend.3), an ally exhausts to defend (defend.4). Only this one
    character defends the attack (defend.2, and defend.3 or defend.5 for the others). With
    ``interrupts``, a hero's basic defense, or an ally exhausting to defend (defend.4), is that
    character defending: the interrupts that wait for it ("when your hero defends", "when
    [ally] defends") resolve first, before the attack goes on."""
    card = table.card(defender)
    record("defend.1", "defend.2", *(("defend.3", "basic-power.2.3") if card.type is CardType.IDENTITY else ("defend.5", "ally.5")))
    table.set_card(card.exhaust())
    if interrupts:
        REGISTRY.initiate(table, EventKey.DEFENDER_DECLARED, BASIC_DEFENSE, card=table.ref(defender), enemy=table.ref(enemy))
        return
    table.emit(EventKey.DEFENDER_DECLARED, "defend.1", card=table.ref(defender), enemy=table.ref(enemy))


@rule(when=When.RESUME, on=BASIC_DEFENSE)
def basic_defense_goes_on(table: Table, waiting: Suspended) -> None:
    """The interrupts to the character defending (a hero's basic defense, an ally exhausting to
    defend) have resolved: the attack resolves against its player, the character its defender;
    a defending ally's player, or a hero's that made a basic defense, may first initiate their
    defense abilities (defend.6.5, defend.6.3)."""
    enemy, attacked_ally = waiting.words
    if table.card(waiting.subject).type is CardType.IDENTITY:
        # Declared in an earlier step: the attack still counts the hero's basic defense
        # (defend.7.1.2).
        table.basic_defenses.add(waiting.subject)
    if defense_abilities_offered(table, enemy, waiting.player, waiting.subject, attacked_ally):
        return
    resolve_attack(table, enemy, waiting.player, waiting.subject)
    attack_resolved(table)


def defense_abilities_offered(table: Table, enemy: str, player: str, defender: str, attacked_ally: str) -> bool:
    """defend.6.5: a player whose ally defends an attack (not one against that ally) may still
    initiate their defense abilities; defend.6.3: so may a player whose hero made a basic
    defense. True when they are asked."""
    if attacked_ally or not defense_abilities(table, player):
        return False
    clause = "defend.6.3" if table.card(defender).type is CardType.IDENTITY else "defend.6.5"
    REGISTRY.trigger(table, When.PERFORM, clause, enemy, player, defender, ())
    return table.pending is not None


def defend_or_pass(table: Table, pending: Pending, choice: str, attacked: str, clause: str = DECLARE_DEFENDER,
                   attacked_ally: str = "") -> bool:
    """The answer to a defender declaration asked under ``clause`` for an attack on ``attacked``
    (on their ``attacked_ally``, if any): the declared defender takes the attack, and a defender
    of another player makes them the target player; a player who declared none passes the
    choice on, and with no one left to ask, the attack is undefended. False when the next
    player is asked instead."""
    enemy = pending.subject
    if choice == Answer.NO_DEFENDER:
        if ask_for_defender(table, enemy, attacked, pending.player, clause=clause, attacked_ally=attacked_ally):
            return False
        resolve_attack(table, enemy, attacked, None, attacked_ally or None)
    elif table.card(choice).type not in (CardType.IDENTITY, CardType.ALLY) or table.card(choice).exhausted:
        # Not a character declared by exhausting it: a card whose ability the player initiates.
        if pending.player != attacked:
            record("attack-enemy-activation.2.3", "attack-enemy-activation.2.4.2.2", "defend.6.7")
        if choice in defense_abilities(table, pending.player):
            REGISTRY.trigger(table, When.PERFORM, Label.DEFENSE, enemy, pending.player, choice, ())
        else:
            declare_by_ability(table, enemy, pending.player, choice)
        return table.pending is None
    else:
        if pending.player != attacked:
            record("attack-enemy-activation.2.3", "attack-enemy-activation.2.4.2.2", "defend.6.7")
        declare_defender(table, choice, enemy, interrupts=True)
        if table.pending is not None:
            table.wait(Suspended(BASIC_DEFENSE, pending.player, choice, (enemy, attacked_ally)))
            return False
        if defense_abilities_offered(table, enemy, pending.player, choice, attacked_ally):
            return False
        resolve_attack(table, enemy, pending.player, choice)
    return True


@rule(DECLARE_DEFENDER, when=When.ANSWER, on=DECLARE_DEFENDER)
def defender_chosen(table: Table, pending: Pending, choice: str) -> None:
    """A player declared a defender: the attack resolves against them, the new target player
    when they are not the attacked one (attack-enemy-activation.2.3, .2.4.2.2). A player who
    declared none passes the choice on; with no one left to ask, the attack is undefended. The
    step then carries on."""
    if defend_or_pass(table, pending, choice, pending.context):
        attack_resolved(table)


def attack_resolved(table: Table) -> None:
    """What the attack set off resolves; in villain phase step two, the step carries on."""
    REGISTRY.settle(table)
    if table.phase is Phase.VILLAIN and table.step is VillainStep.ENEMIES_ACTIVATE:
        # An enemy may activate outside this step too (teamwork-trait.2): then no step carries on.
        carry_on(table)


def resolve_attack(table: Table, enemy: str, player: str, defender: str | None, attacked_ally: str | None = None,
                   *, basic: bool = True) -> None:
    """attack-enemy-activation.2.4.3 to .2.4.6: turn the boost cards faceup, calculate the
    damage, deal it to the defender or, undefended, to the attacked ally, if the enemy attacks
    one, or else to the identity of ``player``, the target player; then the attack has resolved
    and what triggers after it resolves. An attack whose target player it eliminates ends there
    (player-elimination.3.2.1). An identity that defends through a defense ability and not
    ``basic`` defense reduces nothing by its DEF (defend.6.1)."""
    target = defender or attacked_ally or identity_of(table, player)
    if defender is None and attacked_ally is not None:
        record("attacks-against-allies.1")
        table.emit(EventKey.UNDEFENDED, "attacks-against-allies.1", enemy=table.ref(enemy))
    elif defender is None:
        record("attack-enemy-activation.2.4.5.3", "defend.6.8")
        table.emit(EventKey.UNDEFENDED, "attack-enemy-activation.2.4.5.3", enemy=table.ref(enemy))
    else:
        record("attack-enemy-activation.2.4.2.1")
        if table.card(defender).type is CardType.ALLY:
            record("attack-enemy-activation.2.2", "defend.5.1")
    stage = table.top(VILLAIN_DECK)
    if not table.is_in_play(enemy) and table.card(enemy).type is CardType.VILLAIN and stage is not None \
            and table.card(stage).name == table.card(enemy).name:
        # A villain stage defeated while activating, followed by a stage of the same title: the
        # new stage resumes the activation (villain-defeat.4.3.3).
        record("villain-defeat.4.3.3")
        enemy = stage
    record("attack-enemy-activation.2.4.3")
    # "You" in a boost ability is the target player: the controller of the ally attacked, or
    # the player whose character defends.
    you = ("attacks-against-allies.2.2",) if attacked_ally is not None else ("defend.6.7.2",) if defender else ()
    boost = resolve_boost_cards(table, enemy, "attack-enemy-activation.2.4.3", player, you)
    if target is None:
        return
    if not table.is_in_play(enemy):
        # The attack ends before its damage: what waits for it to end still resolves
        # (attack-enemy-activation.3.2), for a defended attack as defended (defend.7.1.1). A
        # minion's activation ends there, with none of its further steps (activation.4.4); a
        # villain stage followed by another title's, without resolving (villain-defeat.4.4.3).
        if table.card(enemy).type is CardType.MINION:
            record("activation.4.4")
        elif stage is not None:
            record("villain-defeat.4.4.3")
        table.emit(EventKey.ATTACK_ENDS_EARLY, "attack-enemy-activation.3.2", enemy=table.ref(enemy),
                   card=table.ref(target))
        return
    record("attack-enemy-activation.2.4.4", "attack-enemy-activation.2.4.4.1", "attack-enemy-activation.2.4.5")
    strength = power_value(table, enemy, "attack") + boost
    attacked = None if defender is None else table.card(defender).type
    defense = power_value(table, defender, "defense") if attacked is CardType.IDENTITY and basic else 0
    if attacked is CardType.IDENTITY and not basic:
        record("defend.6.1", "attack-enemy-activation.2.4.5.1")
    elif attacked is CardType.IDENTITY:
        record("attack-enemy-activation.2.4.4.2", "attack-enemy-activation.2.4.5.1", "defend.3")
        if defense:
            # The DEF reduces the damage the attack deals, and so the damage the hero takes.
            record("damage.2.3.1")
        if table.card(defender).counter(TOUGH):
            # The DEF reduces the damage first; reduced to 0, it leaves the tough status alone.
            record("attack-enemy-activation.2.4.5.1.2", "tough.3.1.2")
    elif attacked is CardType.ALLY:
        record("attack-enemy-activation.2.4.5.2", "defend.4")
    damage = max(0, strength - defense)
    table.emit(EventKey.ATTACK_DAMAGE, "attack-enemy-activation.2.4.4", enemy=table.ref(enemy), count=damage,
               attack=strength - boost, boost=boost, defense=defense)
    considered = "attacks-against-allies.1" if target == attacked_ally else CONSIDERED_ATTACKED[attacked]
    if table.card(enemy).definition.atk_indirect:
        # The damage is indirect: the target player assigns it among the characters they
        # control, now that defenders are declared, and the attack goes on once it is dealt.
        record("indirect-damage.6")
        REGISTRY.perform(table, a.DealIndirectDamage(player, damage))
        if table.pending is not None:
            table.wait(Suspended(INDIRECT, player, enemy, (target, considered)))
            return
    else:
        REGISTRY.perform(table, a.DealAttackDamage(enemy, target, damage, "attack-enemy-activation.2.4.5"))
    attack_dealt(table, enemy, player, target, considered)


INDIRECT = "indirect-damage.6"
"""The clause of an attack waiting for its indirect damage to be assigned."""


@rule(when=When.RESUME, on=INDIRECT)
def indirect_damage_assigned(table: Table, waiting: Suspended) -> None:
    """indirect-damage.6: the attacked player has assigned the attack's indirect damage and it
    has been dealt: the attack goes on, against the character it attacked, and so does the step."""
    target, considered = waiting.words
    attack_dealt(table, waiting.subject, waiting.player, target, considered)
    attack_resolved(table)


def attack_dealt(table: Table, enemy: str, player: str, target: str, considered: str) -> None:
    """The attack's damage is dealt: an attack that eliminated its target player ends there
    (player-elimination.3.2.1); otherwise ``target`` is the character considered attacked, under
    ``considered``, even if indirect damage went to other characters (indirect-damage.6.1)."""
    if table.player(player).eliminated:
        record("player-elimination.3.2.1")
        table.emit(EventKey.ATTACK_ENDS, "player-elimination.3.2.1", enemy=table.ref(enemy), player=player)
        return
    if table.card(enemy).definition.atk_indirect:
        record("indirect-damage.6.1")
    record("attack-enemy-activation.2.4.6", considered)
    table.emit(EventKey.ATTACKED, "attack-enemy-activation.2.4.6", card=table.ref(target), attacker=table.ref(enemy))


def villain_activation(view: Table, enemy: str) -> tuple[str, ...]:
    """activation.4.1: each activation of the villain gives it one boost card; the clause, when
    ``enemy`` is the villain."""
    return ("activation.4.1",) if view.card(enemy).type is CardType.VILLAIN else ()


CONSIDERED_ATTACKED = {
    CardType.IDENTITY: "attack-enemy-activation.2.4.5.1.1",
    CardType.ALLY: "attack-enemy-activation.2.4.5.2.1",
    None: "attack-enemy-activation.2.4.5.3.1",
}
"""The clause that says which character is considered attacked, by the type of the defender:
the defending hero, the defending ally, or (no defender) the attacked identity."""


def scheme(table: Table, enemy: str, player: str) -> None:
    """scheme-enemy-activation.1: the enemy schemes: it is given its boost card (.1.1), its
    boost cards turn faceup one at a time (.1.2), and threat equal to its SCH value and their
    boost icons goes on the main scheme (.1.3)."""
    record(SCHEME, "enemy-schemes.1")
    table.emit(EventKey.SCHEME_INITIATED, SCHEME, enemy=table.ref(enemy), player=player)
    if gets_boost_card(table, enemy):
        record("scheme-enemy-activation.1.1", *villain_activation(table, enemy))
        give_boost_card(table, enemy, "scheme-enemy-activation.1.1")
    if table.card(enemy).type is CardType.VILLAIN or Keyword.VILLAINOUS not in table.card(enemy).keywords:
        # The older printing of the rule (Enemy Schemes) gives the villain a boost card and no
        # minion one; it says nothing of villainous minions, which the newer one covers.
        record("enemy-schemes.1.1")
    record("scheme-enemy-activation.1.2", "enemy-schemes.1.2")
    boost = resolve_boost_cards(table, enemy, "scheme-enemy-activation.1.2", player)
    main_scheme = table.top(MAIN_SCHEME_DECK)
    threat = power_value(table, enemy, "scheme") + boost
    if not table.is_in_play(enemy) or main_scheme is None or not threat:
        return
    record("scheme-enemy-activation.1.3", "enemy-schemes.1.3", "basic-power.2.5")
    place_threat(table, main_scheme, threat, "scheme-enemy-activation.1.3")
