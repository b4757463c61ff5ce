"""Generated HTML carried past Markdown and put back into the page once it is rendered.

Clause markup, see-also lists and index tables are already HTML when we generate them; running
them through Markdown's raw-HTML parser only costs time (most of the build, at a few hundred
entries). Each generated page holds a placeholder instead, and the ``on_page_content`` hook
swaps the HTML in.

Every fragment also comes in a plain version for the theme's search index: the words a
reader searches for, without permalinks, sources and badges. Indexing the plain version keeps
those out of search results and spares the indexer most of the markup.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

FRAGMENTS_FILE = "fragments.json"
"""The file of fragments, next to the staged ``docs`` folder: one file, because writing one
small file per fragment costs more than all the rest of the staging."""
_KEY = re.compile(r"[a-z0-9][a-z0-9._-]*(?:/[a-z0-9][a-z0-9._-]*)*")
_PLACEHOLDER = re.compile(r'<div data-mc-fragment="([^"]+)"></div>')


@dataclass
class Fragments:
    """The fragments of a build, by key: ``<lang>/<page>/<part>``."""

    html: dict[str, str] = field(default_factory=dict)
    searchable: dict[str, str] = field(default_factory=dict)

    def add(self, key: str, html: str, searchable: str) -> str:
        """Keep ``html`` and its ``searchable`` version under ``key``; return the placeholder."""
        if not _KEY.fullmatch(key) or key in self.html:
            raise ValueError(f"bad or repeated fragment key: {key!r}")
        self.html[key] = html
        self.searchable[key] = searchable
        return f'\n<div data-mc-fragment="{key}"></div>\n'

    def write(self, path: Path) -> None:
        data = {"html": self.html, "searchable": self.searchable}
        path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")


@lru_cache(maxsize=1)
def _load(path: Path) -> dict[str, dict[str, str]]:
    return json.loads(path.read_text(encoding="utf-8"))


def fill(html: str, path: Path) -> tuple[str, str]:
    """``html`` with its placeholders filled from the file at ``path``: for the page, and for search."""
    data = _load(path)
    page = _PLACEHOLDER.sub(lambda match: data["html"][match.group(1)], html)
    searchable = _PLACEHOLDER.sub(lambda match: data["searchable"][match.group(1)], html)
    return page, searchable
