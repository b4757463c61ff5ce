"""Rules Reference compilations in JSON: an object whose ``entries`` list holds one section each.

A section is ``{"term": ..., "en": ...}`` (other keys, such as the French ``termFr`` and ``fr``,
are not imported, and so are not rules text the accounting asks for; see ``sources/README.md``).
``term`` is the title; ``en`` is the text, its lines joined by ``\\n`` on one physical line of the
file. Each section is written out as the scraped-page shape that
:func:`checker.glossary.blocks.split_blocks` reads, every line of it pointing at the file line of
its key, so that one set of rules cuts every format into blocks and clauses:

* ``•`` starts a bullet and ``»`` a bullet under it; ``1.`` starts a step; bullets after a step
  that ends with a colon stand under that step;
* a line that continues the line above it (the compilation hard-wraps some sentences) is joined
  to it: one whose first letter is in lower case, one after a line that ends no sentence, a
  "For example" sentence, and a plain line between two steps;
* a "See also:" list written at the end of a line starts a line of its own; a line that ends
  sending the reader elsewhere ("Player phase begins. See: Player Phase") ends its sentence.
"""

from __future__ import annotations

import json
import re
from bisect import bisect_right
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cached_property
from json.decoder import scanstring

from checker.glossary.blocks import Block, complete_sentence, split_blocks
from checker.glossary.lines import title_shaped
from checker.glossary.model import Problem, SourceRef
from checker.glossary.readers.scraped_page import pieces
from checker.glossary.errors import GlossaryError
from checker.glossary.sources import SourceFile
from checker.glossary.terms import TermTable
from checker.i18n import N_

TITLE_KEY = "term"
TEXT_KEY = "en"
_DECODER = json.JSONDecoder()
_SPACE = re.compile(r"[ \t\n\r]*")
_STEP = re.compile(r"^\d{1,3}[.)]\s")
_SEE_ALSO_AT_END = re.compile(r"\s+(?=See also:)")
_SENDS_ELSEWHERE = re.compile(r"\bSee:\s*[^.;:]+$")
"""A line that ends naming the entries to read ("See: Activation, Enemy Attacks")."""
_CONTINUES = re.compile(r"^(?:[\"'“‘(]*[a-z]|For example|For instance|\(See:)")
"""The start of a line that goes on with the sentence or item above: a lower-case word, an
example, or the "(See: Patrol)" that closes a keyword's item in the Keywords entry."""


@dataclass(frozen=True)
class Section:
    """One section of the compilation, with the file lines of its title and of its text."""

    title: str
    title_line: int
    text: str
    text_line: int


@dataclass(frozen=True)
class SectionPage(SourceFile):
    """A section written out as a scraped page: each of its lines points at a line of the file."""

    file_lines: tuple[int, ...] = ()

    def ref(self, index: int) -> SourceRef:
        return SourceRef(self.name, self.file_lines[index])

    @cached_property
    def line_refs(self) -> tuple[SourceRef, ...]:
        return tuple(SourceRef(self.name, line) for line in self.file_lines)


def _malformed(source: SourceFile, line: int, reason: str) -> GlossaryError:
    return GlossaryError([Problem(SourceRef(source.name, line), N_("not a Rules Reference compilation: {reason}"),
                                  (("reason", reason),))])


def _skip_space(text: str, position: int) -> int:
    return _SPACE.match(text, position).end()


def _members(text: str, position: int) -> Iterator[tuple[str, int, int]]:
    """The members of the JSON object at ``position``: each key, where the key stands, and
    where its value starts. The text is known to be valid JSON."""
    position = _skip_space(text, position + 1)
    while text[position] != "}":
        key_at = position
        key, position = scanstring(text, position + 1)
        value_at = _skip_space(text, _skip_space(text, position) + 1)
        yield key, key_at, value_at
        _, position = _DECODER.raw_decode(text, value_at)
        position = _skip_space(text, position)
        if text[position] == ",":
            position = _skip_space(text, position + 1)


_LONG_NUMBER = re.compile(r"\d{1000,}")


def _unique_members(source: SourceFile, text: str, position: int, line_of) -> dict[str, tuple[int, int]]:
    """The members of the object at ``position``, by key: where the key and its value stand. A
    key given twice is an error at its second line: JSON keeps only the last value, silently."""
    members: dict[str, tuple[int, int]] = {}
    for key, key_at, value_at in _members(text, position):
        if key in members:
            raise _malformed(source, line_of(key_at), f"the key \"{key}\" is given twice")
        members[key] = (key_at, value_at)
    return members


def _elements(text: str, position: int) -> Iterator[int]:
    """Where each element of the JSON array at ``position`` starts."""
    position = _skip_space(text, position + 1)
    while text[position] != "]":
        yield position
        _, position = _DECODER.raw_decode(text, position)
        position = _skip_space(text, position)
        if text[position] == ",":
            position = _skip_space(text, position + 1)


def sections(source: SourceFile) -> list[Section]:
    """The sections of the compilation, in file order.

    A file that is not JSON, or not an object with an ``entries`` list of sections that each
    have a ``term`` and an ``en`` string, is an error naming the line where it goes wrong.
    """
    text = "\n".join(source.lines)
    line_starts = [0, *(found.end() for found in re.finditer("\n", text))]

    def line_of(offset: int) -> int:
        return bisect_right(line_starts, offset)

    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        raise _malformed(source, error.lineno, error.msg) from None
    except RecursionError:
        raise _malformed(source, 1, "arrays or objects nested too deeply") from None
    except ValueError as error:
        # A number too long to convert: the only other error the decoder raises.
        long_number = _LONG_NUMBER.search(text)
        raise _malformed(source, line_of(long_number.start()) if long_number else 1, str(error).split(";")[0]) from None
    if not isinstance(data, dict) or not isinstance(data.get("entries"), list):
        raise _malformed(source, 1, "no \"entries\" list")
    start = _skip_space(text, 0)
    top = _unique_members(source, text, start, line_of)
    entries_at = top["entries"][1]
    found = []
    for element, element_at in zip(data["entries"], _elements(text, entries_at)):
        for key in (TITLE_KEY, TEXT_KEY):
            if not isinstance(element, dict) or not isinstance(element.get(key), str):
                raise _malformed(source, line_of(element_at), f"a section without a \"{key}\" text")
        key_lines = {key: line_of(key_at) for key, (key_at, _) in _unique_members(source, text, element_at, line_of).items()}
        found.append(Section(element[TITLE_KEY], key_lines[TITLE_KEY], element[TEXT_KEY], key_lines[TEXT_KEY]))
    return found


def _joins_line_above(line: str, above: str | None, opens_after_blank: bool, following: str | None) -> bool:
    """Whether ``line`` continues ``above``; ``opens_after_blank`` says a blank line stands
    before ``above``, which makes a title-shaped line the title of a section of its own."""
    if not line or not above or line.startswith(("•", "»")) or (opens_after_blank and title_shaped(above)):
        return False
    ends_sentence = complete_sentence(above) == above or bool(_SENDS_ELSEWHERE.search(above))
    # "(See:" closing a line, its parenthesis still open, goes on at "Assault)" on the next.
    ends_sentence = ends_sentence and above.count("(") <= above.count(")")
    if _STEP.match(line):
        # "…a value of\n0. (For example…" is a sentence wrapped before a number, not a step.
        return not ends_sentence and not _STEP.match(above)
    if _CONTINUES.match(line) or not ends_sentence:
        return True
    # A step's text wrapped onto a plain line: the line after it goes on with the next step.
    return bool(_STEP.match(above) and following and _STEP.match(following))


def _split_lines(text: str) -> list[str]:
    """The lines of a section's text, with a "See also" list written at the end of a line
    standing on a line of its own."""
    return [part.strip() for line in text.split("\n") for part in _SEE_ALSO_AT_END.split(line.strip())]


def _logical_lines(text: str) -> list[str]:
    """The section's lines, each wrapped line joined to the line it continues."""
    raw = _split_lines(text)
    lines: list[str] = []
    for position, line in enumerate(raw):
        following = raw[position + 1] if position + 1 < len(raw) else None
        above = lines[-1] if lines else None
        if _joins_line_above(line, above, len(lines) > 1 and not lines[-2], following):
            lines[-1] = f"{lines[-1]} {line}"
        else:
            lines.append(line)
    return lines


def _page_lines(text: str) -> list[str]:
    """The section's lines as a scraped page writes them: indented by nesting, blank between."""
    page: list[str] = []
    under_step = False
    for line in _logical_lines(text):
        if _STEP.match(line):
            under_step = line.endswith(":")
            indent = 0
        elif line.startswith("•"):
            indent = 2 if under_step else 0
            line = f"• {line[1:].strip()}"
        elif line.startswith("»"):
            indent = 4 if under_step else 2
            line = f"• {line[1:].strip()}"
        else:
            under_step = False
            indent = 0
        page.extend(["", " " * indent + line] if line else [""])
    return page


def section_page(source: SourceFile, section: Section) -> SectionPage:
    """``section`` written out as a scraped page: the title, then the text."""
    lines = _page_lines(section.text)
    return SectionPage(source.name, (section.title, *lines), source.unofficial, source.kind, source.edition,
                       (section.title_line, *([section.text_line] * len(lines))))


def read_blocks(source: SourceFile, terms: TermTable, warnings: list[Problem]) -> list[Block]:
    """Every block of the compilation: one per section, or more where a section's text runs on
    into another titled section."""
    return [block for section in source.parsed(sections)
            for block in split_blocks(section_page(source, section), terms, warnings)]


def accountable(source: SourceFile) -> Iterator[tuple[SourceRef, str]]:
    """Every title, and every sentence or list item of every text, with the line of its key."""
    for section in source.parsed(sections):
        yield SourceRef(source.name, section.title_line), section.title
        for line in _split_lines(section.text):
            for piece in pieces(line.lstrip("•» ")):
                yield SourceRef(source.name, section.text_line), piece
