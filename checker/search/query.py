"""Turning what a reader typed into words and quoted phrases, within fixed bounds.

The search has no query language: no fields, ranges, wildcards or boolean operators, so a
reader cannot reach internal fields or ask for an expensive expansion. What remains is words
(each may match with a typo) and ``"quoted phrases"`` (matched word for word, in order). An
unclosed quote runs to the end of the query.
"""

from __future__ import annotations

import re
import unicodedata
from typing import NamedTuple

MAX_QUERY_CHARS = 200
"""Longer queries are cut here: nobody types a rule lookup this long, and it bounds the work."""
MAX_WORDS = 8
"""Words beyond this many (counting those inside phrases) are ignored."""
MAX_LIMIT = 50
"""Most hits one search returns."""

_PART = re.compile(r'"([^"]*)"?|([^"]+)')
_WORD = re.compile(r"[^\W_]+")


class ParsedQuery(NamedTuple):
    """The words to look for one by one, and the phrases to look for word by word in order."""

    words: tuple[str, ...]
    phrases: tuple[tuple[str, ...], ...]

    def __bool__(self) -> bool:
        return bool(self.words or self.phrases)


def clean(text: str) -> str:
    """``text`` cut to :data:`MAX_QUERY_CHARS`, with control and format characters as spaces.

    >>> clean("boca\\x00abajo\\u202e")
    'boca abajo'
    """
    visible = "".join(
        " " if unicodedata.category(char).startswith("C") else char
        for char in text[:MAX_QUERY_CHARS]
    )
    return " ".join(visible.split())


def parse(text: str) -> ParsedQuery:
    """The words and phrases of ``text``; punctuation and operators only separate words.

    >>> parse('field:junk "boca abajo" xyz~9')
    ParsedQuery(words=('field', 'junk', 'xyz', '9'), phrases=(('boca', 'abajo'),))
    >>> parse('AND OR (')
    ParsedQuery(words=('AND', 'OR'), phrases=())
    """
    words: list[str] = []
    phrases: list[tuple[str, ...]] = []
    budget = MAX_WORDS
    for match in _PART.finditer(clean(text)):
        quoted, plain = match.groups()
        found = _WORD.findall(quoted if quoted is not None else plain)[:budget]
        budget -= len(found)
        if quoted is not None and len(found) > 1:
            phrases.append(tuple(found))
        else:
            words.extend(found)
        if budget <= 0:
            break
    return ParsedQuery(tuple(words), tuple(phrases))


def max_edits(word: str) -> int:
    """How many typos a word may carry and still match: none under 4 letters, 1 up to 7, then 2.

    Short words get no tolerance because nearly every 3-letter stem is one edit away from
    another; the cap of 2 keeps fuzzy expansion cheap whatever the reader types.

    >>> [max_edits(word) for word in ("mazo", "amenza", "aceleracoin", "de")]
    [1, 1, 2, 0]
    """
    if len(word) < 4:
        return 0
    return 1 if len(word) < 8 else 2
