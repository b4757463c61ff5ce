"""Engage: a minion engages a player, and stays engaged with them until something changes it.

A minion entering play engages the player revealing it or resolving the effect that put it into
play (engage.1, .2, in :mod:`checker.engine.rules.card_play`). It stays engaged with that player
until it is defeated, removed from play, or a card ability makes it engage another player
(engage.2.1, engaged.2); a player a card ability instructs to engage a minion has engaged it too
(.2.2). A minion already engaged with a player cannot engage them again (.2.3): nothing happens.

>>> from checker.engine import Engage, read_state, setup, write_state
>>> state = read_state("players: A(first) B; A.engaged: m1[hp=3]")
>>> after, events = setup.perform(state, Engage("m1", "B"))
>>> write_state(after), [event.render("en") for event in events]
('players: A(first) B; B.engaged: m1[hp=3]', ['m1 engages B.'])
"""

from __future__ import annotations

from checker.engine import actions as a
from checker.engine.cards import CardType
from checker.engine.errors import REASONS
from checker.engine.events import EventKey
from checker.engine.execution import record
from checker.engine.registry import rule
from checker.engine.table import Table
from checker.engine.timing import When
from checker.engine.zones import ZoneKind, engaged


@rule("engage.2.1", "engage.2.2", "engaged.2", when=When.PERFORM, on=a.Engage)
def engage(table: Table, effect: a.Engage) -> None:
    """engage.2.1, .2.2: the minion leaves the player it was engaged with and engages
    ``effect.player``; already engaged with them, it stays as it is (engage.2.3)."""
    table.player(effect.player)
    if table.card(effect.card).type is not CardType.MINION or not table.is_in_play(effect.card):
        raise table.error(REASONS.NOT_AN_ENEMY, card=effect.card)
    if table.location(effect.card) == engaged(effect.player):
        record("engage.2.3")
        return
    if table.location(effect.card).kind is ZoneKind.ENGAGED:
        # It leaves the other player's play area: a card is in one play area at a time (play-area.4).
        record("play-area.4")
    table.emit(EventKey.ENGAGED, "engage.2.1", card=table.ref(effect.card), player=effect.player)
    table.move(effect.card, engaged(effect.player))
