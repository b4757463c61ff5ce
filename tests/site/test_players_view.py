"""What a player reads on an entry page, on a phone too: one notice for a text the project
translated, the clause marks left to the details, and scenario links large enough to read and tap."""

from __future__ import annotations

import pytest

from tests.site.browsing import screenshot

PHONE = {"width": 390, "height": 844}
READY = "glossary/ready/"
"""An entry the project translated into Spanish, whose clauses scenarios verify."""


@pytest.fixture
def phone(browser):
    context = browser.new_context(viewport=PHONE, has_touch=True, is_mobile=True)
    yield context.new_page()
    context.close()


def test_a_page_with_an_unofficial_translation_says_so_in_one_notice(reference_pages):
    """Every clause once carried its own "Traducción no oficial" badge under the page's notice,
    and a page translated only in part (Encounter Deck) had the badges and no notice."""
    translated = {url: page for url, page in reference_pages.items() if page.with_class("mc-badge--unofficial")
                  and not url.startswith("en/") and page.with_class("mc-clauses")}
    assert len(translated) > 100 and "glossary/encounter-deck/" in translated
    assert {url: len(page.with_class("mc-notice--unofficial")) for url, page in translated.items()} == dict.fromkeys(translated, 1)
    shown_to_players = {url for url, page in translated.items() for badge in page.with_class("mc-badge--unofficial")
                        if "mc-detail" not in badge.attrs["class"].split()}
    assert shown_to_players == set()


VISIBLE = "(elements) => elements.filter(element => element.offsetParent !== null).length"


def test_the_clause_marks_of_an_unofficial_translation_wait_for_the_details(phone, reference_url):
    phone.goto(f"{reference_url}{READY}")
    assert phone.locator(".mc-notice--unofficial").count() == 1 and phone.locator(".mc-notice--unofficial").is_visible()
    marks = phone.locator(".mc-clause .mc-badge--unofficial")
    assert marks.count() == phone.locator(".mc-clause").count()
    assert marks.evaluate_all(VISIBLE) == 0
    phone.locator(".mc-details-toggle").click()
    assert marks.evaluate_all(VISIBLE) == marks.count()


LINK_LOOK = """(link) => {
    const line = link.closest('.mc-clause__verified');
    return [parseFloat(getComputedStyle(link).fontSize), parseFloat(getComputedStyle(line).lineHeight)];
}"""
SMALLEST_READABLE_PX = 14
"""The theme's own small text (0.7rem); the clause's meta line was 12 px."""
SMALLEST_TAP_LINE_PX = 24
"""WCAG 2.2's minimum target size: lines of links closer than this make a finger pick the wrong one."""


def test_verified_by_links_are_readable_and_apart_enough_to_tap_on_a_phone(phone, reference_url):
    phone.goto(f"{reference_url}{READY}")
    links = phone.locator(".mc-clause__verified a")
    assert links.count() >= 2
    looks = [links.nth(index).evaluate(LINK_LOOK) for index in range(links.count())]
    screenshot(phone, "verified-by-phone", full_page=False)
    assert [look for look in looks if look[0] < SMALLEST_READABLE_PX or look[1] < SMALLEST_TAP_LINE_PX] == []


@pytest.mark.parametrize("prefix, edition, newer", [
    ("", "MarvelCDB (2019)", "Ataque (tipo de capacidad de jugador)"),
    ("en/", "MarvelCDB (2019)", "Attack (Player Ability Type)"),
])
def test_an_entry_whose_text_is_the_2019_one_says_so_and_leads_to_the_newer_entries(reference_pages, prefix, edition, newer):
    """"Attack" is only in MarvelCDB's 2019 page; the Rules Reference 1.7-1.8 splits it in two."""
    page = reference_pages[f"{prefix}glossary/attack/"]
    [notice] = page.with_class("mc-notice--older")
    assert edition in notice.text and "mc-detail" not in notice.attrs["class"].split()
    [see_also] = page.with_class("mc-see-also")
    start = page.elements.index(see_also)
    listed = {" ".join(element.text.split()): element.attrs["href"] for element in page.elements[start:]
              if element.tag == "a" and element.attrs.get("href", "").startswith("../")}
    assert listed[newer] == "../attack-player-ability-type/"
    assert "../attack-enemy-activation/" in listed.values()


def test_an_entry_of_the_current_rules_reference_has_no_older_text_notice(reference_pages, reference_glossary):
    older = {url for url, page in reference_pages.items() if page.with_class("mc-notice--older")}
    current = {f"{prefix}glossary/{entry.id}/" for entry in reference_glossary.entries
               if entry.edition.get("en") != "MarvelCDB 2019" for prefix in ("", "en/")}
    assert older and not older & current
