"""The error that stops a glossary being built (a module of its own, so that a command can
catch it without loading the importer)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    # Named in annotations only: every command catches this error, and most need no model.
    from checker.glossary.model import Problem


class GlossaryError(Exception):
    """The glossary cannot be built; :attr:`problems` says where and why.

    :attr:`warnings` holds what the import noticed before it had to stop: a skipped file can be
    the reason for a later error, so the reader needs both.
    """

    def __init__(self, problems: list[Problem], warnings: list[Problem] | None = None) -> None:
        super().__init__("; ".join(f"{problem.source}: {problem.message}" for problem in problems))
        self.problems = problems
        self.warnings = list(warnings or [])
