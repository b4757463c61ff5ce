"""Cutting a source file into blocks (one entry in one language) and each block into clauses.

A block starts at a title and runs to the next title or the end of the file. Its lines become a
tree of :class:`RawClause` by their form and indentation:

* a paragraph at the left margin starts a new top-level clause; the first one is the definition;
* a bullet or a step hangs under the closest clause above it that stands to its left, or under a
  clause that ends with a colon (the sentence that introduces a list or a procedure);
* bullets right after the definition are rules of their own, not parts of the definition;
* steps under one parent are renumbered 1, 2, 3, ... whatever numbers the scraper left;
* a "For example, ..." sentence becomes an example clause under the rule it illustrates.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from textwrap import shorten
from dataclasses import dataclass, field

from checker.glossary import language
from checker.glossary.lines import Form, Line, classify, looks_like_title, split_inline_items
from checker.glossary.model import ClauseKind, Lang, Problem, SourceRef
from checker.glossary.sources import GlossaryError, SourceFile
from checker.glossary.terms import TermTable
from checker.i18n import N_

_EXAMPLE_START = re.compile(r"(?:^|(?<=[.!?…])\s+)(?=(?:For example|For instance|Por ejemplo)\b)")
_ENDS_SENTENCE = re.compile(r"[.:;!?…][\"'»”’)\]]*$")


@dataclass
class RawClause:
    """A clause of one block, before it is paired with the other language."""

    kind: ClauseKind
    depth: int
    text: str
    source: SourceRef
    number: int | None = None
    children: list[RawClause] = field(default_factory=list)

    def walk(self):
        yield self
        for child in self.children:
            yield from child.walk()


@dataclass
class SeeAlsoItem:
    label: str
    source: SourceRef
    heading_lang: Lang


@dataclass
class Block:
    """One entry's text in one language, as one source file gives it."""

    file: SourceFile
    title: str
    title_source: SourceRef
    lang: Lang
    clauses: list[RawClause]
    see_also: list[SeeAlsoItem] = field(default_factory=list)
    see_also_sources: list[SourceRef] = field(default_factory=list)

    def walk(self):
        for clause in self.clauses:
            yield from clause.walk()

    @property
    def unofficial(self) -> bool:
        return self.file.unofficial


def complete_sentence(text: str) -> str:
    """Add the final period that scraping dropped.

    >>> complete_sentence("durante un escenario")
    'durante un escenario.'
    >>> complete_sentence("sigue estos pasos:")
    'sigue estos pasos:'
    """
    return text if _ENDS_SENTENCE.search(text) else f"{text}."


def _starts_block(lines: list[Line], position: int, content: list[int], terms: TermTable) -> bool:
    """Whether the title-shaped line at ``position`` really heads a new entry.

    ``content`` lists the positions of lines with text, in order.
    """
    line = lines[position]
    if not looks_like_title(line):
        return False
    stands_alone = (position == 0 or lines[position - 1].form in (Form.BLANK, Form.CHROME)) and (
        position + 1 == len(lines) or lines[position + 1].form is Form.BLANK
    )
    if not stands_alone:
        return False
    here = bisect_left(content, position)
    before, after = content[max(0, here - 5) : here], content[here + 1 : here + 6]
    if not before or lines[before[-1]].form is Form.SEE_ALSO or terms.find(line.text):
        return True
    previous_language = language.detect(" ".join(lines[other].text for other in before))
    following_language = language.detect(" ".join(lines[other].text for other in after))
    return None not in (previous_language, following_language) and previous_language != following_language


def split_blocks(
    source: SourceFile, terms: TermTable, warnings: list[Problem]
) -> list[Block]:
    """Every block of ``source``, in file order."""
    lines = [classify(index, raw) for index, raw in enumerate(source.lines)]
    content = [line.index for line in lines if line.form not in (Form.BLANK, Form.CHROME)]
    if not content:
        return []
    starts = [position for position in content if _starts_block(lines, position, content, terms)]
    if not starts or starts[0] > content[0]:
        raise GlossaryError(
            [Problem(source.ref(content[0]), N_("expected an entry title, found: {text}"),
                     (("text", shorten(lines[content[0]].text, 60, placeholder=" …")),))]
        )
    blocks = []
    for number, start in enumerate(starts):
        end = starts[number + 1] if number + 1 < len(starts) else len(lines)
        blocks.append(_parse_block(source, lines[start], lines[start + 1 : end], terms, warnings))
    return blocks


def _block_language(source: SourceFile, title: Line, body: list[Line], terms: TermTable) -> Lang:
    hint = None
    term = terms.find(title.text)
    if term:
        hint = next((lang for lang in Lang if terms.find(title.text, lang) is term), None)
    text = " ".join(line.text for line in body if line.form in (Form.TEXT, Form.BULLET, Form.STEP))
    lang = language.detect(f"{title.text} {text}", hint)
    if lang is None:
        raise GlossaryError(
            [Problem(source.ref(title.index), N_("cannot tell whether entry '{title}' is Spanish or English"),
                     (("title", title.text),))]
        )
    return lang


def _parse_block(
    source: SourceFile, title: Line, body: list[Line], terms: TermTable, warnings: list[Problem]
) -> Block:
    lang = _block_language(source, title, body, terms)
    see_also: list[SeeAlsoItem] = []
    see_also_sources: list[SourceRef] = []
    clause_lines: list[Line] = []
    in_see_also = False
    heading_lang = lang
    for line in body:
        if line.form in (Form.BLANK, Form.CHROME):
            continue
        if line.form is Form.SEE_ALSO:
            in_see_also = True
            heading_lang = line.see_also_lang
            see_also_sources.append(source.ref(line.index))
            see_also.extend(
                SeeAlsoItem(label, source.ref(line.index), heading_lang)
                for label in split_inline_items(line.text)
            )
            continue
        if in_see_also and (line.form is Form.BULLET or looks_like_title(line)):
            see_also.append(SeeAlsoItem(line.text.strip(" ."), source.ref(line.index), heading_lang))
            continue
        in_see_also = False
        clause_lines.append(line)
    if not clause_lines:
        raise GlossaryError(
            [Problem(source.ref(title.index), N_("entry '{title}' has no text"), (("title", title.text),))]
        )
    clauses = _build_tree(source, clause_lines)
    _renumber_steps(clauses, warnings)
    clauses = [_split_examples(clause) for clause in clauses]
    return Block(source, title.text, source.ref(title.index), lang, clauses, see_also, see_also_sources)


def _accepts(parent: RawClause, parent_line: Line, line: Line) -> bool:
    introduces_list = parent.text.endswith(":") and line.form in (Form.BULLET, Form.STEP)
    if parent.kind is ClauseKind.DEFINITION:
        return introduces_list
    if parent_line.form is Form.TEXT and parent_line.indent == 0:
        return True
    if line.form is Form.STEP and parent_line.form is not Form.STEP and parent.text.endswith(":"):
        return True
    return line.indent > parent_line.indent


def _build_tree(source: SourceFile, lines: list[Line]) -> list[RawClause]:
    roots: list[RawClause] = []
    stack: list[tuple[RawClause, Line]] = []
    for line in lines:
        text = complete_sentence(line.text)
        if line.form is Form.TEXT and line.indent == 0:
            kind = ClauseKind.RULE if roots else ClauseKind.DEFINITION
            clause = RawClause(kind, 0, text, source.ref(line.index))
            roots.append(clause)
            stack = [(clause, line)]
            continue
        while stack and not _accepts(stack[-1][0], stack[-1][1], line):
            stack.pop()
        depth = stack[-1][0].depth + 1 if stack else 0
        if line.form is Form.STEP:
            kind = ClauseKind.STEP
        else:
            kind = ClauseKind.SUB_RULE if depth else ClauseKind.RULE
        clause = RawClause(kind, depth, text, source.ref(line.index), number=line.number)
        (stack[-1][0].children if stack else roots).append(clause)
        stack.append((clause, line))
    return roots


def _renumber_steps(clauses: list[RawClause], warnings: list[Problem]) -> None:
    """Number the steps under each parent 1, 2, 3, ... in reading order."""
    steps = [clause for clause in clauses if clause.kind is ClauseKind.STEP]
    for position, step in enumerate(steps, start=1):
        if step.number != position:
            warnings.append(
                Problem(step.source, N_("step numbered {found} in the source is step {number}"),
                        (("found", str(step.number)), ("number", str(position))))
            )
        step.number = position
    for clause in clauses:
        _renumber_steps(clause.children, warnings)


def _split_examples(clause: RawClause) -> RawClause:
    """Move a trailing "For example, ..." sentence into an example clause under ``clause``."""
    clause.children = [_split_examples(child) for child in clause.children]
    parts = _EXAMPLE_START.split(clause.text, maxsplit=1)
    if len(parts) == 2 and parts[0].strip():
        rule, example = parts[0].strip(), parts[1].strip()
        clause.text = rule
        clause.children.insert(
            0, RawClause(ClauseKind.EXAMPLE, clause.depth + 1, example, clause.source)
        )
    elif len(parts) == 2:
        clause.kind = ClauseKind.EXAMPLE
    return clause
