"""``mcrules build``'s arguments, which ``serve`` shares."""

from __future__ import annotations

from pathlib import Path

from checker import SITE_DIR
from checker.cli.arguments import add_sources_arguments
from checker.i18n import translate

DOMAIN = "site"


def add_parser(subparsers, lang: str) -> None:
    parser = subparsers.add_parser(
        "build",
        help=translate(lang, "build the site and its search index", DOMAIN),
        description=translate(
            lang, "Import the sources and build the Spanish and English site with its search index.", DOMAIN
        ),
    )
    add_site_arguments(parser, lang)


def add_site_arguments(parser, lang: str) -> None:
    add_sources_arguments(parser, lang, DOMAIN)
    parser.add_argument("--site", type=Path, default=SITE_DIR, metavar=translate(lang, "DIR"),
                        help=translate(lang, "folder the site is written to (default: site/)", DOMAIN))
    parser.add_argument("--no-cache", action="store_true",
                        help=translate(lang, "read, run and draw every scenario, neither reusing nor keeping what an "
                                             "earlier build found (as MCRULES_NO_CACHE does)", DOMAIN))
