"""Where a build may write: which folders a new site may replace.

A build replaces its site folder whole. So it only replaces a site it made before (see
:func:`checker.site.stamp.is_built_site`) or an empty folder, and never the root folder, the
home folder, the checkout, the folders the site is made from, nor a folder holding any of them.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from checker import PROJECT_ROOT
from checker.i18n import N_
from checker.site.errors import SiteBuildError
from checker.site.stamp import is_built_site

CHECKOUT_INPUTS = ("sources", "docs", "translations")
"""Folders of the checkout that the site is made from."""


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
    if site.is_dir():
        if any(site.iterdir()) and not is_built_site(site):
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
    return site
