"""What gets indexed: one document per entry title and per clause, in each language, and the
site's other pages when the index is a site's (:class:`SitePages`).

A title document carries the entry's names (its title, the term table's spellings and the
titles of the redirect pages that lead to it) in its own language and in the other one, so
"threat" finds the Spanish title of an entry about Amenaza, and "Crisis Icon" the entry its
redirect page sends to, ranked as a title. A clause document carries its text and, as synonyms, the other-language names of the
term table's terms that the text mentions: a Spanish clause that says "Amenaza" is found by
"threat", and the words that earned the match can still be highlighted in Spanish.

A section printed before the glossary is indexed as an entry is, leading to its own page
(``rules/<id>/``); the term table and each section of a hand-written page are a document of
their own, their title as a name and their plain text as text (:class:`PageSection`).

Word matching (stems, folded accents) is the index's business, so it is passed in as an
:data:`Analyse` function and this module stays independent of the search engine.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Callable, Iterator, Sequence
from typing import TYPE_CHECKING, NamedTuple

from checker.glossary.lang import Lang
from checker.glossary.terms import Term, TermTable, fold
from checker.search.snippets import Span
from checker.search.urls import TERMS_PAGE, TITLED_KINDS, PageKind, page_url

if TYPE_CHECKING:
    # Named in annotations only: reading an index needs this module's documents, not the model.
    from checker.glossary.model import Alias, Entry, Glossary
    # Named in annotations only: this module is given the analysis, it does not run it.
    from checker.search.analysis import Position


_WORDS = re.compile(r"[^\W_]+")

Analyse = Callable[[str, Lang], "list[Position]"]
"""The index's forms of every word of a text in a language, stop words included."""


class Synonym(NamedTuple):
    """Other-language names of a term, and where the text names that term."""

    names: tuple[str, ...]
    spans: tuple[Span, ...]


SECTION_WEIGHT = 0.4
"""How much a match in a page section's text counts next to one in an entry's: the term table
names every term in both languages, and the guide pages mention the rules' words in passing,
yet a reader who types a rule's word wants its entry. A section's heading, its name, counts in
full: a query that names a section finds it."""


class SearchDocument(NamedTuple):
    """The searchable form of an entry title, of a clause or of a page's section, in one language."""

    lang: Lang
    page: str
    """The id of the page the document is on: an entry's or a section's id, or a page's name."""
    clause: str | None
    """The clause's id; None for an entry's title document and for a page's section."""
    title: str
    text: str
    """What a hit shows: the clause text, the entry's definition for its title document, or
    the section's text; all but an entry's definition is indexed as text."""
    names: tuple[str, ...] = ()
    """Title document only: the entry's names in :attr:`lang`."""
    other_names: tuple[str, ...] = ()
    """Title document only: the entry's names in the other language."""
    synonyms: tuple[Synonym, ...] = ()
    """The terms :attr:`text` mentions, with their names in the other language."""
    kind: PageKind = PageKind.ENTRY
    section: str | None = None
    """The heading anchor of a hand-written page's section; None for its first section."""

    @property
    def is_title(self) -> bool:
        """Whether this is an entry's title document, whose text only shows (its definition
        clause is a document of its own)."""
        return self.kind in TITLED_KINDS and self.clause is None

    @property
    def url(self) -> str:
        return page_url(self.kind, self.page, self.lang, self.clause or self.section)

    @property
    def weight(self) -> float:
        """What the document's scores in its text fields are multiplied by (see :data:`SECTION_WEIGHT`)."""
        return 1.0 if self.kind in TITLED_KINDS else SECTION_WEIGHT


class PageSection(NamedTuple):
    """A part of a page other than an entry's, in plain text: the term table, or a section of a
    hand-written page under one heading."""

    lang: Lang
    kind: PageKind
    page: str
    section: str | None
    """The heading's anchor; None for the page's first section, which the page's URL reaches."""
    title: str
    """The page's title, and the heading's after it for a section further down."""
    heading: str
    """The section's heading, indexed as its name."""
    text: str


class SitePages(NamedTuple):
    """What a site's index holds besides its glossary's entries."""

    rules: tuple[str, ...] = ()
    """The ids of the sections printed before the glossary that have a page of their own."""
    sections: tuple[PageSection, ...] = ()


class _SpellingNode:
    """A node of the tree of the term table's spellings, one level per word: the terms whose
    spelling ends at this word, and the next word's forms leading further."""

    __slots__ = ("next", "terms")

    def __init__(self) -> None:
        self.next: dict[str, _SpellingNode] = {}
        self.terms: list[Term] = []


class _Reading:
    """Where a reading of a text's words stands in the tree of spellings: the nodes it has
    reached (a word of two forms may reach two), the terms whose spelling ends at one of them,
    and the readings one word further, found once for each word's forms."""

    __slots__ = ("nodes", "terms", "_after")

    def __init__(self, nodes: tuple[_SpellingNode, ...]) -> None:
        self.nodes = nodes
        self.terms = tuple({term.id: term for node in nodes for term in node.terms}.values())
        self._after: dict[frozenset[str], _Reading | None] = {}

    def after(self, forms: frozenset[str]) -> _Reading | None:
        """The reading once a word of ``forms`` is read; None when no spelling goes on so."""
        try:
            return self._after[forms]
        except KeyError:
            reached = {id(found): found for node in self.nodes for form in sorted(forms) if (found := node.next.get(form))}
            reading = self._after[forms] = _Reading(tuple(reached.values())) if reached else None
            return reading


class SynonymFinder:
    """Finds the term table's terms in a text, by their spellings in the text's language.

    A spelling's words match the text's words in a row, each sharing a form with its word. The
    spellings are held in a tree per language whose levels are words, so the spellings that
    begin alike ("card", "card type", "card ability") are followed together, word after word,
    for as long as one of them can still match; each step is looked up once per word's forms.
    """

    def __init__(self, terms: TermTable, analyse: Analyse) -> None:
        self.analyse = analyse
        self._spellings: dict[tuple[str, Lang], tuple[str, ...]] = {}
        roots = {lang: _SpellingNode() for lang in Lang}
        for term in terms.terms:
            for lang in Lang:
                for spelling in dict.fromkeys(term.spellings(lang)):
                    positions = analyse(spelling, lang)
                    if positions:
                        self._add(roots[lang], [position.forms for position in positions], term)
        self._start = {lang: _Reading((root,)) for lang, root in roots.items()}

    @staticmethod
    def _add(root: _SpellingNode, words: list[frozenset[str]], term: Term) -> None:
        # A word of two forms leads down two branches, each to the spelling's end.
        nodes = [root]
        for forms in words:
            nodes = [node.next.setdefault(form, _SpellingNode()) for node in nodes for form in sorted(forms)]
        for node in nodes:
            if term not in node.terms:
                node.terms.append(term)

    def find(self, text: str, lang: Lang) -> tuple[Synonym, ...]:
        """The terms ``text`` names, in the order of the words where it first names them, each
        with every span that names it."""
        positions = self.analyse(text, lang)
        spans: dict[str, dict[Span, None]] = {}
        found: dict[str, Term] = {}
        start, count = self._start[lang], len(positions)
        for index, position in enumerate(positions):
            reading = start.after(position.forms)
            last = index
            while reading is not None:
                if reading.terms:
                    span = (position.start, positions[last].end)
                    for term in reading.terms:
                        term_spans = spans.get(term.id)
                        if term_spans is None:
                            found[term.id] = term
                            term_spans = spans[term.id] = {}
                        term_spans[span] = None
                last += 1
                if last == count:
                    break
                reading = reading.after(positions[last].forms)
        return tuple(Synonym(names=self._names(term, lang.other), spans=tuple(spans[term_id])) for term_id, term in found.items())

    def _names(self, term: Term, lang: Lang) -> tuple[str, ...]:
        """The term's spellings in ``lang``, one tuple per term that every document shares: a
        large glossary's documents name the same terms hundreds of thousands of times."""
        names = self._spellings.get((term.id, lang))
        if names is None:
            names = self._spellings[term.id, lang] = tuple(dict.fromkeys(term.spellings(lang)))
        return names


def entry_documents(
    entry: Entry,
    terms: TermTable,
    synonyms: SynonymFinder,
    only: Lang | None = None,
    aliases: Sequence[Alias] = (),
    kind: PageKind = PageKind.ENTRY,
) -> Iterator[SearchDocument]:
    """The title document and the clause documents of ``entry``, in each language it has
    (or in ``only``); ``aliases`` are those that lead to the entry, ``kind`` its page's."""
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
        # The definition is also the first clause's text: its terms are found once for both documents.
        definition_synonyms = synonyms.find(definition, lang)
        own, others = _title_first(names), _title_first(other_names)
        yield SearchDocument(
            lang=lang,
            page=entry.id,
            clause=None,
            title=title,
            text=definition,
            names=own,
            other_names=others,
            synonyms=definition_synonyms,
            kind=kind,
        )
        # An entry of several names also has a title document for each of them alone: the
        # document of all its names finds a query that takes words from two of them, but its
        # field of names is long, and a long field is a lesser match for each of its words
        # ("Encounter Deck", also "Empty Deck", would lose "encounter" to "Encounter Set").
        for name in own if len(own) > 1 else ():
            yield SearchDocument(lang, entry.id, None, title, definition, names=(name,), kind=kind)
        for name in others if len(others) > 1 else ():
            yield SearchDocument(lang, entry.id, None, title, definition, other_names=(name,), kind=kind)
        for clause in entry.walk():
            if lang in clause.text:
                text = clause.text[lang]
                yield SearchDocument(
                    lang=lang,
                    page=entry.id,
                    clause=clause.id,
                    title=title,
                    text=text,
                    synonyms=definition_synonyms if text == definition else synonyms.find(text, lang),
                    kind=kind,
                )


def _title_first(names: Sequence[str]) -> tuple[str, ...]:
    """``names``, the first (the title) first, without those that only write an earlier one
    otherwise (in other capitals, without its accents): they name nothing more.

    >>> _title_first(["Mazo de encuentros", "Mazo de Encuentros", "Mazo vacío", "Mazo vacio"])
    ('Mazo de encuentros', 'Mazo vacío')
    """
    kept: dict[str, str] = {}
    for name in names:
        kept.setdefault(" ".join(fold(word) for word in _WORDS.findall(name)), name)
    return tuple(kept.values())


def named_title_document(section: Entry, terms: TermTable, lang: Lang) -> SearchDocument | None:
    """The title document, in ``lang``, of a section printed before the glossary that has no
    text in ``lang``: its page there shows the other language's text under the name the term
    table gives it. None when the table does not name it."""
    term = terms.by_id(section.id)
    if term is None or lang.other not in section.title:
        return None
    definition = next((clause.text[lang.other] for clause in section.walk() if lang.other in clause.text), "")
    return SearchDocument(
        lang=lang,
        page=section.id,
        clause=None,
        title=term.names[lang],
        text=definition or section.title[lang.other],
        names=term.spellings(lang),
        other_names=tuple(dict.fromkeys((section.title[lang.other], *term.spellings(lang.other)))),
        kind=PageKind.RULES,
    )


def section_document(section: PageSection, synonyms: SynonymFinder) -> SearchDocument:
    """The document of a page's section: its heading as its name, its text as text."""
    return SearchDocument(
        lang=section.lang,
        page=section.page,
        clause=None,
        title=section.title,
        text=section.text,
        names=(section.heading,),
        synonyms=synonyms.find(section.text, section.lang),
        kind=section.kind,
        section=section.section,
    )


def term_table_section(terms: TermTable, lang: Lang, title: str, introduction: str) -> PageSection:
    """The term table in ``lang`` as one section: its introduction, then each term's names in
    ``lang`` and in the other language, one row a sentence."""
    rows = sorted((term.names[lang], term.names[lang.other]) for term in terms.terms)
    text = " ".join([introduction, *(f"{name} = {other}." for name, other in rows)])
    return PageSection(lang, PageKind.TERMS, TERMS_PAGE, None, title, title, text)


def glossary_documents(
    glossary: Glossary,
    terms: TermTable,
    analyse: Analyse,
    lang: Lang | None = None,
    site: SitePages | None = None,
) -> Iterator[SearchDocument]:
    """Every document of the glossary (in ``lang`` only, when given), entry by entry, then
    those of the ``site``'s other pages."""
    synonyms = SynonymFinder(terms, analyse)
    leading: dict[str, list[Alias]] = defaultdict(list)
    for alias in glossary.aliases:
        for target in dict.fromkeys(target.target for target in alias.targets if target.target):
            leading[target].append(alias)
    for entry in glossary.entries:
        yield from entry_documents(entry, terms, synonyms, lang, leading[entry.id])
    if site is None:
        return
    for section in glossary.front_matter:
        if section.id in site.rules:
            yield from entry_documents(section, terms, synonyms, lang, kind=PageKind.RULES)
            for missing in [language for language in Lang if language not in section.languages]:
                if lang in (None, missing) and (document := named_title_document(section, terms, missing)):
                    yield document
    for page_section in site.sections:
        if lang is None or page_section.lang is lang:
            yield section_document(page_section, synonyms)
