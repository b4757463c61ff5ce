"""Building a player deck: which cards an identity and its chosen aspect may take, and how many.

A deck is checked card by card in the order it is written, then as a whole; the first rule it
breaks refuses it, citing its clause. A deck the rules allow is logged with how many cards count
toward its size. The cards are read from the product card data by code
(:mod:`checker.engine.deck_cards`): their classification, aspect, set, "Max X per deck", unique
icon, and the linked, team-up and permanent keywords.

>>> from checker.engine import BuildDeck, RuleViolation, read_state, setup
>>> state = read_state("players: A(first)")
>>> spider_man = (("01002", 1), ("01003", 2), ("01004", 2), ("01005", 3), ("01006", 1), ("01007", 2),
...               ("01008", 2), ("01009", 2))
>>> _, events = setup.perform(state, BuildDeck("A", "01001a", "justice", spider_man + (("01062", 2),)))
>>> [event.render("en") for event in events]
['The deck of A may be played: 17 cards count toward its size.']
>>> try:
...     setup.perform(state, BuildDeck("A", "01001a", "justice", spider_man + (("01062", 3),)))
... except RuleViolation as refused:
...     print(refused.clause)
max.3
"""

from __future__ import annotations

from collections import Counter

from checker.engine import actions as a
from checker.engine.deck_cards import Aspect, Classification, DeckCard, UnknownCard, deck_card, linked_cards, set_cards
from checker.engine.errors import REASONS
from checker.engine.events import EventKey
from checker.engine.execution import record
from checker.engine.registry import rule
from checker.engine.table import Table
from checker.engine.timing import When


@rule("player-deck.1", when=When.PERFORM, on=a.BuildDeck)
def build_a_player_deck(table: Table, deck: a.BuildDeck) -> None:
    """player-deck.1: a player's deck holds player cards; every other rule of deck building is
    checked in turn, and the deck is logged with the cards that count toward its size, and the
    linked cards its cards bring into play, which do not (linked-card-title.3)."""
    identity = _card(table, deck.identity)
    cards = [(_card(table, code), copies) for code, copies in deck.cards]
    for card, copies in cards:
        _check_card(table, deck, identity, card, copies)
    _check_unique(table, identity, cards)
    _check_identity_set(table, identity, cards)
    table.emit(EventKey.DECK_LEGAL, None, player=deck.player, count=_size(cards))
    linked = sum(card.quantity for included, _ in cards for card in linked_cards(included.title))
    if linked:
        record("linked-card-title.3")
        table.emit(EventKey.LINKED_NOT_COUNTED, None, player=deck.player, count=linked)


def _card(table: Table, code: str) -> DeckCard:
    try:
        return deck_card(code)
    except UnknownCard:
        raise table.error(REASONS.DECK_UNKNOWN_CARD, code=code) from None


def _check_card(table: Table, deck: a.BuildDeck, identity: DeckCard, card: DeckCard, copies: int) -> None:
    """What one card of the list may be, by its type, keywords and classification."""
    if card.linked_to is not None:
        record("linked-card-title.1")
        raise table.violation("linked-card-title.1", REASONS.DECK_LINKED_CARD, code=card.code)
    if not card.is_player_card or card.is_identity:
        raise table.violation("player-deck.1", REASONS.DECK_NOT_PLAYER_CARD, code=card.code)
    record("player-card.2")
    _check_classification(table, deck, identity, card)
    if card.team_up:
        _check_team_up(table, identity, card)
    if card.max_per_deck is not None:
        record("max.3")
        if copies > card.max_per_deck:
            raise table.violation("max.3", REASONS.DECK_OVER_MAX, code=card.code, count=copies)


def _check_classification(table: Table, deck: a.BuildDeck, identity: DeckCard, card: DeckCard) -> None:
    """classifications.2-.4: an identity-specific card goes with its identity, an aspect card
    with the chosen aspect, a basic card with any deck; classifications.7: a campaign card only
    in a campaign, which a deck built on its own is not part of."""
    if card.classification is Classification.IDENTITY_SPECIFIC:
        record("classifications.2", "identity-specific-card.1", "identity-specific-card.3")
        if card.set_code != identity.set_code:
            raise table.violation("identity-specific-card.3", REASONS.DECK_OTHER_IDENTITY,
                                  code=card.code, other=identity.code)
    elif card.classification is Classification.ASPECT:
        record("classifications.3", "aspect-card.1", "aspect-card.2")
        if card.aspect is not Aspect(deck.aspect):
            raise table.violation("aspect-card.2", REASONS.DECK_OTHER_ASPECT, code=card.code)
    elif card.classification is Classification.BASIC:
        record("classifications.4", "basic-card.1", "basic-card.2", "basic-card.4")
    else:
        record("classifications.7")
        raise table.violation("classifications.7", REASONS.DECK_CAMPAIGN_CARD, code=card.code)


def _check_team_up(table: Table, identity: DeckCard, card: DeckCard) -> None:
    """team-up.2: the deck's identity, by its hero or alter-ego title, is one of the names."""
    record("team-up.2")
    if not {identity.title, identity.alter_ego} & set(card.team_up):
        raise table.violation("team-up.2", REASONS.DECK_TEAM_UP, code=card.code, other=identity.code,
                              names=" / ".join(card.team_up))


def _names(card: DeckCard) -> set[str]:
    return {name for name in (card.subtitle, card.alter_ego) if name}


def _match(one: DeckCard, other: DeckCard) -> bool:
    """unique-icon.2: two unique cards match by a shared title with no names under it, or by a
    subtitle or alter-ego title that is a name of the other."""
    if one.title == other.title and not _names(one) and not _names(other):
        record("unique-icon.2.1")
        return True
    if _names(one) & {other.title, *_names(other)} or _names(other) & {one.title, *_names(one)}:
        record("unique-icon.2.2")
        return True
    if one.title == other.title and one.is_identity != other.is_identity:
        record("unique.4.3")
    return False


def _check_unique(table: Table, identity: DeckCard, cards: list[tuple[DeckCard, int]]) -> None:
    """unique.3: one copy of each unique card, by title; unique-icon.3: no two matching unique
    cards; the identity is included in both."""
    unique = [(card, copies) for card, copies in cards if card.unique]
    if not unique:
        return
    record("unique.3", "unique-icon.3")
    for card, copies in unique:
        if copies > 1:
            raise table.violation("unique.3", REASONS.DECK_UNIQUE_COPIES, code=card.code, count=copies)
    included = [identity] + [card for card, _ in unique]
    for at, card in enumerate(included):
        for other in included[at + 1 :]:
            if card.code == other.code or card.title == other.title and card.subtitle == other.subtitle:
                raise table.violation("unique.3", REASONS.DECK_UNIQUE_COPIES, code=other.code, count=2)
            if _match(card, other):
                raise table.violation("unique-icon.3", REASONS.DECK_MATCHING, code=card.code, other=other.code)


def _check_identity_set(table: Table, identity: DeckCard, cards: list[tuple[DeckCard, int]]) -> None:
    """identity-specific-card.2: each player card of the identity's set, in its exact quantity;
    the identity is an identity-specific card itself (identity-specific-card.4.1), so its set is
    the one the deck holds."""
    record("identity-specific-card.2", "identity-specific-card.4.1")
    held = Counter()
    for card, copies in cards:
        held[card.code] += copies
    for card in set_cards(identity.set_code):
        if card.is_player_card and not card.is_identity and held[card.code] != card.quantity:
            raise table.violation("identity-specific-card.2", REASONS.DECK_IDENTITY_SET,
                                  code=card.code, other=identity.code, count=card.quantity)


def _size(cards: list[tuple[DeckCard, int]]) -> int:
    """The cards that count toward the deck's size: permanent cards do not (permanent.3.2)."""
    size = 0
    for card, copies in cards:
        if card.permanent:
            record("permanent.3.2")
            continue
        size += copies
    return size
