"""Running scenarios: what passes, what fails, and a failure report a rules expert can read."""

import pytest

from checker.engine.card_schema import KEYWORDS
from checker.engine.cards import Keyword
from checker.engine.flow import RULES
from checker.scenarios import parse_block, run_scenario

ADVANCE_EN = """Scenario: Acceleration tokens carry over
Cites: main-scheme.6
Given: players: A(first); scheme: ms1[side=B target=5 threat=5] ms2[target=9]; accel-tokens: 2
When: the main scheme advances by completion
  ms1 is completed.
  ...
Then: acceleration tokens: {tokens}
"""

ADVANCE_ES = """Escenario: Las fichas de Aceleración pasan a la nueva etapa
Cita: main-scheme.6
Dado: jugadores: A(inicial); plan: ms1[cara=B umbral=5 amenaza=5] ms2[umbral=9]; fichas-aceleracion: 2
Cuando: el plan principal avanza por completarse
  ms1 se completa.
  ...
Entonces: fichas de Aceleración: {tokens}
"""


def run(source, lang, file="page.md"):
    return run_scenario(parse_block(source, lang, file, 1))


def test_a_scenario_that_matches_the_engine_passes():
    assert run(ADVANCE_EN.format(tokens=2), "en").passed
    assert run(ADVANCE_ES.format(tokens=2), "es").passed


def test_a_failure_names_scenario_clause_step_expected_and_actual_in_english():
    report = run(ADVANCE_EN.format(tokens=3), "en").report()
    lines = report.splitlines()
    assert lines[:5] == [
        "Scenario “Acceleration tokens carry over” failed (page.md:1)",
        "Clauses cited: main-scheme.6",
        "Step at page.md:4: When: the main scheme advances by completion",
        "Expected (page.md:7):",
        "    acceleration tokens: 3",
    ]
    assert lines[5:7] == ["The engine:", "    acceleration tokens: 2"]
    assert "Event log of the step:" in lines and "    ms1 is completed." in lines
    assert lines[-3:] == ["    accel-tokens: 2", "    completed: ms1", "    removed: ms1:main-scheme[side=B target=5]"]


def test_a_failure_reads_in_spanish_on_a_spanish_page():
    lines = run(ADVANCE_ES.format(tokens=3), "es").report().splitlines()
    assert lines[:7] == [
        "El escenario «Las fichas de Aceleración pasan a la nueva etapa» ha fallado (page.md:1)",
        "Cláusulas citadas: main-scheme.6",
        "Paso en page.md:4: Cuando: el plan principal avanza por completarse",
        "Se esperaba (page.md:7):",
        "    fichas de Aceleración: 3",
        "El motor:",
        "    fichas de Aceleración: 2",
    ]
    assert "Estado tras el paso:" in lines and "    fichas-aceleracion: 2" in lines


def test_an_event_log_that_differs_shows_both_logs():
    source = ADVANCE_EN.format(tokens=2).replace("  ms1 is completed.\n  ...\n", "  ms2 is completed.\n")
    report = run(source, "en").report()
    assert "Expected (page.md:5):\n    ms2 is completed.\nThe engine:\n    ms1 is completed.\n" in report


def test_an_ellipsis_stands_for_any_number_of_events_but_the_rest_must_match():
    source = "Scenario: x\nCites: main-scheme.6\nGiven: {setup}\nWhen: the main scheme advances by completion\n{log}"
    setup = "players: A(first); scheme: ms1[side=B target=5 threat=5] ms2[target=9]; accel-tokens: 2"
    assert run(source.format(setup=setup, log="  ...\n  Acceleration tokens carried over to ms2: 2.\n"), "en").passed
    assert run(source.format(setup=setup, log="  ...\n  ms1 is completed.\n  ...\n"), "en").passed
    assert not run(source.format(setup=setup, log="  ...\n  ms1 is completed.\n"), "en").passed


def test_an_action_the_rules_forbid_fails_unless_the_scenario_expects_it():
    base = "Scenario: x\nCites: main-scheme.7\nGiven: players: A(first); scheme: ms1[side=B] ms2\nWhen: discard ms1\n"
    assert run(base + "Then: forbidden by main-scheme.7\n  ms1 is in play\n", "en").passed
    refused = run(base + "Then: ms1 is in play\n", "en").report()
    assert "The engine:\n    the engine refused the action: Main scheme cards cannot be discarded: ms1 stays (rule main-scheme.7;" in refused
    wrong_clause = run(base + "Then: forbidden by main-scheme.6\n", "en").report()
    assert "    forbidden by main-scheme.6\nThe engine:\n    forbidden by main-scheme.7 — " in wrong_clause


def test_expecting_a_refusal_the_engine_does_not_give_fails():
    source = ("Scenario: x\nCites: main-scheme.7\nGiven: players: A(first); scheme: ms1[side=B] ms2; A.play: cap\n"
              "When: discard cap\nThen: forbidden by main-scheme.7\n")
    assert "    forbidden by main-scheme.7\nThe engine:\n    the engine carried out the action\n" in run(source, "en").report()


def test_the_first_failing_step_ends_the_run():
    source = ("Scenario: x\nCites: main-scheme.2\nGiven: players: A(first); scheme: ms1[side=B accel=1 target=9] ms2\n"
              "When: villain phase, step one\nThen: threat on ms1: 5\nWhen: villain phase, step one\nThen: threat on ms1: 2\n")
    result = run(source, "en")
    assert (result.passed, result.steps_run) == (False, 1)


def test_facts_about_unknown_cards_fail_with_the_engine_message():
    source = "Scenario: x\nCites: main-scheme.1\nGiven: players: A(first)\nThen: nobody is in play\n"
    assert "There is no card nobody in this game" in run(source, "en").report()


def test_an_attachment_fact_holds_only_for_its_host_and_way_of_attaching():
    source = ("Scenario: x\nCites: player-elimination.2.2\nGiven: players: A(first) B; scheme: ms1[side=B] ms2\n"
              "  A.engaged: m1{net ~clue}; B.engaged: m2\nThen: {fact}\n")
    assert run(source.replace("{fact}", "net is attached to m1\n  clue is facedown under m1"), "en").passed
    assert "\nThe engine:\n    clue is facedown under m1\n" in run(source.replace("{fact}", "clue is attached to m1"), "en").report()
    assert "\nThe engine:\n    net is attached to m1\n" in run(source.replace("{fact}", "net is attached to m2"), "en").report()
    assert "\nThe engine:\n    m2 is in B.engaged\n" in run(source.replace("{fact}", "m2 is attached to m1"), "en").report()


WAITING_EN = """Scenario: The first player must choose
Cites: player-elimination.2.3.1
Given: players: A(first) B C
  A.play: peter:identity{hook:attachment[permanent attach-to=identity]}
  B.play: carol:identity
  C.play: thor:identity
When: eliminate A
{answer}"""


def test_a_scenario_that_leaves_a_choice_unanswered_fails_naming_it():
    assert run(WAITING_EN.replace("{answer}", "When: B chooses carol\n"), "en").passed
    result = run(WAITING_EN.replace("{answer}", ""), "en")
    assert not result.passed
    report = result.report()
    assert "Expected:\n    no decision left waiting\nThe engine:\n" in report
    assert "    B still has to choose among: carol thor (rule player-elimination.2.3.1)\n" in report


RESHUFFLE_EN = """Scenario: The deck runs out
Cites: encounter-deck.3
Given: players: A(first); scheme: ms1[side=B target=20] ms2; encounter-deck: t1 t2; encounter-discard: d1
When: discard {count} cards from the encounter deck
"""


def test_a_result_records_the_clauses_of_the_rules_that_ran():
    ran_out = run(RESHUFFLE_EN.format(count=2), "en")
    assert ran_out.passed
    assert "encounter-deck.3" in ran_out.clauses_ran
    assert "encounter-deck.3.1" in ran_out.clauses_ran
    one_card = run(RESHUFFLE_EN.format(count=1), "en")
    assert "encounter-deck.3.1" in one_card.clauses_ran
    assert "encounter-deck.3" not in one_card.clauses_ran, "the deck did not run out: that rule did nothing"


NOT_CARRIED_OUT = {
    "en": """Scenario: Keywords and a counter no rule carries out
Cites: damage.1
Given: players: A(first); villain: rhino[hp=14{keywords}]; A.play: spidey:identity[atk=2 hp=10 arrow=1]
When: A attacks rhino with spidey
  spidey exhausts to attack rhino.
  rhino takes 2 damage.
  rhino has been attacked by spidey.
""",
    "es": """Escenario: Palabras clave y un contador que ninguna regla lleva a cabo
Cita: damage.1
Dado: jugadores: A(inicial); villano: rhino[vida=14{keywords}]; A.juego: spidey:identidad[atq=2 vida=10 arrow=1]
Cuando: A ataca a rhino con spidey
  spidey se agota para atacar a rhino.
  rhino sufre 2 de Daño.
  spidey ha atacado a rhino.
""",
}


def keywords_not_carried_out() -> list[Keyword]:
    """Up to two keywords the notation reads and no rule carries out, as the engine stands."""
    return [keyword for keyword in Keyword if keyword.value not in RULES.words_carried_out][:2]


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_word_of_the_set_up_no_rule_carries_out_fails_the_scenario_instead_of_passing_hollow(lang):
    """The attack itself would pass: keywords no rule carries out and an arrow counter are read by
    the notation, so the scenario fails and names them."""
    keywords = keywords_not_carried_out()
    spanish = {word.en: word.es for word in KEYWORDS}
    spelled = [keyword.value if lang == "en" else spanish[keyword.value] for keyword in keywords]
    text = NOT_CARRIED_OUT[lang].format(keywords="".join(f" {word}" for word in spelled))
    result = run_scenario(parse_block(text, lang))
    [difference] = result.failure.differences
    words = ", ".join([*spelled, "arrow"])
    assert difference.actual == {"en": "not carried out yet: ", "es": "aún no se lleva a cabo: "}[lang] + words
    clean = NOT_CARRIED_OUT[lang].format(keywords="").replace(" arrow=1", "")
    assert run_scenario(parse_block(clean, lang)).passed


def test_an_ability_label_no_rule_carries_out_fails_the_scenario(monkeypatch):
    """A label the notation reads but no rule carries out fails the scenario: here "(defense)",
    taken out of the words the rules declare."""
    monkeypatch.setattr(RULES, "words_carried_out", RULES.words_carried_out - {"defense"})
    text = """Scenario: A defense label
Cites: action.1
Given: players: A(first); scheme: ms1[side=B target=20]
  A.deck: d1 d2
  A.play: peter:identity[side=B hp=10] lab:support[ability="action(defense): draw+1"]
When: A uses the action of lab
  The ability of lab is used.
  A draws d1.
"""
    result = run_scenario(parse_block(text, "en"))
    [difference] = result.failure.differences
    assert difference.actual == "not carried out yet: defense"
    assert run_scenario(parse_block(text.replace("(defense)", "(thwart)"), "en")).passed
