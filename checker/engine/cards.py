"""Cards: what is printed on them, which side is up and the counters they carry.

A :class:`Card` is one physical card of one game. Its id is short and unique in that game
(``"rhino"``, ``"ms1"``); its name is what the event log shows. Everything here is frozen:
the engine replaces a card with an updated copy when a side flips or a counter changes.

>>> ms1 = Card("ms1", "The Break-In!", CardType.MAIN_SCHEME, scheme=SchemeStats(target=Amount(7)))
>>> ms1.double_sided, ms1.side, ms1.counter(THREAT)
(True, <Side.A: 'A'>, 0)
>>> ms1.with_counter(THREAT, 3).counter(THREAT)
3
>>> Amount(4, per_player=True).resolve(starting_players=3)
12
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from enum import StrEnum


class CardType(StrEnum):
    """The card types the rules name; the value is the notation's English keyword."""

    IDENTITY = "identity"
    """A player's hero/alter-ego card: double-sided, in play in the player's area."""
    ALLY = "ally"
    SUPPORT = "support"
    UPGRADE = "upgrade"
    EVENT = "event"
    RESOURCE = "resource"
    VILLAIN = "villain"
    MAIN_SCHEME = "main-scheme"
    SIDE_SCHEME = "side-scheme"
    MINION = "minion"
    TREACHERY = "treachery"
    ATTACHMENT = "attachment"
    ENVIRONMENT = "environment"
    OBLIGATION = "obligation"


PLAYER_CARD_TYPES = frozenset(
    {CardType.IDENTITY, CardType.ALLY, CardType.SUPPORT, CardType.UPGRADE, CardType.EVENT, CardType.RESOURCE}
)
"""Types of the cards that belong to a player; every other type is an encounter card."""

PLAYER_IN_PLAY_TYPES = frozenset({CardType.IDENTITY, CardType.ALLY, CardType.SUPPORT, CardType.UPGRADE})
"""Player card types that are in play once they have entered a play area (in-play-and-out-of-play.2.1)."""

ENCOUNTER_IN_PLAY_TYPES = frozenset(
    {CardType.ATTACHMENT, CardType.ENVIRONMENT, CardType.MINION, CardType.OBLIGATION, CardType.SIDE_SCHEME}
)
"""Encounter card types that are in play once they have entered a play area (in-play-and-out-of-play.2.3)."""

PLAYABLE_TYPES = frozenset({CardType.EVENT, CardType.ALLY, CardType.SUPPORT, CardType.UPGRADE})
"""Player card types a player plays from hand."""

RESOLVES_OUT_OF_PLAY_TYPES = frozenset({CardType.EVENT, CardType.TREACHERY})
"""Types whose abilities resolve from out of play (in-play-and-out-of-play.2.6, .3.4)."""

DOUBLE_SIDED_TYPES = frozenset({CardType.IDENTITY, CardType.MAIN_SCHEME})
"""Types whose cards have game text on both sides unless a card says otherwise."""


SCHEME_TYPES = frozenset({CardType.MAIN_SCHEME, CardType.SIDE_SCHEME})


class Side(StrEnum):
    """A side of a card. Single-sided cards always show side A."""

    A = "A"
    B = "B"

    @property
    def other(self) -> Side:
        return Side.B if self is Side.A else Side.A


class Keyword(StrEnum):
    """Keywords the four rules entries act on."""

    PERMANENT = "permanent"
    """Cannot leave a player's area normally; removed from the game when its player is eliminated."""
    VICTORY = "victory"
    """Removed from the game instead of discarded when defeated."""


THREAT = "threat"
"""The counter name for threat tokens on a scheme."""
DAMAGE = "damage"
"""The counter name for damage tokens on a character."""


@dataclass(frozen=True)
class Amount:
    """A printed number, possibly followed by the per-player icon.

    A per-player amount is multiplied by the number of players who STARTED the game,
    eliminated ones included (player-elimination.3.3).
    """

    value: int
    per_player: bool = False

    def resolve(self, starting_players: int) -> int:
        return self.value * starting_players if self.per_player else self.value


@dataclass(frozen=True)
class PlaceThreatEffect:
    """"Place N threat on this card"."""

    amount: Amount


@dataclass(frozen=True)
class AccelerationTokenEffect:
    """"Place N acceleration tokens next to the main scheme deck"."""

    count: int


@dataclass(frozen=True)
class NamedEffect:
    """Any other effect: only its name is recorded in the event log."""

    name: str


Effect = PlaceThreatEffect | AccelerationTokenEffect | NamedEffect
"""A declarative "When Revealed" effect."""


@dataclass(frozen=True)
class SchemeStats:
    """The printed numbers and "When Revealed" abilities of a scheme card.

    The numbers are those of the side that is face up once the card is in play (side B of a
    main scheme card).
    """

    acceleration: Amount = Amount(0)
    """The acceleration field: threat placed during step one of the villain phase."""
    target: Amount | None = None
    """Target threat value; None for a scheme that cannot be completed by threat."""
    starting: Amount = Amount(0)
    """Starting threat value, placed when side B is revealed."""
    when_revealed_a: tuple[Effect, ...] = ()
    when_revealed_b: tuple[Effect, ...] = ()
    when_completed: tuple[Effect, ...] = ()
    """"When Completed" abilities of a main scheme (when-completed-abilities.2)."""

    def when_revealed(self, side: Side) -> tuple[Effect, ...]:
        return self.when_revealed_a if side is Side.A else self.when_revealed_b


@dataclass(frozen=True)
class Card:
    """One card of the game, with its printed data and its current side and counters."""

    id: str
    """Short and unique in a game; the notation and every action refer to cards by id."""
    name: str
    """What the event log shows, as given."""
    type: CardType
    owner: str | None = None
    """The owning player's id; None for encounter cards."""
    side: Side = Side.A
    """The side that is face up."""
    double_sided: bool | None = None
    """Game text on both sides; None means the default for the card type."""
    keywords: frozenset[Keyword] = frozenset()
    scheme: SchemeStats | None = None
    """Printed scheme numbers, for main and side schemes."""
    acceleration_icons: int = 0
    """Acceleration icons printed on the card, active while it is in play."""
    hit_points: int | None = None
    """Printed hit points of an identity (or any character that can be defeated by damage)."""
    attach_to: CardType | None = None
    """The "Attach to X" rule of an attachment: the type of card it attaches to."""
    targets_out_of_play: bool = False
    """Card text that refers to an out-of-play area, so it may target out-of-play cards."""
    works_out_of_play: bool = False
    """Card text that is used from an out-of-play area (e.g. Technovirus Purge)."""
    counters: tuple[tuple[str, int], ...] = field(default=())
    """Tokens and counters on the card, by name, sorted; zero counts are left out."""

    def __post_init__(self) -> None:
        if self.double_sided is None:
            object.__setattr__(self, "double_sided", self.type in DOUBLE_SIDED_TYPES)
        if self.scheme is None and self.type in SCHEME_TYPES:
            object.__setattr__(self, "scheme", SchemeStats())

    @property
    def is_player_card(self) -> bool:
        return self.type in PLAYER_CARD_TYPES

    @property
    def is_permanent(self) -> bool:
        return Keyword.PERMANENT in self.keywords

    def counter(self, name: str) -> int:
        return dict(self.counters).get(name, 0)

    def with_counter(self, name: str, count: int) -> Card:
        counts = dict(self.counters)
        counts[name] = count
        return replace(self, counters=tuple(sorted((k, v) for k, v in counts.items() if v)))

    def without_counters(self) -> Card:
        return replace(self, counters=())

    def flipped(self, side: Side) -> Card:
        return replace(self, side=side)
