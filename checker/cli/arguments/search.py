"""``mcrules search``'s arguments."""

from __future__ import annotations

from pathlib import Path

from checker import SITE_DIR
from checker.i18n import LANGUAGES, translate

DOMAIN = "search"


def add_parser(subparsers, lang: str) -> None:
    # Imported here: loading the search package for the other commands' parsers cost each of
    # them 7 ms of start-up.
    from checker.search.query import MAX_LIMIT

    parser = subparsers.add_parser(
        "search",
        help=translate(lang, "search the glossary in Spanish and English", DOMAIN),
        description=translate(
            lang,
            "Search the glossary and print the best clause of each matching entry, with its link.",
            DOMAIN,
        ),
    )
    parser.add_argument(
        "query", nargs="+", metavar=translate(lang, "QUERY"),
        help=translate(lang, "words to look for; put a phrase in double quotes to find it word for word", DOMAIN),
    )
    parser.add_argument(
        "--lang", dest="search_lang", choices=LANGUAGES, default=None,
        help=translate(lang, "show hits in this language first (default: both languages, best first)", DOMAIN),
    )
    parser.add_argument(
        "--limit", type=int, default=10, metavar="N",
        help=translate(lang, "most hits to show, from 1 to {maximum} (default: 10)", DOMAIN, maximum=MAX_LIMIT),
    )
    parser.add_argument(
        "--json", action="store_true",
        help=translate(lang, "print the hits as a JSON list", DOMAIN),
    )
    parser.add_argument(
        "--site", type=Path, default=SITE_DIR, metavar=translate(lang, "DIR"),
        help=translate(lang, "site folder whose search index to use (default: site/)", DOMAIN),
    )
