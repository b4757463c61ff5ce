"""Each player: an effect every player resolves, one player at a time.

"Each player, in player order, discards 2 cards from the encounter deck" is resolved by the
first player, then by the next player clockwise, and so on (each-player.1): the effect prints
its order, so the first player has none to decide. An effect that prints no order is resolved in
the order the first player decides (each-player.2): while two or more players are yet to resolve
it, the first player chooses the next (:attr:`~checker.engine.turns.Choice.NEXT_PLAYER`); the
ability waits for each choice and goes on with its next effect once every player has resolved
theirs. A player whose part empties the encounter deck stops discarding as soon as it is empty,
as far as they could resolve it (each-player.3); the deck is reset, and the players after them
discard from the new deck (each-player.3.1).
"""

from __future__ import annotations

from checker.engine import actions as a
from checker.engine.cards import EachPlayerDiscardsEffect
from checker.engine.events import EventKey
from checker.engine.execution import record
from checker.engine.registry import REGISTRY, rule
from checker.engine.table import Table
from checker.engine.timing import When
from checker.engine.turns import Choice, Pending

ORDER = "each-player.2"
"""The clause of the first player's choice of who resolves an "each player" effect next."""
RAN_OUT = "ran-out"
"""The word of a choice's context saying that a part before it ran the encounter deck out."""


@rule("each-player.1", when=When.PERFORM, on=EachPlayerDiscardsEffect)
def each_player_discards(table: Table, effect: EachPlayerDiscardsEffect) -> None:
    """each-player.1: each player discards ``effect.count`` cards from the encounter deck, in
    player order, or without a printed order in the order the first player decides
    (each-player.2)."""
    record("each-player.1")
    if effect.in_order:
        ran_out = False
        for player in table.player_order():
            ran_out = discard_part(table, player, effect.count, ran_out)
    else:
        next_parts(table, tuple(table.player_order()), effect.count, False)


def discard_part(table: Table, player: str, count: int, ran_out: bool) -> bool:
    """``player`` discards ``count`` cards from the encounter deck; one whose part ran the deck
    out resolved it as fully as possible, and the next players resume from the reset deck
    (each-player.3, .3.1). True when the deck has run out during this part or before it."""
    if ran_out:
        record("each-player.3.1")
    table.emit(EventKey.PLAYER_PART, "each-player.1", player=player, count=count)
    start = len(table.events)
    REGISTRY.perform(table, a.DiscardFromEncounterDeck(count))
    if any(event.key is EventKey.DISCARD_FULFILLED for event in table.events[start:]):
        record("each-player.3")
        return True
    return ran_out


def next_parts(table: Table, left: tuple[str, ...], count: int, ran_out: bool) -> None:
    """each-player.2: the players ``left`` resolve their parts: while two or more are left, the
    first player chooses who resolves next; the last one resolves theirs with nothing to choose."""
    if len(left) > 1:
        context = " ".join((str(count), *((RAN_OUT,) if ran_out else ())))
        table.pending = Pending(table.first_player or "", Choice.NEXT_PLAYER, left, ORDER, "", context)
    elif left:
        discard_part(table, left[0], count, ran_out)


@rule(ORDER, "first-player.4", when=When.ANSWER, on=ORDER)
def next_player_chosen(table: Table, pending: Pending, player: str) -> None:
    """The first player chose who resolves the effect next: that player resolves their part,
    then the others are chosen in turn."""
    record(ORDER)
    count, *flags = pending.context.split()
    ran_out = discard_part(table, player, int(count), RAN_OUT in flags)
    next_parts(table, tuple(other for other in pending.options if other != player), int(count), ran_out)
