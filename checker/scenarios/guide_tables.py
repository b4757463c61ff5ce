"""The table of the state's attributes in the "Writing a ruling" guide, generated from the schema.

The guide (``docs/<lang>/writing-a-ruling.md``) shows, under its heading ``{ #attributes }``, one
Markdown table: every attribute of :mod:`checker.engine.schema` with its words in both
languages (each marked with its language), what it says and its default. The prose around the table is written by hand; the
table is :func:`guide_table`, and :func:`with_guide_table` puts it in place of the one a page
has (``scripts/write_guide_tables.py`` does so for both guides).

>>> print(guide_table("en").splitlines()[2])
| Section | <code lang="en">players</code> | <code lang="es">jugadores</code> | the seats, clockwise, each with its flags in parentheses |  |
"""

from __future__ import annotations

import re

from checker.engine import schema
from checker.engine.cards import Side

ANCHOR = "{ #attributes }"
"""The attribute list of the heading the table follows."""

GROUPS = (
    ("sections", "Section", "Sección"),
    ("zones", "Zone", "Zona"),
    ("seat_flags", "Seat flag", "Marca de asiento"),
    ("attributes", "Card attribute", "Atributo de carta"),
    ("counters", "Counter", "Contador"),
)
"""The groups of the schema the table shows, in order, with the name of their kind in each language."""

HEAD = {
    "en": ("Kind", "English", "Spanish", "What it says", "Default"),
    "es": ("Clase", "Inglés", "Español", "Qué dice", "Por defecto"),
}

_TABLE = re.compile(r"(?:^\|.*\n)+", re.M)


class GuideTableMissing(ValueError):
    """The page has no heading ``{ #attributes }`` followed by a table."""


def _default(attribute: schema.Attribute) -> str:
    """A number, the seed or a side; the other attributes say their default in words, if any."""
    shown = attribute.type in (int, str, Side) and attribute.default is not None
    return f"`{attribute.default}`" if shown else ""


def _word(word: str, lang: str) -> str:
    """A keyword in the language it belongs to, so that a page in the other language marks it as foreign."""
    return f'<code lang="{lang}">{word}</code>'


def guide_table(lang: str) -> str:
    """The Markdown table of every attribute of the state, in ``lang``."""
    lines = ["| " + " | ".join(HEAD[lang]) + " |", "|" + "---|" * len(HEAD[lang])]
    for group, en_kind, es_kind in GROUPS:
        kind = en_kind if lang == "en" else es_kind
        for attribute in schema.GROUPS[group]:
            cells = (kind, _word(attribute.en, "en"), _word(attribute.es, "es"), attribute.about(lang), _default(attribute))
            lines.append("| " + " | ".join(cells) + " |")
    return "\n".join(lines) + "\n"


def with_guide_table(markdown: str, lang: str) -> str:
    """``markdown`` with the table of the section ``{ #attributes }`` replaced by :func:`guide_table`."""
    heading = markdown.find(ANCHOR)
    table = _TABLE.search(markdown, heading) if heading >= 0 else None
    next_heading = re.compile(r"^#", re.M).search(markdown, heading + len(ANCHOR))
    if table is None or (next_heading is not None and next_heading.start() < table.start()):
        raise GuideTableMissing(ANCHOR)
    return markdown[: table.start()] + guide_table(lang) + markdown[table.end() :]
