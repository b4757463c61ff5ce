"""A site built from sources full of markup: every string reads as written and none of it runs.

The glossary comes from hostile source files through the importer (titles, clauses, a see-also
label, an older text kept as a variant) and from one hostile entry built as a model object
(a title in one language only, a section heading, a see-also link to another entry, a variant
clause matching a clause, a source file name), and an alias built as a model object (its title,
and the label of an entry not imported yet). The hand-written scenarios carry markup in their names.

The browser tests open the pages and search the site in Chromium, served with its search API
and from a plain static host; they are skipped without Chromium, except in CI.
"""

from __future__ import annotations

import json
import shutil
from dataclasses import replace
from html import unescape
from pathlib import Path

import pytest

from checker import PROJECT_ROOT
from checker.glossary import load_glossary
from checker.glossary.model import (
    Alias,
    AliasTarget,
    ClauseKind,
    Glossary,
    Lang,
    SeeAlso,
    SourceRef,
    Variant,
    VariantClause,
)
from checker.site import build_site
from checker.site.server import serve
from tests.site.glossaries import clause, entry
from tests.site.htmlpages import read_site
from tests.site.serving import running, static_files

TITLE_ES = "X<img src=x onerror=alert(1)>"
TITLE_EN = "Z</title><script>alert(9)</script>"
MODEL_TITLE = "<svg onload=alert(20)>& \"Amenaza\""
SCENARIO_NAME = "S<img src=x onerror=alert(10)>"
INVALID_SCENARIO_NAME = "<img src=x onerror=alert(25)>"
SOURCE_FILE_NAME = "<img src=x onerror=alert(24)>.txt"
HEADING = "<b onclick=alert(28)>Section</b>"
ALIAS_TITLE = "<img src=x onerror=alert(29)> Icon"
MISSING_LABEL = "<script>alert(30)</script>"

HOSTILE_SOURCES = {
    "010_hostile.txt": f"""{TITLE_ES}

Esta carta <script>alert(2)</script> se juega durante la fase del jugador y su texto está activo.

• Una carta con <a href="javascript:alert(3)">enlace</a> no se puede jugar fuera del turno del jugador.

• Si el jugador elige [una carta](javascript:alert(4)) de su mano, la carta se descarta. {{: onclick=alert(5) }}

{TITLE_EN}

This card <script>alert(12)</script> is played during the player phase and its text is active.

• A card with <a href="javascript:alert(13)">a link</a> cannot be played outside the player's turn.

• If the player chooses [a card](javascript:alert(14)) from their hand, the card is discarded. {{: onclick=alert(15) }}

Véase también

• <img src=x onerror=alert(6)>
• Amenaza
""",
    "011_hostile_older.txt": f"""{TITLE_EN}

An older <img src=x onerror=alert(7)> text of this card, played during the player phase.
""",
}

RAW_MARKUP = ("<img src=x", "<script>alert", "<svg onload", '<a href="javascript:', "<b onclick")
"""The start of every piece of markup the sources carry: none may reach a page unescaped."""

INJECTED = """() => {
    const found = [];
    for (const element of document.querySelectorAll("*")) {
        for (const attribute of element.attributes) {
            if (attribute.name.startsWith("on")) {
                found.push(`${element.tagName} ${attribute.name}`);
            }
        }
    }
    for (const image of document.querySelectorAll('img[src="x"]')) {
        found.push("img src=x");
    }
    for (const link of document.querySelectorAll("a[href]")) {
        if (link.href.trim().toLowerCase().startsWith("javascript:")) {
            found.push(`a href=${link.href}`);
        }
    }
    for (const script of document.scripts) {
        if (script.textContent.includes("alert(")) {
            found.push("script alert");
        }
    }
    return found;
}"""
"""Every element the hostile sources would have added to the page, had any markup run."""


def scenario_files(entry_id: str) -> dict[str, str]:
    return {
        "es": (
            "```scenario\n"
            f"Escenario: {SCENARIO_NAME}\n"
            f"Cita: {entry_id}.1\n"
            "Dado: jugadores: A(inicial)\n"
            "  plan: ms1[cara=B umbral=20] ms2\n"
            "  A.juego: cap\n"
            "Entonces: cap está en juego\n"
            "```\n"
        ),
        "en": (
            "```scenario\n"
            f"Scenario: {SCENARIO_NAME}\n"
            f"Cites: {entry_id}.1\n"
            "Given: players: A(first); scheme: ms1[side=B target=20] ms2; A.play: cap:ally\n"
            "Then: cap is in play\n"
            "```\n"
        ),
    }


def engine_scenario_files() -> dict[str, str]:
    """A scenario with the hostile name on a real entry's page, citing a clause the engine carries
    out: the only kind that gets a "Verified by" badge."""
    return {
        "es": (
            f"```scenario\nEscenario: {SCENARIO_NAME}\nCita: main-scheme.7\n"
            "Dado: jugadores: A(inicial); plan: ms1[cara=B umbral=20] ms2\n"
            "Cuando: descarta ms1\nEntonces: prohibido por main-scheme.7\n```\n"
        ),
        "en": (
            f"```scenario\nScenario: {SCENARIO_NAME}\nCites: main-scheme.7\n"
            "Given: players: A(first); scheme: ms1[side=B target=20] ms2\n"
            "When: discard ms1\nThen: forbidden by main-scheme.7\n```\n"
        ),
    }


def invalid_scenario_files() -> dict[str, str]:
    """A scenario that cannot be read: its report quotes its name."""
    return {
        "es": f"```scenario\nEscenario: {INVALID_SCENARIO_NAME}\nCita: hostile-model.1\n```\n",
        "en": f"```scenario\nScenario: {INVALID_SCENARIO_NAME}\nCites: hostile-model.1\n```\n",
    }


def model_entry(imported_id: str):
    """A hostile entry built directly: Spanish only, linking to the imported one."""
    text = '"><img src=x onerror=alert(21)> por jugador (v) <b onclick=alert(26)>'
    first = replace(
        clause("hostile-model.1", ClauseKind.DEFINITION, text, None),
        source={Lang.ES: SourceRef(SOURCE_FILE_NAME, 2)},
    )
    heading = clause("hostile-model.2", ClauseKind.HEADING, HEADING, None)
    return entry(
        "hostile-model",
        MODEL_TITLE,
        None,
        [first, heading],
        see_also=[SeeAlso({Lang.ES: "<img src=x onerror=alert(27)>"}, imported_id, SourceRef(SOURCE_FILE_NAME, 3))],
        variants=[
            Variant(
                Lang.ES,
                "<img src=x onerror=alert(22)>",
                SourceRef(SOURCE_FILE_NAME, 10),
                [VariantClause("<script>alert(23)</script>", SourceRef(SOURCE_FILE_NAME, 11), 0, "hostile-model.1")],
            )
        ],
    )


@pytest.fixture(scope="module")
def hostile_glossary(tmp_path_factory) -> Glossary:
    sources = tmp_path_factory.mktemp("hostile-sources")
    for name, text in HOSTILE_SOURCES.items():
        (sources / name).write_text(text, encoding="utf-8")
    imported = load_glossary(sources, None)
    assert [item.title for item in imported.entries] == [{Lang.ES: TITLE_ES, Lang.EN: TITLE_EN}]
    alias = Alias(
        ALIAS_TITLE,
        Lang.EN,
        SourceRef(SOURCE_FILE_NAME, 20),
        [
            AliasTarget(TITLE_EN, imported.entries[0].id, SourceRef(SOURCE_FILE_NAME, 22)),
            AliasTarget(MISSING_LABEL, None, SourceRef(SOURCE_FILE_NAME, 22)),
        ],
    )
    main_scheme = next(entry for entry in load_glossary().entries if entry.id == "main-scheme")
    return Glossary(entries=imported.entries + [model_entry(imported.entries[0].id), main_scheme], aliases=[alias])


@pytest.fixture(scope="module")
def imported_id(hostile_glossary) -> str:
    return hostile_glossary.entries[0].id


@pytest.fixture(scope="module")
def hostile_site(tmp_path_factory, hostile_glossary, imported_id) -> Path:
    docs = tmp_path_factory.mktemp("hostile-docs") / "docs"
    shutil.copytree(PROJECT_ROOT / "docs", docs, ignore=shutil.ignore_patterns("scenarios", "notes"))
    pages = (
        (imported_id, scenario_files(imported_id)),
        ("hostile-model", invalid_scenario_files()),
        ("main-scheme", engine_scenario_files()),
    )
    for entry_id, files in pages:
        for lang, markdown in files.items():
            path = docs / lang / "scenarios" / f"{entry_id}.md"
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(markdown, encoding="utf-8")
    site = tmp_path_factory.mktemp("hostile-site") / "site"
    build_site(hostile_glossary, site, docs_dir=docs)
    return site


@pytest.fixture(scope="module")
def hostile_pages(hostile_site):
    return read_site(hostile_site)


def entry_titles(imported_id: str) -> list[tuple[str, str]]:
    """Each hostile entry page and the title it must show."""
    return [
        (f"glossary/{imported_id}/", TITLE_ES),
        (f"en/glossary/{imported_id}/", TITLE_EN),
        ("glossary/hostile-model/", MODEL_TITLE),
        ("en/glossary/hostile-model/", MODEL_TITLE),
    ]


def search_documents(site: Path) -> list[dict[str, str]]:
    return json.loads((site / "search" / "search_index.json").read_text(encoding="utf-8"))["docs"]


def test_no_markup_from_the_sources_reaches_a_page_or_the_search_index_unescaped(hostile_site):
    html = {path.relative_to(hostile_site).as_posix(): path.read_text(encoding="utf-8")
            for path in hostile_site.rglob("*.html")}
    # The theme inserts both fields of its search index into the result list as HTML.
    for document in search_documents(hostile_site):
        html[f"search_index.json {document['location']}"] = document["title"] + document["text"]
    leaks = [(where, markup) for where, text in html.items() for markup in RAW_MARKUP if markup in text]
    assert leaks == []


def test_the_hostile_strings_are_on_the_pages_escaped(hostile_site, imported_id):
    page = (hostile_site / "glossary" / imported_id / "index.html").read_text(encoding="utf-8")
    for text in (TITLE_ES, SCENARIO_NAME, "<script>alert(2)</script>", "<img src=x onerror=alert(6)>"):
        assert text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;") in page


def test_no_page_has_an_element_or_attribute_from_the_sources(hostile_pages):
    injected = [
        (url, element.tag, element.attrs)
        for url, page in hostile_pages.items()
        for element in page.elements
        if any(name.startswith("on") for name in element.attrs)
        or (element.tag == "img" and element.attrs.get("src") == "x")
        or element.attrs.get("href", "").lower().startswith("javascript:")
        or (element.tag == "script" and "alert(" in element.text)
    ]
    assert injected == []


def test_an_entry_title_reads_as_written_in_the_heading_the_header_and_the_window_title(
    hostile_pages, imported_id
):
    for url, title in entry_titles(imported_id):
        page = hostile_pages[url]
        site_name = "Marvel Champions · Rules" if url.startswith("en/") else "Marvel Champions · Reglas"
        headings = [element.text for element in page.elements if element.tag == "h1"]
        window_title = next(element.text for element in page.elements if element.tag == "title")
        topics = [element.text.strip() for element in page.with_class("md-ellipsis")]
        assert headings == [title], url
        assert window_title == f"{title} - {site_name}", url
        assert title in topics, url


def test_the_theme_search_index_titles_read_as_written(hostile_site, imported_id):
    """The theme shows a result's title as HTML: it must be escaped once, no more."""
    titles = {
        document["location"]: document["title"]
        for document in search_documents(hostile_site)
        if "#" not in document["location"]
    }
    # The English page of the Spanish-only entry repeats the Spanish one, and only one is indexed.
    expected = {url: title for url, title in entry_titles(imported_id) if url != "en/glossary/hostile-model/"}
    assert {url: unescape(titles[url]) for url in expected} == expected
    assert [url for url in expected if "<" in titles[url]] == []


def test_see_also_links_and_the_index_show_titles_as_text(hostile_pages, imported_id):
    see_also = hostile_pages["glossary/hostile-model/"].with_class("mc-see-also")[0]
    index = hostile_pages["glossary/"].with_class("mc-index")
    assert TITLE_ES in see_also.text
    assert any(TITLE_ES in listing.text for listing in index)
    assert any(MODEL_TITLE in listing.text for listing in index)


@pytest.mark.parametrize("index", ["glossary/", "en/glossary/"])
def test_an_alias_reads_as_written_in_the_index_and_on_its_entry(hostile_pages, imported_id, index):
    [line] = hostile_pages[index].with_class("mc-index__alias")
    assert line.text.startswith(f"{ALIAS_TITLE} → ") and MISSING_LABEL in line.text
    [also] = hostile_pages[f"{index}{imported_id}/"].with_class("mc-aliases")
    assert also.text.endswith(f" {ALIAS_TITLE}")


def test_a_section_heading_reads_as_written(hostile_pages):
    for url in ("glossary/hostile-model/", "en/glossary/hostile-model/"):
        assert [element.text for element in hostile_pages[url].with_class("mc-clause__heading")] == [HEADING]


def test_scenario_names_show_as_written(hostile_pages, imported_id):
    for url in (f"glossary/{imported_id}/", f"en/glossary/{imported_id}/"):
        page = hostile_pages[url]
        assert [element.text for element in page.with_class("mc-scenario__name")] == [SCENARIO_NAME]
        assert page.with_class("mc-clause__verified") == [], "the engine carries out no clause of an imported entry"
    for url in ("glossary/main-scheme/", "en/glossary/main-scheme/"):
        [verified] = hostile_pages[url].with_class("mc-clause__verified")
        assert SCENARIO_NAME in verified.text
    for url in ("glossary/hostile-model/", "en/glossary/hostile-model/"):
        assert INVALID_SCENARIO_NAME in hostile_pages[url].with_class("mc-scenario--invalid")[0].text


@pytest.fixture(scope="module")
def served_url(hostile_site):
    server = serve(hostile_site, port=0)
    with running(server):
        yield server.url


@pytest.fixture(scope="module")
def static_url(hostile_site):
    """The site on a host without the search API: the theme's own search answers."""
    with static_files(hostile_site) as url:
        yield url


def watch_dialogs(browser_page) -> list[str]:
    """The message of every dialog the page opens from now on (each is dismissed)."""
    dialogs: list[str] = []
    browser_page.on("dialog", lambda dialog: (dialogs.append(dialog.message), dialog.dismiss()))
    return dialogs


@pytest.mark.parametrize(
    "url, title",
    [
        ("glossary/{imported}/", TITLE_ES),
        ("en/glossary/{imported}/", TITLE_EN),
        ("glossary/hostile-model/", MODEL_TITLE),
        ("en/glossary/hostile-model/", MODEL_TITLE),
        ("glossary/", None),
        ("en/glossary/", None),
    ],
    ids=["imported-es", "imported-en", "model-es", "model-en", "index-es", "index-en"],
)
def test_a_hostile_page_runs_nothing_and_shows_its_title_as_text(page, served_url, imported_id, url, title):
    dialogs = watch_dialogs(page)
    page.goto(served_url + url.format(imported=imported_id))
    page.wait_for_load_state("networkidle")
    assert page.evaluate(INJECTED) == []
    assert dialogs == []
    if title is not None:
        assert page.locator("article h1").text_content() == title
        assert page.title().startswith(f"{title} - ")


@pytest.mark.parametrize("mode", ["served", "static"])
@pytest.mark.parametrize("home, title", [("", TITLE_ES), ("en/", TITLE_EN)], ids=["es", "en"])
def test_search_results_show_hostile_titles_as_text(page, request, imported_id, mode, home, title):
    site_url = request.getfixturevalue(f"{mode}_url")
    dialogs = watch_dialogs(page)
    page.goto(site_url + home)
    box = page.locator("input.md-search__input")
    box.click()
    box.press_sequentially("onerror", delay=20)
    results = page.locator(".md-search-result__list")
    results.locator(f'a[href*="glossary/{imported_id}/"]').first.wait_for(timeout=10_000)
    headings = [text.strip() for text in results.locator("h1").all_text_contents()]
    assert any(heading.startswith(title) for heading in headings), headings
    assert page.evaluate(INJECTED) == []
    assert dialogs == []
