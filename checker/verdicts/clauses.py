"""The verdicts of ``verify``: what each clause of the glossary is given, from the results of the
scenarios citing it, and the report that gathers them.

A clause is

* ``verified`` when every scenario citing it passes and the engine carried it out during at
  least one of them (:attr:`ScenarioResult.clauses_ran`, recorded as
  :mod:`checker.engine.execution` says): a scenario that passes without the clause's code
  running checks something else;
* ``failed`` when a scenario citing it fails;
* ``cited-not-run`` when every scenario citing it passes but the engine carried it out during
  none of them;
* ``not-executable`` when no scenario cites it and ``docs/not-executable.toml`` says why it
  cannot be executed (the reason is kept in Spanish and English);
* ``uncovered`` otherwise.

The report is good (:attr:`VerifyReport.ok`) only when every scenario passes, every page reads,
every cited clause exists, both languages say the same thing, and no clause in scope is
uncovered or cited but never run: an executable clause without a scenario, or whose scenarios
never run it, is a gap in the checker, so it fails too.

An entry that no page of scenarios and no not-executable reason speaks for yet has no rulings
at all: its rules are work to come, not a gap in rulings someone wrote, so it is listed apart
(:attr:`VerifyReport.without_scenarios`) and does not make the report bad.

Nothing here loads the engine or reads a scenario. A result (``Result``) is the engine's
(:class:`checker.scenarios.runner.ScenarioResult`) or what the cache kept of it for the report
(:class:`checker.verdicts.kept.KeptResult`): both answer what the verdicts ask.
"""

from __future__ import annotations

import re
import stat
import tomllib
from collections import defaultdict
from collections.abc import Container, Iterable, Mapping, Sequence, Set
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from checker import DOCS_DIR
from checker.i18n import LANGUAGES, N_
from checker.toml_cache import parsed_toml
from checker.verdicts.pages import Location, display_path

if TYPE_CHECKING:
    from checker.glossary.model import Entry
    from checker.scenarios.parity import ParityProblem
    from checker.scenarios.runner import ScenarioResult as Result
    from checker.verdicts.pages import ScenarioSyntaxError


DEFAULT_PATHS = tuple(DOCS_DIR / lang / "scenarios" for lang in LANGUAGES)
NOT_EXECUTABLE_FILE = DOCS_DIR / "not-executable.toml"

VERIFIED = "verified"
FAILED = "failed"
NOT_RUN = "cited-not-run"
NOT_EXECUTABLE = "not-executable"
UNCOVERED = "uncovered"


@dataclass(frozen=True)
class ClauseVerdict:
    id: str
    status: str
    results: tuple[Result, ...] = ()
    """The scenarios citing the clause, in both languages."""
    reason: dict[str, str] | None = None
    """Why the clause is not executable, per language."""
    ran_in: tuple[Result, ...] = ()
    """The passing scenarios citing the clause during which the engine carried it out: the
    ones that verify it."""


@dataclass(frozen=True)
class EntryVerdict:
    id: str
    clauses: tuple[ClauseVerdict, ...]


@dataclass(frozen=True)
class Citation:
    """A scenario citing a clause id that is not in the glossary."""

    location: Location
    clause: str


@dataclass
class VerifyReport:
    entries: list[EntryVerdict] = field(default_factory=list)
    results: list[Result] = field(default_factory=list)
    syntax_errors: list[ScenarioSyntaxError] = field(default_factory=list)
    parity: list[ParityProblem] = field(default_factory=list)
    unknown_citations: list[Citation] = field(default_factory=list)
    stale_reasons: list[str] = field(default_factory=list)
    """Clause ids listed as not executable that are not in the glossary."""
    without_scenarios: list[EntryVerdict] = field(default_factory=list)
    """Entries in scope with no page of scenarios and no not-executable clause, their clauses
    all uncovered."""
    coverage_required: bool = True
    """Whether a clause left uncovered fails the run: on the project's pages each clause of an
    entry with scenarios is verified or says why not, while a user's own rulings may cite only
    the clauses they are about (``verify --cited-only``)."""

    @property
    def passed(self) -> int:
        return sum(result.passed for result in self.results)

    @property
    def failed(self) -> int:
        return len(self.results) - self.passed

    def clauses_with(self, status: str) -> list[ClauseVerdict]:
        return [clause for entry in self.entries for clause in entry.clauses if clause.status == status]

    @property
    def ok(self) -> bool:
        return not (
            self.failed
            or self.syntax_errors
            or self.parity
            or self.unknown_citations
            or self.stale_reasons
            or (self.coverage_required and self.clauses_with(UNCOVERED))
            or self.clauses_with(NOT_RUN)
        )


class NotExecutableError(ValueError):
    """``not-executable.toml`` is malformed; ``message`` is an English message id."""

    def __init__(self, location: Location, message: str, params: dict | None = None) -> None:
        self.location = location
        self.message = message
        self.params = params or {}
        super().__init__(f"{location}: {message.format(**self.params)}")


def load_not_executable(path: Path = NOT_EXECUTABLE_FILE) -> dict[str, dict[str, str]]:
    """Clause id -> reason per language, from the committed TOML file (missing file: none)."""
    if not path.exists():
        return {}
    where = Location(display_path(path), 0)
    if not stat.S_ISREG(path.stat().st_mode):
        # Opening a named pipe would wait for a writer that may never come.
        raise NotExecutableError(where, N_("not a regular file"), {})
    raw = path.read_bytes()
    try:
        data = parsed_toml(raw)
    except tomllib.TOMLDecodeError as error:
        found = re.search(r"line (\d+)", str(error))
        where = Location(where.file, int(found[1]) if found else 0)
        raise NotExecutableError(where, N_("not valid TOML: {error}"), {"error": str(error)}) from None
    except UnicodeDecodeError as error:
        where = Location(where.file, raw[: error.start].count(b"\n") + 1)
        raise NotExecutableError(where, N_("not a UTF-8 text file"), {}) from None
    reasons = {}
    for clause_id, reason in data.items():
        if not isinstance(reason, dict) or any(not str(reason.get(lang, "")).strip() for lang in LANGUAGES):
            raise NotExecutableError(
                where, N_("{clause}: give the reason in every language ({languages})"),
                {"clause": clause_id, "languages": ", ".join(LANGUAGES)},
            )
        reasons[clause_id] = {lang: reason[lang] for lang in LANGUAGES}
    return reasons


class ScenarioPathError(LookupError):
    """A page or folder asked for that gives no page to read; ``reason`` is an English message id."""

    def __init__(self, path: Path, reason: str) -> None:
        self.path = path
        self.reason = reason
        super().__init__(f"{path}: {reason}")


def scenario_files(paths: Iterable[Path]) -> list[Path]:
    """The Markdown pages under ``paths`` (folders are searched recursively), sorted.

    Raises :class:`ScenarioPathError` for the first path that does not exist or is a folder
    without pages: a check that finds nothing to check must not pass.
    """
    found = set()
    for path in map(Path, paths):
        if not path.exists():
            raise ScenarioPathError(path, N_("not found"))
        pages = sorted(path.rglob("*.md")) if path.is_dir() else [path]
        if not pages:
            raise ScenarioPathError(path, N_("no scenario page (*.md) in this folder"))
        found.update(pages)
    return sorted(found)


def entry_clauses(entries: Iterable[Entry]) -> list[tuple[str, tuple[str, ...]]]:
    """Each entry's id with the ids of the clauses it is given a verdict on (its statements)."""
    return [(entry.id, tuple(clause.id for clause in entry.statements())) for entry in entries]


def entry_verdicts(
    entries: Iterable[tuple[str, Sequence[str]]],
    with_pages: Container[str],
    citing: Mapping[str, Sequence[Result]],
    reasons: Mapping[str, dict[str, str]],
) -> tuple[list[EntryVerdict], list[EntryVerdict]]:
    """The verdict on each of ``entries`` (ids with their clauses' ids, :func:`entry_clauses`), given the results of the scenarios citing each
    clause and the not-executable reasons: first the entries with a page of scenarios (their
    ids are in ``with_pages``) or a clause that is not uncovered, then the entries without
    scenarios. The site's build measures its coverage with this too."""
    spoken_for: list[EntryVerdict] = []
    without: list[EntryVerdict] = []
    for entry_id, clause_ids in entries:
        verdict = EntryVerdict(entry_id, tuple(clause_verdict(clause_id, citing, reasons) for clause_id in clause_ids))
        if entry_id in with_pages or any(clause.status != UNCOVERED for clause in verdict.clauses):
            spoken_for.append(verdict)
        else:
            without.append(verdict)
    return spoken_for, without


def conclude(
    report: VerifyReport,
    entries: Iterable[tuple[str, Sequence[str]]],
    known: Set[str],
    with_pages: Container[str],
    reasons: Mapping[str, dict[str, str]],
    every_entry: bool,
) -> None:
    """Give ``report``, whose results are all in, its verdicts: the citations of clauses that are
    not among the ``known`` ones, the reasons for clauses that are not, and the verdict on each
    of ``entries`` (:func:`entry_clauses`) in scope: all of them when ``every_entry``, else
    those with a page of scenarios (their ids are in ``with_pages``)."""
    citing: dict[str, list[Result]] = defaultdict(list)
    for result in report.results:
        for clause_id in result.scenario.cites:
            if clause_id in known:
                citing[clause_id].append(result)
            else:
                report.unknown_citations.append(Citation(result.scenario.location, clause_id))
    report.stale_reasons = sorted(set(reasons) - known)
    in_scope = [(entry_id, clause_ids) for entry_id, clause_ids in entries if every_entry or entry_id in with_pages]
    report.entries, report.without_scenarios = entry_verdicts(in_scope, with_pages, citing, reasons)


def all_paths(paths: Sequence[Path]) -> bool:
    """Whether ``paths`` are the default ones: every page of scenarios, in both languages."""
    return {Path(path).resolve() for path in paths} == {path.resolve() for path in DEFAULT_PATHS}


def verifies(result: Result, clause_id: str) -> bool:
    """Whether ``result`` verifies the clause: the scenario passed and the engine carried the
    clause out while it ran. The scenario must also cite the clause; the callers ask only about
    the clauses it cites."""
    return result.passed and clause_id in result.clauses_ran


def clause_verdict(
    clause_id: str, citing: Mapping[str, Sequence[Result]], reasons: Mapping[str, dict[str, str]]
) -> ClauseVerdict:
    """The clause's verdict (see the module's documentation), from the results of the scenarios
    citing each clause and the not-executable reasons."""
    results = tuple(citing.get(clause_id, ()))
    if results:
        ran_in = tuple(result for result in results if verifies(result, clause_id))
        if not all(result.passed for result in results):
            status = FAILED
        else:
            status = VERIFIED if ran_in else NOT_RUN
        return ClauseVerdict(clause_id, status, results, ran_in=ran_in)
    if clause_id in reasons:
        return ClauseVerdict(clause_id, NOT_EXECUTABLE, (), reasons[clause_id])
    return ClauseVerdict(clause_id, UNCOVERED)
