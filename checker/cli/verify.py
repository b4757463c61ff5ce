"""``mcrules verify``: run the scenarios and print a verdict for every clause.

With the cache on, the glossary's outline and what the report says of every page are looked for
there first (:mod:`checker.verdicts.kept_report`): when they are all kept, neither the glossary
nor the engine is loaded. Otherwise the glossary is imported (and its outline kept) and the
scenarios are read and run, each page's results taken from the cache when it keeps them."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from checker.cli.output import report_write_error, say, show, show_json
from checker.files import write_atomically
from checker.i18n import LANGUAGES, translate
from checker.verdicts.clauses import DEFAULT_PATHS, NotExecutableError, ScenarioPathError, VerifyReport
from checker.verdicts.kept_report import kept_report
from checker.verdicts.pages import DOMAIN
from checker.verdicts.report import junit_xml, report_data, report_text
from checker.verdicts.result_cache import ResultCache, cache_enabled, keep_outline, kept_outline, result_cache

if TYPE_CHECKING:
    from checker.glossary import Glossary
    from checker.verdicts.kept import GlossaryOutline

EXIT_FAILED = 1
"""A scenario failed, a page could not be found or read, the languages differ, a clause is
uncovered or cited but never run, or the JUnit report could not be written."""


def scenario_folders(folder: Path) -> list[Path]:
    """The scenario folders of ``folder`` (``docs/es/scenarios``, ``docs/en/scenarios``) that
    it has; none when it has neither."""
    return [path for lang in LANGUAGES if (path := folder / "docs" / lang / "scenarios").is_dir()]


def run(args, lang: str) -> int:
    caching = cache_enabled(not args.no_cache)
    outline = kept_outline(args.sources) if caching else None
    glossary = None
    if outline is None:
        glossary = load_glossary(args.sources)
        if caching:
            outline = keep_outline(args.sources, glossary)
    paths = args.paths
    if not paths:
        # With no page named, the folder the command runs in, else the bundled pages: either
        # way the reader is told whose scenarios the verdicts are about.
        paths = scenario_folders(Path.cwd()) or list(DEFAULT_PATHS)
        folder = paths[0].parent.parent
        say(translate(lang, "Verifying the scenarios in {folder}", DOMAIN, folder=str(folder)))
    try:
        report = _report(paths, args, outline, glossary)
        report.coverage_required = not args.cited_only
    except NotExecutableError as error:
        message = translate(lang, error.message, DOMAIN, **error.params)
        say(translate(lang, "error: {location}: {message}", DOMAIN, location=str(error.location), message=message))
        return EXIT_FAILED
    except ScenarioPathError as error:
        reason = translate(lang, error.reason, DOMAIN)
        say(translate(lang, "error: {path}: {reason}", DOMAIN, path=str(error.path), reason=reason))
        return EXIT_FAILED
    if args.json:
        show_json(report_data(report, lang))
    else:
        show(report_text(report, lang) + "\n")
    if args.junit:
        try:
            write_atomically(args.junit, junit_xml(report, lang))
        except OSError as error:
            report_write_error(args.junit, error, lang)
            return EXIT_FAILED
    return 0 if report.ok else EXIT_FAILED


def _report(paths: list[Path], args, outline: GlossaryOutline | None, glossary: Glossary | None) -> VerifyReport:
    """The report on ``paths``: from what the cache keeps when it keeps enough, else by reading
    and running the scenarios (the glossary imported if it was not)."""
    if outline is not None:
        report = kept_report(paths, outline, ResultCache(outline))
        if report is not None:
            return report
    from checker.scenarios.verify import verify

    glossary = glossary or load_glossary(args.sources)
    return verify(paths, glossary, cache=result_cache(outline or glossary, enabled=not args.no_cache))


def load_glossary(sources: Path) -> Glossary:
    """The glossary imported from ``sources``; the importer is loaded only when a glossary is."""
    from checker.glossary import load_glossary as import_glossary

    return import_glossary(sources)
