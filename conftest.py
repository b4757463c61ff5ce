"""pytest, project-wide: scenario blocks in ``docs/`` run as tests, one item per scenario.

Only Markdown pages are collected under ``docs/``: the site's Python hooks are not test modules
and must not be imported by ``--doctest-modules``.
"""

from checker.scenarios.sybil_parser import scenario_sybil

collect_ignore_glob = ["docs/**/*.py", "docs/*.py"]

pytest_collect_file = scenario_sybil().pytest()
