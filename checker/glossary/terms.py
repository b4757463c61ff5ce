"""The bilingual term table (``locales/terms.toml``): official names of game terms in both languages.

It pairs Spanish and English titles, resolves "See also" labels to entries, gives the search
its cross-language synonyms and the site its term table page.
"""

from __future__ import annotations

import re
import unicodedata
from enum import Enum
from functools import cached_property, lru_cache
from pathlib import Path
from typing import NamedTuple

from checker.glossary.lang import LANGUAGES, Lang
from checker.i18n import N_, locale_data

TERMS_FILE = "terms.toml"
"""The term table's name among the locale data."""
PHRASES_FILE = "phrases.toml"
"""The table of recurring phrases ("take damage") among the locale data: rows shaped as the
term table's, matched with words between their words (:mod:`checker.glossary.translation_checks`)."""
_COMBINING_MARKS = re.compile(r"[\u0300-\u036f]")
_NOT_IN_SLUGS = re.compile(r"[^a-z0-9]+")


@lru_cache(maxsize=1 << 16)
def fold(text: str) -> str:
    """Lower-case ``text`` and strip its accents, for comparisons that forgive both.

    An import folds each title and label many times over (finding terms, ids, links), so the
    recent answers are kept.

    >>> fold("  Aceleración,  FICHA de ")
    'aceleracion, ficha de'
    """
    folded = text.casefold()
    if not folded.isascii():
        folded = _COMBINING_MARKS.sub("", unicodedata.normalize("NFKD", folded))
    return " ".join(folded.split())


def slugify(text: str) -> str:
    """
    >>> slugify("In Play and Out of Play")
    'in-play-and-out-of-play'
    """
    return _NOT_IN_SLUGS.sub("-", fold(text)).strip("-")


def uninvert(label: str) -> str:
    """Turn an index form such as "Aceleración, ficha de" into "ficha de Aceleración".

    >>> uninvert("Encuentros, mazo de")
    'mazo de Encuentros'
    >>> uninvert("Main Scheme, Main Scheme Deck")
    'Main Scheme, Main Scheme Deck'
    """
    head, comma, tail = label.partition(",")
    tail = tail.strip()
    if comma and tail.split() and tail.split()[-1].casefold() in {"de", "del", "of"}:
        return f"{tail} {head.strip()}"
    return label


class EvidenceKind(Enum):
    """Where a term's Spanish name comes from (the keys a row of the table may carry)."""

    CARD = "card"
    """A card of any official product, by MarvelCDB code, whose English text prints the English
    name where its Spanish text prints the Spanish name."""
    SEED = "seed"
    """A line of a source file, ``file:line``, where the official Spanish glossary uses the name."""
    UNPRINTED = "unprinted"
    """A note saying why this Spanish was chosen when no card or official page prints the term."""


# Named tuples, not dataclasses: a search imports this module (see checker.search).
class Evidence(NamedTuple):
    """What supports a term's Spanish name: ``value`` is a card code, a ``file:line`` or a note."""

    kind: EvidenceKind
    value: str

    @property
    def seed_line(self) -> tuple[str, int]:
        """The file name and line number of a ``seed`` evidence.

        >>> Evidence(EvidenceKind.SEED, "002_6d90a9809fccdd6f.txt:3").seed_line
        ('002_6d90a9809fccdd6f.txt', 3)
        """
        name, _, line = self.value.rpartition(":")
        return name, int(line)


TEXT_KEYS = ("id", "es", "en", "note", "printed_as", *(kind.value for kind in EvidenceKind))
"""The keys of a row whose value is a text; ``id``, ``es`` and ``en`` every row has."""
LIST_KEYS = ("es_aliases", "en_aliases", "rivals")
"""The keys of a row whose value is a list of texts."""


def _rows(path: Path, key: str) -> list[dict]:
    """The ``[[key]]`` rows of the table at ``path``, each checked: a file that is not UTF-8 TOML,
    or a row without its id and names or with a value of the wrong type, is an error at its line."""
    # Imported here: a search folds words with this module and never reads the table.
    import tomllib

    from checker.toml_cache import parsed_toml

    data = path.read_bytes()
    try:
        text = data.decode("utf-8")
        document = parsed_toml(data)
    except UnicodeDecodeError as error:
        raise _table_error(path, data[: error.start].count(b"\n") + 1, N_("not UTF-8 text")) from None
    except tomllib.TOMLDecodeError as error:
        found = re.search(r"line (\d+)", str(error))
        line = int(found[1]) if found else text.count("\n") + 1
        raise _table_error(path, line, N_("not valid TOML: {reason}"), reason=str(error)) from None
    rows = document.get(key, [])
    headers = [number for number, line in enumerate(text.splitlines(), start=1) if line.strip() == f"[[{key}]]"]
    if not isinstance(rows, list):
        raise _table_error(path, 0, N_("'{key}' is a list of [[{key}]] rows"), key=key)
    for index, row in enumerate(rows):
        line = headers[index] if index < len(headers) else 0
        if not isinstance(row, dict) or any(not isinstance(row.get(name), str) for name in ("id", "es", "en")):
            raise _table_error(path, line, N_("a row needs an id, an es and an en name, each a text in quotes"))
        wrong = [name for name in TEXT_KEYS if not isinstance(row.get(name, ""), str)]
        wrong += [name for name in LIST_KEYS
                  if not isinstance(row.get(name, []), list) or not all(isinstance(item, str) for item in row.get(name, []))]
        if wrong:
            raise _table_error(path, line, N_("'{key}' has a value of the wrong type"), key=wrong[0])
    return rows


def _table_error(path: Path, line: int, message: str, **params: str) -> Exception:
    # Imported here, as the table is: a search folds words with this module and loads no model.
    from checker.glossary.errors import GlossaryError
    from checker.glossary.model import Problem, SourceRef

    return GlossaryError([Problem(SourceRef(path.name, line), message, tuple(params.items()))])


def _evidence(row: dict) -> tuple[Evidence, ...]:
    return tuple(Evidence(kind, row[kind.value]) for kind in EvidenceKind if kind.value in row)


class Term(NamedTuple):
    """A game term with its official name in each language and the other ways it is written.

    ``evidence`` says where the Spanish name comes from; the table's tests require exactly one.
    """

    id: str
    names: dict[Lang, str]
    aliases: dict[Lang, tuple[str, ...]]
    evidence: tuple[Evidence, ...] = ()
    rivals: tuple[str, ...] = ()
    """Other Spanish renderings of the term, found on cards or used before: the cards' counts of
    each are set beside the name's (:mod:`checker.glossary.card_evidence`)."""
    note: str = ""
    """Why the name is not the rendering most cards print, where it is not."""
    printed_as: str = ""
    """The English form cards print when the name alone is ambiguous ("Setup." for the keyword,
    beside the "Setup:" ability); by default the English name."""

    def spellings(self, lang: Lang) -> tuple[str, ...]:
        return (self.names[lang], *self.aliases.get(lang, ()))


class TermTable:
    """Look-ups over the term table, forgiving case, accents and index forms."""

    def __init__(self, terms: list[Term]) -> None:
        self.terms = terms

    @classmethod
    def load(cls, path: Path | None = None, key: str = "term") -> TermTable:
        """The ``[[key]]`` rows of the table in ``path``; by default, the term table installed
        with the package (the phrase table, :data:`PHRASES_FILE`, has ``[[phrase]]`` rows)."""
        path = path or locale_data(TERMS_FILE)
        rows = _rows(path, key)
        terms = [
            Term(
                id=row["id"],
                names={Lang.ES: row["es"], Lang.EN: row["en"]},
                aliases={lang: tuple(row.get(f"{lang}_aliases", ())) for lang in Lang},
                evidence=_evidence(row),
                rivals=tuple(row.get("rivals", ())),
                note=row.get("note", ""),
                printed_as=row.get("printed_as", ""),
            )
            for row in rows
        ]
        return cls(terms)

    @cached_property
    def _by_spelling(self) -> dict[tuple[Lang, str], Term]:
        index: dict[tuple[Lang, str], Term] = {}
        for term in self.terms:
            for lang in Lang:
                for spelling in term.spellings(lang):
                    index.setdefault((lang, fold(spelling)), term)
                    index.setdefault((lang, fold(uninvert(spelling))), term)
        return index

    def find(self, label: str, lang: Lang | None = None) -> Term | None:
        """The term that ``label`` names, in ``lang`` or in either language.

        >>> table = TermTable.load()
        >>> table.find("Aceleración, ficha de").names[Lang.EN]
        'Acceleration Token'
        >>> table.find("umbral de amenaza", Lang.ES).id
        'target-threat'
        """
        languages = (lang,) if lang else LANGUAGES
        by_spelling = self._by_spelling
        uninverted = uninvert(label)
        for candidate in (label,) if uninverted == label else (label, uninverted):
            folded = fold(candidate)
            for language in languages:
                term = by_spelling.get((language, folded))
                if term:
                    return term
        return None

    def by_id(self, term_id: str) -> Term | None:
        return self._by_id.get(term_id)

    @cached_property
    def _by_id(self) -> dict[str, Term]:
        # The first term of an id, as a search through the table finds it: pages ask for an
        # entry's term thousands of times per build.
        by_id: dict[str, Term] = {}
        for term in self.terms:
            by_id.setdefault(term.id, term)
        return by_id


_SMALL_WORDS = frozenset("a an and as at but by for from in into nor of on or the to vs with".split())
_ABBREVIATIONS = frozenset("ATK SCH THW DEF REC HP".split())
"""The statistics the rules write in capitals wherever they stand."""
_LETTERS = re.compile(r"[^\W\d_]+")


_WORD_CLOSING_A_QUOTE = re.compile(r'(?<![\w"])(\w+)"')


def with_opening_quote(title: str) -> str:
    """``title`` with the opening quote of its first quoted word put back, when a source lost it
    (the compilation titles "X" (VALUE) as ``X" (VALUE)``); any other title as it is.

    >>> with_opening_quote('X" (VALUE)'), with_opening_quote('"X" (Value)'), with_opening_quote('Victory X')
    ('"X" (VALUE)', '"X" (Value)', 'Victory X')
    """
    if title.count('"') % 2 == 0:
        return title
    return _WORD_CLOSING_A_QUOTE.sub(r'"\1"', title, count=1)


def title_case(title: str, terms: TermTable, lang: Lang) -> str:
    """A title printed in capitals, written as the glossary spells titles: the term table's
    spelling when it knows the title, title case otherwise. A title with small letters stays.
    A quoted word keeps both its quotes (:func:`with_opening_quote`).

    >>> table = TermTable.load()
    >>> title_case("ENCOUNTER DECK", table, Lang.EN), title_case("ATTACK (ENEMY ACTIVATION)", table, Lang.EN)
    ('Encounter Deck', 'Attack (Enemy Activation)')
    >>> title_case("IN PLAY AND OUT OF PLAY", table, Lang.EN), title_case("Main Scheme, Main Scheme Deck", table, Lang.EN)
    ('In Play and Out of Play', 'Main Scheme, Main Scheme Deck')
    >>> title_case("ALL-PURPOSE COUNTER", table, Lang.EN), title_case("SCH", table, Lang.EN)
    ('All-Purpose Counter', 'SCH')
    """
    title = with_opening_quote(title)
    if any(character.islower() for character in title):
        return title
    term = terms.find(title, lang)
    if term is not None:
        spelling = next((spelling for spelling in term.spellings(lang) if fold(spelling) == fold(title)), None)
        if spelling is not None:
            return spelling
    words = title.split(" ")
    return " ".join(
        word if word in _ABBREVIATIONS
        else word.lower() if 0 < position < len(words) - 1 and word.lower() in _SMALL_WORDS
        else _LETTERS.sub(lambda letters: letters[0][0] + letters[0][1:].lower(), word)
        for position, word in enumerate(words)
    )
