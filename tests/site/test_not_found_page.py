"""The site's one ``404.html`` speaks both languages and links, from any depth, to both languages'
home and glossary pages; its language switcher leads to the two home pages."""

from __future__ import annotations

from pathlib import Path

import pytest

from checker import PROJECT_ROOT
from checker.glossary.model import Lang
from checker.i18n import translate
from checker.search import Searcher
from checker.site import build_site
from checker.site.build import SEARCH_INDEX_DIR
from checker.site.not_found import slug
from checker.site.text import DISCLAIMER
from tests.site.glossaries import hand_made_glossary
from tests.site.htmlpages import read_page, resolve
from tests.site.serving import no_server_failures  # noqa: F401

NOT_FOUND = "404.html"


def section_texts(page):
    """Each not-found section's language and its words: heading, sentence and link labels."""
    return [(element.attrs["lang"], " ".join(element.text.split())) for element in page.with_class("mc-not-found")]


def content_links(page):
    """The links of the not-found sections, the only links of the page that name their target."""
    return [(element.attrs["href"], element.attrs["hreflang"]) for element in page.elements
            if element.tag == "a" and element.attrs.get("target") == "_self" and "hreflang" in element.attrs
            and "md-select__link" not in element.attrs.get("class", "")]


def switcher_links(page):
    return [(element.attrs["href"], element.attrs["hreflang"]) for element in page.with_class("md-select__link")]


def alternate_links(page):
    return [(element.attrs["href"], element.attrs["hreflang"]) for element in page.elements
            if element.tag == "link" and element.attrs.get("rel") == "alternate"]


def test_the_not_found_page_says_it_in_spanish_and_in_english(real_pages):
    page = real_pages[NOT_FOUND]
    assert section_texts(page) == [
        ("es", "Página no encontrada Ninguna página de este sitio tiene esta dirección. "
               "Página de inicio Índice del glosario"),
        ("en", "Page not found No page of this site has this address. Home page Glossary index"),
    ]
    [title] = [element.text for element in page.elements if element.tag == "title"]
    assert title == "Página no encontrada · Page not found"


def test_the_not_found_page_leads_to_both_homes_and_glossaries_from_the_site_root(real_pages):
    page = real_pages[NOT_FOUND]
    assert content_links(page) == [("/", "es"), ("/glossary/", "es"), ("/en/", "en"), ("/en/glossary/", "en")]


def test_the_not_found_pages_language_switcher_leads_to_the_two_home_pages(real_pages, real_glossary):
    page = real_pages[NOT_FOUND]
    assert switcher_links(page) == [("/", "es"), ("/en/", "en")]
    assert alternate_links(page) == [], "the theme would fetch a sitemap from beside each one"
    entry_pages = [f"glossary/{entry.id}/" for entry in real_glossary.entries]
    assert [link for link in page.links if any(url in link for url in entry_pages)] == []


def test_the_other_pages_switchers_still_lead_to_the_same_page_in_the_other_language(real_pages):
    assert switcher_links(real_pages["glossary/main-scheme/"]) == [
        ("./", "es"), ("../../en/glossary/main-scheme/", "en")]


def test_every_link_and_asset_of_the_not_found_page_starts_at_the_site_root_and_exists(real_site, real_pages):
    page = real_pages[NOT_FOUND]
    assert page.links
    for link in page.links:
        assert link.startswith("/"), link
        url, _ = resolve(page.url, link)
        assert (real_site / url).is_file() or (real_site / url / "index.html").is_file(), link


@pytest.fixture(scope="module")
def site_under_a_path(tmp_path_factory) -> Path:
    """A site whose ``site_url`` puts it under ``/rules/`` of its host."""
    folder = tmp_path_factory.mktemp("under-a-path")
    config = (PROJECT_ROOT / "mkdocs.yml").read_text(encoding="utf-8")
    # The config's own paths are relative to its folder; this copy lives elsewhere.
    for relative in ("checker/site/templates", "checker/site/hooks.py", "checker/site/hooks_after_search.py"):
        assert f" {relative}\n" in config
        config = config.replace(f" {relative}\n", f" {PROJECT_ROOT / relative}\n")
    config_file = folder / "mkdocs.yml"
    config_file.write_text(f"site_url: https://example.org/rules/\n{config}", encoding="utf-8")
    return build_site(hand_made_glossary(), folder / "site", config_file=config_file).site_dir


def test_under_a_site_url_with_a_path_every_link_of_the_not_found_page_starts_with_that_path(site_under_a_path):
    page = read_page(site_under_a_path, site_under_a_path / NOT_FOUND)
    assert content_links(page) == [
        ("/rules/", "es"), ("/rules/glossary/", "es"), ("/rules/en/", "en"), ("/rules/en/glossary/", "en")]
    assert switcher_links(page) == [("/rules/", "es"), ("/rules/en/", "en")]
    for link in page.links:
        assert link.startswith("/rules/"), link
        url = link.removeprefix("/rules/")
        assert (site_under_a_path / url).is_file() or (site_under_a_path / url / "index.html").is_file(), link


def test_the_not_found_page_says_it_is_an_unofficial_fan_reference_in_both_languages(real_pages):
    disclaimers = real_pages[NOT_FOUND].with_class("mc-disclaimer")
    assert [(element.attrs["lang"], " ".join(element.text.split())) for element in disclaimers] == [
        (lang, translate(lang, DISCLAIMER, "site")) for lang in ("es", "en")]


def test_the_not_found_pages_header_is_the_default_languages(real_pages):
    page = real_pages[NOT_FOUND]
    [html] = [element for element in page.elements if element.tag == "html"]
    [search] = [element for element in page.elements if element.tag == "input" and "md-search__input" in element.attrs.get("class", "")]
    assert html.attrs["lang"] == "es"
    assert search.attrs["placeholder"] == "Búsqueda"
    assert "Marvel Champions · Reglas" in [" ".join(element.text.split()) for element in page.with_class("md-ellipsis")]


# In a browser, served: the page in the address's language, leading on to the entry or a search.

def visible_sections(page):
    return page.eval_on_selector_all(".mc-not-found", "sections => sections.filter(s => !s.hidden).map(s => s.lang)")


@pytest.mark.parametrize(("prefix", "lang", "title"), [("", "es", "Página no encontrada"), ("en/", "en", "Page not found")])
def test_a_missing_address_gets_the_not_found_page_in_its_language(page, reference_url, prefix, lang, title):
    response = page.goto(f"{reference_url}{prefix}glossary/nothing-at-this-address/")
    assert response.status == 404
    assert page.locator("html").get_attribute("lang") == lang
    assert visible_sections(page) == [lang]
    assert page.title() == title
    assert page.locator(".md-search__input").get_attribute("placeholder") == translate(lang, "Search", "site")
    site_name = page.locator(".md-header__topic:first-child .md-ellipsis").inner_text()
    page.goto(f"{reference_url}{prefix}")
    assert site_name == page.locator(".md-header__topic:first-child .md-ellipsis").inner_text(), "the home page's site name"


@pytest.mark.parametrize(("prefix", "lang"), [("", "es"), ("en/", "en")])
def test_the_not_found_page_lists_the_best_hits_for_the_words_of_the_address(page, reference_url, reference_site, prefix, lang):
    words = "retaliate keyword"
    with Searcher.open(reference_site / SEARCH_INDEX_DIR) as searcher:
        best = [(f"{reference_url}{hit.url}", hit.title) for hit in searcher.search(words, lang=lang, limit=5)]
    assert best
    page.goto(f"{reference_url}{prefix}glossary/{words.replace(' ', '-')}/")
    section = page.locator(f'.mc-not-found[lang="{lang}"]')
    hits = section.locator(".mc-not-found__hits a")
    hits.first.wait_for(timeout=10_000)
    assert [(hit.get_attribute("href"), hit.inner_text()) for hit in hits.all()] == best
    assert words in section.locator(".mc-not-found__search h2").inner_text()
    section.locator(".mc-not-found__search button").click()
    assert page.locator(".md-search__input").input_value() == words
    page.locator(f'.md-search-result__list a[href="{best[0][0]}"]').first.wait_for(timeout=10_000)
    assert page.locator(".md-search-result__meta").inner_text().endswith(RESULTS[lang]), "the box speaks the page's language"


RESULTS = {"es": "resultados", "en": "matching documents"}
"""How the search box's header ends in each language when it lists several results."""


def other_names(glossary) -> list[tuple[str, str]]:
    """An entry's Spanish title, an English title unlike its id, and an alias leading to one
    entry, each as an address writes it, with the id of the entry it names."""
    guard = next(entry for entry in glossary.entries if slug(entry.title[Lang.ES]) != entry.id)
    english = next(entry for entry in glossary.entries if Lang.EN in entry.title and slug(entry.title[Lang.EN]) != entry.id)
    alias = next(alias for alias in glossary.aliases
                 if len({target.target for target in alias.targets}) == 1 and alias.targets[0].target
                 and slug(alias.title) not in {entry.id for entry in glossary.entries})
    return [(slug(guard.title[Lang.ES]), guard.id), (slug(english.title[Lang.EN]), english.id),
            (slug(alias.title), alias.targets[0].target)]


@pytest.mark.parametrize("prefix", ["", "en/"])
def test_an_address_naming_an_entry_by_another_of_its_names_leads_to_the_entry(page, reference_url, reference_glossary, prefix):
    for name, entry_id in [("guardia", "guard"), *other_names(reference_glossary)]:
        page.goto(f"{reference_url}{prefix}glossary/{name}/")
        page.wait_for_url(f"{reference_url}{prefix}glossary/{entry_id}/", timeout=10_000)
        assert page.locator("html").get_attribute("lang") == (prefix.rstrip("/") or "es")
