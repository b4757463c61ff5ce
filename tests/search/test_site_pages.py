"""The site's index beyond the glossary's entries: the sections printed before the glossary,
the term table and the hand-written guide pages, each hit leading to its page and section.

The expected pages are those whose subject the query names: docs/es/writing-a-ruling.md is
"Cómo escribir un dictamen", the term table's title is "Tabla de términos" / "Term table", and
the Rules Reference prints "The Golden Rules" and "The Grim Rule" before its glossary.
"""

from __future__ import annotations

import pytest

from checker.glossary.model import Lang
from tests.search.test_quality import QUERIES


@pytest.mark.parametrize(
    ("query", "lang", "kind", "url"),
    [
        ("dictamen", "es", "guide", "writing-a-ruling/"),
        ("tabla de terminos", "es", "terms", "terms/"),
        ("term table", "en", "terms", "en/terms/"),
        ("ruling", "en", "guide", "en/writing-a-ruling/"),
        ("golden rules", "en", "rules", "en/rules/the-golden-rules/"),
        ("reglas de oro", "es", "rules", "rules/the-golden-rules/"),
        ("grim rule", "en", "rules", "en/rules/the-grim-rule/"),
        ("regla sombria", "es", "rules", "rules/the-grim-rule/"),
    ],
)
def test_a_query_naming_a_page_finds_that_page_first(site_searcher, query, lang, kind, url):
    first = site_searcher.search(query, lang=lang)[0]
    assert (first.kind, first.url, first.lang) == (kind, url, lang)


def test_a_guide_hit_leads_to_the_heading_of_its_section(site_searcher):
    """docs/en/reading-an-entry.md has a section "Permalinks" { #permalinks }."""
    first = site_searcher.search("permalinks", lang="en")[0]
    assert first.url == "en/reading-an-entry/#permalinks"
    assert first.title == "Reading an entry › Permalinks"


def test_a_clause_of_a_section_before_the_glossary_leads_to_its_anchor_on_the_sections_page(site_searcher):
    """The round overview says "Player phase begins" (round-overview.2)."""
    assert site_searcher.search("round overview", lang="en")[0].url == "en/rules/round-overview/"
    found = [hit.url for hit in site_searcher.search("player phase begins", lang="en", limit=50)]
    assert "en/rules/round-overview/#round-overview.2" in found


def test_the_glossary_introduction_is_left_to_the_index_page(site_searcher):
    """The Rules Reference's sentence introducing its glossary has no page of its own."""
    assert all(hit.entry != "glossary" for hit in site_searcher.search("alphabetical list of entries", limit=50))


@pytest.mark.parametrize("lang", [Lang.EN, Lang.ES])
def test_every_entry_is_still_the_first_hit_for_its_own_title_on_the_site(reference_glossary, site_searcher, lang):
    misses = []
    for entry in [entry for entry in reference_glossary.entries if lang in entry.title]:
        hits = site_searcher.search(entry.title[lang], lang=str(lang), limit=3)
        if not hits or (hits[0].kind, hits[0].entry) != ("entry", entry.id):
            misses.append((entry.title[lang], [(hit.kind, hit.entry) for hit in hits]))
    assert misses == []


def test_every_query_of_the_quality_set_still_finds_its_entry_first_on_the_site(real_site_searcher):
    """The guide pages and the term table mention the rules' words ("Amenaza = Threat"): a
    reader typing them still gets the entry first."""
    misses = []
    for query in QUERIES:
        hits = real_site_searcher.search(query["text"], lang=query.get("lang"))
        if not hits or (hits[0].kind, hits[0].entry) != ("entry", query["expect"]):
            misses.append((query["text"], query.get("lang"), [(hit.kind, hit.entry) for hit in hits[:3]]))
    assert misses == []
