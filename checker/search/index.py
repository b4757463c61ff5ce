"""The search index over the glossary, and the searcher that queries it (the only whoosh module).

Each language has its analyser: words, lower case, that language's stop words, then Snowball
stemming with accent folding. The Spanish stemmer only recognises accented endings
("aceleración" stems to "aceler", "aceleracion" stays whole), so every word is indexed as both
fold(stem(word)) and stem(fold(word)) at the same position, and a query word is looked up under
both forms: accents typed or not, singular or plural, the spellings meet.

Fields per language ``<l>``: ``name_<l>`` (entry names, on title documents), ``body_<l>``
(clause text) and ``syn_<l>`` (the term table's names for terms a clause of the other language
mentions). A query word is looked up in the fields of both languages, so "threat" reaches a
Spanish clause through its ``syn_en`` field. Names weigh more than text, text more than
synonyms, and a match with a typo less than an exact one.

Each text field has a twin, ``<field>_pairs``, that indexes every two neighbouring words as one
term ("main scheme"): a quoted phrase is found through its pairs, which are rare even when its
words are common, and only those fields keep word positions. The postings of the terms a query
needs are read once per open index and kept (see :class:`TermPostings`); which documents are
scored, and how, is :mod:`checker.search.ranking`'s business.
"""

from __future__ import annotations

import os
import shutil
import sysconfig
import tempfile
import threading
import traceback
from collections import OrderedDict
from concurrent.futures import ProcessPoolExecutor
from collections.abc import Iterator
from dataclasses import dataclass
from functools import lru_cache
from itertools import islice
from pathlib import Path

import whoosh
from whoosh import index as whoosh_index
from whoosh.automata.lev import levenshtein_automaton
from whoosh.analysis import Filter, LowercaseFilter, RegexTokenizer, StopFilter
from whoosh.fields import ID, STORED, TEXT, Schema
from whoosh.lang import stemmer_for_language

from checker.glossary.model import Glossary, Lang
from checker.glossary.terms import TermTable, fold
from checker.i18n import N_
from checker.search.documents import Position, SearchDocument, glossary_documents
from checker.search.errors import IndexMissingError, IndexUnreadableError, QueryError
from checker.search.hits import SearchHit
from checker.search.query import MAX_LIMIT, ParsedQuery, clean, max_edits, parse
from checker.search.ranking import Part, Postings, rank
from checker.search.snippets import Span, window
from checker.search.urls import entry_url

INDEX_NAMES = {lang: f"glossary-{lang}" for lang in Lang}
"""One index per language in the same folder, so a search in one language reads only its documents."""
FIELD_WEIGHTS = (("name", 4.0), ("body", 1.0), ("syn", 0.5))
"""Field prefix and boost: names above clause text, clause text above cross-language synonyms."""
TYPO_WEIGHT = 0.3
"""How much a match with typos counts next to an exact match in the same field."""
MAX_CACHED_POSTINGS = 400_000
"""Most postings an open index keeps in memory (tens of megabytes); the least recently used
terms are dropped first."""
MAX_TYPO_FORMS = 16
"""Most indexed forms one misspelt word may stand for, so a short stem cannot fan out."""
WHOOSH_DIR = Path(whoosh.__file__).parent
STDLIB_DIR = Path(sysconfig.get_paths()["stdlib"])
PACKAGE_DIRS = {Path(sysconfig.get_paths()[kind]) for kind in ("purelib", "platlib")}
"""Where installed packages live, which may be inside the standard library's folder."""


@lru_cache(maxsize=100_000)
def _forms(word: str, lang: str) -> tuple[str, ...]:
    """The forms a lower-cased word is indexed under: folded stem and stem of the folded word."""
    stem = stemmer_for_language(lang)
    return tuple(dict.fromkeys((fold(stem(word)), stem(fold(word)))))


class FoldedStemFilter(Filter):
    """Replaces each word by its :func:`_forms`, all at the word's position."""

    is_morph = True

    def __init__(self, lang: str) -> None:
        self.lang = lang

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and other.lang == self.lang

    def __call__(self, tokens: Iterator) -> Iterator:
        for token in tokens:
            if token.stopped:
                yield token
                continue
            for form in _forms(token.text, self.lang):
                token.text = form
                yield token


class PairFilter(Filter):
    """Replaces the words by every pair of neighbours (each form of one with each form of the
    next), as the term "first second" at the first one's position."""

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self)

    def __call__(self, tokens: Iterator) -> Iterator:
        forms: dict[int, list[str]] = {}
        token = None
        for token in tokens:
            forms.setdefault(token.pos, []).append(token.text)
        for position, firsts in forms.items():
            for second in forms.get(position + 1, ()):
                for first in firsts:
                    token.text, token.pos = pair(first, second), position
                    yield token


def pair(first: str, second: str) -> str:
    """The term of two neighbouring indexed forms in a ``_pairs`` field."""
    return f"{first} {second}"


def analyser(lang: Lang):
    return (
        RegexTokenizer(r"[^\W_]+")
        | LowercaseFilter()
        | StopFilter(lang=str(lang))
        | FoldedStemFilter(str(lang))
    )


def pair_analyser(lang: Lang):
    """:func:`analyser`, then :class:`PairFilter`: stop words do not break a pair, as they do
    not break a quoted phrase."""
    return analyser(lang) | PairFilter()


def word_analyser(lang: Lang):
    """:func:`analyser` without stop words, to find multi-word terms exactly ("Face Down")."""
    return RegexTokenizer(r"[^\W_]+") | LowercaseFilter() | FoldedStemFilter(str(lang))


_ANALYSERS = {lang: analyser(lang) for lang in Lang}
_PAIR_ANALYSERS = {lang: pair_analyser(lang) for lang in Lang}
_WORD_ANALYSERS = {lang: word_analyser(lang) for lang in Lang}


def analyse(text: str, lang: Lang) -> list[Position]:
    """The words of ``text`` as the ``lang`` fields index them, with their character spans."""
    return _positions(_ANALYSERS[lang], text)


def analyse_words(text: str, lang: Lang) -> list[Position]:
    """Every word of ``text`` with its indexed forms, stop words included."""
    return _positions(_WORD_ANALYSERS[lang], text)


def _positions(chain, text: str) -> list[Position]:
    by_position: dict[int, tuple[set[str], int, int]] = {}
    for token in chain(text, positions=True, chars=True):
        forms, _, _ = by_position.setdefault(token.pos, (set(), token.startchar, token.endchar))
        forms.add(token.text)
    return [Position(frozenset(forms), start, end) for forms, start, end in by_position.values()]


def query_forms(word: str, lang: Lang) -> tuple[str, ...]:
    """The indexed forms a query word is looked up under; empty for a stop word."""
    return tuple(form for position in analyse(word, lang) for form in sorted(position.forms))


def schema() -> Schema:
    fields = {
        "doc_id": ID(stored=True, unique=True),
        "entry": ID(stored=True, sortable=True),
        "clause": STORED(),
        "lang": ID(stored=True),
        "title": STORED(),
        "text": STORED(),
        "synonyms": STORED(),
    }
    for lang in Lang:
        for prefix, _ in FIELD_WEIGHTS:
            fields[f"{prefix}_{lang}"] = TEXT(analyzer=_ANALYSERS[lang], phrase=False)
            fields[pairs_field(f"{prefix}_{lang}")] = TEXT(analyzer=_PAIR_ANALYSERS[lang])
    return Schema(**fields)


def pairs_field(field: str) -> str:
    """The field that indexes the neighbouring words of ``field``, with their positions."""
    return f"{field}_pairs"


def _fields(document: SearchDocument) -> dict[str, object]:
    lang, other = document.lang, document.lang.other
    synonym_names = [name for synonym in document.synonyms for name in synonym.names]
    texts = {
        f"name_{lang}": "\n".join(document.names),
        f"name_{other}": "\n".join(document.other_names),
        f"body_{lang}": document.text if document.clause else "",
        f"syn_{other}": "\n".join(synonym_names) if document.clause else "",
    }
    return {
        "doc_id": document.id,
        "entry": document.entry,
        "clause": document.clause,
        "lang": str(lang),
        "title": document.title,
        "text": document.text,
        "synonyms": [
            (
                sorted({form for name in synonym.names for p in analyse(name, other) for form in p.forms}),
                list(synonym.spans),
            )
            for synonym in document.synonyms
        ],
        **texts,
        **{pairs_field(field): text for field, text in texts.items()},
    }


def build_index(glossary: Glossary, index_dir: Path, terms: TermTable | None = None) -> None:
    """Index every title and clause of ``glossary`` into ``index_dir``, replacing what is there.

    The index is written next to ``index_dir`` and renamed into place, so a reader never sees
    half an index. Documents are stored in :func:`_stored_order`.
    """
    terms = terms or TermTable.load()
    index_dir = Path(index_dir)
    index_dir.parent.mkdir(parents=True, exist_ok=True)
    staging = Path(tempfile.mkdtemp(prefix=f".{index_dir.name}-new-", dir=index_dir.parent))
    try:
        # The two languages are separate indexes: write them side by side, one process each.
        with ProcessPoolExecutor(max_workers=len(Lang)) as pool:
            for written in [pool.submit(_write_language, glossary, terms, staging, lang) for lang in Lang]:
                written.result()
        _swap(staging, index_dir)
    except BaseException:
        shutil.rmtree(staging, ignore_errors=True)
        raise


def _write_language(glossary: Glossary, terms: TermTable, staging: Path, lang: Lang) -> None:
    index = whoosh_index.create_in(staging, schema(), indexname=INDEX_NAMES[lang])
    writer = index.writer(limitmb=128)
    for document in sorted(glossary_documents(glossary, terms, analyse_words, lang), key=_stored_order):
        writer.add_document(**_fields(document))
    writer.commit()
    index.close()


def _stored_order(document: SearchDocument) -> tuple[bool, int]:
    """Titles first, then clauses from the shortest: the order in which a search that stops
    after :data:`~checker.search.ranking.MAX_SCORED` documents meets them, so it meets the
    likeliest best ones first (names weigh most, and a word counts more in a short clause than
    in a long one)."""
    return document.clause is not None, len(document.text)


def _swap(staging: Path, index_dir: Path) -> None:
    if not index_dir.exists():
        os.rename(staging, index_dir)
        return
    retired = Path(tempfile.mkdtemp(prefix=f".{index_dir.name}-old-", dir=index_dir.parent))
    os.rename(index_dir, retired / index_dir.name)
    os.rename(staging, index_dir)
    shutil.rmtree(retired, ignore_errors=True)


@dataclass(frozen=True)
class WordQuery:
    """A query word: each indexed form it is looked up under, as (field, form, weight)."""

    terms: tuple[tuple[str, str, float], ...]


@dataclass(frozen=True)
class PhraseQuery:
    """A quoted phrase: in each field, with the field's weight, the forms of its words in order
    (stop words skipped, as indexed)."""

    fields: tuple[tuple[str, float, tuple[tuple[str, ...], ...]], ...]


QueryPart = WordQuery | PhraseQuery


def _phrase_query(words: tuple[str, ...], found: dict[Lang, set[str]]) -> PhraseQuery | None:
    """The words next to each other, in order, in one field."""
    fields: list[tuple[str, float, tuple[tuple[str, ...], ...]]] = []
    for lang in Lang:
        slots = tuple(forms for word in words if (forms := query_forms(word, lang)))
        if not slots:
            continue
        found[lang].update(form for forms in slots for form in forms)
        fields += [(f"{prefix}_{lang}", weight, slots) for prefix, weight in FIELD_WEIGHTS]
    return PhraseQuery(tuple(fields)) if fields else None


class TermPostings:
    """The postings of one open index, read from it once and kept while they fit.

    A term's postings are its score in every document that holds it (whoosh's BM25F, the same
    score its own matchers give); keeping those of common words saves walking their long lists
    on every search. At most :data:`MAX_CACHED_POSTINGS` are kept, least recently used out first.
    """

    def __init__(self, searcher) -> None:
        self._searcher = searcher
        self._kept: OrderedDict[tuple[str, str], Postings] = OrderedDict()
        self._size = 0

    def scores(self, field: str, text: str) -> Postings:
        key = (field, text)
        postings = self._kept.get(key)
        if postings is not None:
            self._kept.move_to_end(key)
            return postings
        postings = self._read(field, text)
        self._kept[key] = postings
        self._size += len(postings) + 1
        while self._size > MAX_CACHED_POSTINGS and len(self._kept) > 1:
            _, dropped = self._kept.popitem(last=False)
            self._size -= len(dropped) + 1
        return postings

    def _read(self, field: str, text: str) -> Postings:
        if (field, text) not in self._searcher.reader():
            return {}
        matcher = self._searcher.postings(field, text)
        postings: Postings = {}
        while matcher.is_active():
            postings[matcher.id()] = matcher.score()
            matcher.next()
        return postings

    def positions(self, field: str, texts: list[str], docnums: list[int]) -> dict[int, set[int]]:
        """Where any of ``texts`` stands in each of ``docnums`` (ascending) that holds one."""
        found: dict[int, set[int]] = {}
        for text in texts:
            if (field, text) not in self._searcher.reader():
                continue
            matcher = self._searcher.postings(field, text)
            for docnum in docnums:
                if matcher.is_active() and matcher.id() < docnum:
                    matcher.skip_to(docnum)
                if not matcher.is_active():
                    break
                if matcher.id() == docnum:
                    found.setdefault(docnum, set()).update(matcher.value_as("positions"))
        return found

    def part(self, query: QueryPart) -> Part | None:
        """The weighted postings of a word or phrase in this index; None if it holds none."""
        if isinstance(query, WordQuery):
            weighted = [(weight, self.scores(field, form)) for field, form, weight in query.terms]
        else:
            weighted = [(weight, self._phrase(field, slots)) for field, weight, slots in query.fields]
        kept = tuple((weight, postings) for weight, postings in weighted if postings)
        return Part(kept) if kept else None

    def _phrase(self, field: str, slots: tuple[tuple[str, ...], ...]) -> Postings:
        """The documents where ``slots`` stand next to each other in ``field``, scored as the
        sum of their words' scores there.

        Candidates are the documents holding every neighbouring pair (see :class:`PairFilter`),
        found in the pairs' short lists; a phrase of three words or more is then checked on
        them, pair after pair at consecutive positions.
        """
        words = [[self.scores(field, form) for form in forms] for forms in slots]
        if len(slots) == 1:
            candidates = set().union(*(postings.keys() for postings in words[0]))
        else:
            pairs = [
                [pair(first, second) for first in left for second in right]
                for left, right in zip(slots, slots[1:])
            ]
            pair_postings = [[self.scores(pairs_field(field), text) for text in texts] for texts in pairs]
            candidates = set().union(*(postings.keys() for postings in pair_postings[0]))
            for postings in pair_postings[1:]:
                candidates = set().union(*(candidates & each.keys() for each in postings))
            if len(pairs) > 1 and candidates:
                ordered = sorted(candidates)
                where = [self.positions(pairs_field(field), texts, ordered) for texts in pairs]
                candidates = {
                    docnum
                    for docnum in ordered
                    if any(
                        all(start + step in where[step].get(docnum, ()) for step in range(1, len(where)))
                        for start in where[0].get(docnum, ())
                    )
                }
        return {
            docnum: sum(postings.get(docnum, 0.0) for forms in words for postings in forms)
            for docnum in sorted(candidates)
        }


class Searcher:
    """An open index, kept open between queries (opening one costs far more than a query).

    Safe to share between threads: searches take turns.
    """

    def __init__(self, indexes: dict[Lang, object], index_dir: Path) -> None:
        self._indexes = indexes
        self._index_dir = index_dir
        self._searchers = {lang: index.searcher() for lang, index in indexes.items()}
        self._postings = {lang: TermPostings(searcher) for lang, searcher in self._searchers.items()}
        self._lock = threading.Lock()

    @classmethod
    def open(cls, index_dir: Path) -> Searcher:
        """The searcher over the index that :func:`build_index` wrote into ``index_dir``."""
        index_dir = Path(index_dir)
        # Only whoosh's code runs here, over files it unpickles: whatever it raises means the
        # files are not the ones build_index wrote, and it can be almost any exception.
        try:
            if not all(whoosh_index.exists_in(index_dir, indexname=name) for name in INDEX_NAMES.values()):
                raise IndexMissingError(N_("No search index in {path}."), path=str(index_dir))
            return cls(
                {lang: whoosh_index.open_dir(index_dir, indexname=name) for lang, name in INDEX_NAMES.items()},
                index_dir,
            )
        except IndexMissingError:
            raise
        except Exception as error:
            raise _unreadable(index_dir, error) from error

    def close(self) -> None:
        for lang in Lang:
            self._searchers[lang].close()
            self._indexes[lang].close()

    def __enter__(self) -> Searcher:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    def search(self, query: str, lang: str | None = None, limit: int = 10) -> list[SearchHit]:
        """The entries that match ``query``, best first, one hit per entry and language.

        With ``lang``, every hit in that language comes before any hit in the other one. Any
        text is a valid query; only a bad ``lang`` or ``limit`` raises :class:`QueryError`.
        """
        if not isinstance(query, str):
            raise QueryError(N_("The query must be text."))
        if lang is not None and lang not in tuple(Lang):
            raise QueryError(N_('Unknown language "{lang}": use es or en.'), lang=clean(str(lang))[:20])
        if isinstance(limit, bool) or not isinstance(limit, int) or not 1 <= limit <= MAX_LIMIT:
            raise QueryError(
                N_("The number of results must be between 1 and {maximum}."), maximum=MAX_LIMIT
            )
        parsed = parse(query)
        try:
            return self._search(parsed, lang, limit)
        except Exception as error:
            if _raised_in_whoosh(error):
                raise _unreadable(self._index_dir, error) from error
            raise

    def _search(self, parsed: ParsedQuery, lang: str | None, limit: int) -> list[SearchHit]:
        planned = self.build_query(parsed)
        if planned is None:
            return []
        parts, forms = planned
        hits: list[SearchHit] = []
        with self._lock:
            if lang:
                for language in (Lang(lang), Lang(lang).other):
                    if len(hits) < limit:
                        hits += self._best_per_entry(parts, forms, language, limit - len(hits))
            else:
                both = [hit for language in Lang for hit in self._best_per_entry(parts, forms, language, limit)]
                hits = sorted(both, key=lambda hit: -hit.score)[:limit]
        return hits

    def _best_per_entry(
        self, parts: list[QueryPart], forms: dict[Lang, set[str]], language: Lang, wanted: int
    ) -> list[SearchHit]:
        """The best document of each of the ``wanted`` best entries in ``language``, among the
        documents :func:`~checker.search.ranking.rank` scores."""
        searcher = self._searchers[language]
        found = [part for query in parts if (part := self._postings[language].part(query))]
        if not found:
            return []
        scores = rank(found, every_part_present=len(found) == len(parts), doc_count=searcher.doc_count())
        entries = searcher.reader().column_reader("entry")
        best: dict[str, int] = {}
        for docnum in sorted(scores, key=lambda docnum: (-scores[docnum], docnum)):
            best.setdefault(entries[docnum], docnum)
            if len(best) == wanted:
                break
        return [_hit(searcher.stored_fields(docnum), scores[docnum], forms) for docnum in best.values()]

    def build_query(self, parsed: ParsedQuery) -> tuple[list[QueryPart], dict[Lang, set[str]]] | None:
        """The query's parts (one per word or phrase), and the indexed forms they look for in
        each language (to highlight them)."""
        forms: dict[Lang, set[str]] = {lang: set() for lang in Lang}
        parts = [
            query
            for query in (
                *(self._word_query(word, forms) for word in parsed.words),
                *(_phrase_query(phrase, forms) for phrase in parsed.phrases),
            )
            if query is not None
        ]
        return (parts, forms) if parts else None

    def _word_query(self, word: str, found: dict[Lang, set[str]]) -> WordQuery | None:
        """A word in any field of either language, exactly or with up to :func:`max_edits` typos.

        A word that is a stop word in either language is left out: "de" or "the" say nothing
        about which rule a reader wants.
        """
        forms = {lang: query_forms(word, lang) for lang in Lang}
        if not all(forms.values()):
            return None
        terms: list[tuple[str, str, float]] = []
        for lang in Lang:
            typos = self._typo_forms(word, lang, exclude=forms[lang])
            found[lang].update(forms[lang], typos)
            for prefix, weight in FIELD_WEIGHTS:
                field = f"{prefix}_{lang}"
                terms += [(field, form, weight) for form in forms[lang]]
                terms += [(field, form, weight * TYPO_WEIGHT) for form in typos]
        return WordQuery(tuple(terms))

    def _typo_forms(self, word: str, lang: Lang, exclude: tuple[str, ...]) -> list[str]:
        """Indexed forms within :func:`max_edits` of an unknown word's stem, first letter kept.

        Only a word that the index does not know in either language is taken for a typo: a
        known word ("card") is what the reader meant, and expanding it would only add noise
        and time. Look-ups use the vocabularies of names and clause text (synonym fields
        repeat names); the forms found are then searched in every field of the language.
        """
        edits = max_edits(word)
        if not edits or self._is_known(word):
            return []
        stem = _forms(word.lower(), str(lang))[-1]
        automaton = levenshtein_automaton(stem, edits, prefix=1).to_dfa()
        nearby = {
            form: None
            for searcher in self._searchers.values()
            for prefix in ("name", "body")
            if f"{prefix}_{lang}" in searcher.reader().indexed_field_names()
            for form in islice(
                _accepted(searcher.reader().cursor(f"{prefix}_{lang}"), automaton), MAX_TYPO_FORMS
            )
            if form not in exclude
        }
        return list(nearby)[:MAX_TYPO_FORMS]

    def _is_known(self, word: str) -> bool:
        return any(
            searcher.reader().doc_frequency(f"{prefix}_{lang}", form)
            for searcher in self._searchers.values()
            for lang in Lang
            for form in query_forms(word, lang)
            for prefix, _ in FIELD_WEIGHTS
        )


def _raised_in_whoosh(error: Exception) -> bool:
    """Whether ``error`` was raised by whoosh's own code rather than ours.

    Whoosh reads an open index's files lazily, during searches; files cut short or overwritten
    make it fail with errors of every kind (EOFError, zlib.error, ValueError, ...), so the place
    that raised tells a damaged index from a bug of this module.
    """
    for frame in reversed(traceback.extract_tb(error.__traceback__)):
        place = Path(frame.filename)
        if place.is_relative_to(WHOOSH_DIR):
            return True
        # A damaged file can fail inside the standard library that whoosh called
        # (a UTF-8 decoder, say): the nearest caller outside it tells whose call it was.
        if not _in_standard_library(place):
            return False
    return False


def _in_standard_library(place: Path) -> bool:
    return place.is_relative_to(STDLIB_DIR) and not any(place.is_relative_to(folder) for folder in PACKAGE_DIRS)


def _unreadable(index_dir: Path, error: Exception) -> IndexUnreadableError:
    problem = f"{type(error).__name__}: {error}" if str(error) else type(error).__name__
    return IndexUnreadableError(
        N_("The search index in {path} cannot be read ({problem}): build the site again."),
        path=str(index_dir),
        problem=problem,
    )


def _accepted(cursor, automaton) -> Iterator[str]:
    """The terms of a field that ``automaton`` accepts, in order.

    The automaton is built once per typo and used on every field (building it costs more than
    a look-up); it names the next string it could accept, and the cursor jumps there.
    """
    bound = cursor.text()
    while bound is not None and (wanted := automaton.next_valid_string(bound)) is not None:
        cursor.find(wanted)
        found = cursor.text()
        if found == wanted:
            yield found
            bound = found + "\0"
        else:
            bound = found


def _hit(stored: dict[str, object], score: float, forms: dict[Lang, set[str]]) -> SearchHit:
    """The hit for a document, its words that the query looked for marked in the snippet.

    Words of the document's language are marked where their forms were searched for; a term
    that matched through its other-language name is marked where the text names it.
    """
    lang = Lang(stored["lang"])
    spans: list[Span] = [
        (position.start, position.end)
        for position in analyse(stored["text"], lang)
        if position.forms & forms[lang]
    ]
    for synonym_forms, synonym_spans in stored["synonyms"]:
        if forms[lang.other].intersection(synonym_forms):
            spans += [tuple(span) for span in synonym_spans]
    snippet, highlights = window(stored["text"], spans)
    return SearchHit(
        entry=stored["entry"],
        clause=stored.get("clause"),
        title=stored["title"],
        lang=str(lang),
        url=entry_url(stored["entry"], lang, stored.get("clause")),
        score=float(score),
        snippet=snippet,
        highlights=tuple(highlights),
    )
