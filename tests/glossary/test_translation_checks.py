"""The checks of the project's Spanish against its English: faithful translations of real
clauses pass, and each kind of defect a translator can make is caught and named."""

import re
from pathlib import Path

import pytest

from checker.glossary import SOURCES_DIR, GlossaryError, load_glossary
from checker.glossary.model import Clause, ClauseKind, Entry, Lang, SourceRef
from checker.glossary.terms import TermTable
from checker.glossary.translation_checks import (
    Check,
    SpanishWords,
    TranslationProblem,
    allowed_words,
    check_entry,
    check_text,
    spanish_words,
)

FIXTURE_TRANSLATIONS = Path(__file__).parent.parent / "fixtures" / "translations-es"

BOOST_1 = (
    "Each time the villain attacks or schemes, the villain is given one facedown card from the encounter deck, "
    "as a boost card. Minions with the villainous keyword are also given a boost card when they activate."
)
BOOST_1_ES = (
    "Cada vez que el villano ataca o ejecuta el Plan, se le da una carta boca abajo del mazo de Encuentros como carta de "
    "aumento. Los esbirros con la palabra clave Infame también reciben una carta de aumento cuando se activan."
)
MAIN_SCHEME_3 = (
    "If the amount of threat on a main scheme is equal to or greater than its target threat value, that main "
    "scheme is completed and the main scheme deck advances."
)
MAIN_SCHEME_3_ES = (
    "Si la cantidad de amenaza sobre un plan principal es igual o superior a su umbral de amenaza, ese plan "
    "principal se completa y el mazo de Plan principal avanza."
)
MINION_2_2 = "If a minion has zero or fewer remaining hit points, it is defeated and discarded."
MINION_2_2_ES = "Si un esbirro tiene 0 puntos de vida restantes o menos, es derrotado y se descarta."
PER_PLAYER_1 = (
    "The \uf524 icon next to a value multiplies that value by the number of players who started the scenario."
)
PER_PLAYER_1_ES = (
    "El icono (v) junto a un valor multiplica ese valor por el número de jugadores que empezaron el escenario."
)
SURGE_2 = (
    'The surge keyword is equivalent to the following triggered ability: '
    '"When Revealed: Deal yourself 1 facedown encounter card."'
)
SURGE_2_ES = (
    "La palabra clave Oleada equivale a la siguiente capacidad desencadenada: "
    "«Cuando se muestre: recibes 1 carta de encuentro boca abajo»."
)


@pytest.fixture(scope="module")
def terms() -> TermTable:
    return TermTable.load()


@pytest.fixture(scope="module")
def words() -> SpanishWords:
    return spanish_words()


def checks(english: str, spanish: str, terms: TermTable, words: SpanishWords) -> list[TranslationProblem]:
    return check_text("clause", english, spanish, terms, words)


@pytest.mark.parametrize(
    ("english", "spanish"),
    [
        (BOOST_1, BOOST_1_ES),
        (MAIN_SCHEME_3, MAIN_SCHEME_3_ES),
        (MINION_2_2, MINION_2_2_ES),
        (PER_PLAYER_1, PER_PLAYER_1_ES),
        (SURGE_2, SURGE_2_ES),
    ],
)
def test_a_faithful_translation_has_no_problem(english, spanish, terms, words):
    assert checks(english, spanish, terms, words) == []


def test_a_dropped_sentence_is_caught(terms, words):
    first_sentence_only = BOOST_1_ES.split(". ")[0] + "."
    problems = checks(BOOST_1, first_sentence_only, terms, words)
    assert [problem.check for problem in problems if problem.check is Check.SENTENCES] == [Check.SENTENCES]
    assert "2" in problems[0].detail and "1" in problems[0].detail


def test_a_term_written_otherwise_is_caught_and_named(terms, words):
    problems = checks(MINION_2_2, MINION_2_2_ES.replace("esbirro", "enemigo"), terms, words)
    assert [(problem.clause_id, problem.check, problem.detail) for problem in problems] == [
        ("clause", Check.TERM, "'minion' is not written 'Esbirro'")]
    assert problems[0].render("es") == "«minion» no se escribe «Esbirro»"


def test_a_plural_term_is_found_in_both_languages(terms, words):
    english = "Minions engaged with the villain attack."
    assert checks(english, "Los esbirros enfrentados al villano atacan.", terms, words) == []
    problems = checks(english, "Los enemigos enfrentados al villano atacan.", terms, words)
    assert [(problem.check, problem.detail) for problem in problems] == [
        (Check.TERM, "'Minions' is not written 'Esbirro'")
    ]


def test_a_longer_term_is_one_term(terms, words):
    """"main scheme deck" is the main scheme's deck, not also a Deck: "mazo de Plan principal"
    names it, and a text that says only "plan principal" still names a main scheme."""
    assert checks("Advance the main scheme deck.", "Avanza el mazo de Plan principal.", terms, words) == []
    assert checks("Advance the main scheme deck.", "Avanza el plan principal.", terms, words) == []
    problems = checks("Advance the main scheme deck.", "Avanza el mazo.", terms, words)
    assert [problem.check for problem in problems] == [Check.TERM]


def test_a_changed_number_is_caught(terms, words):
    problems = checks(SURGE_2, SURGE_2_ES.replace("1 carta", "2 cartas"), terms, words)
    assert [(problem.check, problem.detail) for problem in problems] == [(Check.NUMBER, "the number 1 is missing")]


def test_a_number_word_may_be_a_digit_or_a_spanish_word(terms, words):
    assert checks(MINION_2_2, MINION_2_2_ES.replace("0 puntos", "cero puntos"), terms, words) == []
    problems = checks(MINION_2_2, MINION_2_2_ES.replace("0 puntos", "1 punto"), terms, words)
    assert [(problem.check, problem.detail) for problem in problems] == [(Check.NUMBER, "the number 'zero' is missing")]


def test_a_dropped_icon_is_caught(terms, words):
    problems = checks(PER_PLAYER_1, PER_PLAYER_1_ES.replace(" (v)", ""), terms, words)
    assert [problem.check for problem in problems] == [Check.ICON]
    assert "per-player" in problems[0].detail


def test_a_dropped_quoted_card_text_is_caught(terms, words):
    unquoted = SURGE_2_ES.replace("«", "").replace("»", "")
    problems = checks(SURGE_2, unquoted, terms, words)
    assert [problem.check for problem in problems] == [Check.QUOTE]


def test_straight_quotes_may_stand_for_curly_ones(terms, words):
    straight = SURGE_2_ES.replace("«", '"').replace("»", '"')
    assert checks(SURGE_2.replace('"When', "“When").replace('card."', "card.”"), straight, terms, words) == []


@pytest.mark.parametrize(
    ("spanish", "word"),
    [
        ("Cuando un Minion ataca, descarta la carta.", "Minion"),
        ("Cuando un esbirro ataca, descarta the card.", "the"),
        ("Cuando un esbirro ataca, descarta la carta de tu mano each ronda.", "each"),
        ("Cuando un esbirro ataca, recibes damage.", "damage"),
    ],
)
def test_an_english_word_left_is_caught(spanish, word, terms, words):
    problems = checks("When a minion attacks, discard the card.", spanish, terms, words)
    english_words = [problem.detail for problem in problems if problem.check is Check.ENGLISH_WORD]
    assert f"'{word}' is an English word" in english_words


def test_an_unknown_capitalised_word_is_caught_unless_the_english_has_it(terms, words):
    english = "For example, Cable's side scheme Technovirus effect works even when out of play."
    spanish = "Por ejemplo, el efecto del plan secundario Technovirus de Cable funciona incluso fuera del juego."
    assert [problem for problem in checks(english, spanish, terms, words) if problem.check is Check.ENGLISH_WORD] == []
    problems = checks(english, spanish.replace("Technovirus", "Tecnovirux"), terms, words)
    assert [problem.detail for problem in problems if problem.check is Check.ENGLISH_WORD] == [
        "'Tecnovirux' is in neither word list"
    ]


def test_spanish_card_names_and_the_allow_list_are_words(terms, words):
    english = "Rhino attacks Black Cat, a card of Marvel Champions."
    spanish = "Rino ataca a Gata Negra, una carta de Marvel Champions."
    assert checks(english, spanish, terms, words) == []


def test_an_allow_list_line_with_two_words_names_its_line(tmp_path):
    allowed = tmp_path / "allowed.txt"
    allowed.write_text("# names\nMarvel\nMarvel Champions\n", encoding="utf-8")
    with pytest.raises(GlossaryError) as raised:
        allowed_words(allowed)
    assert raised.value.problems[0].source.line == 3
    assert ("line", "Marvel Champions") in raised.value.problems[0].params


def _entry(title_es: str, clauses: list[Clause]) -> Entry:
    source = SourceRef("minion.es.txt", 1)
    return Entry(
        id="minion",
        title={Lang.ES: title_es, Lang.EN: "Minion"},
        title_source={Lang.ES: source, Lang.EN: source},
        clauses=clauses,
        unofficial=frozenset({Lang.ES}),
    )


def _clause(clause_id: str, english: str, spanish: str, unofficial: frozenset[Lang]) -> Clause:
    source = SourceRef("minion.es.txt", 3)
    return Clause(
        id=clause_id, kind=ClauseKind.RULE, depth=0, number=None,
        text={Lang.EN: english, Lang.ES: spanish}, source={Lang.EN: source, Lang.ES: source},
        unofficial=unofficial,
    )


def test_check_entry_checks_the_unofficial_spanish_clauses_and_title(terms, words):
    entry = _entry("Secuaz", [
        _clause("minion.1", MINION_2_2, MINION_2_2_ES, frozenset({Lang.ES})),
        _clause("minion.2", MINION_2_2, MINION_2_2_ES.replace("0 puntos", "1 punto"), frozenset({Lang.ES})),
    ])
    entry.clauses[0].children.append(
        _clause("minion.1.1", SURGE_2, SURGE_2_ES.replace("«", "").replace("»", ""), frozenset({Lang.ES}))
    )
    assert [(problem.clause_id, problem.check) for problem in check_entry(entry, terms, words)] == [
        ("minion", Check.TERM),
        ("minion.1.1", Check.QUOTE),
        ("minion.2", Check.NUMBER),
    ]


def test_check_entry_leaves_official_spanish_alone(terms, words):
    entry = _entry("Esbirro", [_clause("minion.1", MINION_2_2, "Un texto oficial con other words.", frozenset())])
    entry.unofficial = frozenset()
    assert check_entry(entry, terms, words) == []


def test_the_title_is_compared_folded(terms, words):
    entry = _entry("ESBIRRO", [_clause("minion.1", MINION_2_2, MINION_2_2_ES, frozenset({Lang.ES}))])
    assert check_entry(entry, terms, words) == []


def test_a_translation_file_is_checked_through_the_importer(terms, words):
    """The fixture translates the Minion entry as a translator would: the importer marks it
    unofficial, and its every clause passes."""
    entry = load_glossary(SOURCES_DIR, FIXTURE_TRANSLATIONS).entry("minion")
    translated = [clause for clause in entry.walk() if Lang.ES in clause.unofficial]
    assert len(translated) == len(list(entry.walk())) > 0
    assert check_entry(entry, terms, words) == []
    entry.clauses[0].text[Lang.ES] = entry.clauses[0].text[Lang.ES].replace("esbirros", "minions")
    assert Check.ENGLISH_WORD in {problem.check for problem in check_entry(entry, terms, words)}


def test_every_translated_clause_passes_the_checks(terms, words):
    glossary = load_glossary()
    problems = [problem for entry in (*glossary.front_matter, *glossary.entries)
                for problem in check_entry(entry, terms, words)]
    assert problems == []


_QUOTED_SPAN = re.compile(r'"([^"]*)"|“([^”]*)”|«([^»]*)»')
_SHORTEST_CONSISTENT_QUOTE = 3
"""Words of a quoted English phrase from which its Spanish must be the same everywhere: shorter
quotes ("you", "choose") are single words whose Spanish changes with the sentence ("tú", "ti")."""


def quoted_renderings() -> dict[str, dict[str, list[str]]]:
    """Each quoted English phrase of the translated clauses, and the Spanish quoted in its place
    (the quotes of a clause paired in order, where both texts quote as often), with the clauses."""
    renderings: dict[str, dict[str, list[str]]] = {}
    glossary = load_glossary()
    for entry in (*glossary.front_matter, *glossary.entries):
        for clause in entry.walk():
            if Lang.ES in clause.unofficial and Lang.ES in clause.text and Lang.EN in clause.text:
                english = ["".join(found) for found in _QUOTED_SPAN.findall(clause.text[Lang.EN])]
                spanish = ["".join(found) for found in _QUOTED_SPAN.findall(clause.text[Lang.ES])]
                if len(english) == len(spanish):
                    for quoted, translated in zip(english, spanish):
                        renderings.setdefault(quoted, {}).setdefault(translated, []).append(clause.id)
    return renderings


def test_a_quoted_english_phrase_is_translated_one_way_everywhere():
    """Regression: "[type] form only" was «Solo identidad de [tipo]» in form.5 and «Sólo identidad
    de [tipo]» (as cards print it) in play.3."""
    renderings = quoted_renderings()
    assert len(renderings["[type] form only"]) == 1
    assert [(quoted, translated) for quoted, translated in renderings.items()
            if len(quoted.split()) >= _SHORTEST_CONSISTENT_QUOTE and len(translated) > 1] == []
