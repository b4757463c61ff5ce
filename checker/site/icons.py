"""Game icons that reached the sources as letters, shown as icons again.

The scraped pages carry the rules' icon glyphs as the letters of the icon font they were set in:
"(v)" is the per-player icon. The glossary keeps the text as received; pages show the icon,
named in the page's language for readers and screen readers.
"""

from __future__ import annotations

import re
from html import escape

from checker.glossary.model import Lang
from checker.i18n import N_
from checker.site.text import translate

ICON_GLYPHS = {"(v)": ("per-player", N_("per player"), N_("“Per player” icon: multiply by the number of players"))}
"""Glyph as it appears in the sources -> (CSS name, short label, description)."""

_GLYPH = re.compile("|".join(re.escape(escape(glyph)) for glyph in ICON_GLYPHS))


def rules_text_html(text: str, lang: Lang) -> str:
    """``text`` as HTML, every icon glyph in it shown as a labelled icon.

    >>> rules_text_html('except the "per player" icon (v).', Lang.EN)
    'except the &quot;per player&quot; icon <span class="mc-icon mc-icon--per-player" role="img" title="“Per player” icon: multiply by the number of players" aria-label="“Per player” icon: multiply by the number of players">per player</span>.'
    """

    def icon(match: re.Match) -> str:
        name, label, description = ICON_GLYPHS[match.group(0)]
        described = escape(translate(lang, description), quote=True)
        shown = escape(translate(lang, label))
        return (
            f'<span class="mc-icon mc-icon--{name}" role="img" title="{described}" aria-label="{described}">'
            f"{shown}</span>"
        )

    return _GLYPH.sub(icon, escape(text))
