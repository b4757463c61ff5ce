"""Each command's arguments and help, apart from the code that runs it.

These modules import argparse and the translations only, so that the command line can be parsed,
and any command's help shown, without loading the site builder, the search index or the engine;
:mod:`checker.cli` imports a command's own module once the command is chosen.
"""

from pathlib import Path

from checker import SOURCES_DIR
from checker.i18n import translate


def add_sources_arguments(parser, lang: str, domain: str = "messages") -> None:
    """``--sources``, and ``--verbose`` for the warnings that importing them gives."""
    parser.add_argument("--sources", type=Path, default=SOURCES_DIR, metavar=translate(lang, "DIR"),
                        help=translate(lang, "folder of source texts (default: sources/)", domain))
    parser.add_argument("--verbose", action="store_true",
                        help=translate(lang, "list every warning about the sources, not only how many there are"))
