"""Ready: cards enter play ready, and an exhausted card told to ready returns to its ready state.

The end of the player phase readies every exhausted card (``end_of_player_phase``); this module
holds what is true whenever a card enters play.

>>> from checker.engine import GameState, PutIntoPlay, setup
>>> state = GameState.from_notation("players: A(first); set-aside: cap:ally[owner=A exhausted]")
>>> after, _ = setup.perform(state, PutIntoPlay("cap", "A"))
>>> after.card("cap").exhausted
False
"""

from __future__ import annotations

from checker.engine.events import Event, EventKey
from checker.engine.registry import rule
from checker.engine.table import Table
from checker.engine.timing import When


@rule("ready.1", when=When.CONSTANT, on=EventKey.ENTERS_PLAY)
def enters_play_ready(table: Table, event: Event) -> None:
    """ready.1: a card enters play in its ready state, whatever it was before."""
    card = table.card(event.params["card"].id)
    if card.exhausted:
        table.set_card(card.ready())
