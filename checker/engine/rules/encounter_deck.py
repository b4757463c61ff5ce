"""Encounter Deck: fixed order, running out, discard effects, and the infinite loop.

The deck itself (encounter-deck.1) is the ``encounter-deck`` zone, top card first, holding
encounter cards (owner None); its discard pile is the ``encounter-discard`` zone.

>>> from checker.engine import DrawEncounterCard, read_state, setup, write_state
>>> state = read_state(
...     "players: A(first); scheme: ms1[side=B]; encounter-deck: t1; encounter-discard: t2 t3")
>>> after, events = setup.perform(state, DrawEncounterCard("A"))
>>> write_state(after)
'players: A(first); shuffles: 1; scheme: ms1[side=B]; accel-tokens: 1; encounter-deck: t3 t2; A.dealt: t1'
"""

from __future__ import annotations

from collections.abc import Callable

from checker.engine import actions as a
from checker.engine.cards import CardType
from checker.engine.errors import REASONS
from checker.engine.events import EventKey
from checker.engine.execution import carries_out, record
from checker.engine.registry import REGISTRY, carries_out_words, rule
from checker.engine.rules.cards_in_play import icons_in_play
from checker.engine.table import STATE_FIELDS, Table
from checker.engine.timing import Change, When
from checker.engine.turns import VillainStep
from checker.engine.zones import ENCOUNTER_DECK, ENCOUNTER_DISCARD, ZoneKind, dealt

carries_out_words("hazard")


RAN_OUT = (EventKey.ENCOUNTER_RESHUFFLED, EventKey.INFINITE_LOOP)
"""Events that say the encounter deck ran out."""


@rule("encounter-deck.2", when=When.PROHIBITION, on=Change.REORDER_ENCOUNTER_DECK)
def order_is_fixed(table: Table, instructed_by: str) -> None:
    """encounter-deck.2: the order of the encounter deck only changes when a game step, game
    function or card ability says so; ``instructed_by`` names it."""
    if not instructed_by.strip():
        raise table.violation("encounter-deck.2", REASONS.ORDER_FIXED)


@rule("encounter-deck.2", when=When.PERFORM, on=a.ReorderEncounterDeck)
def reorder_encounter_deck(table: Table, effect: a.ReorderEncounterDeck) -> None:
    """encounter-deck.2: put the encounter deck in ``order`` (top first), as instructed."""
    REGISTRY.forbid(table, Change.REORDER_ENCOUNTER_DECK, effect.instructed_by)
    if sorted(effect.order) != sorted(table.in_zone(ENCOUNTER_DECK)):
        raise table.violation("encounter-deck.2", REASONS.NOT_A_PERMUTATION)
    table.put_pile(ENCOUNTER_DECK, list(effect.order))
    table.emit(EventKey.REORDERED, "encounter-deck.2", source=effect.instructed_by)


@rule(when=When.PERFORM, on=a.Shuffle)
def shuffle(table: Table, effect: a.Shuffle) -> None:
    """Shuffle a deck; shuffling the encounter deck, or a player's deck, changes its order
    (encounter-deck.2, player-deck.2)."""
    if effect.zone == ENCOUNTER_DECK:
        REGISTRY.forbid(table, Change.REORDER_ENCOUNTER_DECK, effect.instructed_by)
    elif effect.zone.kind is ZoneKind.DECK:
        REGISTRY.forbid(table, Change.REORDER_PLAYER_DECK, effect.instructed_by)
    table.shuffle(effect.zone)
    table.emit(EventKey.SHUFFLED, None, zone=effect.zone)


@rule("encounter-deck.3", "acceleration-token.2", "acceleration-token.2.1", when=When.STATE_CHECK)
def encounter_deck_ran_out(table: Table) -> bool:
    """encounter-deck.3: the moment the deck is empty, shuffle the discard pile into a new deck
    and place an acceleration token next to the main scheme deck. With both empty, the loop
    never ends and the players lose (encounter-deck.3.3)."""
    if ENCOUNTER_DECK not in table.ran_out or table.in_zone(ENCOUNTER_DECK) or table.infinite_loop:
        return False
    table.ran_out.discard(ENCOUNTER_DECK)
    if table.in_zone(ENCOUNTER_DISCARD):
        reshuffle_discard_pile(table)
    else:
        infinite_loop(table, EventKey.INFINITE_LOOP)
    return True


UNCHANGED_BY_LOOPING = frozenset({"zones", "cards", "acceleration_tokens", "shuffles"})
"""The fields :func:`endless_situation` takes apart or leaves out."""


def endless_situation(table: Table) -> tuple[object, ...]:
    """The table but for what the encounter deck running out changes each time, whatever else
    happens: the order of the encounter cards, the acceleration tokens and the shuffles counted.
    Revealing encounter cards that come back to the same situation, with no decision asked
    between (each surging into the next, say), comes back to it again and again: the loop never
    ends, with an infinite number of acceleration tokens placed, as when both piles are empty
    (encounter-deck.3.3)."""
    piles = (ENCOUNTER_DECK, ENCOUNTER_DISCARD)
    zones = frozenset((zone, tuple(sorted(ids)) if zone in piles else tuple(ids)) for zone, ids in table.zones.items())
    others = tuple(getattr(table, name) for name in STATE_FIELDS if name not in UNCHANGED_BY_LOOPING)
    return zones, tuple(table.cards.items()), others


def reshuffle_discard_pile(table: Table) -> None:
    """encounter-deck.3, empty-encounter-deck.1: the discard pile becomes the new deck, shuffled;
    an acceleration token."""
    record("empty-encounter-deck.1")
    table.put_pile(ENCOUNTER_DECK, table.take_pile(ENCOUNTER_DISCARD))
    table.shuffle(ENCOUNTER_DECK)
    table.emit(EventKey.ENCOUNTER_RESHUFFLED, "encounter-deck.3")
    table.acceleration_tokens += 1
    table.emit(EventKey.ACCELERATION_TOKEN, "encounter-deck.3")


@carries_out("encounter-deck.3.3")
def infinite_loop(table: Table, key: EventKey) -> None:
    """encounter-deck.3.3: no cards in the deck nor in its discard pile
    (:attr:`EventKey.INFINITE_LOOP`), or revealing encounter cards back where it was
    (:attr:`EventKey.ENDLESS_REVEALING`, :func:`endless_situation`): the loop never ends, and
    the players lose."""
    table.infinite_loop = True
    table.emit(key, "encounter-deck.3.3")


def ensure_encounter_deck(table: Table) -> None:
    """A deck found empty when it is needed has run out: rebuild it first (encounter-deck.3)."""
    if not table.in_zone(ENCOUNTER_DECK):
        table.note_ran_out(ENCOUNTER_DECK)
        REGISTRY.settle(table)


def deal_encounter_card(table: Table, player: str) -> None:
    """Deal the top encounter card facedown to ``player``; an empty deck is rebuilt first, so the
    dealing finishes with the new deck (encounter-deck.3, encounter-deck.3.2)."""
    ensure_encounter_deck(table)
    top = table.top(ENCOUNTER_DECK)
    if top is None:
        return
    table.emit(EventKey.DEALT, None, player=player, card=table.ref(top))
    table.move(top, dealt(player))
    REGISTRY.settle(table)


@rule("player-elimination.3.3", "deal.2", when=When.PERFORM, on=a.DrawEncounterCard)
def deal_to_one_player(table: Table, effect: a.DrawEncounterCard) -> None:
    """Effects on the players in the game pass over eliminated players (player-elimination.3.3)."""
    if table.player(effect.player).eliminated:
        table.emit(EventKey.PLAYER_SKIPPED, "player-elimination.3.3", player=effect.player)
        return
    deal_encounter_card(table, effect.player)


@rule("encounter-deck.3.2", "deal.2", when=When.PERFORM, on=a.DealEncounterCards)
def deal_to_each_player(table: Table, _effect: object) -> None:
    """One encounter card to each player in the game, in player order. The deck may run out
    part-way: it is reset at once, and the dealing finishes with the new deck (encounter-deck.3.2)."""
    for player in table.player_order():
        deal_encounter_card(table, player)


@rule("villain-phase.1.3", "deal.1", "hazard-icon.1", "hazard-icon.2", "in-player-order.1", "in-player-order.2", when=When.PERFORM, on=VillainStep.DEAL_ENCOUNTER_CARDS)
def villain_phase_deal(table: Table, step: VillainStep) -> None:
    """Villain phase, step three: deal one encounter card to each player, and in heroic mode
    as many more to each player as the heroic level (modes-of-play.4.1), whatever other mode the
    game is played in too (modes-of-play.4.2); then one more for each
    hazard icon on a card in play, those in player order (the first player first)."""
    deal_to_each_player(table, step)
    for _level in range(table.heroic_level):
        record("modes-of-play.4.1")
        if table.expert or table.skirmish:
            record("modes-of-play.4.2")
        deal_to_each_player(table, step)
    hazards = icons_in_play(table, "hazard")
    order = table.player_order()
    if hazards and order:
        record("icons.9")
    for extra in range(hazards if order else 0):
        deal_encounter_card(table, order[extra % len(order)])


@rule("encounter-deck.3.1", "discard.3", "discard.5", "discard-pile.2", when=When.PERFORM, on=a.DiscardFromEncounterDeck)
def discard_from_encounter_deck(table: Table, effect: a.DiscardFromEncounterDeck) -> None:
    """encounter-deck.3.1: discard ``count`` cards, stopping when the deck runs out; the effect
    is then fulfilled and does not go on into the newly shuffled deck."""
    discard_while(table, lambda discarded, _card: discarded < effect.count)


@rule("encounter-deck.3.1", "discard.3", "discard.5", when=When.PERFORM, on=a.DiscardUntil)
def discard_until(table: Table, effect: a.DiscardUntil) -> None:
    """encounter-deck.3.1: discard until a card of ``card_type`` is discarded or the deck runs out;
    run out, the search fails to find the card and nothing is discarded from the new deck
    (empty-encounter-deck.2)."""
    card_type: CardType = effect.card_type
    discard_while(table, lambda _discarded, last: last is None or table.card(last).type is not card_type)
    if table.events and table.events[-1].key is EventKey.DISCARD_FULFILLED:
        record("empty-encounter-deck.2")


def discard_while(table: Table, keep_going: Callable[[int, str | None], bool]) -> None:
    ensure_encounter_deck(table)
    discarded, last = 0, None
    while keep_going(discarded, last) and table.top(ENCOUNTER_DECK) is not None:
        last = table.top(ENCOUNTER_DECK)
        start = len(table.events)
        table.discard(last)
        discarded += 1
        if table.top(ENCOUNTER_DECK) is not None:
            # The discards are simultaneous: what answers them waits for the last (discard.5.1).
            continue
        REGISTRY.settle(table)
        if any(event.key in RAN_OUT for event in table.events[start:]):
            table.emit(EventKey.DISCARD_FULFILLED, "encounter-deck.3.1", count=discarded)
            return
    if discarded > 1:
        record("discard.5.1", "discard.5.2")
