"""Words that a reader writes apart and the rules write as one, or the other way round.

The rules write some terms as one word ("Quickstrike") and others as two ("Main Scheme",
"Ataque veloz"); a reader may type either ("quick strike", "quick-strike", "mainscheme",
"ataqueveloz"). Which words are words is the texts' business, so each function is given a
test of whether the texts hold a word; nothing here knows a term.

- Two query words in a row that the texts hold as one word also look for that word.
- A query word that the index does not know, and that reads as two words the texts hold, is
  looked for as those two words.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import NamedTuple

MIN_PART = 3
"""Fewest letters of each of the two words a query word is split into: shorter pieces ("de",
"in") are found inside nearly any word."""


class QueryWord(NamedTuple):
    """A word to look for, and the words of the texts it forms with the word before or after it."""

    text: str
    compounds: tuple[str, ...] = ()


def split_compound(word: str, is_word: Callable[[str], bool]) -> tuple[str, str] | None:
    """The two words of the texts that ``word`` joins, each of :data:`MIN_PART` letters or
    more; the most even split when several read so. None when none does.

    >>> split_compound("MainScheme", {"main", "scheme", "mains"}.__contains__)
    ('main', 'scheme')
    >>> split_compound("ecnounter", {"encounter"}.__contains__) is None
    True
    """
    lowered = word.lower()
    splits = [
        (lowered[:cut], lowered[cut:])
        for cut in range(MIN_PART, len(lowered) - MIN_PART + 1)
        if is_word(lowered[:cut]) and is_word(lowered[cut:])
    ]
    return max(splits, key=lambda halves: min(map(len, halves)), default=None)


def compound_words(
    words: Sequence[str], is_known: Callable[[str], bool], is_word: Callable[[str], bool]
) -> tuple[QueryWord, ...]:
    """The query's ``words`` as they are looked for: each word carries the words of the texts
    (``is_word``) it forms with a neighbour the reader typed; a word that forms none, that the
    index does not know (``is_known``) and that :func:`split_compound` splits, becomes its two
    words.

    >>> texts = {"quickstrike", "main", "scheme"}.__contains__
    >>> compound_words(["quick", "strike", "mainscheme"], texts, texts)
    (QueryWord(text='quick', compounds=('quickstrike',)), QueryWord(text='strike', compounds=('quickstrike',)), QueryWord(text='main', compounds=()), QueryWord(text='scheme', compounds=()))
    """
    joined = [
        compound if is_word(compound := (first + second).lower()) else None
        for first, second in zip(words, words[1:])
    ]
    found: list[QueryWord] = []
    for place, word in enumerate(words):
        neighbours = (joined[place - 1] if place else None, joined[place] if place < len(joined) else None)
        compounds = tuple(dict.fromkeys(compound for compound in neighbours if compound))
        halves = None if compounds or is_known(word) else split_compound(word, is_word)
        found += [QueryWord(half) for half in halves] if halves else [QueryWord(word, compounds)]
    return tuple(found)


def joined_reading(words: Sequence[QueryWord]) -> tuple[str, ...]:
    """The words with each pair that forms a compound written as that compound, pairs taken
    from the left.

    >>> joined_reading([QueryWord("quick", ("quickstrike",)), QueryWord("strike", ("quickstrike",)), QueryWord("deck")])
    ('quickstrike', 'deck')
    """
    reading: list[str] = []
    place = 0
    while place < len(words):
        word = words[place]
        following = words[place + 1] if place + 1 < len(words) else None
        shared = [compound for compound in word.compounds if following and compound in following.compounds]
        if shared:
            reading.append(shared[0])
            place += 2
        else:
            reading.append(word.text)
            place += 1
    return tuple(reading)
