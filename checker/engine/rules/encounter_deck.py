"""Encounter Deck: fixed order, running out, discard effects, and the infinite loop.

The deck itself (encounter-deck.1) is the ``encounter-deck`` zone, top card first, holding
encounter cards (owner None); its discard pile is the ``encounter-discard`` zone.

>>> from checker.engine import DrawEncounterCard, GameState, apply
>>> state = GameState.from_notation(
...     "players: A(first); scheme: ms1[side=B]; encounter-deck: t1; encounter-discard: t2 t3")
>>> after, events = apply(state, DrawEncounterCard("A"))
>>> after.notation()
'players: A(first); shuffles: 1; scheme: ms1[side=B]; accel-tokens: 1; encounter-deck: t3 t2; A.dealt: t1'
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from checker.engine.cards import CardType
from checker.engine.errors import REASONS
from checker.engine.events import EventKey
from checker.engine.rules.main_scheme import add_acceleration_token
from checker.engine.zones import ENCOUNTER_DECK, ENCOUNTER_DISCARD, dealt

if TYPE_CHECKING:
    from checker.engine.table import Table


def check_reorder_instructed(table: Table, instructed_by: str) -> None:
    """encounter-deck.2: the order of the encounter deck only changes when a game step, game
    function or card ability says so; ``instructed_by`` names it."""
    if not instructed_by.strip():
        raise table.violation("encounter-deck.2", REASONS.ORDER_FIXED)


def reorder_encounter_deck(table: Table, order: Sequence[str], instructed_by: str) -> None:
    """encounter-deck.2: put the encounter deck in ``order`` (top first), as instructed."""
    check_reorder_instructed(table, instructed_by)
    if sorted(order) != sorted(table.in_zone(ENCOUNTER_DECK)):
        raise table.violation("encounter-deck.2", REASONS.NOT_A_PERMUTATION)
    table.zones[ENCOUNTER_DECK] = list(order)
    table.emit(EventKey.REORDERED, "encounter-deck.2", source=instructed_by)


def encounter_deck_ran_out(table: Table) -> None:
    """encounter-deck.3: the moment the deck is empty, shuffle the discard pile into a new deck
    and place an acceleration token next to the main scheme deck. With both empty, the loop
    never ends and the players lose (encounter-deck.3.2)."""
    if table.infinite_loop:
        return
    if not table.in_zone(ENCOUNTER_DISCARD):
        infinite_loop(table)
        return
    table.zones[ENCOUNTER_DECK] = table.zones.pop(ENCOUNTER_DISCARD)
    for card_id in table.zones[ENCOUNTER_DECK]:
        table.relocate(card_id, ENCOUNTER_DECK)
    table.shuffle(ENCOUNTER_DECK)
    table.encounter_refills += 1
    table.emit(EventKey.ENCOUNTER_RESHUFFLED, "encounter-deck.3")
    add_acceleration_token(table, "encounter-deck.3")


def infinite_loop(table: Table) -> None:
    """encounter-deck.3.2: no cards in the deck nor in its discard pile: the players lose."""
    table.infinite_loop = True
    table.emit(EventKey.INFINITE_LOOP, "encounter-deck.3.2")


def ensure_encounter_deck(table: Table) -> None:
    """A deck written down empty has run out already: rebuild it before using it (encounter-deck.3)."""
    if not table.in_zone(ENCOUNTER_DECK):
        encounter_deck_ran_out(table)


def deal_encounter_card(table: Table, player: str) -> None:
    """Deal the top encounter card facedown to ``player``; the deck refills at once if that was
    its last card (encounter-deck.3)."""
    ensure_encounter_deck(table)
    top = table.top(ENCOUNTER_DECK)
    if top is None:
        return
    table.emit(EventKey.DEALT, None, player=player, card=table.ref(top))
    table.move(top, dealt(player))


def discard_from_encounter_deck(table: Table, count: int) -> None:
    """encounter-deck.3.1: discard ``count`` cards, stopping when the deck runs out; the effect
    is then fulfilled and does not go on into the newly shuffled deck."""
    _discard_while(table, lambda discarded, _card: discarded < count)


def discard_until(table: Table, card_type: CardType) -> None:
    """encounter-deck.3.1: discard until a card of ``card_type`` is discarded or the deck runs out."""
    found: list[str] = []

    def keep_going(_discarded: int, last: str | None) -> bool:
        if last is not None and table.card(last).type is card_type:
            found.append(last)
        return not found

    _discard_while(table, keep_going)


def _discard_while(table: Table, keep_going) -> None:
    ensure_encounter_deck(table)
    refills = table.encounter_refills
    discarded, last = 0, None
    while keep_going(discarded, last):
        top = table.top(ENCOUNTER_DECK)
        if top is None or table.encounter_refills != refills:
            break
        table.discard(top)
        discarded, last = discarded + 1, top
    if table.encounter_refills != refills:
        table.emit(EventKey.DISCARD_FULFILLED, "encounter-deck.3.1", count=discarded)
