"""Build the search index in a process of its own, so that it runs while MkDocs builds the pages.

``python -m checker.site.index_worker GLOSSARY_PICKLE INDEX_DIR``: the glossary comes pickled
by :func:`checker.site.build.build_site`, which started this process and waits for it.
"""

from __future__ import annotations

import pickle
import sys
from pathlib import Path

from checker.search import build_index


def main(glossary_file: str, index_dir: str) -> None:
    with open(glossary_file, "rb") as stream:
        glossary = pickle.load(stream)
    build_index(glossary, Path(index_dir))


if __name__ == "__main__":
    main(*sys.argv[1:])
