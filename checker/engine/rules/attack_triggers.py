"""Abilities that trigger on an attack: "when [enemy] attacks", "after [character] attacks",
"after [character] attacks and damages [a character]", "after [character] defends".

An attack is an occurrence of its attacker attacking (:class:`~checker.engine.cards.Occurrence.ATTACKS`):

* as an enemy initiates its attack, its interrupts resolve first, before its boost card
  (attack-enemy-activation.3.1); an optional one waits for its answer, then the attack goes on;
* once an attack has resolved, the event that logs the attacked character (``X has been
  attacked by Y``) opens its response windows, about the attacker. When the attack's own damage
  was taken by the character it attacked, the attacker has also "attacked and damaged" it
  (:class:`~checker.engine.cards.Occurrence.ATTACKS_AND_DAMAGES`); damage that some other ability
  dealt during the attack does not count (attack-enemy-activation.3.3), nor an attack whose
  damage was all prevented (prevent.2.3). A defended enemy attack is also an occurrence of its
  defender defending (:class:`~checker.engine.cards.Occurrence.DEFENDS`, defend.7.1). These
  conditions share one window (triggering-condition.3);
* an enemy attack that ends before its damage, its enemy gone from play, still opens them
  (attack-enemy-activation.3.2, defend.7.1.1).

They resolve in the order of what an attack triggers: the forced abilities (retaliate among
them), then the optional ones, then an ally's consequential damage
(attack-player-ability-type.2.6, attack-enemy-activation.2.4.6). A window that waits for a
decision keeps the attacked character (or player) and the kind of attack, so that what comes
after it (the rest of an initiated attack, consequential damage) still resolves once it closes.
The "you" of an encounter card's ability in such a window is the attacked player
(defend.6.7.1).
"""

from __future__ import annotations

from dataclasses import dataclass

from checker.engine.cards import ENEMY_TYPES, Ability, Card, CardType, DrawEffect, Occurrence, Trigger
from checker.engine.events import Event, EventKey
from checker.engine.execution import record
from checker.engine.rules.cards_in_play import ability_bearers
from checker.engine.state import TableView
from checker.engine.table import Table
from checker.engine.turns import Window

ATTACK_OCCURRENCES = frozenset({Occurrence.ATTACKS, Occurrence.ATTACKS_AND_DAMAGES, Occurrence.DEFENDS})
"""The occurrences logged by the event of an attacked character: about its attacker, or, for
"after X defends", about the defender."""

ATTACK_EVENTS = frozenset({EventKey.ATTACK_INITIATED, EventKey.ATTACK_BEGINS, EventKey.ATTACKED, EventKey.ATTACK_ENDS_EARLY,
                           EventKey.DEFENDER_DECLARED})
"""The events that log an attack's occurrences: its initiation and its end, after its damage or
before it (an enemy that left play), and a hero's basic defense."""

DAMAGE_CLAUSE = {
    "attack-player-ability-type.2.5": "attack-player-ability-type.2.1",
    "labeled-ability.3": "labeled-ability.3",
    "attack-enemy-activation.2.4.6": "attack-enemy-activation.2.4.5",
}
"""For each kind of attack, by the clause it is logged under as resolved, the clause its own
damage is dealt under: only that damage "damages" the attacked character."""

ATTACK_BEGINS = frozenset({EventKey.EXHAUSTED_TO_ATTACK, EventKey.ATTACK_INITIATED, EventKey.ALLY_ATTACKED})
"""The events that begin an attack: looking back for its damage stops there."""


@dataclass(frozen=True)
class AttackOccurrence:
    """An attack as the occurrence of its attacker attacking: ``attacked`` is the character it
    attacked (or, as it is initiated, the player), ``clause`` the clause it was logged under."""

    attacker: str
    attacked: str
    clause: str
    occurrence: Occurrence
    also: tuple[Occurrence, ...] = ()
    excess: int = 0
    """The excess damage of the attack on the character it defeated (excess-damage.1): what an
    ability counting it after the attack counts (overkill.2.3)."""


INITIATED = "attack-enemy-activation.1"
"""The clause an enemy's attack is initiated under: interrupts to it resolve first."""

QUICKSTRIKE = "quickstrike.1"
"""The clause a quickstrike attack is initiated under: as any enemy attack, interrupts to it
resolve first (attack-enemy-activation.3.1)."""

INITIATIONS = frozenset({INITIATED, QUICKSTRIKE})
"""The clauses an enemy's attack is initiated under."""

ABILITY_ATTACK = "attack-player-ability-type.2.2.2"
"""The clause an attack ability begins under: interrupts to it ("when [character] attacks")
resolve first, and may increase its damage."""

ATTACK_IN_ORDER = "attack-player-ability-type.2.3.1"
"""The clause one of the attacks an ability makes in order begins under: the interrupts to it
("when [character] attacks") resolve first, and what they add is for that attack only."""

HERO_DEFENDS = "defend.5.4"
"""The clause an identity becomes the defender under as a defense ability begins resolving:
interrupts to it ("when your hero defends") resolve first."""

BASIC_DEFENSE = "defend.3"
"""The clause a hero's basic defense, or an ally exhausting to defend (defend.4), is initiated
under: interrupts to it ("when your hero defends", "when [ally] defends") resolve first, as for a
defense ability (defend.5.4.2)."""

BASIC_ATTACK_ENDED = "attack-player-ability-type.2.5"
"""The clause a basic attack is logged under once it has resolved: the character has then also
used a basic power."""

THWART_ENDED = "thwart.1.1"
POWERS_USED = {THWART_ENDED: "basic-power.2.2", BASIC_ATTACK_ENDED: "basic-power.2.1"}
"""The basic power a basic thwart or attack uses, by the clause it is logged under once it has
resolved."""
"""The clause a basic thwart is logged under once it has resolved: responses to it ("after
[character] thwarts") resolve then. Its window keeps the scheme as the card thwarted."""

RECOVERED = "recover.2"
"""The clause a basic recovery is logged under once it has healed: the responses to the
alter-ego using a basic power resolve then. Its window keeps the alter-ego as the card it is
about."""

ENEMY_ATTACK = "attack-enemy-activation.2.4.6"
"""The clause an enemy's attack is logged under once it has resolved."""

ENDED_EARLY = "attack-enemy-activation.3.2"
"""The clause an enemy's attack is logged under when it ends before its damage."""


def attack_window(table: Table, event: Event) -> AttackOccurrence | None:
    """For an enemy initiating its attack, or the event of a character attacked, the attack as
    the occurrence of its attacker attacking; None for any other event. An attack on several
    enemies has attacked each of them (attack-player-ability-type.2.5): the event of each opens
    its own window."""
    if event.key is EventKey.ATTACK_INITIATED and event.clause in INITIATIONS:
        # "When [enemy] attacks" has the timing of "when [enemy] initiates an attack".
        return AttackOccurrence(event.params["enemy"].id, event.params["player"], event.clause, Occurrence.ATTACKS)
    if event.key is EventKey.ATTACK_BEGINS:
        # "When [character] attacks": as its attack ability begins, before its effects.
        attacker = event.params["character"].id
        return AttackOccurrence(attacker, table.base_zone(attacker).holder or "", ABILITY_ATTACK, Occurrence.ATTACKS)
    if event.key is EventKey.ATTACK_ENDS_EARLY:
        enemy, attacked = event.params["enemy"].id, event.params["card"].id
        if "also" in event.params:
            return AttackOccurrence(enemy, attacked, ENDED_EARLY, Occurrence.ATTACKS, event.params["also"])
        logged = [index for index, candidate in enumerate(table.events) if candidate is event]
        defended = bool(logged) and defended_attack(table, logged[0], enemy)
        # Still defended (defend.7.1.1): a hero's basic defense in it used a basic power
        # (defend.7.1.2).
        basic = defended and basic_defense(table, logged[0], attacked)
        also = (*((Occurrence.DEFENDS,) if defended else ()), *((Occurrence.USES_BASIC_POWER,) if basic else ()))
        return AttackOccurrence(enemy, attacked, ENDED_EARLY, Occurrence.ATTACKS, also)
    if event.key is EventKey.IDENTITY_DEFENDS:
        # "When your hero defends": as a defense ability makes it the defender (defend.5.4.2).
        return AttackOccurrence(event.params["enemy"].id, event.params["card"].id, HERO_DEFENDS, Occurrence.DEFENDS)
    if event.key is EventKey.THWARTED:
        # "After [character] thwarts": about the character, once its thwart has resolved; a
        # basic thwart is the character using a basic power too (triggering-condition.3).
        thwarter = event.params["card"].id
        also = event.params.get("also", (Occurrence.USES_BASIC_POWER,)
                                if event.clause == THWART_ENDED and responses_to_power(table, thwarter) else ())
        return AttackOccurrence(thwarter, event.params["scheme"].id, THWART_ENDED, Occurrence.THWARTS, also)
    if event.key is EventKey.RECOVERED:
        # "After X uses a basic power": about the alter-ego, once its basic recovery has healed
        # it (basic-power.2.4).
        recovered = event.params["card"].id
        return AttackOccurrence(recovered, recovered, RECOVERED, Occurrence.USES_BASIC_POWER)
    if event.key is EventKey.DEFENDER_DECLARED:
        # "When your hero defends", "when [ally] defends": as the hero exhausts for its basic
        # defense (defend.3), or the ally to defend (defend.4).
        if event.clause != BASIC_DEFENSE:
            return None
        return AttackOccurrence(event.params["enemy"].id, event.params["card"].id, BASIC_DEFENSE, Occurrence.DEFENDS)
    if event.key is not EventKey.ATTACKED:
        return None
    attacker, attacked, clause = event.params["attacker"].id, event.params["card"].id, event.clause or ""
    excess = event.params.get("excess", table.excess.get(attacked, 0))
    if "also" in event.params:
        return AttackOccurrence(attacker, attacked, clause, Occurrence.ATTACKS, event.params["also"], excess)
    logged = [index for index, candidate in enumerate(table.events) if candidate is event]
    damaged = bool(logged) and damaged_by_attack(table, logged[0], event)
    defended = bool(logged) and clause == ENEMY_ATTACK and defended_attack(table, logged[0], attacker)
    # The character that took an enemy attack's damage: "after [character] takes damage" comes
    # in the window of the attack's end (attack-enemy-activation.2.4.6.4).
    took = damaged and clause == ENEMY_ATTACK
    # A hero's basic defense (defend.7.1.2), or a basic attack, used a basic power.
    basic = defended and basic_defense(table, logged[0], attacked) \
        or clause == BASIC_ATTACK_ENDED and responses_to_power(table, attacker)
    also = (*((Occurrence.ATTACKS_AND_DAMAGES,) if damaged else ()), *((Occurrence.DEFENDS,) if defended else ()),
            *((Occurrence.DAMAGE_TAKEN,) if took else ()), *((Occurrence.USES_BASIC_POWER,) if basic else ()))
    return AttackOccurrence(attacker, attacked, clause, Occurrence.ATTACKS, also, excess)


def excess_counted(view: TableView) -> int:
    """overkill.2.3: the excess damage an ability counts, in the window of responses the attack
    that dealt it opened: the value kept as the attack defeated the character, the one overkill
    carries on (excess-damage.1); none for an attack that defeated nothing."""
    window = view.window
    if window is None or not window.attacked:
        return 0
    record("overkill.2.3", "excess-damage.1")
    return window.count


def defended_attack(table: Table, index: int, enemy: str) -> bool:
    """Whether the enemy attack logged at ``index`` was defended: it was not logged undefended
    (attack-enemy-activation.2.4.5.3), which it is as it resolves, in the same step as its end."""
    for earlier in reversed(table.events[:index]):
        if earlier.key in ATTACK_BEGINS:
            break
        if earlier.key is EventKey.UNDEFENDED and earlier.params["enemy"].id == enemy:
            return False
    return True


def basic_defense(table: Table, index: int, defender: str) -> bool:
    """defend.7.1.2: whether the defender of the enemy attack logged at ``index`` is a hero that
    made a basic defense, exhausting for it (defend.3) or declared the defender by an ability
    (defend.3.1), not one that a defense ability made the defender (defend.6.1): it then used a
    basic power in that attack. A basic defense declared in an earlier step of the attack, before
    a decision, was kept for it (:attr:`~checker.engine.table.Table.basic_defenses`)."""
    if table.card(defender).type is not CardType.IDENTITY:
        return False
    if defender in table.basic_defenses:
        return True
    for earlier in reversed(table.events[:index]):
        if earlier.key in ATTACK_BEGINS:
            return False
        if earlier.key in (EventKey.DEFENDER_DECLARED, EventKey.DECLARED_BY_ABILITY) \
                and earlier.params["card"].id == defender:
            return True
    return False


INTERRUPTS = frozenset({Trigger.FORCED_INTERRUPT, Trigger.INTERRUPT})
RESPONSES = frozenset({Trigger.FORCED_RESPONSE, Trigger.RESPONSE})
"""The timing triggers of interrupts, and of responses, forced or not."""


def waits_for(view: TableView, card_id: str, occurrence: Occurrence, triggers: frozenset[Trigger]) -> bool:
    """Whether an ability in play with one of ``triggers`` waits for ``card_id`` to do
    ``occurrence``: an ability of the card itself, or one whose condition names its card type
    ("when an ally thwarts")."""
    about = view.card(card_id)
    return any(ability.trigger in triggers and ability.condition is not None
               and ability.condition.occurrence is occurrence
               and (source == card_id if ability.condition.of is None else about.type is ability.condition.of)
               for source in ability_bearers(view) for ability in view.card(source).abilities())


def responses_to_power(view: TableView, character: str) -> bool:
    """Whether a response in play waits for ``character`` to use a basic power ("after X uses a
    basic power")."""
    return waits_for(view, character, Occurrence.USES_BASIC_POWER, RESPONSES)


def subject(table: Table, occurrence: str, about: Card, attacked: str) -> Card:
    """The card an occurrence of an attack's window is about: the defender for "after X
    defends" (the character it attacked, once defended) and for "after X uses a basic power"
    after an enemy attack (the hero that made a basic defense), the character that took the
    damage for "after X takes damage", the attacker for the others (the character that thwarted,
    for a thwart)."""
    if occurrence == Occurrence.USES_BASIC_POWER.value and about.type not in ENEMY_TYPES:
        return about
    if not attacked or occurrence not in (Occurrence.DEFENDS.value, Occurrence.DAMAGE_TAKEN.value,
                                          Occurrence.USES_BASIC_POWER.value):
        return about
    return table.card(attacked)


def held_until_attack_ends(event: Event) -> bool:
    """attack-enemy-activation.2.4.6.4: the responses to the damage an enemy attack deals wait
    for the attack to finish resolving: they come in the window of its end, with the forced
    abilities (retaliate) first and the optional ones after them, not as the damage is taken."""
    return event.key is EventKey.DAMAGE_DEALT and event.clause == DAMAGE_CLAUSE[ENEMY_ATTACK]


def damaged_by_attack(table: Table, index: int, event: Event) -> bool:
    """attack-enemy-activation.3.3, prevent.2.3: whether the character attacked took damage from
    the attack itself: damage dealt under the attack's own step, since the attack began. Damage
    prevented was never taken, so it left no such event."""
    clause, target = DAMAGE_CLAUSE.get(event.clause or ""), event.params["card"].id
    for earlier in reversed(table.events[:index]):
        if earlier.key in ATTACK_BEGINS:
            return False
        if earlier.params.get("card") is None or earlier.params["card"].id != target:
            continue
        if earlier.key is EventKey.DAMAGE_DEALT and earlier.clause == clause:
            return True
        if earlier.key is EventKey.COUNTERS_SET and earlier.clause == "tough.3.1":
            # Its tough status card prevented all of it: the attack dealt damage, yet the
            # character took none.
            record("prevent.2.3")
            return False
    return False


def attack_record(view: TableView, window: Window, forced: bool, conditions: set[Occurrence]) -> None:
    """Record the clauses of a window an attack opened, as an ability to ``conditions`` in it
    resolves: as an enemy initiates its attack, its interrupts; after an attack, the forced
    abilities, then the others, before consequential damage."""
    if not window.attacked:
        return
    if conditions & {Occurrence.ATTACKS, Occurrence.ATTACKS_AND_DAMAGES}:
        # The ability refers to an attack, and any way an attack occurs meets it (attack.1): a
        # player's attack, by a basic power or an ability labeled as an attack
        # (attack-player-ability-type.1, .2), or an enemy's.
        record("attack.1")
        if window.attack_clause not in (*INITIATIONS, ENEMY_ATTACK, ENDED_EARLY):
            record("attack-player-ability-type.1", "attack-player-ability-type.2")
    if window.attack_clause in INITIATIONS:
        record("attack-enemy-activation.3.1")
        return
    if window.attack_clause == HERO_DEFENDS:
        record("defend.5.4.2")
        return
    if window.attack_clause == BASIC_DEFENSE:
        # A hero's basic defense (defend.3), or an ally exhausting to defend (defend.4).
        record("defend.3" if view.card(window.attacked).type is CardType.IDENTITY else "defend.4")
        return
    if window.attack_clause == ABILITY_ATTACK:
        # An interrupt to an attack ability as it begins: what it adds records its own clause.
        return
    if window.attack_clause == RECOVERED:
        # The alter-ego used its basic recovery power (basic-power.2.4).
        record("recover.2", "basic-power.2.4")
        return
    if Occurrence.USES_BASIC_POWER in conditions and window.attack_clause in POWERS_USED:
        # The thwart or attack used the character's basic power: what waits for that resolves
        # with what waits for the thwart or attack, once it has resolved.
        record(POWERS_USED[window.attack_clause], "triggering-condition.3")
    if window.attack_clause in (ENEMY_ATTACK, ENDED_EARLY):
        early = window.attack_clause == ENDED_EARLY
        record("attack-enemy-activation.3.2" if early else "attack-enemy-activation.2.4.6")
        if conditions & {Occurrence.ATTACKS, Occurrence.ATTACKS_AND_DAMAGES}:
            record("attack-enemy-activation.2.4.6.1")
        if Occurrence.DEFENDS in conditions:
            # It resolves once the attack has ended (defend.7.1), even before its damage.
            record("attack-enemy-activation.2.4.6.3", "defend.7.1", *(("defend.7.1.1",) if early else ()))
        if Occurrence.DAMAGE_TAKEN in conditions:
            record("attack-enemy-activation.2.4.6.4")
        if Occurrence.USES_BASIC_POWER in conditions:
            # The hero's basic defense used a basic power: what waits for that resolves once
            # the attack has resolved, or has ended before its damage, still defended.
            record("defend.7.1.2", *(("defend.7.1.1",) if early else ()))
    elif Occurrence.ATTACKS in conditions:
        record("attack-player-ability-type.2.6", "attack-player-ability-type.2.6.1.1",
               *(() if forced else ("attack-player-ability-type.2.6.2",)))
    if Occurrence.ATTACKS_AND_DAMAGES in conditions:
        record("attack-enemy-activation.3.3")


def star_record(table: Table, window: Window, source: str, forced: bool) -> None:
    """Record the star an enemy's attack points at as a forced ability of ``source`` that the
    attack triggered resolves: the star beside the ATK of the attacker itself (star-icon.2), or
    in the ATK field of an attachment attached to it (star-icon.3)."""
    if not forced or not window.attacked or not table.card(source).definition.atk_star:
        return
    if source == window.card:
        record("star-icon.2")
    elif table.host_of(source) == window.card:
        record("star-icon.3")


def attacked_player(table: Table, window: Window, ability: Ability) -> str | None:
    """The player an encounter card's ability that an attack triggered means by "you": the
    player against whom the attack was initiated, for an interrupt to it; after it, the player
    who was its target as it ended, the controller of the character attacked, such as the one
    whose ally defended (defend.6.7.1) or whose ally it attacked (attacks-against-allies.2.1)."""
    if window.attack_clause in (*INITIATIONS, ABILITY_ATTACK):
        player = window.attacked
    else:
        player = table.base_zone(window.attacked).holder
    if player is not None and any(isinstance(effect, DrawEffect) for effect in ability.effects):
        record("defend.6.7.1", "attack-enemy-activation.2.4")
        if window.attack_clause not in INITIATIONS and table.card(window.attacked).type is CardType.ALLY:
            record("attacks-against-allies.2", "attacks-against-allies.2.1", "you.1.7")
    return player


def resumed_attack(table: Table, window: Window, also: dict[str, object]) -> Event:
    """The event a window its attack opened resumes with, once it closes: the attack as it was
    logged, so that what it triggers after the window (the rest of the attack as it was initiated,
    an ally's consequential damage once it resolved) carries on with the same characters."""
    if window.attack_clause in INITIATIONS:
        return Event.make(EventKey.ATTACK_INITIATED, window.attack_clause, enemy=table.ref(window.card), player=window.attacked)
    if window.attack_clause == ABILITY_ATTACK:
        return Event.make(EventKey.ATTACK_BEGINS, ABILITY_ATTACK, character=table.ref(window.card))
    if window.attack_clause == THWART_ENDED:
        return Event.make(EventKey.THWARTED, THWART_ENDED, card=table.ref(window.card), scheme=table.ref(window.attacked),
                          also=window.also)
    if window.attack_clause == RECOVERED:
        return Event.make(EventKey.RECOVERED, RECOVERED, card=table.ref(window.card))
    if window.attack_clause == HERO_DEFENDS:
        # The identity defending through a defense ability: its attack has not resolved yet, so
        # what comes after it waits for its damage.
        return Event.make(EventKey.IDENTITY_DEFENDS, HERO_DEFENDS, card=table.ref(window.attacked),
                          enemy=table.ref(window.card))
    if window.attack_clause == BASIC_DEFENSE:
        return Event.make(EventKey.DEFENDER_DECLARED, BASIC_DEFENSE, card=table.ref(window.attacked),
                          enemy=table.ref(window.card))
    if window.attack_clause == ENDED_EARLY:
        return Event.make(EventKey.ATTACK_ENDS_EARLY, ENDED_EARLY, enemy=table.ref(window.card),
                          card=table.ref(window.attacked), **also)
    return Event.make(EventKey.ATTACKED, window.attack_clause or None, card=table.ref(window.attacked),
                      attacker=table.ref(window.card), **also, excess=window.count)


def interrupts_to_attack(table: Table, enemy: str) -> bool:
    """Whether an interrupt in play waits for ``enemy`` to attack ("when [enemy] attacks"): a
    stunned status card that cancels the attack comes before it (status-cards.2.2), and with the
    attack canceled it never triggers."""
    return waits_for(table, enemy, Occurrence.ATTACKS, INTERRUPTS)
