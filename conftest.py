"""pytest, project-wide: scenario blocks in ``docs/`` run as tests, one item per scenario.

Only Markdown pages are collected under ``docs/``: the site's Python hooks are not test modules
and must not be imported by ``--doctest-modules``.

The commands keep compiled templates and scenario results in the user's cache folder. A test
run gets a cache folder of its own, empty at the start and removed at the end, so that no
result kept by an earlier run, or by the user's own builds, can stand in for one the tests
must compute; the commands the tests start inherit it.
"""

import os
import shutil
import tempfile

from checker.scenarios.sybil_parser import scenario_sybil

collect_ignore_glob = ["docs/**/*.py", "docs/*.py"]

pytest_collect_file = scenario_sybil().pytest()

_RUN_CACHE = tempfile.mkdtemp(prefix="mcrules-test-cache-")


def pytest_configure(config):
    os.environ["XDG_CACHE_HOME"] = _RUN_CACHE


def pytest_unconfigure(config):
    shutil.rmtree(_RUN_CACHE, ignore_errors=True)
