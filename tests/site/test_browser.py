"""The site in a real browser: both homes render, the switcher keeps the entry, permalinks land
(see :mod:`tests.site.browsing` for the browser)."""

from __future__ import annotations

import re

import pytest

from tests.site.browsing import in_viewport, screenshot
from tests.site.serving import static_files

def deep_clause(glossary) -> tuple[str, str]:
    """The last clause of the longest entry: far enough down its page to need scrolling."""
    entry = max(glossary.entries, key=lambda entry: len(list(entry.walk())))
    return entry.id, list(entry.walk())[-1].id


@pytest.mark.parametrize("prefix, lang, heading", [("", "es", "Reglas de Marvel Champions"),
                                                   ("en/", "en", "Marvel Champions Rules")])
def test_each_home_page_renders_in_its_language(page, site_url, prefix, lang, heading):
    page.goto(site_url + prefix)
    assert page.locator("html").get_attribute("lang") == lang
    assert page.locator("article h1").inner_text().rstrip("¶") == heading
    assert page.locator(".mc-disclaimer").is_visible()
    screenshot(page, f"home-{lang}")


def test_the_language_switcher_stays_on_the_same_entry(page, site_url, real_glossary):
    entry = real_glossary.entries[0]
    page.goto(f"{site_url}glossary/{entry.id}/")
    page.wait_for_load_state("networkidle")
    switch_language(page, "en/")
    page.wait_for_url(f"{site_url}en/glossary/{entry.id}/")
    assert page.locator("html").get_attribute("lang") == "en"
    screenshot(page, f"switched-{entry.id}-en")


SWITCHES = [("", "en/"), ("en/", "")]


def switch_language(page, to_prefix: str, *, with_mouse: bool = False) -> None:
    """Follow the header's switcher link into the language of ``to_prefix``.

    The keyboard leaves the page where it is; a mouse click may first scroll the page to bring
    the opening menu into view, which moves the clause at the top.
    """
    link = page.locator(f'.md-select__link[hreflang="{to_prefix.rstrip("/") or "es"}"]')
    if with_mouse:
        page.locator(".md-header__option .md-select").hover()
        link.click()
    else:
        link.focus()
        page.keyboard.press("Enter")


@pytest.mark.parametrize("with_mouse", [True, False])
@pytest.mark.parametrize("from_prefix, to_prefix", SWITCHES)
def test_the_language_switcher_keeps_the_clause_in_the_address(page, site_url, from_prefix, to_prefix, with_mouse):
    page.goto(f"{site_url}{from_prefix}glossary/main-scheme/#main-scheme.4.2")
    page.wait_for_load_state("networkidle")
    switch_language(page, to_prefix, with_mouse=with_mouse)
    page.wait_for_url(f"{site_url}{to_prefix}glossary/main-scheme/#main-scheme.4.2")
    assert in_viewport(page, "main-scheme.4.2")


@pytest.mark.parametrize("from_prefix, to_prefix", SWITCHES)
@pytest.mark.parametrize("address", ["", "#main-scheme.1"])
def test_the_language_switcher_keeps_the_clause_scrolled_to(page, site_url, from_prefix, to_prefix, address):
    """Without a hash, or scrolled away from it, the switcher lands on the clause at the top."""
    page.goto(f"{site_url}{from_prefix}glossary/main-scheme/{address}")
    page.wait_for_load_state("networkidle")
    page.evaluate("document.getElementById('main-scheme.6').scrollIntoView()")
    switch_language(page, to_prefix)
    page.wait_for_url(f"{site_url}{to_prefix}glossary/main-scheme/#main-scheme.6")
    assert in_viewport(page, "main-scheme.6")


def test_a_clause_permalink_scrolls_to_its_clause(page, site_url, real_glossary):
    entry_id, clause_id = deep_clause(real_glossary)
    page.goto(f"{site_url}glossary/{entry_id}/#{clause_id}")
    page.wait_for_load_state("load")
    assert in_viewport(page, clause_id)
    screenshot(page, f"permalink-{clause_id}", full_page=False)


def test_the_other_language_link_lands_on_the_same_clause(page, site_url, real_glossary):
    """Regression: the theme's language switcher took over this link and dropped the anchor."""
    entry_id, clause_id = deep_clause(real_glossary)
    page.goto(f"{site_url}glossary/{entry_id}/#{clause_id}")
    page.wait_for_load_state("networkidle")
    page.locator(f'[id="{clause_id}"] > .mc-clause__line .mc-other-lang').click()
    page.wait_for_url(f"{site_url}en/glossary/{entry_id}/#{clause_id}")
    assert in_viewport(page, clause_id)


def test_the_permalink_copies_the_clause_address(page, site_url, real_glossary):
    entry_id, clause_id = deep_clause(real_glossary)
    page.goto(f"{site_url}en/glossary/{entry_id}/")
    link = page.locator(f'[id="{clause_id}"] > .mc-clause__line .mc-permalink')
    link.click()
    expected = f"{site_url}en/glossary/{entry_id}/#{clause_id}"
    page.wait_for_function("(url) => navigator.clipboard.readText().then((text) => text === url)", arg=expected)
    assert "mc-permalink--copied" in link.get_attribute("class")



CLAUSE_TOOLS_LOOK = """() => {
    const link = document.querySelector('.mc-clause__tools a');
    const style = getComputedStyle(link);
    let opacity = 1;
    for (let element = link; element; element = element.parentElement) {
        opacity *= Number(getComputedStyle(element).opacity);
    }
    return [opacity, style.color];
}"""


@pytest.mark.parametrize("has_touch", [True, False])
def test_clause_tools_are_at_full_strength_on_every_screen(browser, site_url, has_touch):
    """Faint tools once stayed faint on touch screens, and were too faint to read anywhere."""
    context = browser.new_context(viewport={"width": 400, "height": 700}, has_touch=has_touch)
    page = context.new_page()
    page.goto(f"{site_url}glossary/main-scheme/")
    opacity, color = page.evaluate(CLAUSE_TOOLS_LOOK)
    assert opacity == 1 and color == "rgba(0, 0, 0, 0.62)"
    context.close()


SCENARIO_LOOK = """(element) => {
    const style = getComputedStyle(element);
    return [style.outlineStyle, style.backgroundColor];
}"""


def test_a_followed_verified_by_link_highlights_its_scenario(page, site_url):
    page.goto(f"{site_url}glossary/main-scheme/#main-scheme.4.2")
    link = page.locator('[id="main-scheme.4.2"] > .mc-clause__meta .mc-clause__verified a').first
    scenario_id = link.get_attribute("href").lstrip("#")
    link.click()
    page.wait_for_url(f"{site_url}glossary/main-scheme/#{scenario_id}")
    targeted = page.locator(f'[id="{scenario_id}"]')
    other = page.locator(f'.mc-scenario:not([id="{scenario_id}"])').first
    assert targeted.evaluate(SCENARIO_LOOK) != other.evaluate(SCENARIO_LOOK)
    assert in_viewport(page, scenario_id)

def search_for(page, query: str, entry_id: str) -> None:
    """Type ``query`` in the search box and wait for a result leading to ``entry_id``."""
    page.locator("input.md-search__input").click()
    page.locator("input.md-search__input").press_sequentially(query, delay=20)
    result = page.locator(f'.md-search-result__list a[href*="glossary/{entry_id}/"]').first
    result.wait_for(timeout=10_000)


def test_the_served_search_box_finds_an_entry_typed_without_accents(page, site_url):
    page.goto(site_url)
    search_for(page, "aceleracion", "main-scheme")
    screenshot(page, "search-aceleracion")


@pytest.mark.parametrize("prefix, query, label", [("", "icono por jugador", "por jugador"),
                                                  ("en/", "per player icon", "per player")])
def test_served_search_results_show_the_per_player_icon_as_a_badge(page, site_url, prefix, query, label):
    page.goto(site_url + prefix)
    page.locator("input.md-search__input").click()
    page.locator("input.md-search__input").press_sequentially(query, delay=20)
    result = page.locator('.md-search-result__list a[href*="glossary/player-elimination/"]').first
    result.wait_for(timeout=10_000)
    assert result.locator(".mc-icon--per-player").first.inner_text() == label
    assert "(v)" not in result.inner_text()


THEME_SEARCH_INDEX = "/search/search_index.json"
"""The theme's own (lunr) search index: the whole site's text, downloaded by the browser."""


@pytest.fixture(scope="module")
def static_site_url(real_site):
    """The site on a plain file server, as a static host serves it: no search API."""
    with static_files(real_site) as url:
        yield url


def theme_index_requests(page) -> list[str]:
    """The requests for the theme's search index that the page makes from now on."""
    asked: list[str] = []
    page.on("request", lambda request: request.url.endswith(THEME_SEARCH_INDEX) and asked.append(request.url))
    return asked


@pytest.mark.parametrize("path", ["glossary/main-scheme/", "en/glossary/main-scheme/"])
def test_a_served_page_searches_without_downloading_the_theme_index(page, site_url, path):
    asked = theme_index_requests(page)
    page.goto(site_url + path)
    page.wait_for_load_state("networkidle")
    search_for(page, "aceleracion", "main-scheme")
    page.wait_for_load_state("networkidle")
    assert asked == []


def test_a_static_page_downloads_the_theme_index_once_the_search_box_is_focused(page, static_site_url):
    asked = theme_index_requests(page)
    page.goto(f"{static_site_url}glossary/encounter-deck/")
    page.wait_for_load_state("networkidle")
    assert asked == []
    with page.expect_response(lambda response: response.url.endswith(THEME_SEARCH_INDEX)) as index:
        page.locator("input.md-search__input").focus()
    assert index.value.status == 200
    search_for(page, "aceleracion", "main-scheme")
    assert len(asked) == 1


def test_a_static_page_opened_from_a_search_result_downloads_the_theme_index_to_highlight_it(page, static_site_url):
    """The theme's results lead to their page with the query in ``h``, which it highlights."""
    asked = theme_index_requests(page)
    page.goto(f"{static_site_url}glossary/main-scheme/?h=umbral")
    page.locator("article mark").first.wait_for(timeout=10_000)
    assert len(asked) == 1


def failed_loads(page, document_url: str) -> list[str]:
    """Failed loads and errors of the page's assets and scripts, collected as the page loads;
    the page's own 404 is not among them."""
    problems: list[str] = []

    def expected(url: str) -> bool:
        return url == document_url

    def on_response(response) -> None:
        if response.status >= 400 and not expected(response.url):
            problems.append(f"{response.url}: {response.status}")

    def on_console(message) -> None:
        url = message.location.get("url", "")
        if message.type == "error" and not expected(url):
            problems.append(f"console: {message.text} ({url})")

    page.on("requestfailed", lambda request: problems.append(f"{request.url}: {request.failure}"))
    page.on("response", on_response)
    page.on("console", on_console)
    page.on("pageerror", lambda error: problems.append(f"script: {error}"))
    return problems


@pytest.mark.parametrize(("path", "lang", "other"), [("en/glossary/does-not-exist/", "en", "es"), ("nope/deeper/", "es", "en")])
def test_a_missing_page_at_any_depth_gets_the_styled_not_found_page_in_its_language(page, site_url, path, lang, other):
    problems = failed_loads(page, site_url + path)
    response = page.goto(site_url + path)
    page.wait_for_load_state("networkidle")
    assert response.status == 404
    headings = {"es": "Página no encontrada", "en": "Page not found"}
    assert page.locator(f'.mc-not-found[lang="{lang}"] h1').inner_text() == headings[lang]
    assert page.locator(f'.mc-not-found[lang="{lang}"] h1').is_visible()
    assert not page.locator(f'.mc-not-found[lang="{other}"] h1').is_visible()
    # Unstyled, the header scrolls away with the page.
    assert page.evaluate("getComputedStyle(document.querySelector('.md-header')).position") == "sticky"
    links = set(page.eval_on_selector_all("a[href]", "links => links.map(link => link.href.split('#')[0])"))
    assert {site_url, f"{site_url}glossary/", f"{site_url}en/", f"{site_url}en/glossary/"} <= links
    for link in links:
        assert link.startswith(site_url) and page.request.get(link).status == 200, link
    assert problems == []
    screenshot(page, "not-found-" + path.strip("/").replace("/", "-"))


@pytest.mark.parametrize("prefix, label, lands_on", [("", "Índice del glosario", "glossary/"),
                                                     ("en/", "Glossary index", "en/glossary/")])
def test_the_not_found_pages_links_land_where_they_say(page, site_url, prefix, label, lands_on):
    page.goto(f"{site_url}{prefix}nope/deeper/")
    page.wait_for_load_state("networkidle")
    page.locator(".mc-not-found").get_by_role("link", name=label, exact=True).click()
    page.wait_for_url(site_url + lands_on)


def test_the_not_found_pages_language_switcher_leads_to_the_english_home(page, site_url):
    page.goto(f"{site_url}glossary/does-not-exist/")
    page.wait_for_load_state("networkidle")
    page.locator(".md-header__option .md-select").hover()
    page.locator('.md-select__link[hreflang="en"]').click()
    page.wait_for_url(f"{site_url}en/")
    assert page.locator("html").get_attribute("lang") == "en"


@pytest.mark.parametrize("prefix", ["", "en/"])
def test_an_entry_page_asks_for_nothing_the_site_lacks(page, site_url, prefix):
    refused = []
    page.on("response", lambda response: refused.append(response.url) if response.status >= 400 else None)
    page.goto(f"{site_url}{prefix}glossary/main-scheme/")
    page.wait_for_load_state("networkidle")
    assert refused == []


def test_the_keyboard_moves_through_the_served_results_shown_and_opens_the_one_chosen(page, site_url):
    """Arrow keys once swapped the project's results for the theme's own, and Enter opened a
    page that was never listed."""
    page.goto(site_url)
    box = page.locator("input.md-search__input")
    box.click()
    box.press_sequentially("eliminacion", delay=20)
    results = page.locator(".md-search-result__list a.md-search-result__link")
    page.wait_for_function(
        "first => [...document.querySelectorAll('.md-search-result__list a')].map(a => a.href)[0] === first",
        arg=f"{site_url}glossary/player-elimination/", timeout=10_000,
    )
    page.wait_for_load_state("networkidle")
    expected = [link.get_attribute("href") for link in results.all()]
    assert len(expected) >= 2
    focused = lambda: page.evaluate("document.activeElement.href || null")  # noqa: E731
    page.keyboard.press("ArrowDown")
    assert focused() == expected[0]
    page.keyboard.press("ArrowDown")
    assert focused() == expected[1]
    assert [link.get_attribute("href") for link in results.all()] == expected
    page.keyboard.press("ArrowUp")
    assert focused() == expected[0]
    page.keyboard.press("Escape")
    assert not page.locator(".md-search__input").evaluate("input => input === document.activeElement")
    # Focus redraws the theme's results, then the served ones over them a moment later; keys
    # pressed in between land on links about to be replaced. The served list marks the query it
    # shows: clear the mark, and wait until the redraw writes it again.
    page.evaluate("document.querySelector('.md-search-result__list').dataset.query = ''")
    box.click()
    page.wait_for_function(
        "document.querySelector('.md-search-result__list').dataset.query === 'eliminacion'",
        timeout=10_000,
    )
    assert [link.get_attribute("href") for link in results.all()] == expected
    page.keyboard.press("ArrowDown")
    page.keyboard.press("ArrowDown")
    assert focused() == expected[1]
    page.keyboard.press("Enter")
    page.wait_for_url(expected[1])


def test_enter_in_the_served_search_box_opens_the_first_result_shown(page, site_url):
    page.goto(site_url)
    box = page.locator("input.md-search__input")
    box.click()
    box.press_sequentially("eliminacion", delay=20)
    # The results of a partial query ("elimin…") may be on screen for a moment: wait for the
    # whole word's, so that the first result shown is known.
    page.wait_for_function(
        "first => document.querySelector('.md-search-result__list a.md-search-result__link')?.href === first",
        arg=f"{site_url}glossary/player-elimination/", timeout=10_000,
    )
    page.keyboard.press("Enter")
    page.wait_for_url(f"{site_url}glossary/player-elimination/")


@pytest.mark.parametrize("prefix, letter, title", [("", "I", "Icono de Crisis"), ("en/", "C", "Crisis Icon")])
def test_an_alias_in_the_index_leads_to_the_entry_it_names(page, reference_url, prefix, letter, title):
    """The Rules Reference's "Crisis Icon" says only "See: Side Scheme"."""
    page.goto(f"{reference_url}{prefix}glossary/")
    page.locator(f'.mc-letters a[href="#letter-{letter.lower()}"]').click()
    assert in_viewport(page, f"letter-{letter.lower()}")
    alias = page.locator(".mc-index__alias", has_text=title)
    alias.locator('a[href*="side-scheme"]').click()
    page.wait_for_url(f"{reference_url}{prefix}glossary/side-scheme/")
    screenshot(page, f"alias-crisis-icon-{prefix.rstrip('/') or 'es'}")


@pytest.mark.parametrize("prefix", ["", "en/"])
def test_the_round_overview_page_leads_to_the_entry_of_each_step(page, reference_url, prefix):
    page.goto(f"{reference_url}{prefix}rules/")
    page.locator('a[href="round-overview/"]').click()
    page.wait_for_url(f"{reference_url}{prefix}rules/round-overview/")
    screenshot(page, f"round-overview-{prefix.rstrip('/') or 'es'}")
    page.locator(".mc-clause__text a", has_text="Fase del villano" if prefix == "" else "Villain Phase").first.click()
    page.wait_for_url(f"{reference_url}{prefix}glossary/villain-phase/")


DETAILS = {
    "source": ".mc-clause__source",
    "notation": ".mc-scenario__source",
    "regression": ".mc-regression",
}
"""What only contributors need, by what it is and where it stands on the encounter deck's page."""
NOT_EXECUTABLE = ".mc-clause__not-executable"
"""The reason a clause is not executable, a detail for contributors too: on Exhausted's page."""


def visible_details(page) -> dict[str, bool]:
    return {name: page.locator(selector).first.is_visible() for name, selector in DETAILS.items()}


@pytest.mark.parametrize("prefix, show, hide", [("", "Mostrar detalles", "Ocultar detalles"),
                                                ("en/", "Show details", "Hide details")])
def test_details_for_contributors_stay_hidden_until_asked_for_and_the_browser_remembers(page, site_url, prefix, show, hide):
    """Every clause once showed its source file and line, and scenarios their raw notation."""
    page.goto(f"{site_url}{prefix}glossary/encounter-deck/")
    toggle = page.locator(".mc-details-toggle")
    assert toggle.inner_text() == show and toggle.get_attribute("aria-pressed") == "false"
    assert visible_details(page) == dict.fromkeys(DETAILS, False)
    assert page.locator(".mc-scenario__name").first.is_visible()
    toggle.click()
    assert toggle.inner_text() == hide and toggle.get_attribute("aria-pressed") == "true"
    assert visible_details(page) == dict.fromkeys(DETAILS, True)
    screenshot(page, f"details-shown-{prefix.rstrip('/') or 'es'}", full_page=False)
    page.goto(f"{site_url}{prefix}glossary/main-scheme/")
    assert page.locator(".mc-clause__source").first.is_visible()
    page.locator(".mc-details-toggle").click()
    page.reload()
    assert not page.locator(".mc-clause__source").first.is_visible()


@pytest.mark.parametrize("prefix", ["", "en/"])
def test_the_reason_a_clause_is_not_executable_is_a_detail_for_contributors(page, reference_url, prefix):
    page.goto(f"{reference_url}{prefix}glossary/exhausted/")
    reason = page.locator(f"#exhausted\\.1 {NOT_EXECUTABLE}")
    assert reason.count() == 1 and not reason.is_visible()
    page.locator(".mc-details-toggle").click()
    assert reason.is_visible()


def test_a_source_is_named_by_what_it_is_with_its_file_and_line_in_the_tooltip(page, reference_url):
    """Main Scheme's Spanish is the Spanish site's page, its English the 1.7-1.8 compilation's."""
    page.goto(f"{reference_url}glossary/main-scheme/")
    page.locator(".mc-details-toggle").click()
    source = page.locator("#main-scheme\\.1 > .mc-clause__meta > .mc-clause__source")
    assert source.inner_text() == "Fuente: Sitio de referencia en español (español) · Reglamento 1.7–1.8 (inglés)"
    assert source.get_attribute("title").startswith("002_6d90a9809fccdd6f.txt:3 · rules_reference.json:")


PAGE_BUDGET_BYTES = 300_000
"""The most an entry page may weigh over the network, everything it loads counted (README)."""


@pytest.mark.parametrize("prefix", ["", "en/"])
def test_an_entry_page_of_the_whole_reference_weighs_under_its_budget(page, reference_url, prefix):
    """HTML, style sheets, scripts, fonts and images, headers included, and no search index."""
    loaded = []
    page.on("requestfinished", lambda request: loaded.append(request))
    page.goto(f"{reference_url}{prefix}glossary/main-scheme/")
    page.wait_for_load_state("networkidle")
    sizes = {request.url: request.sizes() for request in loaded}
    weight = sum(size["responseBodySize"] + size["responseHeadersSize"] for size in sizes.values())
    assert not any(url.endswith(THEME_SEARCH_INDEX) for url in sizes)
    assert 0 < weight < PAGE_BUDGET_BYTES, sorted(sizes.items(), key=lambda item: -item[1]["responseBodySize"])[:5]


ENGLISH_ONLY_WORDS = {
    "Scenario", "Cites", "Given", "When", "Then", "Source", "Verified", "Show details", "Hide details",
    "Permanent link", "Link copied", "tough", "armor", "Regression", "Not executable", "See also",
}
"""Words of the site's interface and notation in English, that no Spanish reader should meet
outside a text marked as English."""

SPANISH_TEXT = """() => {
    const copy = document.body.cloneNode(true);
    copy.querySelectorAll('[lang]:not([lang="es"]), script, style, svg').forEach(element => element.remove());
    document.body.appendChild(copy);
    copy.style.position = 'absolute';
    const text = copy.innerText;
    copy.remove();
    return text;
}"""


def test_every_spanish_page_speaks_spanish_outside_texts_marked_english(page, site_url, real_pages):
    """With the details shown, so that scenario notation and sources count too."""
    spanish = sorted(url for url in real_pages if not url.startswith("en/") and url != "404.html")
    assert len(spanish) >= 9
    found = {}
    page.goto(site_url)
    page.evaluate("localStorage.setItem('mcrules.details', 'shown')")
    for url in spanish:
        page.goto(site_url + url)
        text = page.evaluate(SPANISH_TEXT)
        english = sorted(word for word in ENGLISH_ONLY_WORDS if re.search(rf"\b{re.escape(word)}\b", text))
        if english:
            found[url] = english
    assert found == {}


def first_result(page, url: str, query: str) -> str:
    """Type ``query`` in the search box of the page at ``url``; the first result's address once
    the whole query's answer is shown. A partial query's results ("perm…") may be on screen for
    a moment while typing; the list says which query its results answer."""
    page.goto(url)
    box = page.locator("input.md-search__input")
    box.click()
    box.press_sequentially(query, delay=20)
    page.wait_for_function(
        "query => document.querySelector('.md-search-result__list')?.dataset.query === query", arg=query, timeout=10_000
    )
    return page.locator(".md-search-result__list a.md-search-result__link").first.get_attribute("href")


@pytest.mark.parametrize(
    "prefix, query, lands_on",
    [
        ("", "dictamen", "writing-a-ruling/"),
        ("", "tabla de terminos", "terms/"),
        ("en/", "ruling", "en/writing-a-ruling/"),
        ("en/", "permalinks", "en/reading-an-entry/#permalinks"),
    ],
)
def test_the_served_search_finds_the_hand_written_and_generated_pages(page, site_url, prefix, query, lands_on):
    assert first_result(page, site_url + prefix, query) == site_url + lands_on


SCENARIO_LINE = re.compile(r"\b(?:Escenario|Cita|Dado|Cuando|Entonces|Scenario|Cites|Given|When|Then): \S")
"""A line of a scenario block: a keyword, a colon and what follows it."""


def static_results(page, url: str, query: str) -> list[tuple[str, str]]:
    """Type ``query`` in the search box of the static page at ``url``; each result's address and text."""
    page.goto(url)
    box = page.locator("input.md-search__input")
    box.click()
    box.press_sequentially(query, delay=20)
    results = page.locator(".md-search-result__list a.md-search-result__link")
    results.first.wait_for(timeout=10_000)
    return [(link.get_attribute("href").split("?")[0], link.inner_text()) for link in results.all()]


def test_the_static_search_finds_an_unaccented_word_and_shows_no_scenario_code(page, static_site_url):
    """Main Scheme says what acceleration does; its page and encounter-deck's show scenarios that
    set acceleration up in the scenario notation."""
    results = static_results(page, static_site_url, "aceleracion")
    assert results[0][0] == f"{static_site_url}glossary/main-scheme/"
    assert [(address, text) for address, text in results if SCENARIO_LINE.search(text)] == []
    screenshot(page, "static-search-aceleracion")


def test_the_static_search_finds_player_elimination_without_accents(page, static_site_url):
    results = static_results(page, static_site_url, "eliminacion")
    assert f"{static_site_url}glossary/player-elimination/" in [address for address, _ in results[:3]]


def test_the_static_search_forgives_one_typo_in_a_long_word(page, static_site_url):
    results = static_results(page, f"{static_site_url}en/", "ecnounter")
    assert results[0][0] == f"{static_site_url}en/glossary/encounter-deck/"
