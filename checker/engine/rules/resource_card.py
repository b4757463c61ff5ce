"""Resource cards: an extension of the identity, which spends what its player spends.

A resource a player spends is also spent by their identity (resource-card.2.2), whatever card
generated it: a resource card discarded from their hand, or any other. An event that asks
whether "your identity spent a [type] resource to pay for this card"
(``if-spent+physical draw+1``) reads what its player spent: the payment leaves on the event, for
as long as it is being played, a ``spent-physical`` counter for each resource of that type.
"""

from __future__ import annotations

from collections import Counter

from checker.engine.cards import SPENT_PREFIX, CardType, Resource
from checker.engine.execution import record
from checker.engine.registry import carries_out_words
from checker.engine.state import TableView
from checker.engine.table import Table

carries_out_words(*(SPENT_PREFIX + resource.value for resource in Resource))


def note_spent(table: Table, card_id: str, paid: tuple[str, ...]) -> None:
    """The resources paid for an event: kept on it while it is being played, by type."""
    card = table.card(card_id)
    if card.type is not CardType.EVENT:
        return
    for resource, count in Counter(paid).items():
        card = card.with_counter(SPENT_PREFIX + resource, count)
    table.set_card(card)


def forget_spent(table: Table, card_id: str) -> None:
    """The event has been played: what was spent for it was for this play only."""
    card = table.card(card_id)
    for resource in Resource:
        if card.counter(SPENT_PREFIX + resource.value):
            card = card.with_counter(SPENT_PREFIX + resource.value, 0)
    table.set_card(card)


def identity_spent(view: TableView, card_id: str, resource: Resource) -> bool:
    """resource-card.2.2: whether the identity of the player of event ``card_id`` spent a
    resource of type ``resource`` to pay for it: each resource its player spent, from a
    resource card or any other card, counts as spent by their identity."""
    record("resource-card.2.2")
    return bool(view.card(card_id).counter(SPENT_PREFIX + resource.value))
