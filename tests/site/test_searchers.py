"""The searchers a served site lends its searches: one search per searcher at a time, a
bounded number of them, and a rebuild never closing one under a running search."""

from __future__ import annotations

import shutil
import threading

import pytest

from checker.search import IndexMissingError
from checker.site import searchers
from checker.site.searchers import SearcherPool, site_version

WAIT = 10


class Recorded:
    """A searcher that records its opening and closing in ``log``."""

    def __init__(self, log: list, index_dir) -> None:
        self.number = sum(event == "open" for event, _ in log) + 1
        self.log = log
        log.append(("open", self.number))

    def search(self, query, lang, limit):
        return []

    def close(self) -> None:
        self.log.append(("close", self.number))


@pytest.fixture
def site(hand_site, tmp_path):
    copy = tmp_path / "site"
    shutil.copytree(hand_site, copy)
    return copy


def pool_of(site, log, size=4):
    return SearcherPool(site, lambda index_dir: Recorded(log, index_dir), size)


def rebuild(site, tmp_path):
    """Swap the site folder for a copy of it, as a build does."""
    shutil.copytree(site, tmp_path / "new")
    site.rename(tmp_path / "old")
    (tmp_path / "new").rename(site)


def test_concurrent_searches_get_different_searchers_and_idle_ones_are_reused(site):
    log = []
    pool = pool_of(site, log)
    with pool.searcher() as first, pool.searcher() as second:
        assert first is not second
    with pool.searcher() as again:
        assert again in (first, second)
    assert log == [("open", 1), ("open", 2)]


def test_past_the_bound_a_search_waits_for_a_searcher_to_come_back(site):
    log = []
    pool = pool_of(site, log, size=1)
    taken: list = []

    def search_when_one_is_free():
        with pool.searcher() as searcher:
            taken.append(searcher)

    with pool.searcher() as only:
        waiting = threading.Thread(target=search_when_one_is_free)
        waiting.start()
        waiting.join(timeout=0.3)
        assert waiting.is_alive() and taken == []
    waiting.join(timeout=WAIT)
    assert taken == [only] and log == [("open", 1)]


def test_a_rebuild_closes_the_idle_searchers(site, tmp_path):
    log = []
    pool = pool_of(site, log)
    with pool.searcher():
        pass
    rebuild(site, tmp_path)
    with pool.searcher():
        assert log == [("open", 1), ("close", 1), ("open", 2)]


def test_a_rebuild_closes_a_lent_searcher_only_when_its_search_gives_it_back(site, tmp_path):
    log = []
    pool = pool_of(site, log)
    with pool.searcher() as running:
        rebuild(site, tmp_path)
        with pool.searcher() as fresh:
            assert fresh is not running
        assert log == [("open", 1), ("open", 2)]
    assert log == [("open", 1), ("open", 2), ("close", 1)]
    with pool.searcher() as reused:
        assert reused is fresh


def test_a_search_that_read_the_site_before_a_rebuild_keeps_the_searchers_of_the_new_one(site, tmp_path, monkeypatch):
    log = []
    pool = pool_of(site, log)
    before = site_version(site)
    with pool.searcher():
        pass
    rebuild(site, tmp_path)
    with pool.searcher() as fresh:
        pass
    # This search read the site's version before the rebuild, and takes the pool's lock only
    # after the search above moved the pool to the new site.
    stale = iter([before])
    current = searchers.site_version
    monkeypatch.setattr(searchers, "site_version", lambda path: next(stale, None) or current(path))
    with pool.searcher() as late:
        assert late is fresh
    assert log == [("open", 1), ("close", 1), ("open", 2)]


def test_a_searcher_that_cannot_open_frees_its_place(site):
    attempts = []

    def missing(index_dir):
        attempts.append(index_dir)
        raise IndexMissingError("No search index in {path}.", path=str(index_dir))

    pool = SearcherPool(site, missing, size=1)
    for _ in range(2):
        with pytest.raises(IndexMissingError), pool.searcher():
            pass
    assert len(attempts) == 2


def test_closing_the_pool_closes_idle_searchers_now_and_lent_ones_when_given_back(site):
    log = []
    pool = pool_of(site, log)
    with pool.searcher(), pool.searcher():
        pass
    with pool.searcher() as lent:
        pool.close()
        idle = 3 - lent.number
        assert log == [("open", 1), ("open", 2), ("close", idle)]
    assert log[-1] == ("close", lent.number)
