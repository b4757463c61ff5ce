"""Linked (Card Title): a card set aside until another brings it in, owned by whoever takes it.

linked-card-title.5: when a player takes control of a card with the linked keyword, that player
becomes its owner: a linked card that enters a player's play area, or attaches to a card there,
is theirs from then on, so it goes to their discard pile when it leaves play. Where linked cards
come from is deck building (linked-card-title.1, .3) and the set-up
(:mod:`checker.engine.rules.game_setup`): the set-up sets aside, for each deck that holds the card a
linked card names, as many copies of it as its product holds (linked-card-title.4, .4.1).

>>> from checker.engine import PutIntoPlay, read_state, setup
>>> state = read_state(
...     'players: A(first) B; set-aside: sr:ally[linked="New Recruits" owner=B hp=2]')
>>> after, events = setup.perform(state, PutIntoPlay("sr", "A"))
>>> after.card("sr").owner, [event.render("en") for event in events]
('A', ['sr enters play.', 'A becomes the owner of sr.'])
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace

from checker.engine.cards import Keyword
from checker.engine.deck_cards import linked_cards
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


def copies_to_set_aside(title: str, named: Iterable[str], decks: int) -> int | None:
    """linked-card-title.4, .4.1: how many copies of the linked card ``title``, which names one
    of ``named``, the set-up sets aside when ``decks`` decks hold the card it names: the number
    its product holds, for each of those decks. None for a card no product holds: every copy
    the players gathered is set aside."""
    held = next((card.quantity for name in named for card in linked_cards(name) if card.title == title), None)
    if held is None or not decks:
        return None
    record("linked-card-title.4", *(("linked-card-title.4.1",) if decks > 1 else ()))
    return held * decks
