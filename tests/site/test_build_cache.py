"""A rebuild with the cache of scenario pages writes the same site without reading, running or
drawing an unchanged scenario again."""

from __future__ import annotations

from pathlib import Path

import checker.site.scenario_pages as scenario_pages_module
from checker.scenarios.site import render_scenario
from checker.site.scenario_pages import SHOWN_SUFFIX
from checker.verdicts.result_cache import CACHE_KIND, OFF_VARIABLE, ResultCache
from checker.site import build_site


def site_files(site: Path) -> dict[str, bytes]:
    """Every file a reader gets, by its path: not the search index, whose segment names are
    random, nor the build's own records."""
    return {
        path.relative_to(site).as_posix(): path.read_bytes()
        for path in site.rglob("*")
        if path.is_file() and not path.name.startswith(".") and path.relative_to(site).parts[0] != "_search"
    }


def test_a_rebuild_from_the_cache_writes_the_same_site_and_runs_nothing(real_glossary, tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    monkeypatch.delenv(OFF_VARIABLE, raising=False)
    build_site(real_glossary, tmp_path / "first", results=ResultCache(real_glossary))

    def refuse(*args, **kwargs):
        raise AssertionError("a kept scenario page was rendered again")

    monkeypatch.setattr(scenario_pages_module, "render_scenario", refuse)
    monkeypatch.setattr(scenario_pages_module, "run_scenario", refuse)
    build_site(real_glossary, tmp_path / "again", results=ResultCache(real_glossary))
    first, again = site_files(tmp_path / "first"), site_files(tmp_path / "again")
    assert first.keys() == again.keys() and len(first) > 10
    assert [name for name in first if first[name] != again[name]] == []


def test_blocks_kept_as_shown_are_rendered_again_once_the_results_beside_them_are_gone(real_glossary, tmp_path, monkeypatch):
    """A page whose results are kept keeps its blocks as shown only, and reads the rest from its
    results: without them, the page is read, run and drawn again, and the site is the same."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    monkeypatch.delenv(OFF_VARIABLE, raising=False)
    build_site(real_glossary, tmp_path / "first", results=ResultCache(real_glossary))
    kept = [path for path in (tmp_path / "cache").rglob("*.pickle") if path.parent.name == CACHE_KIND]
    shown = [path for path in kept if path.name.endswith(f".{SHOWN_SUFFIX}")]
    results = [path for path in kept if path.name.endswith(".pickle") and path.name.count(".") == 1]
    assert shown and results
    for path in results:
        path.unlink()
    rendered = []

    def counted(source, *args, **kwargs):
        rendered.append(source)
        return render_scenario(source, *args, **kwargs)

    monkeypatch.setattr(scenario_pages_module, "render_scenario", counted)
    build_site(real_glossary, tmp_path / "again", results=ResultCache(real_glossary))
    assert len(rendered) >= len(shown)
    first, again = site_files(tmp_path / "first"), site_files(tmp_path / "again")
    assert first.keys() == again.keys()
    assert [name for name in first if first[name] != again[name]] == []
