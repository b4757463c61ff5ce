"""The theme's search entries of an English page that repeat its Spanish page word for word.

The i18n plugin builds each language in turn and, with ``reconfigure_search``, drops from the
theme's search index every entry under a language's folder (``en/...``) whose title and text
are those of a default-language entry at the end of its location: the English page of an entry
written in Spanish only, an index letter alike in both languages. Its own way compares every
such pair, which grows with the square of the site (hundreds of millions of comparisons at
10,000 entries); :func:`drop_repeated_entries` keeps the same entries in one pass.
"""

from __future__ import annotations

from collections import defaultdict


def drop_repeated_entries(entries: list[dict], languages: list[str]) -> None:
    """Remove from ``entries``, in place and keeping their order, each entry under a folder of
    ``languages`` that repeats the title and text of a default-language entry whose location
    ends its own; each repeat goes once, with the first default-language entry it repeats."""
    prefixes = tuple(f"{lang}/" for lang in languages)
    repeats: dict[tuple[str, str], list[int]] = defaultdict(list)
    for position, entry in enumerate(entries):
        if entry["location"].startswith(prefixes):
            repeats[(entry["title"], entry["text"])].append(position)
    dropped: set[int] = set()
    for entry in entries:
        if entry["location"].startswith(prefixes):
            continue
        candidates = repeats.get((entry["title"], entry["text"]), ())
        for position in candidates:
            if position not in dropped and entries[position]["location"].endswith(entry["location"]):
                dropped.add(position)
    entries[:] = [entry for position, entry in enumerate(entries) if position not in dropped]


def use_linear_dedupe(config) -> None:
    """Give the i18n plugin of the MkDocs ``config``, if it has one, :func:`drop_repeated_entries`
    in place of its own way of dropping repeated entries."""
    i18n = config.plugins.get("i18n")
    if i18n is not None and hasattr(i18n, "reconfigure_search_duplicates"):
        i18n.reconfigure_search_duplicates = lambda entries: drop_repeated_entries(entries, i18n.build_languages)
