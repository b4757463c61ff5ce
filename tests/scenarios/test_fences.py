"""Scenario fences that cannot be read are errors naming the file and the line of the fence,
in ``verify`` and under pytest, never blocks skipped without a word."""

import pytest
from sybil import Document
from sybil.example import SybilFailure

from checker.cli import main
from checker.scenarios import ScenarioSyntaxError, parse_scenarios
from checker.scenarios.parser import scenario_blocks
from checker.scenarios.sybil_parser import parse_document

GOOD = """```scenario
Scenario: Only schemes take threat
Cites: main-scheme.1
Given: players: A(first); scheme: ms1[side=B target=5]
Then: ms1 is in play
```
"""

UNCLOSED = GOOD + """
Prose.

```scenario
Scenario: Left open
Cites: main-scheme.1
"""


def test_an_unclosed_scenario_fence_names_the_line_it_opens_on(page):
    path = page("en", "main-scheme", UNCLOSED)
    with pytest.raises(ScenarioSyntaxError) as caught:
        parse_scenarios(path)
    assert str(caught.value.location).endswith("en/scenarios/main-scheme.md:10")
    assert caught.value.render("es").endswith(
        "el bloque que se abre aquí no se cierra nunca; termínalo con una línea «```»"
    )


def test_a_scenario_fence_opened_inside_an_open_one_reports_the_first(page):
    text = "```scenario\nScenario: first, never closed\n\n" + GOOD
    path = page("en", "main-scheme", text)
    with pytest.raises(ScenarioSyntaxError, match="is never closed") as caught:
        parse_scenarios(path)
    assert caught.value.location.line == 1
    assert [block.first_line for block in scenario_blocks(text, "page.md")] == [2, 5]


def test_any_unclosed_fence_is_an_error_because_it_hides_the_rest_of_the_page():
    [block] = scenario_blocks("Prose.\n\n~~~~text\n" + GOOD, "page.md")
    assert str(block.problem) == "page.md:3: the block opened here is never closed; end it with a line “~~~~”"


@pytest.mark.parametrize(
    ("fence", "lang"),
    [("```Scenario", "en"), ("```escenario", "en"), ("```Escenario", "es"), ("```{.scenario}", "es"),
     ("```scenario title", "en"), ("~~~SCENARIO", "es")],
)
def test_a_fence_that_looks_like_a_scenario_but_is_not_one_is_an_error(page, fence, lang):
    text = "Prose.\n\n" + GOOD.replace("```scenario", fence, 1).replace("```\n", fence[:3] + "\n")
    path = page(lang, "main-scheme", text)
    with pytest.raises(ScenarioSyntaxError) as caught:
        parse_scenarios(path)
    assert caught.value.location.line == 3
    assert f"“{fence}” does not open a scenario block" in caught.value.render("en")


def test_a_space_or_tab_before_the_fence_name_still_opens_a_scenario(page):
    for fence in ("``` scenario", "```\tscenario ", "````scenario"):
        path = page("en", "main-scheme", GOOD.replace("```scenario", fence).replace("```\n", fence[:4].strip() + "\n"))
        assert [scenario.name for scenario in parse_scenarios(path)] == ["Only schemes take threat"]


def test_a_scenario_fence_inside_another_fence_is_an_example_not_a_scenario():
    text = "````markdown\n" + GOOD + "````\n"
    assert scenario_blocks(text, "guide.md") == []


def test_pytest_fails_the_unclosed_fence_and_still_runs_the_scenarios_above_it(page):
    path = page("es", "main-scheme", UNCLOSED.replace("Scenario:", "Escenario:").replace("Cites:", "Cita:")
                .replace("Given:", "Dado:").replace("Then: ms1 is in play", "Entonces: ms1 está en juego")
                .replace("players: A(first); scheme:", "jugadores: A(inicial); plan:").replace("side=B target=5", "cara=B umbral=5"))
    examples = list(Document.parse(str(path), parse_document))
    assert [example.line for example in examples] == [1, 10]
    examples[0].evaluate()
    with pytest.raises(SybilFailure) as caught:
        examples[1].evaluate()
    assert "es/scenarios/main-scheme.md:10: el bloque que se abre aquí no se cierra nunca" in str(caught.value)


def test_pytest_fails_a_keyword_of_the_other_language(page):
    path = page("es", "main-scheme", GOOD)
    [example] = Document.parse(str(path), parse_document)
    with pytest.raises(SybilFailure) as caught:
        example.evaluate()
    assert "main-scheme.md:2: «Scenario» es una palabra clave de otro idioma" in str(caught.value)


@pytest.mark.parametrize("lang", ["es", "en"])
def test_verify_fails_an_unclosed_fence_with_its_file_and_line(page, capsys, lang):
    path = page("en", "main-scheme", UNCLOSED)
    assert main(["--lang", lang, "verify", str(path)]) == 1
    out = capsys.readouterr().out
    expected = {"es": "el bloque que se abre aquí no se cierra nunca", "en": "the block opened here is never closed"}
    assert f"main-scheme.md:10: {expected[lang]}" in out


def test_verify_fails_a_keyword_of_the_other_language(page, capsys):
    path = page("en", "main-scheme", GOOD.replace("Given:", "Dado:"))
    assert main(["--lang", "en", "verify", str(path)]) == 1
    out = capsys.readouterr().out
    assert "main-scheme.md:4: “Dado” is a keyword of another language; on this page write “Given”" in out
