"""The searchers that answer a served site's search API, shared by the threads serving it.

A whoosh reader (and so a searcher) keeps its files' read positions between reads, so whoosh
asks for one reader or searcher per thread. :class:`SearcherPool` lends each search a
searcher that no other search is using: an idle one, else a new one, up to a bound; past it,
a search waits for one to come back. Searches are Python code and take turns on the
interpreter anyway, so a few searchers are enough; what the pool saves is a slow search
holding up quick ones, and a search waiting on a lock while its thread could run.

A build replaces the site's index while it is served. When :func:`site_version` changes, the
idle searchers are closed and new ones open over the new index; a searcher lent before the
change is closed when its search gives it back, never under it.
"""

from __future__ import annotations

import os
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

from checker.site.build import SEARCH_INDEX_DIR
from checker.site.stamp import STAMP_NAME

DEFAULT_POOL_SIZE = 4
"""Most searchers open at once in one process."""


def site_version(site_dir: Path) -> tuple:
    """What tells one build of ``site_dir`` from the next.

    A build writes a new site folder, with a new search index folder and build stamp, and
    renames it into place (the index alone is replaced the same way), so the identity of any
    of the three changes; a missing one counts as ``None``.
    """
    marks = []
    for path in (site_dir, site_dir / SEARCH_INDEX_DIR, site_dir / STAMP_NAME):
        try:
            status = os.stat(path)
        except OSError:
            marks.append(None)
        else:
            marks.append((status.st_dev, status.st_ino, status.st_mtime_ns))
    return tuple(marks)


class SearcherPool:
    """Searchers over the index of ``site_dir``, each lent to one search at a time.

    ``factory(index_dir)`` opens a searcher (something with ``search`` and ``close``); what it
    raises reaches the search that asked, and the next search tries again.
    """

    def __init__(self, site_dir: Path, factory: Callable, size: int = DEFAULT_POOL_SIZE) -> None:
        self._site_dir = site_dir
        self._factory = factory
        self._size = size
        self._ready = threading.Condition()
        self._version: tuple | None = None
        self._generation = 0
        """Counts the versions seen; a searcher goes back to the pool only within its own."""
        self._idle: list = []
        self._lent = 0
        """Searchers of the current generation that searches are using."""
        self._process = os.getpid()
        self._closed = False

    @contextmanager
    def searcher(self) -> Iterator:
        """A searcher over the site's current index, for this thread alone until the block ends."""
        searcher, generation = self._borrow()
        try:
            yield searcher
        finally:
            self._give_back(searcher, generation)

    def open_one(self) -> None:
        """Open a searcher now, so that the first search does not wait for it."""
        with self.searcher():
            pass

    def close(self) -> None:
        """Close the idle searchers now, and each lent one when its search ends."""
        with self._ready:
            self._closed = True
            self._retire()

    def _borrow(self) -> tuple[object, int]:
        # The site's version is read before the lock is taken: the system calls that read it
        # would otherwise hold every other search up meanwhile.
        seen = site_version(self._site_dir)
        with self._ready:
            self._follow_the_site(seen)
            while not self._idle and self._lent >= self._size:
                self._ready.wait()
                self._follow_the_site(site_version(self._site_dir))
            self._lent += 1
            generation = self._generation
            if self._idle:
                return self._idle.pop(), generation
        # Opening takes long: other searches go on meanwhile.
        try:
            return self._factory(self._site_dir / SEARCH_INDEX_DIR), generation
        except BaseException:
            self._give_back(None, generation)
            raise

    def _give_back(self, searcher, generation: int) -> None:
        with self._ready:
            current = generation == self._generation
            if current:
                self._lent -= 1
                self._ready.notify()
            if current and not self._closed and searcher is not None:
                self._idle.append(searcher)
                return
        if searcher is not None:
            searcher.close()

    def _follow_the_site(self, seen: tuple) -> None:
        """Start a new generation when the site was rebuilt, or in a new process: a forked
        worker must not read through its parent's open files, whose positions they share.

        ``seen`` is the :func:`site_version` read before the lock was taken. When it differs,
        the version is read again: another search may have started the generation of a later
        build meanwhile, which the one seen must not replace.
        """
        version = seen if seen == self._version else site_version(self._site_dir)
        if version != self._version or os.getpid() != self._process:
            self._retire()
            self._version = version
            self._process = os.getpid()
            self._generation += 1
            self._lent = 0
            self._ready.notify_all()

    def _retire(self) -> None:
        idle, self._idle = self._idle, []
        for searcher in idle:
            searcher.close()
