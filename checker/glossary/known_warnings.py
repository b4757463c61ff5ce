"""Warnings about the sources that a maintainer has looked at (``known-warnings.toml`` in the
sources folder).

The files of ``sources/`` are kept exactly as received, so the flaws an import warns about (a
step numbered wrong by a scraper, a link to a section the page lacks) cannot be fixed there.
Each one that has been looked at is recorded once, by hand, with where it is, what the import
says about it (in English, as ``--verbose`` prints it) and why the import's reading of it is
right::

    [[warning]]
    at = "003_1bb4e5be0b9577fa.txt:13"
    says = "step numbered 1 in the source is step 3"
    why = "The page restarts the numbering inside the list; the steps are 3 to 5."

The commands count only the warnings nobody has recorded, so an import of the bundled sources
warns of nothing until a source changes; ``--verbose`` still lists every warning, marking the
known ones.
"""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

from checker.glossary.errors import GlossaryError
from checker.glossary.model import Problem, SourceRef
from checker.glossary.sources import read_configuration
from checker.i18n import N_

KNOWN_WARNINGS_NAME = "known-warnings.toml"
_TOML_LINE = re.compile(r"\(at line (\d+)")
_FIELDS = ("at", "says", "why")


def known_warnings(directory: Path, warnings: list[Problem]) -> list[Problem]:
    """The ``warnings`` that the known-warnings file of ``directory`` records (none: no file).

    A file that is not UTF-8 or not valid TOML, or a record without its three texts, is an
    error naming the file and line.
    """
    try:
        raw = read_configuration(directory / KNOWN_WARNINGS_NAME)
    except GlossaryError as error:
        raise GlossaryError(error.problems, warnings) from None
    if raw is None:
        return []
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as error:
        raise GlossaryError([_problem(raw[: error.start].count(b"\n") + 1, N_("the known warnings are not UTF-8 text"))],
                           warnings) from None
    try:
        records = tomllib.loads(text).get("warning", [])
    except tomllib.TOMLDecodeError as error:
        found = _TOML_LINE.search(str(error))
        raise GlossaryError([_problem(int(found[1]) if found else 0, N_("the known warnings are not valid TOML: {reason}"),
                                      (("reason", str(error)),))], warnings) from None
    record_lines = [number for number, line in enumerate(text.splitlines(), start=1) if line.strip() == "[[warning]]"]
    known: set[tuple[str, str]] = set()
    problems = []
    for number, record in enumerate(records if isinstance(records, list) else [records]):
        if not isinstance(record, dict) or not all(isinstance(record.get(key), str) and record[key].strip() for key in _FIELDS):
            line = record_lines[number] if number < len(record_lines) else 0
            problems.append(_problem(line, N_("a known warning needs 'at', 'says' and 'why', each a text in quotes")))
            continue
        known.add((record["at"].strip(), record["says"].strip()))
    if problems:
        raise GlossaryError(problems, warnings)
    return [warning for warning in warnings if (_where(warning), warning.render("en")) in known]


def _where(warning: Problem) -> str:
    """Where a warning is, as a command prints it: the file, and its line when it has one."""
    return warning.source.file if warning.source.line == 0 else str(warning.source)


def _problem(line: int, message: str, params: tuple[tuple[str, str], ...] = ()) -> Problem:
    return Problem(SourceRef(KNOWN_WARNINGS_NAME, line), message, params)
