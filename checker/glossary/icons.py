"""Game icons that reached the sources as letters of the icon font they were set in.

The scraped pages write the per-player icon as "(v)", and the Rules Reference compilation the
characters of the game's icon font (private-use code points). The glossary keeps the text as received;
whatever shows rules text to a reader (a page, a search result, the terminal) shows the icon
by its name in the reader's language.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from checker.i18n import N_, translate


# A named tuple, not a dataclass: a search imports this module (see checker.search).
class IconGlyph(NamedTuple):
    glyph: str
    """The letters standing for the icon in the sources."""
    name: str
    """A name for styles: ``per-player``."""
    label: str
    """The icon's short name, a catalog message."""
    description: str
    """What the icon means, a catalog message."""


_PER_PLAYER = (N_("per player"), N_("“Per player” icon: multiply by the number of players"))
ICON_GLYPHS = (
    IconGlyph("(v)", "per-player", *_PER_PLAYER),
    # The Rules Reference compilation keeps the characters of the game's icon font.
    IconGlyph("\uf524", "per-player", *_PER_PLAYER),
    IconGlyph("\uf520", "amplify", N_("amplify"), N_("Amplify icon")),
    IconGlyph("\uf528", "resource", N_("resource"),
              N_("Resource icon (the text does not say which resource)")),
)
_BY_GLYPH = {icon.glyph: icon for icon in ICON_GLYPHS}
_GLYPH = re.compile("|".join(re.escape(icon.glyph) for icon in ICON_GLYPHS))


def find_icons(text: str) -> list[tuple[int, int, IconGlyph]]:
    """Where ``text`` writes an icon as letters, and which icon.

    >>> [(start, end, icon.name) for start, end, icon in find_icons('the "per player" icon (v).')]
    [(22, 25, 'per-player')]
    """
    return [(found.start(), found.end(), _BY_GLYPH[found.group()]) for found in _GLYPH.finditer(text)]


def icon_html(icon: IconGlyph, lang: str) -> str:
    """The icon as a badge named in ``lang``, for readers and screen readers alike."""
    from html import escape  # Imported here, as in rules_text_html.

    described = escape(translate(lang, icon.description), quote=True)
    shown = escape(translate(lang, icon.label))
    return (
        f'<span class="mc-icon mc-icon--{icon.name}" role="img" title="{described}" aria-label="{described}">'
        f"{shown}</span>"
    )


def rules_text_html(text: str, lang: str) -> str:
    """``text`` as HTML, every icon glyph in it shown as a labelled icon.

    >>> rules_text_html('except the "per player" icon (v).', "en")
    'except the &quot;per player&quot; icon <span class="mc-icon mc-icon--per-player" role="img" title="“Per player” icon: multiply by the number of players" aria-label="“Per player” icon: multiply by the number of players">per player</span>.'
    """
    # Imported here: a search shown in a terminal has no HTML to write, and html loads the
    # table of every named character.
    from html import escape

    pieces, cursor = [], 0
    for start, end, icon in find_icons(text):
        pieces += [escape(text[cursor:start]), icon_html(icon, lang)]
        cursor = end
    pieces.append(escape(text[cursor:]))
    return "".join(pieces)
