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

import os
import re
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from pathlib import Path
from typing import BinaryIO

FRAGMENTS_FILE = "fragments.bin"
"""The file of fragments, next to the staged ``docs`` folder."""
_KEY = re.compile(r"[a-z0-9][a-z0-9._-]*(?:/[a-z0-9][a-z0-9._-]*)*")
WRITE_BUFFER = 1 << 20
"""Bytes of fragments gathered before a write (each read flushes them first): one system call
per megabyte rather than one per fragment over 8 KiB, as every scenario's is."""
PLACEHOLDER = re.compile(r'<div data-mc-fragment="([^"]+)"></div>')
"""What stands in a page for a fragment until the page is written."""


class Fragments:
    """The fragments of a build, by key: ``<lang>/<page>/<part>``, kept in one file.

    A build's generated HTML runs to hundreds of megabytes at thousands of entries: held in
    memory, it alone would weigh more than the rest of the build. The file is written as the
    pages are generated and read back one page at a time while MkDocs writes it
    (:data:`BUILD_FRAGMENTS`); only where each fragment lies stays in memory.
    """

    def __init__(self, stream: BinaryIO) -> None:
        self._stream = stream
        self._places: dict[str, tuple[int, int, int]] = {}
        """Key -> offset in the file, bytes of the HTML and bytes of its searchable version."""
        self._size = 0
        self._held: dict[str, tuple[str, str]] = {}
        """The fragments of the page being written, read once for its search and its HTML."""

    @classmethod
    @contextmanager
    def stored_in(cls, path: Path) -> Iterator[Fragments]:
        """Fragments kept in a new file at ``path`` while the block runs."""
        with open(path, "w+b", buffering=WRITE_BUFFER) as stream:
            yield cls(stream)

    def add(self, key: str, html: str, searchable: str) -> str:
        """Keep ``html`` and its ``searchable`` version under ``key``; return the placeholder,
        a block of its own in Markdown."""
        return f"\n{self.add_inline(key, html, searchable)}\n"

    def add_inline(self, key: str, html: str, searchable: str) -> str:
        """Keep ``html`` and its ``searchable`` version under ``key``; return the placeholder."""
        if not _KEY.fullmatch(key) or key in self._places:
            raise ValueError(f"bad or repeated fragment key: {key!r}")
        html_bytes, searchable_bytes = html.encode("utf-8"), searchable.encode("utf-8")
        self._stream.write(html_bytes + searchable_bytes)
        self._places[key] = (self._size, len(html_bytes), len(searchable_bytes))
        self._size += len(html_bytes) + len(searchable_bytes)
        return f'<div data-mc-fragment="{key}"></div>'

    def _read(self, key: str) -> tuple[str, str]:
        offset, html_size, searchable_size = self._places[key]
        data = os.pread(self._stream.fileno(), html_size + searchable_size, offset)
        return data[:html_size].decode("utf-8"), data[html_size:].decode("utf-8")

    def fill_searchable(self, html: str) -> str:
        """``html`` with its placeholders filled with the plain versions, for search; the page's
        fragments stay at hand for :meth:`fill`."""
        self._stream.flush()
        self._held = {key: self._read(key) for key in PLACEHOLDER.findall(html)}
        return PLACEHOLDER.sub(lambda match: self._held[match.group(1)][1], html)

    def fill(self, html: str) -> str:
        """``html`` with its placeholders filled, as the page shows it."""
        self._stream.flush()
        held, self._held = self._held, {}
        return PLACEHOLDER.sub(lambda match: (held.get(match.group(1)) or self._read(match.group(1)))[0], html)


BUILD_FRAGMENTS: ContextVar[Fragments | None] = ContextVar("build_fragments", default=None)
"""The fragments of the build under way, which the MkDocs hooks put into its pages."""
