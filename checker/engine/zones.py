"""Zones: where a card can be, named like the rules name them.

Every card of a game is in exactly one zone. A zone is a :class:`ZoneKind` plus a holder: the
player for a player's zones, the host card for cards attached to (or placed under) a card, and
nothing for the shared zones. Cards in a zone are kept in order; for decks and piles the first
card is the top card.

Seat order: players sit clockwise in the order they are listed. The player "on the left" of a
player, and the "next player clockwise", are both the next player in that list, wrapping round
(play passes to the left, which is clockwise round the table).

>>> Zone(ZoneKind.HAND, "A")
Zone(kind=<ZoneKind.HAND: 'hand'>, holder='A')
>>> Zone(ZoneKind.ENCOUNTER_DECK).is_player_zone, Zone(ZoneKind.DISCARD, "B").is_player_zone
(False, True)
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from enum import StrEnum


class ZoneKind(StrEnum):
    """The kinds of zone; the value is the notation's English keyword."""

    HAND = "hand"
    DECK = "deck"
    DISCARD = "discard"
    PLAY = "play"
    """A player's play area: identity, allies, supports, upgrades, obligations."""
    ENGAGED = "engaged"
    """Minions engaged with a player."""
    DEALT = "dealt"
    """Encounter cards dealt facedown to a player, waiting to be revealed."""
    VILLAIN_DECK = "villain"
    MAIN_SCHEME_DECK = "scheme"
    ENCOUNTER_DECK = "encounter-deck"
    ENCOUNTER_DISCARD = "encounter-discard"
    VILLAIN_AREA = "villain-area"
    """Revealed side schemes and environments that belong to no player."""
    REMOVED = "removed"
    """Removed from the game."""
    SET_ASIDE = "set-aside"
    VICTORY_DISPLAY = "victory-display"
    """Cards with the victory keyword that were defeated: an out-of-play area shared by all."""
    ATTACHED = "attached"
    """Cards attached faceup to the holder card."""
    UNDER = "under"
    """Cards attached facedown to (placed under) the holder card."""


PLAYER_ZONE_KINDS = (
    ZoneKind.HAND,
    ZoneKind.DECK,
    ZoneKind.DISCARD,
    ZoneKind.PLAY,
    ZoneKind.ENGAGED,
    ZoneKind.DEALT,
)
"""The zones every player has, in notation order."""

SHARED_ZONE_KINDS = (
    ZoneKind.VILLAIN_DECK,
    ZoneKind.MAIN_SCHEME_DECK,
    ZoneKind.VILLAIN_AREA,
    ZoneKind.ENCOUNTER_DECK,
    ZoneKind.ENCOUNTER_DISCARD,
    ZoneKind.SET_ASIDE,
    ZoneKind.REMOVED,
    ZoneKind.VICTORY_DISPLAY,
)
"""The zones of the whole table, in notation order."""

CARD_ZONE_KINDS = (ZoneKind.ATTACHED, ZoneKind.UNDER)
"""Zones held by a card."""

PLAY_AREA_KINDS = frozenset({ZoneKind.PLAY, ZoneKind.ENGAGED, ZoneKind.VILLAIN_AREA})
"""Play areas: a card that moves into one from elsewhere enters play (in-play-and-out-of-play.2.4)."""


@dataclass(frozen=True, order=True)
class Zone:
    """One zone of the table."""

    kind: ZoneKind
    holder: str | None = None
    """Player id for a player's zone, host card id for ATTACHED and UNDER, None otherwise."""
    _hash: int = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        # Zones key every table's piles and every card's location: hashed once, not at each lookup.
        object.__setattr__(self, "_hash", hash((self.kind, self.holder)))

    def __hash__(self) -> int:
        return self._hash

    def __reduce__(self) -> tuple[type[Zone], tuple[ZoneKind, str | None]]:
        # A string's hash differs from one process to the next: another process hashes it anew.
        return Zone, (self.kind, self.holder)

    @property
    def is_player_zone(self) -> bool:
        return self.kind in PLAYER_ZONE_KINDS

    @property
    def is_card_zone(self) -> bool:
        return self.kind in CARD_ZONE_KINDS


ENCOUNTER_DECK = Zone(ZoneKind.ENCOUNTER_DECK)
ENCOUNTER_DISCARD = Zone(ZoneKind.ENCOUNTER_DISCARD)
VILLAIN_DECK = Zone(ZoneKind.VILLAIN_DECK)
MAIN_SCHEME_DECK = Zone(ZoneKind.MAIN_SCHEME_DECK)
VILLAIN_AREA = Zone(ZoneKind.VILLAIN_AREA)
REMOVED = Zone(ZoneKind.REMOVED)
SET_ASIDE = Zone(ZoneKind.SET_ASIDE)
VICTORY_DISPLAY = Zone(ZoneKind.VICTORY_DISPLAY)

# The zones of a player or of a card are asked for all the time: each is made once and kept
# (a zone is a frozen value, so every caller may share it).


@lru_cache(maxsize=4096)
def hand(player: str) -> Zone:
    return Zone(ZoneKind.HAND, player)


@lru_cache(maxsize=4096)
def deck(player: str) -> Zone:
    return Zone(ZoneKind.DECK, player)


@lru_cache(maxsize=4096)
def discard(player: str) -> Zone:
    return Zone(ZoneKind.DISCARD, player)


@lru_cache(maxsize=4096)
def play_area(player: str) -> Zone:
    return Zone(ZoneKind.PLAY, player)


@lru_cache(maxsize=4096)
def engaged(player: str) -> Zone:
    return Zone(ZoneKind.ENGAGED, player)


@lru_cache(maxsize=4096)
def dealt(player: str) -> Zone:
    return Zone(ZoneKind.DEALT, player)


@lru_cache(maxsize=4096)
def attached(host: str) -> Zone:
    return Zone(ZoneKind.ATTACHED, host)


@lru_cache(maxsize=4096)
def under(host: str) -> Zone:
    return Zone(ZoneKind.UNDER, host)
