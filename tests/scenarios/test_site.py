"""Site helpers: a scenario block rendered with its verdict."""

from checker.scenarios.site import Naming, render_scenario, render_scenario_html

PASSING = ("Escenario: Una carta de Plan principal no puede descartarse\nCita: main-scheme.7\n"
           "Dado: jugadores: A(inicial); plan: ms1[cara=B] ms2\nCuando: descarta ms1\nEntonces: prohibido por main-scheme.7\n")


def test_a_passing_scenario_shows_a_verified_badge_and_its_anchor():
    html = render_scenario_html(PASSING, "es")
    assert 'class="mc-scenario mc-scenario--verified" id="scenario-main-scheme.7-' in html
    assert '<span class="mc-scenario__badge" data-search-exclude="">verificado</span>' in html
    assert '<a href="#main-scheme.7">main-scheme 7</a>' in html


def test_a_cited_clause_reads_as_the_page_names_it_and_links_to_its_id():
    html = render_scenario_html(PASSING, "es", naming=Naming(clause=lambda clause: "Plan principal 7"))
    assert '<a href="#main-scheme.7">Plan principal 7</a>' in html
    assert "(regla Plan principal 7)" in html


def test_a_failing_scenario_shows_the_failure_in_the_page_language():
    html = render_scenario_html(PASSING.replace("prohibido por main-scheme.7", "ms1 está fuera del juego"), "es")
    assert "mc-scenario--failed" in html and ">falla<" in html
    assert "el motor rechazó la acción" in html


def test_an_unreadable_scenario_says_so_without_breaking_the_page():
    html = render_scenario_html("Scenario: <b>x</b>\n", "en")
    assert "mc-scenario--invalid" in html and "cannot be read" in html and "&lt;b&gt;" in html


def test_the_searchable_version_keeps_the_head_and_leaves_out_what_search_excludes():
    shown = render_scenario(PASSING, "es")
    assert shown.result.passed and shown.scenario.cites == ("main-scheme.7",)
    assert "Una carta de Plan principal no puede descartarse" in shown.searchable
    assert "data-search-exclude" not in shown.searchable and "data-search-exclude" in shown.html
    assert shown.searchable.startswith('<div class="mc-scenario mc-scenario--verified" id="scenario-main-scheme.7-')
