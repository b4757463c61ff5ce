"""Swap: two components exchange their locations.

Each card takes the place the other had, at the same position in its zone (swap.1), and with the
orientation the card it replaces had there: ready or exhausted (swap.3). A swap needs a card in
both places (swap.2). Swapping a card in hand with the top card of a deck is no draw (swap.4).

When a card in play swaps with one out of play (swap.5): if they share a title, neither enters or
leaves play, and what was on the card in play (tokens, attached and tucked cards, status cards)
goes onto the other, which keeps its state and its hit points (swap.5.1); otherwise the card in
play leaves play with everything on it, and the other enters play ready, with its own printed hit
points (swap.5.2).
"""

from __future__ import annotations

from checker.engine import actions as a
from checker.engine.errors import REASONS
from checker.engine.events import EventKey
from checker.engine.execution import record
from checker.engine.registry import REGISTRY, rule
from checker.engine.table import Table
from checker.engine.timing import When
from checker.engine.zones import CARD_ZONE_KINDS, Zone, ZoneKind


@rule("swap.2", when=When.PROHIBITION, on=a.SwapWithTop)
def swap_needs_both_cards(table: Table, effect: a.SwapWithTop) -> None:
    """swap.2: a swap cannot be completed without a card in both places."""
    if not table.in_zone(effect.zone):
        raise table.violation("swap.2", REASONS.NOTHING_TO_SWAP, zone=effect.zone)


@rule("swap.1", when=When.PERFORM, on=a.SwapWithTop)
def swap_with_top(table: Table, effect: a.SwapWithTop) -> None:
    """swap.1, swap.4: the card swaps with the top card of the deck; from a hand, that is no draw."""
    if table.location(effect.card).kind is ZoneKind.HAND and effect.zone.kind is ZoneKind.DECK:
        record("swap.4")
    REGISTRY.perform(table, a.Swap(effect.card, table.top(effect.zone)))


@rule("swap.1", when=When.PERFORM, on=a.Swap)
def swap(table: Table, effect: a.Swap) -> None:
    """swap.1: the two cards exchange places; one in play with one out of play, as swap.5 says."""
    first, second = effect.card, effect.other
    if table.is_in_play(first) != table.is_in_play(second):
        record("swap.5")
        played, waiting = (first, second) if table.is_in_play(first) else (second, first)
        if table.card(played).name == table.card(waiting).name:
            swap_same_title(table, played, waiting)
        else:
            swap_other_title(table, played, waiting)
        return
    exchange(table, first, second)
    record("swap.3")
    exhausted = table.card(first).exhausted, table.card(second).exhausted
    table.set_card(table.card(first).ready().exhaust() if exhausted[1] else table.card(first).ready())
    table.set_card(table.card(second).ready().exhaust() if exhausted[0] else table.card(second).ready())
    table.emit(EventKey.SWAPPED, "swap.1", card=table.ref(first), host=table.ref(second))


def exchange(table: Table, first: str, second: str) -> None:
    """Put each card at the other's position, in the other's zone, logging no change of play."""
    places = {card_id: (table.location(card_id), table.in_zone(table.location(card_id)).index(card_id))
              for card_id in (first, second)}
    piles = {zone: list(table.in_zone(zone)) for zone, _ in places.values()}
    for card_id, other in ((first, second), (second, first)):
        zone, index = places[other]
        piles[zone][index] = card_id
    for zone, pile in piles.items():
        table.put_pile(zone, pile)


def swap_same_title(table: Table, played: str, waiting: str) -> None:
    """swap.5.1, swap.3: neither card enters or leaves play; the tokens, counters and cards on the
    card in play go onto the other, which takes its place ready or exhausted as it was."""
    record("swap.5.1", "swap.3")
    exchange(table, played, waiting)
    before = table.card(played)
    taken = table.card(waiting).without_counters()
    for name, count in before.counters:
        taken = taken.with_counter(name, count)
    table.set_card(taken.exhaust() if before.exhausted else taken.ready())
    table.set_card(before.without_counters().ready())
    for kind in CARD_ZONE_KINDS:
        for card_id in table.in_zone(Zone(kind, played)):
            table.rehost(card_id, Zone(kind, waiting))
    table.emit(EventKey.SWAPPED, "swap.5.1", card=table.ref(played), host=table.ref(waiting))


def swap_other_title(table: Table, played: str, waiting: str) -> None:
    """swap.5.2: the card in play leaves play, with what is on it, and the other enters play ready
    in its place, with none of its tokens."""
    record("swap.5.2")
    places = {card_id: (table.location(card_id), table.in_zone(table.location(card_id)).index(card_id))
              for card_id in (played, waiting)}
    table.emit(EventKey.SWAPPED, "swap.5.2", card=table.ref(played), host=table.ref(waiting))
    table.set_card(table.card(waiting).ready())
    table.move(played, places[waiting][0])
    table.move(waiting, places[played][0])
    for card_id, (zone, index) in ((played, places[waiting]), (waiting, places[played])):
        pile = [other for other in table.in_zone(zone) if other != card_id]
        pile.insert(index, card_id)
        table.put_pile(zone, pile)
