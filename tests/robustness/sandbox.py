"""Running ``mcrules`` as a user would, and the user files it must leave alone.

Commands run in a child process (a crash, a hang or a stray write then shows as it would to a
user) with standard input closed, a chosen ``LANG``, ``HOME`` and ``TMPDIR`` inside the example's
folder, and a time limit far above any normal run: a command still running at the limit has
hung, and its whole process group is killed.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import signal
import subprocess
import sys
import unicodedata
from dataclasses import dataclass
from pathlib import Path

from checker import PROJECT_ROOT

EXIT_CODES = frozenset({0, 1, 2, 3})
"""Done, could not do it, bad command line, done but incomplete."""

PROGRAM = "import sys; from checker.cli import main; sys.exit(main(sys.argv[1:]))"

LOCALES = ("C.UTF-8", "es_ES.UTF-8", "en_US.UTF-8", "C")

BIDI_CONTROLS = frozenset("\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")


@dataclass(frozen=True)
class Run:
    argv: tuple[str, ...]
    returncode: int | None
    """None when the command had to be killed at the time limit."""
    stdout: bytes
    stderr: str

    @property
    def hung(self) -> bool:
        return self.returncode is None

    def describe(self) -> str:
        return f"mcrules {' '.join(map(repr, self.argv))} -> {self.returncode}\nstderr:\n{self.stderr[-3000:]}"


def run_mcrules(argv: list[str], cwd: Path, home: Path, *, locale: str = "C.UTF-8", timeout: float) -> Run:
    """Run ``mcrules argv`` in ``cwd``; ``-P`` keeps ``cwd`` off the import path."""
    tmpdir = home / "tmp"
    tmpdir.mkdir(parents=True, exist_ok=True)
    environment = {
        "PATH": os.environ.get("PATH", os.defpath),
        "HOME": str(home),
        "TMPDIR": str(tmpdir),
        "LANG": locale,
        "PYTHONDONTWRITEBYTECODE": "1",
    }
    process = subprocess.Popen(
        [sys.executable, "-P", "-c", PROGRAM, *argv],
        cwd=cwd,
        env=environment,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        process_group=0,
    )
    try:
        stdout, stderr = process.communicate(timeout=timeout)
        returncode = process.returncode
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        stdout, stderr = process.communicate()
        returncode = None
    return Run(tuple(argv), returncode, stdout, stderr.decode("utf-8", errors="backslashreplace"))


def unclean_stderr_lines(stderr: str) -> list[str]:
    """Lines of standard error holding a control character but a tab, a line separator or a
    bidi override.

    A message that names a file or quotes a page must not let it drive the terminal; a tab
    only moves to the next column, and messages keep it (``checker.cli.output.terminal_text``).
    """
    return [
        line
        for line in stderr.split("\n")
        if any((unicodedata.category(char) in ("Cc", "Zl", "Zp") and char != "\t") or char in BIDI_CONTROLS
               for char in line)
    ]


def assert_ran_cleanly(run: Run) -> None:
    """The properties every command shares: it ends, with a documented exit code and no traceback."""
    assert not run.hung, f"hung (killed at the time limit)\n{run.describe()}"
    assert run.returncode in EXIT_CODES, f"exit code {run.returncode}\n{run.describe()}"
    assert "Traceback" not in run.stderr, f"traceback\n{run.describe()}"


def snapshot(folder: Path) -> dict[str, tuple[str, str]]:
    """Every entry under ``folder`` (itself included), by relative path: its kind and content."""
    found: dict[str, tuple[str, str]] = {}
    if not os.path.lexists(folder):
        return found
    paths = [folder] + (sorted(folder.rglob("*")) if folder.is_dir() and not folder.is_symlink() else [])
    for path in paths:
        relative = str(path.relative_to(folder))
        if path.is_symlink():
            found[relative] = ("symlink", os.readlink(path))
        elif path.is_dir():
            found[relative] = ("folder", "")
        elif path.is_file():
            found[relative] = ("file", hashlib.sha256(path.read_bytes()).hexdigest())
        else:
            found[relative] = ("other", "")
    return found


def changed(before: dict[str, tuple[str, str]], after: dict[str, tuple[str, str]]) -> list[str]:
    """What was in ``before`` and is gone or different in ``after``."""
    return [
        f"{path}: {'deleted' if path not in after else 'changed'}"
        for path, state in before.items()
        if after.get(path) != state
    ]


CANARY = "Do not delete: the user's own file.\n"


@dataclass(frozen=True)
class Sandbox:
    """An example's folder, laid out like a user's machine: only temporary paths, never the project.

    ``checkout`` looks like a checkout of the project with work of the user's in it, and is the
    working directory, so that ``--site .`` means it. ``user`` is a folder of the user's files,
    ``file`` a file of theirs, ``outputs`` a folder that already holds one; ``sources`` holds
    pages that import.
    """

    root: Path

    @property
    def checkout(self) -> Path:
        return self.root / "checkout"

    @property
    def user(self) -> Path:
        return self.root / "user"

    @property
    def file(self) -> Path:
        return self.root / "notes.txt"

    @property
    def outputs(self) -> Path:
        return self.root / "outputs"

    @property
    def sources(self) -> Path:
        return self.root / "sources"

    @property
    def empty(self) -> Path:
        return self.root / "empty"

    @property
    def home(self) -> Path:
        return self.root / "home"

    def lay_out(self) -> Sandbox:
        checkout = self.checkout
        (checkout / ".git").mkdir(parents=True)
        (checkout / ".git" / "HEAD").write_text("ref: refs/heads/main\n", encoding="utf-8")
        (checkout / "README.md").write_text("# A checkout\n", encoding="utf-8")
        (checkout / "pyproject.toml").write_text("[project]\nname = 'mcrules'\n", encoding="utf-8")
        (checkout / "docs" / "en").mkdir(parents=True)
        (checkout / "docs" / "en" / "index.md").write_text("# My notes\n", encoding="utf-8")
        (checkout / "work-in-progress.md").write_text(CANARY, encoding="utf-8")
        (self.user / "photos").mkdir(parents=True)
        (self.user / "letter.md").write_text(CANARY, encoding="utf-8")
        (self.user / "photos" / "cat.jpg").write_bytes(b"\xff\xd8\xff\xe0 not really a photo")
        self.file.write_text(CANARY, encoding="utf-8")
        self.outputs.mkdir()
        (self.outputs / "earlier.json").write_text('{"kept": true}\n', encoding="utf-8")
        self.sources.mkdir()
        for page in sorted((PROJECT_ROOT / "sources").glob("*.txt"))[:2]:
            shutil.copyfile(page, self.sources / page.name)
        self.empty.mkdir()
        self.home.mkdir()
        return self

    def protected(self) -> dict[str, tuple[str, str]]:
        """The state of everything laid out, save ``home``, whose temporary files come and go."""
        return {
            path: state
            for path, state in snapshot(self.root).items()
            if path != "home" and not path.startswith("home/")
        }


def _filesystem_root_entries() -> set[str]:
    return set(os.listdir("/"))


def run_in_sandbox(sandbox: Sandbox, argv: list[str], *, locale: str, timeout: float) -> tuple[Run, list[str]]:
    """Run ``argv`` with ``sandbox.checkout`` as the working directory.

    Also returns what the command left at the top of the file system when ``/`` was one of its
    arguments. Of that, new empty folders are removed again: an empty folder holds nothing of
    anyone's, so removing it cannot lose data.
    """
    touches_root = "/" in argv
    before = _filesystem_root_entries() if touches_root else set()
    run = run_mcrules(argv, cwd=sandbox.checkout, home=sandbox.home, locale=locale, timeout=timeout)
    left = sorted(_filesystem_root_entries() - before) if touches_root else []
    for name in left:
        path = os.path.join("/", name)
        if os.path.isdir(path) and not os.path.islink(path) and not os.listdir(path):
            os.rmdir(path)
    return run, [f"/{name}" for name in left]
