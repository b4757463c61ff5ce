"""Reading raw source files: decoding, line ends, and what makes a file unreadable."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from checker.glossary.model import Problem, SourceRef
from checker.i18n import N_


class GlossaryError(Exception):
    """The glossary cannot be built; :attr:`problems` says where and why."""

    def __init__(self, problems: list[Problem]) -> None:
        super().__init__("; ".join(f"{problem.source}: {problem.message}" for problem in problems))
        self.problems = problems


@dataclass(frozen=True)
class SourceFile:
    """A source file's lines, decoded, without line ends; ``lines[0]`` is line 1."""

    name: str
    lines: tuple[str, ...]
    unofficial: bool = False
    """True for the project's own translations, False for pages as received."""

    def ref(self, index: int) -> SourceRef:
        return SourceRef(self.name, index + 1)


def _line_of_offset(data: bytes, offset: int) -> int:
    return data.count(b"\n", 0, offset) + 1


def read_source(
    path: Path, name: str, warnings: list[Problem], *, unofficial: bool = False
) -> SourceFile:
    """Decode ``path`` (UTF-8, or Latin-1 with a warning), with any line ends.

    A file holding NUL bytes is not text: that is an error, naming the first line with one.
    """
    data = path.read_bytes()
    if b"\x00" in data:
        line = _line_of_offset(data, data.index(b"\x00"))
        raise GlossaryError(
            [Problem(SourceRef(name, line), N_("binary data (NUL byte): not a text file"))]
        )
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        line = _line_of_offset(data, error.start)
        warnings.append(
            Problem(SourceRef(name, line), N_("not valid UTF-8: the file was read as Latin-1"))
        )
        text = data.decode("cp1252", errors="replace")
    if not text.strip():
        warnings.append(Problem(SourceRef(name, 1), N_("empty file: nothing to import")))
    return SourceFile(name, tuple(text.splitlines()), unofficial)
