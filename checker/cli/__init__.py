"""``mcrules``: the command line, thin over the library.

Each command lives in its own module with ``add_parser(subparsers)`` and ``run(args, lang)``;
this module parses arguments, picks the user's language and turns library errors into clean
messages and exit codes. It is the only place that writes to the terminal.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence

from checker.cli import build, export, search, serve, verify
from checker.cli.argparse_language import argparse_in
from checker.cli.output import EXIT_FAILURE, ArgumentParser, report_glossary_error
from checker.glossary import GlossaryError
from checker.i18n import LANGUAGES, language_from_environment, translate

COMMANDS = (export, build, serve, search, verify)


def build_parser(lang: str) -> ArgumentParser:
    parser = ArgumentParser(
        prog="mcrules",
        description=translate(lang, "Bilingual rules reference and rulings checker for Marvel Champions (unofficial)."),
    )
    parser.add_argument(
        "--lang",
        choices=LANGUAGES,
        default=lang,
        help=translate(lang, "language of messages (default: from LC_ALL, LC_MESSAGES or LANG)"),
    )
    subparsers = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    for command in COMMANDS:
        command.add_parser(subparsers, lang)
    return parser


def _language(argv: Sequence[str]) -> str:
    """The language asked for with ``--lang``, read before parsing so that help is translated."""
    for position, argument in enumerate(argv):
        if argument == "--lang" and position + 1 < len(argv) and argv[position + 1] in LANGUAGES:
            return argv[position + 1]
        if argument.startswith("--lang=") and argument.split("=", 1)[1] in LANGUAGES:
            return argument.split("=", 1)[1]
    return language_from_environment()


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    lang = _language(argv)
    with argparse_in(lang):
        args = build_parser(lang).parse_args(argv)
    try:
        return args.run(args, args.lang)
    except GlossaryError as error:
        report_glossary_error(error, args.lang)
        return EXIT_FAILURE
    except KeyboardInterrupt:
        return 130
