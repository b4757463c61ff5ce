"""Collections are held off during a pass (the full ones, or all of them), and the collector is as before after it."""

import gc
import subprocess
import sys
import weakref

import pytest

from checker import SOURCES_DIR, TRANSLATIONS_DIR
from checker.gc_tuning import no_collections, young_collections_only
from tests.sources import SPANISH_SITE_SOURCES, SPANISH_SITE_TRANSLATIONS


def test_only_the_youngest_generation_is_collected_inside_and_the_thresholds_come_back_after():
    before = gc.get_threshold()
    with young_collections_only():
        inside = gc.get_threshold()
        with young_collections_only():
            assert gc.get_threshold() == inside
        assert gc.get_threshold() == inside
    assert inside[0] == before[0] and min(inside[1:]) > 10**6
    assert gc.get_threshold() == before


def test_the_thresholds_come_back_when_the_pass_fails():
    before = gc.get_threshold()
    try:
        with young_collections_only():
            raise ValueError
    except ValueError:
        pass
    assert gc.get_threshold() == before


def test_a_cycle_made_and_dropped_inside_is_freed_by_the_collections_that_allocations_bring():
    class Node:
        pass

    with young_collections_only():
        node = Node()
        node.itself = node
        gone = weakref.ref(node)
        del node
        kept = [[] for _ in range(gc.get_threshold()[0] * 2)]
        assert gone() is None and kept


def test_no_collection_runs_inside_and_the_collector_runs_again_after_only_if_it_did_before():
    assert gc.isenabled()
    with no_collections():
        assert not gc.isenabled()
        with no_collections():
            assert not gc.isenabled()
        assert not gc.isenabled()
    assert gc.isenabled()
    gc.disable()
    try:
        with no_collections():
            pass
        assert not gc.isenabled()
    finally:
        gc.enable()


def test_the_collector_runs_again_when_the_pass_fails():
    try:
        with no_collections():
            raise ValueError
    except ValueError:
        pass
    assert gc.isenabled()


IMPORT_TWICE = """
import gc, sys
from pathlib import Path
from checker.glossary import load_glossary
sources, translations = Path(sys.argv[1]), Path(sys.argv[2])
load_glossary(sources, translations)
gc.collect()
gc.disable()
glossary = load_glossary(sources, translations)
print(gc.collect(), len(glossary.entries))
"""


@pytest.mark.parametrize("sources, translations", [(SOURCES_DIR, TRANSLATIONS_DIR), (SPANISH_SITE_SOURCES, SPANISH_SITE_TRANSLATIONS)])
def test_an_import_leaves_no_cycle_for_a_collection_to_free(sources, translations):
    # What :func:`no_collections` stands on: the import's own garbage is freed by counting
    # references alone. The first import also loads modules and catalogs, which may make
    # cycles; and the test runs in a process of its own, where no other thread makes any.
    found = subprocess.run([sys.executable, "-c", IMPORT_TWICE, str(sources), str(translations)],
                           capture_output=True, text=True, check=True)
    garbage, entries = map(int, found.stdout.split())
    assert garbage == 0 and entries > 0
