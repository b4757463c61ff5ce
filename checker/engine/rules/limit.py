"""Limit: "Limit X per [period]" on a player card's ability, counted for each copy of the card.

Each copy of a card whose ability prints ``limit=X/period`` may use that ability X times in the
period (a round, a phase, a turn), whoever controls it; another copy counts its own uses
(limit.1). The state keeps one entry in ``limits-used`` for each use, and forgets the entries of
a period when the period ends. A use that is canceled has still been initiated, so it counts
(limit.2). A copy that leaves play comes back a new copy, with no use counted
(leaves-play.2.1).

>>> from checker.engine import UseAction, apply, legal_actions, read_state
>>> state = read_state(
...     'players: A(first); A.deck: d1 d2 d3; A.play: lab:support[limit=1/round ability="action: draw+1"]')
>>> after, events = apply(state, UseAction("A", "lab"))
>>> after.limits_used
('lab',)
>>> UseAction("A", "lab") in legal_actions(after)
False
"""

from __future__ import annotations

from checker.engine import decisions as d
from checker.engine.cards import Card, Period
from checker.engine.errors import REASONS
from checker.engine.events import Event, EventKey
from checker.engine.execution import record
from checker.engine.registry import rule
from checker.engine.state import TableView
from checker.engine.table import Table
from checker.engine.timing import When

ENDING = {
    EventKey.ROUND_BEGINS: frozenset({Period.ROUND, Period.PHASE, Period.TURN}),
    EventKey.VILLAIN_PHASE_BEGINS: frozenset({Period.PHASE, Period.TURN}),
    EventKey.TURN_BEGINS: frozenset({Period.TURN}),
}
"""The periods that end as each event begins a new one: a new round begins a new player phase
and turn; the villain phase ends the player phase and its last turn."""


def counted_period(card: Card) -> Period | None:
    """The period the uses or plays of ``card`` are counted over, if they are counted: by its
    limit, else by its maximum."""
    for limit in (card.definition.limit, card.definition.maximum):
        if limit is not None and isinstance(limit.per, Period) and limit.per not in (Period.PLAYER, Period.INSTANCE):
            return limit.per
    return None


def uses(view: TableView, card_id: str) -> int:
    """How many times the limited ability of this copy has been used in its period."""
    return view.limits_used.count(card_id)


def within_limit(view: TableView, card_id: str) -> bool:
    """limit.1: whether the ability of this copy may still be used in its period (always, for
    a card with no limit)."""
    limit = view.card(card_id).definition.limit
    return limit is None or uses(view, card_id) < limit.count


def count_use(table: Table, card_id: str) -> None:
    """limit.1: the use of a limited ability counts toward its copy's limit as it is
    initiated."""
    if table.card(card_id).definition.limit is not None:
        record("limit.1")
        table.limits_used = (*table.limits_used, card_id)


@rule("limit.1", when=When.PROHIBITION, on=d.UseAction)
def a_limited_ability_is_used_x_times_per_period(table: Table, decision: d.UseAction) -> None:
    """limit.1: each copy of an ability with "Limit X per [period]" may be used X times in the
    period, per copy."""
    if not within_limit(table, decision.card):
        count = table.card(decision.card).definition.limit.count
        raise table.violation("limit.1", REASONS.LIMIT_REACHED, card=decision.card, count=count)


@rule(when=When.CONSTANT, on=EventKey.ABILITY_USED)
def a_limited_use_counts(table: Table, event: Event) -> None:
    """limit.1: an action or a resource ability used counts toward its copy's limit (the
    interrupts and responses count as they resolve: :mod:`checker.engine.rules.triggered_ability`)."""
    count_use(table, event.params["card"].id)


@rule(when=When.CONSTANT, on=EventKey.ABILITY_CANCELED)
def a_canceled_use_still_counts(table: Table, event: Event) -> None:
    """limit.2, max.2.1: canceling the ability of a card with a limit, or of a card played under
    a maximum, leaves its entry in the count: it was initiated, or played, all the same."""
    card_id = event.params["card"].id
    definition = table.card(card_id).definition
    if card_id in table.limits_used:
        record(*(clause for clause, limit in (("limit.2", definition.limit), ("max.2.1", definition.maximum))
                 if limit is not None))


@rule(when=When.CONSTANT, on=EventKey.ROUND_BEGINS)
@rule(when=When.CONSTANT, on=EventKey.VILLAIN_PHASE_BEGINS)
@rule(when=When.CONSTANT, on=EventKey.TURN_BEGINS)
def a_new_period_counts_afresh(table: Table, event: Event) -> None:
    """limit.1, max.2: the uses and plays counted over a period that ends are forgotten."""
    ending = ENDING[event.key]
    kept = tuple(card_id for card_id in table.limits_used if counted_period(table.card(card_id)) not in ending)
    if kept != table.limits_used:
        record(*(("limit.1",) if any(table.card(card).definition.limit for card in table.limits_used) else ()),
               *(("max.2",) if any(table.card(card).definition.maximum for card in table.limits_used) else ()))
        table.limits_used = kept


@rule(when=When.CONSTANT, on=EventKey.LEAVES_PLAY)
def a_new_copy_has_used_nothing(table: Table, event: Event) -> None:
    """leaves-play.2.1, limit.1: a copy that leaves play is a new copy of the card, whose
    ability has not been used; the plays counted under a maximum are counted by title, and stay."""
    card_id = event.params["card"].id
    card = table.card(card_id)
    if card_id in table.limits_used and card.definition.limit is not None and card.definition.maximum is None:
        record("leaves-play.2.1", "limit.1")
        table.limits_used = tuple(entry for entry in table.limits_used if entry != card_id)
