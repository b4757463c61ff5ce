"""``verify`` reuses the kept results of a page only while the page, the glossary and the code
that reads and runs scenarios are as they were; anything else, a damaged file included, is run
again."""

import copy
import os
import shutil
import subprocess
import sys

import pytest

from checker import SOURCES_DIR
from checker.cli import main
from checker.glossary import Lang
from checker.verdicts import result_cache as kept
from checker.scenarios import verify
from checker.verdicts.result_cache import CACHE_KIND, OFF_VARIABLE, ResultCache, result_cache
from checker.scenarios.verify import DOCS_DIR
from tests.scenarios.test_parity import EN, ES

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
    assert len(list(cache_folder.iterdir())) == 4, "each page's results and what the report says of them"

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
    assert ran and len(list(cache_folder.iterdir())) == 5, "two pages' results and summaries, the glossary's outline"
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


def _refuse(*args, **kwargs):
    raise AssertionError("the glossary was imported, or a page read or run, with everything kept")


def _both_languages(page, english, spanish):
    return [str(page("es", ENTRY, f"```scenario\n{spanish}```\n")), str(page("en", ENTRY, f"```scenario\n{english}```\n"))]


@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize("args", [[], ["--json"]])
def test_with_every_page_kept_the_report_is_made_without_the_glossary_or_the_engine(
    pages, cache_folder, monkeypatch, capsys, lang, args
):
    command = ["--lang", lang, "verify", *args, *map(str, pages)]
    assert main(command) == 0
    fresh = capsys.readouterr().out
    monkeypatch.setattr("checker.cli.verify.load_glossary", _refuse)
    monkeypatch.setattr(VERIFY_MODULE, "verify", _refuse)
    assert main(command) == 0
    assert capsys.readouterr().out == fresh


def test_a_warm_verify_does_not_load_the_engine(pages, cache_folder, tmp_path):
    command = ("import sys; from checker.cli import main; status = main(sys.argv[1:]); "
               "print(sorted({name.split('.')[1] for name in sys.modules if name.startswith('checker.')}))")
    environment = {**os.environ, "XDG_CACHE_HOME": str(tmp_path / "cache")}
    environment.pop(OFF_VARIABLE, None)
    runs = [subprocess.run([sys.executable, "-c", command, "--lang", "en", "verify", *map(str, pages)],
                           capture_output=True, text=True, env=environment, check=True) for _ in range(2)]
    cold, warm = (run.stdout.splitlines()[-1] for run in runs)
    assert "'engine'" in cold and "'scenarios'" in cold
    assert "'engine'" not in warm and "'scenarios'" not in warm
    assert runs[0].stdout.splitlines()[:-1] == runs[1].stdout.splitlines()[:-1]


def test_failing_scenarios_are_reported_the_same_from_what_is_kept(page, cache_folder, monkeypatch, capsys):
    failing = _both_languages(page, EN.replace("threat on ms1: 1", "threat on ms1: 2"),
                              ES.replace("amenaza sobre ms1: 1", "amenaza sobre ms1: 2"))
    for lang in ("es", "en"):
        assert main(["--lang", lang, "verify", "--cited-only", *failing]) == 1
        fresh = capsys.readouterr().out
        assert "ms1: 2" in fresh
        with monkeypatch.context() as refusing:
            refusing.setattr("checker.cli.verify.load_glossary", _refuse)
            refusing.setattr(VERIFY_MODULE, "verify", _refuse)
            assert main(["--lang", lang, "verify", "--cited-only", *failing]) == 1
        assert capsys.readouterr().out == fresh


def test_languages_that_differ_are_compared_again_to_say_how(page, cache_folder, monkeypatch, capsys):
    differing = _both_languages(page, EN.replace("accel=1", "accel=2"), ES)
    assert main(["--lang", "en", "verify", "--cited-only", *differing]) == 1
    fresh = capsys.readouterr().out
    assert "the set-up of" in fresh
    monkeypatch.setattr(VERIFY_MODULE, "run_scenario", _refuse)
    assert main(["--lang", "en", "verify", "--cited-only", *differing]) == 1
    assert capsys.readouterr().out == fresh


def test_the_glossary_outline_is_named_after_all_the_code_the_import_runs():
    """The outline's name covers ``checker/glossary`` and the modules at the top of the package:
    the import must load no other code of the project, or a change there would not be seen."""
    from tests.test_import_graph import import_graph

    graph = import_graph()
    reached, waiting = set(), ["checker.glossary.importer"]
    while waiting:
        module = waiting.pop()
        if module not in reached:
            reached.add(module)
            waiting += graph[module]
    outside = {module for module in reached if not module.startswith("checker.glossary") and module.count(".") > 1}
    assert not outside


def test_a_changed_source_or_translation_is_imported_again(tmp_path, cache_folder):
    sources = tmp_path / "sources"
    shutil.copytree(SOURCES_DIR, sources)
    before = kept.glossary_fingerprint(sources)
    first = next(path for path in sorted(sources.iterdir()) if path.is_file())
    first.write_bytes(first.read_bytes() + b"\n")
    assert kept.glossary_fingerprint(sources) != before
    assert kept.kept_outline(sources) is None


def test_files_another_version_of_the_code_wrote_are_removed_once_a_day_old(pages, glossary, cache_folder):
    cache_folder.mkdir(parents=True)
    day_old = kept.time.time() - kept.PRUNE_AGE - 60
    stale = cache_folder / f"{'0' * 16}-{'a' * 64}.pickle"
    recent = cache_folder / f"{'1' * 16}-{'b' * 64}.summary.pickle"
    writing = cache_folder / f".{kept.code_version()}-{'c' * 64}.pickle.1-2.tmp"
    other = cache_folder / "notes.txt"
    for path in (stale, recent, writing, other):
        path.write_bytes(b"kept")
    for path in (stale, writing, other):
        os.utime(path, (day_old, day_old))
    verify(pages, glossary, cache=ResultCache(glossary))
    assert not stale.exists()
    assert recent.exists() and writing.exists() and other.exists()
    mine = sorted(path.name for path in cache_folder.glob(f"{kept.code_version()}-*"))
    assert len(mine) == 4
    for path in cache_folder.glob(f"{kept.code_version()}-*"):
        os.utime(path, (day_old, day_old))
    kept.prune()
    assert sorted(path.name for path in cache_folder.glob(f"{kept.code_version()}-*")) == mine


def test_files_of_the_current_code_are_never_pruned_however_old(pages, glossary, cache_folder, runs):
    first = verify(pages, glossary, cache=ResultCache(glossary))
    runs.clear()
    kept.prune(now=kept.time.time() + 10 * kept.PRUNE_AGE)
    again = verify(pages, glossary, cache=ResultCache(glossary))
    assert runs == [] and summary(again) == summary(first)


def test_a_source_that_cannot_be_read_keeps_no_outline(tmp_path, cache_folder, monkeypatch):
    def unreadable(*args, **kwargs):
        raise PermissionError("a source cannot be read")

    monkeypatch.setattr(kept, "glossary_fingerprint", unreadable)
    assert kept.kept_outline(tmp_path) is None
