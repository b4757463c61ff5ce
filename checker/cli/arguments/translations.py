"""``mcrules translations``'s arguments."""

from __future__ import annotations

from pathlib import Path

from checker import TRANSLATIONS_DIR
from checker.cli.arguments import add_sources_arguments
from checker.i18n import translate


def add_parser(subparsers, lang: str) -> None:
    parser = subparsers.add_parser(
        "translations",
        help=translate(lang, "list the clauses whose translation is missing or outdated"),
        description=translate(lang, "Keep the project's own translations up to date with the official text they translate."),
    )
    add_sources_arguments(parser, lang)
    parser.add_argument("--translations", type=Path, default=TRANSLATIONS_DIR, metavar=translate(lang, "DIR"),
                        help=translate(lang, "folder of the project's own translations (default: translations/)"))
    parser.add_argument("--into", choices=("es", "en"), default="es",
                        help=translate(lang, "the language translated into (default: es)"))
    task = parser.add_mutually_exclusive_group(required=True)
    task.add_argument("--missing", action="store_true",
                      help=translate(lang, "list the clauses with no text in that language; exit 3 if there are any"))
    task.add_argument("--stale", action="store_true",
                      help=translate(lang, "list the translated clauses whose original text changed; exit 3 if there are any"))
    task.add_argument("--check", action="store_true",
                      help=translate(lang, "check every Spanish translated clause against its English; exit 3 if any is wrong"))
    task.add_argument("--renderings", action="store_true",
                      help=translate(lang, "for each term and phrase the cards print, how many cards print each of its Spanish renderings"))
    task.add_argument("--template", metavar=translate(lang, "ENTRY"),
                      help=translate(lang, "print an entry in the shape of a translation file, to start one from"))
    task.add_argument("--record", nargs="+", metavar=translate(lang, "ENTRY"),
                      help=translate(lang, "record that the translations of these entries are made from their current text"))
