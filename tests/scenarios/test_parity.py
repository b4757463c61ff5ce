"""Spanish and English scenarios of an entry set up, do and expect the same things."""

import pytest

from checker.scenarios import parse_block, parse_scenarios, parity_problems
from checker.scenarios.verify import DOCS_DIR

ENTRIES = sorted(path.stem for path in (DOCS_DIR / "en" / "scenarios").glob("*.md"))


def test_both_languages_have_the_same_scenario_pages():
    spanish = sorted(path.stem for path in (DOCS_DIR / "es" / "scenarios").glob("*.md"))
    assert spanish == ENTRIES and ENTRIES


@pytest.mark.parametrize("entry", ENTRIES)
def test_spanish_and_english_scenarios_say_the_same_thing(entry):
    spanish = parse_scenarios(DOCS_DIR / "es" / "scenarios" / f"{entry}.md")
    english = parse_scenarios(DOCS_DIR / "en" / "scenarios" / f"{entry}.md")
    problems = parity_problems(entry, spanish, english)
    assert not problems, "\n".join(problem.render("en") for problem in problems)


ES = ("Escenario: Paso uno\nCita: main-scheme.2\nDado: jugadores: A(inicial); plan: ms1[cara=B aceleracion=1 umbral=9]\n"
      "Cuando: fase del villano, paso uno\n  Fase del Villano, paso uno: ms1 recibe 1 de amenaza (recuadro 1, fichas 0, iconos 0).\n"
      "Entonces: amenaza sobre ms1: 1\n")
EN = ("Scenario: Step one\nCites: main-scheme.2\nGiven: players: A(first); scheme: ms1[side=B accel=1 target=9]\n"
      "When: villain phase, step one\n  Villain phase, step one: ms1 gets 1 threat (field 1, tokens 0, icons 0).\n"
      "Then: threat on ms1: 1\n")


def test_a_translation_that_says_the_same_thing_is_in_parity():
    assert parity_problems("main-scheme", [parse_block(ES, "es")], [parse_block(EN, "en")]) == []


@pytest.mark.parametrize(
    ("english", "aspect"),
    [
        (EN.replace("main-scheme.2", "main-scheme.3"), "cited clauses"),
        (EN.replace("accel=1", "accel=2"), "set-up"),
        (EN.replace("threat on ms1: 1", "threat on ms1: 2"), "steps"),
        (EN.replace("(field 1,", "(field 2,"), "steps"),
        (EN.replace("villain phase, step one\n", "place 1 threat on ms1\n"), "steps"),
    ],
)
def test_a_difference_in_what_is_set_up_done_or_expected_breaks_parity(english, aspect):
    [problem] = parity_problems("main-scheme", [parse_block(ES, "es")], [parse_block(english, "en")])
    assert f"the {aspect} of “Paso uno”" in problem.render("en")


def test_a_missing_scenario_breaks_parity():
    [problem] = parity_problems("main-scheme", [parse_block(ES, "es")] * 2, [parse_block(EN, "en")])
    assert problem.render("es") == "main-scheme: es tiene 2 escenarios y en tiene 1"
