"""Costs whose elements their player chooses while paying them.

Some costs name no element of their own: "exhaust a friendly ally", "choose a minion and exhaust
it", "discard 2 cards from your hand", "discard up to 2 cards". Paying one asks its player, one
element at a time, which to use (the :data:`~checker.engine.turns.Choice.COST_ELEMENT` choice,
under cost.8), and the ability waits in the state (:class:`~checker.engine.turns.Suspended`,
under cost.2) with the elements chosen so far; once the last is chosen, every cost is paid at
once (cost.6) and the effects resolve.

* A player pays with what they control (cost.8), but a cost that says "choose" lets them choose
  a card they do not control (cost.8.1), and one that targets a "friendly" card lets them target
  another player's (cost.8.2).
* An element that is not in play comes from the paying player's own out-of-play areas only: the
  cards of their own hand (cost.9).
* "Up to" some number asks for one at least: the player may stop choosing only once they have
  chosen one (cost.10).
"""

from __future__ import annotations

from dataclasses import replace

from checker.engine import decisions as d
from checker.engine.cards import DiscardCardsCost, Effect, ExhaustCardCost
from checker.engine.errors import REASONS
from checker.engine.execution import record
from checker.engine.registry import rule
from checker.engine.state import TableView
from checker.engine.table import Table
from checker.engine.timing import When
from checker.engine.turns import Answer, Choice, Pending, Suspended
from checker.engine.zones import ZoneKind, hand

PAYING = "cost.2"
"""The clause of an ability waiting for the elements of its costs: the costs are paid, then its
effects resolve."""
CHOOSING = "cost.8"
"""The clause of the choice of an element of a cost."""

CHOSEN_COSTS = (ExhaustCardCost, DiscardCardsCost)
"""The costs whose elements their player chooses."""


def elements(view: TableView, player: str, cost: Effect, chosen: tuple[str, ...]) -> list[str]:
    """The elements ``player`` may choose next for ``cost``, ``chosen`` being those chosen so far."""
    if isinstance(cost, ExhaustCardCost):
        return [card for card in view.in_play_cards()
                if view.card(card).type is cost.card_type and not view.card(card).exhausted
                and (view.card(card).is_player_card or not cost.friendly) and card not in chosen]
    return [card for card in view.in_zone(hand(player)) if card not in chosen]


def wanted(cost: Effect) -> int:
    """How many elements ``cost`` asks for, at most."""
    return 1 if isinstance(cost, ExhaustCardCost) else cost.count


def allotted(costs: tuple[Effect, ...], chosen: tuple[str, ...]) -> dict[int, tuple[str, ...]]:
    """The words chosen for each cost whose elements are chosen, by its number among ``costs``,
    in the order they were chosen; an answer that stopped the choosing ends a cost's words."""
    allotment, taken = {}, 0
    for number, cost in enumerate(costs):
        if isinstance(cost, CHOSEN_COSTS):
            mine = chosen[taken:taken + wanted(cost)]
            if Answer.DONE_CHOOSING in mine:
                mine = mine[:mine.index(Answer.DONE_CHOOSING) + 1]
            allotment[number] = mine
            taken += len(mine)
    return allotment


def can_pay(view: TableView, player: str, costs: tuple[Effect, ...]) -> bool:
    """Whether ``player`` has elements enough for each cost whose elements they choose: as many
    as it asks for, or one for "up to" (cost.10)."""
    for cost in costs:
        if isinstance(cost, CHOSEN_COSTS):
            needed = 1 if isinstance(cost, DiscardCardsCost) and cost.up_to else wanted(cost)
            if len(elements(view, player, cost, ())) < needed:
                return False
    return True


@rule(CHOOSING, when=When.PROHIBITION, on=d.UseAction)
@rule(CHOOSING, when=When.PROHIBITION, on=d.PlayCard)
def elements_to_pay_with(table: Table, decision: d.UseAction | d.PlayCard) -> None:
    """cost.8: an ability whose cost asks for elements its player does not have cannot be used
    (an event with one cannot be played): its cost could not be paid."""
    if not can_pay(table, decision.player, costs_of(table, decision.card)):
        raise table.violation(CHOOSING, REASONS.NO_COST_ELEMENTS, player=decision.player, card=decision.card)


def ask(table: Table, player: str, card_id: str, costs: tuple[Effect, ...], chosen: tuple[str, ...]) -> bool:
    """Ask ``player`` for the next element of the costs of the ability of ``card_id``, ``chosen``
    being those chosen so far, in order; False when every element is chosen."""
    for number, mine in allotted(costs, chosen).items():
        cost = costs[number]
        if len(mine) == wanted(cost) or Answer.DONE_CHOOSING in mine:
            continue
        options = elements(table, player, cost, mine)
        if not options:
            continue
        stop = (Answer.DONE_CHOOSING.value,) if isinstance(cost, DiscardCardsCost) and cost.up_to and mine else ()
        table.pending = Pending(player, Choice.COST_ELEMENT, (*options, *stop), CHOOSING, card_id, str(number))
        record_choice(table, player, cost, options, mine)
        return True
    return False


def record_choice(view: TableView, player: str, cost: Effect, options: list[str], mine: tuple[str, ...]) -> None:
    """The clauses that say what the player may choose from."""
    record("cost.8")
    if isinstance(cost, ExhaustCardCost):
        others = [card for card in options if view.base_zone(card).holder != player]
        if others:
            record("cost.8.2" if cost.friendly else "cost.8.1")
        return
    if any(zone.kind is ZoneKind.HAND and zone.holder != player and ids for zone, ids in view.zones.items()):
        # The other players' hands are out of play too, and not theirs to use.
        record("cost.9")
    if cost.up_to and not mine:
        record("cost.10")


def suspend_for_costs(table: Table, player: str, card_id: str, costs: tuple[Effect, ...]) -> bool:
    """If a cost of the ability of ``card_id`` has elements to choose, the ability waits for
    them in the state and its player is asked for the first; True when it waits."""
    if not any(isinstance(cost, CHOSEN_COSTS) for cost in costs) or not ask(table, player, card_id, costs, ()):
        return False
    table.wait(Suspended(PAYING, player, card_id))
    return True


@rule(CHOOSING, when=When.ANSWER, on=CHOOSING)
def element_chosen(table: Table, pending: Pending, element: str) -> None:
    """The player chose an element of a cost (or, for "up to", to stop): it joins those chosen,
    kept with the waiting ability, and the next one is asked for if any is left."""
    waiting, *rest = table.suspended
    waiting = replace(waiting, words=(*waiting.words, element))
    table.suspended = (waiting, *rest)
    costs = costs_of(table, pending.subject)
    ask(table, pending.player, pending.subject, costs, waiting.words)


def costs_of(view: TableView, card_id: str) -> tuple[Effect, ...]:
    """The costs of the first ability of ``card_id`` that has costs whose elements are chosen."""
    for ability in view.card(card_id).abilities():
        if any(isinstance(cost, CHOSEN_COSTS) for cost in ability.costs):
            return ability.costs
    return ()
