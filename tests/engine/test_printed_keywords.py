"""Every keyword the official cards print is a keyword the engine knows.

The card data the project bundles (``sources/cards/``, MarvelCDB's, one file per product and
language) prints a card's keywords first in its text, one short sentence each: ``Guard.``,
``Retaliate 1.``, ``Team-Up (Ant-Man and Wasp).``, ``Trabajo en equipo ([[Jinetes oscuros]]).``.
These tests read that leading run of sentences from every card of every product, in English and
in Spanish, and check that each keyword is a member of :class:`~checker.engine.cards.Keyword`,
by its English word or by its Spanish word of the card notation.
"""

import json
import re
import unicodedata
from functools import cache

import pytest

from checker import PROJECT_ROOT
from checker.engine.card_schema import words
from checker.engine.cards import Keyword

SOURCES = PROJECT_ROOT / "sources" / "cards"

SENTENCE = re.compile(r"([^\W\d_][\w'!-]*(?: [^\W\d_][\w'!-]*){0,2})(?: ?\([^)]*\)| -?(?:\d+|X)(?:\[per_hero\])?)?")
"""A sentence shaped like a keyword: one to three words, then maybe a number or a parenthesis."""

RULES_TEXT = re.compile(
    r"(attach|attack) to .*|.* (gains|gana|loses) .*|.* form only|(standard|expert) mode only|.*'s side scheme"
    r"|change form|cambia de identidad",
    re.IGNORECASE,
)
"""Keyword-shaped sentences that are rules text instead: "Attach to Rhino" (and its misprint
"Attack to Paladin"), "Klaw gains retaliate 1", "Hero form only", "Expert Mode Only",
"Wrecker's Side Scheme", and the "Change form" instruction of an obligation."""

FORM = re.compile(r"\w+ form|identidad (de \w+|operativa)", re.IGNORECASE)
"""The form keyword, printed with the form's name: "Mass form", "Identidad de masa"."""

PRINTED_AS = {"patrullas": Keyword.PATROL, "preparacion": Keyword.SETUP}
"""Spanish printings that differ from the usual word: one card (16186) prints "Patrullas", and one
(58031, Cameo) prints its setup keyword as "Preparación", the word of the Setup ability."""

OUTSIDE_THE_RULES_REFERENCE = {"unit cost"}
"""Printed keywords the Rules Reference does not list, nor the engine: "Unit Cost" is printed by
the cards of The Galaxy's Most Wanted campaign and explained by that campaign's own rules."""


def fold(text: str) -> str:
    """Lower case, no accents, words joined by hyphens: the shape of a notation word."""
    plain = "".join(c for c in unicodedata.normalize("NFD", text) if not unicodedata.combining(c))
    return "-".join(plain.lower().split())


def leading_sentences(text: str) -> list[str]:
    """The sentences at the start of a card's text that are shaped like keywords, reminder text
    in italics and markup left out; the first sentence of another shape ends them."""
    text = re.sub(r"<[^>]+>", "", re.sub(r"<i>.*?</i>", "", text, flags=re.DOTALL))
    found = []
    for sentence in re.split(r"\.(?:\s+|$)|\n", text):
        sentence = sentence.strip()
        if not sentence:
            continue
        match = SENTENCE.fullmatch(sentence)
        if match is None:
            break
        found.append(match.group(1))
    return found


@cache
def printed_keywords(lang: str) -> dict[str, str]:
    """Each keyword name printed in ``lang``, with the code of a card that prints it."""
    found: dict[str, str] = {}
    for path in sorted((SOURCES / lang).glob("*.json")):
        for card in json.loads(path.read_text("utf-8")):
            for field in ("text", "back_text"):
                for name in leading_sentences(card.get(field) or ""):
                    if not RULES_TEXT.fullmatch(name):
                        found.setdefault(name, card["code"])
    return found


def known(name: str, lang: str) -> Keyword | None:
    """The keyword ``name`` prints in ``lang``, if the engine knows it."""
    if FORM.fullmatch(name):
        return Keyword.FORM
    by_word = {word: Keyword(english) for english, word in words("keywords", lang).items()}
    return PRINTED_AS.get(fold(name)) or by_word.get(fold(name))


def test_the_project_bundles_the_card_data_of_every_product():
    products = {pack["code"] for pack in json.loads((SOURCES / "packs.json").read_text("utf-8"))}
    for lang in ("en", "es"):
        bundled = {path.stem.removesuffix("_encounter") for path in (SOURCES / lang).glob("*.json")}
        assert products <= bundled, f"{lang}: no card data for {sorted(products - bundled)}"


@pytest.mark.parametrize("lang", ["en", "es"])
def test_every_printed_keyword_is_known_to_the_engine(lang):
    unknown = {
        name: code
        for name, code in printed_keywords(lang).items()
        if known(name, lang) is None and name.lower() not in OUTSIDE_THE_RULES_REFERENCE
    }
    assert unknown == {}


def test_the_keywords_outside_the_rules_reference_are_printed_and_unknown():
    english = {name.lower() for name in printed_keywords("en")}
    assert OUTSIDE_THE_RULES_REFERENCE <= english
    assert all(known(name, "en") is None for name in OUTSIDE_THE_RULES_REFERENCE)


@pytest.mark.parametrize("keyword", [Keyword.TEAM_UP, Keyword.TEAMWORK, Keyword.LINKED, Keyword.ALLIANCE,
                                     Keyword.ASSAULT, Keyword.SETUP, Keyword.VULNERABLE])
@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_keywords_of_teams_and_set_up_are_read_off_the_cards(keyword, lang):
    assert keyword in {known(name, lang) for name in printed_keywords(lang)}
