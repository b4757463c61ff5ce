"""Prevent: an interrupt that prevents threat about to be placed on a scheme.

Threat is placed on a scheme once the interrupts to its placement have resolved
(:func:`checker.engine.rules.main_scheme.place_threat`): an interrupt whose triggering condition
is threat about to be placed (``ability="forced-interrupt[would-get-threat main-scheme]:
prevent-threat+1"``) reduces the amount being assigned before any of it is placed (prevent.3).
The prevention is logged, and the placement reads the log.
"""

from __future__ import annotations

from dataclasses import replace

from checker.engine.cards import Occurrence, PreventThreatEffect, Trigger
from checker.engine.errors import REASONS
from checker.engine.events import EventKey
from checker.engine.registry import rule
from checker.engine.table import Table
from checker.engine.timing import When


@rule("prevent.3", when=When.PERFORM, on=PreventThreatEffect)
def prevent_threat(table: Table, source: str, effect: PreventThreatEffect) -> None:
    """prevent.3: the interrupt of ``source`` prevents ``effect.amount`` of the threat about to
    be placed on the scheme its window is about, or what is left of it if that is less."""
    window = table.window
    interrupts = (Trigger.FORCED_INTERRUPT, Trigger.INTERRUPT)
    if window is None or window.trigger not in interrupts or window.occurrence is not Occurrence.WOULD_GET_THREAT:
        raise table.error(REASONS.PREVENT_OUTSIDE_INTERRUPT, card=table.ref(source))
    # It prevents no more than is still about to be placed: the rest of its amount is lost.
    prevented = min(effect.amount, window.count)
    table.window = replace(window, count=window.count - prevented)
    table.emit(EventKey.THREAT_PREVENTED, "prevent.3", source=table.ref(source), card=table.ref(window.card),
               count=prevented)
