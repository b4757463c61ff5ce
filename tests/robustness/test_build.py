"""``mcrules build`` on source sets full of markup: it ends cleanly, escapes every source string in
the pages and JSON it writes, and writes nothing outside its site folder.

A build runs MkDocs and takes seconds, so this property tries few examples, drawn so that most
of them import: UTF-8 entry pages with plain titles, whose titles, clauses and labels carry
markup, some in files named with markup. The other hostile ingredients are the export
properties' business.
"""

from __future__ import annotations

import tempfile
from pathlib import Path

import pytest
from hypothesis import event, given
from hypothesis import strategies as st

from tests.robustness.budget import trying
from tests.robustness.markup import raw_markup
from tests.robustness.pages import MARKUP, PLAIN_TITLES, source_sets
from tests.robustness.sandbox import assert_ran_cleanly, changed, run_mcrules, snapshot

BUILD_TIME_LIMIT = 180
"""Seconds; a build of three pages takes a few."""

EXAMPLES = 6

markup_sets = source_sets(
    ingredients=st.sampled_from(MARKUP),
    kinds=("entry",),
    names=("{n:03d}_page.txt", "{n:03d} <img src=x onerror=alert(1)>.txt"),
    max_pages=3,
    wild=False,
    non_regular=False,
    title_pool=PLAIN_TITLES,
)


@pytest.fixture(scope="module")
def workspace(tmp_path_factory) -> Path:
    return tmp_path_factory.mktemp("build")


CACHE = "home/.cache"
"""The user's cache folder, where compiled catalogs are kept (see :mod:`checker.i18n`)."""


def _outside_site(before: dict, after: dict) -> list[str]:
    """New or changed entries that are not the site folder or inside it, nor the program's own
    folder of the user's cache."""
    return changed(before, after) + [
        f"{path}: written"
        for path in sorted(set(after) - set(before))
        if path != "out/site" and not path.startswith("out/site/")
        and path not in (CACHE, f"{CACHE}/mcrules") and not path.startswith(f"{CACHE}/mcrules/")
    ]


@trying(EXAMPLES)
@given(source_set=markup_sets)
def test_build_escapes_source_markup_and_writes_only_its_site(workspace, source_set):
    with tempfile.TemporaryDirectory(dir=workspace) as folder:
        root = Path(folder)
        sources = source_set.write(root / "sources")
        site = root / "out" / "site"
        site.parent.mkdir()
        (root / "home" / "tmp").mkdir(parents=True)
        before = snapshot(root)
        run = run_mcrules(
            ["build", "--sources", str(sources), "--site", str(site)],
            cwd=root,
            home=root / "home",
            timeout=BUILD_TIME_LIMIT,
        )
        after = snapshot(root)
        event(f"exit code {run.returncode}")
        built = run.returncode == 0
        assert not built or site.is_dir(), f"exit code 0 but no site\n{run.describe()}"
        markup = raw_markup(site) if built else {}
        escaping = [
            str(path) for path in (site.rglob("*") if built else []) if not path.resolve().is_relative_to(site.resolve())
        ]
    assert_ran_cleanly(run)
    outside = _outside_site(before, after)
    assert outside == [], f"written outside the site: {outside}\n{run.describe()}"
    assert markup == {}, f"raw source markup in built files: {markup}\n{run.describe()}"
    assert escaping == [], f"site entries that lead outside the site: {escaping}"
