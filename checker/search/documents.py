"""What gets indexed: one document per entry title and per clause, in each language.

A title document carries the entry's names (its title, the term table's spellings and the
titles of the redirect pages that lead to it) in its own language and in the other one, so
"threat" finds the Spanish title of an entry about Amenaza, and "Crisis Icon" the entry its
redirect page sends to, ranked as a title. A clause document carries its text and, as synonyms, the other-language names of the
term table's terms that the text mentions: a Spanish clause that says "Amenaza" is found by
"threat", and the words that earned the match can still be highlighted in Spanish.

Word matching (stems, folded accents) is the index's business, so it is passed in as an
:data:`Analyse` function and this module stays independent of the search engine.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass

from checker.glossary.model import Alias, Entry, Glossary, Lang
from checker.glossary.terms import Term, TermTable
from checker.search.snippets import Span
from checker.search.urls import entry_url


@dataclass(frozen=True)
class Position:
    """One word of a text as the index sees it: its indexed forms and where it stands."""

    forms: frozenset[str]
    start: int
    end: int


Analyse = Callable[[str, Lang], list[Position]]
"""The index's forms of every word of a text in a language, stop words included."""


@dataclass(frozen=True)
class Synonym:
    """Other-language names of a term, and where the text names that term."""

    names: tuple[str, ...]
    spans: tuple[Span, ...]


@dataclass(frozen=True)
class SearchDocument:
    """The searchable form of an entry title or of a clause, in one language."""

    lang: Lang
    entry: str
    clause: str | None
    """None for the entry's title document."""
    title: str
    text: str
    """What a hit shows: the clause text, or the entry's definition for the title document."""
    names: tuple[str, ...] = ()
    """Title document only: the entry's names in :attr:`lang`."""
    other_names: tuple[str, ...] = ()
    """Title document only: the entry's names in the other language."""
    synonyms: tuple[Synonym, ...] = ()
    """The terms :attr:`text` mentions, with their names in the other language."""

    @property
    def id(self) -> str:
        return f"{self.lang}:{self.clause or self.entry}"

    @property
    def url(self) -> str:
        return entry_url(self.entry, self.lang, self.clause)


class SynonymFinder:
    """Finds the term table's terms in a text, by their spellings in the text's language."""

    def __init__(self, terms: TermTable, analyse: Analyse) -> None:
        self.analyse = analyse
        self._by_first_form: dict[Lang, dict[str, list[tuple[list[Position], Term]]]] = {
            lang: defaultdict(list) for lang in Lang
        }
        for term in terms.terms:
            for lang in Lang:
                for spelling in dict.fromkeys(term.spellings(lang)):
                    positions = analyse(spelling, lang)
                    if positions:
                        for form in positions[0].forms:
                            self._by_first_form[lang][form].append((positions, term))

    def find(self, text: str, lang: Lang) -> tuple[Synonym, ...]:
        positions = self.analyse(text, lang)
        spans: dict[str, list[Span]] = defaultdict(list)
        found: dict[str, Term] = {}
        by_first_form = self._by_first_form[lang]
        for index, position in enumerate(positions):
            if by_first_form.keys().isdisjoint(position.forms):
                continue
            candidates = {
                id(pair): pair
                for form in position.forms
                for pair in by_first_form.get(form, ())
            }
            for spelling, term in candidates.values():
                stretch = positions[index : index + len(spelling)]
                if len(stretch) == len(spelling) and all(
                    word.forms & wanted.forms for word, wanted in zip(stretch, spelling)
                ):
                    found[term.id] = term
                    spans[term.id].append((stretch[0].start, stretch[-1].end))
        return tuple(
            Synonym(names=tuple(dict.fromkeys(term.spellings(lang.other))), spans=tuple(spans[term_id]))
            for term_id, term in found.items()
        )


def entry_documents(
    entry: Entry,
    terms: TermTable,
    synonyms: SynonymFinder,
    only: Lang | None = None,
    aliases: Sequence[Alias] = (),
) -> Iterator[SearchDocument]:
    """The title document and the clause documents of ``entry``, in each language it has
    (or in ``only``); ``aliases`` are those that lead to the entry."""
    term = terms.by_id(entry.id) or next(
        (found for title in entry.title.values() if (found := terms.find(title))), None
    )
    for lang in entry.languages if only is None else [only] if only in entry.languages else []:
        title = entry.title[lang]
        names = [
            title,
            *(term.spellings(lang) if term else ()),
            *(alias.title for alias in aliases if alias.lang is lang),
        ]
        other_names = [
            *([entry.title[lang.other]] if lang.other in entry.title else []),
            *(term.spellings(lang.other) if term else ()),
            *(alias.title for alias in aliases if alias.lang is lang.other),
        ]
        definition = next((clause.text[lang] for clause in entry.walk() if lang in clause.text), title)
        yield SearchDocument(
            lang=lang,
            entry=entry.id,
            clause=None,
            title=title,
            text=definition,
            names=tuple(dict.fromkeys(names)),
            other_names=tuple(dict.fromkeys(other_names)),
            synonyms=synonyms.find(definition, lang),
        )
        for clause in entry.walk():
            if lang in clause.text:
                yield SearchDocument(
                    lang=lang,
                    entry=entry.id,
                    clause=clause.id,
                    title=title,
                    text=clause.text[lang],
                    synonyms=synonyms.find(clause.text[lang], lang),
                )


def glossary_documents(
    glossary: Glossary, terms: TermTable, analyse: Analyse, lang: Lang | None = None
) -> Iterator[SearchDocument]:
    """Every document of the glossary (in ``lang`` only, when given), entry by entry."""
    synonyms = SynonymFinder(terms, analyse)
    leading: dict[str, list[Alias]] = defaultdict(list)
    for alias in glossary.aliases:
        for target in dict.fromkeys(target.target for target in alias.targets if target.target):
            leading[target].append(alias)
    for entry in glossary.entries:
        yield from entry_documents(entry, terms, synonyms, lang, leading[entry.id])
