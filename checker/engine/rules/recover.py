"""Recover: a player in alter-ego form uses the basic recovery power to heal their identity.

During their turn, a player in alter-ego form may recover (recover.1, basic-power.2.4): their
alter-ego exhausts and heals damage equal to its REC (recover.2), which an exhausted one cannot
do (exhausted.2, in :mod:`basic_power`). An identity with no damage to heal cannot recover
(recover.2.1), and healing never takes off more damage than there is (heal.1, heal.2).

A basic recovery is the alter-ego using a basic power (basic-power.2.4), as a basic thwart or
attack is: once it has exhausted, the interrupts to it using a basic power resolve, and what
they add to "that power for this use" adds to its REC; once it has healed, the responses to it
("after X uses a basic power") resolve.

>>> from checker.engine import Recover, apply, read_state, write_state
>>> state = read_state("players: A(first); A.play: peter:identity[side=B rec=3 damage=5]")
>>> after, events = apply(state, Recover("A", "peter"))
>>> write_state(after), [event.render("en") for event in events]
('players: A(first); A.play: peter:identity[side=B exhausted rec=3 damage=2]', ['peter exhausts to recover.', 'peter heals 3 damage.'])
"""

from __future__ import annotations

from checker.engine import decisions as d
from checker.engine.cards import DAMAGE, Form
from checker.engine.errors import REASONS
from checker.engine.events import EventKey
from checker.engine.execution import record
from checker.engine.forms import form_of, identity_of
from checker.engine.registry import rule
from checker.engine.rules.attack_triggers import responses_to_power
from checker.engine.rules.basic_power import BASIC_RECOVERY, interrupted_as_power_is_used, power_used
from checker.engine.table import Table
from checker.engine.timing import When
from checker.engine.turns import Phase, Suspended


def heal(table: Table, card_id: str, amount: int, clause: str | None = None) -> None:
    """heal.1, heal.2: take up to ``amount`` damage off a character: never more than it has, so
    it comes back at most to its maximum hit points."""
    card = table.card(card_id)
    healed = min(amount, card.counter(DAMAGE))
    record("heal.1", "heal.2")
    table.set_card(card.with_counter(DAMAGE, card.counter(DAMAGE) - healed))
    table.emit(EventKey.HEALED, clause, card=table.ref(card_id), count=healed)


@rule("recover.1", "basic-power.2.4", when=When.OFFER, on=Phase.PLAYER)
def recovering_is_an_option(table: Table, player: str) -> list[d.Recover]:
    """recover.1: during their turn, a player may recover with their identity; the prohibitions
    below take out a hero and an identity without damage, and basic_power an exhausted one."""
    identity = identity_of(table, player)
    return [d.Recover(player, identity)] if identity is not None else []


@rule("recover.1", "basic-power.2.4", when=When.PROHIBITION, on=d.Recover)
def only_an_alter_ego_recovers(table: Table, decision: d.Recover) -> None:
    """recover.1, basic-power.2.4: recovery is a basic power a player uses in alter-ego form,
    with the REC their alter-ego prints; a hero cannot recover."""
    identity = identity_of(table, decision.player)
    if decision.character != identity or form_of(table, identity) is not Form.ALTER_EGO \
            or table.card(identity).face.stats.recover is None:
        raise table.violation("recover.1", REASONS.NO_RECOVERY_POWER, card=decision.character)


@rule("recover.2.1", when=When.PROHIBITION, on=d.Recover)
def an_identity_without_damage_cannot_recover(table: Table, decision: d.Recover) -> None:
    """recover.2.1: an identity that has no damage to heal cannot perform a basic recovery."""
    if not table.card(decision.character).counter(DAMAGE):
        raise table.violation("recover.2.1", REASONS.NO_DAMAGE_TO_HEAL, card=decision.character)


@rule("recover.2", when=When.PERFORM, on=d.Recover)
def basic_recovery(table: Table, decision: d.Recover) -> None:
    """recover.2: the player exhausts their alter-ego and heals damage equal to its REC. Once it
    has exhausted, the interrupts to it using a basic power (basic-power.2.4) resolve before it
    heals (interrupt.4)."""
    record("recover.1", "basic-power.2.4")
    card = table.card(decision.character)
    table.set_card(card.exhaust())
    table.emit(EventKey.EXHAUSTED_TO_RECOVER, BASIC_RECOVERY, card=table.ref(decision.character))
    if interrupted_as_power_is_used(table, decision.player, decision.character, BASIC_RECOVERY):
        return
    recover(table, decision.character)


@rule(when=When.RESUME, on=BASIC_RECOVERY)
def basic_recovery_goes_on(table: Table, waiting: Suspended) -> None:
    """The interrupts to the alter-ego using its basic power have resolved: it heals, with what
    they added to its REC."""
    recover(table, waiting.subject)


def recover(table: Table, character: str) -> None:
    """What a basic recovery does: the alter-ego heals damage equal to its REC and what
    interrupts to this use added to it (recover.2). The log shows the recovery resolved when a
    response waits for the alter-ego using a basic power, whose window it opens."""
    heal(table, character, power_used(table, character, "recover"), BASIC_RECOVERY)
    if responses_to_power(table, character):
        table.emit(EventKey.RECOVERED, BASIC_RECOVERY, card=table.ref(character))
