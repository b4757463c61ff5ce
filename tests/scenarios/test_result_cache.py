"""``verify`` reuses the kept results of a page only while the page, the glossary and the code
that reads and runs scenarios are as they were; anything else, a damaged file included, is run
again."""

import copy
import shutil

import pytest

from checker.cli import main
from checker.glossary import Lang
from checker.scenarios import result_cache as kept
from checker.scenarios import verify
from checker.scenarios.result_cache import CACHE_KIND, OFF_VARIABLE, ResultCache, result_cache
from checker.scenarios.verify import DOCS_DIR

VERIFY_MODULE = __import__("checker.scenarios.verify", fromlist=["run_scenario"])
"""The module, which the package's function of the same name hides as an attribute."""
ENTRY = "main-scheme"


@pytest.fixture
def cache_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    monkeypatch.delenv(OFF_VARIABLE, raising=False)
    return tmp_path / "cache" / "mcrules" / CACHE_KIND


@pytest.fixture
def pages(tmp_path):
    """The entry's real pages in both languages, copied where a test may change them."""
    copied = []
    for lang in ("es", "en"):
        target = tmp_path / "docs" / lang / "scenarios" / f"{ENTRY}.md"
        target.parent.mkdir(parents=True)
        shutil.copy(DOCS_DIR / lang / "scenarios" / f"{ENTRY}.md", target)
        copied.append(target)
    return copied


@pytest.fixture
def runs(monkeypatch):
    """The scenarios ``verify`` runs, in order."""
    ran = []
    real = VERIFY_MODULE.run_scenario

    def counting(scenario):
        ran.append(scenario)
        return real(scenario)

    monkeypatch.setattr(VERIFY_MODULE, "run_scenario", counting)
    return ran


def summary(report):
    return (report.ok, [(r.scenario.location, r.passed, r.clauses_ran) for r in report.results],
            [(clause.id, clause.status) for entry in report.entries for clause in entry.clauses])


def test_an_unchanged_page_is_neither_read_nor_run_again(pages, glossary, cache_folder, runs, monkeypatch):
    first = verify(pages, glossary, cache=ResultCache(glossary))
    assert first.ok and len(runs) == len(first.results) > 0
    assert len(list(cache_folder.iterdir())) == 2

    def refuse(*args):
        raise AssertionError("a kept page was read or run again")

    monkeypatch.setattr(VERIFY_MODULE, "run_scenario", refuse)
    monkeypatch.setattr(VERIFY_MODULE, "parse_page", refuse)
    again = verify(pages, glossary, cache=ResultCache(glossary))
    assert summary(again) == summary(first)


def test_a_changed_page_is_run_again_and_only_it(pages, glossary, cache_folder, runs):
    first = verify(pages, glossary, cache=ResultCache(glossary))
    spanish, english = pages
    english.write_text(english.read_text(encoding="utf-8").replace("```scenario", "```scenario\n# edited", 1),
                       encoding="utf-8")
    runs.clear()
    again = verify(pages, glossary, cache=ResultCache(glossary))
    assert runs and {scenario.lang for scenario in runs} == {"en"}
    assert len(runs) == sum(result.scenario.lang == "en" for result in first.results)
    assert again.ok


def test_a_changed_file_of_the_engine_runs_every_page_again(pages, glossary, cache_folder, runs, tmp_path, monkeypatch):
    engine = tmp_path / "engine"
    shutil.copytree(kept.CODE_FOLDERS[0], engine, ignore=shutil.ignore_patterns("__pycache__"))
    monkeypatch.setattr(kept, "CODE_FOLDERS", (engine, *kept.CODE_FOLDERS[1:]))
    kept.code_fingerprint.cache_clear()
    first = verify(pages, glossary, cache=ResultCache(glossary))
    runs.clear()
    # Bytecode follows the sources: writing it changes nothing.
    (engine / "__pycache__").mkdir(exist_ok=True)
    (engine / "__pycache__" / "new.cpython-311.pyc").write_bytes(b"bytecode")
    kept.code_fingerprint.cache_clear()
    verify(pages, glossary, cache=ResultCache(glossary))
    assert runs == []
    with open(engine / "rules" / "main_scheme.py", "a", encoding="utf-8") as stream:
        stream.write("\n# edited\n")
    kept.code_fingerprint.cache_clear()
    verify(pages, glossary, cache=ResultCache(glossary))
    assert len(runs) == len(first.results)
    kept.code_fingerprint.cache_clear()


def test_a_changed_glossary_runs_every_page_again(pages, glossary, cache_folder, runs):
    first = verify(pages, glossary, cache=ResultCache(glossary))
    changed = copy.deepcopy(glossary)
    changed.entries[0].title = {**changed.entries[0].title, Lang.EN: "Renamed"}
    runs.clear()
    verify(pages, changed, cache=ResultCache(changed))
    assert len(runs) == len(first.results)


@pytest.mark.parametrize("damage", [
    lambda data: data[: len(data) // 2],
    lambda data: b"",
    lambda data: data[:60] + bytes(reversed(data[60:])),
    lambda data: b"mcrules-results-0" + data[len(b"mcrules-results-1"):],
], ids=["truncated", "empty", "scrambled", "older format"])
def test_a_damaged_or_foreign_file_is_run_again_without_failing(pages, glossary, cache_folder, runs, damage):
    first = verify(pages, glossary, cache=ResultCache(glossary))
    for path in cache_folder.iterdir():
        path.write_bytes(damage(path.read_bytes()))
    runs.clear()
    again = verify(pages, glossary, cache=ResultCache(glossary))
    assert len(runs) == len(first.results)
    assert summary(again) == summary(first)
    runs.clear()
    verify(pages, glossary, cache=ResultCache(glossary))
    assert runs == [], "the results run again were kept again"


def test_the_cache_is_off_with_the_variable_or_the_option(pages, glossary, cache_folder, runs, monkeypatch, capsys):
    assert result_cache(glossary, enabled=False) is None
    monkeypatch.setenv(OFF_VARIABLE, "1")
    assert result_cache(glossary) is None
    assert main(["--lang", "en", "verify", *map(str, pages)]) == 0
    monkeypatch.delenv(OFF_VARIABLE)
    assert main(["--lang", "en", "verify", "--no-cache", *map(str, pages)]) == 0
    assert not cache_folder.exists()
    assert main(["--lang", "en", "verify", *map(str, pages)]) == 0
    ran = len(runs)
    assert ran and len(list(cache_folder.iterdir())) == 2
    assert main(["--lang", "en", "verify", *map(str, pages)]) == 0
    assert len(runs) == ran
    capsys.readouterr()


def test_a_failing_page_is_reported_the_same_from_the_cache(page, glossary, cache_folder, monkeypatch, capsys):
    from tests.scenarios.test_verify import FAILING

    failing = page("en", ENTRY, FAILING)
    assert main(["--lang", "es", "verify", "--cited-only", str(failing)]) == 1
    fresh = capsys.readouterr().out
    monkeypatch.setattr(VERIFY_MODULE, "run_scenario", None)
    assert main(["--lang", "es", "verify", "--cited-only", str(failing)]) == 1
    assert capsys.readouterr().out == fresh
