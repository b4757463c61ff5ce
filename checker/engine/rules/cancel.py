"""Cancel: an interrupt that cancels the effects its triggering condition would resolve.

An interrupt to a treachery being revealed (``ability="interrupt[revealed treachery]:
cancel"``) cancels that card's effects: they do not resolve (cancel.2), while the treachery is
still revealed and still goes to the encounter discard pile (cancel.5). The engine logs the
cancel, and the rest of the reveal reads the log (:func:`canceled`). A cancel replaces the
effects with no effect (cancel.6, replacement-effect.1): they are no longer imminent, so no
further interrupt to them is used (replacement-effect.2, would.2).

The revealing of a villain stage cannot be canceled (villain-defeat.4.1): a cancel aimed at it
resolves with no effect, and the stage's "When Revealed" abilities resolve.
"""

from __future__ import annotations

from dataclasses import replace

from checker.engine.cards import CancelEffect, CardType, Occurrence, Trigger
from checker.engine.errors import REASONS
from checker.engine.events import EventKey
from checker.engine.execution import record
from checker.engine.registry import rule
from checker.engine.table import Table
from checker.engine.timing import When

CANCELABLE = frozenset({CardType.TREACHERY})
"""The cards whose effects, once revealed, a cancel can prevent (cancel.5)."""

UNCANCELABLE = frozenset({CardType.VILLAIN})
"""The cards whose revealing cannot be canceled (villain-defeat.4.1)."""


@rule(when=When.PERFORM, on=CancelEffect)
def cancel_effects(table: Table, source: str) -> None:
    """cancel.2, cancel.6: the interrupt of ``source`` cancels the effects of the card whose
    revealing it interrupts; no further interrupt to that revealing is used (its window closes:
    replacement-effect.2, would.2, interrupt.5)."""
    window = table.window
    interrupts = (Trigger.FORCED_INTERRUPT, Trigger.INTERRUPT)
    if window is None or window.trigger not in interrupts or window.occurrence is not Occurrence.REVEALED:
        raise table.error(REASONS.CANCEL_OUTSIDE_INTERRUPT, card=table.ref(source))
    card = table.card(window.card)
    if card.type in UNCANCELABLE:
        record("villain-defeat.4.1", "cannot.1", "when-revealed-abilities.2.3")
        table.emit(EventKey.CANNOT_BE_CANCELED, "villain-defeat.4.1", card=table.ref(card.id))
        return
    if card.type not in CANCELABLE:
        raise table.error(REASONS.CANCEL_OUTSIDE_INTERRUPT, card=table.ref(source))
    record("cancel.1", "cancel.2", "cancel.6", "replacement-effect.1")
    table.emit(EventKey.EFFECTS_CANCELED, "cancel.2", source=table.ref(source), card=table.ref(card.id))
    if window.abilities:
        # Its condition canceled, no further interrupt to it can be triggered (interrupt.5).
        record("replacement-effect.2", "would.2", "interrupt.5")
        table.window = replace(window, abilities=())


def canceled(table: Table, card_id: str) -> bool:
    """Whether the effects of ``card_id`` were canceled since it was last revealed in this step."""
    return table.last_about(card_id, (EventKey.EFFECTS_CANCELED, EventKey.REVEALED)) is EventKey.EFFECTS_CANCELED
    return False
