"""Nemesis sets in play: the abilities that bring a player's nemesis minion or nemesis side scheme
into play find it among the set-aside cards of the nemesis set of that player's identity.

An identity's nemesis minion is the minion of its nemesis set (nemesis-encounter-set.4); when the
set holds several minions, the one whose parenthetical text marks it as the nemesis minion
(nemesis-encounter-set.4.1). Its nemesis side scheme is the side scheme of its nemesis set
(nemesis-encounter-set.5). A card of another identity's nemesis set is never the player's, and a
card already in play is not among the set-aside cards.
"""

from __future__ import annotations

from checker.engine import actions as a
from checker.engine.cards import CardType
from checker.engine.execution import record
from checker.engine.forms import identity_of
from checker.engine.registry import REGISTRY
from checker.engine.table import Table
from checker.engine.zones import SET_ASIDE

CLAUSES = {CardType.MINION: "nemesis-encounter-set.4", CardType.SIDE_SCHEME: "nemesis-encounter-set.5"}
"""The clause that says which card of the nemesis set an ability names, by its type."""


def nemesis_card(table: Table, player: str, card_type: CardType) -> str | None:
    """nemesis.1, nemesis-encounter-set.4, .4.1, .5: ``player``'s nemesis card of ``card_type``
    among the set-aside cards, from the nemesis set that comes with their identity (the set
    naming its alter-ego); None when there is none there."""
    identity = identity_of(table, player)
    if identity is None:
        return None
    name = table.card(identity).definition.alter_ego or table.card(identity).name
    record("nemesis.1", CLAUSES[card_type])
    found = [card_id for card_id in table.in_zone(SET_ASIDE)
             if table.card(card_id).definition.nemesis == name and table.card(card_id).type is card_type]
    if card_type is CardType.MINION and len(found) > 1:
        record("nemesis-encounter-set.4.1")
        found = [card_id for card_id in found if table.card(card_id).definition.nemesis_minion]
    return found[0] if found else None


def put_nemesis_card_into_play(table: Table, player: str, card_type: CardType) -> None:
    """"Put your nemesis minion (side scheme) into play": the card enters play for ``player``;
    with none set aside, the effect does nothing."""
    card_id = nemesis_card(table, player, card_type)
    if card_id is not None:
        REGISTRY.perform(table, a.PutIntoPlay(card_id, player))
