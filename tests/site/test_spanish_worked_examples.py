"""The worked examples of every Spanish entry page, read in a real browser as a player sees
them (details hidden), hold no English outside text marked as English (``lang="en"``).

What counts as English is listed, not guessed from a run of the engine:

* the words of the scenario notation that only its English uses (``no-defender``,
  ``done-discarding``, ``threat``), and those of either language joined by hyphens, which are
  notation, not sentences (``sin-defensor``, ``descartes-encuentros``);
* the cards' ids that the scenario pages write, as they write them, in lower case (``rhino``,
  ``ms1``, ``b1``): a player reads cards by their names ("Rino");
* the English titles of the official cards whose Spanish title differs (``The Painted Lady``,
  ``Captain America``);
* clause ids, which come from the English titles of the entries (``attack-enemy-activation.2.4``);
* any other word of the English word list that no Spanish word, card name or trait spells,
  and the English function words ("the", "that", "you"), outside an official card's Spanish
  title ("Tía May").

A word of the game's official Spanish terms is Spanish, even where an English word spells it
the same ("Alter ego"; a scenario may call a card ``alter``).
"""

from __future__ import annotations

import re
from collections import defaultdict
from functools import cache

import pytest

from checker import PROJECT_ROOT
from checker.engine import KEYWORDS
from checker.engine.notation import TABLES
from checker.glossary.card_evidence import CardTexts
from checker.glossary.model import Lang
from checker.glossary.terms import TermTable
from checker.glossary.translation_checks import fold, spanish_words
from checker.scenarios.model import ScenarioSyntaxError
from checker.scenarios.parser import parse_block, scenario_blocks

SCENARIOS = PROJECT_ROOT / "docs" / "es" / "scenarios"
ENGLISH_FUNCTION_WORDS = frozenset("the and of to when each this that with you your from its it is are for or if by "
                                   "any all not may can has have then they their them".split())
SHORTEST_CHECKED = 4
"""Shorter words are as often Spanish as English ("son", "once", "a")."""
WORD = re.compile(r"[A-Za-zÀ-ÿ0-9]+(?:[-'][A-Za-zÀ-ÿ0-9]+)*")
CLAUSE_ID = re.compile(r"\b[a-z]+(?:-[a-z]+)*(?:\.\d+)+\b")

VISIBLE_TEXT = """() => {
    const found = [];
    const heading = document.getElementById('scenarios');
    for (let part = heading && heading.nextElementSibling; part && part.tagName !== 'H2'; part = part.nextElementSibling) {
        const walker = document.createTreeWalker(part, NodeFilter.SHOW_TEXT);
        while (walker.nextNode()) {
            const element = walker.currentNode.parentElement;
            const text = walker.currentNode.textContent.trim();
            if (!text || !element.checkVisibility() || element.closest('[lang]').getAttribute('lang') !== 'es') continue;
            const block = element.closest('.mc-scenario');
            const where = element.closest('pre.mc-scenario__source') ? 'notation' : element.closest('.mc-table') ? 'drawing' : 'steps';
            found.push([where, block ? block.id : 'prose', text]);
        }
    }
    return found;
}"""
"""The visible text of the section of an entry page that shows its scenarios (the drawings'
SVG ``text`` included), each with the part it is in and its scenario's anchor (``prose`` for
the text between blocks)."""


@cache
def scenario_pages() -> list[str]:
    """The entries whose Spanish scenario page has a block that can be read."""
    return sorted(path.stem for path in SCENARIOS.glob("*.md") if _scenarios(path.stem))


@cache
def _scenarios(entry: str) -> list:
    found = []
    for block in scenario_blocks((SCENARIOS / f"{entry}.md").read_text(encoding="utf-8")):
        try:
            found.append(parse_block(block.source.removesuffix("\n"), "es"))
        except ScenarioSyntaxError:
            continue
    return found


@cache
def card_ids() -> frozenset[str]:
    """Every card id the Spanish scenario pages write: in lower case, unlike a name ("peter", "Peter Parker")."""
    return frozenset(card for entry in scenario_pages() for scenario in _scenarios(entry) for card in scenario.setup.cards)


@cache
def notation_words() -> frozenset[str]:
    """The words of the state notation, as it writes them (in lower case): those only its
    English uses, and those of either language made of several words joined by hyphens, which
    no sentence writes so."""
    tables = [(getattr(KEYWORDS["en"], table), getattr(KEYWORDS["es"], table)) for table in TABLES]
    english = {word for en, es in tables for key, word in en.items() if es.get(key) != word}
    joined = {word for en, es in tables for words in (en, es) for word in words.values() if "-" in word}
    return frozenset(english | joined)


@cache
def english_card_titles() -> re.Pattern[str]:
    """The English titles of the official cards whose Spanish title is another, longest first."""
    titles = {card.name[Lang.EN] for card in CardTexts.load().cards.values()
              if card.name[Lang.EN] and card.name[Lang.ES] and fold(card.name[Lang.EN]) != fold(card.name[Lang.ES])}
    alternatives = "|".join(re.escape(title) for title in sorted(titles, key=len, reverse=True))
    return re.compile(rf"(?<!\w)(?:{alternatives})(?!\w)")


@cache
def spanish_card_titles() -> re.Pattern[str]:
    """The Spanish titles of the official cards, longest first: a word of one is Spanish ("Tía May")."""
    titles = {card.name[Lang.ES] for card in CardTexts.load().cards.values() if card.name[Lang.ES]}
    alternatives = "|".join(re.escape(title) for title in sorted(titles, key=len, reverse=True))
    return re.compile(rf"(?<!\w)(?:{alternatives})(?!\w)")


def english_in(text: str) -> list[str]:
    """The English of ``text``, by the lists of the module's docstring."""
    found = [match for match in CLAUSE_ID.findall(text)]
    found += english_card_titles().findall(text)
    words = spanish_card_titles().sub(" ", CLAUSE_ID.sub(" ", text))
    return found + [word for word in WORD.findall(words) if _is_english(word)]


@cache
def official_spanish_words() -> frozenset[str]:
    """The words of the game's Spanish terms ("Alter ego"): Spanish, whatever the word lists say."""
    return frozenset(fold(word) for term in TermTable.load().terms for word in WORD.findall(term.names[Lang.ES]))


@cache
def _is_english(word: str) -> bool:
    folded = fold(word)
    if folded in official_spanish_words():
        return False
    if word in card_ids() or word in notation_words() or folded in ENGLISH_FUNCTION_WORDS:
        return True
    spanish = spanish_words()
    return (len(folded) >= SHORTEST_CHECKED and spanish.is_english(folded) and not spanish.is_spanish(folded)
            and folded not in spanish.names)


def english_on_spanish_pages(page, site_url, details: bool = False) -> dict[str, dict[str, list[str]]]:
    """Part of the scenarios section (``notation`` for the notation blocks that the details show,
    ``drawing`` for the drawings, ``steps`` for the rest) -> ``entry#scenario`` -> the English
    found there; and ``unread`` -> the entries whose page shows none of their scenarios, which
    the scan could not read. With ``details``, the page is read with its details shown (the
    browser keeps that choice from page to page)."""
    found: dict[str, dict[str, list[str]]] = {"steps": defaultdict(list), "drawing": defaultdict(list),
                                              "notation": defaultdict(list), "unread": defaultdict(list)}
    for number, entry in enumerate(scenario_pages()):
        page.goto(f"{site_url}glossary/{entry}/")
        if details and number == 0:
            page.locator(".mc-details-toggle").click()
        texts = page.evaluate(VISIBLE_TEXT)
        if not any(anchor != "prose" for _, anchor, _ in texts):
            found["unread"][entry].append("no worked example shown")
        for part, anchor, text in texts:
            words = english_in(text)
            if words:
                found[part][f"{entry}#{anchor}"] += words
    return found


@pytest.fixture(scope="module")
def english_found(browser, reference_url):
    context = browser.new_context(viewport={"width": 1100, "height": 700})
    try:
        yield english_on_spanish_pages(context.new_page(), reference_url)
    finally:
        context.close()


@pytest.fixture(scope="module")
def english_found_with_details(browser, reference_url):
    context = browser.new_context(viewport={"width": 1100, "height": 700})
    try:
        yield english_on_spanish_pages(context.new_page(), reference_url, details=True)
    finally:
        context.close()


def test_the_lists_of_english_find_what_a_spanish_page_must_not_show():
    for text, english in (("spidey no-defender", ["spidey", "no-defender"]), ("b1 done-discarding", ["b1", "done-discarding"]),
                          ("ms1 tiene ahora threat: 6", ["ms1", "threat"]), ("A elige sin-defensor.", ["sin-defensor"]),
                          ("Capacidad de debt: pay the debt.", ["debt", "the", "debt"]),
                          ("debajo de The Painted Lady", ["The Painted Lady", "The"]),
                          ("Cita attack-enemy-activation.2.4.2", ["attack-enemy-activation.2.4.2"])):
        assert set(english) <= set(english_in(text))
    assert english_in("Rino ataca a A. A no declara defensor. La pila de descartes del mazo de Encuentros: "
                      "Perfidia 1. Ataque (activación de enemigo) 2.4.2") == []


def test_the_steps_of_every_spanish_worked_example_are_in_spanish(english_found):
    assert len(scenario_pages()) > 150 and dict(english_found["unread"]) == {}
    assert dict(english_found["steps"]) == {}


def test_the_drawings_of_every_spanish_worked_example_are_in_spanish(english_found):
    assert dict(english_found["drawing"]) == {}


def test_a_cited_clause_reads_as_its_entry_and_number_and_links_to_its_id(page, reference_url):
    page.goto(f"{reference_url}glossary/attack-enemy-activation/")
    cited = page.locator('.mc-scenario__cites a[href="#attack-enemy-activation.2.4.2"]').first
    assert cited.inner_text() == "Ataque (activación de enemigo) 2.4.2"
    assert page.locator("#attack-enemy-activation\\.2\\.4\\.2").count() == 1


def test_with_the_details_shown_only_the_notation_blocks_hold_notation(english_found_with_details):
    """The notation is the one place card ids and notation words belong: shown with the details,
    inside its blocks, and nowhere else."""
    assert dict(english_found_with_details["unread"]) == {}
    assert dict(english_found_with_details["steps"]) == {} and dict(english_found_with_details["drawing"]) == {}
    assert len(english_found_with_details["notation"]) > 100
