"""Search and shuffle: the card abilities that look through a deck for a card, and that shuffle a
discard pile into a deck.

A search lets its player look through their deck (search.1) for a card that meets the ability's
criteria and add it to their hand (search.2), choosing among several (search.2.1); looking
through the deck does not make its cards leave it (search.2.2). Once the ability has resolved,
the deck it searched is shuffled, whether a card was found or not (search.2.3, shuffle.3), with
the game's seeded generator. An ability that shuffles a discard pile into a deck puts the pile
into the deck and shuffles it; a pile with no cards shuffles nothing, so the deck keeps its order
(discard-pile.5). Nothing else may change the order of a player's deck: a shuffle that no game
step, game function or card ability instructs is refused (player-deck.2).
"""

from __future__ import annotations

from checker.engine import actions as a
from checker.engine.cards import Effect, SearchEffect
from checker.engine.errors import REASONS
from checker.engine.events import EventKey
from checker.engine.execution import carries_out, record
from checker.engine.registry import REGISTRY, rule
from checker.engine.state import TableView
from checker.engine.table import Table
from checker.engine.timing import Change, When
from checker.engine.zones import deck, discard, hand


def found_cards(view: TableView, effect: SearchEffect, player: str | None) -> list[str]:
    """search.1, search.2: the cards of ``player``'s deck that meet the criteria of the search,
    top first; the player may look at every card of the deck to find them."""
    if player is None:
        return []
    return [card_id for card_id in view.in_zone(deck(player)) if view.card(card_id).type is effect.type]


@carries_out("search.1", "search.2", "search.2.2")
def add_found_card(table: Table, player: str, card_id: str) -> None:
    """search.2: the card found goes where the search says, its player's hand; the other cards of
    the deck were only looked at, and stay in it (search.2.2)."""
    table.emit(EventKey.SEARCH_FOUND, "search.2", player=player, card=table.ref(card_id))
    table.move(card_id, hand(player))


def shuffle_searched_deck(table: Table, player: str, source: str, effects: tuple[Effect, ...]) -> None:
    """search.2.3, shuffle.3: once an ability that searched its player's deck has resolved, that
    whole deck is shuffled, whether the search found a card or not."""
    if not any(isinstance(effect, SearchEffect) for effect in effects):
        return
    record("search.2.3", "shuffle.3")
    REGISTRY.perform(table, a.Shuffle(deck(player), source))


def shuffle_discard_into_deck(table: Table, player: str) -> None:
    """Put ``player``'s discard pile into their deck and shuffle it; with no card in the discard
    pile, nothing is shuffled and the deck keeps its order (discard-pile.5)."""
    if not table.in_zone(discard(player)):
        record("discard-pile.5")
        return
    pile = table.take_pile(discard(player))
    table.put_pile(deck(player), [*table.in_zone(deck(player)), *pile])
    table.shuffle(deck(player))
    table.emit(EventKey.DISCARD_SHUFFLED_IN, None, player=player)


@rule("player-deck.2", when=When.PROHIBITION, on=Change.REORDER_PLAYER_DECK)
def player_deck_order_is_fixed(table: Table, instructed_by: str) -> None:
    """player-deck.2: the order of a player's deck only changes when a game step, game function
    or card ability says so; ``instructed_by`` names it."""
    if not instructed_by.strip():
        raise table.violation("player-deck.2", REASONS.PLAYER_DECK_ORDER_FIXED)
