"""Which sentences a source folder holds, and which of them an export lost.

The product promises that every non-chrome line of every source lands in the glossary (a title,
a clause, a "See also" label, a kept variant), and that whatever it could not place is listed
under ``unaccounted``. This oracle checks that promise without sharing code or rules with the
importer: it reads the files itself and cuts every line into pieces whose text must reach the
export.

* A line is what an editor shows as one: lines end at LF, CRLF or CR.
* A file is UTF-8 (a leading BOM is no text), or else Latin-1.
* Page chrome and "See also" headings are not rules text; the items of a "See also" or "See"
  list are, each on its own.
* Bullets and step numbers mark list items; they are not text.
* Sentences end at ".", "!", "?" or "…" followed by a space.
* Terminal escape sequences, control characters and line or paragraph separators cut a piece
  in two: an importer may drop them, keep an escape's parameters as text, or take them for line
  ends, and in every case the text on each side must still arrive.
* Pieces compare by their letters and digits only, blind to case and accents: the importer may
  add a missing final period, drop invisible characters or mend spacing.

A piece is accounted for when it appears within a string of the exported entries or aliases
(warnings do not count: a message quoting a line does not place it), or when ``unaccounted`` names its file
together with its line or with a text that holds it.
"""

from __future__ import annotations

import os
import re
import stat
import unicodedata
from dataclasses import dataclass
from pathlib import Path

_LINE_END = re.compile(r"\r\n|\r|\n")
_ESCAPE_SEQUENCE = re.compile(r"\x1b(?:\[[0-?]*[ -/]*[@-~]|\][^\x07\x1b]*(?:\x07|\x1b\\)?|[@-_]?)")
_SENTENCE_END = re.compile(r"(?<=[.!?…])\s+")
_LIST_MARKER = re.compile(r"^[\s•◦▪●·*‣⁃\-–—]*(?:\d+[.)]\s+)?")
_LIST_ITEM_SEPARATOR = re.compile(r"[,;•|·]")
_SEE_ALSO = re.compile(
    r"^(?:(?:see also|vease tambien|ver tambien)\s*(?::(?P<items>.*))?|(?:see|vease|ver)\s*:(?P<targets>.*))$"
)
_CUT = "\n"

CHROME = (
    "Saltar al contenido principal",
    "Saltar al contenido",
    "Ir al contenido principal",
    "Skip to main content",
    "Skip to content",
    "Menú",
    "Menu",
    "Volver arriba",
    "Back to top",
)
"""Navigation text of the scraped site's templates (see ``sources/README.md``)."""

STRUCTURAL_KEYS = frozenset({"id", "parent", "kind", "file", "target", "term", "lang", "unofficial", "matches"})
"""Export fields that hold identifiers or codes made by the importer, never text from a page."""


def skeleton(text: str) -> str:
    """Letters and digits only, without case or accents: what two renderings of a text share.

    >>> skeleton("  Plan principal (cartas y mazo): ¡Aceleración!")
    'planprincipalcartasymazoaceleracion'
    """
    return "".join(char for char in unicodedata.normalize("NFKD", text.casefold()) if char.isalnum())


def _fold(text: str) -> str:
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return " ".join("".join(char for char in decomposed if not unicodedata.combining(char)).split())


_CHROME_FOLDED = frozenset(_fold(line) for line in CHROME)


def _without_invisibles(text: str) -> str:
    return "".join(char for char in text if unicodedata.category(char) != "Cf")


def _cut(text: str) -> list[str]:
    """``text`` cut at every escape sequence, control character and line or paragraph separator."""
    text = _ESCAPE_SEQUENCE.sub(_CUT, _without_invisibles(text)).replace("\t", " ")
    text = "".join(_CUT if unicodedata.category(char) in ("Cc", "Zl", "Zp") else char for char in text)
    return text.split(_CUT)


def _is_chrome(line: str) -> bool:
    """Chrome, however its control characters are read: as nothing, or as spaces."""
    visible = _ESCAPE_SEQUENCE.sub(" ", _without_invisibles(line))
    readings = (
        "".join(char for char in visible if unicodedata.category(char) not in ("Cc", "Zl", "Zp")),
        "".join(" " if unicodedata.category(char) in ("Cc", "Zl", "Zp") else char for char in visible),
    )
    return any(_fold(reading) in _CHROME_FOLDED for reading in readings)


def line_pieces(line: str) -> list[str]:
    """The pieces of text of one source line that must reach the export.

    >>> line_pieces("  2. Resolve it. For example, a surge")
    ['Resolve it.', 'For example, a surge']
    >>> line_pieces("Véase también: Aceleración, ficha de; Amenaza")
    ['aceleracion', 'ficha de', 'amenaza']
    >>> line_pieces("Skip to main content")
    []
    """
    if _is_chrome(line):
        return []
    wanted: list[str] = []
    in_list = False
    for piece in _cut(line):
        plain = " ".join(piece.split())
        if not skeleton(plain) or _fold(plain) in _CHROME_FOLDED:
            continue
        if heading := _SEE_ALSO.match(_fold(plain)):
            in_list = True
            items = heading["items"] if heading["items"] is not None else heading["targets"] or ""
            wanted += _LIST_ITEM_SEPARATOR.split(items)
        elif in_list:
            wanted += _LIST_ITEM_SEPARATOR.split(plain)
        else:
            wanted += _SENTENCE_END.split(_LIST_MARKER.sub("", plain))
    return [" ".join(part.split()) for part in wanted if skeleton(part)]


@dataclass(frozen=True)
class Piece:
    file: str
    line: int
    text: str


def decode(data: bytes) -> str:
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        return data.decode("latin-1")


def regular_sources(folder: Path) -> dict[str, bytes]:
    """The bytes of every regular ``*.txt`` file of ``folder``, by name (surrogate-escaped)."""
    found = {}
    for name in sorted(os.listdir(os.fsencode(folder))):
        path = os.path.join(os.fsencode(folder), name)
        if name.endswith(b".txt") and stat.S_ISREG(os.lstat(path).st_mode):
            with open(path, "rb") as stream:
                found[os.fsdecode(name)] = stream.read()
    return found


def source_pieces(folder: Path) -> list[Piece]:
    return [
        Piece(name, number, text)
        for name, data in regular_sources(folder).items()
        for number, line in enumerate(_LINE_END.split(decode(data)), start=1)
        for text in line_pieces(line)
    ]


def entry_strings(value, key: str | None = None):
    """Every string of exported entries or aliases that can hold text from a page."""
    if isinstance(value, str):
        if key not in STRUCTURAL_KEYS:
            yield value
    elif isinstance(value, dict):
        for name, item in value.items():
            yield from entry_strings(item, name)
    elif isinstance(value, list):
        for item in value:
            yield from entry_strings(item, key)


def _same_file(exported: str, name: str) -> bool:
    return exported == name or skeleton(exported) == skeleton(name)


def lost_pieces(folder: Path, export: dict) -> list[Piece]:
    """Pieces of the sources in ``folder`` that ``export`` neither holds nor lists as unaccounted."""
    held = [skeleton(text) for text in entry_strings([export["entries"], export["aliases"]])]
    unaccounted = [(item["file"], item["line"], skeleton(item.get("text", ""))) for item in export["unaccounted"]]
    lost = []
    for piece in source_pieces(folder):
        wanted = skeleton(piece.text)
        if any(wanted in text for text in held):
            continue
        if any(
            _same_file(file, piece.file) and (line == piece.line or wanted in text)
            for file, line, text in unaccounted
        ):
            continue
        lost.append(piece)
    return lost
