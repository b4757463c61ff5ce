"""``mcrules``: the command line, thin over the library.

Each command has its arguments in :mod:`checker.cli.arguments` (``add_parser(subparsers, lang)``)
and its work in a module of its own (``run(args, lang)``), both imported only once the command is
chosen: help and argument errors, and a search, do not wait for the site builder or the engine
to load, nor for the other commands' arguments. This module parses arguments, picks the user's language and turns library errors into
clean messages and exit codes. It is the only place that writes to the terminal.
"""

from __future__ import annotations

import importlib
import sys
from collections.abc import Sequence

from checker.cli.argparse_language import argparse_in
from checker.cli.output import (
    EXIT_FAILURE,
    ArgumentParser,
    OutputClosed,
    discard_results,
    flush_results,
    report_glossary_error,
)
from checker.glossary import GlossaryError
from checker.i18n import LANGUAGES, language_from_environment, translate

COMMANDS = {
    "export": ("checker.cli.arguments.export", "checker.cli.export"),
    "build": ("checker.cli.arguments.build", "checker.cli.build"),
    "serve": ("checker.cli.arguments.serve", "checker.cli.serve"),
    "search": ("checker.cli.arguments.search", "checker.cli.search"),
    "verify": ("checker.cli.arguments.verify", "checker.cli.verify"),
    "translations": ("checker.cli.arguments.translations", "checker.cli.translations"),
}
"""Each command's name, the name of the module of its arguments, and of the module that runs it."""


def build_parser(lang: str, command: str | None = None) -> ArgumentParser:
    """The parser of every command, or only of ``command``: the others are then named but given
    no arguments or help, since nothing will show them, and their catalogs are not compiled."""
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
    subparsers = parser.add_subparsers(dest="command", required=True, metavar=translate(lang, "COMMAND"))
    for name, (arguments, _) in COMMANDS.items():
        if command in (None, name):
            importlib.import_module(arguments).add_parser(subparsers, lang)
        else:
            subparsers.add_parser(name)
    return parser


def _language(argv: Sequence[str]) -> str:
    """The language asked for with ``--lang``, read before parsing so that help is translated."""
    for position, argument in enumerate(argv):
        if argument == "--lang" and position + 1 < len(argv) and argv[position + 1] in LANGUAGES:
            return argv[position + 1]
        if argument.startswith("--lang=") and argument.split("=", 1)[1] in LANGUAGES:
            return argument.split("=", 1)[1]
    return language_from_environment()


def _command(argv: Sequence[str]) -> str | None:
    """The command named on the command line, unless an argument before it (``--help``, an
    unknown option) may need the help of all of them."""
    position = 0
    while position < len(argv) and (argv[position] == "--lang" or argv[position].startswith("--lang=")):
        position += 2 if argv[position] == "--lang" else 1
    if position < len(argv) and argv[position] in COMMANDS:
        return argv[position]
    return None


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    lang = _language(argv)
    with argparse_in(lang):
        args = build_parser(lang, _command(argv)).parse_args(argv)
    _, module_name = COMMANDS[args.command]
    try:
        status = importlib.import_module(module_name).run(args, args.lang)
        flush_results()
        return status
    except GlossaryError as error:
        report_glossary_error(error, args.lang, getattr(args, "verbose", False))
        return EXIT_FAILURE
    except OutputClosed:
        # The reader chose to stop (``| head``), as it may: nothing to report, as with any
        # command of the shell, but the results were not all delivered.
        discard_results()
        return EXIT_FAILURE
    except KeyboardInterrupt:
        return 130
