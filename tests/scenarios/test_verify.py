"""``verify`` and ``mcrules verify``: every clause verified or not executable, verdicts as text,
JSON and JUnit, and a non-zero exit on any failure."""

import copy
import json
import os
import sys
from xml.etree import ElementTree

import pytest

from checker import PROJECT_ROOT
from checker.cli import main
from checker.glossary import Clause, ClauseKind, Lang
from checker.scenarios import verify
from checker.verdicts.report import clause_totals, report_text
from checker.scenarios.verify import (
    FAILED,
    NOT_EXECUTABLE,
    NOT_RUN,
    UNCOVERED,
    VERIFIED,
    NotExecutableError,
    load_not_executable,
)
from tests.scenarios.test_parity import EN, ES

FAILING = """```scenario
Scenario: A wrong ruling about acceleration tokens
Cites: main-scheme.6
Given: players: A(first); scheme: ms1[side=B target=5 threat=5] ms2[target=9]; accel-tokens: 2
When: the main scheme advances by completion
Then: acceleration tokens: 0
```
"""


def test_every_clause_of_an_entry_with_scenarios_is_verified_or_not_executable(glossary):
    report = verify(glossary=glossary)
    assert report.ok, [clause.id for clause in report.clauses_with(UNCOVERED)]
    statuses = {clause.id: clause.status for entry in report.entries for clause in entry.clauses}
    started = {path.stem for path in (PROJECT_ROOT / "docs" / "en" / "scenarios").glob("*.md")}
    assert {entry.id for entry in report.entries} == started
    assert set(statuses) == {clause.id for entry in glossary.entries if entry.id in started for clause in entry.statements()}
    assert set(statuses.values()) <= {VERIFIED, NOT_EXECUTABLE}
    verified = [clause for entry in report.entries for clause in entry.clauses if clause.status == VERIFIED]
    assert all(clause.ran_in for clause in verified), "a verified clause ran during a passing scenario citing it"
    assert {entry.id for entry in report.without_scenarios} == {entry.id for entry in glossary.entries} - started
    assert report.passed == len(report.results) and report.failed == 0


def test_not_executable_clauses_give_their_reason_in_both_languages(glossary):
    reasons = load_not_executable()
    known = {clause.id for entry in glossary.entries for clause in entry.walk()}
    assert set(reasons) <= known
    assert all(reason["es"] != reason["en"] for reason in reasons.values())


def test_verify_command_prints_a_verdict_per_entry_and_clause(capsys):
    assert main(["--lang", "en", "verify"]) == 0
    out = capsys.readouterr().out
    assert "\nmain-scheme\n" in out
    assert "  main-scheme.6 " in out and "verified" in out
    assert "  encounter-deck.1 " in out and "not executable" in out
    assert out.rstrip().endswith("0 uncovered.")


def test_verify_json_follows_the_contract(capsys):
    assert main(["--lang", "es", "verify", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["failed"] == 0 and data["passed"] > 0
    entry = next(entry for entry in data["entries"] if entry["id"] == "main-scheme")
    clause = next(clause for clause in entry["clauses"] if clause["id"] == "main-scheme.6")
    assert clause["status"] == "verified"
    assert {scenario["lang"] for scenario in clause["scenarios"]} == {"es", "en"}
    definition = next(
        clause for entry in data["entries"] for clause in entry["clauses"] if clause["id"] == "classifications.1"
    )
    assert definition["status"] == "not-executable" and definition["reason"].startswith("Definición")


def test_a_failing_scenario_fails_the_command_and_the_junit_report(tmp_path, page, capsys):
    path = page("en", "main-scheme", FAILING)
    junit = tmp_path / "out" / "verify.xml"
    assert main(["--lang", "en", "verify", str(path), "--junit", str(junit)]) == 1
    out = capsys.readouterr().out
    assert "Scenario “A wrong ruling about acceleration tokens” failed" in out
    assert "  main-scheme.6 " in out and "FAILED" in out
    suite = ElementTree.parse(junit).getroot()
    [case] = [case for case in suite.iter("testcase") if case.get("name") == "A wrong ruling about acceleration tokens"]
    assert case.get("line") == "2"
    assert "acceleration tokens: 2" in case.find("failure").text
    assert [p.name for p in junit.parent.iterdir()] == ["verify.xml"]


def test_uncovered_clauses_fail_the_command(page, capsys):
    path = page("en", "main-scheme", FAILING.replace("accel-tokens: 2\n", "accel-tokens: 0\n"))
    assert main(["--lang", "en", "verify", str(path)]) == 1
    out = capsys.readouterr().out
    assert "  main-scheme.1 " in out and "UNCOVERED" in out and "no scenario cites it" in out


def test_an_unreadable_page_and_an_unknown_clause_are_reported_with_file_and_line(page, capsys):
    bad = page("es", "main-scheme", "```scenario\nEscenario: x\nCita: main-scheme.99\nDado: jugadores: A\nEntonces: la partida continúa\n```\n")
    worse = page("es", "encounter-deck", "```scenario\nEscenario: x\n```\n")
    assert main(["--lang", "es", "verify", str(bad), str(worse)]) == 1
    out = capsys.readouterr().out
    assert "main-scheme.md:2: la cláusula main-scheme.99 no está en el glosario" in out
    assert "encounter-deck.md:2: el escenario «x» no cita ninguna cláusula" in out


def test_verify_help_is_translated(capsys):
    try:
        main(["--lang", "es", "verify", "--help"])
    except SystemExit as exit:
        assert exit.code == 0
    assert "escribe además los resultados como JUnit XML en ARCHIVO" in capsys.readouterr().out


def test_control_characters_of_a_page_do_not_break_the_junit_report(tmp_path, page, capsys):
    path = page("en", "main-scheme", FAILING.replace("A wrong ruling", "A \x1b[2Jwrong\x00 ruling"))
    junit = tmp_path / "verify.xml"
    assert main(["--lang", "en", "verify", str(path), "--junit", str(junit)]) == 1
    names = [case.get("name") for case in ElementTree.parse(junit).getroot().iter("testcase")]
    assert "A [2Jwrong ruling about acceleration tokens" in names


def test_a_section_heading_needs_no_scenario(glossary):
    """A heading names a part of an entry and states no rule: it is neither verified nor a gap."""
    with_heading = copy.deepcopy(glossary)
    entry = next(entry for entry in with_heading.entries if entry.id == "main-scheme")
    source = entry.clauses[0].source
    entry.clauses.insert(1, Clause("main-scheme.heading", ClauseKind.HEADING, 0, None,
                                   {Lang.ES: "Avance", Lang.EN: "Advancing"}, dict(source)))
    report = verify(glossary=with_heading)
    verdicts = {clause.id for entry in report.entries for clause in entry.clauses}
    assert "main-scheme.heading" not in verdicts
    assert report.ok, [clause.id for clause in report.clauses_with(UNCOVERED)]


@pytest.mark.parametrize(
    "lang, count, expected",
    [
        ("es", 1, "Cláusulas: 1 verificada, 1 con fallos, 1 no ejecutada, 1 no ejecutable, 1 sin cubrir."),
        ("es", 2, "Cláusulas: 2 verificadas, 2 con fallos, 2 no ejecutadas, 2 no ejecutables, 2 sin cubrir."),
        ("en", 1, "Clauses: 1 verified, 1 failing, 1 not run, 1 not executable, 1 uncovered."),
        ("en", 2, "Clauses: 2 verified, 2 failing, 2 not run, 2 not executable, 2 uncovered."),
    ],
)
def test_clause_totals_agree_with_their_counts(lang, count, expected):
    counts = {VERIFIED: count, FAILED: count, NOT_RUN: count, NOT_EXECUTABLE: count, UNCOVERED: count}
    assert clause_totals(counts, lang) == expected


def test_an_entry_nobody_has_written_rulings_for_is_listed_apart_and_fails_nothing(glossary):
    from checker.glossary.model import Entry, SourceRef
    from checker.verdicts.report import report_data

    with_new_entry = copy.deepcopy(glossary)
    source = {Lang.EN: SourceRef("new.txt", 3)}
    with_new_entry.entries.append(Entry(
        id="made-up-keyword", title={Lang.EN: "Made-up Keyword"}, title_source={Lang.EN: SourceRef("new.txt", 1)},
        clauses=[Clause("made-up-keyword.1", ClauseKind.DEFINITION, 0, None, {Lang.EN: "A keyword."}, source),
                 Clause("made-up-keyword.2", ClauseKind.RULE, 0, None, {Lang.EN: "Deal one more card."}, source)],
    ))
    report = verify(glossary=with_new_entry)
    assert report.ok
    unstarted = {entry.id: [clause.id for clause in entry.clauses] for entry in report.without_scenarios}
    assert unstarted["made-up-keyword"] == ["made-up-keyword.1", "made-up-keyword.2"]
    assert "made-up-keyword" not in {entry.id for entry in report.entries}
    clauses = sum(len(ids) for ids in unstarted.values())
    said = (f"1 entry has no scenarios yet ({clauses} clauses): --json lists it." if len(unstarted) == 1
            else f"{len(unstarted)} entries have no scenarios yet ({clauses} clauses): --json lists them.")
    assert said in report_text(report, "en")
    listed = report_data(report, "es")["without_scenarios"]
    assert {"id": "made-up-keyword", "clauses": ["made-up-keyword.1", "made-up-keyword.2"]} in listed


def test_an_entry_with_scenarios_still_fails_for_a_clause_none_cites(glossary):
    with_new_clause = copy.deepcopy(glossary)
    entry = next(entry for entry in with_new_clause.entries if entry.id == "main-scheme")
    entry.clauses.append(Clause("main-scheme.99", ClauseKind.RULE, 0, None,
                                {Lang.EN: "A rule nobody wrote a ruling for."}, dict(entry.clauses[0].source)))
    report = verify(glossary=with_new_clause)
    assert not report.ok and [clause.id for clause in report.clauses_with(UNCOVERED)] == ["main-scheme.99"]


NEVER_REACHED = """```scenario
Scenario: A ruling that never reaches the rule it cites
Cites: main-scheme.6
Given: players: A(first); scheme: ms1[side=B target=20] ms2[target=9]; accel-tokens: 2
When: place 1 threat on ms1
Then: threat on ms1: 1
  acceleration tokens: 2
```
"""


def test_a_clause_cited_only_by_passing_scenarios_that_never_run_it_is_not_verified(page, glossary):
    """The scenario passes, but no advance happens in it: the carry-over of acceleration tokens
    (main-scheme.6) is never carried out, so the scenario does not check that rule."""
    report = verify([page("en", "main-scheme", NEVER_REACHED)], glossary)
    [clause] = [clause for entry in report.entries for clause in entry.clauses if clause.id == "main-scheme.6"]
    assert report.passed == 1 and report.failed == 0
    assert clause.status == NOT_RUN and clause.ran_in == ()
    assert not report.ok


NEVER_REACHED_ES = """```scenario
Escenario: Una resolución que nunca llega a la regla que cita
Cita: main-scheme.6
Dado: jugadores: A(inicial); plan: ms1[cara=B umbral=20] ms2[umbral=9]; fichas-aceleracion: 2
Cuando: coloca 1 de amenaza sobre ms1
Entonces: amenaza sobre ms1: 1
  fichas de Aceleración: 2
```
"""


def test_a_clause_cited_but_never_run_fails_the_command_in_text_json_and_junit(tmp_path, page, capsys):
    path = page("es", "main-scheme", NEVER_REACHED_ES)
    junit = tmp_path / "verify.xml"
    assert main(["--lang", "es", "verify", str(path), "--junit", str(junit)]) == 1
    out = capsys.readouterr().out
    line = next(line for line in out.splitlines() if line.startswith("  main-scheme.6 "))
    assert "NO EJECUTADA" in line and "pero el motor nunca la ejecutó" in line and "main-scheme.md:2" in line
    assert "1 no ejecutada" in out.splitlines()[-1]
    [case] = [case for case in ElementTree.parse(junit).getroot().iter("testcase") if case.get("name") == "main-scheme.6"]
    assert case.get("classname") == "coverage" and "nunca la ejecutó" in case.find("failure").get("message")
    assert main(["--lang", "en", "verify", str(path), "--json"]) == 1
    data = json.loads(capsys.readouterr().out)
    [clause] = [clause for entry in data["entries"] for clause in entry["clauses"] if clause["id"] == "main-scheme.6"]
    assert clause["status"] == "cited-not-run"
    assert [(scenario["passed"], scenario["ran"]) for scenario in clause["scenarios"]] == [(True, False)]


def test_a_not_executable_file_that_is_a_named_pipe_is_refused_instead_of_waited_on(tmp_path):
    pipe = tmp_path / "not-executable.toml"
    os.mkfifo(pipe)
    with pytest.raises(NotExecutableError, match="not a regular file"):
        load_not_executable(pipe)


def test_a_not_executable_file_that_is_not_utf8_names_itself(tmp_path):
    path = tmp_path / "not-executable.toml"
    path.write_bytes(b'["x.1"]\nes = "\xff"\n')
    with pytest.raises(NotExecutableError, match="not a UTF-8 text file") as raised:
        load_not_executable(path)
    assert str(raised.value).split(": ")[0].endswith("not-executable.toml:2")


def test_a_not_executable_file_that_is_not_toml_names_its_line(tmp_path):
    path = tmp_path / "not-executable.toml"
    path.write_text('["x.1"]\nes = "a"\nen = \n', encoding="utf-8")
    with pytest.raises(NotExecutableError, match="not valid TOML") as raised:
        load_not_executable(path)
    assert str(raised.value).split(": ")[0].endswith("not-executable.toml:3")


def test_verify_without_a_path_checks_the_scenarios_of_the_folder_it_runs_in(tmp_path, monkeypatch, capsys):
    """A user's folder with its own ``docs/<lang>/scenarios`` pages: those are what is checked."""
    folder = tmp_path / "rulings"
    page = folder / "docs" / "en" / "scenarios" / "main-scheme.md"
    page.parent.mkdir(parents=True)
    page.write_text(FAILING, encoding="utf-8")
    monkeypatch.chdir(folder)
    assert main(["--lang", "en", "verify", "--json"]) == 1
    captured = capsys.readouterr()
    data = json.loads(captured.out)
    assert [entry["id"] for entry in data["entries"]] == ["main-scheme"]
    assert data["passed"] == 0 and data["failed"] == 1
    assert captured.err == f"Verifying the scenarios in {folder / 'docs'}\n"


def test_verify_without_a_path_outside_a_folder_of_scenarios_says_whose_it_checks(tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    assert main(["--lang", "es", "verify", "--json"]) == 0
    captured = capsys.readouterr()
    assert captured.err == f"Verificando los escenarios de {PROJECT_ROOT / 'docs'}\n"
    assert json.loads(captured.out)["passed"] > 0


def _pages(folder, english):
    """An entry's pages in both languages under ``folder``, the English one reading ``english``."""
    for lang, block in (("es", ES), ("en", english)):
        pages = folder / "docs" / lang / "scenarios"
        pages.mkdir(parents=True, exist_ok=True)
        (pages / "main-scheme.md").write_text(f"```scenario\n{block}```\n", encoding="utf-8")
    return folder / "docs" / "en" / "scenarios" / "main-scheme.md"


def test_a_page_verified_alone_is_still_compared_with_its_twin(tmp_path, glossary):
    english = _pages(tmp_path, EN.replace("accel=1", "accel=2"))
    report = verify([english], glossary)
    [problem] = report.parity
    assert "the set-up of “Paso uno”" in problem.render("en")
    assert [result.scenario.lang for result in report.results] == ["en"]
    assert verify([_pages(tmp_path / "same", EN)], glossary).parity == []


def test_a_page_of_the_projects_scenarios_verified_alone_needs_its_twin(tmp_path, glossary, monkeypatch):
    english = _pages(tmp_path, EN)
    (tmp_path / "docs" / "es" / "scenarios" / "main-scheme.md").unlink()
    assert verify([english], glossary).parity == []
    monkeypatch.setattr(sys.modules["checker.scenarios.verify"], "DEFAULT_PATHS", tuple(tmp_path / "docs" / lang / "scenarios" for lang in ("es", "en")))
    [problem] = verify([english], glossary).parity
    assert problem.render("en") == "main-scheme: en has 1 scenarios and - has 0"


def test_the_last_line_of_the_report_counts_the_problems_that_fail_the_run(tmp_path, glossary):
    english = _pages(tmp_path, EN.replace("accel=1", "accel=2"))
    report = verify([english], glossary)
    assert not report.ok
    assert report_text(report, "en").splitlines()[-1].endswith("1 problem, listed above.")
    assert report_text(report, "es").splitlines()[-1].endswith("1 problema, en la lista de arriba.")
    clean = verify([_pages(tmp_path / "same", EN)], glossary)
    assert "problem" not in report_text(clean, "en").splitlines()[-1]
