"""Generated HTML carried past Markdown and put back into the page once it is rendered.

Clause markup, see-also lists and index tables are already HTML when we generate them; running
them through Markdown's raw-HTML parser only costs time (most of the build, at a few hundred
entries). Each generated page holds a placeholder instead, and the hooks swap the HTML in
when the page is written (:mod:`checker.site.hooks`).

Every fragment also comes in a plain version for the theme's search index: the words a
reader searches for, without permalinks, sources and badges. Indexing the plain version keeps
those out of search results and spares the indexer most of the markup.
"""

from __future__ import annotations

import re
from contextvars import ContextVar
from dataclasses import dataclass, field

_KEY = re.compile(r"[a-z0-9][a-z0-9._-]*(?:/[a-z0-9][a-z0-9._-]*)*")
_PLACEHOLDER = re.compile(r'<div data-mc-fragment="([^"]+)"></div>')


@dataclass
class Fragments:
    """The fragments of a build, by key: ``<lang>/<page>/<part>``.

    The build holds them in memory while MkDocs runs (:data:`BUILD_FRAGMENTS`): a page's
    content keeps its placeholders until the page is written, so the site's HTML is held
    once, not once more in every page, and a page's fragments are dropped once it is written.
    """

    html: dict[str, str] = field(default_factory=dict)
    searchable: dict[str, str] = field(default_factory=dict)

    def add(self, key: str, html: str, searchable: str) -> str:
        """Keep ``html`` and its ``searchable`` version under ``key``; return the placeholder,
        a block of its own in Markdown."""
        return f"\n{self.add_inline(key, html, searchable)}\n"

    def add_inline(self, key: str, html: str, searchable: str) -> str:
        """Keep ``html`` and its ``searchable`` version under ``key``; return the placeholder."""
        if not _KEY.fullmatch(key) or key in self.html:
            raise ValueError(f"bad or repeated fragment key: {key!r}")
        self.html[key] = html
        self.searchable[key] = searchable
        return f'<div data-mc-fragment="{key}"></div>'

    def fill(self, html: str) -> str:
        """``html`` with its placeholders filled, as the page shows it."""
        return _PLACEHOLDER.sub(lambda match: self.html[match.group(1)], html)

    def fill_searchable(self, html: str) -> str:
        """``html`` with its placeholders filled with the plain versions, for search."""
        return _PLACEHOLDER.sub(lambda match: self.searchable[match.group(1)], html)

    def forget(self, html: str) -> None:
        """Drop the fragments whose placeholders ``html`` holds: their page is written."""
        for key in _PLACEHOLDER.findall(html):
            self.html.pop(key, None)
            self.searchable.pop(key, None)


BUILD_FRAGMENTS: ContextVar[Fragments | None] = ContextVar("build_fragments", default=None)
"""The fragments of the build under way, which the MkDocs hooks put into its pages."""
