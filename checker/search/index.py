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

A search scores a bounded number of documents per language rather than every match: documents
are stored titles first and then from the shortest clause, very common words only rank what
rarer words find, and the documents with every word of the query count double.
"""

from __future__ import annotations

import os
import shutil
import tempfile
import threading
from collections.abc import Iterator
from functools import lru_cache
from itertools import islice
from pathlib import Path

from whoosh import index as whoosh_index
from whoosh.analysis import Filter, LowercaseFilter, RegexTokenizer, StopFilter
from whoosh.fields import ID, STORED, TEXT, Schema
from whoosh.lang import stemmer_for_language
from whoosh.query import And, AndMaybe, Or, Query, Sequence, Term

from checker.glossary.model import Glossary, Lang
from checker.glossary.terms import TermTable, fold
from checker.i18n import N_
from checker.search.documents import Position, SearchDocument, glossary_documents
from checker.search.errors import IndexMissingError, QueryError
from checker.search.hits import SearchHit
from checker.search.query import ParsedQuery, clean, max_edits, parse
from checker.search.snippets import Span, window
from checker.search.urls import entry_url

INDEX_NAMES = {lang: f"glossary-{lang}" for lang in Lang}
"""One index per language in the same folder, so a search in one language reads only its documents."""
FIELD_WEIGHTS = (("name", 4.0), ("body", 1.0), ("syn", 0.5))
"""Field prefix and boost: names above clause text, clause text above cross-language synonyms."""
TYPO_WEIGHT = 0.3
"""How much a match with typos counts next to an exact match in the same field."""
ALL_WORDS_BONUS = 1.0
"""Extra weight (times its score) for a document that matches every part of the query."""
MAX_LIMIT = 50
"""Most hits one search returns."""
MAX_SCORED = 200
"""Most documents one pass of a search scores in one language.

Documents are stored best first (titles, then clauses from the shortest), so when a very
common word matches more documents than this, the ones left unscored are those that word's
ranking would have put last anyway.
"""
COMMON_SHARE = 0.02
"""A query part found in more than this share of a language's documents is common: it ranks
the documents that rarer parts find, but finds none by itself while a rarer part is there."""
MAX_TYPO_FORMS = 16
"""Most indexed forms one misspelt word may stand for, so a short stem cannot fan out."""


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


def analyser(lang: Lang):
    return (
        RegexTokenizer(r"[^\W_]+")
        | LowercaseFilter()
        | StopFilter(lang=str(lang))
        | FoldedStemFilter(str(lang))
    )


def word_analyser(lang: Lang):
    """:func:`analyser` without stop words, to find multi-word terms exactly ("Face Down")."""
    return RegexTokenizer(r"[^\W_]+") | LowercaseFilter() | FoldedStemFilter(str(lang))


_ANALYSERS = {lang: analyser(lang) for lang in Lang}
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
            fields[f"{prefix}_{lang}"] = TEXT(analyzer=_ANALYSERS[lang])
    return Schema(**fields)


def _fields(document: SearchDocument) -> dict[str, object]:
    lang, other = document.lang, document.lang.other
    synonym_names = [name for synonym in document.synonyms for name in synonym.names]
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
        f"name_{lang}": "\n".join(document.names),
        f"name_{other}": "\n".join(document.other_names),
        f"body_{lang}": document.text if document.clause else "",
        f"syn_{other}": "\n".join(synonym_names) if document.clause else "",
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
        indexes = {
            lang: whoosh_index.create_in(staging, schema(), indexname=INDEX_NAMES[lang]) for lang in Lang
        }
        writers = {lang: index.writer(limitmb=128) for lang, index in indexes.items()}
        for document in sorted(glossary_documents(glossary, terms, analyse_words), key=_stored_order):
            writers[document.lang].add_document(**_fields(document))
        for lang in Lang:
            writers[lang].commit()
            indexes[lang].close()
        _swap(staging, index_dir)
    except BaseException:
        shutil.rmtree(staging, ignore_errors=True)
        raise


def _stored_order(document: SearchDocument) -> tuple[bool, int]:
    """Titles first, then clauses from the shortest: the order in which a search that stops
    after :data:`MAX_SCORED` documents meets them, so it meets the likeliest best ones first
    (names weigh most, and a word counts more in a short clause than in a long one)."""
    return document.clause is not None, len(document.text)


def _swap(staging: Path, index_dir: Path) -> None:
    if not index_dir.exists():
        os.rename(staging, index_dir)
        return
    retired = Path(tempfile.mkdtemp(prefix=f".{index_dir.name}-old-", dir=index_dir.parent))
    os.rename(index_dir, retired / index_dir.name)
    os.rename(staging, index_dir)
    shutil.rmtree(retired, ignore_errors=True)


def _phrase_query(words: tuple[str, ...], found: dict[Lang, set[str]]) -> Query | None:
    """The words next to each other, in order, in one field (stop words skipped, as indexed)."""
    alternatives: list[Query] = []
    for lang in Lang:
        slots = [forms for word in words if (forms := query_forms(word, lang))]
        if not slots:
            continue
        found[lang].update(form for forms in slots for form in forms)
        for prefix, weight in FIELD_WEIGHTS:
            field = f"{prefix}_{lang}"
            parts = [Or([Term(field, form) for form in forms]) for forms in slots]
            alternatives.append(Sequence(parts, boost=weight) if len(parts) > 1 else parts[0])
    return Or(alternatives) if alternatives else None


class Searcher:
    """An open index, kept open between queries (opening one costs far more than a query).

    Safe to share between threads: searches take turns.
    """

    def __init__(self, indexes: dict[Lang, object]) -> None:
        self._indexes = indexes
        self._searchers = {lang: index.searcher() for lang, index in indexes.items()}
        self._lock = threading.Lock()

    @classmethod
    def open(cls, index_dir: Path) -> Searcher:
        """The searcher over the index that :func:`build_index` wrote into ``index_dir``."""
        index_dir = Path(index_dir)
        if not all(whoosh_index.exists_in(index_dir, indexname=name) for name in INDEX_NAMES.values()):
            raise IndexMissingError(N_("No search index in {path}."), path=str(index_dir))
        return cls({lang: whoosh_index.open_dir(index_dir, indexname=name) for lang, name in INDEX_NAMES.items()})

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
        planned = self.build_query(parse(query))
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
        self, parts: list[Query], forms: dict[Lang, set[str]], language: Lang, wanted: int
    ) -> list[SearchHit]:
        """The best document of each of the ``wanted`` best entries in ``language``.

        A document's score is the sum of the parts it matches, doubled (see
        :data:`ALL_WORDS_BONUS`) when it matches them all. At most :data:`MAX_SCORED`
        documents are scored (see :func:`_finding_query`); the bonus is then given to those of
        them that have every part, which costs far less than walking the postings of every
        part to find all such documents in the index.
        """
        searcher = self._searchers[language]
        reader = searcher.reader()
        present = [_present(part, reader) for part in parts]
        found = [part for part in present if part is not None]
        if not found:
            return []
        scores = dict(_scored(searcher, _finding_query(found, reader)))
        if len(found) == len(parts) > 1:
            bonus = 1.0 + ALL_WORDS_BONUS
            if min(part.estimate_size(reader) for part in found) <= COMMON_SHARE * reader.doc_count():
                for docnum, score in _scored(searcher, And(found)):
                    scores[docnum] = score * bonus
            else:
                for docnum in _with_every_part(searcher, found, sorted(scores)):
                    scores[docnum] *= bonus
        entries = searcher.reader().column_reader("entry")
        best: dict[str, int] = {}
        for docnum in sorted(scores, key=lambda docnum: (-scores[docnum], docnum)):
            best.setdefault(entries[docnum], docnum)
            if len(best) == wanted:
                break
        return [_hit(searcher.stored_fields(docnum), scores[docnum], forms) for docnum in best.values()]

    def build_query(self, parsed: ParsedQuery) -> tuple[list[Query], dict[Lang, set[str]]] | None:
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

    def _word_query(self, word: str, found: dict[Lang, set[str]]) -> Query | None:
        """A word in any field of either language, exactly or with up to :func:`max_edits` typos.

        A word that is a stop word in either language is left out: "de" or "the" say nothing
        about which rule a reader wants.
        """
        forms = {lang: query_forms(word, lang) for lang in Lang}
        if not all(forms.values()):
            return None
        alternatives: list[Query] = []
        for lang in Lang:
            typos = self._typo_forms(word, lang, exclude=forms[lang])
            found[lang].update(forms[lang], typos)
            for prefix, weight in FIELD_WEIGHTS:
                field = f"{prefix}_{lang}"
                alternatives += [Term(field, form, boost=weight) for form in forms[lang]]
                alternatives += [Term(field, form, boost=weight * TYPO_WEIGHT) for form in typos]
        return Or(alternatives)

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
        nearby = {
            form: None
            for searcher in self._searchers.values()
            for prefix in ("name", "body")
            if f"{prefix}_{lang}" in searcher.reader().indexed_field_names()
            for form in islice(
                searcher.reader().terms_within(f"{prefix}_{lang}", stem, edits, prefix=1), MAX_TYPO_FORMS
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


def _finding_query(parts: list[Query], reader) -> Query:
    """The query that finds a search's documents in one language: any of its parts.

    A common part (see :data:`COMMON_SHARE`) only adds to the score of documents that a rarer
    part found: a word like "card" is in a quarter of all clauses and would otherwise spend the
    scoring budget on its own.
    """
    threshold = COMMON_SHARE * reader.doc_count()
    rare = [part for part in parts if part.estimate_size(reader) <= threshold]
    common = [part for part in parts if part not in rare]
    if rare and common:
        return AndMaybe(_any(rare), _any(common))
    return _any(parts)


def _with_every_part(searcher, parts: list[Query], docnums: list[int]) -> Iterator[int]:
    """The documents among ``docnums`` (ascending) that match every one of ``parts``."""
    context = searcher.context()
    for leaf, offset in searcher.leaf_searchers():
        end = offset + leaf.reader().doc_count_all()
        matchers = [part.matcher(leaf, context) for part in parts]
        for docnum in docnums:
            if offset <= docnum < end and all(_reaches(matcher, docnum - offset) for matcher in matchers):
                yield docnum


def _reaches(matcher, docnum: int) -> bool:
    """Whether ``matcher`` matches ``docnum``, moving it there (it only moves forward)."""
    if matcher.is_active() and matcher.id() < docnum:
        matcher.skip_to(docnum)
    return matcher.is_active() and matcher.id() == docnum


def _present(query: Query, reader) -> Query | None:
    """``query`` without the terms that no document of ``reader`` holds; None if nothing is left.

    Every field of both languages is asked for each word, but an index holds only some of
    them; pruning the rest keeps the matchers that walk the postings small.
    """
    if isinstance(query, Term):
        return query if reader.doc_frequency(query.fieldname, query.text) else None
    subqueries = [_present(subquery, reader) for subquery in query.subqueries]
    kept = [subquery for subquery in subqueries if subquery is not None]
    if not kept or (not isinstance(query, Or) and len(kept) < len(subqueries)):
        return None
    if len(kept) == 1 and isinstance(query, Or) and query.boost == 1.0:
        return kept[0]
    return type(query)(kept, boost=query.boost)


def _any(parts: list[Query]) -> Query:
    return parts[0] if len(parts) == 1 else Or(parts)


def _scored(searcher, query: Query) -> Iterator[tuple[int, float]]:
    """The first :data:`MAX_SCORED` documents that match ``query``, in stored order, with scores."""
    count = 0
    context = searcher.context()
    for leaf, offset in searcher.leaf_searchers():
        matcher = query.matcher(leaf, context)
        while matcher.is_active() and count < MAX_SCORED:
            yield offset + matcher.id(), matcher.score()
            count += 1
            matcher.next()


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
