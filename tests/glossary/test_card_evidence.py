"""The term table against the cards: a row's evidence is a card that prints both names in their
places, and its name the rendering most cards print; and the translation checks that hold the
Spanish to the cards (phrases, card names, capitals)."""

import json

import pytest

from checker.glossary import GlossaryError
from checker.glossary.card_evidence import CardTexts, check_term_table
from checker.glossary.model import Lang
from checker.glossary.terms import Evidence, EvidenceKind, Term, TermTable
from checker.glossary.translation_checks import Check, check_text, spanish_words


def write_cards(folder, cards):
    """``cards``: (code, English text, Spanish text, English name, Spanish name)."""
    for lang, text_at, name_at in ((Lang.EN, 1, 3), (Lang.ES, 2, 4)):
        (folder / lang.value).mkdir(parents=True)
        rows = [{"code": card[0], "text": card[text_at], "name": card[name_at]} for card in cards]
        (folder / lang.value / "pack.json").write_text(json.dumps(rows), encoding="utf-8")
    return CardTexts.load(folder)


def term(spanish, english, evidence, rivals=(), note=""):
    return Term(english.lower(), {Lang.ES: spanish, Lang.EN: english}, {}, (evidence,), tuple(rivals), note)


def card(code):
    return Evidence(EvidenceKind.CARD, code)


def messages(terms, cards):
    table_text = "".join(f'[[term]]\nid = "{row.id}"\n\n' for row in terms)
    return [(problem.line, problem.render("en")) for problem in check_term_table(TermTable(terms), cards, table_text)]


@pytest.fixture
def cards(tmp_path):
    return write_cards(tmp_path, [
        ("1", "Stalwart. Attack the hero.", "Firmeza. Ataca al Héroe.", "Giant", "Gigante"),
        ("2", "Stalwart.", "Firmeza.", "Wall", "Muro"),
        ("3", "Stalwart. Guard.", "Firmeza. Guardia.", "Brute", "Bruto"),
        ("4", "Guard. Take 2 damage.", "Guardia. Sufres 2 de Daño.", "Sentry", "Centinela"),
        ("5", "Guard.", "Guardia.", "Ogre", "Ogro"),
    ])


def test_a_row_whose_card_prints_both_names_where_most_cards_do_holds(cards):
    assert messages([term("Firmeza", "Stalwart", card("2"))], cards) == []


def test_the_spanish_word_on_a_card_whose_english_lacks_the_term_is_no_evidence(cards):
    """Card 4 prints «Centinela» but not Stalwart: alignment, not a word found somewhere on the card."""
    assert messages([term("Centinela", "Stalwart", card("4"))], cards) == [
        (1, "card 4 does not print 'Stalwart' in English where it prints 'Centinela' in Spanish"),
        (1, "'Centinela' is on 0 of the 3 cards that print 'Stalwart': name the cards' rendering, or say why not in a note"),
    ]


def test_a_rival_printed_more_often_than_the_name_is_reported(cards):
    assert messages([term("Guardia", "Guard", card("3"), rivals=["Centinela"])], cards) == []
    assert messages([term("Centinela", "Guard", card("4"), rivals=["Guardia"])], cards)[-1] == (
        1, "the cards print 'Guardia' (3 cards) more than 'Centinela' (1)")


def test_unprinted_is_refused_for_a_term_three_cards_print(cards):
    evidence = Evidence(EvidenceKind.UNPRINTED, "players say so")
    assert (1, "'Stalwart' is printed on 3 cards: cite one instead of 'unprinted'") in messages(
        [term("Firmeza", "Stalwart", evidence)], cards)
    assert messages([term("Resistencia", "Stamina", evidence)], cards) == []


def test_a_note_explains_a_name_the_cards_do_not_print_and_its_card_need_only_print_the_english(cards):
    assert messages([term("Baluarte", "Stalwart", card("1"), note="A word the cards leave out.")], cards) == []


def test_a_folder_without_cards_is_an_error(tmp_path):
    with pytest.raises(GlossaryError, match="no card has both"):
        CardTexts.load(tmp_path)


def problems(english, spanish, cards):
    return [(problem.check, problem.detail) for problem in check_text(
        "clause", english, spanish, TermTable.load(), spanish_words(), cards=cards)]


def test_take_damage_is_written_as_the_cards_print_it(cards):
    assert problems("The hero takes 2 damage.", "El Héroe sufre 2 de Daño.", cards) == []
    assert problems("The hero takes 2 damage.", "El Héroe recibe 2 de Daño.", cards) == [
        (Check.PHRASE, "'takes 2 damage' is not written 'Sufrir Daño'"),
        (Check.PHRASE, "'Recibir Daño' is written where the cards print 'Sufrir Daño'"),
    ]


def test_a_card_named_in_english_is_named_in_spanish(cards):
    assert problems("Cards under Giant stay there.", "Las cartas debajo de Gigante se quedan allí.", cards) == []
    assert (Check.CARD_NAME, "the card 'Giant' is not named 'Gigante'") in problems(
        "Cards under Giant stay there.", "Las cartas debajo de Giant se quedan allí.", cards)


def test_a_capital_of_the_official_name_after_its_first_word_is_kept(cards):
    assert problems("Discard the top card of the encounter deck.",
                    "Descarta la primera carta del mazo de Encuentros.", cards) == []
    assert problems("Discard the top card of the encounter deck.",
                    "Descarta la primera carta del mazo de encuentros.", cards) == [
        (Check.CAPITALS, "'encuentros' takes a capital, as in 'Mazo de Encuentros'")]
