"""Max, Maximum: a maximum over every copy of a card, by title, for all players.

``max=X/period`` (max.2): the copies of the card, by title, may be played X times in the period
(a round, a phase, a turn) between all the players (max.1); a copy that is canceled once played
still counts (max.2.1). ``max=1/player`` (max.4): each player may control one copy in play at a
time. ``max=1/ally`` (max.5): at most one copy is attached to each card of that type.
``max=1/instance`` (max.6): one instance of a triggering condition triggers the ability of one
copy, however many copies it would trigger. The plays
are counted in ``limits-used`` with the limits (:mod:`checker.engine.rules.limit`), and forgotten
when their period ends.

>>> from checker.engine import PlayCard, RuleViolation, apply, read_state
>>> state = read_state(
...     'players: A(first); A.deck: d1 d2 d3; A.hand: tip:event[max=1/phase ability="action: draw+1"] '
...     'tip2:event[name=tip max=1/phase ability="action: draw+1"]')
>>> after, events = apply(state, PlayCard("A", "tip"))
>>> try:
...     apply(after, PlayCard("A", "tip2"))
... except RuleViolation as refused:
...     print(refused.clause)
max.2
"""

from __future__ import annotations

from checker.engine import decisions as d
from checker.engine.cards import CardType, Period
from checker.engine.errors import REASONS
from checker.engine.events import Event, EventKey
from checker.engine.execution import record
from checker.engine.registry import rule
from checker.engine.rules.limit import counted_period
from checker.engine.state import TableView
from checker.engine.table import Table
from checker.engine.timing import Change, When
from checker.engine.zones import ZoneKind, attached


def same_title(view: TableView, one: str, other: str) -> bool:
    """copy.1: whether two cards are copies of each other: they share their title and their
    subtitle (if any), whatever their types or anything else they print."""
    return view.card(one).name == view.card(other).name \
        and view.card(one).definition.subtitle == view.card(other).definition.subtitle


def plays_counted(view: TableView, card_id: str) -> int:
    """max.1, max.2: how many copies of ``card_id``'s title have been played in the period, by
    any player."""
    return sum(1 for entry in view.limits_used
               if view.card(entry).definition.maximum is not None and same_title(view, entry, card_id))


@rule("max.1", "max.2", when=When.PROHIBITION, on=d.PlayCard)
def copies_played_at_most_x_times_per_period(table: Table, decision: d.PlayCard) -> None:
    """max.1, max.2: the copies of a card with "Max X per [period]" are played X times in the
    period, all players together."""
    maximum = table.card(decision.card).definition.maximum
    if maximum is None or counted_period(table.card(decision.card)) is None:
        return
    if plays_counted(table, decision.card) >= maximum.count:
        raise table.violation("max.2", REASONS.MAX_REACHED, card=decision.card, count=maximum.count)


@rule(when=When.CONSTANT, on=EventKey.PLAYED)
def a_play_counts_toward_the_maximum(table: Table, event: Event) -> None:
    """max.2: a copy played counts toward the maximum of its title as it is played."""
    card_id = event.params["card"].id
    card = table.card(card_id)
    if card.definition.maximum is not None and counted_period(card) is not None:
        if any(same_title(table, entry, card_id) and entry != card_id for entry in table.limits_used):
            # Another copy, of this or another player, counted already: the maximum is by title.
            record("max.1")
        record("max.2")
        table.limits_used = (*table.limits_used, card_id)


def copies_controlled(view: TableView, player: str, card_id: str) -> list[str]:
    """The other copies of ``card_id``'s title in play that ``player`` controls."""
    return [other for other in view.in_play_cards() if other != card_id and same_title(view, other, card_id)
            and view.base_zone(other).kind is ZoneKind.PLAY and view.base_zone(other).holder == player]


def over_per_player(view: TableView, player: str | None, card_id: str) -> bool:
    """max.4: whether ``player`` already controls as many copies in play as "Max X per player"
    allows."""
    maximum = view.card(card_id).definition.maximum
    if maximum is None or maximum.per is not Period.PLAYER or player is None:
        return False
    return len(copies_controlled(view, player, card_id)) >= maximum.count


@rule("max.4", when=When.PROHIBITION, on=d.PlayCard)
def one_copy_per_player(table: Table, decision: d.PlayCard) -> None:
    """max.4: a player cannot play a copy of a "Max 1 per player" card while they control one in
    play; another player may."""
    if over_per_player(table, decision.player, decision.card):
        record("copy.1")
        raise table.violation("max.4", REASONS.MAX_PER_PLAYER, card=decision.card, player=decision.player)


@rule("max.4", when=When.PROHIBITION, on=Change.ENTER_PLAY)
def one_copy_per_player_put_into_play(table: Table, card_id: str, player: str | None) -> None:
    """max.4: nor can a card ability put one into play under that player's control."""
    if over_per_player(table, player or table.card(card_id).owner, card_id):
        raise table.violation("max.4", REASONS.MAX_PER_PLAYER, card=card_id, player=player or table.card(card_id).owner)


@rule("max.5", when=When.PROHIBITION, on=d.PlayCard)
def copies_attached_to_one_card(table: Table, decision: d.PlayCard) -> None:
    """max.5: "Max X per [card type]" lets at most X copies attach to each card of that type."""
    maximum = table.card(decision.card).definition.maximum
    if maximum is None or not isinstance(maximum.per, CardType) or decision.host is None:
        return
    copies = [other for other in table.in_zone(attached(decision.host)) if same_title(table, other, decision.card)]
    if len(copies) >= maximum.count:
        raise table.violation("max.5", REASONS.MAX_PER_CARD, card=decision.card, host=decision.host)


def copies_triggered_once(view: TableView, source: str, waiting: tuple[str, ...]) -> tuple[str, ...]:
    """max.6: once the ability of ``source`` resolves for an instance of its triggering
    condition, the other copies of its title with "Max 1 per [instance]" waiting in the same
    window are left out of it; ``waiting`` as it is otherwise."""
    maximum = view.card(source).definition.maximum
    if maximum is None or maximum.per is not Period.INSTANCE:
        return waiting
    left = tuple(card for card in waiting if not same_title(view, card, source))
    if left != waiting:
        record("max.6")
    return left
