"""Building a scenario's decks from encounter sets: its own set, modular sets whole, the Standard set
and, in expert mode, the Expert set; the nemesis set of an identity being played may be added
whole, or one card of it.

The scenario's own set is split into the villain deck, the main scheme deck and the encounter
deck (scenario-specific-card.3); the modular sets the players choose, the Standard set and the
Expert set go into the encounter deck. A choice the rules forbid refuses the decks, citing its
clause; decks the rules allow are logged with how many cards each holds. The sets and their
cards are read from the product card data (:mod:`checker.engine.deck_cards`).

>>> from checker.engine import BuildEncounterDeck, RuleViolation, read_state, setup
>>> state = read_state("players: A(first)")
>>> _, events = setup.perform(state, BuildEncounterDeck("rhino", False, ("bomb_scare",)))
>>> [event.render("en") for event in events]  # doctest: +NORMALIZE_WHITESPACE
['Cards in the villain deck: 3.', 'Cards in the main scheme deck: 1.',
 'The encounter deck may be played, with 30 cards.']
>>> try:
...     setup.perform(state, BuildEncounterDeck("rhino", False, ("standard",)))
... except RuleViolation as refused:
...     print(refused.clause)
standard-set.2
"""

from __future__ import annotations

from checker.engine import actions as a
from checker.engine.deck_cards import (
    ENCOUNTER_DECK_TYPES,
    SCENARIO_DECKS,
    Classification,
    DeckCard,
    UnknownCard,
    deck_card,
    set_cards,
)
from checker.engine.errors import REASONS
from checker.engine.events import EventKey
from checker.engine.execution import record
from checker.engine.registry import rule
from checker.engine.table import Table
from checker.engine.timing import When

STANDARD_SET, EXPERT_SET = "standard", "expert"
"""The codes of the core set's Standard and Expert sets."""

NEMESIS_SUFFIX = "_nemesis"
"""What the code of a nemesis set adds to the code of the identity's set it is part of."""

NOT_MODULAR = {Classification.STANDARD: "standard-set.2", Classification.EXPERT: "expert-set.2"}
"""The sets that are not modular sets, by the clause that keeps them from being chosen as one."""


@rule("encounter-set.1", "encounter-set.2", when=When.PERFORM, on=a.BuildEncounterDeck)
def build_the_scenario_decks(table: Table, deck: a.BuildEncounterDeck) -> None:
    """encounter-set.1, encounter-set.2: the decks are made of whole encounter sets of four
    kinds: the scenario's own, modular sets, the Standard set and the Expert set."""
    cards = list(_scenario_set(table, deck.scenario))
    identities = _identities(deck)
    left_out: list[DeckCard] = []
    for choice in deck.choices:
        if choice.startswith("+"):
            cards.append(_added_card(table, deck, identities, _card(table, choice[1:])))
        elif choice.startswith("-"):
            left_out.append(_left_out_card(table, _card(table, choice[1:])))
        elif _is_nemesis_set(choice):
            cards += _nemesis_set(table, identities, choice)
        elif not _is_identity(choice):
            cards += _modular_set(table, choice)
    record("standard-set.1", "classifications.8")
    cards += set_cards(STANDARD_SET)
    if deck.expert:
        record("expert-set.1", "classifications.9")
        cards += set_cards(EXPERT_SET)
    _split(table, [card for card in cards if card not in left_out])


def _card(table: Table, code: str) -> DeckCard:
    try:
        return deck_card(code)
    except UnknownCard:
        raise table.error(REASONS.DECK_UNKNOWN_CARD, code=code) from None


def _is_identity(code: str) -> bool:
    try:
        return deck_card(code).is_identity
    except UnknownCard:
        return False


def _identities(deck: a.BuildEncounterDeck) -> tuple[DeckCard, ...]:
    """The identities being played, among the choices."""
    return tuple(deck_card(choice) for choice in deck.choices if _is_identity(choice))


def _scenario_set(table: Table, set_code: str) -> tuple[DeckCard, ...]:
    """scenario-specific-card.1, .2: the scenario's own set, each of its cards included."""
    cards = set_cards(set_code)
    if not cards or cards[0].classification is not Classification.SCENARIO_SPECIFIC:
        raise table.error(REASONS.NOT_A_SCENARIO, code=set_code)
    record("scenario-specific-card.1", "scenario-specific-card.2", "classifications.5")
    return cards


def _is_nemesis_set(set_code: str) -> bool:
    cards = set_cards(set_code)
    return bool(cards) and cards[0].classification is Classification.NEMESIS


def _nemesis_set(table: Table, identities: tuple[DeckCard, ...], set_code: str) -> tuple[DeckCard, ...]:
    """A nemesis set added whole, only alongside the identity it comes with
    (nemesis-encounter-set.2, .3)."""
    cards = set_cards(set_code)
    _alongside_nemesis(table, cards[0], identities)
    return cards


def _alongside_nemesis(table: Table, card: DeckCard, identities: tuple[DeckCard, ...]) -> None:
    """nemesis-encounter-set.2: a nemesis set is part of an identity's set, and its set icon
    names that set (its code is the identity's set code followed by ``_nemesis``);
    nemesis-encounter-set.3: its cards are used only alongside an identity whose set icon they
    share."""
    identity_set = card.set_code.removesuffix(NEMESIS_SUFFIX)
    _alongside(table, card, identities, identity_set, "nemesis-encounter-set.3", "nemesis-encounter-set.2")


def _modular_set(table: Table, set_code: str) -> tuple[DeckCard, ...]:
    """modular-encounter-set.1, .3: a set chosen as a modular set must be one, and comes whole;
    the Standard and Expert sets cannot be chosen (standard-set.2, expert-set.2)."""
    cards = set_cards(set_code)
    if not cards:
        raise table.error(REASONS.NOT_A_SCENARIO, code=set_code)
    kind = cards[0].classification
    if kind in NOT_MODULAR:
        record(NOT_MODULAR[kind])
        raise table.violation(NOT_MODULAR[kind], REASONS.NOT_A_MODULAR_SET, code=set_code)
    record("modular-encounter-set.1", "classifications.6")
    if kind is not Classification.MODULAR:
        raise table.violation("modular-encounter-set.1", REASONS.NOT_A_MODULAR_SET, code=set_code)
    record("modular-encounter-set.3")
    return cards


def _added_card(
    table: Table, deck: a.BuildEncounterDeck, identities: tuple[DeckCard, ...], card: DeckCard
) -> DeckCard:
    """A card added on its own: an encounter card (encounter-deck.1), never a card of a modular
    set without the rest of it (modular-encounter-set.3), and an identity's obligation or a card
    of its nemesis set only alongside that identity."""
    record("encounter-deck.1")
    if card.type not in ENCOUNTER_DECK_TYPES:
        raise table.violation("encounter-deck.1", REASONS.NOT_AN_ENCOUNTER_DECK_CARD, code=card.code)
    if card.classification is Classification.MODULAR and card.set_code not in deck.choices:
        record("modular-encounter-set.3")
        raise table.violation("modular-encounter-set.3", REASONS.MODULAR_CARD_ALONE, code=card.code)
    if card.classification is Classification.NEMESIS:
        _alongside_nemesis(table, card, identities)
    if card.classification is Classification.IDENTITY_SPECIFIC:
        _alongside(table, card, identities, card.set_code, "obligation.5", "obligation.4", "identity-specific-card.3")
    return card


def _alongside(table: Table, card: DeckCard, identities: tuple[DeckCard, ...], set_code: str, clause: str,
               *also: str) -> None:
    """obligation.4, obligation.5: an identity's obligation is part of its identity-specific set,
    and is used only alongside an identity that shares its set icon; so is a card of its nemesis
    set (nemesis-encounter-set.2, .3)."""
    record(clause, *also)
    if not any(identity.set_code == set_code for identity in identities):
        raise table.violation(clause, REASONS.NOT_ALONGSIDE_IDENTITY, code=card.code)


def _left_out_card(table: Table, card: DeckCard) -> DeckCard:
    """A card left out: never one of the scenario's (scenario-specific-card.2), nor one of a
    modular set without the rest of it (modular-encounter-set.3)."""
    if card.classification is Classification.SCENARIO_SPECIFIC:
        raise table.violation("scenario-specific-card.2", REASONS.SCENARIO_CARD_LEFT_OUT, code=card.code)
    if card.classification is Classification.MODULAR:
        record("modular-encounter-set.3")
        raise table.violation("modular-encounter-set.3", REASONS.MODULAR_CARD_ALONE, code=card.code)
    return card


def _split(table: Table, cards: list[DeckCard]) -> None:
    """scenario-specific-card.3: villain cards make the villain deck, main schemes the main
    scheme deck, and every other card the encounter deck, whatever set it comes from
    (encounter-card.2)."""
    record("scenario-specific-card.3", "encounter-deck.1")
    villain = sum(card.quantity for card in cards if SCENARIO_DECKS.get(card.type) == "villain")
    main_schemes = sum(card.quantity for card in cards if SCENARIO_DECKS.get(card.type) == "main-scheme")
    encounter = [card for card in cards if card.type not in SCENARIO_DECKS]
    if len({card.classification for card in encounter}) > 1:
        record("encounter-card.2")
    table.emit(EventKey.VILLAIN_DECK_BUILT, None, count=villain)
    table.emit(EventKey.MAIN_SCHEME_DECK_BUILT, None, count=main_schemes)
    table.emit(EventKey.ENCOUNTER_DECK_BUILT, None, count=sum(card.quantity for card in encounter))
