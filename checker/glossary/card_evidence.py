"""What the official cards print: the evidence for the game's Spanish words.

The Spanish and English texts of every official card (``sources/cards/``, MarvelCDB's data,
paired by card code) say how the publisher translates each term. A row of the term table is
checked against them by alignment: on the card it cites, the English text prints the English
term where the Spanish text prints the Spanish name. Over every card whose English prints a term,
:meth:`CardTexts.renderings` counts how many Spanish texts print each competing rendering, and a
row must use the rendering most cards print, or say why not (its ``note``).

A card "prints" a term exactly as a translation "writes" it (:mod:`term_matching`): the
English as whole words, maybe plural; the Spanish name inflected at will.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path

from checker import SOURCES_DIR
from checker.glossary.errors import GlossaryError
from checker.glossary.lang import Lang
from checker.glossary.model import Problem, SourceRef
from checker.glossary.terms import EvidenceKind, Term, TermTable, fold
from checker.i18n import N_, translate
from checker.glossary.term_matching import (
    content_words,
    english_pattern,
    english_phrase_pattern,
    names_in_spelled,
    names_term,
    printed_form,
    spelled_words,
    words,
)

CARDS_DIR = SOURCES_DIR / "cards"
"""The card data, one folder per language."""
PRINTED_FIELDS = ("name", "subname", "text", "traits", "back_name", "back_text")
"""The fields of a card whose words are printed on it."""
_MARKUP = re.compile(r"<[^>]+>|\[\[|\]\]")
MIN_PRINTED = 3
"""A term whose English is on fewer cards than this is not taken as printed: one or two
matches are as often a card's name or flavour as the term ("Copy" in a title)."""


@dataclass(frozen=True)
class Card:
    """One card in both languages: what it prints, and its name."""

    code: str
    text: dict[Lang, str]
    """Every printed field, markup left out, joined by spaces."""
    name: dict[Lang, str]

    @cached_property
    def spanish_words(self) -> list[tuple[str, ...]]:
        """The Spanish text's words without function words, spelled as :func:`names_term` reads
        them: counting renderings reads each card for every term."""
        return spelled_words(content_words(words(self.text[Lang.ES])))

    @cached_property
    def english_folded(self) -> str:
        return self.text[Lang.EN].casefold()

    def prints_spanish(self, name: str, words_between: int = 1) -> bool:
        """Whether the Spanish text prints ``name``, inflected at will, with at most
        ``words_between`` other words between two of its words; a name made of function words
        only ("Y") as those very words."""
        printed = printed_form(name)
        if not content_words(words(printed)):
            return fold(printed) in {fold(word) for word in words(self.text[Lang.ES])}
        return names_in_spelled(self.spanish_words, printed, words_between)


@dataclass(frozen=True)
class Rendering:
    """How many of the cards whose English prints a term print ``spanish`` in their Spanish."""

    spanish: str
    cards: int
    example: str | None
    """The first such card's code, when there is one."""


@dataclass(frozen=True)
class Renderings:
    """A term's English on the cards and how their Spanish renders it, most printed first."""

    english: str
    cards: int
    """How many cards (with a Spanish text) print the English."""
    renderings: tuple[Rendering, ...]

    @property
    def printed(self) -> bool:
        return self.cards >= MIN_PRINTED

    def count(self, spanish: str) -> int:
        return next((rendering.cards for rendering in self.renderings if rendering.spanish == spanish), 0)


_CLOSING_PUNCTUATION = (".", ":", ";", "!")


def english_card_pattern(english: str, words_between: int = 0) -> re.Pattern[str]:
    """What a card prints for an English name: :func:`printed_form`'s words, or, for a form that
    ends in punctuation ("Setup." is the keyword, "Setup:" the ability), that form exactly;
    a phrase's words with up to ``words_between`` others between them.

    >>> bool(english_card_pattern("Setup.").search("Permanent. Setup.")), bool(english_card_pattern("Setup.").search("Setup: search"))
    (True, False)
    >>> bool(english_card_pattern("Hinder X").search("Hinder 2[per_hero].")), bool(english_card_pattern("Ally").search("Allies"))
    (True, True)
    """
    if words_between:
        return english_phrase_pattern(english, words_between)
    if english[-1:] not in _CLOSING_PUNCTUATION:
        return english_pattern(printed_form(english))
    return re.compile(r"(?<!\w)" + re.escape(english), re.IGNORECASE)


class CardTexts:
    """Every card that has both an English and a Spanish text, by code."""

    def __init__(self, cards: dict[str, Card]) -> None:
        self.cards = cards

    @classmethod
    def load(cls, cards_dir: Path = CARDS_DIR) -> CardTexts:
        """The cards of every ``*.json`` file of ``cards_dir/en`` and ``cards_dir/es``; a folder
        without them is an error, as every check against the cards would pass unseen."""
        texts = {lang: dict(_read_cards(cards_dir / lang.value)) for lang in Lang}
        if not texts[Lang.EN].keys() & texts[Lang.ES].keys():
            raise GlossaryError([Problem(SourceRef(str(cards_dir), 0), N_("no card has both an English and a Spanish text here"))])
        return cls({
            code: Card(code, {lang: texts[lang][code][0] for lang in Lang}, {lang: texts[lang][code][1] for lang in Lang})
            for code in sorted(texts[Lang.EN].keys() & texts[Lang.ES].keys())
        })

    def printing(self, english: str | tuple[str, ...], words_between: int = 0) -> list[Card]:
        """The cards whose English prints ``english``, or one of several spellings (see
        :func:`english_card_pattern`)."""
        spellings = (english,) if isinstance(english, str) else english
        searches = [(_first_word(spelling), english_card_pattern(spelling, words_between)) for spelling in spellings]
        # A card without the first word in its text is not searched: most cards are not.
        return [card for card in self.cards.values() if any(
            word in card.english_folded and pattern.search(card.text[Lang.EN]) for word, pattern in searches)]

    def renderings(self, english: str | tuple[str, ...], candidates: tuple[str, ...], words_between: int = 0) -> Renderings:
        """How many cards print ``english``, and of those how many print each Spanish candidate
        (a phrase's words with up to ``words_between`` others between them in either language)."""
        printing = self.printing(english, words_between)
        counted = []
        for spanish in dict.fromkeys(candidates):
            holding = [card.code for card in printing if card.prints_spanish(spanish, max(1, words_between))]
            counted.append(Rendering(spanish, len(holding), holding[0] if holding else None))
        counted.sort(key=lambda rendering: -rendering.cards)
        return Renderings(english if isinstance(english, str) else english[0], len(printing), tuple(counted))

    def aligned(self, code: str, english: str, spanish: str, words_between: int = 0) -> bool:
        """Whether card ``code`` prints ``english`` in English and ``spanish`` (unless empty) in Spanish."""
        card = self.cards.get(code)
        return card is not None and bool(english_card_pattern(english, words_between).search(card.text[Lang.EN])) \
            and (not spanish or card.prints_spanish(spanish, max(1, words_between)))

    @cached_property
    def spanish_names(self) -> dict[str, tuple[str, ...]]:
        """Each English card name and the Spanish names its cards print (a name shared by several
        cards may be translated more than one way)."""
        names: dict[str, dict[str, None]] = {}
        for card in self.cards.values():
            english, spanish = card.name[Lang.EN], card.name[Lang.ES]
            if english and spanish:
                names.setdefault(english, {})[spanish] = None
        return {english: tuple(spanish) for english, spanish in names.items()}


def _first_word(english: str) -> str:
    """The first word of the form cards print, folded: no card without it can print ``english``."""
    return words(printed_form(english) if english[-1:].isalnum() else english)[0].casefold()


def _read_cards(folder: Path) -> Iterator[tuple[str, tuple[str, str]]]:
    for path in sorted(folder.glob("*.json")):
        for card in json.loads(path.read_text(encoding="utf-8")):
            printed = " ".join(str(card.get(field) or "") for field in PRINTED_FIELDS)
            yield card["code"], (_MARKUP.sub(" ", printed), card.get("name") or "")


# --- The term table against the cards -----------------------------------------------------

@dataclass(frozen=True)
class RowProblem:
    """What the cards say against one row of the term table (``term_id``, at ``line``)."""

    term_id: str
    line: int
    message: str
    """An English message template of the ``messages`` catalog."""
    params: tuple[tuple[str, str], ...] = ()

    def render(self, lang: str) -> str:
        return translate(lang, self.message, **dict(self.params))


def _row_lines(table_text: str) -> dict[str, int]:
    """The line of each row's ``[[term]]`` header, by the row's id (its next ``id = ...`` line)."""
    lines: dict[str, int] = {}
    header = 0
    for number, line in enumerate(table_text.splitlines(), start=1):
        stripped = line.strip()
        if stripped.startswith("[["):
            header = number
        elif stripped.startswith("id") and header and (found := re.match(r'id\s*=\s*"([^"]+)"', stripped)):
            lines.setdefault(found[1], header)
            header = 0
    return lines


def term_rendering(term: Term, cards: CardTexts, words_between: int = 0) -> Renderings:
    """How the cards render ``term``: its English (or :attr:`Term.printed_as`; a phrase's every
    English spelling, "takes damage" as well as "take damage") and, for its Spanish name, each
    alias and each rival, the number of cards printing it."""
    english = term.spellings(Lang.EN) if words_between else (term.printed_as or term.names[Lang.EN])
    return cards.renderings(english, (*term.spellings(Lang.ES), *term.rivals), words_between)


def _part_of(rival: str, name: str) -> bool:
    """Whether every card printing ``name`` also prints ``rival``, whose words are a part of it
    ("En orden de jugadores" of "Siguiendo el orden de jugadores"): its count is no competition."""
    return names_term(content_words(words(printed_form(name))), printed_form(rival))


def check_term_table(terms: TermTable, cards: CardTexts, table_text: str, words_between: int = 0) -> list[RowProblem]:
    """Every row whose Spanish the cards contradict (a phrase table's rows with up to
    ``words_between`` other words between two of their words):

    * a ``card`` it cites that does not print both names (English where Spanish);
    * ``unprinted`` for a term that at least :data:`MIN_PRINTED` cards print;
    * a name that fewer cards print than a rival, or than half the cards printing the English,
      unless the row's ``note`` says why.
    """
    lines = _row_lines(table_text)
    problems = []

    def problem(term: Term, message: str, **params: object) -> None:
        problems.append(RowProblem(term.id, lines.get(term.id, 0), message,
                                   tuple((name, str(value)) for name, value in params.items())))

    for term in terms.terms:
        english, spanish = term.printed_as or term.names[Lang.EN], term.names[Lang.ES]
        for evidence in term.evidence:
            # A row whose note says why its name departs from the cards needs only the English on its card.
            if evidence.kind is EvidenceKind.CARD and not cards.aligned(
                    evidence.value, english, "" if term.note else spanish, words_between):
                problem(term, N_("card {card} does not print '{english}' in English where it prints '{spanish}' in Spanish"),
                        card=evidence.value, english=english, spanish=spanish)
        counted = term_rendering(term, cards, words_between)
        if not counted.printed:
            continue
        if any(evidence.kind is EvidenceKind.UNPRINTED for evidence in term.evidence):
            problem(term, N_("'{english}' is printed on {count} cards: cite one instead of 'unprinted'"),
                    english=english, count=counted.cards)
        if term.note:
            continue
        rival = next((rendering for rendering in counted.renderings if rendering.spanish in term.rivals
                      and not _part_of(rendering.spanish, spanish)), None)
        if rival is not None and counted.count(spanish) < rival.cards:
            problem(term, N_("the cards print '{rival}' ({rival_count} cards) more than '{spanish}' ({count})"),
                    rival=rival.spanish, rival_count=rival.cards, spanish=spanish, count=counted.count(spanish))
        elif 2 * counted.count(spanish) < counted.cards:
            problem(term, N_("'{spanish}' is on {count} of the {total} cards that print '{english}': "
                             "name the cards' rendering, or say why not in a note"),
                    spanish=spanish, count=counted.count(spanish), total=counted.cards, english=english)
    return problems
