"""The game state: players, cards, zones, tokens, the round and phase, as immutable plain data.

:class:`GameState` is frozen; :func:`checker.engine.apply` is the only way to get the next state.
Both the state and the engine's working copy answer the same questions through
:class:`TableView` (where is a card, is it in play, who is still in the game).

>>> from checker.engine import read_state, write_state
>>> state = read_state("players: A(first) B; scheme: ms1[side=B threat=2 target=8] ms2")
>>> state.location("ms1")
Zone(kind=<ZoneKind.MAIN_SCHEME_DECK: 'scheme'>, holder=None)
>>> state.is_in_play("ms1"), state.is_in_play("ms2")
(True, False)
>>> write_state(state)
'players: A(first) B; scheme: ms1[side=B target=8 threat=2] ms2'

The state knows nothing of its notation: :mod:`checker.engine.notation` reads and writes states
from the layer above (:func:`~checker.engine.notation.read_state`,
:func:`~checker.engine.notation.write_state`).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from functools import cached_property
from types import MappingProxyType

from checker.engine.cards import ENCOUNTER_IN_PLAY_TYPES, PLAYER_IN_PLAY_TYPES, Card, CardType, Keyword, Side
from checker.engine.errors import REASONS, EngineError, state_notation
from checker.engine.execution import record, recording_open
from checker.engine.turns import Activation, Pending, Phase, Player, SetupStep, Suspended, VillainStep, Window
from checker.engine.zones import (
    CARD_ZONE_KINDS, MAIN_SCHEME_DECK, PLAY_AREA_KINDS, VICTORY_DISPLAY, VILLAIN_AREA, VILLAIN_DECK, Zone, ZoneKind, attached,
    engaged, play_area, under,
)


class TableView:
    """Read-only questions about a table, shared by :class:`GameState` and the engine's working copy.

    Subclasses provide every field of :class:`GameState` and :meth:`location`.
    """

    players: tuple[Player, ...] | list[Player]
    cards: Mapping[str, Card]
    zones: Mapping[Zone, tuple[str, ...] | list[str]]

    def location(self, card_id: str) -> Zone:
        raise NotImplementedError

    def card(self, card_id: str) -> Card:
        try:
            return self.cards[card_id]
        except KeyError:
            raise EngineError(REASONS.UNKNOWN_CARD, {"card": card_id}, state_notation(self)) from None

    def in_zone(self, zone: Zone) -> tuple[str, ...]:
        """The cards in ``zone``, top card first."""
        return tuple(self.zones.get(zone, ()))

    def top(self, zone: Zone) -> str | None:
        cards = self.zones.get(zone)
        return cards[0] if cards else None

    def player(self, player_id: str) -> Player:
        for player in self.players:
            if player.id == player_id:
                return player
        raise EngineError(REASONS.UNKNOWN_PLAYER, {"player": player_id}, state_notation(self))

    @property
    def starting_players(self) -> int:
        """How many players started the game, eliminated ones included (player-elimination.3.3):
        what a per-player value counts, which an elimination does not change (per-player-icon.2)."""
        for player in self.players:
            if player.eliminated:
                record("per-player-icon.2")
                break
        return len(self.players)

    def players_in_game(self) -> list[str]:
        """Players not eliminated, in seat order (player-elimination.3.3)."""
        return [player.id for player in self.players if not player.eliminated]

    def players_clockwise_after(self, player_id: str) -> list[str]:
        """Players still in the game, starting from the one on the left of ``player_id``."""
        ids = [player.id for player in self.players]
        seat = ids.index(player_id)
        order = ids[seat + 1 :] + ids[:seat]
        return [pid for pid in order if not self.player(pid).eliminated]

    def host_of(self, card_id: str) -> str | None:
        """The card that ``card_id`` is attached to or placed under, if any."""
        zone = self.location(card_id)
        return zone.holder if zone.kind in CARD_ZONE_KINDS else None

    def hosts_of(self, card_id: str) -> list[str]:
        """The cards that ``card_id`` sits on (attached to or placed under), nearest first."""
        host = self.host_of(card_id)
        return [] if host is None else [host, *self.hosts_of(host)]

    def cards_on(self, card_id: str) -> list[str]:
        """Cards attached to or under ``card_id``, and the cards on those, depth first."""
        found = []
        for zone in (attached(card_id), under(card_id)):
            for child in self.zones.get(zone, ()):
                found.append(child)
                found.extend(self.cards_on(child))
        return found

    def base_zone(self, card_id: str) -> Zone:
        """The zone of the card at the bottom of the stack that ``card_id`` is part of."""
        zone = self.location(card_id)
        while zone.kind in CARD_ZONE_KINDS:
            zone = self.location(zone.holder)
        return zone

    def is_in_play(self, card_id: str) -> bool:
        if recording_open():
            return is_in_play(self, card_id)
        return card_id in self._in_play()[1]

    def side_in_play(self, card_id: str, side: Side) -> bool:
        return side_in_play(self, card_id, side)

    def in_play_cards(self) -> list[str]:
        if recording_open():
            return in_play_cards(self)
        return list(self._in_play()[0])

    def _in_play(self) -> tuple[tuple[str, ...], frozenset[str]]:
        """The cards in play, in table order and as a set, remembered until the table changes.
        While a recording is open they are worked out afresh each time, so that the clauses
        deciding them are recorded (:mod:`checker.engine.execution`)."""
        raise NotImplementedError

    def player_order(self) -> list[str]:
        """Players in the game in player order: the first player, then clockwise."""
        order = self.players_in_game()
        if self.first_player in order:
            seat = order.index(self.first_player)
            order = order[seat:] + order[:seat]
        return order

    def target_threat(self, card_id: str) -> int | None:
        """A scheme's target threat value, None when it has none; a per-player value counts the
        players who started the game (player-elimination.3.3)."""
        scheme = self.card(card_id).scheme
        if scheme is None or scheme.target is None:
            return None
        return scheme.target.resolve(self.starting_players)

    def victory_points(self) -> int:
        """victory-x.2.1: the victory points in the victory display, as a scenario or campaign
        counts them: each card there is worth the X of its victory keyword (victory-x.2)."""
        record("victory-x.2", "victory-x.2.1")
        return sum(self.card(card_id).keyword_amount(Keyword.VICTORY, self.starting_players)
                   for card_id in self.in_zone(VICTORY_DISPLAY))

    def all_card_ids(self) -> Iterator[str]:
        for cards in self.zones.values():
            yield from cards


# ----------------------------------------------------------------------------- in play
# Whether a card is in play, derived from the zone it is in and the side it shows. Nothing stores
# "in play": it is read off the table every time, exactly as the In Play and Out of Play entry
# lists it. The rules that act on the answer (what may be targeted, which abilities may be used)
# live in ``rules/in_play.py``.


def player_card_in_play(card: Card, zone: Zone) -> bool:
    """in-play-and-out-of-play.2.1: identity, allies, supports and upgrades that entered a play area."""
    return card.type in PLAYER_IN_PLAY_TYPES and zone.kind in PLAY_AREA_KINDS


def top_of_villain_or_main_scheme_deck(view: TableView, card: Card, zone: Zone) -> bool:
    """in-play-and-out-of-play.2.2: the top card of the villain deck and of the main scheme deck.

    The cards below the top are unrevealed, hence out of play (in-play-and-out-of-play.3.2).
    """
    return zone.kind in (ZoneKind.VILLAIN_DECK, ZoneKind.MAIN_SCHEME_DECK) and view.top(zone) == card.id


def revealed_encounter_card_in_play(card: Card, zone: Zone) -> bool:
    """in-play-and-out-of-play.2.3: attachments, environments, minions, obligations, side schemes
    that entered a play area."""
    return card.type in ENCOUNTER_IN_PLAY_TYPES and zone.kind in PLAY_AREA_KINDS


def faceup_attached_to_in_play_card(view: TableView, card: Card, zone: Zone) -> bool:
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
    ZoneKind.HAND: ("in-play-and-out-of-play.3.1",),
    ZoneKind.DECK: ("in-play-and-out-of-play.3.1",),
    ZoneKind.DISCARD: ("in-play-and-out-of-play.3.1", "discard-pile.1"),
    ZoneKind.ENCOUNTER_DECK: ("in-play-and-out-of-play.3.2",),
    ZoneKind.ENCOUNTER_DISCARD: ("in-play-and-out-of-play.3.2", "discard-pile.1"),
    ZoneKind.DEALT: ("in-play-and-out-of-play.3.2",),
    ZoneKind.VILLAIN_DECK: ("in-play-and-out-of-play.3.2",),
    ZoneKind.MAIN_SCHEME_DECK: ("in-play-and-out-of-play.3.2",),
    ZoneKind.UNDER: ("in-play-and-out-of-play.3.3",),
    ZoneKind.REMOVED: ("in-play-and-out-of-play.3.5",),
    ZoneKind.SET_ASIDE: ("in-play-and-out-of-play.3.5",),
    ZoneKind.VICTORY_DISPLAY: ("victory-display.1",),
}
"""The clauses that put a card out of play by the area it is in, when no clause of .2 puts it in
play: hands, decks and discard piles (.3.1); the encounter deck and discard pile, facedown dealt
cards and the unrevealed cards of the villain and main scheme decks (.3.2); facedown attached
cards (.3.3); removed and set-aside cards (.3.5); the victory display (victory-display.1). A
discard pile, a player's or the encounter deck's, is an out-of-play area (discard-pile.1)."""


def is_in_play(view: TableView, card_id: str) -> bool:
    """in-play-and-out-of-play.1: in play when one clause of in-play-and-out-of-play.2 puts it
    there, out of play (in-play-and-out-of-play.3) otherwise. The clause of the case that
    decided is recorded (:mod:`checker.engine.execution`).

    Out of play: hands, decks and discard piles (.3.1), the encounter deck and discard pile,
    unrevealed villain and main scheme cards, facedown dealt cards (.3.2), facedown attached
    cards (.3.3, such as the cards under The Painted Lady, .3.3.1), removed and set-aside cards
    (.3.5).

    >>> from checker.engine import read_state
    >>> state = read_state(
    ...     "players: A(first); villain: rhino rhino2; A.hand: web:upgrade; "
    ...     "A.play: spidey:identity{cap:upgrade ~lady}; encounter-deck: t1")
    >>> [card for card in ("rhino", "rhino2", "web", "spidey", "cap", "lady", "t1") if is_in_play(state, card)]
    ['rhino', 'spidey', 'cap']
    >>> side_in_play(state, "spidey", Side.A), side_in_play(state, "spidey", Side.B)
    (True, False)
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
        record(*OUT_OF_PLAY_AREAS[zone.kind])
    if zone.kind is ZoneKind.UNDER:
        # The engine does not tell The Painted Lady's cards apart from any other facedown card.
        record("in-play-and-out-of-play.3.3.1")
    return False


def side_in_play(view: TableView, card_id: str, side: Side) -> bool:
    """in-play-and-out-of-play.2.7 and .3.7: of a card in play, only its faceup side is in play;
    of an identity, the form it shows (in-play-and-out-of-play.2.7.1)."""
    card = view.card(card_id)
    faceup = card.side is side
    record("in-play-and-out-of-play.2.7" if faceup else "in-play-and-out-of-play.3.7")
    if card.type is CardType.IDENTITY:
        record("in-play-and-out-of-play.2.7.1", "identity.2.4")
    return is_in_play(view, card_id) and faceup


def in_play_cards(view: TableView) -> list[str]:
    """Every card in play, in table order: villain, main scheme, villain area, then each seat."""
    zones = [VILLAIN_DECK, MAIN_SCHEME_DECK, VILLAIN_AREA]
    for player in view.players:
        zones += [play_area(player.id), engaged(player.id)]
    # Most cards hold no other card: only those that do are asked for the cards on them.
    holders = {zone.holder for zone in view.zones if zone.kind in CARD_ZONE_KINDS}
    found = []
    for zone in zones:
        for card_id in view.in_zone(zone):
            stack = [card_id, *view.cards_on(card_id)] if card_id in holders else [card_id]
            found += [card for card in stack if is_in_play(view, card)]
    return found



@dataclass(frozen=True)
class GameState(TableView):
    """Everything on the table at one moment."""

    players: tuple[Player, ...]
    """Seats in clockwise order."""
    cards: Mapping[str, Card]
    """Every card of the game, by id."""
    zones: Mapping[Zone, tuple[str, ...]]
    """The cards of each non-empty zone, top card first."""
    first_player: str | None = None
    """Who holds the first player token."""
    acceleration_tokens: int = 0
    """Acceleration tokens next to (or on) the main scheme deck; they carry over (main-scheme.6)."""
    heroic_level: int = 0
    """The heroic level the players chose for heroic mode, 0 outside it (modes-of-play.4.1)."""
    completed: tuple[str, ...] = ()
    """Main schemes completed by threat (main-scheme.3), in order."""
    forced_actions_done: tuple[str, ...] = ()
    """The cards whose "Forced Action" has been resolved this player phase (forced.3)."""
    limits_used: tuple[str, ...] = ()
    """One entry for each use of a limited ability of a card, and each play of a card with a
    maximum, in the period the limit counts over (limit.1, max.2)."""
    resolving: tuple[str, ...] = ()
    """The treacheries whose "When Revealed" ability initiated an activation that a decision
    stopped: they resolve, and are discarded, once that activation has (activation.4.5)."""
    infinite_loop: bool = False
    """The encounter deck and its discard pile were empty together (encounter-deck.3.3)."""
    seed: str = "0"
    """The seed of every shuffle of this game."""
    shuffles: int = 0
    """How many shuffles happened so far; shuffle n uses ``random.Random(f"{seed}:{n}")``."""
    villain_defeated: bool = False
    condition_won: bool = False
    """An alternate win condition was met (winning-the-game.2, .3)."""
    condition_lost: bool = False
    """An alternate loss condition was met (winning-the-game.2, .3)."""
    """The final stage of the villain deck was defeated: the players win."""
    round: int = 1
    phase: Phase = Phase.PLAYER
    step: VillainStep | SetupStep | None = None
    """The step of the villain phase, or the next step of a set-up the engine plays; None in the
    other phases."""
    expert: bool = False
    """The game is played in expert mode (modes-of-play.3.1)."""
    skirmish: bool = False
    """The game is played in skirmish mode (modes-of-play.5.1)."""
    active_player: str | None = None
    """The player taking their turn during the player phase."""
    pending: Pending | None = None
    """The decision the game waits for, if any."""
    window: Window | None = None
    """The interrupt or response window that the decision awaited left open, if any."""
    suspended: tuple[Suspended, ...] = ()
    """The resolutions the decision awaited stopped in the middle, the next to go on first: each
    goes on where it stopped once nothing is awaited and no window is open."""
    activations: tuple[Activation, ...] = ()
    """The activations of villain phase step two still to resolve, in order: a player's id
    (every enemy activates against them, listed once their turn comes) or ``player.enemy``."""

    def __post_init__(self) -> None:
        object.__setattr__(self, "cards", MappingProxyType(dict(self.cards)))
        zones = {zone: tuple(ids) for zone, ids in self.zones.items() if ids}
        object.__setattr__(self, "zones", MappingProxyType(zones))
        object.__setattr__(self, "players", tuple(self.players))
        object.__setattr__(self, "completed", tuple(self.completed))
        object.__setattr__(self, "forced_actions_done", tuple(self.forced_actions_done))
        object.__setattr__(self, "limits_used", tuple(self.limits_used))
        object.__setattr__(self, "resolving", tuple(self.resolving))
        object.__setattr__(self, "activations", tuple(self.activations))
        object.__setattr__(self, "suspended", tuple(self.suspended))

    @cached_property
    def _in_play_cache(self) -> tuple[tuple[str, ...], frozenset[str]]:
        cards = tuple(in_play_cards(self))
        return cards, frozenset(cards)

    def _in_play(self) -> tuple[tuple[str, ...], frozenset[str]]:
        return self._in_play_cache

    @cached_property
    def _where(self) -> dict[str, Zone]:
        """The zone of each card, worked out once: each table thawed from the state copies it."""
        return {card: zone for zone, ids in self.zones.items() for card in ids}

    def location(self, card_id: str) -> Zone:
        try:
            return self._where[card_id]
        except KeyError:
            raise EngineError(REASONS.UNKNOWN_CARD, {"card": card_id}, state_notation(self)) from None

