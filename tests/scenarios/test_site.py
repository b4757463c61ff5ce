"""Site helpers: a scenario block rendered with its verdict, and the scenarios of each clause."""

from checker.scenarios.site import clause_scenarios, render_scenario_html

PASSING = ("Escenario: Una carta de Plan principal no puede descartarse\nCita: main-scheme.7\n"
           "Dado: jugadores: A(inicial); plan: ms1[cara=B] ms2\nCuando: descarta ms1\nEntonces: prohibido por main-scheme.7\n")


def test_a_passing_scenario_shows_a_verified_badge_and_its_anchor():
    html = render_scenario_html(PASSING, "es")
    assert 'class="mc-scenario mc-scenario--verified" id="scenario-main-scheme.7-' in html
    assert '<span class="mc-scenario__badge" data-search-exclude>verificado</span>' in html
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
