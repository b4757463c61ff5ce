"""Accessibility in a real browser: axe-core (the copy packaged with axe-playwright-python, no
network) finds no serious or critical violation on the home, an entry, the index, the coverage
page and the search, in both languages, and the keyboard alone reaches the search, the language
switch and every clause tool."""

from __future__ import annotations

import pytest

from tests.site.browsing import screenshot

PREFIXES = {"es": "", "en": "en/"}
PAGES = {"home": "", "entry": "glossary/main-scheme/", "entry-with-eliminations": "glossary/player-elimination/",
         "index": "glossary/", "terms": "terms/", "coverage": "coverage/"}
BLOCKING = {"serious", "critical"}


def violations(page) -> list[str]:
    axe = pytest.importorskip("axe_playwright_python.sync_playwright").Axe()
    found = axe.run(page).response["violations"]
    return [
        f"{violation['id']} ({violation['impact']}): {violation['help']} at {violation['nodes'][0]['target']}"
        for violation in found if violation["impact"] in BLOCKING
    ]


@pytest.mark.parametrize("lang", PREFIXES)
@pytest.mark.parametrize("name", PAGES)
def test_a_page_has_no_serious_or_critical_violation(page, site_url, lang, name):
    page.goto(f"{site_url}{PREFIXES[lang]}{PAGES[name]}")
    assert violations(page) == []


@pytest.mark.parametrize("lang, query", [("es", "aceleracion"), ("en", "acceleration")])
def test_the_search_with_its_results_open_has_no_serious_or_critical_violation(page, site_url, lang, query):
    page.goto(f"{site_url}{PREFIXES[lang]}")
    box = page.locator("input.md-search__input")
    box.click()
    box.press_sequentially(query, delay=20)
    page.locator(".md-search-result__list a").first.wait_for(timeout=10_000)
    screenshot(page, f"search-open-{lang}", full_page=False)
    assert violations(page) == []


def reached_by_tab(page, presses: int) -> list[str]:
    """What each press of Tab focuses: the element's classes and its link or label."""
    reached = []
    for _ in range(presses):
        page.keyboard.press("Tab")
        reached.append(page.evaluate(
            "(() => { const e = document.activeElement;"
            " return `${e.className} ${e.getAttribute('href') || e.getAttribute('aria-label') || ''}`; })()"
        ))
    return reached


def test_the_keyboard_alone_reaches_the_search_the_language_switch_and_every_clause_tool(page, site_url, real_glossary):
    entry = next(entry for entry in real_glossary.entries if entry.id == "main-scheme")
    clauses = [clause.id for clause in entry.walk()]
    page.goto(f"{site_url}glossary/main-scheme/")
    reached = reached_by_tab(page, 40 + 6 * len(clauses))
    assert any(item.startswith("md-search__input") for item in reached)
    assert any("md-select__link" in item and "en/glossary/main-scheme/" in item for item in reached)
    for clause in clauses:
        assert any("mc-permalink" in item and item.endswith(f"#{clause}") for item in reached), clause
        assert any("mc-other-lang" in item and item.endswith(f"en/glossary/main-scheme/#{clause}") for item in reached), clause
