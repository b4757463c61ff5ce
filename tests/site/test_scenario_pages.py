"""The scenario pages of a build: each block read and run once, for its entry's page and for
the clauses it verifies."""

from __future__ import annotations

import copy
from functools import partial

import pytest

from checker import PROJECT_ROOT
from checker.glossary import load_glossary
from checker.glossary.model import Lang
from checker.glossary.terms import TermTable
from checker.site.context import SiteContext
from checker.site.fragments import Fragments
from checker.scenarios.parser import parse_block
from checker.verdicts.result_cache import CACHE_KIND, OFF_VARIABLE, ResultCache
from checker.scenarios.runner import run_scenario
from checker.scenarios.site import render_scenario
from checker.site.fences import clause_link_from
from checker.site.scenario_pages import TwinRuns, render_scenario_pages, scenario_naming

PAGE = """```scenario
Scenario: Threat short of the target
Cites: main-scheme.6, main-scheme.3
Given: players: A(first); scheme: ms1[side=B target=20] ms2[target=9]; accel-tokens: 2
When: place 1 threat on ms1
Then: threat on ms1: 1
```

```scenario
Scenario: The tokens carry over
Cites: main-scheme.6, acceleration-icon.1
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
UNREADABLE = """```scenario
Scenario: No set-up
Cites: main-scheme.6
```
"""


@pytest.fixture(scope="module")
def glossary():
    return load_glossary()


def scenario_pages(glossary, docs, tmp_path, results=None):
    context = SiteContext(glossary, TermTable.load(), docs, results=results)
    with Fragments.stored_in(tmp_path / "fragments.bin") as fragments:
        pages = render_scenario_pages(context, fragments)
        shown = {key: fragments.fill(placeholder) for key, placeholder in pages.rendered.items()}
    return pages, shown


def write_page(docs, lang: str, entry: str, text: str) -> None:
    path = docs / lang / "scenarios" / f"{entry}.md"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")


def test_each_clause_lists_the_scenarios_verifying_it_with_the_same_anchors_in_both_languages(glossary, tmp_path):
    pages, _ = scenario_pages(glossary, PROJECT_ROOT / "docs", tmp_path)
    spanish, english = pages.verifying[Lang.ES], pages.verifying[Lang.EN]
    assert set(spanish) == set(english)
    assert [link for _, link in spanish["main-scheme.6"]] == [link for _, link in english["main-scheme.6"]]
    assert english["main-scheme.6"][0][0] == "Acceleration tokens carry over to the new stage and keep accelerating it"


def test_a_clause_is_verified_by_the_passing_scenarios_during_which_the_engine_carried_it_out(glossary, tmp_path):
    """The first scenario cites main-scheme.6 and main-scheme.3 but reaches neither (no advance,
    no completion); the third fails. Only the second verifies anything."""
    write_page(tmp_path / "docs", "en", "main-scheme", PAGE)
    pages, _ = scenario_pages(glossary, tmp_path / "docs", tmp_path)
    verifying = pages.verifying[Lang.EN]
    assert [name for name, _ in verifying["main-scheme.6"]] == ["The tokens carry over"]
    assert "main-scheme.3" not in verifying
    assert "main-scheme.4.1" not in verifying


def test_each_block_of_an_entry_page_is_rendered_for_that_page(glossary, tmp_path):
    write_page(tmp_path / "docs", "en", "main-scheme", PAGE)
    _, shown = scenario_pages(glossary, tmp_path / "docs", tmp_path)
    assert {(lang, url) for lang, url, _ in shown} == {(Lang.EN, "en/glossary/main-scheme/")}
    carry_over = next(html for (_, _, source), html in shown.items() if "The tokens carry over" in source)
    assert "mc-scenario--verified" in carry_over
    # A clause of the page's own entry is an anchor on it; another entry's is on its page. Each
    # reads as its entry's title and its number.
    titles = {entry.id: entry.title[Lang.EN] for entry in glossary.entries}
    assert f'<a href="#main-scheme.6">{titles["main-scheme"]} 6</a>' in carry_over
    assert f'<a href="../acceleration-icon/#acceleration-icon.1">{titles["acceleration-icon"]} 1</a>' in carry_over
    wrong = next(html for (_, _, source), html in shown.items() if "A wrong ruling" in source)
    assert "mc-scenario--failed" in wrong


def test_a_page_with_an_unreadable_block_verifies_nothing_and_still_shows_its_blocks(glossary, tmp_path):
    write_page(tmp_path / "docs", "en", "main-scheme", PAGE + "\n" + UNREADABLE)
    pages, shown = scenario_pages(glossary, tmp_path / "docs", tmp_path)
    assert pages.verifying[Lang.EN] == {}
    assert sorted(html.split('"', 2)[1] for html in shown.values()) == [
        "mc-scenario mc-scenario--failed", "mc-scenario mc-scenario--invalid",
        "mc-scenario mc-scenario--verified", "mc-scenario mc-scenario--verified",
    ]


def test_a_page_no_entry_shows_still_verifies_the_clauses_it_cites(glossary, tmp_path):
    write_page(tmp_path / "docs", "en", "no-such-entry", PAGE)
    pages, shown = scenario_pages(glossary, tmp_path / "docs", tmp_path)
    assert shown == {}
    assert [name for name, _ in pages.verifying[Lang.EN]["main-scheme.6"]] == ["The tokens carry over"]


SPANISH_TWIN = """```scenario
Escenario: Las fichas pasan a la nueva etapa
Cita: main-scheme.6, acceleration-icon.1
Dado: jugadores: A(inicial); plan: ms1[cara=B umbral=5 amenaza=5] ms2[umbral=9]; fichas-aceleracion: 2
Cuando: el plan principal avanza por completarse
Entonces: fichas de aceleración: 2
```

```scenario
Escenario: Una resolución equivocada
Cita: main-scheme.4.1
Dado: jugadores: A(inicial); plan: ms1[cara=B umbral=5 amenaza=5] ms2[umbral=9]
Cuando: el plan principal avanza por completarse
Entonces: ms1 está en juego
```
"""
ENGLISH_TWIN = "\n".join(PAGE.split("\n\n")[1:]) + "\n"


@pytest.fixture
def counted_runs(monkeypatch):
    """The scenarios the engine runs while the pages are rendered, by name."""
    import checker.site.scenario_pages as scenario_pages_module

    names: list[str] = []

    def run(scenario):
        names.append(scenario.name)
        return run_scenario(scenario)

    monkeypatch.setattr(scenario_pages_module, "run_scenario", run)
    return names


def test_a_scenario_that_passed_is_not_run_again_for_its_twin_in_the_other_language(glossary, tmp_path, counted_runs):
    write_page(tmp_path / "docs", "es", "main-scheme", SPANISH_TWIN)
    write_page(tmp_path / "docs", "en", "main-scheme", ENGLISH_TWIN)
    pages, shown = scenario_pages(glossary, tmp_path / "docs", tmp_path)
    known = frozenset(clause.id for entry in glossary.entries for clause in entry.walk())
    # Spanish pages come first; the English twin of the wrong ruling, which failed, runs again.
    assert counted_runs == ["Las fichas pasan a la nueva etapa", "Una resolución equivocada", "A wrong ruling"]
    assert [name for name, _ in pages.verifying[Lang.EN]["main-scheme.6"]] == ["The tokens carry over"]
    assert pages.verifying[Lang.ES]["main-scheme.6"][0][1] == pages.verifying[Lang.EN]["main-scheme.6"][0][1]
    english = next(html for (lang, _, source), html in shown.items() if lang is Lang.EN and "carry over" in source)
    run_alone = render_scenario(next(source for lang, _, source in shown if lang is Lang.EN and "carry over" in source),
                                "en", partial(clause_link_from, Lang.EN, "en/glossary/main-scheme/", known),
                                naming=scenario_naming(SiteContext(glossary, TermTable.load(), tmp_path / "docs"), Lang.EN))
    assert english == run_alone.html
    wrong = next(html for (lang, _, source), html in shown.items() if lang is Lang.EN and "wrong ruling" in source)
    assert "mc-scenario--failed" in wrong and "ms1" in wrong


def test_a_run_told_in_the_twin_s_steps_is_the_run_of_the_twin(glossary):
    spanish = parse_block(SPANISH_TWIN.split("```")[1].removeprefix("scenario\n").rstrip("\n"), "es")
    english = parse_block(ENGLISH_TWIN.split("```")[1].removeprefix("scenario\n").rstrip("\n"), "en")
    runs = TwinRuns()
    assert runs(spanish).passed
    told = runs(english)
    alone = run_scenario(english)
    assert told.scenario is english and [played.step for played in told.played] == list(english.steps)
    assert told == alone and told.clauses_ran == alone.clauses_ran
    assert [(played.before, played.after, played.events) for played in told.played] == [
        (played.before, played.after, played.events) for played in alone.played
    ]


def test_a_clause_verified_on_another_entrys_page_links_to_that_page(glossary, tmp_path):
    """ally.5 is verified by a scenario of the Defend page: the Ally page links there."""
    pages, _ = scenario_pages(glossary, PROJECT_ROOT / "docs", tmp_path)
    for lang in Lang:
        links = [link for _, link in pages.verifying[lang]["ally.5"]]
        assert links and all(link.startswith("../defend/#scenario-") for link in links)
        assert all(link.startswith("#scenario-") for _, link in pages.verifying[lang]["defend.4"])


def test_the_results_a_build_ran_serve_verify_which_runs_nothing_again(glossary, tmp_path, monkeypatch):
    """The build runs a scenario once for both languages; ``verify`` gets each page's results
    as it would have found them itself, failures told in either language included."""
    verify_module = __import__("checker.scenarios.verify", fromlist=["run_scenario"])
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    monkeypatch.delenv(OFF_VARIABLE, raising=False)
    docs = tmp_path / "docs"
    write_page(docs, "es", "main-scheme", SPANISH_TWIN)
    write_page(docs, "en", "main-scheme", ENGLISH_TWIN)
    write_page(docs, "en", "defend", UNREADABLE)
    paths = [docs / "es" / "scenarios", docs / "en" / "scenarios"]
    fresh = verify_module.verify(paths, glossary)
    scenario_pages(glossary, docs, tmp_path, ResultCache(glossary))
    unreadable = verify_module.verify([docs / "en" / "scenarios" / "defend.md"], glossary, cache=ResultCache(glossary))
    assert unreadable.syntax_errors, "the results of a page that cannot be read are not kept"

    def refuse(scenario):
        raise AssertionError(f"{scenario.name} ran again")

    monkeypatch.setattr(verify_module, "run_scenario", refuse)
    pages = [docs / lang / "scenarios" / "main-scheme.md" for lang in ("es", "en")]
    reused = verify_module.verify(pages, glossary, cache=ResultCache(glossary))

    def told(report):
        return [(result.scenario.location, result.scenario.anchor, result.passed, result.steps_run, result.clauses_ran,
                 result.report("es"), result.report("en")) for result in report.results]

    assert told(reused) == told(fresh)
    assert not reused.parity and reused.failed == 2


@pytest.fixture
def kept_results(tmp_path, monkeypatch):
    """A cache of results in a folder of the test's own; returns the folder."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    monkeypatch.delenv(OFF_VARIABLE, raising=False)
    return tmp_path / "cache" / "mcrules" / CACHE_KIND


def rendering_counted(monkeypatch) -> list[str]:
    """The blocks the build renders (reading, running and drawing them), by their source."""
    import checker.site.scenario_pages as scenario_pages_module

    rendered = []
    real = scenario_pages_module.render_scenario

    def counting(source, *args, **kwargs):
        rendered.append(source)
        return real(source, *args, **kwargs)

    monkeypatch.setattr(scenario_pages_module, "render_scenario", counting)
    return rendered


def built(pages, shown):
    return (shown, pages.verifying, dict(pages.citing), pages.with_pages)


def test_a_rebuild_takes_unchanged_pages_from_the_cache_as_the_build_rendered_them(
    glossary, tmp_path, kept_results, monkeypatch
):
    docs = tmp_path / "docs"
    write_page(docs, "es", "main-scheme", SPANISH_TWIN)
    write_page(docs, "en", "main-scheme", ENGLISH_TWIN)
    rendered = rendering_counted(monkeypatch)
    first = built(*scenario_pages(glossary, docs, tmp_path, ResultCache(glossary)))
    assert len(rendered) == 4
    rendered.clear()
    again = built(*scenario_pages(glossary, docs, tmp_path, ResultCache(glossary)))
    assert rendered == [] and again == first
    write_page(docs, "en", "main-scheme", ENGLISH_TWIN.replace("A wrong ruling", "A mistaken ruling"))
    scenario_pages(glossary, docs, tmp_path, ResultCache(glossary))
    assert len(rendered) == 2 and all("Scenario:" in source for source in rendered), "only the changed page"
    rendered.clear()
    scenario_pages(glossary, docs, tmp_path)
    assert len(rendered) == 4, "without a cache every page is rendered"


def test_a_changed_title_or_site_code_or_damaged_file_renders_the_pages_again(
    glossary, tmp_path, kept_results, monkeypatch
):
    import checker.site.scenario_pages as scenario_pages_module

    docs = tmp_path / "docs"
    write_page(docs, "en", "main-scheme", ENGLISH_TWIN)
    rendered = rendering_counted(monkeypatch)
    first = built(*scenario_pages(glossary, docs, tmp_path, ResultCache(glossary)))
    # Another entry's title names a cited clause: acceleration-icon.1.
    retitled = copy.deepcopy(glossary)
    icon = next(entry for entry in retitled.entries if entry.id == "acceleration-icon")
    icon.title = {**icon.title, Lang.EN: "Accelerating Icon"}
    rendered.clear()
    shown = scenario_pages(glossary=retitled, docs=docs, tmp_path=tmp_path, results=ResultCache(retitled))[1]
    assert len(rendered) == 2 and any("Accelerating Icon" in html for html in shown.values())

    site_code = tmp_path / "site-code"
    site_code.mkdir()
    (site_code / "fences.py").write_text("# as it was\n", encoding="utf-8")
    monkeypatch.setattr(scenario_pages_module, "RENDERING_FOLDERS", (site_code,))
    scenario_pages_module._rendering_code.cache_clear()
    scenario_pages(glossary, docs, tmp_path, ResultCache(glossary))
    rendered.clear()
    (site_code / "fences.py").write_text("# edited\n", encoding="utf-8")
    scenario_pages_module._rendering_code.cache_clear()
    scenario_pages(glossary, docs, tmp_path, ResultCache(glossary))
    assert len(rendered) == 2

    for path in kept_results.iterdir():
        path.write_bytes(path.read_bytes()[:100])
    rendered.clear()
    assert built(*scenario_pages(glossary, docs, tmp_path, ResultCache(glossary))) == first
    assert len(rendered) == 2
    scenario_pages_module._rendering_code.cache_clear()
