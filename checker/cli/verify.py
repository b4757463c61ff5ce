"""``mcrules verify``: run the scenarios and print a verdict for every clause."""

from __future__ import annotations

from pathlib import Path

from checker.cli.output import report_write_error, say, show, show_json
from checker.files import write_atomically
from checker.glossary import load_glossary
from checker.i18n import LANGUAGES, translate
from checker.scenarios.model import DOMAIN
from checker.scenarios.report import junit_xml, report_data, report_text
from checker.scenarios.result_cache import result_cache
from checker.scenarios.verify import DEFAULT_PATHS, NotExecutableError, ScenarioPathError, verify

EXIT_FAILED = 1
"""A scenario failed, a page could not be found or read, the languages differ, a clause is
uncovered or cited but never run, or the JUnit report could not be written."""


def scenario_folders(folder: Path) -> list[Path]:
    """The scenario folders of ``folder`` (``docs/es/scenarios``, ``docs/en/scenarios``) that
    it has; none when it has neither."""
    return [path for lang in LANGUAGES if (path := folder / "docs" / lang / "scenarios").is_dir()]


def run(args, lang: str) -> int:
    glossary = load_glossary(args.sources)
    paths = args.paths
    if not paths:
        # With no page named, the folder the command runs in, else the bundled pages: either
        # way the reader is told whose scenarios the verdicts are about.
        paths = scenario_folders(Path.cwd()) or list(DEFAULT_PATHS)
        folder = paths[0].parent.parent
        say(translate(lang, "Verifying the scenarios in {folder}", DOMAIN, folder=str(folder)))
    try:
        report = verify(paths, glossary, cache=result_cache(glossary, enabled=not args.no_cache))
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
