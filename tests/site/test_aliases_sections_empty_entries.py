"""What the site shows of redirect pages (aliases), section headings and title-only pages."""

from __future__ import annotations

import pytest

from tests.site.htmlpages import resolve
from tests.site.redirect_pages import HEADINGS

INDEX = {"es": "glossary/", "en": "en/glossary/"}
PREFIX = {"es": "", "en": "en/"}


def words(text: str) -> str:
    return " ".join(text.split())


def index_items(page) -> list:
    """The list items of the index's letter lists, in page order."""
    items = []
    inside = False
    for element in page.elements:
        if element.tag == "ul":
            inside = "mc-index" in element.attrs.get("class", "").split()
        elif element.tag == "li" and inside:
            items.append(element)
    return items


def test_the_spanish_index_files_each_alias_in_its_alphabetical_place(redirect_pages):
    assert [words(item.text) for item in index_items(redirect_pages[INDEX["es"]])] == [
        "Amenaza",
        "Capacidad",
        "Crisis Icon → Amenaza",
        "Efecto → Capacidad, Villano (aún no está en el glosario)",
        "Ícono de peligro → Amenaza",
        "Rhino (aún sin texto)",
        "Zona de juego → Amenaza",
    ]


def test_the_english_index_files_each_alias_in_its_alphabetical_place(redirect_pages):
    assert [words(item.text) for item in index_items(redirect_pages[INDEX["en"]])] == [
        "Ability",
        "Crisis Icon → Threat",
        "Efecto → Ability, Villain (not yet in the glossary)",
        "Ícono de peligro → Threat",
        "Rhino (no text yet)",
        "Threat",
        "Zona de juego → Threat",
    ]


@pytest.mark.parametrize("lang", ["es", "en"])
def test_an_alias_in_the_index_links_to_its_entries_in_the_same_language(redirect_pages, lang):
    page = redirect_pages[INDEX[lang]]
    aliases = {words(item.text).split(" → ")[0] for item in page.with_class("mc-index__alias")}
    links = [(element.text, resolve(page.url, element.attrs["href"])) for element in page.elements if element.tag == "a"]
    threat = ("Amenaza", "Threat")[lang == "en"]
    ability = ("Capacidad", "Ability")[lang == "en"]
    assert aliases == {"Crisis Icon", "Efecto", "Ícono de peligro", "Zona de juego"}
    assert links.count((threat, (f"{PREFIX[lang]}glossary/threat/", ""))) == 4
    assert links.count((ability, (f"{PREFIX[lang]}glossary/ability/", ""))) == 2
    assert not [text for text, _ in links if text in ("Villano", "Villain")]


def test_an_alias_reads_in_its_own_language_and_its_arrow_is_labelled(redirect_pages):
    page = redirect_pages[INDEX["en"]]
    [crisis] = [element for element in page.elements if element.tag == "span" and element.text == "Crisis Icon"]
    [peligro] = [element for element in page.elements if element.tag == "span" and element.text == "Ícono de peligro"]
    assert (crisis.attrs["lang"], peligro.attrs["lang"]) == ("en", "es")
    assert {arrow.attrs["aria-label"] for arrow in page.with_class("mc-index__arrow")} == {"leads to"}
    assert {arrow.attrs["aria-label"] for arrow in redirect_pages[INDEX["es"]].with_class("mc-index__arrow")} == {"lleva a"}


@pytest.mark.parametrize(
    ("url", "expected"),
    [
        ("glossary/threat/", "También aparece como: Crisis Icon, Ícono de peligro, Zona de juego"),
        ("en/glossary/threat/", "Also listed as: Crisis Icon, Ícono de peligro, Zona de juego"),
        ("glossary/ability/", "También aparece como: Efecto"),
        ("en/glossary/ability/", "Also listed as: Efecto"),
    ],
)
def test_an_entry_page_names_the_aliases_that_lead_to_it(redirect_pages, url, expected):
    [line] = redirect_pages[url].with_class("mc-aliases")
    assert words(line.text) == expected


def test_an_entry_without_aliases_names_none(redirect_pages):
    assert not redirect_pages["glossary/rhino/"].with_class("mc-aliases")


@pytest.mark.parametrize("lang", ["es", "en"])
def test_a_section_heading_is_a_heading_anchored_by_its_clause_id(redirect_pages, lang):
    url = f"{PREFIX[lang]}glossary/ability/"
    page = redirect_pages[url]
    headings = [(element.tag, element.text) for element in page.with_class("mc-clause__heading")]
    assert headings == [("h2", texts[lang == "en"]) for texts in HEADINGS.values()]
    for clause_id in HEADINGS:
        assert "mc-clause--heading" in page.by_id(clause_id).attrs["class"].split()
    paragraphs = {element.text for element in page.elements if element.tag == "p"}
    assert not paragraphs & {text for texts in HEADINGS.values() for text in texts}


@pytest.mark.parametrize("lang", ["es", "en"])
def test_a_section_heading_keeps_its_permalink_and_language_switch(redirect_pages, lang):
    url = f"{PREFIX[lang]}glossary/ability/"
    other = f"{PREFIX['en' if lang == 'es' else 'es']}glossary/ability/"
    page = redirect_pages[url]
    permalinks = [element.attrs["href"] for element in page.with_class("mc-permalink")]
    switches = [resolve(url, element.attrs["href"]) for element in page.with_class("mc-other-lang")]
    for clause_id in HEADINGS:
        assert f"#{clause_id}" in permalinks
        assert (other, clause_id) in switches


def test_the_clauses_of_a_section_follow_its_heading_in_order(redirect_pages):
    page = redirect_pages["en/glossary/ability/"]
    in_order = [element.attrs["id"] for element in page.with_class("mc-clause")]
    assert in_order == [f"ability.{number}" for number in range(1, 8)]


@pytest.mark.parametrize(
    ("url", "title", "text"),
    [
        ("glossary/rhino/", "Aún sin texto",
         "Las fuentes solo tienen el título de esta entrada; todavía no tienen su texto."),
        ("en/glossary/rhino/", "No text yet",
         "The sources have only the title of this entry, and no text for it yet."),
    ],
)
def test_an_empty_entry_says_it_has_no_text_yet_in_the_page_language(redirect_pages, url, title, text):
    page = redirect_pages[url]
    [notice] = page.with_class("mc-notice--empty")
    assert words(notice.text) == f"{title} {text}"
    assert not page.with_class("mc-notice--missing")
    assert not page.with_class("mc-clauses")
    assert next(element for element in page.elements if element.tag == "h1").text == "Rhino"


def test_no_entry_page_names_an_alias_twice(reference_pages):
    """Two sources may list the same alias for an entry; its page names it once."""
    listed = {
        url: words(line.text).split(":", 1)[1].split(", ")
        for url, page in reference_pages.items()
        for line in page.with_class("mc-aliases")
    }
    assert any(len(names) > 1 for names in listed.values())
    assert {url: names for url, names in listed.items() if len(names) != len(set(names))} == {}
