"""The engine's working copy of a state: the only mutable thing, private to one ``apply`` call.

``apply`` thaws the frozen :class:`~checker.engine.state.GameState` into a :class:`Table`, the rule
functions change the table and log events, and ``apply`` freezes the result into a new state.
The moving primitives here keep the bookkeeping that every rule relies on: a card is in
exactly one zone, entering and leaving play are logged, shuffles use the game's seed.
"""

from __future__ import annotations

import random
from dataclasses import replace

from checker.engine.cards import Card
from checker.engine.errors import REASONS, EngineError, RuleViolation
from checker.engine.events import CardRef, Event, EventKey
from checker.engine.rules import encounter_deck, in_play, main_scheme
from checker.engine.state import GameState, Player, TableView
from checker.engine.zones import CARD_ZONE_KINDS, ENCOUNTER_DECK, ENCOUNTER_DISCARD, REMOVED, Zone
from checker.engine.zones import discard as discard_pile


class Table(TableView):
    """A mutable copy of a game state plus the events logged so far."""

    def __init__(self, state: GameState) -> None:
        self.players: list[Player] = list(state.players)
        self.cards: dict[str, Card] = dict(state.cards)
        self.zones: dict[Zone, list[str]] = {zone: list(ids) for zone, ids in state.zones.items()}
        self.first_player = state.first_player
        self.acceleration_tokens = state.acceleration_tokens
        self.completed = list(state.completed)
        self.infinite_loop = state.infinite_loop
        self.seed = state.seed
        self.shuffles = state.shuffles
        self.events: list[Event] = []
        self.encounter_refills = 0
        """How many times the encounter deck was rebuilt during this action (encounter-deck.3.1)."""
        self._where = {card: zone for zone, ids in self.zones.items() for card in ids}

    def freeze(self) -> GameState:
        return GameState(
            players=tuple(self.players),
            cards=self.cards,
            zones=self.zones,
            first_player=self.first_player,
            acceleration_tokens=self.acceleration_tokens,
            completed=tuple(self.completed),
            infinite_loop=self.infinite_loop,
            seed=self.seed,
            shuffles=self.shuffles,
        )

    def location(self, card_id: str) -> Zone:
        if card_id not in self._where:
            raise self.error(REASONS.UNKNOWN_CARD, card=card_id)
        return self._where[card_id]

    def emit(self, key: EventKey, clause: str | None = None, /, **params: object) -> None:
        self.events.append(Event.make(key, clause, **params))

    def ref(self, card_id: str) -> CardRef:
        return CardRef(card_id, self.card(card_id).name)

    def violation(self, clause: str, reason: str, **params: object) -> RuleViolation:
        return RuleViolation(clause, reason, params, self.notation())

    def error(self, reason: str, **params: object) -> EngineError:
        return EngineError(reason, params, self.notation())

    def set_card(self, card: Card) -> None:
        self.cards[card.id] = card

    def move(self, card_id: str, dest: Zone, *, bottom: bool = False) -> None:
        """Move one card (with whatever is on it) to the top, or the bottom, of ``dest``.

        Logs entering and leaving play for the card and for the cards on it
        (in-play-and-out-of-play.2.4, .3.6). A card that leaves play returns its tokens to the
        pool, and the cards on it are discarded: they cannot stay on an out-of-play card.
        """
        stack = [card_id, *self.cards_on(card_id)]
        before = {card: self.is_in_play(card) for card in stack}
        source = self.location(card_id)
        self.zones[source].remove(card_id)
        if not self.zones[source]:
            del self.zones[source]
        pile = self.zones.setdefault(dest, [])
        pile.insert(len(pile) if bottom else 0, card_id)
        self._where[card_id] = dest
        for card in stack:
            transition = in_play.play_transition(before[card], self.is_in_play(card))
            if transition is not None:
                self.emit(transition, in_play.TRANSITION_CLAUSES[transition], card=self.ref(card))
        if before[card_id] and not self.is_in_play(card_id):
            self.set_card(self.card(card_id).without_counters())
            for kind in CARD_ZONE_KINDS:
                for child in list(self.zones.get(Zone(kind, card_id), ())):
                    self.discard(child)
        if source == ENCOUNTER_DECK and not self.zones.get(ENCOUNTER_DECK):
            encounter_deck.encounter_deck_ran_out(self)

    def relocate(self, card_id: str, zone: Zone) -> None:
        """Record that ``card_id`` is now in ``zone`` after a whole pile changed place."""
        self._where[card_id] = zone

    def discard(self, card_id: str, clause: str | None = None) -> None:
        """Put a card on top of its owner's discard pile, or of the encounter discard pile for an
        encounter card. Main scheme cards refuse (main-scheme.7). A card whose owner has been
        eliminated has no discard pile left: it is removed from the game (player-elimination.2.5)."""
        main_scheme.check_can_be_discarded(self, card_id)
        owner = self.card(card_id).owner
        if owner is None:
            pile = ENCOUNTER_DISCARD
        elif self.player(owner).eliminated:
            self.remove_from_game(card_id, "player-elimination.2.5")
            return
        else:
            pile = discard_pile(owner)
        self.emit(EventKey.DISCARDED, clause, card=self.ref(card_id))
        self.move(card_id, pile)

    def remove_from_game(self, card_id: str, clause: str | None = None) -> None:
        self.emit(EventKey.REMOVED_FROM_GAME, clause, card=self.ref(card_id))
        self.move(card_id, REMOVED)

    def shuffle(self, zone: Zone) -> None:
        """Shuffle ``zone`` with the game's seeded generator (same seed, same game)."""
        cards = self.zones.get(zone, [])
        random.Random(f"{self.seed}:{self.shuffles}").shuffle(cards)
        self.shuffles += 1

    def replace_player(self, player_id: str, **changes: object) -> None:
        updated = replace(self.player(player_id), **changes)
        self.players = [updated if seat.id == player_id else seat for seat in self.players]
