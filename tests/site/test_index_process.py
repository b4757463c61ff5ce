"""The search index's process: a copy of the build's process where it has no other thread, a
new interpreter beside other threads; either way the same index, and the same errors."""

from __future__ import annotations

import errno
import threading
from pathlib import Path

import pytest

import checker.site.build as site_build
from checker.search import Searcher
from checker.site import build_site
from checker.site import index_worker
from checker.site.errors import SiteBuildError, SiteWriteError
from tests.site.glossaries import hand_made_glossary

THREAD_END_WAIT = 10.0
"""Seconds to wait for each thread that an earlier test left winding down."""


@pytest.fixture
def started(monkeypatch) -> list[str]:
    """How each index process of the test was started: "forked" or "new interpreter"."""
    ways: list[str] = []
    fork, start = site_build.fork_index, site_build._start_index_worker

    def forked(*args):
        ways.append("forked")
        return fork(*args)

    def new_interpreter(*args):
        ways.append("new interpreter")
        return start(*args)

    monkeypatch.setattr(site_build, "fork_index", forked)
    monkeypatch.setattr(site_build, "_start_index_worker", new_interpreter)
    return ways


@pytest.fixture
def another_thread():
    """A thread that waits until the test ends, as a server's would."""
    done = threading.Event()
    thread = threading.Thread(target=done.wait)
    thread.start()
    yield thread
    done.set()
    thread.join()


@pytest.fixture
def alone():
    """The test's thread as the only one: threads that earlier tests left winding down (a stopped
    server's, a closed event loop's workers) are waited for, and one still running fails the test."""
    others = [thread for thread in threading.enumerate() if thread is not threading.current_thread()]
    for thread in others:
        thread.join(timeout=THREAD_END_WAIT)
    assert threading.active_count() == 1, f"threads still running: {[t.name for t in threading.enumerate()]}"


def first_hit(site: Path, query: str) -> tuple[str, str]:
    with Searcher.open(site / site_build.SEARCH_INDEX_DIR) as searcher:
        hit = searcher.search(query, "en", 1)[0]
    return hit.entry, hit.lang


def test_a_build_with_no_other_thread_forks_its_index_process(tmp_path, started, alone):
    build_site(hand_made_glossary(), tmp_path / "site")
    assert started == ["forked"]
    assert first_hit(tmp_path / "site", "main scheme") == ("main-scheme", "en")


def test_a_build_beside_another_thread_starts_a_new_interpreter_for_its_index(tmp_path, started, another_thread):
    build_site(hand_made_glossary(), tmp_path / "site")
    assert started == ["new interpreter"]
    assert first_hit(tmp_path / "site", "main scheme") == ("main-scheme", "en")


def test_both_ways_write_the_same_index(tmp_path, started, monkeypatch):
    for way, threads in (("new-interpreter", 2), ("forked", 1)):
        monkeypatch.setattr(site_build.threading, "active_count", lambda: threads)
        build_site(hand_made_glossary(), tmp_path / way / "site")
    assert started == ["new interpreter", "forked"]
    for name in ("glossary-es.documents.jsonl", "glossary-en.documents.jsonl", "glossary-en.words.txt"):
        index = [tmp_path / way / "site" / site_build.SEARCH_INDEX_DIR / name for way in ("new-interpreter", "forked")]
        assert index[0].read_bytes() == index[1].read_bytes()


@pytest.mark.parametrize("threads", [1, 2], ids=["forked", "new interpreter"])
def test_an_index_that_cannot_be_written_is_a_write_error_either_way(tmp_path, monkeypatch, started, threads):
    # The index process writes below a file of the staging folder: the file system refuses.
    monkeypatch.setattr(site_build, "INDEX_OUTPUT", f"{site_build.INDEX_ERRORS}/below/index")
    monkeypatch.setattr(site_build.threading, "active_count", lambda: threads)
    with pytest.raises(SiteWriteError) as raised:
        build_site(hand_made_glossary(), tmp_path / "site")
    assert raised.value.errno == errno.ENOTDIR
    assert started == ["forked" if threads == 1 else "new interpreter"]
    assert not (tmp_path / "site").exists()


def test_a_forked_index_process_that_fails_reports_its_error_s_last_line(tmp_path, monkeypatch, started):
    def failing(*args):
        raise RuntimeError("the index broke")

    monkeypatch.setattr(index_worker, "write_index", failing)
    monkeypatch.setattr(site_build.threading, "active_count", lambda: 1)
    with pytest.raises(SiteBuildError) as raised:
        build_site(hand_made_glossary(), tmp_path / "site")
    assert raised.value.render("en") == "The search index could not be built: RuntimeError: the index broke"
    assert started == ["forked"]
    assert not (tmp_path / "site").exists()
