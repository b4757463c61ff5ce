"""Where a search hit leads: the entry's page in the hit's language, at the clause's anchor.

The rule is the site's: Spanish pages at ``glossary/<entry>/`` from the site root, English
pages under ``en/``, and every clause anchored by its id.
"""

from __future__ import annotations

from checker.glossary.model import Lang

DEFAULT_LANG = Lang.ES
"""The language served at the site root; every other language lives under ``<lang>/``."""


def entry_url(entry_id: str, lang: str, clause_id: str | None = None) -> str:
    """The URL of an entry (or one of its clauses) relative to the site root.

    >>> entry_url("main-scheme", "en", "main-scheme.4.2")
    'en/glossary/main-scheme/#main-scheme.4.2'
    >>> entry_url("encounter-deck", "es")
    'glossary/encounter-deck/'
    """
    language = Lang(lang)
    prefix = "" if language is DEFAULT_LANG else f"{language}/"
    anchor = f"#{clause_id}" if clause_id else ""
    return f"{prefix}glossary/{entry_id}/{anchor}"
