"""How the search index reads text: the analysers of its fields, and the fields themselves.

Each language has its analyser: words, lower case, that language's stop words, then Snowball
stemming with accent folding. The Spanish stemmer reads some endings by their accent
("energía" stems to "energ", "energia" to "energi"), so every word is indexed as both
fold(stem(word)) and stem(fold(word)) at the same position, and a query word is looked up under
both forms: accents typed or not, singular or plural, the spellings meet.

The stemmers are the Snowball project's own, compiled (PyStemmer): whoosh's pure-Python port of
older versions of the algorithms took about a third of the time to make an index's documents.

Fields per language ``<l>``: ``name_<l>`` (entry names, on title documents, and a page
section's heading), ``body_<l>`` (clause or section text) and ``syn_<l>`` (the term table's
names for terms a clause of the other language mentions). The fields keep each word's
frequency but not its positions. :mod:`checker.search.fields` declares them to whoosh,
:mod:`checker.search.writer` writes them; :mod:`checker.search.searcher` reads them, and finds
the words a hit marks with the same forms.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections.abc import Callable, Sequence
from functools import lru_cache, partial
from typing import NamedTuple

import Stemmer
from whoosh.lang import stopwords_for_language

from checker.glossary.lang import Lang
from checker.glossary.terms import fold
from checker.named_tuples import maker
from checker.search.snippets import Span

INDEX_NAMES = {lang: f"glossary-{lang}" for lang in Lang}
"""One index per language in the same folder, so a search in one language reads only its documents."""
FIELD_WEIGHTS = (("name", 4.0), ("body", 1.0), ("syn", 0.5))
"""Field prefix and boost: names above clause text, clause text above cross-language synonyms."""
FIELD_LANGUAGES = {f"{prefix}_{lang}": str(lang) for lang in Lang for prefix, _ in FIELD_WEIGHTS}
"""Each field of an index -> the language whose analyser reads its texts, and its query words."""


class Position(NamedTuple):
    """One word of a text as the index sees it: its indexed forms and where it stands (a
    named tuple: every word of every text becomes one while the index is built)."""

    forms: frozenset[str]
    start: int
    end: int


SNOWBALL_NAMES = {Lang.ES: "spanish", Lang.EN: "english"}


@lru_cache(maxsize=None)
def _stemmer(lang: str) -> Callable[[str], str]:
    return Stemmer.Stemmer(SNOWBALL_NAMES[Lang(lang)]).stemWord


@lru_cache(maxsize=100_000)
def word_forms(word: str, lang: str) -> tuple[str, ...]:
    """The forms a lower-cased word is indexed under: folded stem and stem of the folded word."""
    stem = _stemmer(lang)
    stemmed, folded = stem(word), fold(word)
    # Most words have no accent to fold, and stemming is most of what indexing a word costs.
    return tuple(dict.fromkeys((fold(stemmed), stemmed if folded == word else stem(folded))))


@lru_cache(maxsize=100_000)
def word_form_set(word: str, lang: str) -> frozenset[str]:
    return frozenset(word_forms(word, lang))


WORD = re.compile(r"[^\W_]+")
"""A word: a run of letters and digits."""
STOP_WORDS = {lang: frozenset(stopwords_for_language(str(lang))) for lang in Lang}
"""The words a field of each language leaves out."""


def _indexed(word: str, lang: Lang) -> bool:
    """Whether the ``lang`` fields index a lower-cased word: not a stop word nor one letter."""
    return len(word) >= 2 and word not in STOP_WORDS[lang]


def indexed_words(text: str, lang: Lang) -> list[tuple[str, int, int]]:
    """The words of ``text`` that the ``lang`` fields index, lower-cased and not yet stemmed,
    with their character spans."""
    return [
        (word, found.start(), found.end())
        for found in WORD.finditer(text)
        if _indexed(word := found.group().lower(), lang)
    ]


def indexed_forms(text: str, lang: Lang) -> list[str]:
    """What a ``lang`` field indexes for ``text``: the :func:`word_forms` of each word that
    :func:`indexed_words` finds. An index is written with :class:`WordReader`, which gives the
    same forms faster."""
    return [form for word, _, _ in indexed_words(text, lang) for form in word_forms(word, str(lang))]


def analyse(text: str, lang: Lang) -> list[Position]:
    """The words of ``text`` as the ``lang`` fields index them, with their character spans."""
    return [Position(word_form_set(word, str(lang)), start, end) for word, start, end in indexed_words(text, lang)]


def analyse_words(text: str, lang: Lang) -> list[Position]:
    """Every word of ``text`` with its indexed forms, stop words included, to find multi-word
    terms exactly ("Face Down")."""
    code = str(lang)
    return [
        Position(word_form_set(found.group().lower(), code), found.start(), found.end())
        for found in WORD.finditer(text)
    ]


class _AsWritten(dict):
    """A word as a text writes it -> what ``read`` makes of the word lower-cased, read once."""

    def __init__(self, read: Callable[[str], object]) -> None:
        super().__init__()
        self._read = read

    def __missing__(self, word: str) -> object:
        value = self[word] = self._read(word.lower())
        return value


class WordReader:
    """:func:`analyse_words` and :func:`indexed_forms` for the texts of one index: each word,
    as the texts write it, is analysed once, since the glossary's texts repeat most of their
    words many times."""

    def __init__(self) -> None:
        self._form_sets = {lang: _AsWritten(partial(_form_set, str(lang))) for lang in Lang}
        self._indexed = {lang: _AsWritten(partial(_indexed_word_forms, lang)) for lang in Lang}

    def analyse_words(self, text: str, lang: Lang) -> list[Position]:
        form_sets = self._form_sets[lang]
        return [_position((form_sets[found.group()], found.start(), found.end())) for found in WORD.finditer(text)]

    def indexed_forms(self, text: str, lang: Lang) -> list[str]:
        indexed = self._indexed[lang]
        return [form for word in WORD.findall(text) for form in indexed[word]]


_position = maker(Position)
"""The index's texts hold tens of thousands of words (see :mod:`checker.named_tuples`)."""


def _form_set(lang: str, word: str) -> frozenset[str]:
    return word_form_set(word, lang)


def _indexed_word_forms(lang: Lang, word: str) -> tuple[str, ...]:
    """The forms a lower-cased word adds to a ``lang`` field: none for a stop word or a letter."""
    return word_forms(word, str(lang)) if _indexed(word, lang) else ()


@lru_cache(maxsize=4096)
def query_forms(word: str, lang: Lang) -> tuple[str, ...]:
    """The indexed forms a query word is looked up under; empty for a stop word.

    Kept for the words asked most recently: a search asks for the forms of each of its words
    in each language about three times (whether the index knows it, once to tell whether it
    splits and once whether it may be a typo, then for the query's terms)."""
    return tuple(form for position in analyse(word, lang) for form in sorted(position.forms))


CASED_APART = ("\u0130", "\u03a3")
"""The characters that a whole text lower-cases otherwise than one at a time: "İ" becomes two
characters, and "Σ" a final or a medial sigma depending on its neighbours."""


LONG_TEXT = 1000
"""Characters from which :func:`word_spans` finds the words with one regular expression rather
than by stepping through the text's words: compiling the expression costs about as much as
stepping through a text that long, and it is kept for the next text with the same words."""


def word_spans(text: str, words: frozenset[str]) -> list[Span]:
    """Where ``text`` has one of ``words``: lower-cased words as :func:`indexed_words` finds
    them (stop words and one-letter words never match).

    The text is lower-cased whole, which gives each word as :func:`indexed_words` lower-cases
    it alone, as long as the text holds none of :data:`CASED_APART` (a test goes through every
    code point); a text that holds one is lower-cased word by word.
    """
    if not words:
        return []
    if any(char in text for char in CASED_APART):
        return [found.span() for found in WORD.finditer(text) if found.group().lower() in words]
    lowered = text.lower()
    if len(lowered) < LONG_TEXT:
        return [found.span() for found in WORD.finditer(lowered) if found.group() in words]
    return [
        found.span()
        for found in _words_pattern(words).finditer(lowered)
        if not (found.start() and lowered[found.start() - 1].isalnum())  # a word's start, as WORD finds it
    ]


@lru_cache(maxsize=64)
def _words_pattern(words: frozenset[str]) -> re.Pattern[str]:
    """Any of ``words`` up to the end of a word (a run of :data:`WORD`); a match's start is
    checked apart, which lets the expression look for the words' first letters quickly."""
    alternatives = "|".join(re.escape(word) for word in sorted(words))
    return re.compile(rf"(?:{alternatives})(?![^\W_])")


def holds_phrase(text: str, lang: Lang, slots: tuple[tuple[str, ...], ...]) -> bool:
    """Whether ``text`` has a word with a form of each slot, one after the other (stop words
    are not counted, as the index does not count them)."""
    code = str(lang)
    found = [set(word_forms(word, code)) for word, _, _ in indexed_words(text, lang)]
    wanted = [set(forms) for forms in slots]
    return any(
        all(found[start + step] & forms for step, forms in enumerate(wanted))
        for start in range(len(found) - len(wanted) + 1)
        if found[start] & wanted[0]
    )


def holds_words_in_a_row(text: str, lang: Lang, slots: Sequence[frozenset[str]]) -> bool:
    """Whether ``text`` has one of the words of each slot, one after the other: what
    :func:`holds_phrase` tells, for a text whose words with the slots' forms are known (see
    :meth:`~checker.search.store.DocumentStore.words_with_forms`).

    The slots' words are found by :func:`word_spans`: a word follows another when no word the
    index counts stands between them.
    """
    places = [word_spans(text, words) for words in slots]
    if not all(places):
        return False
    starts = [[start for start, _ in spans] for spans in places]
    for _, end in places[0]:
        for step in range(1, len(places)):
            following = bisect_left(starts[step], end)
            if following == len(starts[step]):
                return False  # Nothing of this slot after here, nor after any later start.
            next_start, next_end = places[step][following]
            if indexed_words(text[end:next_start], lang):
                break
            end = next_end
        else:
            return True
    return False


@lru_cache(maxsize=4096)
def name_forms(name: str, lang: Lang) -> frozenset[str]:
    """Every indexed form of the words of a name."""
    return frozenset(form for position in analyse(name, lang) for form in position.forms)
