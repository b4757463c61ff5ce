"""The page of what changed between versions of the Rules Reference, over the bundled sources.

Expected texts are read from the sources: "In Play and Out of Play" is one flat paragraph and a
list in MarvelCDB's 2019 page (``marvelcdb-rulesreference.html.twig``, lines 421-428), is
nested in the 1.7-1.8 compilation (``rules_reference.json``, line 610), and the later Spanish site
page (``001_0d84f2075b73d6db.txt``), its current English text, adds examples.
"""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass, field

import pytest

from checker import PROJECT_ROOT
from checker.glossary.model import Lang
from checker.site.changes_page import word_diff
from checker.site.editions import EDITION_NAMES
from checker.site.collation import sort_key
from tests.site.browsing import in_viewport, screenshot
from tests.site.htmlpages import Element, Page, resolve
from tests.site.test_accessibility import violations

PREFIX = {Lang.ES: "", Lang.EN: "en/"}
TITLE = {Lang.ES: "Qué cambió entre versiones", Lang.EN: "What changed between versions"}
ENTRY = "in-play-and-out-of-play"


@dataclass
class Row:
    what: str
    href: str | None
    old: str
    new: str
    deleted: list[str] = field(default_factory=list)
    inserted: list[str] = field(default_factory=list)


@dataclass
class Version:
    editions: str
    rows: list[Row] = field(default_factory=list)
    text_langs: set[str] = field(default_factory=set)


def _classes(element: Element) -> list[str]:
    return element.attrs.get("class", "").split()


def entry_section(page: Page, entry_id: str) -> list[Element]:
    """The elements of the entry's section: from its heading to the next entry's."""
    start = page.elements.index(page.by_id(entry_id))
    end = next(
        (index for index in range(start + 1, len(page.elements)) if "mc-changes__entry" in _classes(page.elements[index])),
        len(page.elements),
    )
    return page.elements[start:end]


def versions(elements: list[Element]) -> list[Version]:
    found: list[Version] = []
    side = None
    for element in elements:
        classes = _classes(element)
        if "mc-changes__editions" in classes:
            found.append(Version(" ".join(element.text.split())))
        elif "mc-change__what" in classes:
            found[-1].rows.append(Row(" ".join(element.text.split()), None, "", ""))
        elif element.tag == "a" and found and found[-1].rows and found[-1].rows[-1].href is None and side is None:
            found[-1].rows[-1].href = element.attrs["href"]
        elif "mc-change__old" in classes or "mc-change__new" in classes:
            side = "old" if "mc-change__old" in classes else "new"
        elif element.tag == "p" and "lang" in element.attrs and side:
            setattr(found[-1].rows[-1], side, element.text)
            found[-1].text_langs.add(element.attrs["lang"])
        elif element.tag in {"del", "ins"}:
            (found[-1].rows[-1].deleted if element.tag == "del" else found[-1].rows[-1].inserted).append(element.text)
        if "mc-change" in classes:
            side = None
    return found


def version_from(page: Page, edition: str) -> Version:
    return next(version for version in versions(entry_section(page, ENTRY)) if version.editions.startswith(edition))


def test_the_page_exists_in_both_languages_titled_in_each_and_follows_the_index_in_the_menu(reference_pages):
    for lang in Lang:
        page = reference_pages[f"{PREFIX[lang]}changes/"]
        [heading] = [element for element in page.elements if element.tag == "h1"]
        assert heading.text.strip() == TITLE[lang]
        home = reference_pages[PREFIX[lang]]
        menu = [element.attrs["href"] for element in home.elements if "md-nav__link" in _classes(element) and "href" in element.attrs]
        assert menu.index("changes/") == menu.index("glossary/") + 1


def test_entries_come_in_the_alphabetical_order_of_the_pages_language_each_linking_to_its_page(reference_pages):
    for lang in Lang:
        page = reference_pages[f"{PREFIX[lang]}changes/"]
        headings = [element for element in page.elements if element.tag == "h2" and element.attrs.get("id")]
        assert len(headings) > 50
        titles = [heading.text.strip() for heading in headings]
        assert titles == sorted(titles, key=sort_key)
        entry_links = [
            element.attrs["href"] for element in page.elements[page.elements.index(headings[0]):] if element.tag == "a"
        ]
        assert f"../glossary/{ENTRY}/" in entry_links


def test_marvelcdbs_flat_text_is_compared_clause_by_clause_with_the_current_text(reference_pages):
    page = reference_pages["en/changes/"]
    version = version_from(page, "MarvelCDB (2019)")
    rows = {row.href: row for row in version.rows}
    changed = rows[f"../glossary/{ENTRY}/#{ENTRY}.3.2"]
    assert changed.what == f"Clause {ENTRY}.3.2 · Changed"
    assert words(changed.old) != words(changed.new)
    repunctuated = rows[f"../glossary/{ENTRY}/#{ENTRY}.2.5"]
    assert repunctuated.what == f"Clause {ENTRY}.2.5 · Moved: the same words, split or punctuated anew"
    assert repunctuated.old == (
        "Card abilities only interact with, and can only target, cards that are in play, "
        "unless the ability text specifically refers to an out-of-play area."
    )
    assert repunctuated.new == (
        "Card abilities only interact with, and can only target, cards that are in play "
        "(unless the ability text specifically refers to an out-of-play area)."
    )
    assert repunctuated.deleted == repunctuated.inserted == []
    added = rows[f"../glossary/{ENTRY}/#{ENTRY}.3.7"]
    assert added.what.endswith("Added") and added.old == ""
    assert added.new == "If a card is double-sided (having game text on each side of the card), the facedown side is out of play."
    # Word for word the same in both: not listed.
    assert f"../glossary/{ENTRY}/#{ENTRY}.2.4" not in rows and f"../glossary/{ENTRY}/#{ENTRY}.3.6" not in rows


def test_the_compilations_text_lists_only_what_changed_and_not_a_different_apostrophe(reference_pages):
    page = reference_pages["en/changes/"]
    version = version_from(page, "Rules Reference 1.7–1.8")
    listed = {row.href.rsplit("#", 1)[1] for row in version.rows}
    # The compilation writes "player's" where the current text writes "player’s" (3.1, 2.1).
    assert f"{ENTRY}.3.1" not in listed and f"{ENTRY}.2.1" not in listed
    assert {f"{ENTRY}.1", f"{ENTRY}.3.3", f"{ENTRY}.2.4.1"} <= listed
    [considered] = [row for row in version.rows if row.href.endswith(f"#{ENTRY}.3.3")]
    assert considered.old == "Facedown cards attached to in-play cards are out of play."
    assert considered.new == "Facedown cards attached to in-play cards are considered out of play."
    assert [word.strip() for word in considered.inserted] == ["considered"] and considered.deleted == []


def test_english_versions_on_the_spanish_page_are_marked_as_english(reference_pages):
    page = reference_pages["changes/"]
    version = version_from(page, "MarvelCDB (2019)")
    assert version.text_langs == {"en"}
    assert version.editions.endswith("(textos en inglés)")
    assert version.rows[0].what.startswith("Cláusula ")


def test_an_entry_page_with_changes_links_to_its_section_and_one_without_has_no_link(reference_glossary, reference_pages):
    unchanged = next(entry.id for entry in reference_glossary.entries if not entry.variants)
    for lang in Lang:
        url = f"{PREFIX[lang]}glossary/{ENTRY}/"
        page = reference_pages[url]
        [paragraph] = page.with_class("mc-changes-link")
        link = next(element for element in page.elements[page.elements.index(paragraph):] if element.tag == "a")
        assert link.text == TITLE[lang]
        target, fragment = resolve(url, link.attrs["href"])
        assert (target, fragment) == (f"{PREFIX[lang]}changes/", ENTRY)
        assert reference_pages[target].by_id(fragment).tag == "h2"
        assert reference_pages[f"{PREFIX[lang]}glossary/{unchanged}/"].with_class("mc-changes-link") == []


def test_every_edition_of_the_manifest_has_a_name_for_players_in_its_order():
    manifest = tomllib.loads((PROJECT_ROOT / "sources" / "manifest.toml").read_text(encoding="utf-8"))
    assert list(EDITION_NAMES) == manifest["editions"]


def boxes(page, row_selector: str) -> tuple[dict, dict]:
    row = page.locator(row_selector).first
    return row.locator(".mc-change__old").bounding_box(), row.locator(".mc-change__new").bounding_box()


def test_on_a_phone_the_older_text_stacks_above_the_current_one_without_scrolling_sideways(browser, reference_url):
    context = browser.new_context(viewport={"width": 390, "height": 844})
    page = context.new_page()
    try:
        page.goto(f"{reference_url}en/glossary/{ENTRY}/")
        page.locator(".mc-changes-link a").click()
        page.wait_for_url(f"{reference_url}en/changes/#{ENTRY}")
        assert in_viewport(page, ENTRY)
        old, new = boxes(page, f'#{ENTRY} ~ .mc-changes__version .mc-change--changed')
        assert old["y"] + old["height"] <= new["y"] and abs(old["x"] - new["x"]) < 1
        assert page.evaluate("document.scrollingElement.scrollWidth <= window.innerWidth")
        screenshot(page, "changes-phone-en", full_page=False)
        page.set_viewport_size({"width": 1100, "height": 800})
        old, new = boxes(page, f'#{ENTRY} ~ .mc-changes__version .mc-change--changed')
        assert old["x"] + old["width"] <= new["x"] and abs(old["y"] - new["y"]) < 1
        added = page.locator(f"#{ENTRY} ~ .mc-changes__version .mc-change--added .mc-change__new").first.bounding_box()
        assert abs(added["x"] - new["x"]) < 1
    finally:
        context.close()


@pytest.mark.parametrize("lang", Lang)
def test_the_page_has_no_serious_or_critical_accessibility_violation(page, reference_url, lang):
    page.goto(f"{reference_url}{PREFIX[lang]}changes/")
    assert violations(page) == []


def test_the_word_diff_marks_only_the_words_that_differ():
    old, new = word_diff("Exhaust the card’s  ally.", "Exhaust the card's ally and ready it.", Lang.EN)
    assert old == "Exhaust the card’s  ally."
    assert new == "Exhaust the card&#x27;s ally <ins>and ready it</ins>."


def test_the_word_diff_keeps_an_icon_whole_and_shows_texts_with_little_in_common_unmarked():
    old, new = word_diff("Deal 1 damage (v).", "Deal 2 damage (v).", Lang.EN)
    assert old.startswith("Deal <del>1</del> damage <span class=\"mc-icon mc-icon--per-player\"")
    assert new.startswith("Deal <ins>2</ins> damage <span class=\"mc-icon mc-icon--per-player\"")
    old, new = word_diff("Villains never scheme twice.", "Each hero draws cards at the end of the round.", Lang.EN)
    assert (old, new) == ("Villains never scheme twice.", "Each hero draws cards at the end of the round.")


def words(text: str) -> list[str]:
    return [word.casefold() for word in re.findall(r"\w+", text)]


@pytest.mark.parametrize("lang", Lang)
def test_no_clause_shown_as_changed_keeps_every_word_of_its_older_text(reference_pages, lang):
    """A clause only punctuated anew once had its whole sentence struck through as "changed"."""
    page = reference_pages[f"{PREFIX[lang]}changes/"]
    rows = [row for version in versions(page.elements) for row in version.rows]
    changed = [row for row in rows if row.what.endswith(("· Changed", "· Cambiada"))]
    assert len(changed) > 100
    assert [row.what for row in changed if words(row.old) == words(row.new)] == []


def test_a_clause_split_in_two_is_moved_into_both_and_neither_is_added(reference_pages):
    """The 2019 text's First Player says "… at each appropriate game moment. Interrupt opportunities
    then proceed …" in one bullet; the compilation makes it a bullet and the clause after it."""
    page = reference_pages["en/changes/"]
    [version] = [version for version in versions(entry_section(page, "first-player")) if version.editions.startswith("MarvelCDB")]
    [row] = [row for row in version.rows if "first-player.5.1" in row.what]
    assert row.what == "Clause first-player.5.1, Clause first-player.6 · Moved: the same words, split or punctuated anew"
    assert words(row.old) == words(row.new) and row.deleted == row.inserted == []
    assert [row.what for row in version.rows if "first-player.6 " in row.what + " " and "Added" in row.what] == []


def contents_links(page: Page) -> list[str]:
    nav = page.by_id("mc-changes-contents")
    start = page.elements.index(nav)
    end = next(index for index in range(start + 1, len(page.elements)) if page.elements[index].tag == "section")
    return [element.attrs["href"] for element in page.elements[start:end] if element.tag == "a"]


@pytest.mark.parametrize("lang", Lang)
def test_the_page_opens_with_a_list_of_its_entries_each_leading_to_its_section_and_back(reference_pages, lang):
    page = reference_pages[f"{PREFIX[lang]}changes/"]
    sections = [element.attrs["id"] for element in page.elements if element.tag == "h2" and element.attrs.get("id")]
    assert contents_links(page) == [f"#{section}" for section in sections]
    back = [element for element in page.elements if element.tag == "a" and element.attrs.get("href") == "#mc-changes-contents"]
    assert len(back) == len(sections)


def test_on_a_phone_the_list_of_entries_jumps_to_an_entry_far_down_and_back(browser, reference_url):
    """The page is some 144,000 px tall on a phone."""
    context = browser.new_context(viewport={"width": 390, "height": 844})
    page = context.new_page()
    try:
        page.goto(f"{reference_url}changes/")
        contents = page.locator("#mc-changes-contents")
        assert contents.bounding_box()["height"] < 3 * 844
        last = page.locator("#mc-changes-contents a").last
        target = last.get_attribute("href").lstrip("#")
        last.click()
        page.wait_for_url(f"{reference_url}changes/#{target}")
        assert in_viewport(page, target) and page.evaluate("window.scrollY") > 20 * 844
        page.locator(f'[id="{target}"] ~ .mc-changes__back a').click()
        assert in_viewport(page, "mc-changes-contents")
    finally:
        context.close()
