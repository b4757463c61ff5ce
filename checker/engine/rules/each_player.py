"""Each player: an effect every player resolves, one player at a time.

"Each player, in player order, discards 2 cards from the encounter deck" is resolved by the
first player, then by the next player clockwise, and so on (each-player.1): the effect prints
its order, so the first player has none to decide (each-player.2). A player whose part empties
the encounter deck stops discarding as soon as it is empty, as far as they could resolve it
(each-player.3); the deck is reset, and the players after them discard from the new deck
(each-player.3.1).
"""

from __future__ import annotations

from checker.engine import actions as a
from checker.engine.cards import EachPlayerDiscardsEffect
from checker.engine.events import EventKey
from checker.engine.execution import record
from checker.engine.registry import REGISTRY, rule
from checker.engine.table import Table
from checker.engine.timing import When


@rule("each-player.1", when=When.PERFORM, on=EachPlayerDiscardsEffect)
def each_player_discards(table: Table, effect: EachPlayerDiscardsEffect) -> None:
    """each-player.1: each player in player order discards ``effect.count`` cards from the
    encounter deck; one whose part ran the deck out resolved it as fully as possible, and the
    next players resume from the reset deck (each-player.3, .3.1)."""
    record("each-player.1")
    ran_out = False
    for player in table.player_order():
        if ran_out:
            record("each-player.3.1")
        table.emit(EventKey.PLAYER_PART, "each-player.1", player=player, count=effect.count)
        start = len(table.events)
        REGISTRY.perform(table, a.DiscardFromEncounterDeck(effect.count))
        if any(event.key is EventKey.DISCARD_FULFILLED for event in table.events[start:]):
            record("each-player.3")
            ran_out = True
