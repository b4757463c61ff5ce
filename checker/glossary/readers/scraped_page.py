"""Scraped pages (``*.txt``): plain text with titles, paragraphs, bullets and steps, in lines.

Cutting a page into blocks is :func:`checker.glossary.blocks.split_blocks`; what the accounting
must find of each line is its text, or every item of a see-also list or of a redirect written on
it. Blank lines and page chrome hold no rules text.
"""

from __future__ import annotations

from collections.abc import Iterator

from checker.glossary.blocks import Block, redirect, split_blocks
from checker.glossary.lines import WITHOUT_TEXT, Form, Line, classify, split_inline_items
from checker.glossary.model import Problem, SourceRef
from checker.glossary.sources import SourceFile
from checker.glossary.terms import TermTable


def read_blocks(source: SourceFile, terms: TermTable, warnings: list[Problem]) -> list[Block]:
    """Every block of the page, in file order."""
    return split_blocks(source, terms, warnings)


def pieces(raw: str) -> list[str]:
    """The pieces of rules text one raw line holds.

    >>> pieces("  • Threat is a token. It goes on schemes")
    ['Threat is a token. It goes on schemes']
    >>> pieces("Véase también: Amenaza; Villano"), pieces("Saltar al contenido principal")
    (['Amenaza', 'Villano'], [])
    """
    return _pieces_of(classify(0, raw))


def _pieces_of(line: Line) -> list[str]:
    if line.form in WITHOUT_TEXT:
        return []
    if line.form is Form.SEE_ALSO:
        return split_inline_items(line.text)
    if found := redirect(line):
        return found.items
    return [line.text]


def accountable(source: SourceFile) -> Iterator[tuple[SourceRef, str]]:
    """Every piece of rules text in the page, with the line it is on."""
    refs = source.line_refs
    for line in source.classified_lines:
        form = line.form
        if form in WITHOUT_TEXT:
            continue
        # Most lines are a rule's text, whole: only a see-also line, or a line with a colon
        # (which a redirect has), may hold several pieces.
        if form is not Form.SEE_ALSO and ":" not in line.text:
            yield refs[line.index], line.text
            continue
        ref = refs[line.index]
        for piece in _pieces_of(line):
            yield ref, piece
