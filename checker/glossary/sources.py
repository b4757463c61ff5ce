"""Reading raw source files: which files are read, decoding, line ends, and what makes a file unreadable."""

from __future__ import annotations

import errno
import os
import re
import stat
from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum
from functools import cached_property
from itertools import repeat
from pathlib import Path
from typing import TypeVar

from checker.glossary.errors import GlossaryError
from checker.glossary.lines import Line, classify_all
from checker.glossary.model import Problem, SourceRef
from checker.glossary.normalise import normalise_lines, printable_name
from checker.i18n import N_
from checker.named_tuples import maker


class SourceKind(StrEnum):
    """The format of a source file; each has its reader in :mod:`checker.glossary.readers`."""

    SCRAPED_PAGE = "scraped-page"
    RULES_REFERENCE_JSON = "rules-reference-json"
    MARVELCDB_HTML = "marvelcdb-html"


KIND_BY_EXTENSION = {".txt": SourceKind.SCRAPED_PAGE, ".json": SourceKind.RULES_REFERENCE_JSON}
"""The kind of a file that the manifest does not list, by the end of its name."""


@dataclass(frozen=True, order=True)
class Edition:
    """Which edition of the Rules Reference a source's text is, as ``sources/manifest.toml`` says.

    Editions compare by ``rank``, oldest first; 0 is a file the manifest does not date.
    """

    rank: int
    label: str | None = None


UNDATED = Edition(0)


T = TypeVar("T")

_source_ref = maker(SourceRef)
"""The import makes one for every line it reads (see :mod:`checker.named_tuples`)."""


@dataclass(frozen=True)
class SourceFile:
    """A source file's lines, decoded, without line ends; ``lines[0]`` is line 1."""

    name: str
    lines: tuple[str, ...]
    unofficial: bool = False
    """True for the project's own translations, False for pages as received."""
    kind: SourceKind = SourceKind.SCRAPED_PAGE
    edition: Edition = UNDATED

    def ref(self, index: int) -> SourceRef:
        return _source_ref((self.name, index + 1))

    @cached_property
    def line_refs(self) -> tuple[SourceRef, ...]:
        """``ref(index)`` of every line, at ``line_refs[index]``: made at once, in C, for the
        reader that cuts a page into blocks and for the accounting, which name most lines. A
        file that numbers its lines otherwise overrides both."""
        return tuple(map(_source_ref, zip(repeat(self.name), range(1, len(self.lines) + 1))))

    def parsed(self, parse: Callable[[SourceFile], T]) -> T:
        """``parse(self)``, worked out once for this file: the reader of a kind of file reads it
        twice, to cut it into blocks and to account for its text, and parsing a whole HTML page
        or JSON compilation is most of the work."""
        found = self.__dict__.setdefault("_parsed", {})
        if parse not in found:
            found[parse] = parse(self)
        return found[parse]

    @cached_property
    def classified_lines(self) -> list[Line]:
        """The shape of each line (:func:`checker.glossary.lines.classify`), worked out once for
        the reader that cuts a page of lines into blocks and for the accounting of its text."""
        return classify_all(self.lines)


SIZE_LIMIT_MIB = 16
SIZE_LIMIT = SIZE_LIMIT_MIB * 1024 * 1024
"""The largest source file the importer reads, in bytes (see ``sources/README.md``).

Scraped pages weigh a few KB and a whole compilation of the rules a few MB; the limit is there
so that no file, however it came to be, can take the memory of the import.
"""

_NOT_A_FILE = (
    (stat.S_ISDIR, N_("a folder, not a file: skipped")),
    (stat.S_ISFIFO, N_("a named pipe (FIFO), not a file: skipped")),
    (stat.S_ISCHR, N_("a device, not a file: skipped")),
    (stat.S_ISBLK, N_("a device, not a file: skipped")),
    (stat.S_ISSOCK, N_("a socket, not a file: skipped")),
)


def _not_a_file(mode: int) -> str:
    return next((message for is_kind, message in _NOT_A_FILE if is_kind(mode)), N_("not a regular file: skipped"))


def _unreadable(name: str, error: OSError) -> GlossaryError:
    if isinstance(error, PermissionError):
        return GlossaryError([Problem(SourceRef(name, 0), N_("permission denied: the file cannot be read"))])
    reason = error.strerror or str(error)
    return GlossaryError([Problem(SourceRef(name, 0), N_("the file cannot be read: {reason}"), (("reason", reason),))])


def _too_large(name: str) -> GlossaryError:
    return GlossaryError([
        Problem(SourceRef(name, 0), N_("larger than the {limit} MiB a source file may hold: not read"),
                (("limit", str(SIZE_LIMIT_MIB)),))
    ])


def _read_regular_file(path: Path, name: str, warnings: list[Problem]) -> bytes | None:
    """The bytes of ``path`` if it is a regular file or a link to one; otherwise None and a warning.

    The type is checked before opening, because opening a named pipe waits for a writer and
    opening a device may have effects of its own; it is checked again on the open file, in case
    the name was replaced in between. At most :data:`SIZE_LIMIT` + 1 bytes are read, since files
    such as those under ``/proc`` state a size smaller than what they hold.
    """
    try:
        mode = os.stat(path).st_mode
    except OSError as error:
        if not path.is_symlink():
            raise _unreadable(name, error) from None
        looping = error.errno == errno.ELOOP
        warnings.append(Problem(SourceRef(name, 0), N_("a symbolic link that goes round in a loop: skipped")
                                if looping else N_("a symbolic link that leads to nothing: skipped")))
        return None
    if not stat.S_ISREG(mode):
        warnings.append(Problem(SourceRef(name, 0), _not_a_file(mode)))
        return None
    try:
        descriptor = os.open(path, os.O_RDONLY | os.O_NONBLOCK | os.O_NOCTTY)
    except OSError as error:
        raise _unreadable(name, error) from None
    try:
        opened = os.fstat(descriptor)
        if not stat.S_ISREG(opened.st_mode):
            warnings.append(Problem(SourceRef(name, 0), _not_a_file(opened.st_mode)))
            return None
        if opened.st_size > SIZE_LIMIT:
            raise _too_large(name)
        data = _read_to_end(descriptor, opened.st_size, SIZE_LIMIT + 1)
    except OSError as error:
        raise _unreadable(name, error) from None
    finally:
        os.close(descriptor)
    if len(data) > SIZE_LIMIT:
        raise _too_large(name)
    return data


def read_configuration(path: Path) -> bytes | None:
    """The bytes of a configuration file beside the sources (a manifest, an id migration, a
    translation's aliases): None when there is none, and an error naming it when something is
    there that is not a regular file, cannot be read or is too large, since reading nothing
    from it would silently change what the glossary holds."""
    if not os.path.lexists(path):
        return None
    name = printable_name(path.name)
    skipped: list[Problem] = []
    data = _read_regular_file(path, name, skipped)
    if data is None:
        raise GlossaryError(skipped)
    return data


def _read_to_end(descriptor: int, stated_size: int, most: int) -> bytes:
    """The bytes of the open file from where it stands to its end, but no more than ``most``.

    The first read asks for one byte more than the file states, so that a file which holds what
    it states is read whole and its end found by the next read. A buffer of ``most`` bytes for
    every file would cost an allocation of that size per file, a fifth of a second over 3,500
    files; a plain ``os.read`` also spares the buffered file object's own system calls.
    """
    chunks = []
    wanted = min(stated_size + 1, most)
    while most > 0:
        chunk = os.read(descriptor, wanted)
        if not chunk:
            break
        chunks.append(chunk)
        most -= len(chunk)
        wanted = min(max(wanted, _READ_SIZE), most)
    return b"".join(chunks)


_READ_SIZE = 1 << 16
"""How much each read past the first asks for: the file holds more than it states."""


_LINE_END = re.compile(r"\r\n|\r|\n")
"""The only line ends: ``str.splitlines`` would also end a line at a form feed or U+2028, and
so count more lines than the file has."""


def _split_lines(text: str) -> list[str]:
    """The lines of ``text``, split where :data:`_LINE_END` matches; a file's last line end
    ends its last line, and starts no empty line after it."""
    if "\r" in text:
        # "\r\n" first, as the pattern takes it: one line end, not two.
        text = text.replace("\r\n", "\n").replace("\r", "\n")
    # Splitting at a character is a search for it, which the pattern made a test of each character.
    lines = text.split("\n")
    if lines[-1] == "":
        lines.pop()
    return lines


_WINDOWS_1252_EXTRAS = str.maketrans(
    {chr(byte): bytes([byte]).decode("cp1252", errors="ignore") or chr(byte) for byte in range(0x80, 0xA0)}
)
"""Where Windows-1252 differs from Latin-1: curly quotes, dashes, the euro sign and the like.

The five bytes it leaves undefined (0x81, 0x8D, 0x8F, 0x90, 0x9D) keep their Latin-1 meaning, a
control character, which normalisation removes; that is how web browsers read such pages too.
"""


def _line_of_offset(data: bytes, offset: int) -> int:
    return len(_LINE_END.findall(data[:offset].decode("latin-1"))) + 1


def source_paths(directory: Path, extensions: tuple[str, ...] = (".txt",)) -> list[Path]:
    """The entries of ``directory`` whose names end in ``extensions``, sorted by name;
    :func:`read_source` says what each one is.

    A folder that cannot be listed is an error: importing nothing from it would look like a
    folder with no sources.
    """
    try:
        with os.scandir(directory) as entries:
            names = [entry.name for entry in entries if entry.name.endswith(extensions)]
    except OSError as error:
        where = SourceRef(printable_name(str(directory)), 0)
        if isinstance(error, PermissionError):
            raise GlossaryError([Problem(where, N_("permission denied: the folder cannot be read"))]) from None
        reason = error.strerror or str(error)
        raise GlossaryError([Problem(where, N_("the folder cannot be read: {reason}"), (("reason", reason),))]) from None
    # Names of one folder sort as their paths do, and a string is compared in C, a path in Python.
    return [directory / name for name in sorted(names)]


def read_source(
    path: Path, warnings: list[Problem], *, unofficial: bool = False,
    kind: SourceKind = SourceKind.SCRAPED_PAGE, edition: Edition = UNDATED,
) -> SourceFile | None:
    """Decode ``path`` (UTF-8, or Windows-1252 with a warning) into normalised lines.

    Anything but a regular file, or a link to one, is skipped with a warning: None. A file
    that cannot be read whole, or holds NUL bytes and so is not text, is an error naming it.
    The file is named by :func:`printable_name`, in problems and in the lines' sources.
    """
    name = printable_name(path.name)
    data = _read_regular_file(path, name, warnings)
    if data is None:
        return None
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
            Problem(SourceRef(name, line),
                    N_("not valid UTF-8: the file was read as Windows-1252 (Latin-1 with its extra punctuation)"))
        )
        text = data.decode("latin-1").translate(_WINDOWS_1252_EXTRAS)
    lines = normalise_lines(_split_lines(text))
    if not any(line.strip() for line in lines):
        warnings.append(Problem(SourceRef(name, 1), N_("empty file: nothing to import")))
    return SourceFile(name, lines, unofficial, kind, edition)
