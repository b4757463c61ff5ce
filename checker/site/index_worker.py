"""Build the search index in a process of its own, so that it runs while MkDocs builds the pages.

The index holds the glossary and the site's other pages, the hand-written ones read from the
docs folder (:mod:`checker.site.search_pages`). :func:`checker.site.build.build_site` starts
this process in a process group of its own and waits for it, in one of two ways:

* :func:`fork_index`, where the build runs in a process with no other thread (``mcrules
  build``, and ``mcrules serve`` before it serves): the process is a copy of the build's, the
  glossary, the term table and the modules already loaded. Starting a new interpreter instead
  took about a tenth of the reference build's instructions beyond plain MkDocs's: starting,
  loading the project's modules again, and pickling the glossary to hand it over.
* ``python -m checker.site.index_worker GLOSSARY_PICKLE INDEX_DIR DOCS_DIR`` otherwise, the
  glossary pickled by the build: a copy of a process whose other threads may hold locks, which
  the copy would wait for forever, is no place to run Python.

The build keeps a pipe to this process open while it runs (the new interpreter's standard
input): once it closes, the build is gone, however it ended, and this process stops.

When the file system refuses a write, the process exits with :data:`FILE_SYSTEM_FAILURE` and its
last line on standard error is the error's number and the system's text, ``28 No space left on
device``; any other failure ends with Python's traceback.
"""

from __future__ import annotations

import gc
import os
import pickle
import signal
import sys
import threading
import traceback
from pathlib import Path
from typing import NoReturn

FILE_SYSTEM_FAILURE = 3


def _stop_when_the_build_is_gone(alive: int) -> None:
    while os.read(alive, 1024):
        pass
    os.killpg(os.getpgrp(), signal.SIGKILL)


def write_index(glossary, terms, index_dir: str, docs_dir: str, alive: int) -> int:
    """Write the index of ``glossary`` into ``index_dir`` while the pipe ``alive`` stays open;
    the process's exit status."""
    # Imported here: the build reads this module's constants even where search is left out.
    from checker.search import build_index
    from checker.site.search_pages import site_pages

    threading.Thread(target=_stop_when_the_build_is_gone, args=(alive,), daemon=True).start()
    try:
        # One language after the other: MkDocs keeps the other core busy meanwhile, and a process
        # per language would hold a copy of the glossary each.
        build_index(glossary, Path(index_dir), terms, site_pages(glossary, terms, Path(docs_dir)), in_parallel=False)
    except OSError as error:
        return _file_system_failure(error)
    return 0


def _file_system_failure(error: OSError) -> int:
    print(error.errno, error.strerror, file=sys.stderr)
    return FILE_SYSTEM_FAILURE


class ForkedIndex:
    """The index process :func:`fork_index` started, seen as the build sees one it starts
    afresh: its ``pid`` (its process group's too), its ``returncode`` once :meth:`wait` has
    found it, and ``stdin``, the pipe whose closing tells it the build is gone."""

    def __init__(self, pid: int, alive: int) -> None:
        self.pid = pid
        self.returncode: int | None = None
        self.stdin = open(alive, "wb", buffering=0)

    def wait(self) -> int:
        if self.returncode is None:
            _, status = os.waitpid(self.pid, 0)
            self.returncode = os.waitstatus_to_exitcode(status)
        return self.returncode


def fork_index(glossary, terms, index_dir: Path, docs_dir: Path, errors: Path) -> ForkedIndex:
    """Start the index process as a copy of this one, its standard error written to ``errors``.
    Only for a process with no other thread."""
    alive, keep_alive = os.pipe()
    with open(errors, "wb") as errors_file:
        pid = os.fork()
        if pid == 0:
            _run_forked(glossary, terms, index_dir, docs_dir, errors_file.fileno(), alive, keep_alive)
    os.close(alive)
    try:
        # Set by both sides, so that the group exists whichever runs first.
        os.setpgid(pid, pid)
    except OSError:
        pass  # The child has set it, or has already ended.
    return ForkedIndex(pid, keep_alive)


def _run_forked(glossary, terms, index_dir: Path, docs_dir: Path, errors: int, alive: int, keep_alive: int) -> NoReturn:
    """The forked process: write the index and end, running nothing of the build's on the way
    out (its buffered output, its exit handlers)."""
    status = 1
    try:
        # The build's objects, inherited, are left out of the collector's sight: each of its
        # collections would otherwise walk them all (and write to their pages, which the two
        # processes share until then).
        gc.freeze()
        os.setpgid(0, 0)
        os.close(keep_alive)
        for number in (signal.SIGINT, signal.SIGTERM):
            signal.signal(number, signal.SIG_DFL)
        os.dup2(errors, 2)
        nothing = os.open(os.devnull, os.O_WRONLY)
        os.dup2(nothing, 1)
        # New streams: the build's may hold text it has not written yet.
        sys.stdout = open(1, "w", closefd=False)
        sys.stderr = open(2, "w", closefd=False)
        status = write_index(glossary, terms, str(index_dir), str(docs_dir), alive)
    except BaseException:
        traceback.print_exc()
    finally:
        try:
            sys.stderr.flush()
        finally:
            os._exit(status)


def main(glossary_file: str, index_dir: str, docs_dir: str) -> int:
    from checker.glossary.terms import TermTable

    try:
        with open(glossary_file, "rb") as stream:
            glossary = pickle.load(stream)
        terms = TermTable.load()
    except OSError as error:
        return _file_system_failure(error)
    return write_index(glossary, terms, index_dir, docs_dir, sys.stdin.fileno())


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:]))
