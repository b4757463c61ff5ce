"""``mcrules search``: look a rule up in the glossary, in Spanish and English, from the terminal."""

from __future__ import annotations

import sys
from pathlib import Path

from checker.cli.output import BOLD, EXIT_FAILURE, PLAIN, emphasised, say, show_json, show_safe, terminal_text
from checker import glossary, search
from checker.glossary.icons import find_icons
from checker.i18n import translate
from checker.search import IndexMissingError, SearchError, SearchHit, Searcher
from checker.search.query import clean

INDEX_FOLDER = "_search"
"""Where a site build puts the search index, inside the site folder."""
QUOTES = ("«", "»")
"""Marks around matches when the output is not a terminal (a file, a pipe, a test)."""


def run(args, lang: str) -> int:
    query = " ".join(args.query)
    index_dir = args.site / INDEX_FOLDER
    try:
        hits = _search(index_dir, query, args.search_lang, args.limit, lang)
    except SearchError as error:
        say(translate(lang, "error: {problem}", "search", problem=error.render(lang)))
        return EXIT_FAILURE
    if args.json:
        show_json([hit.as_json(lang) for hit in hits])
    elif not hits:
        say(translate(lang, "No results for \"{query}\".", "search", query=clean(query)))
    else:
        show_safe(render_hits(hits, emphasis=sys.stdout.isatty(), lang=lang))
    return 0


def _search(index_dir: Path, query: str, search_lang: str | None, limit: int, lang: str) -> list[SearchHit]:
    """Search the site's index, or a fresh one built from the sources when the site has none."""
    try:
        with Searcher.open(index_dir) as searcher:
            return searcher.search(query, search_lang, limit)
    except IndexMissingError:
        say(translate(
            lang,
            "No search index in {path}: building a temporary one from the sources"
            " (run \"mcrules build\" to keep one).",
            "search",
            path=str(index_dir),
        ))
    import tempfile  # Only here: a search of a built site does without it.

    with tempfile.TemporaryDirectory(prefix="mcrules-search-") as folder:
        temporary = Path(folder) / INDEX_FOLDER
        # Through the packages: the importer and the index writer load only when needed.
        search.build_index(glossary.load_glossary(), temporary)
        with Searcher.open(temporary) as searcher:
            return searcher.search(query, search_lang, limit)


def render_hits(hits: list[SearchHit], emphasis: bool, lang: str) -> str:
    """Hits for a reader: title and clause, the snippet with its matches marked, the link.

    Control sequences of the texts are left out, so that the only ones are the bold of ``emphasis``;
    a game icon written as letters is named, in ``lang``, between brackets.

    >>> hit = SearchHit("main-scheme", "main-scheme.6", "Main Scheme", "en",
    ...                 "en/glossary/main-scheme/#main-scheme.6", 2.5, "acceleration tokens (v)", ((0, 12),))
    >>> print(render_hits([hit], emphasis=False, lang="es"), end="")
    1. Main Scheme  [main-scheme.6, en]
       «acceleration» tokens [por jugador]
       en/glossary/main-scheme/#main-scheme.6
    """
    before, after = (BOLD, PLAIN) if emphasis else QUOTES
    lines: list[str] = []
    for number, hit in enumerate(hits, start=1):
        title = terminal_text(hit.title)
        title = f"{before}{title}{after}" if emphasis else title
        lines += [
            f"{number}. {title}  [{terminal_text(hit.clause or hit.entry)}, {hit.lang}]",
            f"   {with_icons_named(emphasised(hit.snippet, hit.highlights, before, after), lang)}",
            f"   {terminal_text(hit.url)}",
        ]
    return "\n".join(lines) + "\n"


def with_icons_named(text: str, lang: str) -> str:
    """``text`` with each game icon written as letters replaced by its name in brackets."""
    for start, end, icon in reversed(find_icons(text)):
        text = f"{text[:start]}[{translate(lang, icon.label)}]{text[end:]}"
    return text
