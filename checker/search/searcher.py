"""The searcher: queries over the index that :mod:`checker.search.writer` wrote.

A query word is looked up in the fields of both languages (see :mod:`checker.search.analysis`),
so "threat" reaches a Spanish clause through its ``syn_en`` field; words the reader split or
joined otherwise than the texts do are read as the texts write them
(:mod:`checker.search.compounds`). Names weigh more than text, text more than synonyms, and a
match with a typo less than an exact one.

The fields keep each word's frequency but not its positions: a quoted phrase finds the
documents holding all its words in one field, then checks their order in the documents' own
texts, which :mod:`checker.search.store` keeps next to the index with everything a hit shows.
The postings of the terms a query needs are read once per open index and kept (see
:class:`TermPostings`); which documents are scored, and how, is
:mod:`checker.search.ranking`'s business. The index is whoosh's, but a search reads its segment
with :mod:`checker.search.segment_files`: whoosh's own reader, searcher and query modules load
far more than a search here needs. Only its automata are used, for typos, loaded with the first.
"""

from __future__ import annotations

from _thread import allocate_lock
from bisect import bisect_left
import heapq
import os
from collections import OrderedDict
from collections.abc import Callable, Iterator, KeysView, Mapping
from functools import lru_cache, partial
from itertools import islice
from math import log
from operator import neg
from pathlib import Path
from typing import NamedTuple

from checker.glossary.lang import Lang
from checker.i18n import N_
from checker.search.analysis import (
    FIELD_LANGUAGES,
    FIELD_WEIGHTS,
    INDEX_NAMES,
    holds_phrase,
    holds_words_in_a_row,
    query_forms,
    word_form_set,
    word_forms,
    word_spans,
)
from checker.search.compounds import QueryWord, compound_words, joined_reading
from checker.search.errors import IndexMissingError, IndexUnreadableError, QueryError
from checker.search.hits import SearchHit, SearchResults
from checker.search.query import MAX_LIMIT, ParsedQuery, clean, max_edits, parse
from checker.search.ranking import MAX_SCORED, Part, Postings, rank, with_support
from checker.search.segment_files import IndexFileError, SegmentFiles, facts_path
from checker.search.snippets import Span, window
from checker.search.store import DocumentStore, DocumentStoreError, StoredDocument, name_key, spans_of, store_exists

TYPO_WEIGHT = 0.3
"""How much a match with typos counts next to an exact match in the same field."""
MAX_CACHED_POSTINGS = 400_000
"""Most postings an open index keeps in memory (tens of megabytes, and as much again at most
for the pages of the terms' documents); the least recently used terms are dropped first."""
MAX_TYPO_FORMS = 16
"""Most indexed forms one misspelt word may stand for, so a short stem cannot fan out."""
BM25_B, BM25_K1 = 0.75, 1.2
"""The parameters of whoosh's BM25F as it weights by default (a test compares them with its
own): a term's score in a document is whoosh's, without loading whoosh's scoring to ask them."""
BM25_TOP = BM25_K1 + 1
"""The numerator's factor in whoosh's :func:`~whoosh.scoring.bm25`."""


class WordQuery(NamedTuple):
    """A query word: each indexed form it is looked up under, as (field, form, weight)."""

    terms: tuple[tuple[str, str, float], ...]


class PhraseQuery(NamedTuple):
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


class TermScores(Mapping):
    """A term's score in each document that holds it (whoosh's BM25F, as :class:`TermPostings`
    says), worked out the first time the ranking asks for it, then kept.

    A search reads a term's whole list, since it counts every document that matches, but it
    scores a few hundred documents at most (see :mod:`checker.search.ranking`): scoring every
    posting of a common word cost about as much as reading its list. Iterated in document
    order; :meth:`keys` is the documents' own dictionary view, which set operations take as
    they are.
    """

    __slots__ = ("_frequencies", "_idf", "_saturation", "_lengths", "_weights", "_scores", "_page_of", "_pages")

    def __init__(
        self,
        frequencies: dict[int, float],
        idf: float,
        saturation: tuple[float, ...],
        lengths: bytes,
        weights: dict[int, float],
        page_of: list[int],
    ) -> None:
        self._frequencies = frequencies
        self._idf = idf
        self._saturation = saturation
        self._lengths = lengths
        self._weights = weights
        self._scores: dict[int, float] = {}
        self._page_of = page_of
        self._pages: set[int] | None = None

    def __getitem__(self, docnum: int) -> float:
        score = self._scores.get(docnum)
        if score is None:
            frequency = self._frequencies[docnum]
            # Whoosh's bm25(), with the length part looked up by length code.
            score = self._scores[docnum] = (
                self._idf
                * ((frequency * BM25_TOP) / (frequency + self._saturation[self._lengths[docnum]]))
                * self._weights.get(docnum, 1.0)
            )
        return score

    def get(self, docnum: int, default: float | None = None) -> float | None:
        return self[docnum] if docnum in self._frequencies else default

    def __iter__(self) -> Iterator[int]:
        return iter(self._frequencies)

    def __len__(self) -> int:
        return len(self._frequencies)

    def keys(self) -> KeysView[int]:
        return self._frequencies.keys()

    def pages(self) -> set[int]:
        """The pages (as numbers, see :attr:`DocumentStore.page_of`) of the documents that hold
        the term: a search counts the pages that match, and joining the sets of its terms costs
        far less than looking up the page of each document again. Kept once made; not to be
        changed."""
        if self._pages is None:
            page_of = self._page_of
            # In document order, the store's table of pages is read from one end to the other.
            self._pages = {page_of[docnum] for docnum in self._frequencies}
        return self._pages


class TermPostings:
    """The postings of one open index, read from it once and kept while they fit.

    A term's postings are its score in every document that holds it (:class:`TermScores`):
    whoosh's BM25F, computed here from the term's frequencies and the documents' lengths that
    the store keeps, which is the score whoosh's own matchers give without asking the index for
    each document's length, times the document's weight in its text fields (a page section's
    text counts less than an entry's). Keeping those of common words saves walking their long
    lists on every search. At most
    :data:`MAX_CACHED_POSTINGS` are kept, least recently used out first.
    """

    def __init__(self, segment: SegmentFiles, store: DocumentStore, lang: Lang) -> None:
        self._segment = segment
        self._synonyms = {
            field: frozenset(segment.terms(field)) for field in FIELD_LANGUAGES if field.startswith("syn_")
        }
        """The terms of the synonym fields, read when the index opens: they are the forms of the
        term table's names, a few hundred whatever the glossary's size, and nearly every word a
        query looks up in them is missing."""
        self._store = store
        self._lang = lang
        self._kept: OrderedDict[tuple[str, str], Postings] = OrderedDict()
        self._size = 0
        self._saturations: dict[str, tuple[float, ...]] = {}

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
        lengths = self._store.length_codes(field)
        if not lengths:
            return {}  # A field no document of this index fills, such as the other language's text.
        synonyms = self._synonyms.get(field)
        found = None if synonyms is not None and text not in synonyms else self._segment.postings(field, text)
        if found is None:
            return {}
        docnums, frequencies = found
        # Whoosh's idf, from the documents just read: the index has one segment, no deletions.
        idf = log(self._segment.doc_count / (len(docnums) + 1)) + 1
        # A section's heading names it; only its text (and the synonyms found there) counts less.
        weights = {} if field.startswith("name_") else self._store.weights
        return TermScores(
            dict(zip(docnums, frequencies)), idf, self._saturation(field), lengths, weights, self._store.page_of
        )

    def _saturation(self, field: str) -> tuple[float, ...]:
        """The length part of whoosh's :func:`~whoosh.scoring.bm25` in ``field``, for each of the
        256 length codes: ``K1 * ((1 - B) + B * length / average)``, computed as whoosh does."""
        table = self._saturations.get(field)
        if table is None:
            # Whoosh's average field length: every field here is scorable.
            average = self._segment.field_length(field) / (self._segment.doc_count or 1) or 1
            b, k1 = BM25_B, BM25_K1
            table = self._saturations[field] = tuple(
                k1 * ((1 - b) + b * length / average) for length in self._segment.facts.code_lengths
            )
        return table

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

        Candidates hold a form of every slot in the field; their texts are then read, in
        stored order, until :data:`~checker.search.ranking.MAX_SCORED` hold the phrase: the
        ranking scores no more of the documents one part finds, and later ones are the
        likeliest last.
        """
        words = [[self.scores(field, form) for form in forms] for forms in slots]
        candidates = set().union(*(postings.keys() for postings in words[0]))
        for forms in words[1:]:
            candidates = set().union(*(candidates & postings.keys() for postings in forms))
        if len(slots) > 1:
            kind, lang = field.split("_")
            holds = self._phrase_finder(Lang(lang), slots)
            candidates = set(islice(
                (docnum for docnum in sorted(candidates) if self._holds(docnum, kind, Lang(lang), holds)),
                MAX_SCORED,
            ))
        return {
            docnum: sum(postings.get(docnum, 0.0) for forms in words for postings in forms)
            for docnum in sorted(candidates)
        }

    def _phrase_finder(self, lang: Lang, slots: tuple[tuple[str, ...], ...]) -> Callable[[str], bool]:
        """Whether a text in ``lang`` holds the phrase of ``slots``. The texts of this index's
        language are searched for the words the store gives each slot's forms; the other
        language's (names), word by word, each name read once (documents share most names)."""
        if lang is self._lang:
            words = [self._store.words_with_forms(forms) for forms in slots]
            return lambda text: holds_words_in_a_row(text, lang, words)
        checked: dict[str, bool] = {}

        def holds(text: str) -> bool:
            found = checked.get(text)
            if found is None:
                found = checked[text] = holds_phrase(text, lang, slots)
            return found

        return holds

    def _holds(self, docnum: int, kind: str, lang: Lang, holds: Callable[[str], bool]) -> bool:
        """Whether a text of the document's field holds the phrase that ``holds`` finds."""
        return any(map(holds, _field_texts(self._store.document(docnum), self._store.term_names, kind, lang, self._lang)))


def _best_of_pages(scores: dict[int, float], page_of: list[int], wanted: int) -> dict[int, int]:
    """Page -> its best document, for the ``wanted`` pages whose best documents score highest
    (of equal scores, the lower document number first), in that order.

    A search wants a page or ten out of up to a few hundred documents scored: the best are
    taken from a heap, a few more each time until they make enough pages, rather than all of
    them sorted, each by a key computed in Python.
    """
    ordered = list(zip(map(neg, scores.values()), scores))
    count = wanted
    while True:
        best: dict[int, int] = {}
        for _, docnum in heapq.nsmallest(count, ordered):
            best.setdefault(page_of[docnum], docnum)
            if len(best) == wanted:
                return best
        if count >= len(ordered):
            return best
        count *= 4


def _field_texts(
    document: StoredDocument, term_names: list[tuple[str, ...]], kind: str, lang: Lang, document_lang: Lang
) -> tuple[str, ...]:
    """The texts that a document's field of ``kind`` (name, body, syn) in ``lang`` indexes, each
    read on its own: a phrase does not run from one name into the next (``term_names``: the
    store's :attr:`~checker.search.store.DocumentStore.term_names`)."""
    if kind == "name":
        return document.names if lang is document_lang else document.other_names
    if document.is_title:
        return ()
    if kind == "body":
        return (document.text,) if lang is document_lang else ()
    return () if lang is document_lang else tuple(name for term in document.terms for name in term_names[term])


class Searcher:
    """An open index, kept open between queries (opening one costs far more than a query).

    Safe to share between threads: searches take turns.
    """

    def __init__(self, segments: dict[Lang, SegmentFiles], stores: dict[Lang, DocumentStore], index_dir: Path) -> None:
        self._segments = segments
        self._stores = stores
        self._index_dir = index_dir
        self._postings = {lang: TermPostings(segments[lang], stores[lang], lang) for lang in Lang}
        self._vocabularies: dict[tuple[Lang, str], list[str]] = {}
        # The threading module's lock, without the module: a cold search has no other use for it.
        self._lock = allocate_lock()

    @classmethod
    def open(cls, index_dir: Path) -> Searcher:
        """The searcher over the index that :func:`build_index` wrote into ``index_dir``."""
        index_dir = Path(index_dir)
        if not all(_index_exists(index_dir, name) for name in INDEX_NAMES.values()):
            raise IndexMissingError(N_("No search index in {path}."), path=str(index_dir))
        stores: dict[Lang, DocumentStore] = {}
        try:
            segments = {lang: SegmentFiles(index_dir, name, FIELD_LANGUAGES) for lang, name in INDEX_NAMES.items()}
            for lang, name in INDEX_NAMES.items():
                stores[lang] = DocumentStore(index_dir, name)
            return cls(segments, stores, index_dir)
        except (IndexFileError, DocumentStoreError) as error:
            for store in stores.values():
                store.close()
            raise _unreadable(index_dir, error) from error

    def close(self) -> None:
        for lang in Lang:
            self._stores[lang].close()

    def __enter__(self) -> Searcher:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    def search(self, query: str, lang: str | None = None, limit: int = 10) -> SearchResults:
        """The entries and pages that match ``query``, best first, one hit per page and language,
        with the number of them that match in all (:attr:`SearchResults.total`).

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
            return self._search(parsed, name_key(query), lang, limit)
        except (IndexFileError, DocumentStoreError) as error:
            raise _unreadable(self._index_dir, error) from error

    def _search(self, parsed: ParsedQuery, name: str, lang: str | None, limit: int) -> SearchResults:
        # Whether a word is known is asked of the postings the open index keeps, which the
        # query's parts read and add to as well: a search reads them in its turn throughout.
        with self._lock:
            words = compound_words(parsed.words, self._is_known, self._is_text_word)
            names = (name,)
            if not parsed.phrases:
                # The query read with its compounds split or joined may be a name as well.
                readings = ((word.text for word in words), joined_reading(words))
                names = tuple(dict.fromkeys((name, *(name_key(" ".join(reading)) for reading in readings))))
            planned = self.build_query(parsed, words)
            if planned is None and not any(key in self._stores[language].named for language in Lang for key in names):
                return SearchResults([], total=0)
            parts, forms = planned or ([], {language: set() for language in Lang})
            best: list[tuple[float, Lang, int]] = []
            found = {language: self._best_per_entry(parts, names, language, limit) for language in Lang}
            if lang:
                for language in (Lang(lang), Lang(lang).other):
                    best += found[language][0][: limit - len(best)]
            else:
                both = [hit for language in Lang for hit in found[language][0]]
                best = sorted(both, key=lambda hit: -hit[0])[:limit]
            marks = self._marks(forms)
            return SearchResults(
                [_hit(self._stores[language].document(docnum), language, score, marks) for score, language, docnum in best],
                total=sum(matched for _, matched in found.values()),
            )

    def _marks(self, forms: dict[Lang, set[str]]) -> Marks:
        """What the hits mark, given the forms the search looked for in each language."""
        return Marks(
            {lang: self._stores[lang].words_with_forms(forms[lang]) for lang in Lang},
            {lang: partial(self._stores[lang].terms_with_forms, forms[lang.other]) for lang in Lang},
        )

    def _best_per_entry(
        self, parts: list[QueryPart], names: tuple[str, ...], language: Lang, wanted: int
    ) -> tuple[list[tuple[float, Lang, int]], int]:
        """The score, language and number of the best document of each of the ``wanted`` best
        entries in ``language``, among the documents :func:`~checker.search.ranking.rank`
        scores; and how many entries and pages of ``language`` match in all (a document of
        theirs holds a part of the query, or a name is the query). An entry whose title is the
        whole query (:func:`name_key` of one of ``names``) comes first, then one that the query
        otherwise names (a term's spelling, an alias), above any score. Hits are made only for
        the documents a search returns."""
        store = self._stores[language]
        found = [part for query in parts if (part := self._postings[language].part(query))]
        scores = rank(found, every_part_present=len(found) == len(parts), doc_count=self._segments[language].doc_count) if found else {}
        scores = with_support(scores, store.page_of)
        named = [store.named.get(name, ([], [])) for name in names]
        titles = [docnum for titled, _ in named for docnum in titled]
        others = [docnum for _, other in named for docnum in other]
        top = max(scores.values(), default=0.0) + 1.0
        scores.update({docnum: top for docnum in others})
        scores.update({docnum: top + 1.0 for docnum in titles})
        page_of = store.page_of
        best = _best_of_pages(scores, page_of, wanted)
        pages = len({page_of[docnum] for docnum in scores}.union(*(
            postings.pages() if isinstance(postings, TermScores) else {page_of[docnum] for docnum in postings}
            for part in found
            for _, postings in part.postings
        )))
        return [(scores[docnum], language, docnum) for docnum in best.values()], pages

    def build_query(
        self, parsed: ParsedQuery, words: tuple[QueryWord, ...] | None = None
    ) -> tuple[list[QueryPart], dict[Lang, set[str]]] | None:
        """The query's parts (one per word or phrase), and the indexed forms they look for in
        each language (to highlight them). ``words`` are the parsed words as
        :func:`~checker.search.compounds.compound_words` reads them, when they have been.

        It reads and adds to the postings the open index keeps: a search calls it in its turn
        (holding the searcher's lock)."""
        forms: dict[Lang, set[str]] = {lang: set() for lang in Lang}
        if words is None:
            words = compound_words(parsed.words, self._is_known, self._is_text_word)
        parts = [
            query
            for query in (
                *(self._word_query(word, forms) for word in words),
                *(_phrase_query(phrase, forms) for phrase in parsed.phrases),
            )
            if query is not None
        ]
        return (parts, forms) if parts else None

    def _word_query(self, query_word: QueryWord, found: dict[Lang, set[str]]) -> WordQuery | None:
        """A word in any field of either language, exactly or with up to :func:`max_edits` typos;
        or as the compound it forms with a neighbour, which tells what the word is (no typo).

        A word that is a stop word in either language is left out: "de" or "the" say nothing
        about which rule a reader wants.
        """
        word = query_word.text
        forms = {lang: query_forms(word, lang) for lang in Lang}
        if not all(forms.values()):
            return None
        for compound in query_word.compounds:
            forms = {lang: tuple(dict.fromkeys((*forms[lang], *query_forms(compound, lang)))) for lang in Lang}
        terms: list[tuple[str, str, float]] = []
        known = not max_edits(word) or bool(query_word.compounds) or self._is_known(word)
        for lang in Lang:
            typos = [] if known else self._typo_forms(word, lang, exclude=forms[lang])
            found[lang].update(forms[lang], typos)
            for prefix, weight in FIELD_WEIGHTS:
                field = f"{prefix}_{lang}"
                terms += [(field, form, weight) for form in forms[lang]]
                terms += [(field, form, weight * TYPO_WEIGHT) for form in typos]
        return WordQuery(tuple(terms))

    def _typo_forms(self, word: str, lang: Lang, exclude: tuple[str, ...]) -> list[str]:
        """Indexed forms within :func:`max_edits` of an unknown word's stem, first letter kept.

        Only a word that the index does not know in either language (see :meth:`_is_known`) is
        taken for a typo: a known word ("card") is what the reader meant, and expanding it
        would only add noise and time. Look-ups use the vocabulary of names and clause text
        (synonym fields repeat names), the first :data:`MAX_TYPO_FORMS` in alphabetical order;
        the forms found are then searched in every field of the language.
        """
        stem = word_forms(word.lower(), str(lang))[-1]
        automaton = _typo_automaton(stem, max_edits(word))
        nearby = (form for form in _accepted(self._vocabulary(lang, stem[:1]), automaton) if form not in exclude)
        return list(islice(nearby, MAX_TYPO_FORMS))

    def _vocabulary(self, lang: Lang, initial: str) -> list[str]:
        """Every term of the name and text fields of ``lang`` in both indexes that begins with
        ``initial`` (a typo keeps its first letter), in order: read the first time a typo with
        that initial is looked up, into one list searched far faster than whoosh's cursor walks
        the index's files."""
        terms = self._vocabularies.get((lang, initial))
        if terms is None:
            found = {
                term
                for segment in self._segments.values()
                for prefix in ("name", "body")
                for term in segment.terms(f"{prefix}_{lang}", initial)
            }
            terms = self._vocabularies[lang, initial] = sorted(found)
        return terms

    def _is_text_word(self, word: str) -> bool:
        """Whether a lower-cased word is a word of the documents' texts in either language, as
        they write it (not only a word with the same stem)."""
        return any(
            word in self._stores[lang].words_with_forms(word_form_set(word, str(lang)))
            for lang in Lang
        )

    def _is_known(self, word: str) -> bool:
        """Whether a field of either index holds a form of the word.

        Asked of the postings that an open index keeps: a known word is looked up next in every
        one of these fields, so each term is found in the index's table of terms once per
        search instead of twice or three times (this is asked for each word twice, once to
        tell whether it splits and once whether it may be a typo)."""
        return any(
            self._postings[index].scores(f"{prefix}_{lang}", form)
            for index in Lang
            for lang in Lang
            for form in query_forms(word, lang)
            for prefix, _ in FIELD_WEIGHTS
        )


@lru_cache(maxsize=1024)
def _typo_automaton(stem: str, edits: int):
    """The automaton of the strings within ``edits`` of ``stem``, first letter kept; building
    one costs more than the look-ups it serves, and both languages often share a stem.

    Whoosh's automata are loaded here, by the first search with a typo: most searches have none."""
    from whoosh.automata.lev import levenshtein_automaton

    return levenshtein_automaton(stem, edits, prefix=1).to_dfa()


def _index_exists(index_dir: Path, name: str) -> bool:
    """Whether ``index_dir`` holds the index ``name``, readable or not: its document store, and
    whoosh's table of contents or the facts a search opens its segment with."""
    try:
        files = os.listdir(index_dir)
    except OSError:
        return False
    facts = facts_path(index_dir, name).name
    return store_exists(index_dir, name) and any(
        file == facts or (file.startswith(f"_{name}_") and file.endswith(".toc")) for file in files
    )


def _unreadable(index_dir: Path, error: Exception) -> IndexUnreadableError:
    problem = f"{type(error).__name__}: {error}" if str(error) else type(error).__name__
    return IndexUnreadableError(
        N_("The search index in {path} cannot be read ({problem}): build the site again."),
        path=str(index_dir),
        problem=problem,
    )


def _accepted(terms: list[str], automaton) -> Iterator[str]:
    """The ``terms`` (in order) that ``automaton`` accepts, in order.

    The automaton is built once per typo and used on every field (building it costs more than
    a look-up); it names the next string it could accept, and the search jumps there. Terms
    are in whoosh's order, their UTF-8 bytes', which is their code points' order.
    """
    place = 0
    while place < len(terms) and (wanted := automaton.next_valid_string(terms[place])) is not None:
        place = bisect_left(terms, wanted, place)
        if place < len(terms) and terms[place] == wanted:
            yield wanted
            place += 1


class Marks:
    """What the hits of one search mark in their texts.

    Words of a document's language are marked where their forms were searched for; a term that
    matched through its other-language name is marked where the text names it. The words are
    looked up once per search, in the store's table of each word's forms; the terms in the
    store's table of each term's forms, the first time a hit in that language needs them.
    """

    def __init__(self, words: dict[Lang, frozenset[str]], terms: dict[Lang, Callable[[], frozenset[int]]]) -> None:
        self._words = words
        self._find_terms = terms
        self._terms: dict[Lang, frozenset[int]] = {}

    def spans(self, document: StoredDocument, lang: Lang) -> list[Span]:
        spans = word_spans(document.text, self._words[lang])
        terms = self._terms.get(lang)
        if terms is None:
            terms = self._terms[lang] = self._find_terms[lang]()
        # Most hits name some twenty terms and mark none of them.
        if not terms.isdisjoint(document.terms):
            for term, places in zip(document.terms, document.places):
                if term in terms:
                    spans += spans_of(places)
        return spans


def _hit(document: StoredDocument, lang: Lang, score: float, marks: Marks) -> SearchHit:
    """The hit for a document, its words that the query looked for marked in the snippet."""
    snippet, highlights = window(document.text, marks.spans(document, lang))
    return SearchHit(
        entry=document.page,
        clause=document.clause,
        title=document.title,
        lang=str(lang),
        url=document.url(lang),
        kind=str(document.kind),
        score=float(score),
        snippet=snippet,
        highlights=tuple(highlights),
    )
