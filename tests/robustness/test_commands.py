"""Hostile command lines for every command: they end cleanly and never touch the user's files.

Each example gets a fresh :class:`~tests.robustness.sandbox.Sandbox`: a fake checkout as the
working directory, a folder and a file of the user's, a folder with an earlier output in it.
Sites, outputs and sources point at those, at ``.`` and ``/``, below a file, or nowhere.
"""

from __future__ import annotations

import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from hypothesis import event, given
from hypothesis import strategies as st

from tests.robustness.budget import trying
from tests.robustness.commands import COMMAND_NAMES, command_lines, resolve
from tests.robustness.sandbox import LOCALES, Sandbox, assert_ran_cleanly, changed, run_in_sandbox, unclean_stderr_lines

COMMAND_TIME_LIMIT = 120
"""Seconds; the slowest command here, a build before ``serve`` gives up on its port, takes a few."""

EXAMPLES = 30


@pytest.fixture(scope="module")
def workspace(tmp_path_factory) -> Path:
    return tmp_path_factory.mktemp("commands")


@contextmanager
def sandbox_in(workspace: Path) -> Iterator[Sandbox]:
    # The sandbox sits one level down, so that "--site .." stays inside the example's folder.
    with tempfile.TemporaryDirectory(dir=workspace, ignore_cleanup_errors=True) as folder:
        yield Sandbox(Path(folder) / "sandbox").lay_out()


@trying(EXAMPLES)
@given(words=command_lines(), locale=st.sampled_from(LOCALES))
def test_command_lines_end_cleanly(workspace, words, locale):
    with sandbox_in(workspace) as sandbox:
        run, _ = run_in_sandbox(sandbox, resolve(words, sandbox), locale=locale, timeout=COMMAND_TIME_LIMIT)
    event(f"{next(word for word in words if word in COMMAND_NAMES)}: exit code {run.returncode}")
    assert_ran_cleanly(run)
    assert unclean_stderr_lines(run.stderr) == [], f"stderr lines with control characters\n{run.describe()}"


@trying(EXAMPLES)
@given(words=command_lines())
def test_command_lines_leave_user_files_alone(workspace, words):
    with sandbox_in(workspace) as sandbox:
        before = sandbox.protected()
        run, left_at_root = run_in_sandbox(sandbox, resolve(words, sandbox), locale="C.UTF-8", timeout=COMMAND_TIME_LIMIT)
        damage = changed(before, sandbox.protected())
    assert damage == [], f"user files deleted or changed: {damage}\n{run.describe()}"
    assert left_at_root == [], f"entries left at the top of the file system: {left_at_root}\n{run.describe()}"
