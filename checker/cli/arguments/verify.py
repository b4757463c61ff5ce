"""``mcrules verify``'s arguments."""

from __future__ import annotations

from pathlib import Path

from checker.cli.arguments import add_sources_arguments
from checker.i18n import translate

DOMAIN = "scenarios"


def add_parser(subparsers, lang: str) -> None:
    parser = subparsers.add_parser(
        "verify",
        help=translate(lang, "run the scenarios and print a verdict for every clause", DOMAIN),
        description=translate(
            lang,
            "Run every scenario of the given pages (default: docs/es/scenarios and docs/en/scenarios) "
            "and print, per entry and per clause, whether it is verified, failed, not run (cited, but "
            "the engine never carried it out), not executable or uncovered. Exits with 1 if anything "
            "failed or any clause is not run or uncovered.",
            DOMAIN,
        ),
    )
    parser.add_argument(
        "paths", nargs="*", type=Path, metavar=translate(lang, "PATH"),
        help=translate(lang, "scenario pages or folders of them", DOMAIN),
    )
    parser.add_argument("--junit", type=Path, metavar=translate(lang, "FILE"),
                        help=translate(lang, "also write the results as JUnit XML to FILE", DOMAIN))
    parser.add_argument("--json", action="store_true",
                        help=translate(lang, "print the verdicts as JSON instead of text", DOMAIN))
    parser.add_argument("--cited-only", action="store_true",
                        help=translate(lang, "fail only on the clauses the scenarios cite, not on the other clauses "
                                             "of their entries (for rulings kept outside this project)", DOMAIN))
    parser.add_argument("--no-cache", action="store_true",
                        help=translate(lang, "run every scenario, neither reusing nor keeping the results of an "
                                             "earlier run (as MCRULES_NO_CACHE does)", DOMAIN))
    add_sources_arguments(parser, lang, DOMAIN)
