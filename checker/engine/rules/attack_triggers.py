"""Abilities that trigger after a character attacks: "after [character] attacks", "after
[character] attacks and damages [a character]".

Once an attack has resolved, the event that logs the attacked character (``X has been attacked
by Y``) is also the occurrence of its attacker having attacked: an interrupt or response window
it opens is about the attacker (:class:`~checker.engine.cards.Occurrence.ATTACKS`). When the
attack's own damage was taken by the character it attacked, the attacker has also "attacked and
damaged" it (:class:`~checker.engine.cards.Occurrence.ATTACKS_AND_DAMAGES`); damage that some
other ability dealt during the attack does not count (attack-enemy-activation.3.3), nor an attack
whose damage was all prevented (prevent.2.3). Both conditions share one window
(triggering-condition.3).

They resolve in the order of what an attack triggers: the forced abilities (retaliate among
them), then the optional ones, then an ally's consequential damage
(attack-player-ability-type.2.6, attack-enemy-activation.2.4.6). A window that waits for a
decision keeps the attacked character and the kind of attack, so that what comes after it (the
consequential damage) still resolves once the window closes.
"""

from __future__ import annotations

from checker.engine.cards import Occurrence
from checker.engine.events import Event, EventKey
from checker.engine.execution import record
from checker.engine.table import Table
from checker.engine.turns import Window

ATTACK_OCCURRENCES = frozenset({Occurrence.ATTACKS, Occurrence.ATTACKS_AND_DAMAGES})
"""The occurrences logged by the event of an attacked character, about its attacker."""

DAMAGE_CLAUSE = {
    "attack-player-ability-type.2.5": "attack-player-ability-type.2.1",
    "labeled-ability.3": "labeled-ability.3",
    "attack-enemy-activation.2.4.6": "attack-enemy-activation.2.4.5",
}
"""For each kind of attack, by the clause it is logged under as resolved, the clause its own
damage is dealt under: only that damage "damages" the attacked character."""

ATTACK_BEGINS = frozenset({EventKey.EXHAUSTED_TO_ATTACK, EventKey.ATTACK_INITIATED, EventKey.ALLY_ATTACKED})
"""The events that begin an attack: looking back for its damage stops there."""


def attack_window(table: Table, event: Event) -> tuple[str, Occurrence, tuple[Occurrence, ...]] | None:
    """For the event of a character attacked, the attacker the window is about, and the
    triggering conditions its attack met; None for any other event, and for an attack on several
    enemies but its last, since it is one attack (attack-player-ability-type.2.2.1)."""
    if event.key is not EventKey.ATTACKED:
        return None
    attacker = event.params["attacker"].id
    if "also" in event.params:
        return attacker, Occurrence.ATTACKS, event.params["also"]
    logged = [index for index, candidate in enumerate(table.events) if candidate is event]
    if logged and same_attack_goes_on(table, logged[0], attacker):
        return None
    damaged = logged and damaged_by_attack(table, logged[0], event)
    return attacker, Occurrence.ATTACKS, (Occurrence.ATTACKS_AND_DAMAGES,) if damaged else ()


def same_attack_goes_on(table: Table, index: int, attacker: str) -> bool:
    """Whether the next event logs another enemy attacked by the same attack."""
    following = table.events[index + 1] if index + 1 < len(table.events) else None
    return (following is not None and following.key is EventKey.ATTACKED
            and following.params["attacker"].id == attacker and following.clause == table.events[index].clause)


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


def attack_record(window: Window, forced: bool) -> None:
    """Record the clauses of a window an attack opened, as one of its abilities resolves: after
    an attack, the forced abilities resolve, then the others, before consequential damage."""
    if not window.attacked:
        return
    if window.attack_clause == "attack-enemy-activation.2.4.6":
        record("attack-enemy-activation.2.4.6", "attack-enemy-activation.2.4.6.1")
    else:
        record("attack-player-ability-type.2.6", "attack-player-ability-type.2.6.1.1",
               *(() if forced else ("attack-player-ability-type.2.6.2",)))
    if Occurrence.ATTACKS_AND_DAMAGES in window.occurrences:
        record("attack-enemy-activation.3.3")


def resumed_attack(table: Table, window: Window, also: dict[str, object]) -> Event:
    """The event of the attacked character that a window of its attacker's abilities resumes
    with, once it closes: the attack as it was logged, so that what it triggers after the
    window (an ally's consequential damage) resolves against the same characters."""
    return Event.make(EventKey.ATTACKED, window.attack_clause or None, card=table.ref(window.attacked),
                      attacker=table.ref(window.card), **also)
