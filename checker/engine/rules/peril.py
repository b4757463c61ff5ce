"""Peril: while a player resolves a card with peril, the other players cannot help.

peril.1, .2: while a player is resolving a card with peril, the other players cannot play cards
or trigger abilities. The engine offers the other players nothing to play while a card is
revealed; what they could do is trigger the optional interrupts and responses of their cards,
and :mod:`triggered_ability` asks before offering one (an :class:`Opportunity`): this rule
withholds it. Forced abilities still resolve, since nobody triggers them by choice.

A card is being resolved from its being revealed until its reveal is over, as the events of the
step being played show: a treachery until it is discarded; any other card while nothing else has
been revealed since. The player resolving it is the one it is dealt to, engaged with or in the
play area of; a card that lands elsewhere (a side scheme) is resolved by the first player. While
a card with peril is in a player's area, only that player decides on its optional abilities
(:func:`triggered_ability.deciding`, peril.2).
"""

from __future__ import annotations

from checker.engine.cards import Keyword
from checker.engine.errors import REASONS
from checker.engine.events import EventKey
from checker.engine.execution import record
from checker.engine.registry import carries_out_words, rule
from checker.engine.rules.triggered_ability import Opportunity
from checker.engine.table import Table
from checker.engine.timing import When

carries_out_words(Keyword.PERIL)


def card_resolving(table: Table) -> str | None:
    """The card revealed last in this step, while its reveal is not over: the card a player is
    resolving, if any."""
    discarded = set()
    for event in reversed(table.events):
        if event.key is EventKey.DISCARDED:
            discarded.add(event.params["card"].id)
        elif event.key is EventKey.REVEALED:
            card_id = event.params["card"].id
            return None if card_id in discarded else card_id
    return None


def resolver(table: Table, card_id: str) -> str:
    """The player resolving ``card_id``: the holder of the area it is in, else the first player."""
    return table.base_zone(card_id).holder or table.first_player or ""


@rule(when=When.PROHIBITION, on=Opportunity)
def other_players_cannot_help(table: Table, opportunity: Opportunity) -> None:
    """peril.1, .2: while a player resolves a card with peril, the other players cannot trigger
    abilities (nor play cards, which only such an ability would let them do now)."""
    card_id = card_resolving(table)
    if card_id is None or Keyword.PERIL not in table.card(card_id).keywords:
        return
    player = resolver(table, card_id)
    if opportunity.player == player:
        return
    record("peril.1", "peril.2", "keywords.3.10")
    raise table.violation("peril.1", REASONS.PERIL, resolver=player, card=table.ref(card_id),
                          player=opportunity.player)
