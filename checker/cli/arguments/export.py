"""``mcrules export``'s arguments."""

from __future__ import annotations

from pathlib import Path

from checker.cli.arguments import add_sources_arguments
from checker.i18n import translate


def add_parser(subparsers, lang: str) -> None:
    parser = subparsers.add_parser(
        "export",
        help=translate(lang, "import the sources and print the glossary as JSON"),
        description=translate(lang, "Import every source file and print the glossary model as JSON."),
    )
    add_sources_arguments(parser, lang)
    parser.add_argument("--output", type=Path, metavar=translate(lang, "FILE"),
                        help=translate(lang, "write the JSON to FILE instead of standard output"))
