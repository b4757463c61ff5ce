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
