"""An index damaged on disk is reported as unreadable, at opening or while searching."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import checker.search.searcher as searcher_module
from checker.search import IndexUnreadableError, SearchError, Searcher


@pytest.fixture
def index_copy(small_index, tmp_path):
    copy = tmp_path / "_search"
    shutil.copytree(small_index, copy)
    return copy


@pytest.mark.parametrize("pattern", ["*.toc", "*.seg"])
def test_a_truncated_index_cannot_be_opened(index_copy, pattern):
    for path in index_copy.glob(pattern):
        path.write_bytes(path.read_bytes()[:40])
    with pytest.raises(IndexUnreadableError) as raised:
        Searcher.open(index_copy)
    assert isinstance(raised.value, SearchError)
    message = raised.value.render("en")
    assert message.startswith(f"The search index in {index_copy} cannot be read (")
    assert raised.value.render("es").startswith(f"No se puede leer el índice de búsqueda de {index_copy} (")


QUERIES = ("aceleración", "amenaza", "threat", "encounter deck", '"main scheme"', "mazo", "descartes")


def test_damage_inside_a_segment_fails_the_open_or_the_search_as_unreadable(index_copy):
    """Whoosh reads a segment lazily: some damage shows only when a search reads postings.

    Every one of 48 places in each segment is overwritten in turn; opening and searching
    either work or raise IndexUnreadableError, and some damage is only seen by a search.
    """
    seen_by_a_search = 0
    for segment in index_copy.glob("*.seg"):
        original = segment.read_bytes()
        for step in range(48):
            start = len(original) * step // 48
            damaged = bytearray(original)
            damaged[start:start + 64] = b"\xff" * len(damaged[start:start + 64])
            segment.write_bytes(bytes(damaged))
            try:
                searcher = Searcher.open(index_copy)
            except IndexUnreadableError:
                continue
            with searcher:
                try:
                    for query in QUERIES:
                        searcher.search(query, "es", 5)
                        searcher.search(query, "en", 5)
                except IndexUnreadableError as error:
                    seen_by_a_search += 1
                    assert error.render("en").startswith(f"The search index in {index_copy} cannot be read (")
        segment.write_bytes(original)
    assert seen_by_a_search > 0


def test_a_bug_outside_whoosh_is_not_taken_for_a_damaged_index(searcher, monkeypatch):
    def broken(*args, **kwargs):
        raise ZeroDivisionError("a bug in the ranking")

    monkeypatch.setattr("checker.search.searcher.rank", broken)
    with pytest.raises(ZeroDivisionError):
        searcher.search("amenaza", "es", 5)


def raised_through(*files: Path) -> Exception:
    """The error raised by a chain of calls, each written in one of ``files`` (outermost first)."""
    namespace: dict = {}
    for depth, file in enumerate(files):
        if depth == len(files) - 1:
            source = f"def call_{depth}():\n    b'\\xff'.decode('utf-8')\n"
        else:
            source = f"def call_{depth}():\n    call_{depth + 1}()\n"
        exec(compile(source, str(file), "exec"), namespace)
    try:
        namespace["call_0"]()
    except UnicodeDecodeError as error:
        return error
    raise AssertionError("the chain raised nothing")


def test_damage_found_by_the_standard_library_on_whooshs_behalf_is_the_indexs():
    """A damaged file can fail in a standard library function that whoosh called: it is the
    index's fault all the same, not a bug of the search."""
    ours = Path(searcher_module.__file__)
    standard_library, _ = searcher_module.library_folders()
    decoder = standard_library / "encodings" / "utf_8.py"
    assert searcher_module._raised_in_whoosh(raised_through(ours, searcher_module.WHOOSH_DIR / "reading.py", decoder))
    assert not searcher_module._raised_in_whoosh(raised_through(ours, decoder))
    assert not searcher_module._raised_in_whoosh(raised_through(searcher_module.WHOOSH_DIR / "reading.py", ours, decoder))


def test_index_files_cut_short_in_place_under_an_open_searcher_never_kill_the_process(index_copy):
    """As ``rsync --inplace`` or a full disk would: a process that maps a file which is then cut
    short dies of SIGBUS on its next read, with nothing logged."""
    script = f"""
import os, sys
from pathlib import Path
from checker.search import Searcher, SearchError
index = Path({str(index_copy)!r})
searcher = Searcher.open(index)
searcher.search("amenaza", "es")
for path in index.iterdir():
    with open(path, "r+b") as stream:
        stream.truncate(0)
for query in ("amenaza", "threat", "mazo"):
    try:
        searcher.search(query, "es")
    except SearchError:
        pass
print("alive")
"""
    finished = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120)
    assert finished.returncode == 0, finished.stderr[-2000:]
    assert finished.stdout.strip() == "alive"
