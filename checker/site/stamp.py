"""The build stamp: the mark of a site that a build made, when it was made, and whether its
inputs changed since.

A build replaces its site folder whole, so it only ever replaces a folder that carries a stamp:
a file whose first line is :data:`STAMP_LINE`.
"""

from __future__ import annotations

import json
import os
import stat
import time
from collections.abc import Iterable
from pathlib import Path

STAMP_NAME = ".build-stamp"
BUILT_FILES = ".build-files"
"""The list of the files a build wrote into its site, one path a line, relative to the site: what
the next build replaces. Anything else in the folder is the user's and stays."""
STAMP_LINE = "mcrules site build"
"""The first line of every stamp, followed by one line of JSON facts about the build."""
EARLIER_STAMP_FACTS = {"built_at", "entries"}
"""What a stamp held, as its only line of JSON, before it started with :data:`STAMP_LINE`:
sites built then are sites a build made, too."""


def write_stamp(site_dir: Path, **facts: object) -> None:
    """Mark ``site_dir`` as a site a build made, listing the files it holds as the build's own."""
    made = sorted(str(path.relative_to(site_dir)) for path in site_dir.rglob("*") if not path.is_dir())
    (site_dir / BUILT_FILES).write_text("".join(f"{name}\n" for name in made), encoding="utf-8")
    (site_dir / STAMP_NAME).write_text(
        f"{STAMP_LINE}\n{json.dumps({'built_at': time.time(), **facts}, sort_keys=True)}\n", encoding="utf-8"
    )


def is_built_site(folder: Path) -> bool:
    """Whether ``folder`` is a site that a build made: it holds a stamp, a plain file whose
    first line is :data:`STAMP_LINE` (or a stamp of the earlier kind)."""
    stamp = Path(folder) / STAMP_NAME
    try:
        if not stat.S_ISREG(os.lstat(stamp).st_mode):
            return False
        with open(stamp, encoding="utf-8") as stream:
            first_line = stream.readline(len(STAMP_LINE) + 2).rstrip("\n")
            if first_line == STAMP_LINE:
                return True
            stream.seek(0)
            facts = json.loads(stream.read(1000))
    except (OSError, UnicodeDecodeError, ValueError):
        return False
    return isinstance(facts, dict) and set(facts) == EARLIER_STAMP_FACTS


def built_files(site_dir: Path) -> frozenset[str] | None:
    """The files the build of ``site_dir`` wrote, by path relative to it; None when it did not
    list them (a site built before builds did)."""
    try:
        text = (site_dir / BUILT_FILES).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return None
    return frozenset(text.splitlines())


def _files(path: Path) -> Iterable[Path]:
    if path.is_file():
        yield path
    elif path.is_dir():
        yield from (child for child in path.rglob("*") if child.is_file() and "__pycache__" not in child.parts)


def is_stale(site_dir: Path, inputs: Iterable[Path]) -> bool:
    """True when the site has no stamp, or any file under ``inputs`` is newer than it."""
    stamp = site_dir / STAMP_NAME
    if not stamp.is_file():
        return True
    built = stamp.stat().st_mtime
    return any(file.stat().st_mtime > built for path in inputs for file in _files(path))
