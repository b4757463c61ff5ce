"""Telling Spanish text from English text, by function words and spelling.

Rules text is long enough that counting the commonest words of each language is reliable;
titles are too short for that, so :func:`detect` also accepts the term table's verdict.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from checker.glossary.model import Lang

_SPANISH_WORDS = frozenset(
    "de la el los las que y en se del por con una un su sus para al es lo como más o si "
    "cuando esta este esa ese hay ha son está están carta cartas juego jugador jugadores "
    "mazo fichas ficha".split()
)
_ENGLISH_WORDS = frozenset(
    "the of and to is in that are a an on for with it its this be by as or if when from "
    "each any all card cards player players deck game play".split()
)
_SPANISH_LETTERS = re.compile(r"[áéíóúñ¿¡]", re.IGNORECASE)
_WORD = re.compile(r"[^\W\d_]+")
SAMPLE_CHARS = 600
"""A few sentences tell the language as surely as a whole page does."""


def _is_word_character(character: str) -> bool:
    """Whether :data:`_WORD` takes ``character`` into a word: a letter, or a number other than
    a decimal digit."""
    return character.isalnum() and not character.isdecimal()


def _latin1_word_byte(code: int) -> int:
    character = chr(code)
    if not _is_word_character(character):
        return ord(" ")
    lower = character.lower()
    return ord(lower) if len(lower) == 1 and ord(lower) < 256 else code


_LATIN1_WORDS = bytes(map(_latin1_word_byte, range(256)))
"""A ``bytes.translate`` table for text in Latin-1: a character of a word in lower case, any
other character a space. A Spanish or English line is nearly always Latin-1, and one pass of
this table over its bytes finds its words several times faster than :data:`_WORD` does."""
_NOT_SPANISH_LETTERS = bytes(code for code in range(256) if not _SPANISH_LETTERS.match(chr(code)))
_ENGLISH_POINT = 1 << 32
"""A text's Spanish and English points add up in one number, the English ones in units of this:
one pass over its words counts both, and no text has this many Spanish points."""
_POINTS = {
    word.encode("latin-1"): (word in _SPANISH_WORDS) + (word in _ENGLISH_WORDS) * _ENGLISH_POINT
    for word in _SPANISH_WORDS | _ENGLISH_WORDS
}


def scores(text: str) -> dict[Lang, int]:
    """How Spanish and how English ``text`` looks: one point per tell-tale word or letter.

    >>> scores("Las cartas de la mano están fuera del juego.")[Lang.ES] > 3
    True
    """
    spanish, english = counts(text)
    return {Lang.ES: spanish, Lang.EN: english}


def counts(text: str) -> tuple[int, int]:
    """The Spanish and the English points of :func:`scores`, as a pair."""
    text = text[:SAMPLE_CHARS]
    try:
        latin1 = text.encode("latin-1")
    except UnicodeEncodeError:
        return _counts_of_words(text)
    # Lower case stands in for the case fold here: in Latin-1 they differ only in letters
    # (ß, µ) that no word of either list holds.
    points = sum(filter(None, map(_POINTS.get, latin1.translate(_LATIN1_WORDS).split())))
    english, spanish = divmod(points, _ENGLISH_POINT)
    # Every Spanish letter is beyond ASCII, and a string knows whether it is ASCII without a look.
    if text.isascii():
        return spanish, english
    return spanish + len(latin1.translate(None, _NOT_SPANISH_LETTERS)), english


def _counts_of_words(text: str) -> tuple[int, int]:
    """:func:`counts` of any text, by the words :data:`_WORD` finds."""
    words = list(map(str.casefold, _WORD.findall(text)))
    return (
        len(list(filter(_SPANISH_WORDS.__contains__, words))) + len(_SPANISH_LETTERS.findall(text)),
        len(list(filter(_ENGLISH_WORDS.__contains__, words))),
    )


def joined_scores(texts: Iterable[str], memo: dict[str, tuple[int, int]] | None = None) -> dict[Lang, int]:
    """The :func:`scores` of ``texts`` joined by spaces, added up from each text's :func:`counts`.

    No word spans the space between two texts, so the sum is exact; only the text that the
    sample ends in is counted again, cut where the sample ends. ``memo`` keeps each whole
    text's counts, for a caller that reads the same lines in several groupings.

    >>> texts = ["Si el jugador", "roba una carta", "of the deck"]
    >>> joined_scores(texts) == scores(" ".join(texts)) == joined_scores(texts, {})
    True
    """
    spanish = english = 0
    room = SAMPLE_CHARS
    for text in texts:
        if room <= 0:
            break
        if len(text) > room:
            found = counts(text[:room])
        elif memo is None:
            found = counts(text)
        else:
            # Looked up here rather than in a function the caller passes: every text of a
            # page's groupings goes through this line.
            found = memo.get(text)
            if found is None:
                found = memo[text] = counts(text)
        spanish += found[0]
        english += found[1]
        room -= len(text) + 1
    return {Lang.ES: spanish, Lang.EN: english}


def verdict(score: dict[Lang, int], hint: Lang | None = None) -> Lang | None:
    """The language that ``score`` favours, or ``hint`` on a tie."""
    if score[Lang.ES] == score[Lang.EN]:
        return hint
    return Lang.ES if score[Lang.ES] > score[Lang.EN] else Lang.EN


def detect(text: str, hint: Lang | None = None) -> Lang | None:
    """The language ``text`` is in, or ``hint`` when the text does not tell.

    >>> detect("If a card is in play, its text is active and it can affect the game.")
    <Lang.EN: 'en'>
    >>> detect("Rhino") is None
    True
    """
    return verdict(scores(text), hint)
