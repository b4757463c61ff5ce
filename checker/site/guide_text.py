"""The hand-written pages of the site as the search index reads them: sections of plain text.

A page (``docs/<lang>/<page>.md``) is cut at each heading; each section keeps the heading's
anchor, as the table of contents gives it (the ``{ #id }`` written after the heading, or the
heading's slug), so a hit leads to it. The text loses its Markdown: code fences (scenarios, and
their failure reports, are code and not prose), link targets, emphasis marks, table rules,
HTML tags and attribute lists; inline code keeps its words.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from markdown.extensions.toc import slugify

from checker.glossary.model import Lang
from checker.search.documents import PageSection
from checker.search.urls import PageKind

_HEADING = re.compile(r"^(#{1,6})\s+(.*?)\s*#*\s*$")
_ATTRIBUTES = re.compile(r"\s*\{:?\s*[#.][^{}]*\}\s*$")
_ANCHOR = re.compile(r"#([\w-]+)")
_FENCE = re.compile(r"^\s*(`{3,}|~{3,})")
_CODE_SPAN = re.compile(r"(`+)(.+?)\1")
_IMAGE_OR_LINK = re.compile(r"!?\[([^\]]*)\](?:\([^)]*\)|\[[^\]]*\])")
_EMPHASIS = re.compile(r"(\*\*|__|\*|(?<!\w)_)(\S(?:.*?\S)?)\1(?!\w)")
_HTML_TAG = re.compile(r"</?[a-zA-Z][^>]*>")
_ADMONITION = re.compile(r'^(?:!!!|\?\?\?\+?)\s*\w+(?:\s+"([^"]*)")?\s*$')
_LIST_MARKER = re.compile(r"^\s*(?:[-*+]|\d+\.)\s+|^\s*>\s?")
_TABLE_RULE = re.compile(r"^\s*\|?\s*:?-{3,}:?\s*(?:\|\s*:?-{3,}:?\s*)*\|?\s*$")
_SPACES = re.compile(r"\s+")


@dataclass
class _Section:
    level: int
    heading: str
    anchor: str
    lines: list[str]


def plain_inline(text: str) -> str:
    """One line of Markdown as plain words: code spans keep their text, links their label.

    >>> plain_inline("See **[Reading an entry](reading-an-entry.md#clause-ids)**, `main-scheme.4.2` <b>now</b>")
    'See Reading an entry, main-scheme.4.2 now'
    """
    parts = []
    for index, piece in enumerate(_CODE_SPAN.split(text)):
        # split() gives text, the backticks, the code, text...: code is every third piece from 2.
        if index % 3 == 1:
            continue
        if index % 3 == 2:
            parts.append(piece.strip())
            continue
        piece = _IMAGE_OR_LINK.sub(r"\1", piece)
        piece = _HTML_TAG.sub("", piece)
        while (stripped := _EMPHASIS.sub(r"\2", piece)) != piece:
            piece = stripped
        parts.append(piece)
    return "".join(parts)


def _heading(line: str) -> tuple[int, str, str] | None:
    """The level, plain text and anchor of a Markdown heading line; None for any other line."""
    found = _HEADING.match(line)
    if not found:
        return None
    text = found.group(2)
    attributes = _ATTRIBUTES.search(text)
    anchor = None
    if attributes:
        anchor = next(iter(_ANCHOR.findall(attributes.group())), None)
        text = text[: attributes.start()]
    title = plain_inline(text).strip()
    return len(found.group(1)), title, anchor or slugify(title, "-")


def _without_front_matter(lines: list[str]) -> list[str]:
    if lines and lines[0].strip() == "---" and "---" in (line.strip() for line in lines[1:]):
        return lines[[line.strip() for line in lines].index("---", 1) + 1 :]
    return lines


def plain_text(lines: list[str]) -> str:
    """Markdown lines as plain text: a paragraph is read whole (a code span may run on to the
    next line), a table row by row."""
    blocks: list[str] = []
    paragraph: list[str] = []
    for line in [*lines, ""]:
        admonition = _ADMONITION.match(line.strip())
        is_row = line.lstrip().startswith("|")
        if paragraph and (not line.strip() or is_row or admonition or _LIST_MARKER.match(line)):
            blocks.append(plain_inline(" ".join(paragraph)))
            paragraph = []
        if _TABLE_RULE.match(line):
            continue
        if admonition:
            blocks.append(admonition.group(1) or "")
        elif is_row:
            cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
            blocks.append("; ".join(plain_inline(cell) for cell in cells if cell) + ".")
        elif line.strip():
            paragraph.append(_LIST_MARKER.sub("", _ATTRIBUTES.sub("", line)).strip())
    return _SPACES.sub(" ", " ".join(blocks)).strip()


def guide_sections(markdown: str, lang: Lang, page: str) -> list[PageSection]:
    """The sections of a hand-written page named ``page``, in plain text; the page's title is
    its first heading."""
    sections: list[_Section] = []
    fence: str | None = None
    for line in _without_front_matter(markdown.splitlines()):
        if fence is not None:
            closing = _FENCE.match(line)
            if closing and closing.group(1)[0] == fence[0] and len(closing.group(1)) >= len(fence):
                fence = None
            continue
        opening = _FENCE.match(line)
        if opening:
            fence = opening.group(1)
            continue
        heading = _heading(line)
        if heading is not None:
            sections.append(_Section(*heading, []))
        elif sections:
            sections[-1].lines.append(line)
    if not sections:
        return []
    page_title = sections[0].heading
    return [
        PageSection(
            lang=lang,
            kind=PageKind.GUIDE,
            page=page,
            section=None if number == 0 else section.anchor,
            title=page_title if number == 0 else f"{page_title} › {section.heading}",
            heading=section.heading,
            text=plain_text(section.lines),
        )
        for number, section in enumerate(sections)
    ]


def docs_guide_sections(docs_dir: Path) -> list[PageSection]:
    """The sections of every hand-written page of the site: ``docs/<lang>/<page>.md``."""
    return [
        section
        for lang in Lang
        for path in sorted((Path(docs_dir) / str(lang)).glob("*.md"))
        for section in guide_sections(path.read_text(encoding="utf-8"), lang, path.stem)
    ]
