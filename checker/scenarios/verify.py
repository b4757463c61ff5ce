"""``verify``: read and run every scenario and give each clause of the glossary a verdict
(:mod:`checker.verdicts.clauses` says which)."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from checker import DOCS_DIR as DOCS_DIR
from checker.gc_tuning import young_collections_only
from checker.glossary import Glossary, load_glossary
from checker.i18n import LANGUAGES
from checker.scenarios.model import Scenario, ScenarioSyntaxError
from checker.scenarios.parity import parity_problems
from checker.scenarios.parser import display_path, language_of, parse_page, read_page
from checker.verdicts.result_cache import ResultCache
from checker.scenarios.runner import ScenarioResult, run_scenario
from checker.verdicts.clauses import (  # noqa: F401 (the verdicts are read from here too)
    DEFAULT_PATHS,
    FAILED,
    NOT_EXECUTABLE,
    NOT_EXECUTABLE_FILE,
    NOT_RUN,
    UNCOVERED,
    VERIFIED,
    ClauseVerdict,
    EntryVerdict,
    NotExecutableError,
    ScenarioPathError,
    VerifyReport,
    all_paths,
    clause_verdict,
    entry_clauses,
    conclude,
    entry_verdicts,
    load_not_executable,
    scenario_files,
    verifies,
)


def verify(
    paths: Sequence[Path] = DEFAULT_PATHS,
    glossary: Glossary | None = None,
    not_executable: dict[str, dict[str, str]] | None = None,
    cache: ResultCache | None = None,
) -> VerifyReport:
    """Read and run every scenario under ``paths`` and give each clause of ``glossary`` a verdict.

    With a ``cache`` (:mod:`checker.verdicts.result_cache`), a page whose results it keeps for
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
                and (all_paths(paths) or entry_id in without_twin):
            report.parity += parity_problems(entry_id, pages[languages[0]], [])
    for entry_id in sorted(by_entry):
        for lang in LANGUAGES:
            for page in by_entry[entry_id].get(lang, []):
                report.results += _results(page, cache)
    known = {clause.id for entry in glossary.entries for clause in entry.walk()}
    conclude(report, entry_clauses(glossary.entries), known, by_entry, reasons, all_paths(paths))
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
    """The results of the page's scenarios: kept ones, or run now and kept for the next time,
    with what the report says of them."""
    if page.results is not None:
        if cache is not None:
            cache.keep_summaries(page.file, page.lang, page.text, page.results)
        return page.results
    results = [run_scenario(scenario) for scenario in page.scenarios]
    if cache is not None:
        cache.keep(page.file, page.lang, page.text, results)
    return results


