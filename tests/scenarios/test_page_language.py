"""A page writes the whole notation in its own language: the set-up's words and the zones, card
types and counters of its actions and facts too, although the engine reads either language."""

import pytest
from sybil import Document
from sybil.example import SybilFailure

from checker.cli import main
from checker.scenarios import ScenarioSyntaxError, parse_block, parse_scenarios
from checker.scenarios.sybil_parser import parse_document

SPANISH = """```scenario
Escenario: El plan principal está en juego
Cita: main-scheme.1
Dado: jugadores: A(inicial)
  plan: ms1[cara=B umbral=5]
Entonces: ms1 está en juego
```
"""


@pytest.mark.parametrize(
    ("spanish", "english", "word", "own", "line"),
    [
        ("jugadores: A(inicial)", "players: A(inicial)", "players", "jugadores", 4),
        ("jugadores: A(inicial)", "jugadores: A(first)", "first", "inicial", 4),
        ("plan: ms1", "scheme: ms1", "scheme", "plan", 5),
        ("umbral=5", "target=5", "target", "umbral", 5),
    ],
)
def test_an_english_word_of_the_set_up_on_a_spanish_page_is_named_with_its_line(page, spanish, english, word, own,
                                                                                line):
    path = page("es", "main-scheme", SPANISH.replace(spanish, english))
    with pytest.raises(ScenarioSyntaxError) as caught:
        parse_scenarios(path)
    assert caught.value.location.line == line
    assert caught.value.render("es").endswith(
        f"«{word}» es una palabra de la notación del estado en otro idioma; en esta página escribe «{own}»"
    )
    assert caught.value.render("en").endswith(
        f"“{word}” is a word of the state notation in another language; on this page write “{own}”"
    )


@pytest.mark.parametrize(
    "line",
    ["Then: d1 is in mazo-encuentros", "When: shuffle mazo-encuentros", "When: place 1 amenaza counters on ms1",
     "Then: A.mano: d1"],
)
def test_a_spanish_zone_or_counter_in_an_english_action_or_fact_is_refused(line):
    source = "Scenario: x\nCites: encounter-deck.1\nGiven: players: A(first)\n  encounter-deck: d1\n" + line + "\n"
    with pytest.raises(ScenarioSyntaxError, match="unknown (action|expected fact)"):
        parse_block(source, "en", "page.md", 1)


def test_verify_and_pytest_fail_a_set_up_in_the_other_language(page, capsys):
    path = page("es", "main-scheme", SPANISH.replace("plan:", "scheme:"))
    assert main(["--lang", "en", "verify", str(path)]) == 1
    out = capsys.readouterr().out
    assert "main-scheme.md:5: “scheme” is a word of the state notation in another language" in out
    [example] = Document.parse(str(path), parse_document)
    with pytest.raises(SybilFailure, match="main-scheme.md:5: «scheme» es una palabra de la notación del estado"):
        example.evaluate()


def test_the_page_in_its_own_language_reads(page):
    [scenario] = parse_scenarios(page("es", "main-scheme", SPANISH))
    assert scenario.setup_text == "jugadores: A(inicial)\nplan: ms1[cara=B umbral=5]"
