"""Which documents a search scores, and their scores, from the postings of the query's parts.

A part is a word (its forms and typo forms in every field) or a quoted phrase. The index hands
each part over as weighted postings: for each term the part may match, the score of that term
in every document holding it, documents in stored order (titles first, then clauses from the
shortest). This module only combines them, with set operations rather than by stepping through
the lists, so a word found in a quarter of all documents costs a few look-ups, not a walk.

A search scores a bounded number of documents: the first :data:`MAX_SCORED`, in stored order,
that its rarer parts find, and the first :data:`MAX_SCORED` that hold every part. A document's
score is the sum of its parts' scores, times ``1 + ALL_WORDS_BONUS`` when it holds them all.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from itertools import chain, islice
from typing import NamedTuple

ALL_WORDS_BONUS = 1.0
"""Extra weight (times its score) for a document that matches every part of the query."""
MAX_SCORED = 200
"""Most documents that find a search, and most documents holding every part, that are scored
in one language.

Documents are stored best first, so when a very common word matches more documents than this,
the ones left unscored are those that word's ranking would have put last anyway.
"""
COMMON_SHARE = 0.02
"""A part found in more than this share of a language's documents is common: it ranks the
documents that rarer parts find, but finds none by itself while a rarer part is there."""

SUPPORT_WEIGHT = 0.1
"""Most that an entry's other matching documents add to the score of each of its documents (a
tenth): enough to put first, among titles that match a query alike, the entry whose own
clauses use its words most ("encounter" finds Encounter Deck, Encounter Card and Encounter
Set by the same word of their titles, and the deck's clauses say it most often), too little to
lift a document over a clearly better match."""
SUPPORT_HALF = 5
"""Other matching documents at which an entry's support is half of :data:`SUPPORT_WEIGHT`."""

Postings = Mapping[int, float]
"""A term's score in each document that holds it, keyed by document number in ascending order;
its ``keys()`` a view that set operations take (a dictionary's)."""


class Part(NamedTuple):
    """One word or phrase of a query in one index: the weighted postings of its terms."""

    postings: tuple[tuple[float, Postings], ...]

    @property
    def size(self) -> int:
        """How many documents the part may be in (at most; a document may hold several terms)."""
        return sum(len(postings) for _, postings in self.postings)

    def scores(self, docnums: set[int]) -> dict[int, float]:
        """The part's score in each of ``docnums`` that holds it: its terms' weighted scores
        added in their order. Each term's documents are met by a set intersection, since most
        documents scored hold few of a part's terms."""
        found: dict[int, float] = {}
        for weight, postings in self.postings:
            for docnum in docnums & postings.keys():
                found[docnum] = found.get(docnum, 0.0) + weight * postings[docnum]
        return found

    def documents(self) -> set[int]:
        return set().union(*(postings.keys() for _, postings in self.postings))

    def among(self, docnums: set[int]) -> set[int]:
        """The documents of ``docnums`` that hold the part."""
        return set().union(*(docnums & postings.keys() for _, postings in self.postings))

    def first(self, count: int) -> Iterable[int]:
        """At least the first ``count`` documents of the part in stored order (maybe more)."""
        return chain.from_iterable(islice(postings, count) for _, postings in self.postings)


def rank(parts: list[Part], every_part_present: bool, doc_count: int) -> dict[int, float]:
    """The scores of the documents worth scoring for a query whose parts found in an index
    are ``parts``; ``every_part_present`` says whether the index holds all the query's parts.

    Common parts (see :data:`COMMON_SHARE`) only find documents when every part is common.
    """
    threshold = COMMON_SHARE * doc_count
    finders = [part for part in parts if part.size <= threshold] or parts
    found_first = set(chain.from_iterable(part.first(MAX_SCORED) for part in finders))
    candidates = set(sorted(found_first)[:MAX_SCORED])
    with_every: set[int] = set()
    if every_part_present and len(parts) > 1:
        rarest, *others = sorted(parts, key=lambda part: part.size)
        with_every = rarest.documents()
        for part in others:
            with_every = part.among(with_every)
        candidates.update(sorted(with_every)[:MAX_SCORED])
    bonus = 1.0 + ALL_WORDS_BONUS
    totals = dict.fromkeys(candidates, 0.0)
    for part in parts:
        for docnum, score in part.scores(candidates).items():
            totals[docnum] += score
    for docnum in with_every & candidates:
        totals[docnum] *= bonus
    return totals


def with_support(scores: dict[int, float], page_of: list[int]) -> dict[int, float]:
    """``scores``, each multiplied by its page's support: 1 for a page that only one of the
    scored documents is on, growing ever more slowly towards ``1 + SUPPORT_WEIGHT`` with the
    page's other scored documents (``page_of``: each document's page, as a number).

    >>> with_support({0: 2.0, 1: 2.0, 2: 1.0}, page_of=[0, 1, 1])
    {0: 2.0, 1: 2.033333333333333, 2: 1.0166666666666666}
    """
    found = Counter(page_of[docnum] for docnum in scores)
    return {
        docnum: score * (1.0 + SUPPORT_WEIGHT * (others := found[page_of[docnum]] - 1) / (others + SUPPORT_HALF))
        for docnum, score in scores.items()
    }
