"""Bilingual search over the glossary: build an index, open a searcher, get hits per clause.

``build_index(glossary, Path("site/_search"))`` writes the index; ``Searcher.open(...)`` opens
it once, and ``searcher.search("amenza", lang="es", limit=10)`` returns :class:`SearchHit`
objects, Spanish ones first. Bad requests raise :class:`QueryError`, a damaged index
:class:`IndexUnreadableError`; any query text is valid.
"""

from checker.search.errors import IndexMissingError, IndexUnreadableError, QueryError, SearchError
from checker.search.hits import SearchHit
from checker.search.index import MAX_LIMIT, Searcher, build_index
from checker.search.query import MAX_QUERY_CHARS, MAX_WORDS
from checker.search.urls import entry_url

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
