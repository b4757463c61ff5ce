"""Alphabetical order as a Spanish reader expects it.

Accented vowels sort with their base letter ("Ámbito" files under A) and "ñ" is a letter of
its own, right after "n". Case and accents only break ties.
"""

from __future__ import annotations

from checker.glossary.terms import fold

_AFTER_N = "n\U0010ffff"
"""Stands in for "ñ": sorts after every "n" followed by a letter, and before "o"."""


def sort_key(text: str) -> tuple[str, str]:
    """A key that orders ``text`` in Spanish alphabetical order.

    >>> sorted(["Zona", "Ámbito", "ñandú", "Nube", "abeja"], key=sort_key)
    ['abeja', 'Ámbito', 'Nube', 'ñandú', 'Zona']
    """
    marked = text.casefold().replace("ñ", _AFTER_N)
    return fold(marked), text


def initial(text: str) -> str:
    """The letter ``text`` is filed under in an index: "Ámbito" under "A", "Ñu" under "Ñ".

    >>> [initial(word) for word in ("Ámbito", "ñu", "Éter", "3 jugadores")]
    ['A', 'Ñ', 'E', '#']
    """
    first = text.strip()[:1].casefold()
    if first == "ñ":
        return "Ñ"
    folded = fold(first)
    return folded.upper() if folded.isalpha() else "#"
