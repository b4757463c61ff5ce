"""Whether a card is in play, derived from the zone it is in and the side it shows.

Nothing stores "in play": it is read off the table every time, exactly as the In Play and Out
of Play entry lists it. This module answers the question for every layer above it; the rules
that act on the answer (what may be targeted, which abilities may be used) live in
``rules/in_play.py``.

>>> from checker.engine.state import GameState
>>> state = GameState.from_notation(
...     "players: A(first); villain: rhino rhino2; A.hand: web:upgrade; "
...     "A.play: spidey:identity{cap:upgrade ~lady}; encounter-deck: t1")
>>> [card for card in ("rhino", "rhino2", "web", "spidey", "cap", "lady", "t1") if is_in_play(state, card)]
['rhino', 'spidey', 'cap']
>>> side_in_play(state, "spidey", Side.A), side_in_play(state, "spidey", Side.B)
(True, False)
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Protocol

from checker.engine.cards import ENCOUNTER_IN_PLAY_TYPES, PLAYER_IN_PLAY_TYPES, Card, CardType, Side
from checker.engine.events import EventKey
from checker.engine.execution import record
from checker.engine.turns import Player
from checker.engine.zones import CARD_ZONE_KINDS, PLAY_AREA_KINDS, Zone, ZoneKind


class View(Protocol):
    """What the in-play questions need from a table: its seats, cards and zones."""

    players: tuple[Player, ...] | list[Player]
    zones: Mapping[Zone, tuple[str, ...] | list[str]]

    def card(self, card_id: str) -> Card: ...

    def location(self, card_id: str) -> Zone: ...

    def top(self, zone: Zone) -> str | None: ...

    def in_zone(self, zone: Zone) -> tuple[str, ...]: ...

    def cards_on(self, card_id: str) -> list[str]: ...


def player_card_in_play(card: Card, zone: Zone) -> bool:
    """in-play-and-out-of-play.2.1: identity, allies, supports and upgrades that entered a play area."""
    return card.type in PLAYER_IN_PLAY_TYPES and zone.kind in PLAY_AREA_KINDS


def top_of_villain_or_main_scheme_deck(view: View, card: Card, zone: Zone) -> bool:
    """in-play-and-out-of-play.2.2: the top card of the villain deck and of the main scheme deck.

    The cards below the top are unrevealed, hence out of play (in-play-and-out-of-play.3.2).
    """
    return zone.kind in (ZoneKind.VILLAIN_DECK, ZoneKind.MAIN_SCHEME_DECK) and view.top(zone) == card.id


def revealed_encounter_card_in_play(card: Card, zone: Zone) -> bool:
    """in-play-and-out-of-play.2.3: attachments, environments, minions, obligations, side schemes
    that entered a play area."""
    return card.type in ENCOUNTER_IN_PLAY_TYPES and zone.kind in PLAY_AREA_KINDS


def faceup_attached_to_in_play_card(view: View, card: Card, zone: Zone) -> bool:
    """in-play-and-out-of-play.2.1 and .2.3 for attached cards: a faceup upgrade or attachment is
    in play while the card it is attached to is in play. Facedown attached cards (placed under a
    card) are out of play (in-play-and-out-of-play.3.3)."""
    return (
        zone.kind is ZoneKind.ATTACHED
        and card.type in PLAYER_IN_PLAY_TYPES | ENCOUNTER_IN_PLAY_TYPES
        and zone.holder is not None
        and is_in_play(view, zone.holder)
    )


OUT_OF_PLAY_AREAS = {
    ZoneKind.HAND: "in-play-and-out-of-play.3.1",
    ZoneKind.DECK: "in-play-and-out-of-play.3.1",
    ZoneKind.DISCARD: "in-play-and-out-of-play.3.1",
    ZoneKind.ENCOUNTER_DECK: "in-play-and-out-of-play.3.2",
    ZoneKind.ENCOUNTER_DISCARD: "in-play-and-out-of-play.3.2",
    ZoneKind.DEALT: "in-play-and-out-of-play.3.2",
    ZoneKind.VILLAIN_DECK: "in-play-and-out-of-play.3.2",
    ZoneKind.MAIN_SCHEME_DECK: "in-play-and-out-of-play.3.2",
    ZoneKind.UNDER: "in-play-and-out-of-play.3.3",
    ZoneKind.REMOVED: "in-play-and-out-of-play.3.5",
    ZoneKind.SET_ASIDE: "in-play-and-out-of-play.3.5",
    ZoneKind.VICTORY_DISPLAY: "victory-display.1",
}
"""The clause that puts a card out of play by the area it is in, when no clause of .2 puts it in
play: hands, decks and discard piles (.3.1); the encounter deck and discard pile, facedown dealt
cards and the unrevealed cards of the villain and main scheme decks (.3.2); facedown attached
cards (.3.3); removed and set-aside cards (.3.5); the victory display (victory-display.1)."""


def is_in_play(view: View, card_id: str) -> bool:
    """in-play-and-out-of-play.1: in play when one clause of in-play-and-out-of-play.2 puts it
    there, out of play (in-play-and-out-of-play.3) otherwise. The clause of the case that
    decided is recorded (:mod:`checker.engine.execution`).

    Out of play: hands, decks and discard piles (.3.1), the encounter deck and discard pile,
    unrevealed villain and main scheme cards, facedown dealt cards (.3.2), facedown attached
    cards (.3.3, such as the cards under The Painted Lady, .3.3.1), removed and set-aside cards
    (.3.5).
    """
    card = view.card(card_id)
    zone = view.location(card_id)
    record("in-play-and-out-of-play.1")
    if player_card_in_play(card, zone):
        record("in-play-and-out-of-play.2.1")
        return True
    if top_of_villain_or_main_scheme_deck(view, card, zone):
        record("in-play-and-out-of-play.2.2")
        return True
    if revealed_encounter_card_in_play(card, zone):
        record("in-play-and-out-of-play.2.3")
        return True
    if faceup_attached_to_in_play_card(view, card, zone):
        record("in-play-and-out-of-play.2.1" if card.is_player_card else "in-play-and-out-of-play.2.3")
        return True
    if zone.kind in OUT_OF_PLAY_AREAS:
        record(OUT_OF_PLAY_AREAS[zone.kind])
    if zone.kind is ZoneKind.UNDER:
        # The engine does not tell The Painted Lady's cards apart from any other facedown card.
        record("in-play-and-out-of-play.3.3.1")
    return False


def side_in_play(view: View, card_id: str, side: Side) -> bool:
    """in-play-and-out-of-play.2.7 and .3.7: of a card in play, only its faceup side is in play;
    of an identity, the form it shows (in-play-and-out-of-play.2.7.1)."""
    card = view.card(card_id)
    faceup = card.side is side
    record("in-play-and-out-of-play.2.7" if faceup else "in-play-and-out-of-play.3.7")
    if card.type is CardType.IDENTITY:
        record("in-play-and-out-of-play.2.7.1", "identity.2.4")
    return is_in_play(view, card_id) and faceup


def in_play_cards(view: View) -> list[str]:
    """Every card in play, in table order: villain, main scheme, villain area, then each seat."""
    zones = [Zone(ZoneKind.VILLAIN_DECK), Zone(ZoneKind.MAIN_SCHEME_DECK), Zone(ZoneKind.VILLAIN_AREA)]
    for player in view.players:
        zones += [Zone(ZoneKind.PLAY, player.id), Zone(ZoneKind.ENGAGED, player.id)]
    # Most cards hold no other card: only those that do are asked for the cards on them.
    holders = {zone.holder for zone in view.zones if zone.kind in CARD_ZONE_KINDS}
    found = []
    for zone in zones:
        for card_id in view.in_zone(zone):
            stack = [card_id, *view.cards_on(card_id)] if card_id in holders else [card_id]
            found += [card for card in stack if is_in_play(view, card)]
    return found


def play_transition(was_in_play: bool, now_in_play: bool) -> EventKey | None:
    """in-play-and-out-of-play.2.4 and .3.6: moving from out of play into a play area is entering
    play (enters-play.1: playing, putting into play, revealing are all such moves); moving from a
    play area out of play is leaving it (leaves-play.1: defeat, discard, the victory display,
    removal from the game are all such moves, leaves-play.2)."""
    if now_in_play and not was_in_play:
        record("in-play-and-out-of-play.2.4", "enters-play.1")
        return EventKey.ENTERS_PLAY
    if was_in_play and not now_in_play:
        record("in-play-and-out-of-play.3.6", "leaves-play.1", "leaves-play.2")
        return EventKey.LEAVES_PLAY
    return None


TRANSITION_CLAUSES = {
    EventKey.ENTERS_PLAY: "in-play-and-out-of-play.2.4",
    EventKey.LEAVES_PLAY: "in-play-and-out-of-play.3.6",
}
