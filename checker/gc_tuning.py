"""Holding off Python's full garbage collections while a long pass builds what it keeps.

An import or a verification allocates hundreds of thousands of objects that all live until the
pass ends: the glossary's blocks and clauses, the scenarios' results. The cyclic collector,
which runs as objects are allocated, keeps scanning them for cycles that are not there: each
collection of the oldest generation scans every object alive, so those collections cost more
the bigger the pass, and made a 10,000-entry import several seconds slower and a verification
grow faster than the number of its scenarios (``benchmarks/bench_import.py`` and
``benchmarks/bench_verify.py`` measure both).

Within :func:`young_collections_only`, only the youngest generation is collected: the short-lived
cycles a pass makes (an engine step's state, a caught exception) are still freed, and objects
that outlive a collection are left for the collector to look at once the pass is over.

A pass that makes no cycle at all has nothing even for those collections to free, and they
still scan each of its objects once: within :func:`no_collections` the collector does not run.
The import and the export are such passes: a collection right after importing the bundled
sources or the Spanish site's finds nothing to free (``tests/test_gc_tuning.py``), nor does one
after importing 10,000 generated entries, where the collections no longer run took 0.26 s of
the export.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager

_NEVER = 2**31 - 1
"""A threshold that no count of collections reaches."""


@contextmanager
def young_collections_only() -> Iterator[None]:
    """Collect only the youngest generation until the block ends; the thresholds in force
    before are restored after it, so passes nest (a verification that imports the glossary)."""
    thresholds = gc.get_threshold()
    gc.set_threshold(thresholds[0], _NEVER, _NEVER)
    try:
        yield
    finally:
        gc.set_threshold(*thresholds)


@contextmanager
def no_collections() -> Iterator[None]:
    """Run no collection until the block ends; the collector runs again after it if it did
    before, so passes nest."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()
