"""Site helpers: a scenario block rendered with its verdict, and the scenarios of each clause."""

from checker.scenarios.site import clause_scenarios, render_scenario_html

PASSING = ("Escenario: Una carta de Plan principal no puede descartarse\nCita: main-scheme.7\n"
           "Dado: jugadores: A(inicial); plan: ms1[cara=B] ms2\nCuando: descarta ms1\nEntonces: prohibido por main-scheme.7\n")


def test_a_passing_scenario_shows_a_verified_badge_and_its_anchor():
    html = render_scenario_html(PASSING, "es")
    assert 'class="mc-scenario mc-scenario--verified" id="scenario-main-scheme.7-' in html
    assert '<span class="mc-scenario__badge" data-search-exclude="">verificado</span>' in html
    assert '<a href="#main-scheme.7">main-scheme.7</a>' in html


def test_a_failing_scenario_shows_the_failure_in_the_page_language():
    html = render_scenario_html(PASSING.replace("prohibido por main-scheme.7", "ms1 está fuera del juego"), "es")
    assert "mc-scenario--failed" in html and ">falla<" in html
    assert "el motor rechazó la acción" in html


def test_an_unreadable_scenario_says_so_without_breaking_the_page():
    html = render_scenario_html("Scenario: <b>x</b>\n", "en")
    assert "mc-scenario--invalid" in html and "cannot be read" in html and "&lt;b&gt;" in html


def test_each_clause_lists_the_scenarios_citing_it_with_the_same_anchors_in_both_languages(glossary):
    spanish, english = clause_scenarios(glossary, "es"), clause_scenarios(glossary, "en")
    assert set(spanish) == set(english)
    assert [anchor for _, anchor in spanish["main-scheme.6"]] == [anchor for _, anchor in english["main-scheme.6"]]
    assert english["main-scheme.6"][0][0] == "Acceleration tokens carry over to the new stage and keep accelerating it"


PAGE = """```scenario
Scenario: Threat short of the target
Cites: main-scheme.6, main-scheme.3
Given: players: A(first); scheme: ms1[side=B target=20] ms2[target=9]; accel-tokens: 2
When: place 1 threat on ms1
Then: threat on ms1: 1
```

```scenario
Scenario: The tokens carry over
Cites: main-scheme.6
Given: players: A(first); scheme: ms1[side=B target=5 threat=5] ms2[target=9]; accel-tokens: 2
When: the main scheme advances by completion
Then: acceleration tokens: 2
```

```scenario
Scenario: A wrong ruling
Cites: main-scheme.4.1
Given: players: A(first); scheme: ms1[side=B target=5 threat=5] ms2[target=9]
When: the main scheme advances by completion
Then: ms1 is in play
```
"""


def test_a_clause_is_verified_by_the_passing_scenarios_during_which_the_engine_carried_it_out(page, glossary, tmp_path):
    """The first scenario cites main-scheme.6 and main-scheme.3 but reaches neither (no advance,
    no completion); the third fails. Only the second verifies anything."""
    page("en", "main-scheme", PAGE)
    verifying = clause_scenarios(glossary, "en", tmp_path)
    assert [name for name, _ in verifying["main-scheme.6"]] == ["The tokens carry over"]
    assert "main-scheme.3" not in verifying
    assert "main-scheme.4.1" not in verifying
