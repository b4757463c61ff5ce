"""Play restrictions and permissions: what a card or an ability says about when or how it may be
used, and the permissions that let a player go beyond the rules.

A permission is an optional play restriction (play-restrictions-and-permissions.3): here, a
constant ability of a card a player controls in play that lets them play cards of a type from
their discard pile (``ability="constant: play-from-discard+ally"``), as they would from their
hand (play-restrictions-and-permissions.3.1). Every other restriction of playing the card still
applies: its cost, its form, its maximum.
"""

from __future__ import annotations

from checker.engine import decisions as d
from checker.engine.cards import PLAYABLE_TYPES, PlayFromDiscardEffect, Trigger
from checker.engine.registry import rule
from checker.engine.state import TableView
from checker.engine.table import Table
from checker.engine.timing import When
from checker.engine.turns import Phase
from checker.engine.zones import discard, play_area


def permitted_from_discard(view: TableView, player: str, card_id: str) -> bool:
    """Whether ``card_id``, in ``player``'s discard pile, may be played from there: a constant
    ability of a card they control in play permits it for cards of its type."""
    if view.location(card_id) != discard(player):
        return False
    card_type = view.card(card_id).type
    return any(isinstance(effect, PlayFromDiscardEffect) and effect.type is card_type
               for source in view.in_zone(play_area(player)) if view.is_in_play(source)
               for ability in view.card(source).abilities() if ability.trigger is Trigger.CONSTANT
               for effect in ability.effects)


@rule(when=When.OFFER, on=Phase.PLAYER)
def playing_from_the_discard_pile(table: Table, player: str) -> list[d.PlayCard]:
    """play-restrictions-and-permissions.3: during their turn, a player whom a permission lets
    play cards of a type from their discard pile may play each of them, as from their hand."""
    return [d.PlayCard(player, card_id) for card_id in table.in_zone(discard(player))
            if table.card(card_id).type in PLAYABLE_TYPES and table.card(card_id).attach_to is None
            and permitted_from_discard(table, player, card_id)]
