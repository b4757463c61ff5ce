"""Full garbage collections are held off during a pass, and the collector is as before after it."""

import gc
import weakref

from checker.gc_tuning import young_collections_only


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
