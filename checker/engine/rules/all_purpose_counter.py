"""All-purpose counters moved from one card to another.

An all-purpose counter has the type the card it is on defines (all-purpose-counter.3): the state
keeps it as an ``all-purpose`` counter of that card, and the card's Uses keyword names its type.
Moved to another card, it loses the type it had and takes the one the new card defines, or is
only an all-purpose counter if that card defines none (all-purpose-counter.4.3). They have no
rules of their own (all-purpose-counter.2): on a card that defines no type they do nothing, and
such a card left without them stays in play, while a card with uses left without its uses is
discarded by a rule of the uses (uses-x-type.3). As for threat
and damage, a counter never moves to the card it is on (move.2), and a card with no all-purpose
counter is no source to move one from (move.3).

>>> from checker.engine import MoveCounters, read_state, setup
>>> state = read_state(
...     'players: A(first); A.play: tac:support[uses="3 attack" all-purpose=2] '
...     'sv:support[uses="3 snoop" all-purpose=1]')
>>> after, events = setup.perform(state, MoveCounters("tac", "sv", 1))
>>> [event.render("en") for event in events]
['1 all-purpose counters move from tac to sv, where they are snoop counters.']
>>> after.card("sv").counter("all-purpose")
2
"""

from __future__ import annotations

from checker.engine import actions as a
from checker.engine.cards import ALL_PURPOSE
from checker.engine.errors import REASONS
from checker.engine.events import EventKey
from checker.engine.execution import record
from checker.engine.registry import rule
from checker.engine.table import Table
from checker.engine.timing import When


@rule("move.2", when=When.PROHIBITION, on=a.MoveCounters)
def not_to_the_card_it_is_on(table: Table, effect: a.MoveCounters) -> None:
    """move.2: a counter cannot move to the card it is already on."""
    if effect.card == effect.host:
        raise table.violation("move.2", REASONS.SAME_PLACEMENT, card=effect.card)


@rule("move.3", when=When.PROHIBITION, on=a.MoveCounters)
def counters_need_a_source(table: Table, effect: a.MoveCounters) -> None:
    """move.3: a card with no all-purpose counter on it is no source to move one from."""
    if not table.card(effect.card).counter(ALL_PURPOSE):
        raise table.violation("move.3", REASONS.NO_MOVE, card=effect.card)


@rule("all-purpose-counter.4.3", "move.1", when=When.PERFORM, on=a.MoveCounters)
def move_counters(table: Table, effect: a.MoveCounters) -> None:
    """all-purpose-counter.4.3: the counters moved leave their card and go to the other, where
    they have the type it defines, or are only all-purpose counters if it defines none. A card
    with uses left with no counter is then discarded as any other (uses-x-type.3)."""
    source, host = table.card(effect.card), table.card(effect.host)
    moved = min(effect.amount, source.counter(ALL_PURPOSE))
    table.set_card(source.with_counter(ALL_PURPOSE, source.counter(ALL_PURPOSE) - moved))
    table.set_card(host.with_counter(ALL_PURPOSE, host.counter(ALL_PURPOSE) + moved))
    if source.uses_type is None or host.uses_type is None:
        # On a card that defines no type they carry no rule (all-purpose-counter.2): the card
        # they reach, or the one they leave empty, stays as it was.
        record("all-purpose-counter.2")
    if host.uses_type is None:
        table.emit(EventKey.UNTYPED_COUNTERS_MOVED, "all-purpose-counter.4.3", card=table.ref(effect.card),
                   host=table.ref(effect.host), count=moved)
        return
    record("all-purpose-counter.3")
    table.emit(EventKey.COUNTERS_MOVED, "all-purpose-counter.4.3", card=table.ref(effect.card),
               host=table.ref(effect.host), count=moved, counter=host.uses_type)
