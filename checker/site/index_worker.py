"""Build the search index in a process of its own, so that it runs while MkDocs builds the pages.

``python -m checker.site.index_worker GLOSSARY_PICKLE INDEX_DIR``: the glossary comes pickled
by :func:`checker.site.build.build_site`, which started this process, in a process group of its
own, and waits for it. The build keeps this process's standard input open while it runs: once it
closes, the build is gone, however it ended, and this process stops together with its pool.
"""

from __future__ import annotations

import os
import pickle
import signal
import sys
import threading
from pathlib import Path

from checker.search import build_index


def _stop_when_the_build_is_gone() -> None:
    while os.read(sys.stdin.fileno(), 1024):
        pass
    os.killpg(os.getpgrp(), signal.SIGKILL)


def main(glossary_file: str, index_dir: str) -> None:
    threading.Thread(target=_stop_when_the_build_is_gone, daemon=True).start()
    with open(glossary_file, "rb") as stream:
        glossary = pickle.load(stream)
    build_index(glossary, Path(index_dir))


if __name__ == "__main__":
    main(*sys.argv[1:])
