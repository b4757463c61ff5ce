"""Reading scenario pages: keywords of the page's language, and errors that name file and line."""

import os

import pytest

from checker.engine import DealDamage, PerformStep, VillainStep
from checker.scenarios import ScenarioSyntaxError, parse_block, parse_scenarios
from checker.scenarios import facts as f
from checker.scenarios.parser import scenario_blocks

ENGLISH = """Prose for readers.

```scenario
Scenario: Damage is dealt
Cites: player-elimination.1
Question: Does damage stack?
Answer: Yes.
Ruled by: Rules team
Date: 2024-05-01
Link: https://example.org/ruling/1
Given: players: A(first)
  A.play: peter:identity[hp=5]
When: deal 2 damage to peter
  peter takes 2 damage.
Then: damage on peter: 2
```

More prose.
"""


def test_each_scenario_and_step_knows_its_file_and_line(page):
    path = page("en", "player-elimination", ENGLISH)
    [scenario] = parse_scenarios(path)
    assert scenario.location.line == 4
    assert scenario.location.file.endswith("en/scenarios/player-elimination.md")
    assert scenario.steps[0].location.line == 13
    assert scenario.steps[0].events[0].location.line == 14
    assert scenario.steps[0].facts[0].location.line == 15


def test_a_page_starting_with_a_byte_order_mark_keeps_its_scenarios_and_lines(page):
    path = page("en", "player-elimination", "\ufeff```scenario" + ENGLISH.split("```scenario", 1)[1])
    [scenario] = parse_scenarios(path)
    assert scenario.location.line == 2 and scenario.steps[0].location.line == 11


def test_a_scenario_reads_its_ruling_actions_and_facts(page):
    [scenario] = parse_scenarios(page("en", "player-elimination", ENGLISH))
    assert scenario.name == "Damage is dealt"
    assert scenario.cites == ("player-elimination.1",)
    assert (scenario.ruling.question, scenario.ruling.ruled_by, scenario.ruling.link) == (
        "Does damage stack?", "Rules team", "https://example.org/ruling/1")
    assert scenario.steps[0].action == DealDamage("peter", 2)
    assert scenario.steps[0].facts[0].fact == f.Counter("peter", "damage", 2)


def test_spanish_pages_use_spanish_keywords_and_phrases():
    scenario = parse_block(
        "Escenario: Paso uno\nCita: main-scheme.2\nDado: jugadores: A(inicial); plan: ms1[cara=B umbral=9]\n"
        "Cuando: Fase del Villano, paso uno\nEntonces: amenaza sobre ms1: 0\n",
        "es",
    )
    assert scenario.steps[0].action == PerformStep(VillainStep.PLACE_THREAT)
    assert scenario.steps[0].facts[0].fact == f.Counter("ms1", "threat", 0)


def test_an_english_keyword_on_a_spanish_page_names_the_spanish_one(page):
    path = page("es", "main-scheme", ENGLISH)
    with pytest.raises(ScenarioSyntaxError) as caught:
        parse_scenarios(path)
    assert caught.value.location.line == 4
    assert caught.value.render("es").endswith("«Scenario» es una palabra clave de otro idioma; en esta página escribe «Escenario»")


def test_an_unknown_action_suggests_the_closest_phrases():
    source = "Scenario: x\nCites: main-scheme.7\nGiven: players: A\nWhen: dicsard ms1\n"
    with pytest.raises(ScenarioSyntaxError) as caught:
        parse_block(source, "en", "page.md", 10)
    message = caught.value.render("en")
    assert message.startswith("page.md:13: unknown action “dicsard ms1”; did you mean: discard {card}")


def test_bad_state_notation_names_the_line_of_the_set_up():
    source = "Scenario: x\nCites: main-scheme.7\nGiven: players: A\n  scheme: ms1[side=Q]\nThen: ms1 is in play\n"
    with pytest.raises(ScenarioSyntaxError) as caught:
        parse_block(source, "en", "page.md", 1)
    assert caught.value.location.line == 4
    assert "bad value 'Q' for 'side'" in caught.value.render("en")


@pytest.mark.parametrize(
    ("source", "reason"),
    [
        ("Cites: a.1\nGiven: players: A\nThen: the game goes on\n", "a scenario starts with “Scenario”"),
        ("Scenario: x\nGiven: players: A\nThen: the game goes on\n", "cites no clause"),
        ("Scenario: x\nCites: a.1\nThen: the game goes on\n", "an expected fact needs a set-up above it"),
        ("Scenario: x\nCites: a.1\nGiven: players: A\n", "expects nothing"),
        ("Scenario: x\nCites: a.1\nGiven: players: A\nThen: forbidden by a.1\n", "only an action can be forbidden"),
        ("Scenario: x\nCites: a.1\nGiven: players: A\nThen: the moon is full\n", "unknown expected fact “the moon is full”"),
        ("stray line\n", "belongs to no part of the scenario"),
    ],
)
def test_incomplete_scenarios_are_refused_with_a_reason(source, reason):
    with pytest.raises(ScenarioSyntaxError, match=reason):
        parse_block(source, "en")


def test_only_scenario_fences_are_read():
    text = "```python\nprint()\n```\n\n~~~scenario\nScenario: a\n~~~\n```scenario\nScenario: b\n```\n"
    assert [block.source for block in scenario_blocks(text)] == ["Scenario: a\n", "Scenario: b\n"]
    assert [block.first_line for block in scenario_blocks(text)] == [6, 9]


def test_a_page_outside_a_language_folder_is_refused(tmp_path):
    path = tmp_path / "scenarios" / "main-scheme.md"
    path.parent.mkdir()
    path.write_text(ENGLISH, encoding="utf-8")
    with pytest.raises(ScenarioSyntaxError, match="cannot tell the language"):
        parse_scenarios(path)


def test_a_named_pipe_among_the_pages_is_refused_instead_of_waited_on(tmp_path):
    pipe = tmp_path / "en" / "scenarios" / "draw.md"
    pipe.parent.mkdir(parents=True)
    os.mkfifo(pipe)
    with pytest.raises(ScenarioSyntaxError, match="not a regular file"):
        parse_scenarios(pipe)


def test_a_page_over_the_size_limit_is_refused_before_it_is_read(page, monkeypatch):
    monkeypatch.setattr("checker.verdicts.pages.PAGE_SIZE_LIMIT", 100)
    path = page("en", "draw", "x" * 101)
    with pytest.raises(ScenarioSyntaxError, match="larger than"):
        parse_scenarios(path)


@pytest.mark.parametrize("lang, text, words", [
    ("en", "Scenario: x\nCites: damage.1\nGiven: players: A(first)\nWhen: place 1000000000 acceleration tokens\n",
     "4: the number 1000000000 is larger than 1000"),
    ("es", "Escenario: x\nCita: damage.1\nDado: jugadores: A(inicial)\nCuando: A roba 5000 cartas\n",
     "4: el número 5000 es mayor que 1000"),
])
def test_an_action_naming_a_huge_number_is_refused_at_its_line_before_anything_runs(lang, text, words):
    with pytest.raises(ScenarioSyntaxError) as error:
        parse_block(text, lang)
    assert words in error.value.render(lang)


def test_a_page_may_be_as_large_as_a_source_file_of_the_glossary():
    from checker.glossary import sources
    from checker.verdicts import pages

    assert pages.PAGE_SIZE_LIMIT == sources.SIZE_LIMIT
