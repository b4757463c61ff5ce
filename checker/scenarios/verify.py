"""``verify``: run every scenario and give each clause of the glossary a verdict.

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
"""

from __future__ import annotations

import re
import stat
import tomllib
from collections import defaultdict
from collections.abc import Container, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from checker import DOCS_DIR
from checker.gc_tuning import young_collections_only
from checker.glossary import Glossary, load_glossary
from checker.glossary.model import Entry
from checker.i18n import LANGUAGES, N_
from checker.scenarios.model import Location, Scenario, ScenarioSyntaxError
from checker.scenarios.parity import ParityProblem, parity_problems
from checker.scenarios.parser import display_path, language_of, parse_page, read_page
from checker.scenarios.result_cache import ResultCache
from checker.scenarios.runner import ScenarioResult, run_scenario

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
    results: tuple[ScenarioResult, ...] = ()
    """The scenarios citing the clause, in both languages."""
    reason: dict[str, str] | None = None
    """Why the clause is not executable, per language."""
    ran_in: tuple[ScenarioResult, ...] = ()
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
    results: list[ScenarioResult] = field(default_factory=list)
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
        data = tomllib.loads(raw.decode("utf-8"))
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


def verify(
    paths: Sequence[Path] = DEFAULT_PATHS,
    glossary: Glossary | None = None,
    not_executable: dict[str, dict[str, str]] | None = None,
    cache: ResultCache | None = None,
) -> VerifyReport:
    """Read and run every scenario under ``paths`` and give each clause of ``glossary`` a verdict.

    With a ``cache`` (:mod:`checker.scenarios.result_cache`), a page whose results it keeps for
    the same text, glossary and code is neither read into scenarios nor run again, and the
    results of every page that is run are kept in it.

    Every path must give a page (:class:`ScenarioPathError`): a page asked for and not found is
    not a page without scenarios. The verdicts cover the entries whose pages are among ``paths``;
    with the default paths they cover every entry of the glossary, so an entry without any
    scenario shows as uncovered. A page is compared with its twin in the other language even
    when the twin is not among ``paths``, as the project's parity test compares them.

    The report keeps every scenario's result, so only the youngest objects are collected while
    the scenarios run (:mod:`checker.gc_tuning`): the collector would otherwise rescan all the
    results so far again and again, and verifying would slow down as the scenarios grow in number.
    """
    with young_collections_only():
        return _verify(paths, glossary, not_executable, cache)


@dataclass
class _Page:
    """A page of scenarios as read: its scenarios, and their results when a cache kept them."""

    file: str
    lang: str
    text: str
    scenarios: list[Scenario]
    results: list[ScenarioResult] | None = None


def _read(path: Path, cache: ResultCache | None) -> _Page:
    """The page at ``path``, from the cache when it keeps the page's results.

    Raises :class:`ScenarioSyntaxError` for a page that cannot be read.
    """
    text = read_page(path)
    file, lang = display_path(path), language_of(path)
    kept = None if cache is None else cache.results(file, lang, text)
    if kept is not None:
        return _Page(file, lang, text, [result.scenario for result in kept], kept)
    return _Page(file, lang, text, parse_page(text, lang, file))


def _verify(
    paths: Sequence[Path],
    glossary: Glossary | None,
    not_executable: dict[str, dict[str, str]] | None,
    cache: ResultCache | None,
) -> VerifyReport:
    if glossary is None:
        glossary = load_glossary()
    reasons = load_not_executable() if not_executable is None else not_executable
    report = VerifyReport()
    by_entry: dict[str, dict[str, list[_Page]]] = defaultdict(lambda: defaultdict(list))
    files = scenario_files(paths)
    for path in files:
        try:
            page = _read(path, cache)
        except ScenarioSyntaxError as error:
            report.syntax_errors.append(error)
            continue
        by_entry[path.stem][page.lang].append(page)
    twins, without_twin = _twin_pages(files, by_entry, cache, report)
    for entry_id, pages_by_lang in sorted(by_entry.items()):
        pages = {lang: [scenario for page in read for scenario in page.scenarios]
                 for lang, read in pages_by_lang.items()}
        for lang, read in twins.get(entry_id, {}).items():
            pages.setdefault(lang, [scenario for page in read for scenario in page.scenarios])
        languages = sorted(pages, key=LANGUAGES.index)
        for lang in languages[1:]:
            report.parity += parity_problems(entry_id, pages[languages[0]], pages[lang])
        if len(languages) == 1 and set(LANGUAGES) - set(languages) and pages[languages[0]] \
                and (_all_paths(paths) or entry_id in without_twin):
            report.parity += parity_problems(entry_id, pages[languages[0]], [])
    known = {clause.id for entry in glossary.entries for clause in entry.walk()}
    citing: dict[str, list[ScenarioResult]] = defaultdict(list)
    for entry_id in sorted(by_entry):
        for lang in LANGUAGES:
            for page in by_entry[entry_id].get(lang, []):
                report.results += _results(page, cache)
    for result in report.results:
        for clause_id in result.scenario.cites:
            if clause_id in known:
                citing[clause_id].append(result)
            else:
                report.unknown_citations.append(Citation(result.scenario.location, clause_id))
    report.stale_reasons = sorted(set(reasons) - known)
    every_entry = _all_paths(paths)
    in_scope = [entry for entry in glossary.entries if every_entry or entry.id in by_entry]
    report.entries, report.without_scenarios = entry_verdicts(in_scope, by_entry, citing, reasons)
    return report


def twin_path(path: Path, lang: str) -> Path:
    """Where the page at ``path`` stands in ``lang``: the same path with its nearest language
    folder (the one :func:`language_of` reads) named after ``lang``."""
    parts = list(Path(path).resolve().parts)
    for index in range(len(parts) - 2, -1, -1):
        if parts[index] in LANGUAGES:
            parts[index] = lang
            break
    return Path(*parts)


def _twin_pages(
    files: Sequence[Path], by_entry: Mapping[str, Mapping[str, list[_Page]]], cache: ResultCache | None,
    report: VerifyReport,
) -> tuple[dict[str, dict[str, list[_Page]]], set[str]]:
    """The twins in the other languages of the pages among ``files`` whose entry has no page
    in those languages among them, by entry and language: a page verified alone is still
    compared with its twin, so that parity is checked whichever pages are asked for. The twins
    are only read (from the cache when it keeps their results), never run: their clauses are
    not in scope.

    Also the entries with a page of the project's own scenarios whose twin is missing, which
    the project requires as if every page had been asked for."""
    twins: dict[str, dict[str, list[_Page]]] = defaultdict(lambda: defaultdict(list))
    without_twin: set[str] = set()
    lacking = {entry_id: [lang for lang in LANGUAGES if lang not in pages]
               for entry_id, pages in by_entry.items() if len(pages) < len(LANGUAGES)}
    if not lacking:
        return twins, without_twin
    project = {folder.resolve() for folder in DEFAULT_PATHS}
    for path in files:
        for lang in lacking.get(path.stem, ()):
            twin = twin_path(path, lang)
            if not twin.is_file():
                if not project.isdisjoint(Path(path).resolve().parents):
                    without_twin.add(path.stem)
                continue
            try:
                twins[path.stem][lang].append(_read(twin, cache))
            except ScenarioSyntaxError as error:
                report.syntax_errors.append(error)
    return twins, without_twin


def _results(page: _Page, cache: ResultCache | None) -> list[ScenarioResult]:
    """The results of the page's scenarios: kept ones, or run now and kept for the next time."""
    if page.results is not None:
        return page.results
    results = [run_scenario(scenario) for scenario in page.scenarios]
    if cache is not None:
        cache.keep(page.file, page.lang, page.text, results)
    return results


def entry_verdicts(
    entries: Iterable[Entry],
    with_pages: Container[str],
    citing: Mapping[str, Sequence[ScenarioResult]],
    reasons: Mapping[str, dict[str, str]],
) -> tuple[list[EntryVerdict], list[EntryVerdict]]:
    """The verdict on each of ``entries``, given the results of the scenarios citing each
    clause and the not-executable reasons: first the entries with a page of scenarios (their
    ids are in ``with_pages``) or a clause that is not uncovered, then the entries without
    scenarios. The site's build measures its coverage with this too."""
    spoken_for: list[EntryVerdict] = []
    without: list[EntryVerdict] = []
    for entry in entries:
        verdict = EntryVerdict(entry.id, tuple(clause_verdict(clause.id, citing, reasons) for clause in entry.statements()))
        if entry.id in with_pages or any(clause.status != UNCOVERED for clause in verdict.clauses):
            spoken_for.append(verdict)
        else:
            without.append(verdict)
    return spoken_for, without


def _all_paths(paths: Sequence[Path]) -> bool:
    return {Path(path).resolve() for path in paths} == {path.resolve() for path in DEFAULT_PATHS}


def verifies(result: ScenarioResult, clause_id: str) -> bool:
    """Whether ``result`` verifies the clause: the scenario passed and the engine carried the
    clause out while it ran. The scenario must also cite the clause; the callers ask only about
    the clauses it cites."""
    return result.passed and clause_id in result.clauses_ran


def clause_verdict(
    clause_id: str, citing: Mapping[str, Sequence[ScenarioResult]], reasons: Mapping[str, dict[str, str]]
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
