"""Build the search index in a process of its own, so that it runs while MkDocs builds the pages.

``python -m checker.site.index_worker GLOSSARY_PICKLE INDEX_DIR DOCS_DIR``: the index holds the
glossary and the site's other pages, the hand-written ones read from ``DOCS_DIR``
(:mod:`checker.site.search_pages`). The glossary comes pickled
by :func:`checker.site.build.build_site`, which started this process, in a process group of its
own, and waits for it. The build keeps this process's standard input open while it runs: once it
closes, the build is gone, however it ended, and this process stops.

When the file system refuses a write, the process exits with :data:`FILE_SYSTEM_FAILURE` and its
last line on standard error is the error's number and the system's text, ``28 No space left on
device``; any other failure ends with Python's traceback.
"""

from __future__ import annotations

import os
import pickle
import signal
import sys
import threading
from pathlib import Path

FILE_SYSTEM_FAILURE = 3


def _stop_when_the_build_is_gone() -> None:
    while os.read(sys.stdin.fileno(), 1024):
        pass
    os.killpg(os.getpgrp(), signal.SIGKILL)


def main(glossary_file: str, index_dir: str, docs_dir: str) -> int:
    # Imported here: the build reads this module's constants even where search is left out.
    from checker.glossary.terms import TermTable
    from checker.search import build_index
    from checker.site.search_pages import site_pages

    threading.Thread(target=_stop_when_the_build_is_gone, daemon=True).start()
    try:
        with open(glossary_file, "rb") as stream:
            glossary = pickle.load(stream)
        terms = TermTable.load()
        # One language after the other: MkDocs keeps the other core busy meanwhile, and a process
        # per language would hold a copy of the glossary each.
        build_index(glossary, Path(index_dir), terms, site_pages(glossary, terms, Path(docs_dir)), in_parallel=False)
    except OSError as error:
        print(error.errno, error.strerror, file=sys.stderr)
        return FILE_SYSTEM_FAILURE
    return 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:]))
