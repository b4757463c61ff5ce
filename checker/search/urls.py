"""Where a search hit leads: a page of the site in the hit's language, at an anchor.

The rule is the site's: Spanish pages from the site root, English pages under ``en/``. An
entry's page is ``glossary/<entry>/`` and a section printed before the glossary has its page at
``rules/<section>/``, every clause of both anchored by its id; the term table is ``terms/``,
and a hand-written page ``<page>/`` (``index`` being the language's home), each of its sections
anchored by its heading's id.
"""

from __future__ import annotations

from enum import StrEnum

from checker.glossary.lang import Lang

DEFAULT_LANG = Lang.ES
"""The language served at the site root; every other language lives under ``<lang>/``."""


class PageKind(StrEnum):
    """The kinds of page a search document stands for."""

    ENTRY = "entry"
    """A glossary entry's page."""
    RULES = "rules"
    """The page of a section the Rules Reference prints before its glossary (the golden rules...)."""
    TERMS = "terms"
    """The term table."""
    GUIDE = "guide"
    """A hand-written page of the site (how to read an entry, how to write a ruling...)."""


TITLED_KINDS = frozenset({PageKind.ENTRY, PageKind.RULES})
"""The kinds of page whose documents are an entry's: a title document and one per clause."""
TERMS_PAGE = "terms"
"""The page id of the term table, the only page of its kind."""
HOME_PAGE = "index"
"""The hand-written page served at a language's root."""


def page_url(kind: PageKind, page: str, lang: str, anchor: str | None = None) -> str:
    """The URL of a page of ``kind`` (at ``anchor``) relative to the site root.

    >>> page_url(PageKind.RULES, "the-golden-rules", "en", "the-golden-rules.1")
    'en/rules/the-golden-rules/#the-golden-rules.1'
    >>> page_url(PageKind.GUIDE, "writing-a-ruling", "es", "citing"), page_url(PageKind.GUIDE, "index", "en")
    ('writing-a-ruling/#citing', 'en/')
    >>> page_url(PageKind.TERMS, TERMS_PAGE, "es")
    'terms/'
    """
    language = Lang(lang)
    prefix = "" if language is DEFAULT_LANG else f"{language}/"
    if kind is PageKind.ENTRY:
        path = f"glossary/{page}/"
    elif kind is PageKind.RULES:
        path = f"rules/{page}/"
    elif kind is PageKind.TERMS:
        path = "terms/"
    else:
        path = "" if page == HOME_PAGE else f"{page}/"
    return f"{prefix}{path}{f'#{anchor}' if anchor else ''}"


def entry_url(entry_id: str, lang: str, clause_id: str | None = None) -> str:
    """The URL of an entry (or one of its clauses) relative to the site root.

    >>> entry_url("main-scheme", "en", "main-scheme.4.2")
    'en/glossary/main-scheme/#main-scheme.4.2'
    >>> entry_url("encounter-deck", "es")
    'glossary/encounter-deck/'
    """
    return page_url(PageKind.ENTRY, entry_id, lang, clause_id)
