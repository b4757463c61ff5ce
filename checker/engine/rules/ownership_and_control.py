"""Ownership and control: who owns a card, and who controls it.

A card in play is controlled by the player whose play area holds it, and a card attached to it
by that same player (ownership-and-control.4.1). An effect that makes a player take control of
a card another player controls (``take-control+ally``) moves that card to its new controller's
play area as it is, ready or exhausted, damaged or not (ownership-and-control.4.5), with the
upgrades on it, which change control with it (ownership-and-control.4.6). A player cannot take
control of a copy of a "Max 1 per player" card they already control (max.4.1). Taking control
of a campaign-specific or scenario-specific player card (the ``campaign`` flag) makes that player
its owner too (ownership-and-control.4.2).
"""

from __future__ import annotations

from dataclasses import replace

from checker.engine.cards import CardType, TakeControlEffect
from checker.engine.events import EventKey
from checker.engine.execution import record
from checker.engine.registry import rule
from checker.engine.rules.maximum import over_per_player
from checker.engine.state import TableView
from checker.engine.table import Table
from checker.engine.timing import When
from checker.engine.zones import ZoneKind, attached, play_area


def control_targets(view: TableView, effect: TakeControlEffect, player: str | None) -> list[str]:
    """The cards of the type ``effect`` names, in play in another player's play area, that
    ``player`` may take control of: not a copy of a "Max 1 per player" card they already
    control (max.4.1)."""
    if player is None:
        return []
    others = [card_id for card_id in view.in_play_cards() if view.card(card_id).type is effect.type
              and view.location(card_id).kind is ZoneKind.PLAY and view.location(card_id).holder != player]
    allowed = [card_id for card_id in others if not over_per_player(view, player, card_id)]
    if len(allowed) < len(others):
        record("max.4.1")
    return allowed


@rule("ownership-and-control.4.5", when=When.PERFORM, on=TakeControlEffect)
def take_control(table: Table, player: str, card_id: str) -> None:
    """ownership-and-control.4.5, .4.6: the card stays as it is and moves to the play area of its
    new controller, with the upgrades attached to it, which that player now controls too."""
    if any(table.card(other).type is CardType.UPGRADE for other in table.in_zone(attached(card_id))):
        record("ownership-and-control.4.6")
    destination = play_area(player)
    table.emit(EventKey.MOVED, "ownership-and-control.4.5", card=table.ref(card_id), zone=destination)
    table.move(card_id, destination)
    card = table.card(card_id)
    if card.definition.campaign and card.owner != player:
        # A campaign-specific or scenario-specific player card: its new controller owns it until
        # the game ends or another player takes control of it (ownership-and-control.4.2).
        record("ownership-and-control.4.2")
        table.set_card(replace(card, owner=player))
        table.emit(EventKey.OWNER_CHANGED, "ownership-and-control.4.2", player=player, card=table.ref(card_id))
