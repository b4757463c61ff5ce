"""Bilingual search over the glossary: build an index, open a searcher, get hits per clause.

``build_index(glossary, Path("site/_search"))`` writes the index; ``Searcher.open(...)`` opens
it once, and ``searcher.search("amenza", lang="es", limit=10)`` returns :class:`SearchHit`
objects, Spanish ones first. Bad requests raise :class:`QueryError`, a damaged index
:class:`IndexUnreadableError`; any query text is valid.

The searcher and the writer are loaded on first use of :class:`Searcher` or :func:`build_index`:
the query bounds and the errors are also read by the command line's arguments and help, which
must not wait for them, and a search never loads the writer. Whoosh writes the index, but a
search reads it without whoosh's index, fields or codec (:mod:`checker.search.segment_files`):
of whoosh it loads only the stop word lists, and the automata of typos when a word is unknown.

The records of the modules a search imports (these, and :mod:`checker.glossary.terms` and
:mod:`checker.glossary.icons`) are named tuples, not dataclasses: the dataclasses module loads
inspect, and with it Python's own source parser, which cost a cold search more than it spends
searching.
"""

import importlib

from checker.search.errors import IndexMissingError, IndexUnreadableError, QueryError, SearchError
from checker.search.hits import SearchHit
from checker.search.query import MAX_LIMIT, MAX_QUERY_CHARS, MAX_WORDS
from checker.search.urls import entry_url

_LOADED_ON_USE = {"Searcher": "checker.search.searcher", "build_index": "checker.search.writer"}


def __getattr__(name: str) -> object:
    if name in _LOADED_ON_USE:
        return getattr(importlib.import_module(_LOADED_ON_USE[name]), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")

__all__ = [
    "MAX_LIMIT",
    "MAX_QUERY_CHARS",
    "MAX_WORDS",
    "IndexMissingError",
    "IndexUnreadableError",
    "QueryError",
    "SearchError",
    "SearchHit",
    "Searcher",
    "build_index",
    "entry_url",
]
