"""Where a build may write: which folders a new site may replace, the work folders that builds
keep beside the site, and the lock that lets one build at a time work there.

A build replaces what it made of its site folder. So it only builds into a site it made before
(see :func:`checker.site.stamp.is_built_site`) or a folder holding nothing but dot-files (a fresh
git checkout), and never into the root folder, the home folder, the checkout, the folders the
site is made from, nor a folder holding any of them. What the user added to a built site stays
(:func:`keep_users_files`).
"""

from __future__ import annotations

import fcntl
import os
import secrets
import shutil
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path

from checker import PROJECT_ROOT
from checker.i18n import N_
from checker.site.errors import SiteBuildError, SiteWriteError
from checker.site.stamp import BUILT_FILES, STAMP_NAME, built_files, is_built_site

CHECKOUT_INPUTS = ("sources", "docs", "translations")
"""Folders of the checkout that the site is made from."""
WORK_KINDS = ("new", "staging", "old")
"""The work folders of a build of ``site``, named ``.site.<kind>-<process id>-<random>``: the
new site, the staged docs and search index, and the old site on its way out."""


def _kept_folders(inputs: Iterable[Path]) -> list[Path]:
    kept = [Path("/"), PROJECT_ROOT, *(PROJECT_ROOT / name for name in CHECKOUT_INPUTS), *inputs]
    try:
        kept.append(Path.home())
    except RuntimeError:
        pass  # the user has no home folder
    return [Path(folder).resolve() for folder in kept]


def check_site_folder(site_dir: Path, inputs: Iterable[Path] = ()) -> Path:
    """``site_dir`` resolved, once it is sure that a build may put a new site there.

    ``inputs`` are folders the site is made from, besides the checkout's own. Raises
    :class:`SiteBuildError` for a folder a build must not replace; changes nothing on disk.
    """
    site = Path(site_dir).resolve()
    kept_folders = _kept_folders(inputs)
    if site in kept_folders:
        raise SiteBuildError(
            N_("will not replace {folder}: the root and home folders, the checkout and the folders "
               "the site is made from are never replaced"),
            folder=str(site),
        )
    for kept in kept_folders:
        if site in kept.parents:
            raise SiteBuildError(
                N_("will not replace {folder}: it holds {kept}, which a build must never delete"),
                folder=str(site), kept=str(kept),
            )
    try:
        if site.is_dir():
            users = [path.name for path in site.iterdir()
                     if not path.name.startswith(".") or path.name in (STAMP_NAME, BUILT_FILES)]
            if users and not is_built_site(site):
                raise SiteBuildError(
                    N_("will not replace {folder}: it is neither empty nor a site built by mcrules; "
                       "choose a new or empty folder"),
                    folder=str(site),
                )
        elif site.exists():
            raise SiteBuildError(N_("{folder} is a file, not a folder"), folder=str(site))
        else:
            nearest = next(folder for folder in site.parents if folder.exists())
            if not nearest.is_dir():
                raise SiteBuildError(
                    N_("cannot make the folder {folder}: {file} is a file, not a folder"),
                    folder=str(site), file=str(nearest),
                )
    except OSError as error:
        raise SiteWriteError(site, error) from error
    return site


def keep_users_files(old_site: Path, new_site: Path) -> None:
    """Move into ``new_site`` what the user added to ``old_site``, the site it replaces: the
    dot-files and dot-folders at its top (``.git``, ``.nojekyll``), and every file the build of
    ``old_site`` did not write (``CNAME``), where the new build wrote nothing of that name. A site
    that does not list its build's files keeps its dot-files only."""
    for entry in old_site.iterdir():
        if entry.name.startswith(".") and entry.name not in (STAMP_NAME, BUILT_FILES):
            _move_unless_taken(entry, new_site / entry.name)
    made = built_files(old_site)
    if made is None:
        return
    for path in sorted(old_site.rglob("*")):
        relative = path.relative_to(old_site)
        if relative.parts[0].startswith(".") or (path.is_dir() and not path.is_symlink()):
            continue
        if str(relative) not in made:
            _move_unless_taken(path, new_site / relative)


def _move_unless_taken(path: Path, target: Path) -> None:
    """Move ``path`` to ``target`` unless something is there already, or in the way of its folder."""
    if target.exists() or target.is_symlink():
        return
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
    except (FileExistsError, NotADirectoryError):
        return
    path.rename(target)


def work_folder(site_dir: Path, kind: str) -> str:
    """The name prefix of this process's ``kind`` of work folder for ``site_dir``."""
    return f".{site_dir.name}.{kind}-{os.getpid()}-"


def make_work_folder(site_dir: Path, kind: str) -> Path:
    """A new, empty work folder beside ``site_dir``, made like any folder (the umask applies)."""
    folder = site_dir.parent / f"{work_folder(site_dir, kind)}{secrets.token_hex(4)}"
    folder.mkdir()
    return folder


def remove_leftovers(site_dir: Path) -> None:
    """Remove the work folders that builds of ``site_dir`` left when they were killed.

    Those of a build still running, in another process, stay.
    """
    for path in site_dir.parent.iterdir():
        kind, process = _work_folder_kind(site_dir, path.name)
        if kind is not None and not _still_building(process) and path.is_dir() and not path.is_symlink():
            shutil.rmtree(path, ignore_errors=True)


def _work_folder_kind(site_dir: Path, name: str) -> tuple[str | None, int | None]:
    """The kind of work folder ``name`` is, and the process that made it when it says so.

    >>> _work_folder_kind(Path("site"), ".site.old-812-3f2a9c01")
    ('old', 812)
    >>> _work_folder_kind(Path("site"), ".site.new-k2j3ab")
    ('new', None)
    >>> _work_folder_kind(Path("site"), ".site.backup-812-3f2a9c01")
    (None, None)
    """
    prefix = f".{site_dir.name}."
    if not name.startswith(prefix):
        return None, None
    kind, dash, rest = name[len(prefix):].partition("-")
    if kind not in WORK_KINDS or not dash:
        return None, None
    process = rest.split("-", 1)[0]
    return kind, int(process) if process.isdigit() else None


def _still_building(process: int | None) -> bool:
    if process is None or process == os.getpid():
        return False
    try:
        os.kill(process, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True  # another user's process
    return True


def lock_file(site_dir: Path) -> Path:
    """The lock file of builds of ``site_dir``: ``.site.lock`` beside a folder ``site``, never
    inside it, since a build replaces the folder."""
    return site_dir.parent / f".{site_dir.name}.lock"


@contextmanager
def build_lock(site_dir: Path, waiting: Callable[[], None]) -> Iterator[None]:
    """Hold the lock of builds of ``site_dir`` while the block runs, so that two builds never
    clear, fill or swap the same folders at once. ``waiting`` is called once, before waiting,
    when another build holds it.

    The lock file is there only while a build holds it, or after a build was killed; the kernel
    releases a killed build's lock, so such a file stops no one.
    """
    path = lock_file(site_dir)
    told = False
    while True:
        descriptor = os.open(path, os.O_RDONLY | os.O_CREAT | os.O_NOFOLLOW | os.O_CLOEXEC, 0o644)
        try:
            try:
                fcntl.flock(descriptor, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except BlockingIOError:
                if not told:
                    waiting()
                    told = True
                fcntl.flock(descriptor, fcntl.LOCK_EX)
        except BaseException:
            os.close(descriptor)
            raise
        if _still_the_file(path, descriptor):
            break
        # The build that held it removed the file meanwhile: builds now lock a new one.
        os.close(descriptor)
    try:
        yield
    finally:
        try:
            # Removed while still held, so that whoever waits on this file sees it is gone.
            path.unlink(missing_ok=True)
        finally:
            os.close(descriptor)


def _still_the_file(path: Path, descriptor: int) -> bool:
    """Whether ``path`` is still the file open as ``descriptor``."""
    try:
        status = os.stat(path, follow_symlinks=False)
    except FileNotFoundError:
        return False
    held = os.fstat(descriptor)
    return (status.st_dev, status.st_ino) == (held.st_dev, held.st_ino)
