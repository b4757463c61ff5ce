"""The served search box's header counts every entry and page that matches, not only the hits
it lists (at most the limit it asks for)."""

from __future__ import annotations

import pytest

from checker.search import MAX_LIMIT, Searcher
from checker.site.build import SEARCH_INDEX_DIR
from tests.site.serving import no_server_failures  # noqa: F401

HEADER = {"es": "{count} resultados", "en": "{count} matching documents"}


@pytest.mark.parametrize(("prefix", "lang", "query"), [("", "es", "aceleracion"), ("en/", "en", "retaliate")])
def test_the_search_header_gives_the_number_of_matches(page, reference_url, reference_site, prefix, lang, query):
    with Searcher.open(reference_site / SEARCH_INDEX_DIR) as searcher:
        every_match = len(searcher.search(query, lang=lang, limit=MAX_LIMIT))
    page.goto(reference_url + prefix)
    box = page.locator("input.md-search__input")
    box.click()
    box.press_sequentially(query, delay=20)
    page.wait_for_function("query => document.querySelector('.md-search-result__list').dataset.query === query", arg=query)
    listed = page.locator(".md-search-result__list a.md-search-result__link").count()
    assert listed < every_match < MAX_LIMIT, "the query matches more entries than the box lists"
    assert page.locator(".md-search-result__meta").inner_text() == HEADER[lang].format(count=every_match)
