"""An index damaged on disk is reported as unreadable, at opening or while searching."""

from __future__ import annotations

import json
import pickle
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from checker.search import IndexUnreadableError, SearchError, Searcher, build_index
from checker.search import segment_files
from tests.search.conftest import small_glossary


@pytest.fixture
def index_copy(small_index, tmp_path):
    copy = tmp_path / "_search"
    shutil.copytree(small_index, copy)
    return copy


def unreadable(index: Path) -> IndexUnreadableError:
    """The error opening ``index`` raises."""
    with pytest.raises(IndexUnreadableError) as raised:
        Searcher.open(index)
    return raised.value


def edit_facts(index: Path, edit: Callable[[dict], dict]) -> None:
    """Write each language's facts file of ``index`` again, as ``edit`` changes it."""
    for path in index.glob("*.segment.json"):
        path.write_text(json.dumps(edit(json.loads(path.read_text(encoding="utf-8")))), encoding="utf-8")


@pytest.mark.parametrize("pattern", ["*.toc", "*.seg"])
def test_a_truncated_index_cannot_be_opened(index_copy, pattern):
    for path in index_copy.glob(pattern):
        path.write_bytes(path.read_bytes()[:40])
    error = unreadable(index_copy)
    assert isinstance(error, SearchError)
    assert error.render("en").startswith(f"The search index in {index_copy} cannot be read (")
    assert error.render("es").startswith(f"No se puede leer el índice de búsqueda de {index_copy} (")


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


def test_a_bug_outside_the_reading_of_the_index_is_not_taken_for_a_damaged_index(searcher, monkeypatch):
    def broken(*args, **kwargs):
        raise ZeroDivisionError("a bug in the ranking")

    monkeypatch.setattr("checker.search.searcher.rank", broken)
    with pytest.raises(ZeroDivisionError):
        searcher.search("amenaza", "es", 5)


def test_an_index_without_the_facts_of_its_segment_is_unreadable_and_the_message_names_the_file(index_copy):
    for path in index_copy.glob("*.segment.json"):
        path.unlink()
    assert "glossary-es.segment.json is missing" in unreadable(index_copy).render("en")


def test_facts_of_another_build_of_the_index_are_not_taken_for_its_own(index_copy, tmp_path):
    """Each build names its segment anew: the facts of another build describe files that are
    not there, and a table of contents that is not this one."""
    other = tmp_path / "other"
    build_index(small_glossary(), other)
    for path in other.glob("*.segment.json"):
        shutil.copy(path, index_copy / path.name)
    assert "glossary-es.segment.json does not describe _glossary-es_1.toc" in unreadable(index_copy).render("en")


def test_facts_that_do_not_describe_the_segment_file_make_the_index_unreadable(index_copy):
    edit_facts(index_copy, lambda facts: {**facts, "sizes": {file: size + 1 for file, size in facts["sizes"].items()}})
    assert "glossary-es.segment.json does not describe glossary-es_" in unreadable(index_copy).render("en")


@pytest.mark.parametrize("damage", [b"", b"{", b"[1]", b'"format"', b'{"format": 1}', b'{"format": 2}', b"\xff" * 40])
def test_damaged_facts_make_the_index_unreadable(index_copy, damage):
    for path in index_copy.glob("*.segment.json"):
        path.write_bytes(damage)
    assert "glossary-es.segment.json" in unreadable(index_copy).render("en")


@pytest.mark.parametrize("figures", [{"code_lengths": [1] * 255}, {"code_lengths": ["1"] * 256}, {"doc_count": 1.5}])
def test_facts_without_a_segment_s_figures_make_the_index_unreadable(index_copy, figures):
    edit_facts(index_copy, lambda facts: {**facts, **figures})
    assert "glossary-es.segment.json does not hold a segment's figures" in unreadable(index_copy).render("en")


def test_an_index_read_with_other_analysers_is_not_searched(index_copy):
    edit_facts(index_copy, lambda facts: {**facts, "analysers": {**facts["analysers"], "body_es": "en"}})
    assert "other analysers" in unreadable(index_copy).render("en")


def test_a_damaged_pickle_naming_a_module_is_refused_not_imported():
    """Whoosh's files pickle plain values only: what a damaged one names is never imported."""
    with pytest.raises(pickle.UnpicklingError, match="pathlib.PosixPath"):
        segment_files._plain_values(pickle.dumps(("a", Path("b")), 2))
    assert pickle.UnpicklingError in segment_files.DAMAGE
    assert segment_files._plain_values(pickle.dumps(((1, 2), (1.0, 2.0), b"\x00\x01"), 2)) == ((1, 2), (1.0, 2.0), b"\x00\x01")


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
