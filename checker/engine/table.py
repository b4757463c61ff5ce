"""The engine's working copy of a state: the only mutable thing, private to one step of play.

A step thaws the frozen :class:`~checker.engine.state.GameState` into a :class:`Table`, the rules
change the table, and the step freezes the result into a new state. The primitives here keep
the bookkeeping every rule relies on and know no rule: a card is in exactly one zone, entering
and leaving play are logged as events, shuffles use the game's seed, and a zone that runs out of
cards is noted. Rules subscribe to what the table logs (:mod:`checker.engine.registry`).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Collection, Hashable
from dataclasses import fields, replace
from functools import partial, wraps
from typing import Any, TypeVar

from checker.engine.cards import Card
from checker.engine.errors import REASONS, EngineError, RuleViolation
from checker.engine.events import CardRef, Event, EventKey
from checker.engine.execution import record
from checker.engine.notation import write_state
from checker.engine.play_status import TRANSITION_CLAUSES, play_transition
from checker.engine.state import GameState, TableView, in_play_cards, is_in_play
from checker.engine.turns import Player, Suspended
from checker.engine.zones import CARD_ZONE_KINDS, ENCOUNTER_DISCARD, PLAY_AREA_KINDS, REMOVED, Zone, ZoneKind
from checker.engine.zones import discard as discard_pile

T = TypeVar("T")

STATE_FIELDS = tuple(item.name for item in fields(GameState))
"""Every field of a game state: a table holds each one, and thaws and freezes each one."""

PLACEMENT_FIELDS = frozenset({"players", "cards", "zones"})
"""The fields which cards are in play depends on (:func:`~checker.engine.state.is_in_play`): the
seats, the cards and the side each shows, and where each one is."""

THAW: dict[str, Callable[[Any], object]] = {
    "players": list,
    # A state's mappings are read-only views of dicts: copy() copies the dict beneath at once.
    "cards": lambda cards: cards.copy(),
    "zones": lambda zones: zones.copy(),
}
"""How a table makes its working copy of the fields it changes in place; the others are
immutable values, taken as they are. A zone's cards stay the state's tuple until the table
changes that zone (:meth:`Table.pile`): most tables are only read."""


DECK_KINDS = (ZoneKind.VILLAIN_DECK, ZoneKind.MAIN_SCHEME_DECK)
"""Decks whose top card is in play: a move can change which card that is."""

STEP_EVENTS_LIMIT = 50_000
"""More events than one step of any game logs (a few hundred at most): a step that logs this
many is in a loop that nothing in the rules ends."""

NEVER_IN_PLAY = frozenset(ZoneKind) - PLAY_AREA_KINDS - {*DECK_KINDS, *CARD_ZONE_KINDS}
"""Zones none of whose cards is in play, nor holds one (hands, decks, discard piles, dealt
cards...): cards changing place among them leave the cards in play as they were."""


class Table(TableView):
    """A mutable copy of a game state plus the events logged so far."""

    def __init__(self, state: GameState) -> None:
        self.__dict__["version"] = 0
        """How many changes the table has had: what is remembered of it holds for one version."""
        self.__dict__["placement"] = 0
        """How many changes the table has had that can change the cards in play, where they are
        or which side they show (see :meth:`changed`)."""
        self.players: list[Player]
        self.cards: dict[str, Card]
        self.zones: dict[Zone, tuple[str, ...] | list[str]]
        # Written straight into the instance: thawing is not a change (see __setattr__).
        values = vars(state)
        self.__dict__.update({name: values[name] for name in STATE_FIELDS})
        self.__dict__.update({name: thaw(values[name]) for name, thaw in THAW.items()})
        self.events: list[Event] = []
        self.ran_out: set[Zone] = set()
        """Zones that lost their last card, or were found empty when needed, during this step."""
        self.dispatched = 0
        """How many of :attr:`events` have been handed to the rules that subscribe to them."""
        self.initiated: set[int] = set()
        """Indexes in :attr:`events` of the triggering conditions whose interrupts resolved as
        they initiated."""
        self.excess: dict[str, int] = {}
        """The excess damage of the attack that defeated each character during this step
        (excess-damage.1), kept for the window its attack opens (overkill.2.3)."""
        self.basic_defenses: set[str] = set()
        """The heroes that made a basic defense (defend.3) in an earlier step of an attack that
        resolves during this step, kept for the window the attack opens (defend.7.1.2)."""
        self.held: set[int] = set()
        """Indexes in :attr:`events` of the triggering conditions left unresolved by a decision
        asked in their interrupt window: their other triggers wait for the window to close."""
        self.checked = -1
        """How many events had been logged when the state checks last found nothing to do; -1
        when the table changed without an event since (the checks must look again)."""
        self.settling = False
        self.asked_at = len(state.suspended)
        """How many resolutions were waiting when the decision awaited now was asked."""
        self._where = state._where.copy()
        self._in_play_cache: tuple[tuple[str, ...], frozenset[str]] | None = None
        self._in_play_placement = -1
        self._thawed_from, self._thawed_version = state, self.version
        self._kept: dict[str, tuple[int, dict[Hashable, object]]] = {"version": (0, {}), "placement": (0, {})}
        """The answers remembered, by the counter whose value they hold for, with that value."""

    def wait(self, resolution: Suspended) -> None:
        """``resolution`` waits for the decision awaited (or, with none, for what is under way)
        to be over. The code that stops for a decision unwinds from the innermost level out, and
        each level goes on after the ones inside it: one that waits while a decision is awaited
        goes beneath those that began waiting since it was asked."""
        inner = len(self.suspended) - self.asked_at if self.pending is not None else 0
        self.suspended = (*self.suspended[:inner], resolution, *self.suspended[inner:])

    def changed(self, *, placement: bool = True) -> None:
        """Something of the state changed in place: what was remembered of the table is stale;
        with ``placement`` false, the cards in play, the zones they are in and the sides they
        show are as they were (a counter changed, or cards moved among zones that are never in
        play), so what depends on nothing else holds."""
        self.__dict__["version"] += 1
        if placement:
            self.__dict__["placement"] += 1

    def _in_play(self) -> tuple[tuple[str, ...], frozenset[str]]:
        if self._in_play_cache is None or self._in_play_placement != self.placement:
            if self.placement == 0:
                # Every card is where it was in the state thawed: the state remembers its
                # cards in play for every table thawed from it.
                self._in_play_cache = self._thawed_from._in_play_cache
            else:
                cards = tuple(in_play_cards(self))
                self._in_play_cache = cards, frozenset(cards)
            self._in_play_placement = self.placement
        return self._in_play_cache

    def remembered(self, question: Hashable, work: Callable[..., T], *args: object) -> T:
        """``work(*args)``, the answer to ``question``, worked out once for each version of the table:
        for an answer that depends only on the state's fields, which no rule changes without the
        version changing (the cards, their zones and every field assigned). The clauses working
        it out records are recorded the first time, into the recordings still open for the
        table's whole step, so asking again records nothing new. An answer whose working out
        changed the table is not kept."""
        return self._remember("version", question, work, *args)

    def remembered_in_place(self, question: Hashable, work: Callable[..., T], *args: object) -> T:
        """:meth:`remembered`, for an answer that depends only on the cards in play, the zones
        they are in and what each shows (its definition, type, side and keywords), not on their
        other counters, the zones out of play nor the other fields of the state: it holds until a
        card enters, leaves or moves in play, or shows something else. As there, an answer whose
        working out changed the table is not kept."""
        return self._remember("placement", question, work, *args)

    def _remember(self, counter: str, question: Hashable, work: Callable[..., T], *args: object) -> T:
        """The answer to ``question``, ``work(*args)``, kept while the table's ``counter`` keeps
        its value."""
        value = self.__dict__[counter]
        kept_at, answers = self._kept[counter]
        if kept_at != value:
            answers = {}
            self._kept[counter] = value, answers
        if question in answers:
            return answers[question]  # type: ignore[return-value]
        version = self.version
        answer = work(*args)
        if self.version == version:
            answers[question] = answer
        return answer

    def freeze(self) -> GameState:
        """The state this table holds now; the state makes its own frozen copies of the mutable parts.
        The cards in play, if the table knows them as it is now, go with it, and so does a copy of
        where each card is."""
        state = GameState(**{name: getattr(self, name) for name in STATE_FIELDS})
        if self._in_play_cache is not None and self._in_play_placement == self.placement:
            state.__dict__["_in_play_cache"] = self._in_play_cache
        state.__dict__["_where"] = self._where.copy()
        return state

    def location(self, card_id: str) -> Zone:
        if card_id not in self._where:
            raise self.error(REASONS.UNKNOWN_CARD, card=card_id)
        return self._where[card_id]

    def emit(self, key: EventKey, clause: str | None = None, /, **params: object) -> None:
        if len(self.events) >= STEP_EVENTS_LIMIT:
            # A loop of effects the rules do not end: refused with the table as it is, not left
            # to run for ever.
            raise self.error(REASONS.STEP_WITHOUT_END, count=STEP_EVENTS_LIMIT)
        self.events.append(Event.make(key, clause, **params))

    def ref(self, card_id: str) -> CardRef:
        return CardRef(card_id, self.card(card_id).name)

    def violation(self, clause: str, reason: str, **params: object) -> RuleViolation:
        # The state as it is now, written only if the refusal is shown; a table not changed since
        # it was thawed holds the state it came from.
        state = self._thawed_from if self.version == self._thawed_version else self.freeze()
        return RuleViolation(clause, reason, params, partial(write_state, state))

    def error(self, reason: str, **params: object) -> EngineError:
        return EngineError(reason, params, write_state(self))

    def set_card(self, card: Card) -> None:
        before = self.cards.get(card.id)
        self.cards[card.id] = card
        # A counter can make a card gain or lose a keyword (loses.1): what the card shows changes.
        self.changed(placement=before is None or before.definition is not card.definition
                     or before.type is not card.type or before.side is not card.side
                     or before.counters != card.counters and before.keywords != card.keywords)

    def move(self, card_id: str, dest: Zone, *, bottom: bool = False) -> None:
        """Move one card (with whatever is on it) to the top, or the bottom, of ``dest``.

        Logs entering and leaving play for every card whose status the move changes: the card,
        the cards on it, and the top cards of the villain and main scheme decks it leaves or
        covers (in-play-and-out-of-play.2.2, .2.4, .3.6).
        """
        source = self.location(card_id)
        watched = [card_id, *self.cards_on(card_id)]
        watched += [top for zone in (source, dest) if zone.kind in DECK_KINDS for top in self.zones.get(zone, [])[:2]]
        watched = list(dict.fromkeys(watched))
        # Asked of these cards alone: the cards in play of the whole table are worked out again
        # only when a rule asks for them, not after every move.
        before = {card: is_in_play(self, card) for card in watched}
        self.pile(source).remove(card_id)
        if not self.zones[source]:
            del self.zones[source]
            self.note_ran_out(source)
        pile = self.pile(dest)
        pile.insert(len(pile) if bottom else 0, card_id)
        self._where[card_id] = dest
        self.changed(placement=source.kind not in NEVER_IN_PLAY or dest.kind not in NEVER_IN_PLAY)
        for card in watched:
            transition = play_transition(before[card], is_in_play(self, card))
            if transition is not None:
                self.emit(transition, TRANSITION_CLAUSES[transition], card=self.ref(card))

    def pile(self, zone: Zone) -> list[str]:
        """The cards of ``zone`` as a list the table may change in place (an empty zone gets one)."""
        cards = self.zones.get(zone)
        if not isinstance(cards, list):
            cards = self.zones[zone] = list(cards or ())
        return cards

    def rehost(self, card_id: str, dest: Zone) -> None:
        """Put a card that is on another card onto a card standing for the same character
        (``dest`` is an attached or under zone), logging no change of play: the card stays in
        play through it, and the rule that does it logs why."""
        source = self.location(card_id)
        self.pile(source).remove(card_id)
        if not self.zones[source]:
            del self.zones[source]
        self.pile(dest).append(card_id)
        self._where[card_id] = dest
        self.changed()

    def note_ran_out(self, zone: Zone) -> None:
        """``zone`` lost its last card, or was found empty when it was needed."""
        self.ran_out.add(zone)
        self.checked = -1

    def put_pile(self, zone: Zone, cards: list[str]) -> None:
        """Make ``cards`` the whole content of ``zone``, in that order (top first)."""
        self.zones[zone] = list(cards)
        for card_id in cards:
            self._where[card_id] = zone
        if not cards:
            del self.zones[zone]
        self.changed(placement=zone.kind not in NEVER_IN_PLAY)

    def take_pile(self, zone: Zone) -> list[str]:
        """Empty ``zone`` and give back its cards, top first; they must be put somewhere at once."""
        self.changed(placement=zone.kind not in NEVER_IN_PLAY)
        return list(self.zones.pop(zone, ()))

    def discard(self, card_id: str, clause: str | None = None) -> None:
        """Put a card on top of its owner's discard pile, or of the encounter discard pile for an
        encounter card, whose owner is the scenario (ownership-and-control.1, player.4): from play
        (ownership-and-control.4.7.2) or from a hand (.4.7.4), whoever controlled it; an event
        that was played, logged under ``event.2``, goes there too (.4.7.3). A double-sided card
        is removed from the game instead (double-sided-card.2)."""
        card = self.card(card_id)
        if card.double_sided:
            record("double-sided-card.2")
            self.remove_from_game(card_id, "double-sided-card.2")
            return
        record("ownership-and-control.1", "player.4")
        if clause == "event.2":
            record("ownership-and-control.4.7.3")
        elif self.location(card_id).kind is ZoneKind.HAND:
            record("ownership-and-control.4.7.4")
        elif self.is_in_play(card_id) or self.location(card_id).kind is ZoneKind.ATTACHED:
            # From play, or attached to a card that has just left it.
            record("ownership-and-control.4.7.2")
            if self.base_zone(card_id).kind is ZoneKind.PLAY and self.base_zone(card_id).holder != card.owner:
                # Controlled by another player, it leaves play: the change of control ends.
                record("ownership-and-control.4.7")
        pile = discard_pile(card.owner) if card.is_player_card and card.owner else ENCOUNTER_DISCARD
        self.emit(EventKey.DISCARDED, clause, card=self.ref(card_id))
        self.move(card_id, pile)

    def remove_from_game(self, card_id: str, clause: str | None = None) -> None:
        self.emit(EventKey.REMOVED_FROM_GAME, clause, card=self.ref(card_id))
        self.move(card_id, REMOVED)

    def shuffle(self, zone: Zone) -> None:
        """Shuffle ``zone`` with the game's seeded generator (same seed, same game)."""
        cards = self.pile(zone) if zone in self.zones else []
        random.Random(f"{self.seed}:{self.shuffles}").shuffle(cards)
        self.shuffles += 1
        self.changed(placement=zone.kind not in NEVER_IN_PLAY)

    def replace_player(self, player_id: str, **changes: object) -> None:
        updated = replace(self.player(player_id), **changes)
        self.players = [updated if seat.id == player_id else seat for seat in self.players]

    def last_about(self, card_id: str, keys: Collection[EventKey], before: int | None = None) -> EventKey | None:
        """Which of ``keys`` the latest event about ``card_id`` logged this step is (among the
        events before index ``before``, when given); None when no such event was logged."""
        for event in reversed(self.events[:before]):
            card = event.params.get("card")
            if card is not None and card.id == card_id and event.key in keys:
                return event.key
        return None

    def cards_in(self, kind: ZoneKind) -> list[str]:
        """Every card in a zone of ``kind``, whoever holds the zone."""
        return [card for zone, ids in self.zones.items() if zone.kind is kind for card in ids]



class StateField:
    """A field of the state on a table: assigning it is a change of the table (its version, and
    for :data:`PLACEMENT_FIELDS` its placement, go up). It only sets: reading the field, and
    setting any other attribute of a table, stays a plain attribute of the instance, which a
    game does hundreds of times in every step."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.placement = name in PLACEMENT_FIELDS

    def __set__(self, table: Table, value: object) -> None:
        values = table.__dict__
        values["version"] += 1
        if self.placement:
            values["placement"] += 1
        if self.name == "pending" and value is not None:
            values["asked_at"] = len(values["suspended"])
        values[self.name] = value


for _name in STATE_FIELDS:
    setattr(Table, _name, StateField(_name))


def _kept(work: Callable[..., T], counter: str) -> Callable[..., T]:
    # Asked hundreds of times in every step: the table is asked directly, with no closure made.
    @wraps(work)
    def ask(view: TableView, *args: Hashable) -> T:
        if isinstance(view, Table):
            return view._remember(counter, (work, *args), work, view, *args)
        return work(view, *args)

    return ask


def kept_by_the_table(work: Callable[..., T]) -> Callable[..., T]:
    """Decorate a question asked of a view and hashable arguments whose answer depends only on
    the state's fields: a :class:`Table` answers it once for each of its versions
    (:meth:`Table.remembered`); a frozen state works it out each time."""
    return _kept(work, "version")


def kept_while_in_place(work: Callable[..., T]) -> Callable[..., T]:
    """Decorate a question asked of a view and hashable arguments whose answer depends only on
    the cards in play, where they are and what each shows: a :class:`Table` answers it again only
    once that has changed (:meth:`Table.remembered_in_place`)."""
    return _kept(work, "placement")
