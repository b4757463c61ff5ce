"""Player Elimination: the procedure, step by step, and what the remaining players do.

>>> from checker.engine import EliminatePlayer, read_state, setup, write_state
>>> state = read_state(
...     "players: A(first) B; A.hand: h1; A.play: peter:identity; A.engaged: m1; B.play: carol:identity")
>>> after, events = setup.perform(state, EliminatePlayer("A"))
>>> write_state(after)
'players: A(out) B(first); B.play: carol:identity; B.engaged: m1; removed: h1:ally[owner=A] peter:identity[owner=A]'
"""

from __future__ import annotations

from checker.engine import actions as a
from checker.engine.cards import CardType, Keyword
from checker.engine.errors import REASONS
from checker.engine.events import EventKey
from checker.engine.execution import carries_out, record
from checker.engine.registry import REGISTRY, carries_out_words, rule
from checker.engine.rules.card_play import attach, attach_targets
from checker.engine.rules.sequence import begin_turn, end_player_phase_when_due, pass_turn
from checker.engine.table import Table
from checker.engine.timing import Change, When
from checker.engine.turns import Choice, Pending, Phase
from checker.engine.zones import REMOVED, SET_ASIDE, ZoneKind, dealt, discard, engaged, play_area


carries_out_words(Keyword.PERMANENT)


@rule("player-elimination.1", "hit-points.2.2.1", when=When.DEFEAT, on=CardType.IDENTITY)
def hero_defeated(table: Table, card_id: str) -> None:
    """player-elimination.1: a player whose identity is defeated is eliminated; the identity
    leaves the game with the rest of their play area (defeat.3, player-elimination.2.5)."""
    owner = table.card(card_id).owner
    if owner is None:
        raise table.error(REASONS.NOT_DEFEATABLE, card=table.ref(card_id))
    record("defeat.3")
    table.emit(EventKey.HERO_DEFEATED, "player-elimination.1", card=table.ref(card_id), player=owner)
    eliminate_player(table, owner)


@rule("player-elimination.3", when=When.PROHIBITION, on=Change.TAKE_PART)
def eliminated_players_take_no_part(table: Table, player: str) -> None:
    """player-elimination.3: an eliminated player no longer takes part in the game."""
    if table.player(player).eliminated:
        raise table.violation("player-elimination.3", REASONS.PLAYER_ELIMINATED, player=player)


@rule(when=When.PERFORM, on=a.EliminatePlayer)
def perform_elimination(table: Table, effect: a.EliminatePlayer) -> None:
    eliminate_player(table, effect.player)


@carries_out("player-elimination.2")
def eliminate_player(table: Table, player: str) -> None:
    """player-elimination.2: the player is eliminated; then the five steps, in order (.3 after)."""
    REGISTRY.forbid(table, Change.TAKE_PART, player)
    table.replace_player(player, eliminated=True)
    table.emit(EventKey.PLAYER_ELIMINATED, "player-elimination.2", player=player)
    end_turn_of_eliminated_player(table, player)
    pass_first_player_token(table, player)
    pass_engaged_minions(table, player)
    finish_elimination(table, player)


def finish_elimination(table: Table, player: str) -> None:
    """Steps three to five, from where a choice of step three interrupted them."""
    if not settle_cards_of_other_owners(table, player):
        return
    discard_owned_cards(table, player)
    remove_play_area_and_components(table, player)
    check_all_players_eliminated(table)
    end_player_phase_when_due(table)


@carries_out("player-elimination.3")
def end_turn_of_eliminated_player(table: Table, player: str) -> None:
    """player-elimination.3: an eliminated player takes no more part, so if it was their turn,
    it ends: the next player in player order takes theirs (after the last one, the villain phase
    begins). A first player's turn goes to the player on their left, who gets the token next."""
    if table.phase is not Phase.PLAYER or table.active_player != player:
        return
    left = table.players_clockwise_after(player)
    if not left:
        table.active_player = None
    elif table.first_player == player:
        begin_turn(table, left[0])
    else:
        pass_turn(table, player)


@carries_out("player-elimination.2.1", "first-player.3")
def pass_first_player_token(table: Table, player: str) -> None:
    """player-elimination.2.1: the first player token goes to the player on the left."""
    if table.first_player != player:
        return
    left = table.players_clockwise_after(player)
    table.first_player = left[0] if left else None
    if left:
        table.emit(EventKey.FIRST_PLAYER_PASSES, "player-elimination.2.1", player=left[0])


@carries_out("player-elimination.2.2")
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


@carries_out("player-elimination.2.3")
def settle_cards_of_other_owners(table: Table, player: str) -> bool:
    """player-elimination.2.3: each card in the area that the player does not own. False when a
    choice stopped it: the answer carries on from there."""
    for card_id in cards_in_play_area(table, player):
        card = table.card(card_id)
        if card.owner == player or table.base_zone(card_id).holder != player:
            continue
        if card.type is CardType.ATTACHMENT and card.is_permanent:
            if not reattach_permanent_attachment(table, player, card_id):
                return False
        elif card.is_permanent:
            record("player-elimination.2.3.2", "permanent.3.5")
            table.remove_from_game(card_id, "player-elimination.2.3.2")
        else:
            discard_to_owner(table, card_id)
    return True


@carries_out("player-elimination.2.3.1")
def reattach_permanent_attachment(table: Table, player: str, card_id: str) -> bool:
    """player-elimination.2.3.1: resolve its "Attach to X"; with no such rule or no legal target,
    remove it from the game. With several legal targets the first player chooses (False: the
    game waits for that choice)."""
    targets = attach_targets(table, card_id, outside_player=player)
    if not targets:
        table.remove_from_game(card_id, "player-elimination.2.3.1")
    elif len(targets) == 1:
        attach(table, card_id, targets[0], clause="player-elimination.2.3.1")
    else:
        table.pending = Pending(
            table.first_player or "", Choice.ATTACH_HOST, tuple(targets), "player-elimination.2.3.1", card_id, player
        )
        return False
    return True


@rule("player-elimination.2.3.1", "first-player.4", "first-player.4.1", when=When.ANSWER, on="player-elimination.2.3.1")
def permanent_attachment_host_chosen(table: Table, pending: Pending, host: str) -> None:
    """The chosen card gets the attachment; the elimination then carries on with step three."""
    attach(table, pending.subject, host, clause="player-elimination.2.3.1")
    finish_elimination(table, pending.context)


@carries_out("player-elimination.2.3.3")
def discard_to_owner(table: Table, card_id: str) -> None:
    """player-elimination.2.3.3: every other card goes to its owner's discard pile."""
    if table.location(card_id).kind in (ZoneKind.DISCARD, ZoneKind.ENCOUNTER_DISCARD):
        return
    table.discard(card_id, "player-elimination.2.3.3")


@carries_out("player-elimination.2.4")
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


@carries_out("player-elimination.2.5")
def remove_play_area_and_components(table: Table, player: str) -> None:
    """player-elimination.2.5: the player's play area and all its components leave the game."""
    for card_id in list(table.in_zone(discard(player))):
        table.remove_from_game(card_id, "player-elimination.2.5")
    table.emit(EventKey.COMPONENTS_REMOVED, "player-elimination.2.5", player=player)


@rule("player-elimination.2.5", when=When.STATE_CHECK)
def eliminated_players_have_no_discard_pile(table: Table) -> bool:
    """player-elimination.2.5: an eliminated player's components are out of the game, so a card
    of theirs discarded later leaves the game too (once the procedure itself is over)."""
    waiting_for = table.pending.context if table.pending is not None else None
    for seat in table.players:
        if seat.eliminated and seat.id != waiting_for and table.in_zone(discard(seat.id)):
            for card_id in list(table.in_zone(discard(seat.id))):
                table.remove_from_game(card_id, "player-elimination.2.5")
            return True
    return False


def check_all_players_eliminated(table: Table) -> None:
    """player-elimination.3.1: with every player eliminated, the players lose."""
    if not table.players_in_game():
        record("player-elimination.3.1")
        table.emit(EventKey.ALL_ELIMINATED, "player-elimination.3.1")
