"""Search, look and shuffle: the card abilities that go through a player's deck.

A search lets its player look through their deck (search.1) for a card that meets the ability's
criteria and add it to their hand (search.2), choosing among several (search.2.1); looking
through the deck does not make its cards leave it (search.2.2). Once the ability has resolved,
the deck it searched is shuffled, whether a card was found or not (search.2.3, shuffle.3), with
the game's seeded generator. An ability that shuffles a discard pile into a deck puts the pile
into the deck and shuffles it; a pile with no cards shuffles nothing, so the deck keeps its order
(discard-pile.5).

An ability that has its player look at cards from the top of their deck leaves them in the deck
while they are looked at (look.2) and in the same order afterwards (look.2.1); one that has them
discard one of those cards discards it from the top of the deck (discard.6). Nothing else may change the order of a player's deck: a shuffle that no game
step, game function or card ability instructs is refused (player-deck.2).
"""

from __future__ import annotations

from checker.engine import actions as a
from checker.engine.cards import Effect, LookDiscardEffect, LookEffect, SearchEffect
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
    the deck were only looked at, and stay in it (search.2.2). "Your" deck is that of the player
    resolving the ability (you.2, you.2.2)."""
    record("you.2", "you.2.2")
    table.emit(EventKey.SEARCH_FOUND, "search.2", player=player, card=table.ref(card_id))
    table.move(card_id, hand(player))
    # A deck left empty is rebuilt at once (empty-player-deck.1), before the search ends.
    REGISTRY.settle(table)


def shuffle_searched_deck(table: Table, player: str, source: str, effects: tuple[Effect, ...]) -> None:
    """search.2.3, shuffle.3: once an ability that searched its player's deck has resolved, that
    whole deck is shuffled, whether the search found a card or not."""
    if not any(isinstance(effect, SearchEffect) for effect in effects):
        return
    record("search.2.3", "shuffle.3")
    REGISTRY.perform(table, a.Shuffle(deck(player), source))


def looked_at(view: TableView, effect: LookEffect | LookDiscardEffect, player: str | None) -> list[str]:
    """The cards from the top of ``player``'s deck that ``effect`` has them look at, top first."""
    return [] if player is None else list(view.in_zone(deck(player))[:effect.count])


@carries_out("look.2", "look.2.1")
def look_at_top(table: Table, player: str, effect: LookEffect | LookDiscardEffect, discarded: str | None) -> None:
    """look.2, look.2.1: the player looks at cards from the top of their deck, which stay part
    of it and keep their order; with ``discarded``, the one of them they discard, which is
    discarded from the top of the deck (discard.6)."""
    count = len(looked_at(table, effect, player))
    table.emit(EventKey.LOOKED, "look.2", player=player, count=count)
    if discarded is not None:
        record("discard.6")
        REGISTRY.perform(table, a.Discard(discarded))


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
