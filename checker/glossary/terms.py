"""The bilingual term table (``locales/terms.toml``): official names of game terms in both languages.

It pairs Spanish and English titles, resolves "See also" labels to entries, gives the search
its cross-language synonyms and the site its term table page.
"""

from __future__ import annotations

import re
import tomllib
import unicodedata
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path

from checker.glossary.model import Lang
from checker.i18n import locale_data

TERMS_FILE = "terms.toml"
"""The term table's name among the locale data."""
_COMBINING_MARKS = re.compile(r"[\u0300-\u036f]")


def fold(text: str) -> str:
    """Lower-case ``text`` and strip its accents, for comparisons that forgive both.

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
    return re.sub(r"[^a-z0-9]+", "-", fold(text)).strip("-")


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


@dataclass(frozen=True)
class Term:
    """A game term with its official name in each language and the other ways it is written."""

    id: str
    names: dict[Lang, str]
    aliases: dict[Lang, tuple[str, ...]]

    def spellings(self, lang: Lang) -> tuple[str, ...]:
        return (self.names[lang], *self.aliases.get(lang, ()))


class TermTable:
    """Look-ups over the term table, forgiving case, accents and index forms."""

    def __init__(self, terms: list[Term]) -> None:
        self.terms = terms

    @classmethod
    def load(cls, path: Path | None = None) -> TermTable:
        """The table in ``path``; by default, the one installed with the package."""
        with (path or locale_data(TERMS_FILE)).open("rb") as terms_file:
            data = tomllib.load(terms_file)
        terms = [
            Term(
                id=row["id"],
                names={Lang.ES: row["es"], Lang.EN: row["en"]},
                aliases={lang: tuple(row.get(f"{lang}_aliases", ())) for lang in Lang},
            )
            for row in data.get("term", [])
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
        languages = [lang] if lang else list(Lang)
        for candidate in (label, uninvert(label)):
            for language in languages:
                term = self._by_spelling.get((language, fold(candidate)))
                if term:
                    return term
        return None

    def by_id(self, term_id: str) -> Term | None:
        for term in self.terms:
            if term.id == term_id:
                return term
        return None
