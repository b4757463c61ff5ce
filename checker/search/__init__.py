"""Bilingual search over the glossary: build an index, open a searcher, get hits per clause.

>>> from checker.search import Searcher, build_index  # doctest: +SKIP
>>> build_index(load_glossary(), Path("site/_search"))  # doctest: +SKIP
>>> Searcher.open(Path("site/_search")).search("amenza", lang="es")[0].entry  # doctest: +SKIP
'main-scheme'
"""

from checker.search.errors import IndexMissingError, QueryError, SearchError
from checker.search.hits import SearchHit
from checker.search.index import MAX_LIMIT, Searcher, build_index
from checker.search.query import MAX_QUERY_CHARS, MAX_WORDS
from checker.search.urls import entry_url

__all__ = [
    "MAX_LIMIT",
    "MAX_QUERY_CHARS",
    "MAX_WORDS",
    "IndexMissingError",
    "QueryError",
    "SearchError",
    "SearchHit",
    "Searcher",
    "build_index",
    "entry_url",
]
