"""Delayed effects: what an ability sets to happen at a future timing point.

An ability that says "at the end of the round, draw N cards" creates a delayed effect
(delayed-effect.1), held on its player's identity as a counter until then. When the round ends,
it resolves at once and by itself (delayed-effect.2), with the priority of a constant ability
(delayed-effect.2.1): before the forced interrupts to the round's end, and just after the lasting
effects until the end of the round have expired (lasting-effects.6). No player is asked: it is
not a triggered ability of its own (delayed-effect.3).

>>> from checker.engine import read_state
>>> state = read_state("players: A(first); A.play: peter:identity[hp=10 draw-round-end=2]")
>>> delayed_draws(state)
[('A', 'peter', 2)]
"""

from __future__ import annotations

from checker.engine import actions as a
from checker.engine.cards import DRAW_AT_ROUND_END
from checker.engine.events import EventKey
from checker.engine.execution import record
from checker.engine.forms import identity_of
from checker.engine.registry import REGISTRY, carries_out_words, rule
from checker.engine.rules.lasting_effects import expire_lasting_effects
from checker.engine.state import TableView
from checker.engine.table import Table
from checker.engine.timing import When
from checker.engine.turns import VillainStep

carries_out_words(DRAW_AT_ROUND_END)


def create_delayed_draw(table: Table, player: str, count: int) -> None:
    """delayed-effect.1: ``player`` is to draw ``count`` cards at the end of the round."""
    identity = identity_of(table, player)
    if identity is None:
        return
    record("delayed-effect.1")
    card = table.card(identity)
    table.set_card(card.with_counter(DRAW_AT_ROUND_END, card.counter(DRAW_AT_ROUND_END) + count))
    table.emit(EventKey.DELAYED_DRAW, "delayed-effect.1", player=player, count=count)


def delayed_draws(view: TableView) -> list[tuple[str, str, int]]:
    """Each player, in player order, with the identity that holds their delayed draw and how many
    cards it draws."""
    draws = []
    for player in view.player_order():
        identity = identity_of(view, player)
        if identity is not None and view.card(identity).counter(DRAW_AT_ROUND_END):
            draws.append((player, identity, view.card(identity).counter(DRAW_AT_ROUND_END)))
    return draws


@rule("delayed-effect.2", "delayed-effect.2.1", when=When.CONSTANT, on=VillainStep.END_OF_ROUND)
def resolve_at_round_end(table: Table, _step: VillainStep) -> None:
    """delayed-effect.2, .2.1, .3: the round ends: once the lasting effects until then have
    expired (lasting-effects.6), each delayed effect set for it resolves, in player order, at once
    and with no one asked, before the forced interrupts to the round's end."""
    expire_lasting_effects(table, end_of_round=True)
    for player, identity, count in delayed_draws(table):
        record("delayed-effect.3")
        table.set_card(table.card(identity).with_counter(DRAW_AT_ROUND_END, 0))
        REGISTRY.perform(table, a.DrawCards(player, count))
