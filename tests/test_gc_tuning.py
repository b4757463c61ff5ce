"""Full garbage collections are held off during a pass, and the collector is as before after it."""

import gc
import weakref

import pytest

from checker import SOURCES_DIR, TRANSLATIONS_DIR
from checker.gc_tuning import no_collections, young_collections_only
from checker.glossary import load_glossary
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


@pytest.mark.parametrize("sources, translations", [(SOURCES_DIR, TRANSLATIONS_DIR), (SPANISH_SITE_SOURCES, SPANISH_SITE_TRANSLATIONS)])
def test_an_import_leaves_no_cycle_for_a_collection_to_free(sources, translations):
    # What :func:`no_collections` stands on: the import's own garbage is freed by counting
    # references alone. (The first import also loads modules and catalogs, which may.)
    load_glossary(sources, translations)
    gc.collect()
    gc.disable()
    try:
        glossary = load_glossary(sources, translations)
        assert gc.collect() == 0
    finally:
        gc.enable()
    assert glossary.entries
