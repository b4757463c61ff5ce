"""A search result: which clause of which entry, in which language, and why it matched."""

from __future__ import annotations

from typing import NamedTuple

from checker.glossary.icons import find_icons
from checker.i18n import translate
from checker.search.snippets import Span, marked, to_html


class SearchHit(NamedTuple):
    """One entry or page (in one language) that matches, pointing to its best-matching clause
    or section."""

    entry: str
    """The entry id, such as ``main-scheme``; for another page, its id (see :attr:`kind`)."""
    clause: str | None
    """The clause id, such as ``main-scheme.4.2``; None when the entry's title matched best."""
    title: str
    """The entry's (or page's) title in :attr:`lang`."""
    lang: str
    """The language of the matching text: ``es`` or ``en``."""
    url: str
    """The clause's or section's URL relative to the site root (see :func:`checker.search.urls.page_url`)."""
    score: float
    """Relevance; only comparable between hits of the same search."""
    snippet: str
    """Plain text of the clause (cut with "…" when long), for a preview."""
    highlights: tuple[Span, ...] = ()
    """Character spans of :attr:`snippet` that matched the query."""
    kind: str = "entry"
    """The kind of page: ``entry``, ``rules`` (a section printed before the glossary),
    ``terms`` (the term table) or ``guide`` (a hand-written page)."""

    def snippet_html(self, lang: str) -> str:
        """The snippet HTML-escaped, with each match in ``<mark>`` and icons named in ``lang``."""
        return to_html(self.snippet, list(self.highlights), lang)

    def marked_snippet(self, before: str, after: str) -> str:
        """The snippet with ``before``/``after`` around each match (terminal bold, quotes...)."""
        return marked(self.snippet, list(self.highlights), before, after)

    def icons(self, lang: str) -> list[dict[str, object]]:
        """Where the snippet writes a game icon as letters, and its name and meaning in ``lang``."""
        return [
            {"start": start, "end": end, "name": icon.name, "label": translate(lang, icon.label),
             "description": translate(lang, icon.description)}
            for start, end, icon in find_icons(self.snippet)
        ]

    def as_json(self, lang: str | None = None) -> dict[str, object]:
        """The hit as JSON-ready data, as the command line's ``--json`` and the site's API give it;
        icons are named in ``lang``, the reader's language (by default the hit's own)."""
        lang = lang or self.lang
        return {
            "entry": self.entry,
            "kind": self.kind,
            "clause": self.clause,
            "title": self.title,
            "lang": self.lang,
            "url": self.url,
            "score": round(self.score, 4),
            "snippet": self.snippet,
            "snippet_html": self.snippet_html(lang),
            "highlights": [list(span) for span in self.highlights],
            "icons": self.icons(lang),
        }


class SearchResults(list):
    """The hits of one search, best first (a list of :class:`SearchHit`), and :attr:`total`:
    how many entries and pages, counted once per language, match the query in all, of which
    a search returns at most its limit."""

    def __init__(self, hits: list[SearchHit], total: int) -> None:
        super().__init__(hits)
        self.total = total
