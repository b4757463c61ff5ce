"""The site built from the real sources: every entry and clause in both languages, no broken link."""

from __future__ import annotations

import json
import re
from xml.etree import ElementTree

import pytest

from checker import PROJECT_ROOT
from checker.glossary.model import Lang
from checker.i18n import translate
from checker.search import Searcher
from checker.site import build_site
from checker.site.text import DISCLAIMER
from tests.site.glossaries import hand_made_glossary
from tests.site.htmlpages import broken_links, read_site

SITEMAP = "http://www.sitemaps.org/schemas/sitemap/0.9"
XHTML = "http://www.w3.org/1999/xhtml"

ENGLISH_PREFIX = "en/"


def entry_url(lang: Lang, entry_id: str) -> str:
    return f"{ENGLISH_PREFIX if lang is Lang.EN else ''}glossary/{entry_id}/"


def test_every_entry_has_a_page_in_both_languages(real_glossary, real_pages):
    assert real_glossary.entries
    for entry in real_glossary.entries:
        for lang in Lang:
            assert entry_url(lang, entry.id) in real_pages


def test_every_clause_is_anchored_by_its_id_on_both_pages(real_glossary, real_pages):
    for entry in real_glossary.entries:
        clause_ids = {clause.id for clause in entry.walk()}
        for lang in Lang:
            page = real_pages[entry_url(lang, entry.id)]
            assert clause_ids <= page.ids
            anchored = {element.attrs["id"] for element in page.with_class("mc-clause")}
            assert anchored == clause_ids


@pytest.mark.parametrize("site", ["reference_site", "real_site", "hand_site", "redirect_site"])
def test_every_internal_link_and_anchor_resolves(request, site):
    root = request.getfixturevalue(site)
    assert broken_links(root, read_site(root)) == []


@pytest.mark.parametrize("site", ["reference_site", "real_site", "hand_site", "redirect_site"])
def test_spanish_and_english_trees_have_the_same_pages(request, site):
    pages = read_site(request.getfixturevalue(site))
    spanish = {url for url in pages if not url.startswith(ENGLISH_PREFIX) and url != "404.html"}
    english = {url.removeprefix(ENGLISH_PREFIX) for url in pages if url.startswith(ENGLISH_PREFIX)}
    assert spanish == english
    assert len(spanish) > 4


def test_every_page_says_it_is_an_unofficial_fan_reference_in_its_language(real_pages):
    for url, page in real_pages.items():
        if url == "404.html":
            continue
        lang = Lang.EN if url.startswith(ENGLISH_PREFIX) else Lang.ES
        [footer] = page.with_class("mc-disclaimer")
        assert " ".join(footer.text.split()) == translate(lang, DISCLAIMER, "site")


def test_pages_declare_their_language(real_pages):
    html_tags = {url: next(el for el in page.elements if el.tag == "html") for url, page in real_pages.items()}
    assert html_tags["glossary/main-scheme/"].attrs["lang"] == "es"
    assert html_tags["en/glossary/main-scheme/"].attrs["lang"] == "en"


def test_search_index_is_built_into_the_site(real_site):
    hits = Searcher.open(real_site / "_search").search("aceleracion", "es", 5)
    assert "main-scheme" in {hit.entry for hit in hits}


def test_static_search_finds_unaccented_spellings(real_site):
    """Material's own index carries the folded words, so "aceleracion" matches offline too."""
    index = json.loads((real_site / "search" / "search_index.json").read_text(encoding="utf-8"))
    main_scheme = [doc for doc in index["docs"] if doc["location"].startswith("glossary/main-scheme/")]
    assert any("Aceleración" in doc["text"] for doc in main_scheme)
    assert any("aceleracion" in doc["text"].split() for doc in main_scheme)


def test_search_index_leaves_out_clause_tools_and_sources(real_site):
    index = json.loads((real_site / "search" / "search_index.json").read_text(encoding="utf-8"))
    entries = [doc for doc in index["docs"] if "/glossary/" in f"/{doc['location']}"]
    assert entries
    assert not any("¶" in doc["text"] or ".txt:" in doc["text"] for doc in entries)


def test_the_static_search_index_has_no_code_blocks_and_no_scenario_lines(real_site):
    """The project's scenarios stand on the entry pages of the Spanish site pages, and
    writing-a-ruling.md shows one and a failure report; their notation is not text to find."""
    index = json.loads((real_site / "search" / "search_index.json").read_text(encoding="utf-8"))
    scenario_line = re.compile(r"\b(?:Escenario|Cita|Dado|Cuando|Entonces|Scenario|Cites|Given|When|Then): \S")
    scenario_sections = [doc for doc in index["docs"] if doc["location"].endswith("/#scenarios")]
    assert len(scenario_sections) >= 8
    assert [doc["location"] for doc in index["docs"] if "<pre" in doc["text"] or scenario_line.search(doc["text"])] == []


def test_the_static_search_weighs_an_unaccented_word_as_often_as_the_accented_one_occurs(real_site):
    index = json.loads((real_site / "search" / "search_index.json").read_text(encoding="utf-8"))
    [main_scheme] = [doc for doc in index["docs"] if doc["location"] == "glossary/main-scheme/"]
    words = re.findall(r"\w+", main_scheme["text"])
    assert words.count("aceleracion") == sum(word.casefold() == "aceleración" for word in words) > 1


def test_no_page_links_its_twin_from_the_head(real_pages):
    """The theme fetches a ``sitemap.xml`` from beside each head link to another language, so
    every page asked the server for two files that do not exist."""
    linked = [name for name, page in real_pages.items()
              if any(element.tag == "link" and element.attrs.get("rel") == "alternate" for element in page.elements)]
    assert linked == []


def test_a_site_without_an_address_has_a_sitemap_without_addresses(real_site):
    sitemap = (real_site / "sitemap.xml").read_text(encoding="utf-8")
    assert "<urlset" in sitemap and "<url>" not in sitemap and "None" not in sitemap


def test_a_site_given_its_address_maps_every_page_to_its_twin(tmp_path):
    config = (PROJECT_ROOT / "mkdocs.yml").read_text(encoding="utf-8")
    for relative in ("checker/site/templates", "checker/site/hooks.py", "checker/site/hooks_after_search.py"):
        assert relative in config
        config = config.replace(relative, str(PROJECT_ROOT / relative))
    config = "site_url: https://example.org/rules/\n" + config
    (tmp_path / "mkdocs.yml").write_text(config, encoding="utf-8")
    site = build_site(hand_made_glossary(), tmp_path / "site", config_file=tmp_path / "mkdocs.yml").site_dir
    sitemap = ElementTree.parse(site / "sitemap.xml").getroot()
    twins = {
        address.findtext(f"{{{SITEMAP}}}loc"): {
            link.get("hreflang"): link.get("href") for link in address.findall(f"{{{XHTML}}}link")
        }
        for address in sitemap
    }
    assert twins["https://example.org/rules/glossary/main-scheme/"] == {
        "es": "https://example.org/rules/glossary/main-scheme/",
        "en": "https://example.org/rules/en/glossary/main-scheme/",
    }
    assert twins["https://example.org/rules/en/"] == {"es": "https://example.org/rules/", "en": "https://example.org/rules/en/"}


def english_only_strings() -> set[str]:
    """The site catalog's English messages that its Spanish catalog says otherwise."""
    from babel.messages.pofile import read_po

    from checker.i18n import catalog_path

    def strings(lang):
        with open(catalog_path(lang, "site"), "rb") as stream:
            return {message.id: message.string for message in read_po(stream) if isinstance(message.id, str) and message.id}

    english, spanish = strings("en"), strings("es")
    return {text for msgid, text in english.items() if "{" not in text and text != spanish.get(msgid)}


UI_ATTRIBUTES = ("title", "aria-label", "placeholder", "data-mc-copied", "data-md-component-title")


def test_no_spanish_page_shows_an_english_interface_string(real_pages):
    english = english_only_strings()
    assert "Permanent link" in english and "Link copied" in english
    found = sorted(
        (name, element.attrs[attribute])
        for name, page in real_pages.items() if not name.startswith("en/")
        for element in page.elements for attribute in UI_ATTRIBUTES
        if element.attrs.get(attribute) in english
    )
    assert found == []


def test_a_clause_id_a_newer_edition_moved_still_leads_to_its_clause(tmp_path):
    """``main-scheme.9`` once named what is ``main-scheme.3.2`` now; ``main-scheme.2`` once named
    ``main-scheme.3``, but a clause has that id now, and a link to it means that clause."""
    glossary = hand_made_glossary()
    glossary.moved_clauses = {"main-scheme.9": "main-scheme.3.2", "main-scheme.2": "main-scheme.3"}
    site = build_site(glossary, tmp_path / "site").site_dir
    pages = read_site(site)
    for url in ("glossary/main-scheme/", "en/glossary/main-scheme/"):
        page = pages[url]
        clause = page.by_id("main-scheme.3.2")
        position = page.elements.index(clause)
        following = page.elements[position + 1 : position + 4]
        assert any(element.attrs.get("id") == "main-scheme.9" for element in following)
        assert [element for element in page.elements if element.attrs.get("id") == "main-scheme.2"] == [
            page.by_id("main-scheme.2")
        ] and "mc-clause" in page.by_id("main-scheme.2").attrs["class"]
    assert broken_links(site, pages) == []
