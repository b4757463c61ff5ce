"""Linked (Card Title): a card set aside until another brings it in, owned by whoever takes it.

linked-card-title.5: when a player takes control of a card with the linked keyword, that player
becomes its owner: a linked card that enters a player's play area, or attaches to a card there,
is theirs from then on, so it goes to their discard pile when it leaves play. Where linked cards
come from (set aside during setup instead of being in a deck: linked-card-title.1 to .4.1) is
deck building and setup, which the engine does not do: a scenario sets them aside itself.

>>> from checker.engine import PutIntoPlay, read_state, setup
>>> state = read_state(
...     'players: A(first) B; set-aside: sr:ally[linked="New Recruits" owner=B hp=2]')
>>> after, events = setup.perform(state, PutIntoPlay("sr", "A"))
>>> after.card("sr").owner, [event.render("en") for event in events]
('A', ['sr enters play.', 'A becomes the owner of sr.'])
"""

from __future__ import annotations

from dataclasses import replace

from checker.engine.cards import Keyword
from checker.engine.events import Event, EventKey
from checker.engine.execution import record
from checker.engine.registry import carries_out_words, rule
from checker.engine.table import Table
from checker.engine.timing import When
from checker.engine.zones import ZoneKind

carries_out_words(Keyword.LINKED)


@rule(when=When.CONSTANT, on=EventKey.ENTERS_PLAY)
def controller_becomes_owner(table: Table, event: Event) -> None:
    """linked-card-title.5: a card with linked that enters play under a player's control (in
    their play area, or on a card there) becomes theirs."""
    card = table.card(event.params["card"].id)
    zone = table.base_zone(card.id)
    if Keyword.LINKED not in card.keywords or zone.kind is not ZoneKind.PLAY or zone.holder in (None, card.owner):
        return
    record("linked-card-title.5")
    table.set_card(replace(card, owner=zone.holder))
    table.emit(EventKey.OWNER_CHANGED, "linked-card-title.5", player=zone.holder, card=table.ref(card.id))
