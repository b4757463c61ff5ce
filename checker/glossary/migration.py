"""Clause ids that a newer edition moved (``id-migration.toml`` in the sources folder).

Clause ids follow the structure of an entry's current text, so a newer edition that adds a
clause in the middle of an entry renumbers the clauses after it. Scenarios, docs and links cite
ids, so each move is recorded once, by hand, as ``old = "new"`` under ``[moved]``, with a comment
saying why; :attr:`checker.glossary.model.Glossary.moved_clauses` exposes them.
"""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

from checker.glossary.model import Glossary, Problem, SourceRef
from checker.glossary.errors import GlossaryError
from checker.glossary.sources import read_configuration
from checker.i18n import N_

MIGRATION_NAME = "id-migration.toml"


def _line_of(text: str, old_id: str) -> int:
    for number, line in enumerate(text.splitlines(), start=1):
        if re.match(rf"""\s*["']?{re.escape(old_id)}["']?\s*=""", line):
            return number
    return 0


def load_moved_clauses(directory: Path, glossary: Glossary) -> dict[str, str]:
    """Old clause id -> new clause id, from the migration file of ``directory`` (none: empty).

    A move to an id that no clause of ``glossary`` has is an error naming its line: the link it
    is there to keep would lead nowhere.
    """
    data = read_configuration(directory / MIGRATION_NAME)
    if data is None:
        return {}
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as error:
        line = data[: error.start].count(b"\n") + 1
        raise GlossaryError([Problem(SourceRef(MIGRATION_NAME, line), N_("not UTF-8 text"))]) from None
    try:
        moved = tomllib.loads(text).get("moved", {})
    except tomllib.TOMLDecodeError as error:
        raise GlossaryError([Problem(SourceRef(MIGRATION_NAME, 0), N_("the id migration is not valid TOML: {reason}"),
                                     (("reason", str(error)),))]) from None
    problems = []
    for old_id, new_id in moved.items():
        try:
            glossary.clause(str(new_id))
        except KeyError:
            problems.append(Problem(SourceRef(MIGRATION_NAME, _line_of(text, old_id)),
                                    N_("'{old}' moves to '{new}', which is no clause of the glossary"),
                                    (("old", old_id), ("new", str(new_id)))))
    if problems:
        raise GlossaryError(problems)
    return {old_id: str(new_id) for old_id, new_id in moved.items()}
