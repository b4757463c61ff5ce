"""The build stamp: when the site was last built, and whether its inputs changed since."""

from __future__ import annotations

import json
import time
from collections.abc import Iterable
from pathlib import Path

STAMP_NAME = ".build-stamp"


def write_stamp(site_dir: Path, **facts: object) -> None:
    (site_dir / STAMP_NAME).write_text(
        json.dumps({"built_at": time.time(), **facts}, sort_keys=True), encoding="utf-8"
    )


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
