"""What the search refuses, as English message ids with parameters.

Callers render them with :meth:`SearchError.render`, which translates through the ``search``
catalog; the served site turns a :class:`QueryError` into a 400 response, any other one into a
503.
"""

from __future__ import annotations

from checker.i18n import translate


class SearchError(Exception):
    """A search problem with an English ``msgid`` and its ``{name}`` parameters."""

    def __init__(self, msgid: str, **params: object) -> None:
        super().__init__(msgid.format(**params))
        self.msgid = msgid
        self.params = params

    def render(self, lang: str) -> str:
        return translate(lang, self.msgid, "search", **self.params)


class QueryError(SearchError):
    """The request cannot be searched as given: an unknown language or a limit out of range."""


class IndexMissingError(SearchError):
    """There is no usable search index in the folder a searcher was asked to open."""


class IndexUnreadableError(SearchError):
    """The index is there but its files are damaged: it cannot be opened, or a search reads
    something that is not what the index wrote."""
