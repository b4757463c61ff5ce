"""Uses (X "type"): a card that enters play with X all-purpose counters, its uses, and is
discarded once it has none left.

The glossary has the keyword twice: ``uses-x`` (one paragraph) and ``uses-x-type`` (the same
rules as separate clauses); this module carries out both. The counters are all-purpose counters
(all-purpose-counter.4) whose type is the word after the value, which the card defines
(all-purpose-counter.3): the notation writes them ``all-purpose=3`` and the card prints
``uses="3 charge"``. An ability spends uses with the cost ``spend-use+1`` before its arrow
(:func:`checker.engine.rules.effects.spend_uses`); it cannot be used without enough of them.

>>> from checker.engine import PutIntoPlay, read_state, setup
>>> state = read_state(
...     'players: A(first); set-aside: tac:support[owner=A uses="3 attack" ability="action: exhaust, spend-use+1 -> damage+2"]')
>>> after, events = setup.perform(state, PutIntoPlay("tac", "A"))
>>> [event.render("en") for event in events][-1]
'tac enters play with 3 all-purpose counters, its attack uses.'
>>> after.card("tac").counter("all-purpose")
3
"""

from __future__ import annotations

from checker.engine import decisions as d
from checker.engine.cards import ALL_PURPOSE, Keyword, SpendUseCost
from checker.engine.errors import REASONS
from checker.engine.events import Event, EventKey
from checker.engine.execution import record
from checker.engine.registry import carries_out_words, rule
from checker.engine.rules.card_play import add_to_victory_display
from checker.engine.rules.cards_in_play import with_uses
from checker.engine.rules.effects import ability_costs
from checker.engine.table import Table
from checker.engine.timing import When

carries_out_words(Keyword.USES, ALL_PURPOSE)


@rule(when=When.CONSTANT, on=EventKey.ENTERS_PLAY)
def enters_play_with_its_uses(table: Table, event: Event) -> None:
    """uses-x-type.1, uses-x.1: a card with uses enters play with X all-purpose counters from the
    token pool on it; the word after the value is the type of its uses (uses-x-type.3.1), the
    type that card defines for the counters on it (all-purpose-counter.3, .4)."""
    card = table.card(event.params["card"].id)
    if card.uses_type is None:
        return
    count = card.keyword_amount(Keyword.USES, table.starting_players)
    record("uses-x-type.1", "uses-x-type.3.1", "uses-x.1", "all-purpose-counter.3", "all-purpose-counter.4")
    table.set_card(card.with_counter(ALL_PURPOSE, card.counter(ALL_PURPOSE) + count))
    table.emit(EventKey.USES_PLACED, "uses-x-type.1", card=table.ref(card.id), counter=card.uses_type, count=count)


def uses_spent(table: Table, card_id: str) -> int:
    """How many uses the cost of the card's ability spends."""
    return sum(cost.amount for cost in ability_costs(table, card_id) if isinstance(cost, SpendUseCost))


@rule("uses-x.1", "uses-x-type.2", when=When.PROHIBITION, on=d.UseAction)
def an_ability_spends_uses_it_has(table: Table, decision: d.UseAction) -> None:
    """uses-x.1, uses-x-type.2: spending a use removes a counter of that type from the card, so an
    ability whose cost spends more uses than its card has left cannot be used."""
    spent = uses_spent(table, decision.card)
    card = table.card(decision.card)
    if spent and card.counter(ALL_PURPOSE) < spent:
        raise table.violation("uses-x.1", REASONS.NO_USES_LEFT, card=decision.card,
                              counter=card.uses_type or ALL_PURPOSE, count=spent)


@rule("uses-x-type.3", "uses-x-type.3.1", "uses-x.1", when=When.STATE_CHECK)
def discarded_with_no_uses_left(table: Table) -> bool:
    """uses-x-type.3, .3.1, uses-x.1: a card with uses that has no all-purpose counters left is
    discarded (placed in the victory display, with victory X: victory-x.1.4), once the ability that spent its last use has resolved: while that ability waits
    for a decision (the target of its effect), the card stays."""
    if table.pending is not None:
        return False
    for card_id in with_uses(table):
        card = table.card(card_id)
        if not card.counter(ALL_PURPOSE):
            if Keyword.VICTORY in card.keywords:
                # With victory X, it goes to the victory display instead (victory-x.1.1.3, .1.4).
                record("victory-x.1.1.3", "victory-x.1.4")
                add_to_victory_display(table, card_id)
            else:
                record("keywords.3.26")
                table.discard(card_id, "uses-x-type.3")
            return True
    return False
