"""What a card prints for building decks: its classification, aspect, set and deck limits.

Deck building reads the deckbuilding classification area and the collector information of every
official card, which the card data of play (:mod:`checker.engine.card_data`) does not hold: the
product card data (``sources/cards/en/``, MarvelCDB's) has them for every card, by code. A
reprint there names the card it reprints (``duplicate_of``) and keeps only what differs.

>>> card = deck_card("01062")
>>> card.title, card.classification.value, card.aspect.value, card.max_per_deck
('The Power of Justice', 'aspect', 'justice', 2)
>>> deck_card("01001a").classification.value, deck_card("01001a").alter_ego
('identity-specific', 'Peter Parker')
>>> deck_card("01109").classification.value, deck_card("01109").set_code
('modular', 'bomb_scare')
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from functools import cache
from types import MappingProxyType

from checker import SOURCES_DIR

CARDS_DIR = SOURCES_DIR / "cards" / "en"
"""The product card data, one file per pack."""
SPANISH_CARDS_DIR = SOURCES_DIR / "cards" / "es"
"""The same cards' official Spanish names, paired by code."""


class Classification(StrEnum):
    """The group a card belongs to by what it prints (classifications.1)."""

    IDENTITY_SPECIFIC = "identity-specific"
    """An identity's set of accompanying cards, the identity included (identity-specific-card.4.1)."""
    ASPECT = "aspect"
    BASIC = "basic"
    CAMPAIGN = "campaign"
    SCENARIO_SPECIFIC = "scenario-specific"
    """A scenario's set of accompanying cards: a set that holds a villain or a main scheme."""
    MODULAR = "modular"
    NEMESIS = "nemesis"
    STANDARD = "standard"
    EXPERT = "expert"


class Aspect(StrEnum):
    """The five aspects a player may choose for a deck (aspect-card.2)."""

    AGGRESSION = "aggression"
    JUSTICE = "justice"
    LEADERSHIP = "leadership"
    PROTECTION = "protection"
    POOL = "pool"


PLAYER_TYPES = frozenset({"hero", "alter_ego", "ally", "event", "player_side_scheme", "resource", "support", "upgrade"})
"""The product data's types of player cards (player-card.1)."""
IDENTITY_TYPES = frozenset({"hero", "alter_ego"})
ENCOUNTER_DECK_TYPES = frozenset({"attachment", "environment", "minion", "side_scheme", "treachery", "obligation"})
"""The types of the cards an encounter deck holds (encounter-deck.1), an identity's obligation
among them (obligation.3)."""
SCENARIO_DECKS = MappingProxyType({"villain": "villain", "main_scheme": "main-scheme"})
"""The types of scenario-specific cards that go to a deck of their own (scenario-specific-card.3)."""

_MAX_PER_DECK = re.compile(r"Max (\d+) per deck", re.IGNORECASE)
_LINKED = re.compile(r"^Linked \(([^)]+)\)")
_TEAM_UP = re.compile(r"Team-Up \(([^)]+)\)")
_PERMANENT = re.compile(r"(?:^|[.>]\s*)Permanent\.")


@dataclass(frozen=True)
class DeckCard:
    """One card as deck building reads it."""

    code: str
    title: str
    type: str
    """The product data's type word (``ally``, ``hero``, ``minion``...)."""
    classification: Classification
    set_code: str
    """The set it belongs to, by its set icon (an identity's set, a scenario's, a modular set)."""
    aspect: Aspect | None = None
    subtitle: str | None = None
    alter_ego: str | None = None
    """For an identity: the title its alter-ego side prints."""
    unique: bool = False
    quantity: int = 1
    """How many copies of it its set holds."""
    max_per_deck: int | None = None
    """"Max X per deck" (max.3)."""
    linked_to: str | None = None
    """The title in parentheses after the linked keyword (linked-card-title.1)."""
    team_up: tuple[str, ...] = ()
    """The names of the team-up keyword, each name's titles split on "/" (team-up.2)."""
    permanent: bool = False

    @property
    def is_player_card(self) -> bool:
        return self.type in PLAYER_TYPES and self.classification not in ENCOUNTER_CLASSIFICATIONS

    @property
    def is_identity(self) -> bool:
        return self.type in IDENTITY_TYPES


ENCOUNTER_CLASSIFICATIONS = frozenset(
    {Classification.SCENARIO_SPECIFIC, Classification.MODULAR, Classification.NEMESIS, Classification.STANDARD,
     Classification.EXPERT}
)


class UnknownCard(KeyError):
    """No card of the product data has this code."""


@cache
def _raw_cards() -> Mapping[str, Mapping[str, object]]:
    cards: dict[str, dict[str, object]] = {}
    for path in sorted(CARDS_DIR.glob("*.json")):
        for card in json.loads(path.read_text(encoding="utf-8")):
            cards[card["code"].lower()] = card
    for code, card in cards.items():
        if "duplicate_of" in card:
            cards[code] = {**cards[card["duplicate_of"].lower()], **card}
    return MappingProxyType(cards)


@cache
def _scenario_sets() -> frozenset[str]:
    """The encounter sets that hold a villain or a main scheme: a scenario's own set."""
    return frozenset(str(card.get("set_code")) for card in _raw_cards().values()
                     if card.get("type_code") in SCENARIO_DECKS)


def _classification(card: Mapping[str, object]) -> Classification:
    faction, set_code = card.get("faction_code"), str(card.get("set_code") or "")
    if faction == "hero":
        return Classification.IDENTITY_SPECIFIC
    if faction == "basic":
        return Classification.BASIC
    if faction == "campaign":
        return Classification.CAMPAIGN
    if faction in set(Aspect):
        return Classification.ASPECT
    if card.get("type_code") == "obligation":
        return Classification.IDENTITY_SPECIFIC
    if set_code.endswith("_nemesis"):
        return Classification.NEMESIS
    if set_code.startswith("standard"):
        return Classification.STANDARD
    if set_code.startswith("expert"):
        return Classification.EXPERT
    if set_code in _scenario_sets():
        return Classification.SCENARIO_SPECIFIC
    return Classification.MODULAR


def _team_up(text: str) -> tuple[str, ...]:
    found = _TEAM_UP.search(text)
    if found is None:
        return ()
    return tuple(title.strip() for name in found.group(1).split(" and ") for title in name.split("/"))


def deck_card(code: str) -> DeckCard:
    """The card of the product data whose code is ``code``; :class:`UnknownCard` if none."""
    card = _raw_cards().get(code.lower())
    if card is None:
        raise UnknownCard(code)
    text = str(card.get("text") or "")
    back = _raw_cards().get(str(card.get("back_link") or "").lower(), {})
    limit = _MAX_PER_DECK.search(text)
    linked = _LINKED.search(text)
    faction = card.get("faction_code")
    return DeckCard(
        code=str(card["code"]),
        title=str(card["name"]),
        type=str(card["type_code"]),
        classification=_classification(card),
        set_code=str(card.get("set_code") or faction),
        aspect=Aspect(faction) if faction in set(Aspect) else None,
        subtitle=card.get("subname") or None,
        alter_ego=str(back["name"]) if card.get("type_code") == "hero" and back else None,
        unique=bool(card.get("is_unique")),
        quantity=int(card.get("quantity") or 1),
        max_per_deck=int(limit.group(1)) if limit else None,
        linked_to=linked.group(1) if linked else None,
        team_up=_team_up(text),
        permanent=bool(_PERMANENT.search(text)),
    )


def set_cards(set_code: str) -> tuple[DeckCard, ...]:
    """Every card of the set ``set_code``, in the data's order: reprints are left out, and so is
    the back of a double-sided card, which is the same card as its front."""
    return tuple(deck_card(code) for code, card in _raw_cards().items()
                 if card.get("set_code") == set_code and "duplicate_of" not in card and not card.get("hidden"))


def linked_cards(title: str) -> tuple[DeckCard, ...]:
    """Every card whose linked keyword names ``title`` (linked-card-title.1), reprints left out."""
    return tuple(deck_card(code) for code, card in _raw_cards().items()
                 if "duplicate_of" not in card and (found := _LINKED.search(str(card.get("text") or "")))
                 and found.group(1) == title)


@cache
def _spanish_titles() -> Mapping[str, str]:
    titles: dict[str, str] = {}
    for path in sorted(SPANISH_CARDS_DIR.glob("*.json")):
        for card in json.loads(path.read_text(encoding="utf-8")):
            if card.get("name"):
                titles[card["code"].lower()] = card["name"]
    return MappingProxyType(titles)


def printed_title(code: str, lang: str) -> str:
    """The title the card of ``code`` prints in ``lang`` (its English title when the Spanish data
    has none); the code itself when no card has it.

    >>> printed_title("01001a", "es"), printed_title("01001a", "en")
    ('Spiderman', 'Spider-Man')
    """
    try:
        english = deck_card(code).title
    except UnknownCard:
        return code
    return _spanish_titles().get(code.lower(), english) if lang == "es" else english
