"""Cutting a source file into blocks (one entry in one language) and each block into clauses.

A block starts at a title and runs to the next title or the end of the file. A title-shaped
line starts a block when it opens the file, when its text is in another language than the block
above it (a page gives the Spanish entry and then the English one), when it follows a see-also
list and either has text of its own or is not shaped like the list's items (:class:`SeeAlsoList`),
when it has text and the title above it, found that way, has none, or when a redirect ("See:
Side Scheme") follows it. Other title-shaped lines with text after them head a section of their
block. A block's lines become a tree of :class:`RawClause` by their form and indentation:

* a paragraph at the left margin starts a new top-level clause; the first one is the definition;
* a bullet or a step hangs under the closest clause above it that stands to its left, or under a
  clause that ends with a colon (the sentence that introduces a list or a procedure);
* bullets right after the definition or a section heading are rules of their own;
* steps under one parent are renumbered 1, 2, 3, ... whatever numbers the scraper left;
* a "For example, ..." sentence becomes an example clause under the rule it illustrates.

A block with no text but a redirect is a redirect page; a block with no text at all is a bare
title. Neither stops the import.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from itertools import chain
from textwrap import shorten

from checker.glossary import language
from checker.glossary.lines import WITHOUT_TEXT, Form, Line, looks_like_title, split_inline_items
from checker.glossary.model import ClauseKind, Lang, Problem, SourceRef, depth_first
from checker.glossary.errors import GlossaryError
from checker.glossary.sources import Edition, SourceFile
from checker.glossary.terms import TermTable, fold
from checker.i18n import N_

_REDIRECT = re.compile(r"^(?P<word>[^\W\d_]+)\s*:\s*(?P<items>\S.*)$")
REDIRECT_WORDS = {"see": Lang.EN, "vease": Lang.ES, "ver": Lang.ES}
"""The word that sends the reader to other entries, and the language it gives away."""
_EXAMPLE_OPENINGS = _FOR_EXAMPLE, _FOR_INSTANCE, _POR_EJEMPLO = ("For example", "For instance", "Por ejemplo")
"""The words that open an example. A clause holds one of them rarely, and looking for each as
a plain string is far quicker than trying a pattern at every character of every clause."""
_EXAMPLE_START = re.compile(rf"(?:^|(?<=[.!?…])\s+)(?=(?:{'|'.join(_EXAMPLE_OPENINGS)})\b)")
_SENTENCE_ENDS = tuple(".:;!?…")
_ENDS_SENTENCE = re.compile(rf"[{''.join(_SENTENCE_ENDS)}][\"'»”’)\]]*$")
"""A sentence's final mark, maybe followed by closing quotes or brackets; most lines end with
the mark itself, which is checked first."""


@dataclass(slots=True)
class RawClause:
    """A clause of one block, before it is paired with the other language."""

    kind: ClauseKind
    depth: int
    text: str
    source: SourceRef
    number: int | None = None
    children: list[RawClause] = field(default_factory=list)

    def walk(self) -> list[RawClause]:
        return depth_first((self,))


@dataclass(slots=True)
class SeeAlsoItem:
    label: str
    source: SourceRef
    heading_lang: Lang | None
    inline: bool = False
    """True for an item of a list written on one line, which may still hold several labels."""
    on_redirect_line: bool = False
    """True for an item of a "See:" line, whose commas separate the entries it names."""
    anchor: str | None = None
    """On an HTML page, the id of the section of the same page that the item links to, which
    names its entry whatever the label says; None when the item is no link to such a section."""
    in_text: bool = False
    """True for a link written inside a clause's text ("See: Player Phase" in a step of the
    round overview): the label is in that text too, and the link only says what it names."""


@dataclass(frozen=True)
class Redirect:
    """A "See: Ability, Cost" line: the entries it names, and the language its word is in."""

    lang: Lang
    items: list[str]


def redirect(line: Line) -> Redirect | None:
    """
    >>> from checker.glossary.lines import classify
    >>> redirect(classify(0, "Véase: Plan secundario"))
    Redirect(lang=<Lang.ES: 'es'>, items=['Plan secundario'])
    >>> redirect(classify(0, "Note: this is a rule.")) is None
    True
    """
    # The pattern needs a colon: most lines have none, which is quicker to see than to match.
    found = _REDIRECT.match(line.text) if line.form is Form.TEXT and ":" in line.text else None
    if found is None or fold(found["word"]) not in REDIRECT_WORDS:
        return None
    return Redirect(REDIRECT_WORDS[fold(found["word"])], split_inline_items(found["items"]))


@dataclass(slots=True)
class Block:
    """One entry's text in one language, as one source file gives it."""

    file: SourceFile
    title: str
    title_source: SourceRef
    lang: Lang | None
    """None until the importer decides it, when the page itself does not tell."""
    clauses: list[RawClause]
    see_also: list[SeeAlsoItem] = field(default_factory=list)
    see_also_sources: list[SourceRef] = field(default_factory=list)
    redirect: list[SeeAlsoItem] = field(default_factory=list)
    """The entries a redirect page sends its reader to; empty for any other block."""
    anchor: str | None = None
    """On an HTML page, the id of the block's heading, which the page's links name; None on a
    page of plain text."""
    entry_id: str | None = None
    """The id of the entry the block is, when its file says it (a translation is named after
    its entry); None when the importer finds it from the title."""

    def walk(self) -> list[RawClause]:
        return depth_first(self.clauses)

    @property
    def unofficial(self) -> bool:
        return self.file.unofficial

    @property
    def edition(self) -> Edition:
        return self.file.edition


@dataclass
class SeeAlsoList:
    """A see-also list (or a redirect) being read, and the shape of its items so far.

    A title-only page can follow a list at the end of a file, and its title looks like one more
    item. The list's own shape tells them apart: an item is bulleted when the others are, and
    stands as close to the item above it as they stand to each other. A line after a list
    written on its heading's line, or after page chrome, is on a page of its own.
    """

    last: int
    """The position of the list's last line so far: its heading, then its last item."""
    written_inline: bool
    """The items are on the heading's line ("See also: Boost; Threat", "See: Threat")."""
    items: int = 0
    bulleted: bool = False
    consecutive: bool = False
    """Some item stands on the line right under the item before it."""

    def takes(self, lines: list[Line], position: int) -> bool:
        """Whether the line at ``position`` is the next item of this list."""
        line, between = lines[position], lines[self.last + 1 : position]
        if any(other.form is Form.CHROME for other in between):
            return False
        if line.form is Form.BULLET:
            return True
        if self.written_inline or not looks_like_title(line):
            return False
        # A lone unbulleted line under the heading, or one right under the item above, reads
        # as an item: a title-only page written there would look the same (see sources/README.md).
        return not between or not self.items or not (self.bulleted or self.consecutive)

    def take(self, lines: list[Line], position: int) -> None:
        self.consecutive |= self.items > 0 and position == self.last + 1
        self.bulleted |= lines[position].form is Form.BULLET
        self.items += 1
        self.last = position


def complete_sentence(text: str) -> str:
    """Add the final period that scraping dropped.

    >>> complete_sentence("durante un escenario")
    'durante un escenario.'
    >>> complete_sentence("sigue estos pasos:")
    'sigue estos pasos:'
    """
    if text.endswith(_SENTENCE_ENDS) or _ENDS_SENTENCE.search(text):
        return text
    return f"{text}."


def _stands_alone(lines: list[Line], position: int) -> bool:
    return (position == 0 or lines[position - 1].form in WITHOUT_TEXT) and (
        position + 1 == len(lines) or lines[position + 1].form is Form.BLANK
    )


class _Page:
    """A page's classified lines, with what cutting it asks of each line more than once worked
    out once: whether the line is a title standing on its own, the redirect it is, and how
    Spanish and how English its text looks.

    Every question the cutting asks starts at a line and reads a few lines from there, so
    cutting a page takes time in proportion to its length.
    """

    def __init__(self, lines: list[Line]) -> None:
        self.lines = lines
        self.content = [line.index for line in lines if line.form not in WITHOUT_TEXT]
        """The positions of the lines with text, in order."""
        # Half the lines of a page are blank: only lines of text can be titles or redirects.
        self.titles = [line.form is Form.TEXT and looks_like_title(line) and _stands_alone(lines, line.index)
                       for line in lines]
        # A redirect needs a colon, and most lines have none: seen here, without a call.
        self.redirects = [redirect(line) if line.form is Form.TEXT and ":" in line.text else None for line in lines]
        self._counts: dict[str, tuple[int, int]] = {}

    def language(self, texts: Iterable[str], hint: Lang | None = None) -> Lang | None:
        """The language of ``texts`` read together, or ``hint`` when they do not tell."""
        return language.verdict(language.joined_scores(texts, self._counts), hint)

    def language_of(self, positions: Iterable[int]) -> Lang | None:
        """The language of the lines at ``positions``: that of the first redirect among them,
        or else that of their text."""
        positions = list(positions)
        for position in positions:
            if found := self.redirects[position]:
                return found.lang
        return self.language(self.lines[position].text for position in positions)

    def text_under(self, here: int, past_headings: bool = False) -> list[int]:
        """The positions of the lines that speak for the title-shaped line ``content[here]``: up
        to five, and none past the next title. With ``past_headings``, titles right under it are
        passed over: a page may open its text with a section heading."""
        text: list[int] = []
        for position in map(self.content.__getitem__, range(here + 1, len(self.content))):
            if self.titles[position]:
                if text or not past_headings:
                    break
                continue
            text.append(position)
            if len(text) == 5:
                break
        return text


def _opens_block(
    page: _Page, here: int, block_start: int, block_redirect: Lang | None, see_also: SeeAlsoList | None,
    under_title_only_page: bool,
) -> bool:
    """Whether the title-shaped line ``content[here]`` heads a new block, not a section.

    ``content[block_start]`` is the title of the block the line stands in; ``block_redirect``
    the language of the first redirect in that block so far, if any; ``see_also`` the list that
    the line may continue; ``under_title_only_page`` says that the block is a page with no
    text, found where a see-also list ended.
    """
    following = page.text_under(here)
    if following and page.redirects[following[0]]:
        return True
    if following and under_title_only_page:
        return True
    if see_also is not None:
        return bool(following) or not see_also.takes(page.lines, page.content[here])
    # The whole block so far, not a few lines back: those reach into the block before it when
    # this block's text is short, and that block may be in the other language.
    previous_language = block_redirect if block_redirect is not None else page.language(
        page.lines[page.content[other]].text for other in range(block_start, here)
    )
    following_language = page.language_of(page.text_under(here, past_headings=True))
    return None not in (previous_language, following_language) and previous_language != following_language


def _titles(page: _Page, one_block: bool) -> tuple[list[int], set[int], set[int]]:
    """The positions where blocks start, those of the headings of sections inside blocks, and
    those of the items of see-also lists written one to a line, in one pass over the page.

    The page's first line with text is a title. With ``one_block``, the first title heads the
    only block and later titles head sections.
    """
    lines, content = page.lines, page.content
    starts, headings, items = [content[0]], set(), set()
    block_start = 0
    block_redirect = page.redirects[content[0]].lang if page.redirects[content[0]] else None
    title_only_page = False
    see_also: SeeAlsoList | None = None
    for here in range(1, len(content)):
        position = content[here]
        line = lines[position]
        found = page.redirects[position]
        if page.titles[position]:
            if not one_block and _opens_block(page, here, block_start, block_redirect, see_also, title_only_page):
                starts.append(position)
                block_start = here
                block_redirect = found.lang if found else None
                title_only_page = see_also is not None and not page.text_under(here)
                see_also = None
                continue
            following = content[here + 1 : here + 2]
            # A title that ends the page heads what the Rules Reference prints after it and the
            # glossary does not hold (an appendix, the card diagrams): it is no rule either.
            if see_also is None and content[here - 1] != starts[-1] \
                    and not (following and looks_like_title(lines[following[0]])):
                headings.add(position)
        if found and block_redirect is None:
            block_redirect = found.lang
        title_only_page = False
        if line.form is Form.SEE_ALSO or found:
            # A see-also heading's line holds only the items written after its colon.
            see_also = SeeAlsoList(position, written_inline=bool(found or line.text))
        elif see_also is not None and see_also.takes(lines, position):
            see_also.take(lines, position)
            items.add(position)
        else:
            see_also = None
    return starts, headings, items


def split_blocks(source: SourceFile, terms: TermTable, warnings: list[Problem]) -> list[Block]:
    """Every block of ``source``, in file order.

    A translation of the project's own holds one entry (``translations/README.md``), so its
    first line is the only title: a heading of the entry cannot be taken for the next entry.
    """
    page = _Page(source.classified_lines)
    lines, content = page.lines, page.content
    if not content:
        return []
    if not looks_like_title(lines[content[0]]):
        raise GlossaryError(
            [Problem(source.line_refs[content[0]], N_("expected an entry title, found: {text}"),
                     (("text", shorten(lines[content[0]].text, 60, placeholder=" …")),))]
        )
    starts, headings, see_also_items = _titles(page, one_block=source.unofficial)
    blocks = []
    for number, start in enumerate(starts):
        end = starts[number + 1] if number + 1 < len(starts) else len(lines)
        blocks.append(_parse_block(source, page, lines[start], lines[start + 1 : end], headings, see_also_items,
                                   terms, warnings))
    return blocks


def _block_language(page: _Page, title: Line, body: list[Line], terms: TermTable) -> Lang | None:
    """The language the redirect word, or else the text, gives away; None when neither tells."""
    for line in body:
        if found := page.redirects[line.index]:
            return found.lang
    hint = None
    term = terms.find(title.text)
    if term:
        hint = next((lang for lang in Lang if terms.find(title.text, lang) is term), None)
    text = (line.text for line in body if line.form in (Form.TEXT, Form.BULLET, Form.STEP))
    return page.language(chain((title.text,), text), hint)


def _parse_block(
    source: SourceFile, page: _Page, title: Line, body: list[Line], headings: set[int], see_also_items: set[int],
    terms: TermTable, warnings: list[Problem],
) -> Block:
    lang = _block_language(page, title, body, terms)
    with_text = [line for line in body if line.form not in WITHOUT_TEXT]
    if with_text and all(page.redirects[line.index] for line in with_text):
        targets = [
            SeeAlsoItem(label, source.line_refs[line.index], page.redirects[line.index].lang, inline=True,
                        on_redirect_line=True)
            for line in with_text
            for label in page.redirects[line.index].items
        ]
        return Block(source, title.text, source.line_refs[title.index], lang, [], redirect=targets)
    see_also: list[SeeAlsoItem] = []
    see_also_sources: list[SourceRef] = []
    clause_lines: list[Line] = []
    heading_lang = lang
    for line in with_text:
        found = page.redirects[line.index]
        if line.form is Form.SEE_ALSO or found:
            heading_lang = found.lang if found else line.see_also_lang
            see_also_sources.append(source.line_refs[line.index])
            see_also.extend(
                SeeAlsoItem(label, source.line_refs[line.index], heading_lang, inline=True, on_redirect_line=found is not None)
                for label in (found.items if found else split_inline_items(line.text))
            )
            continue
        if line.index in see_also_items:
            see_also.append(SeeAlsoItem(line.text.strip(" ."), source.line_refs[line.index], heading_lang))
            continue
        clause_lines.append(line)
    clauses = _build_tree(source, clause_lines, headings)
    _renumber_steps(clauses, warnings)
    for clause in clauses:
        split_examples(clause)
    return Block(source, title.text, source.line_refs[title.index], lang, clauses, see_also, see_also_sources)


def _accepts(parent: RawClause, parent_line: Line, line: Line) -> bool:
    introduces_list = parent.text.endswith(":") and line.form in (Form.BULLET, Form.STEP)
    if parent.kind in (ClauseKind.DEFINITION, ClauseKind.HEADING):
        return introduces_list
    if parent_line.form is Form.TEXT and parent_line.indent == 0:
        return True
    if line.form is Form.STEP and parent_line.form is not Form.STEP and parent.text.endswith(":"):
        return True
    return line.indent > parent_line.indent


def _build_tree(source: SourceFile, lines: list[Line], headings: set[int]) -> list[RawClause]:
    roots: list[RawClause] = []
    stack: list[tuple[RawClause, Line]] = []
    refs = source.line_refs
    for line in lines:
        # Unpacked once: reading a named tuple's fields by name costs a look-up each.
        index, form, text, indent, number, _ = line
        if index in headings:
            heading = RawClause(ClauseKind.HEADING, 0, text, refs[index])
            roots.append(heading)
            stack = [(heading, line)]
            continue
        # Most lines end their sentence already: only the others call for the function.
        if not text.endswith(_SENTENCE_ENDS):
            text = complete_sentence(text)
        if form is Form.TEXT and not indent:
            kind = ClauseKind.RULE if roots else ClauseKind.DEFINITION
            clause = RawClause(kind, 0, text, refs[index])
            roots.append(clause)
            stack = [(clause, line)]
            continue
        while stack and not _accepts(stack[-1][0], stack[-1][1], line):
            stack.pop()
        depth = stack[-1][0].depth + 1 if stack else 0
        if form is Form.STEP:
            kind = ClauseKind.STEP
        else:
            kind = ClauseKind.SUB_RULE if depth else ClauseKind.RULE
        clause = RawClause(kind, depth, text, refs[index], number=number)
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
        if clause.children:
            _renumber_steps(clause.children, warnings)


def split_examples(clause: RawClause) -> RawClause:
    """Move a trailing "For example, ..." sentence into an example clause under ``clause``, and
    so under each clause below it; returns ``clause``, changed in place."""
    for child in clause.children:
        split_examples(child)
    text = clause.text
    # Spelled out: a generator over the three would cost more than looking for them.
    if not (_FOR_EXAMPLE in text or _FOR_INSTANCE in text or _POR_EJEMPLO in text):
        return clause
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
