"""The blocks of the "Writing a ruling" guide that are generated from the code's declarations.

The guide (``docs/<lang>/writing-a-ruling.md``) is written by hand, except four blocks, each the
first of its shape after a heading (:data:`BLOCKS`):

* under ``{ #attributes }``, a Markdown table of every attribute of the state
  (:mod:`checker.engine.schema`), with its words in both languages (each marked with its
  language), what it says and its default: :func:`guide_table`;
* under ``{ #cards }``, a ``text`` block of what a card prints (:mod:`checker.engine.card_schema`):
  :func:`cards_block`;
* under ``{ #actions }`` and ``{ #facts }``, a paragraph with an example of every action and
  every fact of the scenario notation (:mod:`checker.scenarios.phrases`): :func:`phrase_list`.

:func:`with_generated_blocks` puts them in place of the ones a page has
(``scripts/write_guide_tables.py`` does so for both guides); the prose around them stays.

>>> print(guide_table("en").splitlines()[2])
| Section | <code lang="en">players</code> | <code lang="es">jugadores</code> | the seats, clockwise, each with its flags in parentheses: `first`, `out`, `changed-form`, `deck-waiting` |  |
>>> print(next(line for line in cards_block("es").splitlines() if line.startswith("atq")))
atq=1                             ataque
"""

from __future__ import annotations

import re
import textwrap
from collections.abc import Callable
from dataclasses import dataclass

from checker.engine import card_schema, schema
from checker.engine.cards import Side
from checker.scenarios.phrases import ACTIONS, FACTS, Phrase

WIDTH = 100
"""The guides' lines are wrapped at this width."""

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


class GeneratedBlockMissing(ValueError):
    """The page has no heading with the block's anchor followed by a block of its shape."""


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


ABOUT_COLUMN = 34
"""Where the meaning of a printed attribute starts, in the lines of :func:`cards_block`."""

LIST_COLUMN = 18
"""Where the words of a list start, in the lines of :func:`cards_block`."""


def _described(head: str, about: str) -> list[str]:
    """``head`` and ``about`` side by side; ``about`` on the next lines when ``head`` is too long."""
    indent = " " * ABOUT_COLUMN
    if len(head) < ABOUT_COLUMN:
        return textwrap.wrap(about, WIDTH, initial_indent=head.ljust(ABOUT_COLUMN), subsequent_indent=indent,
                             break_on_hyphens=False)
    return [head, *textwrap.wrap(about, WIDTH, initial_indent=indent, subsequent_indent=indent,
                                 break_on_hyphens=False)]


def _word_list(title: str, items: list[str]) -> list[str]:
    """``title:`` and the items after it, wrapped under one another; an item is never split."""
    lines, line = [], f"{title}:".ljust(LIST_COLUMN)
    for item in items:
        if len(line) + len(item) > WIDTH and line.strip():
            lines.append(line.rstrip())
            line = " " * LIST_COLUMN
        line += item + "  "
    return [*lines, line.rstrip()]


def cards_block(lang: str) -> str:
    """The ``text`` block of every printed attribute, flag and word of a card, in ``lang``."""
    lines = ["```text"]
    for attribute in card_schema.ATTRIBUTES.values():
        lines += _described(f"{attribute.word(lang)}={attribute.example(lang)}", attribute.about(lang))
    for flag in card_schema.FLAGS.values():
        lines += _described(flag.word(lang), flag.about(lang))
    lines += _described(card_schema.KEYWORD_VALUES.example(lang), card_schema.KEYWORD_VALUES.about(lang))
    lines.append("")
    for group, en_title, es_title in card_schema.WORD_LISTS:
        items = []
        for word in card_schema.GROUPS[group]:
            about = f" ({word.about(lang)})" if word.about(lang) else ""
            items.append(f"{word.word(lang)}{word.example(lang)}{about}")
        if group == "effects":
            items.append(card_schema.OTHER_EFFECTS[lang])
        lines += _word_list(en_title if lang == "en" else es_title, items)
    return "\n".join([*lines, "```"]) + "\n"


def _example(phrase: Phrase, lang: str) -> str:
    """One item of a phrase list: the phrase's example, and its note in parentheses."""
    item = f"`{phrase.example_text(lang)}`"
    note = phrase.guide_note(lang)
    return f"{item} ({note})" if note else item


def phrase_list(phrases: tuple[Phrase, ...], lang: str) -> str:
    """The paragraph that shows every phrase of ``phrases`` by its example, in ``lang``."""
    text = " · ".join(_example(phrase, lang) for phrase in phrases) + "."
    return "\n".join(textwrap.wrap(text, WIDTH, break_on_hyphens=False, break_long_words=False)) + "\n"


@dataclass(frozen=True)
class GeneratedBlock:
    """A block of the guide written from the code: the first of its shape after its heading."""

    anchor: str
    """The attribute list of the heading the block follows."""
    shape: re.Pattern[str]
    write: Callable[[str], str]
    """The block in a language."""


TABLE = re.compile(r"(?:^\|.*\n)+", re.M)
TEXT_FENCE = re.compile(r"^```text\n.*?^```\n", re.M | re.S)
PARAGRAPH = re.compile(r"(?:^(?!```|#|\s*$).*\n)+", re.M)

BLOCKS = (
    GeneratedBlock("{ #attributes }", TABLE, guide_table),
    GeneratedBlock("{ #cards }", TEXT_FENCE, cards_block),
    GeneratedBlock("{ #actions }", PARAGRAPH, lambda lang: phrase_list(ACTIONS, lang)),
    GeneratedBlock("{ #facts }", PARAGRAPH, lambda lang: phrase_list(FACTS, lang)),
)
"""Every generated block of the guide, in the order of the page."""


def with_generated_block(markdown: str, block: GeneratedBlock, lang: str) -> str:
    """``markdown`` with the first block of ``block``'s shape in its section replaced by the generated one."""
    heading = markdown.find(block.anchor)
    if heading < 0:
        raise GeneratedBlockMissing(block.anchor)
    start = markdown.index("\n", heading) + 1
    found = block.shape.search(markdown, start)
    next_heading = re.compile(r"^#", re.M).search(markdown, start)
    if found is None or (next_heading is not None and next_heading.start() < found.start()):
        raise GeneratedBlockMissing(block.anchor)
    return markdown[: found.start()] + block.write(lang) + markdown[found.end() :]


def with_generated_blocks(markdown: str, lang: str) -> str:
    """``markdown`` with every block of :data:`BLOCKS` replaced by the generated one."""
    for block in BLOCKS:
        markdown = with_generated_block(markdown, block, lang)
    return markdown
