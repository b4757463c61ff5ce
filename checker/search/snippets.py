"""Cutting a clause down to a snippet around its first match, and marking the matches.

Spans are ``(start, end)`` character offsets; they never overlap once :func:`merge` has run.
"""

from __future__ import annotations

import re

from checker.glossary.icons import rules_text_html

Span = tuple[int, int]

SNIPPET_CHARS = 200
"""Longest snippet, not counting the ellipses that show where the clause was cut."""
LEAD_CHARS = 60
"""How much text to keep before the first match when the clause has to be cut."""
ELLIPSIS = "…"


def merge(spans: list[Span], text: str = "") -> list[Span]:
    """``spans`` sorted, with overlapping ones and those only spaces apart in ``text`` joined.

    >>> merge([(5, 9), (0, 3), (8, 12), (12, 14)])
    [(0, 3), (5, 14)]
    >>> merge([(0, 4), (5, 10)], "boca abajo")
    [(0, 10)]
    """
    merged: list[Span] = []
    for start, end in sorted(spans):
        if merged and (start <= merged[-1][1] or (text and not text[merged[-1][1] : start].strip())):
            merged[-1] = (merged[-1][0], max(end, merged[-1][1]))
        else:
            merged.append((start, end))
    return merged


_QUOTED = re.compile(r'"[^"\n]*"|“[^”\n]*”|«[^»\n]*»')
"""A quotation: straight quotes pair up in order, curly and angle quotes by their shape."""


def keep_quotations_whole(spans: list[Span], text: str) -> list[Span]:
    """``spans`` widened so that none starts or ends inside a quotation it does not hold whole.

    A mark that began after an opening quote and ended after the closing one would read as
    a quotation of its own: ``«icono de "por jugador»"``.

    >>> text = 'except the "per player" icon (v).'
    >>> keep_quotations_whole([(12, 28)], text), text[11:28]
    ([(11, 28)], '"per player" icon')
    >>> keep_quotations_whole([(12, 15)], text)
    [(12, 15)]
    """
    quotations = [found.span() for found in _QUOTED.finditer(text)]
    widened = []
    for start, end in spans:
        for left, right in quotations:
            inside = left < start < right or left < end < right
            if inside and not (left < start and end < right):
                start, end = min(start, left), max(end, right)
        widened.append((start, end))
    return merge(widened)


def window(text: str, spans: list[Span]) -> tuple[str, list[Span]]:
    """A snippet of ``text`` around the first span, cut at spaces, and the spans inside it.

    >>> window("short text", [(6, 10)])
    ('short text', [(6, 10)])
    >>> snippet, inside = window("word " * 60 + "target " + "word " * 60, [(300, 306)])
    >>> snippet[inside[0][0]:inside[0][1]], snippet[0], snippet[-1]
    ('target', '…', '…')
    """
    spans = keep_quotations_whole(merge(spans, text), text)
    if len(text) <= SNIPPET_CHARS:
        return text, spans
    first = spans[0][0] if spans else 0
    start = max(0, first - LEAD_CHARS)
    if start:
        space = text.find(" ", start, first)
        start = space + 1 if space != -1 else start
    end = min(len(text), start + SNIPPET_CHARS)
    if end < len(text):
        space = text.rfind(" ", start, end)
        end = space if space > first else end
    prefix = ELLIPSIS if start else ""
    suffix = ELLIPSIS if end < len(text) else ""
    shift = len(prefix) - start
    inside = [
        (max(s, start) + shift, min(e, end) + shift) for s, e in spans if s < end and e > start
    ]
    return prefix + text[start:end] + suffix, inside


def marked(text: str, spans: list[Span], before: str, after: str) -> str:
    """``text`` with ``before`` and ``after`` around every span.

    >>> marked("boca abajo", [(5, 10)], "«", "»")
    'boca «abajo»'
    """
    pieces: list[str] = []
    cursor = 0
    for start, end in spans:
        pieces += [text[cursor:start], before, text[start:end], after]
        cursor = end
    pieces.append(text[cursor:])
    return "".join(pieces)


def to_html(text: str, spans: list[Span], lang: str) -> str:
    """``text`` HTML-escaped, with every span in ``<mark>`` and icons named in ``lang``.

    >>> to_html("<b>Amenaza</b> & co", [(3, 10)], "es")
    '&lt;b&gt;<mark>Amenaza</mark>&lt;/b&gt; &amp; co'
    >>> to_html("icono (v)", [(0, 5)], "es")  # doctest: +ELLIPSIS
    '<mark>icono</mark> <span class="mc-icon mc-icon--per-player" ...>por jugador</span>'
    """
    pieces: list[str] = []
    cursor = 0
    for start, end in spans:
        pieces += [rules_text_html(text[cursor:start], lang), "<mark>", rules_text_html(text[start:end], lang), "</mark>"]
        cursor = end
    pieces.append(rules_text_html(text[cursor:], lang))
    return "".join(pieces)
