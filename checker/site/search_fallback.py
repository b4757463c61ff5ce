"""Material's built-in search, the fallback on a plain static host: what it indexes of a page.

Material's search neither folds accents nor stems unaccented Spanish, so "aceleracion" finds
nothing. Appending to each indexed section the folded spelling of its accented words, as often
as they occur, makes the unaccented query match and weigh a section as the accented one would,
without changing what the page shows.

Code blocks are left out: a reader searches the rules' words, and a block of scenario notation
or of a failure report repeats them ("aceleracion=1") without being about them. The scenario
blocks carry ``data-search-exclude``; blocks written in a hand-written page do not.
"""

from __future__ import annotations

import re
from collections import Counter

from checker.glossary.terms import fold

_WORD = re.compile(r"\w+")
_CODE_BLOCK = re.compile(r"<pre\b[^>]*>.*?</pre>", re.DOTALL)


def folded_words(text: str) -> list[str]:
    """The folded form of every word of ``text`` that folding changes, each time it occurs.

    >>> folded_words("Aceleración y ficha de aceleración; Némesis")
    ['aceleracion', 'aceleracion', 'nemesis']
    """
    return [
        folded
        for word in _WORD.findall(text)
        if not word.isascii() and (folded := fold(word)) != word.casefold()
    ]


def without_code_blocks(text: str) -> str:
    """``text`` (a search entry's HTML) without its ``<pre>`` blocks.

    >>> without_code_blocks("<p>Pasos:</p><pre><code>Dado: fase: villano 1\\n</code></pre><p>Fin.</p>")
    '<p>Pasos:</p> <p>Fin.</p>'
    """
    return _CODE_BLOCK.sub(" ", text)


def add_folded_text(entry: dict[str, str]) -> None:
    """Make one search index entry (``title``, ``text``) searchable without accents or code:
    drop its code blocks, then add each folded word as often as the entry lacks it."""
    text = without_code_blocks(entry.get("text", ""))
    wanted = Counter(folded_words(f"{entry.get('title', '')} {text}"))
    missing = wanted - Counter(_WORD.findall(text))
    if missing:
        text = f"{text} {' '.join(missing.elements())}".strip()
    entry["text"] = text
