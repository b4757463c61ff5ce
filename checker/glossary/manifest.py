"""The manifest of a sources folder (``manifest.toml``): what each file is and which edition.

It lists the editions of the Rules Reference oldest first, and for each file it names, its kind
(which reader reads it), its edition and where it came from. A file it does not name is read by
the end of its name (:data:`checker.glossary.sources.KIND_BY_EXTENSION`) and is undated, older
than every edition listed. A folder without a manifest is read that way whole.
"""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath

from checker.glossary.model import Problem, SourceRef
from checker.glossary.errors import GlossaryError
from checker.glossary.sources import UNDATED, Edition, SourceKind, read_configuration
from checker.i18n import N_

MANIFEST_NAME = "manifest.toml"
_TOML_LINE = re.compile(r"\(at line (\d+)")


@dataclass(frozen=True)
class SourceEntry:
    """What the manifest says of one file."""

    kind: SourceKind
    edition: Edition
    origin: str | None = None


@dataclass
class Manifest:
    """The files a sources folder describes, by name."""

    files: dict[str, SourceEntry] = field(default_factory=dict)
    lines: dict[str, int] = field(default_factory=dict)
    """The manifest line that names each file, for messages about it."""

    def kind_of(self, name: str, extension_kinds: dict[str, SourceKind]) -> SourceKind | None:
        if name in self.files:
            return self.files[name].kind
        return next((kind for extension, kind in extension_kinds.items() if name.endswith(extension)), None)

    def edition_of(self, name: str) -> Edition:
        entry = self.files.get(name)
        return entry.edition if entry else UNDATED


def _line_naming(text: str, name: str) -> int:
    for number, line in enumerate(text.splitlines(), start=1):
        if re.match(rf"""\s*file\s*=\s*["']{re.escape(name)}["']""", line):
            return number
    return 0


def _in_folder(name: str) -> bool:
    """Whether ``name`` names a file of the manifest's own folder: no path outside it, such as
    ``../outside/secret.txt`` or ``/etc/passwd``, whose text the site would then publish."""
    path = PurePosixPath(name)
    return bool(name) and not path.is_absolute() and ".." not in path.parts and "\\" not in name


def _check_shape(data: dict, text: str) -> None:
    """``editions`` is a list of texts and each ``[[source]]`` a table: anything else is an error
    at the line that gives it."""
    editions, sources = data.get("editions", []), data.get("source", [])
    if not isinstance(editions, list) or not all(isinstance(label, str) for label in editions):
        raise GlossaryError([Problem(SourceRef(MANIFEST_NAME, _line_of_key(text, "editions")),
                                     N_("'editions' is a list of edition names, each a text in quotes"))])
    if not isinstance(sources, list) or not all(isinstance(row, dict) for row in sources):
        raise GlossaryError([Problem(SourceRef(MANIFEST_NAME, _line_of_key(text, "source")),
                                     N_("'source' is a list of [[source]] tables"))])


def _line_of_key(text: str, key: str) -> int:
    """The first line of ``text`` that gives ``key``, as a key or a table name; 0 when none does."""
    pattern = re.compile(rf"^\s*(\[\[\s*{key}\s*\]\]|{key}\s*=)")
    return next((number for number, line in enumerate(text.splitlines(), start=1) if pattern.match(line)), 0)


def load_manifest(directory: Path) -> Manifest:
    """The manifest of ``directory``, or an empty one when there is none.

    Something at its name that is not a regular file is an error. So is a manifest that is not
    valid TOML, or that gives a file a kind or an edition it does not know, or names a file
    twice or a file the folder lacks: an error naming its line.
    """
    data = read_configuration(directory / MANIFEST_NAME)
    if data is None:
        return Manifest()
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as error:
        line = data[: error.start].count(b"\n") + 1
        raise GlossaryError([Problem(SourceRef(MANIFEST_NAME, line), N_("the manifest is not UTF-8 text"))]) from None
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        found = _TOML_LINE.search(str(error))
        raise GlossaryError([Problem(SourceRef(MANIFEST_NAME, int(found[1]) if found else 0),
                                     N_("the manifest is not valid TOML: {reason}"), (("reason", str(error)),))]) from None
    _check_shape(data, text)
    ranks = {label: rank for rank, label in enumerate(data.get("editions", []), start=1)}
    manifest = Manifest()
    problems = []
    for row in data.get("source", []):
        name = str(row.get("file", ""))
        where = SourceRef(MANIFEST_NAME, _line_naming(text, name))
        kind, edition = row.get("kind"), row.get("edition")
        if not all(isinstance(row.get(key, ""), str) for key in ("file", "kind", "edition", "origin")):
            problems.append(Problem(where, N_("'{name}': file, kind, edition and origin are each a text in quotes"),
                                    (("name", name),)))
        elif kind not in {str(known) for known in SourceKind}:
            problems.append(Problem(where, N_("'{name}' has a kind the importer does not know: '{kind}'"),
                                    (("name", name), ("kind", str(kind)))))
        elif edition is not None and edition not in ranks:
            problems.append(Problem(where, N_("'{name}' has an edition that 'editions' does not list: '{edition}'"),
                                    (("name", name), ("edition", str(edition)))))
        elif name in manifest.files:
            problems.append(Problem(where, N_("'{name}' is listed twice"), (("name", name),)))
        elif not _in_folder(name):
            problems.append(Problem(where, N_("'{name}' is not a file of this folder: the manifest names only its own files"),
                                    (("name", name),)))
        elif not (directory / name).exists():
            problems.append(Problem(where, N_("'{name}' is listed but not in the folder"), (("name", name),)))
        else:
            manifest.files[name] = SourceEntry(
                SourceKind(kind), Edition(ranks[edition], edition) if edition else UNDATED, row.get("origin")
            )
            manifest.lines[name] = where.line
    if problems:
        raise GlossaryError(problems)
    return manifest
