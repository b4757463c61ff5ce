"""The official cards listed on a keyword's or a status's page agree with the card data."""

from __future__ import annotations

import json
import re

import pytest

from checker.engine.cards import Keyword
from checker.glossary.card_evidence import CARDS_DIR
from checker.glossary.keyword_cards import PRINTINGS, KeywordCards, Kind
from checker.glossary.model import Lang
from tests.engine.test_printed_keywords import RULES_TEXT, known, leading_sentences

HYDRA_MERCENARY = "01101"
"""A Core Set minion with Guard."""
ARMORED_GUARD = "01120"
"""A Core Set minion with Guard and Toughness."""
SPIDER_GIRL = "04040"
"""An ally that stuns and confuses a minion when she is played."""
WRIST_GAUNTLETS = "12010"
GUARD_PAGE = {Lang.ES: "glossary/guard/", Lang.EN: "en/glossary/guard/"}
KEYWORD_OF_ENTRY = {
    "alliance": Keyword.ALLIANCE, "assault": Keyword.ASSAULT, "guard": Keyword.GUARD, "hinder-x": Keyword.HINDER,
    "incite-x": Keyword.INCITE, "linked-card-title": Keyword.LINKED, "patrol": Keyword.PATROL,
    "peril": Keyword.PERIL, "permanent": Keyword.PERMANENT, "quickstrike": Keyword.QUICKSTRIKE,
    "restricted": Keyword.RESTRICTED, "setup-keyword": Keyword.SETUP, "stalwart": Keyword.STALWART,
    "steady": Keyword.STEADY, "surge": Keyword.SURGE, "team-up": Keyword.TEAM_UP,
    "teamwork-trait": Keyword.TEAMWORK, "toughness": Keyword.TOUGHNESS, "uses-x": Keyword.USES,
    "victory-x": Keyword.VICTORY, "villainous": Keyword.VILLAINOUS, "vulnerable": Keyword.VULNERABLE,
}
"""The entries of keywords that cards print as a sentence of their own, with their keyword."""


@pytest.fixture(scope="module")
def keyword_cards() -> KeywordCards:
    return KeywordCards.load()


def english_cards() -> list[dict]:
    """Every English card of the data that is not a reprint."""
    return [card for path in sorted((CARDS_DIR / "en").glob("*.json"))
            for card in json.loads(path.read_text(encoding="utf-8")) if "duplicate_of" not in card]


def codes(cards, kind: Kind | None = None) -> set[str]:
    return {card.code for card in cards if kind is None or card.kind is kind}


def test_the_guard_cards_are_every_card_whose_text_prints_guard_as_a_sentence(keyword_cards):
    printed = {
        card["code"] for card in english_cards()
        if re.search(r"(?:^|[.>\n]\s*)Guard\.", re.sub(r"<i>.*?</i>", "", card.get("text") or "", flags=re.DOTALL))
    }
    assert codes(keyword_cards.of("guard"), Kind.OWN) == printed
    assert len(printed) == 59


@pytest.mark.parametrize("entry_id", sorted(KEYWORD_OF_ENTRY))
def test_each_card_whose_text_opens_with_the_keyword_has_it(keyword_cards, entry_id):
    """The engine's reading of the keywords a card prints first (:mod:`tests.engine.test_printed_keywords`)
    finds no card the list leaves out."""
    opening = {
        card["code"] for card in english_cards() for field in ("text", "back_text")
        for name in leading_sentences(card.get(field) or "")
        if not RULES_TEXT.fullmatch(name) and known(name, "en") is KEYWORD_OF_ENTRY[entry_id]
    }
    assert opening
    assert opening <= codes(keyword_cards.of(entry_id), Kind.OWN)


def test_a_core_set_guard_minion_is_listed_with_its_pack_and_sentence_in_both_languages(keyword_cards):
    hydra = next(card for card in keyword_cards.of("guard") if card.code == HYDRA_MERCENARY)
    assert hydra.name == {Lang.EN: "Hydra Mercenary", Lang.ES: "Mercenario de Hydra"}
    assert hydra.packs == ("Core Set",)
    assert hydra.sentence == {Lang.EN: "Guard.", Lang.ES: "Guardia."}
    assert ARMORED_GUARD in codes(keyword_cards.of("toughness"), Kind.OWN)


def test_a_card_name_that_holds_the_word_does_not_name_it(keyword_cards):
    """Armored Guard has Guard; a card that only names Armored Guard, or the Imperial Guard trait,
    does not give Guard to anything."""
    mentions = [card.sentence[Lang.EN] for card in keyword_cards.of("guard") if card.kind is Kind.MENTION]
    assert mentions and all(re.search(r"\bguard\b", re.sub(r"(Armored|Imperial) Guard", "", sentence), re.I)
                            for sentence in mentions)


def test_statuses_list_the_abilities_that_give_them(keyword_cards):
    stun, confuse = keyword_cards.of("stun"), keyword_cards.of("confuse")
    spider_girl = next(card for card in stun if card.code == SPIDER_GIRL)
    assert spider_girl.sentence[Lang.ES] == "Respuesta: después de que juegues a Spidergirl desde tu mano, aturde y confunde a un Esbirro."
    assert {SPIDER_GIRL, WRIST_GAUNTLETS} <= codes(stun) & codes(confuse)
    assert all(card.kind is Kind.MENTION for card in (*stun, *confuse, *keyword_cards.of("tough")))


def test_reminder_text_does_not_print_a_status(keyword_cards):
    """Armored Guard's reminder text speaks of a tough status card; its Toughness keyword gives it."""
    assert ARMORED_GUARD not in codes(keyword_cards.of("tough"))


def test_a_project_folder_without_card_data_lists_no_cards(tmp_path):
    assert KeywordCards.load(tmp_path).of("guard") is None


def test_a_reprint_is_its_first_printing_found_in_one_more_pack(keyword_cards):
    reprinted = [card for entry_id in PRINTINGS for card in keyword_cards.of(entry_id) if len(card.packs) > 1]
    assert reprinted
    every_code = {card["code"] for card in english_cards()}
    assert all(card.code in every_code for card in reprinted)


@pytest.mark.parametrize("lang, count", [(Lang.EN, "59 cards have Guard"), (Lang.ES, "59 cartas tienen Guardia")])
def test_the_guard_page_counts_and_lists_its_cards(reference_pages, lang, count):
    page = reference_pages[GUARD_PAGE[lang]]
    assert "cards" in page.ids
    counts = [element.text.strip() for element in page.with_class("mc-cards__count")]
    assert counts[0] == count
    row = next(element for element in page.elements if element.attrs.get("data-card") == HYDRA_MERCENARY)
    name = {Lang.EN: "Hydra Mercenary", Lang.ES: "Mercenario de Hydra"}[lang]
    assert name in row.text and "Core Set" in row.text
    rows = [element for element in page.elements if element.tag == "tr" and "data-card" in element.attrs]
    assert len(rows) == sum(int(text.split()[0]) for text in counts)


def test_an_entry_that_no_card_prints_has_no_list_of_cards(reference_pages):
    assert "cards" not in reference_pages["en/glossary/main-scheme/"].ids


def sentence_of(keyword_cards: KeywordCards, entry_id: str, code: str) -> str:
    return next(card.sentence[Lang.EN] for card in keyword_cards.of(entry_id) if card.code == code)


def test_a_sentence_does_not_end_inside_a_name(keyword_cards):
    """Regression: sentences were cut after "Bling!" and inside the S.H.I.E.L.D. trait."""
    assert sentence_of(keyword_cards, "toughness", "49035") == (
        "If you have the Mutant or X-Men trait, Bling! gains toughness and does not count against your ally limit.")
    assert sentence_of(keyword_cards, "tough", "50054").startswith("Forced Response: After Nick Fury, Sr. enters play")
