"""Search quality on the Spanish site pages (``tests/sources.py``): the expected entry should be
the first hit.

The query set is ``queries.toml``; each query says which entry must come first and why.
"""

from __future__ import annotations

import tomllib
import unicodedata
from pathlib import Path

import pytest

from checker.glossary.model import Lang

QUERIES_FILE = Path(__file__).with_name("queries.toml")
QUERIES = tomllib.loads(QUERIES_FILE.read_text(encoding="utf-8"))["query"]
MUST_PASS = [
    ("aceleracion", "es", "main-scheme"),
    ("planes", None, "main-scheme"),
    ("amenza", None, "main-scheme"),
    ("threat", "es", "main-scheme"),
    ("boca abajo", None, "in-play-and-out-of-play"),
]


def rank(searcher, query: dict) -> int | None:
    entries = [hit.entry for hit in searcher.search(query["text"], lang=query.get("lang"), limit=10)]
    return entries.index(query["expect"]) + 1 if query["expect"] in entries else None


def test_query_set_is_large_and_covers_both_languages():
    assert len(QUERIES) >= 40
    assert {query.get("lang") for query in QUERIES} == {None, "es", "en"}
    kinds = {kind for query in QUERIES for kind in query["kind"]}
    assert {"no accents", "plural", "typo", "cross-language", "multi-word", "phrase"} <= kinds


@pytest.mark.parametrize(("text", "lang", "expect"), MUST_PASS)
def test_reference_query_finds_its_entry_first(real_searcher, text, lang, expect):
    assert (text, lang, expect) in [(query["text"], query.get("lang"), query["expect"]) for query in QUERIES]
    assert real_searcher.search(text, lang=lang)[0].entry == expect


def test_expected_entry_is_the_first_hit_for_every_query(real_searcher):
    ranks = [(query, rank(real_searcher, query)) for query in QUERIES]
    failures = [(query, found) for query, found in ranks if found != 1]
    mean_reciprocal_rank = sum(1 / found for _, found in ranks if found) / len(ranks)
    print(f"\nsearch quality: {len(ranks) - len(failures)}/{len(ranks)} first hits, "
          f"mean reciprocal rank {mean_reciprocal_rank:.3f}")
    for query, found in failures:
        print(f"  {query['text']!r} (lang={query.get('lang')}): {query['expect']} at rank {found}")
    assert failures == [], "every query of the set finds its entry first (mean reciprocal rank 1.0)"


@pytest.mark.parametrize("lang", [Lang.EN, Lang.ES])
def test_every_entry_of_the_whole_reference_is_the_first_hit_for_its_own_title(reference_glossary, reference_searcher, lang):
    """Over every entry of the bundled sources: "After", "And" or "For Each" are all stop words,
    and "Cost" or "Side Scheme" are words of many other entries' texts."""
    misses = []
    assert [entry.id for entry in reference_glossary.entries if lang not in entry.title] == []
    for entry in reference_glossary.entries:
        for query in dict.fromkeys((entry.title[lang], without_accents(entry.title[lang]))):
            hits = reference_searcher.search(query, lang=str(lang), limit=3)
            if not hits or hits[0].entry != entry.id:
                misses.append((query, entry.id, [hit.entry for hit in hits]))
    assert misses == []


def without_accents(text: str) -> str:
    """``text`` as typed on a keyboard without accents: "Plan principal", "Esbirro", "Heroe"."""
    return "".join(char for char in unicodedata.normalize("NFD", text) if not unicodedata.combining(char))


@pytest.mark.parametrize("lang", [Lang.EN, Lang.ES])
def test_an_alias_leads_to_its_entries_first_unless_an_entry_has_that_title(reference_glossary, reference_searcher, lang):
    """Two sources may redirect one title to different entries: the title leads to all of them."""
    titles = {entry.title.get(lang, "").casefold() for entry in reference_glossary.entries}
    leads_to: dict[str, set[str]] = {}
    for alias in reference_glossary.aliases:
        if alias.lang is lang and alias.title.casefold() not in titles:
            leads_to.setdefault(alias.title, set()).update(target.target for target in alias.targets if target.target)
    assert len(leads_to) >= 20
    for title, targets in leads_to.items():
        if targets:
            hits = reference_searcher.search(title, lang=str(lang), limit=len(targets))
            assert {hit.entry for hit in hits} == targets, title


OFFICIAL_SPANISH_KEYWORDS = {
    "tesón": "steady",
    "firmeza": "stalwart",
    "infame": "villainous",
    "complicación": "hinder-x",
    "penetrante": "piercing",
    "equipo": "team-up",
    "archienemigo": "nemesis",
    "inicio": "setup-keyword",
    "enlazada": "linked-card-title",
}
"""The keywords as the Spanish cards print them (``locales/terms.toml``), each the title of its entry."""


@pytest.mark.parametrize("text", OFFICIAL_SPANISH_KEYWORDS)
def test_an_official_spanish_keyword_finds_its_entry_first(reference_searcher, text):
    assert reference_searcher.search(text, lang="es")[0].entry == OFFICIAL_SPANISH_KEYWORDS[text]
