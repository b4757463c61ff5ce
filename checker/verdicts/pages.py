"""A page of scenarios as a file: where it is, its language and its text, before any scenario
is read from it.

Nothing here loads the engine: ``verify`` reads the pages this way to find, in the cache of
results, what they gave last time (:mod:`checker.verdicts.kept`).
"""

from __future__ import annotations

import stat
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from checker import PROJECT_ROOT
from checker.i18n import LANGUAGES, N_, translate

DOMAIN = "scenarios"
PAGE_SIZE_LIMIT = 16 * 1024 * 1024
"""The largest page read, in bytes: as large as a source file of the glossary may be
(:data:`checker.glossary.sources.SIZE_LIMIT`, which this module does not load)."""


@dataclass(frozen=True)
class Location:
    """A line of a scenario file, counted from 1."""

    file: str
    line: int

    def __str__(self) -> str:
        return f"{self.file}:{self.line}"


class ScenarioSyntaxError(ValueError):
    """A scenario that cannot be read: where, and why, as an English message id plus params."""

    def __init__(self, location: Location, reason: str, params: Mapping[str, object] | None = None) -> None:
        self.location = location
        self.reason = reason
        self.params = dict(params or {})
        super().__init__(reason)

    def __str__(self) -> str:
        return self.render("en")

    def render(self, lang: str) -> str:
        reason = translate(lang, self.reason, DOMAIN, **self.params)
        return translate(lang, N_("{location}: {reason}"), DOMAIN, location=str(self.location), reason=reason)


def display_path(path: Path) -> str:
    """``path`` relative to the checkout when it is inside it, as messages show it."""
    return _shown(path, Path(path).resolve())


def language_of(path: Path) -> str:
    """The language of a page, from the nearest folder named after a language."""
    return page_place(path)[1]


def page_place(path: Path) -> tuple[str, str]:
    """The page's path as messages show it and its language (:func:`display_path`,
    :func:`language_of`), the path resolved once.

    Raises :class:`ScenarioSyntaxError` for a page under no folder named after a language.
    """
    resolved = Path(path).resolve()
    shown = _shown(path, resolved)
    for part in reversed(resolved.parts[:-1]):
        if part in LANGUAGES:
            return shown, part
    raise ScenarioSyntaxError(
        Location(shown, 0), N_("cannot tell the language of this page: put it under a folder es/ or en/")
    )


def _shown(path: Path, resolved: Path) -> str:
    try:
        return resolved.relative_to(PROJECT_ROOT).as_posix()
    except ValueError:
        return str(path)


def read_page(path: Path) -> str:
    """The text of the scenario page at ``path``.

    Raises :class:`ScenarioSyntaxError` for a page that is not a regular file, is too large, is
    not UTF-8 text or cannot be read.
    """
    def refused(reason: str, params: Mapping[str, object] | None = None) -> ScenarioSyntaxError:
        return ScenarioSyntaxError(Location(display_path(path), 0), reason, params)

    try:
        # Checked before opening: opening a named pipe waits for a writer that may never come.
        status = path.stat()
        if not stat.S_ISREG(status.st_mode):
            raise refused(N_("not a regular file"))
        if status.st_size > PAGE_SIZE_LIMIT:
            raise refused(N_("larger than {limit} MiB"), {"limit": PAGE_SIZE_LIMIT // 2**20})
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError:
        raise refused(N_("not a UTF-8 text file")) from None
    except FileNotFoundError:
        raise refused(N_("not found")) from None
    except OSError as error:
        raise refused(N_("cannot read this page: {reason}"), {"reason": error.strerror}) from None
    # A byte-order mark some editors write is not text of the page: kept, it hid the first fence.
    return text.removeprefix("\ufeff")
