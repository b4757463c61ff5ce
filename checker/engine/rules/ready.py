"""Ready: cards enter play ready, and an exhausted card told to ready returns to its ready state.

The end of the player phase readies every exhausted card (``end_of_player_phase``); this module
holds what is true whenever a card enters play, and readies a character a card's effect readies,
unless a card attached to it says it cannot ready.

>>> from checker.engine import PutIntoPlay, read_state, setup
>>> state = read_state("players: A(first); set-aside: cap:ally[owner=A exhausted]")
>>> after, _ = setup.perform(state, PutIntoPlay("cap", "A"))
>>> after.card("cap").exhausted
False
"""

from __future__ import annotations

from checker.engine.cards import AttachedCannotReadyEffect, AttachedReadyCostEffect, Trigger
from checker.engine.events import Event, EventKey
from checker.engine.execution import record
from checker.engine.registry import rule
from checker.engine.state import TableView
from checker.engine.table import Table
from checker.engine.timing import When
from checker.engine.zones import attached


def cannot_ready(view: TableView, card_id: str) -> bool:
    """Whether a card attached to ``card_id`` in play says, as a constant ability, that the
    character it is attached to cannot ready."""
    return any(view.is_in_play(other) and isinstance(effect, AttachedCannotReadyEffect)
               for other in view.in_zone(attached(card_id)) for ability in view.card(other).abilities()
               if ability.trigger is Trigger.CONSTANT for effect in ability.effects)


def ready_cost(view: TableView, card_id: str) -> int:
    """The damage that cards attached to ``card_id`` in play ask, as an additional cost, to
    ready it (ready.2.1)."""
    return sum(effect.amount for other in view.in_zone(attached(card_id)) if view.is_in_play(other)
               for ability in view.card(other).abilities() if ability.trigger is Trigger.CONSTANT
               for effect in ability.effects if isinstance(effect, AttachedReadyCostEffect))


def ready_character(table: Table, card_id: str, clause: str | None) -> None:
    """An exhausted character readies (ready.2); one that cannot ready stays exhausted, since
    "cannot" is absolute (cannot.1)."""
    card = table.card(card_id)
    if not card.exhausted:
        return
    if cannot_ready(table, card_id):
        record("cannot.1")
        return
    record("ready.2")
    table.set_card(card.ready())
    table.emit(EventKey.READIED, clause, card=table.ref(card_id))


@rule("ready.1", when=When.CONSTANT, on=EventKey.ENTERS_PLAY)
def enters_play_ready(table: Table, event: Event) -> None:
    """ready.1: a card enters play in its ready state, whatever it was before."""
    card = table.card(event.params["card"].id)
    if card.exhausted:
        table.set_card(card.ready())
