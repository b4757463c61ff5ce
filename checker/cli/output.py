"""How the command line reports problems: one line each, ``file:line: message``, on stderr."""

from __future__ import annotations

import sys

from checker.glossary import GlossaryError, Problem
from checker.i18n import translate

EXIT_FAILURE = 1
"""The command could not do its job."""
EXIT_INCOMPLETE = 3
"""The command did its job, but what it produced is known to be incomplete."""


def say(message: str) -> None:
    print(message, file=sys.stderr)


def problem_line(problem: Problem, lang: str) -> str:
    where = problem.source.file if problem.source.line == 0 else str(problem.source)
    return f"{where}: {problem.render(lang)}"


def report_warnings(problems: list[Problem], lang: str) -> None:
    for problem in problems:
        say(translate(lang, "warning: {problem}", problem=problem_line(problem, lang)))


def report_glossary_error(error: GlossaryError, lang: str) -> None:
    for problem in error.problems:
        say(translate(lang, "error: {problem}", problem=problem_line(problem, lang)))
    say(translate(lang, "The glossary could not be built."))
