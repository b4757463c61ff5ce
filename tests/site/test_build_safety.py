"""A build replaces only a site it made or an empty folder, stops cleanly on Ctrl-C and SIGTERM,
fails in one line, keeping the old site, when the file system refuses a write, and waits for
another build into the same folder to finish."""

from __future__ import annotations

import errno
import fcntl
import json
import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import mkdocs.utils
import pytest

from checker import PROJECT_ROOT
from checker.cli import build as build_command
from checker.cli import main
from checker.search import Searcher
from checker.site import SiteBuildError, build_site
from checker.site import build as site_build
from checker.site.build import SEARCH_INDEX_DIR
from checker.site.site_folder import check_site_folder, remove_leftovers
from checker.site.stamp import BUILT_FILES, STAMP_NAME, is_built_site
from tests.site.glossaries import hand_made_glossary
from tests.sources import SPANISH_SITE_SOURCES


def files_of(folder: Path) -> dict[str, bytes]:
    return {str(path.relative_to(folder)): path.read_bytes() for path in folder.rglob("*") if path.is_file()}


def error_lines(capsys) -> list[str]:
    return capsys.readouterr().err.splitlines()


@pytest.fixture
def previous_site(tmp_path, real_site) -> Path:
    """A site that an earlier build made, alone in its folder."""
    site = tmp_path / "place" / "site"
    shutil.copytree(real_site, site)
    return site


@pytest.fixture
def no_build(monkeypatch):
    """Fail the test, instead of building over the folder, if the command goes past its checks."""

    def forbidden(*args, **kwargs):
        raise AssertionError("the build went ahead")

    monkeypatch.setattr(build_command, "load_glossary", forbidden)
    monkeypatch.setattr(build_command, "build_site", forbidden)


# Folders a build refuses, before it does anything


@pytest.mark.parametrize(
    "folder",
    [PROJECT_ROOT, PROJECT_ROOT / "sources", PROJECT_ROOT / "docs", PROJECT_ROOT / "translations", Path("/")],
    ids=["checkout", "sources", "docs", "translations", "root"],
)
def test_the_checkout_its_inputs_and_the_root_are_never_replaced(folder, no_build, capsys):
    assert main(["--lang", "en", "build", "--site", str(folder)]) == 1
    [line] = error_lines(capsys)
    assert line.startswith(f"error: will not replace {folder}: ")


def test_the_checkout_is_refused_as_the_current_folder_too(no_build, monkeypatch, capsys):
    monkeypatch.chdir(PROJECT_ROOT / "docs")
    assert main(["--lang", "es", "build", "--site", ".."]) == 1
    assert error_lines(capsys) == [
        f"error: no se sustituye {PROJECT_ROOT}: las carpetas raíz y personal, la copia del proyecto y las "
        "carpetas de las que se hace el sitio nunca se sustituyen"
    ]


def test_the_home_folder_and_a_folder_holding_it_are_never_replaced(tmp_path, no_build, monkeypatch, capsys):
    home = tmp_path / "users" / "me"
    home.mkdir(parents=True)
    monkeypatch.setenv("HOME", str(home))
    assert main(["--lang", "en", "build", "--site", str(home)]) == 1
    assert main(["--lang", "en", "build", "--site", str(home / "..")]) == 1
    first, second = error_lines(capsys)
    assert first.startswith(f"error: will not replace {home}: ")
    assert second == f"error: will not replace {home.parent}: it holds {home}, which a build must never delete"


def test_the_sources_folder_given_and_a_folder_holding_it_are_never_replaced(tmp_path, no_build, capsys):
    sources = tmp_path / "sources"
    sources.mkdir()
    for site in (sources, tmp_path):
        assert main(["--lang", "en", "build", "--sources", str(sources), "--site", str(site)]) == 1
    first, second = error_lines(capsys)
    assert first.startswith(f"error: will not replace {sources}: ")
    assert second == f"error: will not replace {tmp_path}: it holds {sources}, which a build must never delete"


def test_a_folder_of_the_users_own_files_is_left_alone(tmp_path, no_build, capsys):
    mine = tmp_path / "mine"
    mine.mkdir()
    (mine / "notes.txt").write_text("mine", encoding="utf-8")
    assert main(["--lang", "en", "build", "--site", str(mine)]) == 1
    assert error_lines(capsys) == [
        f"error: will not replace {mine}: it is neither empty nor a site built by mcrules; "
        "choose a new or empty folder"
    ]
    assert sorted(path.name for path in tmp_path.iterdir()) == ["mine"]
    assert files_of(mine) == {"notes.txt": b"mine"}


def test_a_stamp_that_a_build_did_not_write_does_not_make_a_site(tmp_path):
    folder = tmp_path / "folder"
    folder.mkdir()
    (folder / STAMP_NAME).write_text("my own notes\n", encoding="utf-8")
    assert not is_built_site(folder)
    with pytest.raises(SiteBuildError):
        check_site_folder(folder)
    (folder / STAMP_NAME).unlink()
    (folder / STAMP_NAME).symlink_to(PROJECT_ROOT / "README.md")
    assert not is_built_site(folder)


def test_a_site_stamped_before_stamps_had_their_first_line_is_a_built_site(tmp_path):
    site = tmp_path / "site"
    site.mkdir()
    (site / STAMP_NAME).write_text(json.dumps({"built_at": 1.0, "entries": 4}), encoding="utf-8")
    assert is_built_site(site)
    assert check_site_folder(site) == site


@pytest.mark.parametrize("lang, words", [("en", "is a file, not a folder"), ("es", "es un archivo, no una carpeta")])
def test_a_site_folder_that_is_or_lies_below_a_file_is_refused_in_one_line(tmp_path, no_build, capsys, lang, words):
    somefile = tmp_path / "somefile"
    somefile.write_text("x", encoding="utf-8")
    assert main(["--lang", lang, "build", "--site", str(somefile)]) == 1
    assert main(["--lang", lang, "build", "--site", str(somefile / "site")]) == 1
    lines = error_lines(capsys)
    assert len(lines) == 2 and all(str(somefile) in line and line.endswith(words) for line in lines)
    assert str(somefile / "site") in lines[1]


# What a build may replace, and what it leaves there


@pytest.fixture
def umask_027():
    previous = os.umask(0o027)
    yield
    os.umask(previous)


def test_a_previous_build_is_replaced_and_the_new_site_has_ordinary_modes(previous_site, umask_027):
    report = build_site(hand_made_glossary(), previous_site)
    assert report.site_dir == previous_site and is_built_site(previous_site)
    assert (previous_site / "glossary" / "main-scheme" / "index.html").is_file()
    assert sorted(path.name for path in previous_site.parent.iterdir()) == ["site"]
    assert (previous_site.stat().st_mode & 0o777, (previous_site / "_search").stat().st_mode & 0o777) == (0o750, 0o750)


def test_an_empty_folder_takes_the_site(tmp_path):
    site = tmp_path / "empty"
    site.mkdir()
    build_site(hand_made_glossary(), site)
    assert is_built_site(site) and (site / "en" / "index.html").is_file()


def test_a_rebuild_keeps_what_the_user_added_to_the_site_folder(previous_site):
    """A deploy folder is often a git checkout with a CNAME: the build replaces only what it made."""
    (previous_site / ".git").mkdir()
    (previous_site / ".git" / "HEAD").write_text("ref: refs/heads/gh-pages\n", encoding="utf-8")
    (previous_site / "CNAME").write_text("rules.example\n", encoding="utf-8")
    (previous_site / "en" / "notes.txt").write_text("mine", encoding="utf-8")
    (previous_site / "en" / "index.html").write_text("edited by hand", encoding="utf-8")
    build_site(hand_made_glossary(), previous_site)
    assert (previous_site / ".git" / "HEAD").read_text(encoding="utf-8") == "ref: refs/heads/gh-pages\n"
    assert (previous_site / "CNAME").read_text(encoding="utf-8") == "rules.example\n"
    assert (previous_site / "en" / "notes.txt").read_text(encoding="utf-8") == "mine"
    assert (previous_site / "en" / "index.html").read_text(encoding="utf-8") != "edited by hand"
    assert sorted(path.name for path in previous_site.parent.iterdir()) == ["site"]
    build_site(hand_made_glossary(), previous_site)
    assert (previous_site / "CNAME").is_file() and (previous_site / ".git" / "HEAD").is_file()


def test_a_folder_holding_only_dot_files_takes_the_site_and_keeps_them(tmp_path):
    site = tmp_path / "checkout"
    (site / ".git").mkdir(parents=True)
    (site / ".git" / "HEAD").write_text("ref: refs/heads/gh-pages\n", encoding="utf-8")
    build_site(hand_made_glossary(), site)
    assert is_built_site(site) and (site / "en" / "index.html").is_file()
    assert (site / ".git" / "HEAD").is_file()


def test_a_site_that_does_not_list_its_files_keeps_only_its_dot_files(previous_site):
    (previous_site / BUILT_FILES).unlink()
    (previous_site / ".nojekyll").write_text("", encoding="utf-8")
    (previous_site / "stray.html").write_text("x", encoding="utf-8")
    build_site(hand_made_glossary(), previous_site)
    assert (previous_site / ".nojekyll").is_file() and not (previous_site / "stray.html").exists()


def test_killed_builds_work_folders_are_removed_and_nothing_else(tmp_path):
    ended = subprocess.Popen(["true"])
    ended.wait()
    site = tmp_path / "site"
    removed = [f".site.new-{ended.pid}-3f2a", f".site.staging-{ended.pid}-aa01", ".site.old-k2j3ab"]
    kept = [f".site.old-{os.getppid()}-77aa", f".site.backup-{ended.pid}-1", f".sitex.new-{ended.pid}-1", "site"]
    for name in removed + kept:
        (tmp_path / name).mkdir()
        (tmp_path / name / "page.html").write_text("x", encoding="utf-8")
    (tmp_path / ".site.new-file").write_text("x", encoding="utf-8")
    remove_leftovers(site)
    assert sorted(path.name for path in tmp_path.iterdir()) == sorted(kept + [".site.new-file"])


# A build that fails keeps the old site and says why in one line


@pytest.fixture
def disk_full(monkeypatch):
    def no_space(content, output_path):
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC), output_path)

    monkeypatch.setattr(mkdocs.utils, "write_file", no_space)


@pytest.mark.parametrize("lang, reason", [("en", "the disk is full"), ("es", "el disco está lleno")])
def test_a_full_disk_keeps_the_old_site_and_says_so_in_one_line(previous_site, disk_full, capsys, lang, reason):
    before = files_of(previous_site)
    assert main(["--lang", lang, "build", "--site", str(previous_site)]) == 1
    last = error_lines(capsys)[-1]
    assert last.startswith("error: ") and last.endswith(f" {previous_site}: {reason}")
    assert files_of(previous_site) == before
    assert sorted(path.name for path in previous_site.parent.iterdir()) == ["site"]


def test_an_index_that_cannot_be_written_keeps_the_old_site(previous_site, monkeypatch, capsys):
    # The index process writes below a file of the staging folder: the file system refuses.
    monkeypatch.setattr(site_build, "INDEX_OUTPUT", f"{site_build.INDEX_ERRORS}/below/index")
    before = files_of(previous_site)
    assert main(["--lang", "en", "build", "--site", str(previous_site)]) == 1
    assert error_lines(capsys)[-1] == (
        f"error: cannot write the site to {previous_site}: part of the path is a file, not a folder"
    )
    assert files_of(previous_site) == before
    assert sorted(path.name for path in previous_site.parent.iterdir()) == ["site"]


def test_a_site_folder_that_cannot_be_written_is_one_line(capsys):
    assert os.path.ismount("/sys"), "the system's own read-only folder is the unwritable place here"
    site = Path("/sys/mcrules-site/site")
    assert main(["--lang", "en", "build", "--site", str(site)]) == 1
    last = error_lines(capsys)[-1]
    assert last.startswith(f"error: cannot write the site to {site}: ")
    assert not site.parent.exists()


# Ctrl-C and SIGTERM


def build_process(site: Path) -> subprocess.Popen:
    """``mcrules --lang en build --site SITE``, started the way the installed script starts it, from
    the sources the ``real_site`` fixture is built from.

    It starts with Ctrl-C heeded, as a command run from a terminal does, even when the tests
    themselves run as a shell's background job, which ignores it: a program inherits an
    ignored signal, and Python then leaves it ignored."""
    ignored = signal.getsignal(signal.SIGINT) is signal.SIG_IGN
    if ignored:
        signal.signal(signal.SIGINT, signal.default_int_handler)
    try:
        return subprocess.Popen(
            [sys.executable, "-c", "import sys; from checker.entry_point import main; sys.exit(main())",
             "--lang", "en", "build", "--sources", str(SPANISH_SITE_SOURCES), "--site", str(site)],
            cwd=PROJECT_ROOT, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
            start_new_session=True,
        )
    finally:
        if ignored:
            signal.signal(signal.SIGINT, signal.SIG_IGN)


def catches_sigterm(pid: int) -> bool:
    status = Path(f"/proc/{pid}/status").read_text()
    caught = int(next(line for line in status.splitlines() if line.startswith("SigCgt:")).split()[1], 16)
    return bool(caught & (1 << (signal.SIGTERM - 1)))


def live_processes(session: int, mention: str) -> list[str]:
    """Processes, not yet ended, of the session ``session`` or whose command line has ``mention``."""
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
            command = (entry / "cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
        except OSError:
            continue
        state, _, _, process_session = stat[stat.rindex(")") + 2:].split()[:4]
        if state != "Z" and (int(process_session) == session or mention in command):
            found.append(f"{entry.name}: {command}")
    return found


INDEX_LINE = "Building the search index"
MKDOCS_LINE = "Building the site in Spanish and English"
SITE_WRITTEN = "Site written to "


@pytest.fixture(scope="module")
def mkdocs_seconds(tmp_path_factory) -> float:
    """How long MkDocs takes in a build of the Spanish site on this machine, from the line that
    says it starts to the one that says the site is written: "late in MkDocs" is a part of it,
    as no fixed delay is on a machine twice as fast or twice as slow."""
    process = build_process(tmp_path_factory.mktemp("timed") / "site")
    started = None
    for line in process.stderr:
        if line.strip() == MKDOCS_LINE:
            started = time.monotonic()
        elif line.startswith(SITE_WRITTEN) and started is not None:
            seconds = time.monotonic() - started
            break
    else:
        pytest.fail("the timed build did not say that it ran MkDocs and wrote its site")
    assert process.wait(timeout=60) == 0, process.stderr.read()
    return seconds


MKDOCS_PARTS = {"mkdocs": 0.2, "late-mkdocs": 0.6}
"""How far into MkDocs's time each moment is, as a part of :func:`mkdocs_seconds`."""


def wait_for(moment: str, process: subprocess.Popen, mkdocs_seconds: float) -> None:
    """Wait until the build reaches ``moment``: loading its code, starting the index, running
    MkDocs (at the part of its time that :data:`MKDOCS_PARTS` gives)."""
    if moment == "loading":
        deadline = time.monotonic() + 10
        while not catches_sigterm(process.pid):
            if time.monotonic() > deadline:
                pytest.fail("the command line never got ready for SIGTERM")
            time.sleep(0.002)
        return
    awaited = INDEX_LINE if moment == "indexing" else MKDOCS_LINE
    for line in process.stderr:
        if line.strip() == awaited:
            time.sleep(MKDOCS_PARTS.get(moment, 0) * mkdocs_seconds)
            return
    pytest.fail(f"the build ended before {moment}")


def process_state(pid: int) -> str:
    """The process's state letter: ``T`` stopped, ``Z`` ended but not yet waited for."""
    stat = Path(f"/proc/{pid}/stat").read_text()
    return stat[stat.rindex(")") + 2]


def stamp_of(site: Path) -> tuple[int, int] | None:
    """Which stamp file ``site`` has (its inode and time), or None: a build that put its new
    site in place has put a new stamp there."""
    try:
        found = (site / STAMP_NAME).stat()
    except FileNotFoundError:
        return None
    return found.st_ino, found.st_mtime_ns


def frozen_while_building(process: subprocess.Popen, site: Path, old_stamp: tuple[int, int] | None) -> bool:
    """Freeze the build where it is, and say whether it is still short of replacing ``site``:
    its new site has no stamp yet, and ``site`` still has the stamp it had, ``old_stamp``. A
    test that sent its signal after a mere wait could find, on a busy machine, a build that had
    already finished; once the new site has taken the old one's place, no new site is left to
    look at, and only the stamp in its place tells."""
    os.kill(process.pid, signal.SIGSTOP)
    while (state := process_state(process.pid)) not in ("T", "Z"):
        time.sleep(0.001)
    new_sites = site.parent.glob(f".{site.name}.new-*")
    return (state == "T" and stamp_of(site) == old_stamp
            and not any((folder / STAMP_NAME).exists() for folder in new_sites))


def caught_building(site: Path, moment: str, mkdocs_seconds: float, tries: int = 3) -> subprocess.Popen:
    """A build into ``site``, frozen at ``moment``. A build that got past it before it could be
    frozen (the machine ran faster than when MkDocs was timed) is let finish, its site becoming
    the old one, and another is started, to be frozen sooner."""
    for attempt in range(tries):
        old_stamp = stamp_of(site)
        process = build_process(site)
        try:
            wait_for(moment, process, mkdocs_seconds / 2**attempt)
            if frozen_while_building(process, site, old_stamp):
                return process
            os.kill(process.pid, signal.SIGCONT)
            assert process.wait(timeout=60) == 0, process.stderr.read()
        except BaseException:
            if process.poll() is None:
                os.killpg(process.pid, signal.SIGKILL)
            raise
    pytest.fail(f"no build could be caught before its end at {moment} in {tries} tries")


STOPS = {
    "Ctrl-C": lambda process: os.killpg(process.pid, signal.SIGINT),  # the terminal's whole process group
    "SIGINT": lambda process: process.send_signal(signal.SIGINT),
    "SIGTERM": lambda process: process.send_signal(signal.SIGTERM),
}


@pytest.mark.parametrize("moment", ["loading", "indexing", "mkdocs", "late-mkdocs"])
@pytest.mark.parametrize("stop", list(STOPS))
def test_a_stopped_build_exits_130_at_once_keeping_the_old_site_and_no_process(previous_site, mkdocs_seconds, stop,
                                                                                 moment):
    process = caught_building(previous_site, moment, mkdocs_seconds)
    before = files_of(previous_site)
    try:
        STOPS[stop](process)
        os.kill(process.pid, signal.SIGCONT)
        stopped = time.monotonic()
        code = process.wait(timeout=5)
        errors = process.stderr.read()
        assert code == 130, f"the build ended with {code}, saying: {errors[-2000:]}"
        while live_processes(process.pid, str(previous_site.parent)) and time.monotonic() - stopped < 5:
            time.sleep(0.05)
    finally:
        if process.returncode is None:
            os.killpg(process.pid, signal.SIGKILL)
    assert live_processes(process.pid, str(previous_site.parent)) == []
    assert "Traceback" not in errors
    assert files_of(previous_site) == before
    assert sorted(path.name for path in previous_site.parent.iterdir()) == ["site"]


def test_a_killed_builds_index_process_ends_and_the_next_build_clears_its_work_folders(previous_site, real_glossary,
                                                                                        mkdocs_seconds):
    process = caught_building(previous_site, "mkdocs", mkdocs_seconds)
    try:
        process.kill()
        process.wait(timeout=5)
    finally:
        if process.returncode is None:
            os.killpg(process.pid, signal.SIGKILL)
    killed = time.monotonic()
    while live_processes(process.pid, str(previous_site.parent)) and time.monotonic() - killed < 5:
        time.sleep(0.05)
    assert live_processes(process.pid, str(previous_site.parent)) == []
    assert len(list(previous_site.parent.iterdir())) > 1
    build_site(real_glossary, previous_site)
    assert sorted(path.name for path in previous_site.parent.iterdir()) == ["site"]


# Two builds into one folder


def site_files(site: Path) -> set[str]:
    """The files of a built site, but for the search index's, whose names are random."""
    return {name for name in files_of(site) if not name.startswith(f"{SEARCH_INDEX_DIR}/")}


def wait_for_line(process: subprocess.Popen, awaited: str) -> None:
    for line in process.stderr:
        if line.strip() == awaited:
            return
    pytest.fail(f"the build ended without saying {awaited!r}")


def test_two_builds_into_one_folder_take_turns_and_leave_one_whole_site(previous_site, real_site):
    waiting = f"Waiting for another build into {previous_site} to finish"
    builds: list[subprocess.Popen] = []
    try:
        with open(previous_site.parent / ".site.lock", "w") as held:
            fcntl.flock(held, fcntl.LOCK_EX)
            builds = [build_process(previous_site), build_process(previous_site)]
            for process in builds:
                wait_for_line(process, waiting)
            # While the lock is held, the builds touch nothing.
            assert sorted(path.name for path in previous_site.parent.iterdir()) == [".site.lock", "site"]
        # Released, the two builds race for the lock, and each replaces the site in its turn.
        results = [(process.wait(timeout=60), process.stderr.read()) for process in builds]
    finally:
        for process in builds:
            if process.poll() is None:
                os.killpg(process.pid, signal.SIGKILL)
    assert [code for code, _ in results] == [0, 0], results
    assert all(errors.splitlines()[-1] == f"Site written to {previous_site}" for _, errors in results)
    assert is_built_site(previous_site)
    assert site_files(previous_site) == site_files(real_site)
    searcher = Searcher.open(previous_site / SEARCH_INDEX_DIR)
    try:
        assert searcher.search("aceleracion", "es", 1)
    finally:
        searcher.close()
    assert sorted(path.name for path in previous_site.parent.iterdir()) == ["site"]


def test_a_lock_file_left_by_a_killed_build_stops_no_build_and_goes(previous_site):
    (previous_site.parent / ".site.lock").touch()
    messages: list[str] = []
    build_site(hand_made_glossary(), previous_site, messages.append)
    assert not any(message.startswith("Waiting") for message in messages)
    assert sorted(path.name for path in previous_site.parent.iterdir()) == ["site"]


@pytest.mark.parametrize("stop", list(STOPS))
def test_a_build_waiting_for_another_stops_at_once(previous_site, stop):
    before = files_of(previous_site)
    with open(previous_site.parent / ".site.lock", "w") as held:
        fcntl.flock(held, fcntl.LOCK_EX)
        process = build_process(previous_site)
        try:
            wait_for_line(process, f"Waiting for another build into {previous_site} to finish")
            STOPS[stop](process)
            assert process.wait(timeout=5) == 130
        finally:
            if process.poll() is None:
                os.killpg(process.pid, signal.SIGKILL)
    assert "Traceback" not in process.stderr.read()
    assert files_of(previous_site) == before
