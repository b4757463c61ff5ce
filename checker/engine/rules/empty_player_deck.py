"""Empty Player Deck: a player deck that runs out is rebuilt from its discard pile at once.

The moment a player's deck has no cards left (its last card drawn, discarded or moved, or the
deck found empty when a card is needed), the player shuffles their discard pile into a new
deck and deals themself one encounter card facedown (empty-player-deck.1). A draw goes on
from the new deck up to the number asked; a discard from the deck stops (empty-player-deck.2).

A deck that runs out while the discard pile is empty too is not rebuilt yet: the player's seat
says it waits (``deck-waiting``), and the deck resets, with its encounter card, as soon as a
card is in the discard pile (player-deck.3.3); meanwhile a draw from it draws nothing.

>>> from checker.engine import DrawCards, read_state, setup
>>> state = read_state(
...     "players: A(first); scheme: ms1[side=B] ms2; encounter-deck: e1 e2; A.deck: c1; A.discard: c2")
>>> after, events = setup.perform(state, DrawCards("A", 2))
>>> [event.render("en") for event in events][:4]
['A draws c1.', 'A shuffles their discard pile into a new deck.', 'A is dealt e1 facedown.', 'A draws c2.']
"""

from __future__ import annotations

from checker.engine import actions as a
from checker.engine.events import EventKey
from checker.engine.execution import carries_out, record
from checker.engine.registry import REGISTRY, rule
from checker.engine.rules.encounter_deck import deal_encounter_card
from checker.engine.table import Table
from checker.engine.timing import When
from checker.engine.zones import ZoneKind, deck, discard


@rule("empty-player-deck.1", "player-deck.3", when=When.STATE_CHECK)
def player_deck_ran_out(table: Table) -> bool:
    """empty-player-deck.1, player-deck.3: a player still in the game whose deck ran out rebuilds
    it from their discard pile and deals themself an encounter card, at once; with an empty
    discard pile, the deck waits (player-deck.3.3)."""
    for zone in sorted(table.ran_out, key=str):
        if zone.kind is not ZoneKind.DECK or table.in_zone(zone):
            continue
        table.ran_out.discard(zone)
        player = zone.holder
        if table.player(player).eliminated:
            continue
        if table.in_zone(discard(player)):
            rebuild_player_deck(table, player)
            return True
        wait_for_a_discarded_card(table, player)
    return False


@carries_out("player-deck.3.3")
def wait_for_a_discarded_card(table: Table, player: str) -> None:
    """player-deck.3.3: with no card in the discard pile, the deck does not reset until there is one."""
    if not table.player(player).deck_waiting:
        table.replace_player(player, deck_waiting=True)
        table.emit(EventKey.PLAYER_DECK_WAITS, "player-deck.3.3", player=player)


@rule("player-deck.3.3", when=When.STATE_CHECK)
def waiting_deck_resets(table: Table) -> bool:
    """player-deck.3.3: a deck that waited resets as soon as a card is in the discard pile, and
    the player deals themself an encounter card then."""
    for seat in table.players:
        if seat.deck_waiting and not seat.eliminated and table.in_zone(discard(seat.id)):
            table.replace_player(seat.id, deck_waiting=False)
            if not table.in_zone(deck(seat.id)):
                rebuild_player_deck(table, seat.id)
            return True
    return False


def rebuild_player_deck(table: Table, player: str) -> None:
    """empty-player-deck.1: the discard pile, shuffled, is the new deck; then one encounter card
    is dealt facedown to the player (rebuilt first if it is empty: encounter-deck.3.2)."""
    table.put_pile(deck(player), table.take_pile(discard(player)))
    table.shuffle(deck(player))
    table.emit(EventKey.PLAYER_DECK_RESHUFFLED, "empty-player-deck.1", player=player)
    deal_encounter_card(table, player)


def ensure_player_deck(table: Table, player: str) -> None:
    """A deck found empty when a card of it is needed has run out: rebuild it first."""
    if not table.in_zone(deck(player)):
        table.note_ran_out(deck(player))
        REGISTRY.settle(table)


def rebuilt_since(table: Table, start: int, player: str) -> bool:
    """Whether ``player``'s deck was rebuilt by the events logged from ``start`` on."""
    return any(
        event.key is EventKey.PLAYER_DECK_RESHUFFLED and event.params["player"] == player
        for event in table.events[start:]
    )


@rule("empty-player-deck.2", "discard.2", "discard.5", "discard-pile.2", when=When.PERFORM, on=a.DiscardFromPlayerDeck)
def discard_from_player_deck(table: Table, effect: a.DiscardFromPlayerDeck) -> None:
    """empty-player-deck.2: discard from the top of the deck; once it empties and is rebuilt,
    the discarding stops: no card of the new deck is discarded. The discards are simultaneous:
    what answers them waits until the last is made (discard.5.1, .5.2), and only an emptied deck
    is settled at once, to be rebuilt."""
    table.player(effect.player)
    discarded = 0
    while discarded < effect.count and table.in_zone(deck(effect.player)):
        start = len(table.events)
        table.discard(table.in_zone(deck(effect.player))[0])
        discarded += 1
        if table.in_zone(deck(effect.player)):
            continue
        REGISTRY.settle(table)
        if rebuilt_since(table, start, effect.player):
            stop_discarding(table, effect.player, discarded)
            return
    if discarded > 1:
        record("discard.5.1", "discard.5.2")


@carries_out("empty-player-deck.2", "player-deck.3.2")
def stop_discarding(table: Table, player: str, discarded: int) -> None:
    table.emit(EventKey.PLAYER_DECK_DISCARD_STOPPED, "empty-player-deck.2", player=player, count=discarded)
