"""Worked examples in a real browser: for one scenario of each entry with scenarios, the drawings
of the table before and after exist and name the cards in play, in both languages; on a phone
they fit the screen.

Which cards are in play, before and after, is read from each scenario's set-up and the rule it
illustrates (In Play and Out of Play: the top cards of the villain and main scheme decks, the
identity and cards in a player's area), not from a run of the engine.
"""

from __future__ import annotations

import pytest

from tests.site.browsing import screenshot_of

PREFIXES = {"es": "", "en": "en/"}

EXAMPLES = {
    "encounter-deck": (
        {"es": "La pila de descartes pasa a ser el nuevo mazo de Encuentros en cuanto el mazo se acaba",
         "en": "The discard pile becomes the new encounter deck as soon as the deck runs out"},
        {"ms1"}, {"ms1"},
    ),
    "in-play-and-out-of-play": (
        {"es": "Una etapa derrotada del Villano sale de la partida y la siguiente etapa está en juego",
         "en": "A defeated villain stage leaves the game and the next stage is in play"},
        {"rhino1", "ms1"}, {"ms1"},
    ),
    "main-scheme": (
        {"es": "Una Amenaza igual al umbral completa el Plan principal y el mazo avanza",
         "en": "Threat equal to the target completes the main scheme and the deck advances"},
        {"ms1"}, {"ms2"},
    ),
    "player-elimination": (
        {"es": "Las cartas del jugador eliminado, mano incluida, se descartan antes de salir de la partida",
         "en": "The eliminated player's cards, hand included, are discarded before they leave the game"},
        {"ms1", "peter", "carol"}, {"ms1", "carol"},
    ),
}
"""Entry -> (the scenario's name per language, cards in play before, cards in play after)."""

DRAWN = """(scenario) => [...scenario.querySelectorAll('svg.mc-table__drawing')].map((svg) => ({
    cards: [...svg.querySelectorAll('g.mc-table__card[data-state="in-play"]')].map((g) => g.dataset.card).sort(),
    labels: Object.fromEntries([...svg.querySelectorAll('g.mc-table__card[data-state="in-play"]')].map(
        (g) => [g.dataset.card, [...g.querySelectorAll('text')].map((text) => text.textContent).join(' ')])),
    written: [...svg.querySelectorAll('text')].map((text) => text.textContent).join(' '),
    lang: svg.getAttribute('lang'),
    width: svg.getBoundingClientRect().width,
}))"""


def worked_example(page, site_url, lang: str, entry: str):
    page.goto(f"{site_url}{PREFIXES[lang]}glossary/{entry}/")
    name = EXAMPLES[entry][0][lang]
    return page.locator(".mc-scenario").filter(has=page.locator(".mc-scenario__name", has_text=name))


@pytest.mark.parametrize("lang", PREFIXES)
@pytest.mark.parametrize("entry", EXAMPLES)
def test_the_drawings_before_and_after_name_the_cards_in_play(page, site_url, entry, lang):
    scenario = worked_example(page, site_url, lang, entry)
    assert scenario.locator(".mc-scenario__steps > li").first.is_visible()
    assert scenario.locator(".mc-scenario__badge").is_visible()
    before, after = scenario.evaluate(DRAWN)
    assert set(before["cards"]) == EXAMPLES[entry][1]
    assert set(after["cards"]) == EXAMPLES[entry][2]
    for drawing in (before, after):
        assert drawing["lang"] == lang and drawing["width"] > 200
        # Each card in play is drawn and named as players call it, never by the scenario's id.
        assert all(drawing["labels"][card] and card not in drawing["labels"][card].split() for card in drawing["cards"])
    assert not scenario.locator("pre.mc-scenario__source").is_visible()


@pytest.mark.parametrize("lang, won", [("es", "Los jugadores ganan"), ("en", "The players win")])
def test_the_drawing_after_the_final_villain_stage_is_defeated_says_the_players_win(page, site_url, lang, won):
    before, after = worked_example(page, site_url, lang, "in-play-and-out-of-play").evaluate(DRAWN)
    assert won not in before["written"] and won in after["written"]


@pytest.mark.parametrize("lang", PREFIXES)
def test_the_drawings_show_the_encounter_deck_refilled_from_its_discard_pile(page, site_url, lang):
    """encounter-deck.3: the empty deck is rebuilt from its discard pile at once."""
    deck, discard = {"es": ("Mazo de Encuentros", "Pila de descartes"), "en": ("Encounter deck", "Discard pile")}[lang]
    before, after = worked_example(page, site_url, lang, "encounter-deck").evaluate(DRAWN)
    assert f"{deck}: 1" in before["written"] and f"{discard}: 2" in before["written"]
    assert f"{deck}: 2" in after["written"] and f"{discard}: 0" in after["written"]


@pytest.mark.parametrize("lang", PREFIXES)
def test_a_worked_example_on_a_desktop_and_on_a_phone(browser, site_url, lang):
    for device, viewport in (("desktop", {"width": 1280, "height": 900}), ("phone", {"width": 390, "height": 844})):
        context = browser.new_context(viewport=viewport, is_mobile=device == "phone")
        page = context.new_page()
        scenario = worked_example(page, site_url, lang, "player-elimination")
        scenario.scroll_into_view_if_needed()
        drawings = scenario.locator("svg.mc-table__drawing")
        assert page.evaluate("document.documentElement.scrollWidth") <= viewport["width"]
        for index in range(drawings.count()):
            box = drawings.nth(index).bounding_box()
            assert box["x"] >= 0 and box["x"] + box["width"] <= viewport["width"]
        tops = [drawings.nth(index).bounding_box()["y"] for index in range(drawings.count())]
        side_by_side = tops[0] == tops[1]
        assert side_by_side is (device == "desktop")
        screenshot_of(scenario, f"worked-example-{device}-{lang}")
        context.close()

