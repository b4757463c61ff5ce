"""Reading MarvelCDB's rules page: an HTML template whose ``<h2 id>`` sections are entries.

The page (``sources/marvelcdb-rulesreference.html.twig``) gives the front matter (the golden
and grim rules, component limitations, the round overview), a short introduction to the
glossary, and then one ``<h2 id>`` section per glossary entry. Each section becomes one English
:class:`Block`, in page order, shaped the way :mod:`checker.glossary.blocks` shapes a scraped
page:

* a paragraph is a top-level clause; the first one is the definition;
* the items of a list hang under the paragraph above it, as bullets, or as steps numbered 1, 2,
  3, ... in each ``<ol>``; right after the definition they are rules of their own, unless the
  definition ends with a colon; a list inside an item hangs under that item;
* a "For example, ..." sentence becomes an example clause;
* a "See also:" paragraph, or one run into the end of a paragraph or an item, becomes see-also
  items labelled by their links' text, each keeping the id of the section it links to; a link
  finds its section whatever its case and whether it joins words with ``-`` or ``_``;
* a section whose only text is a "See: ..." paragraph is a redirect page;
* a link inside a clause's text (a round overview step's "See: Player Phase", the list of
  keywords) stays in that text, and is kept as a see-also item marked ``in_text`` as well.

Lines of Twig (``{% ... %}``), the ``<h1>``, scripts and whatever stands outside the sections
are template chrome. A tag that closes nothing, an empty list item, or markup a rules page does
not use is a warning naming file and line, and the text around it is kept; a ``<li>`` left
open is closed by the next ``<li>`` or by the end of its list, as HTML says.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from html.parser import HTMLParser

from checker.glossary.blocks import Block, RawClause, SeeAlsoItem, complete_sentence, split_examples
from checker.glossary.lines import split_inline_items
from checker.glossary.model import ClauseKind, Lang, Problem, SourceRef
from checker.glossary.normalise import normalise_line
from checker.glossary.errors import GlossaryError
from checker.glossary.sources import SourceFile
from checker.glossary.terms import TermTable, slugify
from checker.i18n import N_

_TWIG_LINE = re.compile(r"^\s*(?:\{%.*%\}|\{#.*#\})\s*$")
"""A line that is only a Twig statement or comment: how the template is put together."""
_CHROME_TAGS = frozenset({"h1", "script", "style"})
"""Elements whose text is the page's, not the rules'."""
_INLINE_TAGS = frozenset({"b", "strong", "i", "em", "u", "span", "sup", "sub", "small"})
"""Formatting inside a text, which the glossary does not keep."""
_PARAGRAPH, _BARE_TEXT, _ITEM, _LIST = "p", "text", "li", "list"
"""What an open element of a section is: a ``<p>``, text written straight into the section
(which reads as a paragraph), a ``<li>``, or a ``<ul>``/``<ol>``."""

_REDIRECT = re.compile(r"\s*(?P<mark>See)\s*:", re.IGNORECASE)
"""A paragraph that sends the reader elsewhere: "See: Side Scheme"."""
_SEE_ALSO = re.compile(r"\bSee also\s*:", re.IGNORECASE)
"""Where a see-also list starts, at the head of a paragraph or run into its end."""
_SEPARATOR = re.compile(r"[,;]")


@dataclass
class _Run:
    """A piece of the page's text, as the parser met it."""

    text: str
    line: int
    """The index (from 0) of the line that the text's first character stands on."""
    href: str | None = None
    """The link's target, when the text is a link's label."""

    def line_at(self, offset: int) -> int:
        return self.line + self.text.count("\n", 0, offset)

    @property
    def first_line(self) -> int:
        """The line where the text itself starts, past the spaces and line ends before it."""
        return self.line_at(len(self.text) - len(self.text.lstrip()))

    def part(self, start: int, end: int | None = None) -> _Run:
        return _Run(self.text[start:end], self.line_at(start), self.href)


@dataclass
class _Text:
    """A paragraph or a list item: its text, and the lists inside it (items only)."""

    line: int
    runs: list[_Run] = field(default_factory=list)
    lists: list[_List] = field(default_factory=list)


@dataclass
class _List:
    ordered: bool
    items: list[_Text] = field(default_factory=list)


@dataclass
class _Section:
    """An ``<h2>`` and everything up to the next one."""

    anchor: str | None
    line: int
    title_runs: list[_Run] = field(default_factory=list)
    body: list[_Text | _List] = field(default_factory=list)

    @property
    def title(self) -> str:
        return _flat(self.title_runs)

    @property
    def title_line(self) -> int:
        return _first_line(self.title_runs, self.line)


def _flat(runs: list[_Run]) -> str:
    """The text of ``runs`` on one line, normalised as source lines are (entities may decode to
    any character) and with its spaces collapsed, as a browser shows it."""
    raw = "".join(run.text for run in runs).replace("\n", " ")
    return " ".join(normalise_line(raw).split())


def _first_line(runs: list[_Run], default: int) -> int:
    return next((run.first_line for run in runs if run.text.strip()), default)


class _PageParser(HTMLParser):
    """Cuts the page into sections of paragraphs and lists, closing what HTML lets a page leave
    open (a ``<p>`` or a ``<li>``) where HTML closes it."""

    def __init__(self, source: SourceFile, warnings: list[Problem]) -> None:
        super().__init__(convert_charrefs=True)
        self.source = source
        self.warnings = warnings
        self.sections: list[_Section] = []
        self.section: _Section | None = None
        """The section being read; None before the first ``<h2>`` and past the page's content."""
        self.in_title = False
        self.open: list[tuple[str, _Text | _List]] = []
        """The section's open elements, outermost first."""
        self.href: str | None = None
        self.chrome: str | None = None
        """The chrome element whose text is being skipped."""
        self.divs = 0
        self.content_divs: int | None = None
        """How many ``<div>`` hold the sections: closing one of those ends the content."""

    def _warn(self, message: str, **params: str) -> None:
        title = self.section.title if self.section else ""
        self.warnings.append(Problem(self.source.ref(self.getpos()[0] - 1), message,
                                     (*params.items(), ("title", title))))

    def _unexpected(self, tag: str) -> None:
        self._warn(N_("unexpected markup <{tag}> in section '{title}': its text is kept"), tag=tag)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if self.chrome:
            return
        if tag in _CHROME_TAGS:
            self.chrome = tag
        elif tag == "h2":
            self._start_section(dict(attrs).get("id"))
        elif tag == "div":
            self.divs += 1
            if self.section is not None:
                self._unexpected(tag)
        elif self.section is None or tag in _INLINE_TAGS:
            return
        elif tag == "a":
            self.href = dict(attrs).get("href")
        elif tag == "br":
            self.handle_data(" ")
        elif self.in_title:
            self._unexpected(tag)
        elif tag == "p":
            self._open_paragraph()
        elif tag in ("ul", "ol"):
            self._open_list(_List(ordered=tag == "ol"))
        elif tag == "li":
            self._open_item()
        else:
            self._unexpected(tag)

    def handle_endtag(self, tag: str) -> None:
        if self.chrome:
            if tag == self.chrome:
                self.chrome = None
        elif tag == "h2":
            self.in_title = False
        elif tag == "div":
            self.divs -= 1
            if self.content_divs is not None and self.divs < self.content_divs:
                self.section, self.open = None, []
        elif self.section is None:
            return
        elif tag == "a":
            self.href = None
        elif tag == "p":
            self._close(_PARAGRAPH, tag, up_to=(_PARAGRAPH,))
        elif tag == "li":
            self._close(_ITEM, tag, up_to=(_PARAGRAPH, _BARE_TEXT, _ITEM))
        elif tag in ("ul", "ol"):
            self._close(_LIST, tag, up_to=(_PARAGRAPH, _BARE_TEXT, _ITEM, _LIST))

    def handle_data(self, data: str) -> None:
        if self.chrome or self.section is None:
            return
        run = _Run(data, self.getpos()[0] - 1, self.href)
        if self.in_title:
            self.section.title_runs.append(run)
            return
        holder = self._holder()
        if holder is None and data.strip():
            if self.open:
                self._warn(N_("text outside a list item in section '{title}': read as an item of its own"))
                holder = self._new_item()
            else:
                holder = _Text(run.first_line)
                self.section.body.append(holder)
                self.open.append((_BARE_TEXT, holder))
        if holder is not None:
            holder.runs.append(run)

    def _start_section(self, anchor: str | None) -> None:
        if self.content_divs is None:
            self.content_divs = self.divs
        self.section = _Section(anchor, self.getpos()[0] - 1)
        self.sections.append(self.section)
        self.in_title, self.open, self.href = True, [], None

    def _innermost(self) -> str | None:
        return self.open[-1][0] if self.open else None

    def _holder(self) -> _Text | None:
        """The paragraph or item that text read now belongs to."""
        if self._innermost() in (_PARAGRAPH, _BARE_TEXT, _ITEM):
            return self.open[-1][1]
        return None

    def _end_paragraph(self) -> None:
        if self._innermost() in (_PARAGRAPH, _BARE_TEXT):
            self.open.pop()

    def _open_paragraph(self) -> None:
        self._end_paragraph()
        if self._innermost() == _ITEM:
            # A paragraph inside an item is more of the item's text.
            self.open.append((_PARAGRAPH, self.open[-1][1]))
        elif self._innermost() == _LIST:
            self._unexpected("p")
            self.open.append((_PARAGRAPH, self._new_item()))
        else:
            paragraph = _Text(self.getpos()[0] - 1)
            self.section.body.append(paragraph)
            self.open.append((_PARAGRAPH, paragraph))

    def _open_list(self, new: _List) -> None:
        self._end_paragraph()
        if self._innermost() == _ITEM:
            self.open[-1][1].lists.append(new)
        elif self._innermost() == _LIST:
            self._unexpected("ol" if new.ordered else "ul")
            self._new_item().lists.append(new)
        else:
            self.section.body.append(new)
        self.open.append((_LIST, new))

    def _open_item(self) -> None:
        self._end_paragraph()
        if self._innermost() == _ITEM:
            self.open.pop()
        if self._innermost() != _LIST:
            self._unexpected("li")
            self._open_list(_List(ordered=False))
        self._new_item()

    def _new_item(self) -> _Text:
        item = _Text(self.getpos()[0] - 1)
        self.open[-1][1].items.append(item)
        self.open.append((_ITEM, item))
        return item

    def _close(self, kind: str, tag: str, up_to: tuple[str, ...]) -> None:
        """Close the innermost open element of ``kind``, and what is open inside it; an end tag
        with nothing of its kind open within reach closes nothing."""
        for position in range(len(self.open) - 1, -1, -1):
            if self.open[position][0] == kind:
                del self.open[position:]
                return
            if self.open[position][0] not in up_to:
                break
        self._warn(N_("</{tag}> closes nothing in section '{title}': ignored"), tag=tag)


def _parse(source: SourceFile) -> tuple[list[_Section], list[Problem]]:
    """The page's sections, and the warnings that reading them gave (:meth:`SourceFile.parsed`)."""
    warnings: list[Problem] = []
    return _read_sections(source, warnings), warnings


def _read_sections(source: SourceFile, warnings: list[Problem]) -> list[_Section]:
    """The page's sections; a file with none is not this page."""
    parser = _PageParser(source, warnings)
    parser.feed("\n".join("" if _TWIG_LINE.match(line) else line for line in source.lines))
    parser.close()
    if not parser.sections:
        raise GlossaryError(
            [Problem(SourceRef(source.name, 0), N_("no <h2> section heading: not a rules page in MarvelCDB's shape"))]
        )
    return parser.sections


@dataclass
class _Cut:
    """A text whose end (or whole) is a see-also list or a redirect."""

    text: list[_Run]
    mark_line: int
    listed: list[_Run]
    redirect: bool


def _cut_see_also(runs: list[_Run]) -> _Cut | None:
    """Split off the see-also list that ``runs`` hold, at their head or run into their end."""
    first = next((position for position, run in enumerate(runs) if run.text.strip()), None)
    if first is not None and runs[first].href is None and (found := _REDIRECT.match(runs[first].text)):
        listed = [runs[first].part(found.end()), *runs[first + 1:]]
        return _Cut([], runs[first].line_at(found.start("mark")), listed, redirect=True)
    for position, run in enumerate(runs):
        if run.href is None and (found := _SEE_ALSO.search(run.text)):
            text = [*runs[:position], run.part(0, found.start())]
            listed = [run.part(found.end()), *runs[position + 1:]]
            return _Cut(text, run.line_at(found.start()), listed, redirect=False)
    return None


@dataclass
class _Listed:
    """One item of a see-also list: its label, and the links it was written with."""

    label: str
    line: int
    links: list[_Run]
    inline: bool
    """True for a list written without links, whose commas :mod:`checker.glossary.links` reads."""


def _listed(runs: list[_Run], line: int) -> list[_Listed]:
    """The items of a see-also list: one per link, with the text around the link up to the
    commas; without links, the list as written on one line of a scraped page."""
    if not any(run.href is not None and run.text.strip() for run in runs):
        return [_Listed(label, _first_line(runs, line), [], inline=True) for label in split_inline_items(_flat(runs))]
    parts: list[list[_Run]] = [[]]
    for run in runs:
        start = 0
        if run.href is None:
            for found in _SEPARATOR.finditer(run.text):
                parts[-1].append(run.part(start, found.start()))
                parts.append([])
                start = found.end()
        parts[-1].append(run.part(start))
    return [
        _Listed(_flat(part).strip(" ."), _first_line(part, line),
                [run for run in part if run.href is not None and run.text.strip()], inline=False)
        for part in parts
        if _flat(part).strip(" .")
    ]


def _anchor_key(anchor: str) -> str:
    """How a link finds its section: letters and digits, whatever their case and the marks
    between them ("All-Purpose_Counter" finds "all_purpose_counter")."""
    return slugify(anchor)


class _BlockReader:
    """Turns one section into a block, gathering its see-also items on the way."""

    def __init__(self, source: SourceFile, anchors: dict[str, str], warnings: list[Problem]) -> None:
        self.source = source
        self.anchors = anchors
        self.warnings = warnings
        self.see_also: list[SeeAlsoItem] = []
        self.see_also_sources: list[SourceRef] = []

    def block(self, section: _Section) -> Block:
        roots: list[RawClause] = []
        paragraph: RawClause | None = None
        for node in section.body:
            if isinstance(node, _Text):
                clause = self._clause(node, ClauseKind.RULE if roots else ClauseKind.DEFINITION, 0, None)
                if clause is not None:
                    roots.append(clause)
                    # An example illustrates the rule above it; lists after it go where they
                    # would go after that rule.
                    paragraph = paragraph if clause.kind is ClauseKind.EXAMPLE else clause
                continue
            if paragraph is not None and _introduces_lists(paragraph):
                paragraph.children.extend(self._items(node, paragraph.depth + 1, section))
            else:
                roots.extend(self._items(node, 0, section))
        title_source = self.source.ref(section.title_line)
        if not roots and self.see_also and all(item.on_redirect_line for item in self.see_also):
            return Block(self.source, section.title, title_source, Lang.EN, [], redirect=self.see_also,
                         anchor=section.anchor)
        return Block(self.source, section.title, title_source, Lang.EN, roots, self.see_also, self.see_also_sources,
                     anchor=section.anchor)

    def _items(self, listed: _List, depth: int, section: _Section) -> list[RawClause]:
        """The clauses of a list's items at ``depth``; an item with no text of its own (only a
        see-also list, or a list of its own) leaves its nested items where it would stand."""
        if listed.ordered:
            kind = ClauseKind.STEP
        else:
            kind = ClauseKind.SUB_RULE if depth else ClauseKind.RULE
        clauses: list[RawClause] = []
        made = 0
        for item in listed.items:
            clause = self._clause(item, kind, depth, made + 1 if listed.ordered else None)
            if clause is None:
                if not _flat(item.runs) and not item.lists:
                    self.warnings.append(Problem(self.source.ref(item.line),
                                                 N_("empty list item in section '{title}': skipped"),
                                                 (("title", section.title),)))
                clauses.extend(child for inner in item.lists for child in self._items(inner, depth, section))
                continue
            made += 1
            clause.children.extend(
                child for inner in item.lists for child in self._items(inner, depth + 1, section)
            )
            clauses.append(clause)
        return clauses

    def _clause(self, text: _Text, kind: ClauseKind, depth: int, number: int | None) -> RawClause | None:
        """The clause ``text`` states, with its see-also list taken off; None when it has no text
        but that list."""
        runs = text.runs
        if cut := _cut_see_also(runs):
            runs = cut.text
            self.see_also_sources.append(self.source.ref(cut.mark_line))
            self.see_also.extend(self._see_also_item(listed, cut.redirect)
                                 for listed in _listed(cut.listed, cut.mark_line))
        words = _flat(runs)
        if not words:
            return None
        for run in runs:
            if run.href is not None and (label := _flat([run])):
                self.see_also.append(SeeAlsoItem(label, self.source.ref(run.first_line), Lang.EN,
                                                 anchor=self._anchor(run, label), in_text=True))
        return split_examples(RawClause(kind, depth, complete_sentence(words),
                                        self.source.ref(_first_line(runs, text.line)), number=number))

    def _see_also_item(self, listed: _Listed, redirect: bool) -> SeeAlsoItem:
        anchor = None
        if len(listed.links) == 1 and _flat(listed.links) == listed.label:
            anchor = self._anchor(listed.links[0], listed.label)
        elif listed.links:
            self.warnings.append(Problem(
                self.source.ref(listed.line),
                N_("see-also item '{label}' holds more than its link '{link}' to '{href}': "
                   "the item names its entry by its label"),
                (("label", listed.label), ("link", _flat(listed.links)), ("href", str(listed.links[0].href))),
            ))
        return SeeAlsoItem(listed.label, self.source.ref(listed.line), Lang.EN, inline=listed.inline,
                           on_redirect_line=redirect, anchor=anchor)

    def _anchor(self, link: _Run, label: str) -> str | None:
        """The id of the section of this page that ``link`` leads to, if it leads to one."""
        if not link.href or not link.href.startswith("#"):
            return None
        anchor = self.anchors.get(_anchor_key(link.href[1:]))
        if anchor is None:
            self.warnings.append(Problem(
                self.source.ref(link.first_line),
                N_("link to '{href}' leads to no section of this page: '{label}' is kept as written"),
                (("href", link.href), ("label", label)),
            ))
        return anchor


def _introduces_lists(paragraph: RawClause) -> bool:
    """Whether the lists after ``paragraph`` hang under it: they stand on their own after the
    definition, unless it ends with a colon that introduces them (as in a scraped page)."""
    return paragraph.kind is ClauseKind.RULE or paragraph.text.endswith(":")


def read_blocks(source: SourceFile, terms: TermTable, warnings: list[Problem]) -> list[Block]:
    """One English block per ``<h2>`` section of ``source``, in page order.

    ``terms`` is not needed: the page is in English, and says so.
    """
    sections, found = source.parsed(_parse)
    warnings.extend(found)
    anchors: dict[str, str] = {}
    for section in sections:
        if section.anchor:
            anchors.setdefault(_anchor_key(section.anchor), section.anchor)
    return [_BlockReader(source, anchors, warnings).block(section) for section in sections]


def _texts(nodes: list[_Text | _List]) -> Iterator[_Text]:
    for node in nodes:
        if isinstance(node, _Text):
            yield node
            yield from _texts(node.lists)
        else:
            yield from _texts(node.items)


def accountable(source: SourceFile) -> Iterator[tuple[SourceRef, str]]:
    """Every piece of rules text on the page, with the line it stands on: section titles, the
    text of paragraphs and items, and the labels of their see-also lists. Accounting checks
    that each one reached the glossary."""
    sections, _ = source.parsed(_parse)
    for section in sections:
        if section.title:
            yield source.ref(section.title_line), section.title
        for text in _texts(section.body):
            cut = _cut_see_also(text.runs)
            runs = text.runs if cut is None else cut.text
            if words := _flat(runs):
                yield source.ref(_first_line(runs, text.line)), words
            if cut is not None:
                for listed in _listed(cut.listed, cut.mark_line):
                    yield source.ref(listed.line), listed.label
