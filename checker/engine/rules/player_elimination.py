"""Player Elimination: the procedure, step by step, and what the remaining players do.

>>> from checker.engine import EliminatePlayer, GameState, apply
>>> state = GameState.from_notation(
...     "players: A(first) B; A.hand: h1; A.play: peter:identity; A.engaged: m1; B.play: carol:identity")
>>> after, events = apply(state, EliminatePlayer("A"))
>>> after.notation()
'players: A(out) B(first); B.play: carol:identity; B.engaged: m1; removed: h1:ally[owner=A] peter:identity[owner=A]'
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from checker.engine.cards import CardType
from checker.engine.errors import REASONS
from checker.engine.events import EventKey
from checker.engine.rules.card_play import attach, attach_targets
from checker.engine.zones import REMOVED, SET_ASIDE, ZoneKind, dealt, discard, engaged, play_area

if TYPE_CHECKING:
    from checker.engine.table import Table


def eliminate_player(table: Table, player: str, attach_choices: Mapping[str, str] | None = None) -> None:
    """player-elimination.2: the five steps, in order; then the others play on (.3)."""
    if table.player(player).eliminated:
        raise table.violation("player-elimination.3", REASONS.PLAYER_ELIMINATED, player=player)
    table.emit(EventKey.PLAYER_ELIMINATED, "player-elimination.2", player=player)
    pass_first_player_token(table, player)
    pass_engaged_minions(table, player)
    settle_cards_of_other_owners(table, player, attach_choices or {})
    discard_owned_cards(table, player)
    remove_play_area_and_components(table, player)
    check_all_players_eliminated(table)


def pass_first_player_token(table: Table, player: str) -> None:
    """player-elimination.2.1: the first player token goes to the player on the left."""
    if table.first_player != player:
        return
    left = table.players_clockwise_after(player)
    table.first_player = left[0] if left else None
    if left:
        table.emit(EventKey.FIRST_PLAYER_PASSES, "player-elimination.2.1", player=left[0])


def pass_engaged_minions(table: Table, player: str) -> None:
    """player-elimination.2.2: each engaged minion engages the next player clockwise, keeping its
    tokens, attachments and the cards under it (they travel with it)."""
    clockwise = table.players_clockwise_after(player)
    if not clockwise:
        return
    for minion in list(table.in_zone(engaged(player))):
        table.emit(EventKey.ENGAGED, "player-elimination.2.2", card=table.ref(minion), player=clockwise[0])
        table.move(minion, engaged(clockwise[0]), bottom=True)


def cards_in_play_area(table: Table, player: str) -> list[str]:
    """Cards in the player's area: play area, engagement and dealt cards, with the cards on them."""
    found = []
    for zone in (play_area(player), engaged(player), dealt(player)):
        for card_id in table.in_zone(zone):
            found += [card_id, *table.cards_on(card_id)]
    return found


def settle_cards_of_other_owners(table: Table, player: str, attach_choices: Mapping[str, str]) -> None:
    """player-elimination.2.3: each card in the area that the player does not own."""
    for card_id in cards_in_play_area(table, player):
        card = table.card(card_id)
        if card.owner == player or table.base_zone(card_id).holder != player:
            continue
        if card.type is CardType.ATTACHMENT and card.is_permanent:
            reattach_permanent_attachment(table, player, card_id, attach_choices.get(card_id))
        elif card.is_permanent:
            table.remove_from_game(card_id, "player-elimination.2.3.2")
        else:
            discard_to_owner(table, card_id)


def reattach_permanent_attachment(table: Table, player: str, card_id: str, choice: str | None) -> None:
    """player-elimination.2.3.1: resolve its "Attach to X"; with no such rule or no legal target,
    remove it from the game. ``choice`` picks among legal targets (default: the first, clockwise)."""
    seats = table.players_clockwise_after(player)

    def clockwise_distance(host: str) -> int:
        holder = table.base_zone(host).holder
        return seats.index(holder) + 1 if holder in seats else 0

    targets = sorted(attach_targets(table, card_id, outside_player=player), key=clockwise_distance)
    if choice is not None and choice not in targets:
        raise table.violation(
            "player-elimination.2.3.1", REASONS.ILLEGAL_ATTACH_TARGET, card=table.ref(card_id), host=table.ref(choice)
        )
    host = choice or (targets[0] if targets else None)
    if host is None:
        table.remove_from_game(card_id, "player-elimination.2.3.1")
    else:
        attach(table, card_id, host, clause="player-elimination.2.3.1")


def discard_to_owner(table: Table, card_id: str) -> None:
    """player-elimination.2.3.3: every other card goes to its owner's discard pile."""
    if table.location(card_id).kind in (ZoneKind.DISCARD, ZoneKind.ENCOUNTER_DISCARD):
        return
    table.discard(card_id, "player-elimination.2.3.3")


def discard_owned_cards(table: Table, player: str) -> None:
    """player-elimination.2.4: each card the player owns goes to their discard pile, wherever it
    is (hand included: nothing is deleted), except cards already out of the game or set aside.
    Cards on other cards go first, so that each one is discarded by this step."""
    pile = discard(player)
    owned = [card_id for card_id in table.cards if table.card(card_id).owner == player]
    owned.sort(key=lambda card_id: -len(table.hosts_of(card_id)))
    for card_id in owned:
        if table.location(card_id) not in (pile, REMOVED, SET_ASIDE):
            table.discard(card_id, "player-elimination.2.4")


def remove_play_area_and_components(table: Table, player: str) -> None:
    """player-elimination.2.5: the player's play area and all its components leave the game."""
    table.replace_player(player, eliminated=True)
    for card_id in list(table.in_zone(discard(player))):
        table.remove_from_game(card_id, "player-elimination.2.5")
    table.emit(EventKey.COMPONENTS_REMOVED, "player-elimination.2.5", player=player)


def check_all_players_eliminated(table: Table) -> None:
    """player-elimination.3.1: with every player eliminated, the players lose."""
    if not table.players_in_game():
        table.emit(EventKey.ALL_ELIMINATED, "player-elimination.3.1")


def skip_if_eliminated(table: Table, player: str) -> bool:
    """player-elimination.3.3: effects on the players in the game pass over eliminated players."""
    if table.player(player).eliminated:
        table.emit(EventKey.PLAYER_SKIPPED, "player-elimination.3.3", player=player)
        return True
    return False
