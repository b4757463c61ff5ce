"""Draw, Drawing Cards: a player draws from the top of their deck, one card at a time, into hand.

Each card is drawn on its own (draw.1) and added to the player's hand (draw.2). If the deck runs
out part-way, it is rebuilt at once (empty-player-deck.1) and the draw goes on from the new deck
up to the number asked (empty-player-deck.2).

>>> from checker.engine import DrawCards, read_state, setup, write_state
>>> state = read_state("players: A(first); A.deck: c1 c2 c3; A.hand: c4")
>>> after, events = setup.perform(state, DrawCards("A", 2))
>>> write_state(after), [event.render("en") for event in events]
('players: A(first); A.hand: c2 c1 c4; A.deck: c3', ['A draws c1.', 'A draws c2.'])
"""

from __future__ import annotations

from checker.engine import actions as a
from checker.engine.events import EventKey
from checker.engine.cards import CardType
from checker.engine.execution import record
from checker.engine.registry import REGISTRY, rule
from checker.engine.rules.empty_player_deck import ensure_player_deck, rebuilt_since
from checker.engine.table import Table
from checker.engine.timing import When
from checker.engine.zones import deck, hand, play_area


@rule("draw.1", when=When.PERFORM, on=a.DrawCards)
def draw_cards(table: Table, effect: a.DrawCards) -> None:
    """draw.1: the cards are drawn from the top of the player's deck one at a time. A deck that
    empties and is rebuilt while drawing goes on to the number asked (empty-player-deck.2)."""
    table.player(effect.player)
    start = len(table.events)
    for _ in range(effect.count):
        ensure_player_deck(table, effect.player)
        top = table.top(deck(effect.player))
        if top is None:
            return
        if rebuilt_since(table, start, effect.player):
            record("empty-player-deck.2", "player-deck.3.1")
        draw_one(table, effect.player, top)
        REGISTRY.settle(table)


def draw_one(table: Table, player: str, card_id: str) -> None:
    """draw.2: a drawn card is added to the player's hand; an obligation drawn from the player
    deck goes into their play area instead, and no card replaces it (obligation.8, .8.1: a
    player refilling their hand to its size draws on, since their hand is still short)."""
    table.emit(EventKey.DREW, "draw.1", player=player, card=table.ref(card_id))
    if table.card(card_id).type is CardType.OBLIGATION:
        record("obligation.8", "obligation.8.1")
        table.move(card_id, play_area(player))
        return
    record("draw.2")
    table.move(card_id, hand(player))
