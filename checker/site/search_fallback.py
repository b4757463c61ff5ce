"""Accent-folded words for Material's built-in search, the fallback on a plain static host.

Material's search neither folds accents nor stems unaccented Spanish, so "aceleracion" finds
nothing. Appending to each indexed section the folded spelling of its accented words makes
the unaccented query match, without changing what the page shows.
"""

from __future__ import annotations

import re

from checker.glossary.terms import fold

_WORD = re.compile(r"\w+")


def folded_words(text: str) -> list[str]:
    """The folded form of every word of ``text`` that folding changes, once each, in order.

    >>> folded_words("Aceleración y ficha de aceleración; Némesis")
    ['aceleracion', 'nemesis']
    """
    seen: dict[str, None] = {}
    for word in _WORD.findall(text):
        if word.isascii():
            continue
        folded = fold(word)
        if folded != word.casefold():
            seen.setdefault(folded, None)
    return list(seen)


def add_folded_text(entry: dict[str, str]) -> None:
    """Extend one search index entry (``title``, ``text``) with its folded words, once."""
    words = folded_words(f"{entry.get('title', '')} {entry.get('text', '')}")
    present = set(_WORD.findall(entry.get("text", "")))
    missing = [word for word in words if word not in present]
    if missing:
        entry["text"] = f"{entry.get('text', '')} {' '.join(missing)}".strip()
