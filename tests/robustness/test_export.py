"""``mcrules export`` on hostile source sets: it ends cleanly, and loses no sentence silently."""

from __future__ import annotations

import json
import shutil
import tempfile
import unicodedata
from pathlib import Path

import pytest
from hypothesis import event, given
from hypothesis import strategies as st

from checker import PROJECT_ROOT
from tests.robustness.budget import trying
from tests.robustness.oracle import entry_strings, lost_pieces
from tests.robustness.pages import HOSTILE_TEXT, INVISIBLE, PLAIN_TITLES, SourceSet, source_sets
from tests.robustness.sandbox import LOCALES, Run, assert_ran_cleanly, run_mcrules, unclean_stderr_lines

EXPORT_TIME_LIMIT = 20
"""Seconds; an export of eight pages takes well under one."""

EXAMPLES = 25
ACCOUNTING_EXAMPLES = 50
"""More: sentences go missing only when blocks of one entry disagree in shape."""


def export(source_set: SourceSet, folder: Path, locale: str = "C.UTF-8") -> tuple[Run, dict | None]:
    """Write ``source_set`` into ``folder/sources``, export it, and read the JSON when it says it wrote it."""
    sources = source_set.write(folder / "sources")
    output = folder / "out" / "glossary.json"
    run = run_mcrules(
        ["export", "--sources", str(sources), "--output", str(output)],
        cwd=folder,
        home=folder / "home",
        locale=locale,
        timeout=EXPORT_TIME_LIMIT,
    )
    if run.returncode not in (0, 3):
        return run, None
    assert output.is_file(), f"exit code {run.returncode} but no JSON written\n{run.describe()}"
    return run, json.loads(output.read_text(encoding="utf-8"))


textual_sets = source_sets(ingredients=st.sampled_from([text for text in HOSTILE_TEXT if "\x00" not in text]))
"""Hostile sets whose files are all text: a file with a NUL byte is binary, and may be refused
whole rather than line by line."""

scraped_sets = source_sets(
    ingredients=None, names=("{n:03d}_page.txt",), max_pages=3, wild=False, non_regular=False, title_pool=PLAIN_TITLES
)
"""Sets with the scraper's shapes (broken steps, examples, see-also lists, redirects, title-only
and empty pages, two versions of an entry) and nothing hostile: most of them import, so the
placing of every sentence is tested even where hostile ingredients make a whole set fail."""


@pytest.fixture(scope="module")
def workspace(tmp_path_factory) -> Path:
    return tmp_path_factory.mktemp("export")


@trying(EXAMPLES)
@given(source_set=source_sets(), locale=st.sampled_from(LOCALES))
def test_export_ends_cleanly_whatever_the_sources(workspace, source_set, locale):
    with tempfile.TemporaryDirectory(dir=workspace) as folder:
        run, _ = export(source_set, Path(folder), locale)
    event(f"exit code {run.returncode}")
    assert_ran_cleanly(run)
    assert unclean_stderr_lines(run.stderr) == [], f"stderr lines with control characters\n{run.describe()}"


@trying(ACCOUNTING_EXAMPLES)
@given(source_set=textual_sets | scraped_sets)
def test_export_accounts_for_every_sentence(workspace, source_set):
    with tempfile.TemporaryDirectory(dir=workspace) as folder:
        run, data = export(source_set, Path(folder))
        lost = lost_pieces(Path(folder) / "sources", data) if data is not None else []
    event(f"exit code {run.returncode}")
    assert lost == [], f"sentences neither exported nor listed as unaccounted: {lost}\n{run.describe()}"


def _dirty(text: str) -> bool:
    return text != unicodedata.normalize("NFC", text) or any(
        unicodedata.category(char) in ("Cc", "Zl", "Zp") or char in INVISIBLE for char in text
    )


@trying(EXAMPLES)
@given(source_set=textual_sets)
def test_exported_text_is_normalised_and_visible(workspace, source_set):
    """Titles, clauses and labels are NFC text without control or invisible characters.

    File names are left out: they name files, whatever characters the file system allows.
    """
    with tempfile.TemporaryDirectory(dir=workspace) as folder:
        run, data = export(source_set, Path(folder))
    event(f"exit code {run.returncode}")
    if data is None:
        return
    texts = list(entry_strings(data["entries"])) + [item.get("text", "") for item in data["unaccounted"]]
    dirty = [text for text in texts if _dirty(text)]
    assert dirty == [], f"exported text not NFC or with control or invisible characters: {dirty}\n{run.describe()}"


def test_oracle_finds_every_sentence_of_the_project_sources(tmp_path):
    """On the pages as received, the export holds every sentence the oracle asks for."""
    shutil.copytree(PROJECT_ROOT / "sources", tmp_path / "sources")
    run = run_mcrules(
        ["export", "--sources", str(tmp_path / "sources"), "--output", str(tmp_path / "glossary.json")],
        cwd=tmp_path,
        home=tmp_path,
        timeout=EXPORT_TIME_LIMIT,
    )
    assert run.returncode == 0, run.describe()
    data = json.loads((tmp_path / "glossary.json").read_text(encoding="utf-8"))
    assert lost_pieces(tmp_path / "sources", data) == []


def test_oracle_notices_a_sentence_missing_from_the_export(tmp_path):
    (tmp_path / "a.txt").write_text(
        "Villain\n\nThe villain attacks each player. Then the villain schemes.\n\nSee also: Threat; Minion\n",
        encoding="utf-8",
    )
    export = {
        "entries": [{"id": "villain", "title": {"en": "Villain"}, "clauses": [{"text": {"en": "The villain attacks each player."}}],
                     "see_also": [{"label": {"en": "Threat"}, "target": "minion"}]}],
        "aliases": [],
        "unaccounted": [{"file": "a.txt", "line": 1, "text": "Villain"}],
    }
    assert [(piece.line, piece.text) for piece in lost_pieces(tmp_path, export)] == [
        (3, "Then the villain schemes."),
        (5, "minion"),
    ]
