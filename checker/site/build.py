"""Build the whole site: stage the docs tree, run MkDocs in strict mode, add the search index.

The new site is built next to ``site_dir`` and swapped in only once complete, so a failed
build never leaves a half-written site behind. Builds into one folder take turns: a second one
waits for the first to finish.
"""

from __future__ import annotations

import importlib
import logging
import os
import pickle
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager, nullcontext
from dataclasses import dataclass
from functools import partial
from pathlib import Path, PurePosixPath

from checker import CONFIG_FILE, DOCS_DIR, PROJECT_ROOT
from checker.glossary.model import Glossary, Lang
from checker.glossary.terms import TermTable
from checker.verdicts.result_cache import ResultCache
from checker.i18n import DEFAULT_LANGUAGE, N_
from checker.site.context import SiteContext
from checker.site.errors import SiteBuildError, SiteWriteError
from checker.site.index_worker import FILE_SYSTEM_FAILURE, ForkedIndex, fork_index
from checker.site.site_folder import (
    build_lock,
    check_site_folder,
    keep_users_files,
    make_work_folder,
    remove_leftovers,
    work_folder,
)
from checker.site.coverage import BUILD_COVERAGE
from checker.site.fences import RENDERED_BLOCKS
from checker.site.fragments import BUILD_FRAGMENTS, FRAGMENTS_FILE, Fragments
from checker.site.generated_pages import GENERATED_PAGES
from checker.site.not_found import page_names_known
from checker.site.staging import StagedTree, stage_docs
from checker.site.stamp import write_stamp
from checker.site.text import translate, translate_plural

PACKAGE_PARENT = Path(__file__).resolve().parents[2]
"""The folder that holds the ``checker`` package: the checkout, or an installed package's
site-packages."""
SEARCH_STATIC_DIR = PACKAGE_PARENT / "checker" / "search" / "static"
SEARCH_INDEX_DIR = "_search"
IndexProcess = ForkedIndex | subprocess.Popen
"""The search index's process, forked or started afresh (:mod:`checker.site.index_worker`)."""


@dataclass
class BuildReport:
    """What a build produced."""

    site_dir: Path
    entries: int
    pages: dict[Lang, int]
    """Pages per language, generated and hand-written."""
    search_index: bool
    """Whether the search index was built into ``<site>/_search``."""
    seconds: float


class _Collect(logging.Handler):
    def __init__(self) -> None:
        super().__init__(logging.WARNING)
        self.messages: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.messages.append(record.getMessage())


def _in_package(path: str) -> str:
    return str(PACKAGE_PARENT / path) if PurePosixPath(path).parts[:1] == ("checker",) else path


def _package_files(config_file: Path) -> dict:
    """The theme and hooks of ``config_file`` with each path into the ``checker`` package made
    absolute: MkDocs reads them beside the configuration, which an installed package keeps in
    its copy of the Rules Reference, away from the package's own files."""
    from mkdocs.utils.yaml import yaml_load

    with open(config_file, encoding="utf-8") as stream:
        config = yaml_load(stream)
    theme = dict(config.get("theme") or {})
    if "custom_dir" in theme:
        theme["custom_dir"] = _in_package(theme["custom_dir"])
    return {"theme": theme, "hooks": [_in_package(hook) for hook in config.get("hooks", [])]}


def _run_mkdocs(config_file: Path, docs_dir: Path, site_dir: Path) -> None:
    os.environ["NO_MKDOCS_2_WARNING"] = "1"
    from mkdocs.commands.build import build
    from mkdocs.config import load_config
    from mkdocs.exceptions import MkDocsException

    logger = logging.getLogger("mkdocs")
    collect = _Collect()
    logger.addHandler(collect)
    try:
        config = load_config(
            config_file=str(config_file), docs_dir=str(docs_dir), site_dir=str(site_dir), strict=True,
            **_package_files(config_file),
        )
        build(config)
    except MkDocsException as error:
        details = "; ".join(collect.messages) or str(error)
        raise SiteBuildError(N_("MkDocs could not build the site: {details}"), details=details) from error
    finally:
        logger.removeHandler(collect)


def _search_available() -> bool:
    """Whether the search package is there and provides ``build_index``."""
    try:
        search = importlib.import_module("checker.search")
    except ModuleNotFoundError as error:
        if error.name != "checker.search":
            raise
        return False
    return hasattr(search, "build_index")


INDEX_OUTPUT = "search-index"
"""Where the index process writes, inside the staging folder: MkDocs empties the new site's
folder when it starts, so the index moves in only once both are done."""
INDEX_ERRORS = "search-index-errors.txt"
"""The index process's standard error, inside the staging folder, which the build reads once the
process has ended."""


@contextmanager
def _indexing(glossary: Glossary, terms: TermTable, docs_dir: Path, staging: Path) -> Iterator[IndexProcess]:
    """Build the search index of the site of ``glossary`` and the hand-written ``docs_dir`` in
    another process while the block runs: it takes less time than MkDocs. Unless the block waited
    for it to finish, it is killed on leaving."""
    output, errors, docs_dir = staging / INDEX_OUTPUT, staging / INDEX_ERRORS, Path(docs_dir).resolve()
    if threading.active_count() == 1:
        process: IndexProcess = fork_index(glossary, terms, output, docs_dir, errors)
    else:
        process = _start_index_worker(glossary, output, docs_dir, staging, errors)
    try:
        yield process
    finally:
        if process.returncode is None:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait()
        process.stdin.close()


def _start_index_worker(glossary: Glossary, output: Path, docs_dir: Path, staging: Path, errors: Path) -> subprocess.Popen:
    """The index process as a new interpreter, handed the glossary in a pickle (see
    :mod:`checker.site.index_worker` for when)."""
    glossary_file = staging / "glossary.pickle"
    with open(glossary_file, "wb") as stream:
        pickle.dump(glossary, stream)
    with open(errors, "wb") as errors_file:
        return subprocess.Popen(
            [sys.executable, "-m", "checker.site.index_worker", str(glossary_file), str(output), str(docs_dir)],
            cwd=PROJECT_ROOT,
            stdin=subprocess.PIPE,
            stdout=subprocess.DEVNULL,
            stderr=errors_file,
            start_new_session=True,
        )


def _finish_indexing(process: IndexProcess, staging: Path, site_dir: Path, target: Path) -> None:
    """Wait for the index, then move it to ``target``, a folder made like any other."""
    process.wait()
    if process.returncode != 0:
        errors = (staging / INDEX_ERRORS).read_text(encoding="utf-8", errors="replace").strip()
        last_line = errors.splitlines()[-1] if errors else str(process.returncode)
        number, _, reason = last_line.partition(" ")
        if process.returncode == FILE_SYSTEM_FAILURE and number.isdigit():
            raise SiteWriteError(site_dir, OSError(int(number), reason))
        raise SiteBuildError(N_("The search index could not be built: {details}"), details=last_line)
    target.mkdir()
    for path in (staging / INDEX_OUTPUT).iterdir():
        path.rename(target / path.name)


@contextmanager
def _pages_of(tree: StagedTree) -> Iterator[None]:
    """Give MkDocs's hooks the generated pages, their fragments, rendered scenarios and the
    measured coverage while the block runs."""
    pages = GENERATED_PAGES.set(tree.generated)
    fragments = BUILD_FRAGMENTS.set(tree.fragments)
    blocks = RENDERED_BLOCKS.set(tree.scenarios.rendered)
    coverage = BUILD_COVERAGE.set(tree.coverage)
    try:
        yield
    finally:
        BUILD_COVERAGE.reset(coverage)
        RENDERED_BLOCKS.reset(blocks)
        GENERATED_PAGES.reset(pages)
        BUILD_FRAGMENTS.reset(fragments)


@contextmanager
def _signals_held() -> Iterator[None]:
    """Hold Ctrl-C and SIGTERM back until the block is done."""
    held = {signal.SIGINT, signal.SIGTERM}
    previous = signal.pthread_sigmask(signal.SIG_BLOCK, held)
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, previous)


def _swap_in(new_site: Path, site_dir: Path) -> None:
    """Put ``new_site`` at ``site_dir``, removing the old site only once the new one stands.

    An empty folder is simply replaced. Otherwise the old site steps aside and the new one takes
    its place with signals held back, so that an interrupted build leaves one site or the
    other there, never none; what the user added to the old site moves into the new one
    (:func:`~checker.site.site_folder.keep_users_files`).
    """
    if not site_dir.exists() or not any(site_dir.iterdir()):
        new_site.rename(site_dir)
        return
    old_site = Path(tempfile.mkdtemp(prefix=work_folder(site_dir, "old"), dir=site_dir.parent))
    with _signals_held():
        site_dir.rename(old_site / site_dir.name)
        try:
            new_site.rename(site_dir)
        except OSError:
            (old_site / site_dir.name).rename(site_dir)
            raise
        keep_users_files(old_site / site_dir.name, site_dir)
    shutil.rmtree(old_site)


def build_site(
    glossary: Glossary,
    site_dir: Path,
    progress: Callable[[str], None] | None = None,
    *,
    lang: str = DEFAULT_LANGUAGE,
    docs_dir: Path = DOCS_DIR,
    config_file: Path = CONFIG_FILE,
    search_static_dir: Path = SEARCH_STATIC_DIR,
    terms: TermTable | None = None,
    inputs: Iterable[Path] = (),
    results: ResultCache | None = None,
) -> BuildReport:
    """Build the Spanish and English site of ``glossary`` into ``site_dir``.

    ``progress`` receives short messages in ``lang`` as the build moves from step to step.
    Raises :class:`SiteBuildError` when the hand-written docs clash with generated pages or
    MkDocs reports any warning (the build is strict), when ``site_dir`` is a folder that a build
    must not replace (see :mod:`checker.site.site_folder`; ``inputs`` are the folders the
    glossary was read from), and when the file system refuses a write. The old site then stays.
    The results of the scenarios the build runs are kept in ``results``, for ``verify``.
    While another build into ``site_dir`` runs, this one says so through ``progress`` and waits.
    """
    started = time.monotonic()
    tell = progress or (lambda message: None)
    site_dir = check_site_folder(site_dir, [docs_dir, *inputs])
    context = SiteContext(glossary, terms or TermTable.load(), Path(docs_dir), results=results)
    indexed = _search_available()
    try:
        site_dir.parent.mkdir(parents=True, exist_ok=True)
        waiting = translate(lang, "Waiting for another build into {path} to finish", path=str(site_dir))
        with build_lock(site_dir, partial(tell, waiting)):
            remove_leftovers(site_dir)
            new_site = make_work_folder(site_dir, "new")
            try:
                staging_prefix = work_folder(site_dir, "staging")
                with tempfile.TemporaryDirectory(prefix=staging_prefix, dir=site_dir.parent) as staging:
                    with _indexing(glossary, context.terms, Path(docs_dir), Path(staging)) if indexed else nullcontext() as indexing:
                        if indexed:
                            tell(translate(lang, "Building the search index"))
                        with Fragments.stored_in(Path(staging) / FRAGMENTS_FILE) as fragments:
                            tree = stage_docs(context, Path(staging) / "docs", search_static_dir, fragments)
                            total = sum(tree.pages.values())
                            tell(translate_plural(lang, "Generated {count} page", "Generated {count} pages", total))
                            tell(translate(lang, "Building the site in Spanish and English"))
                            with _pages_of(tree), page_names_known(glossary):
                                _run_mkdocs(Path(config_file), tree.docs_dir, new_site)
                        if indexed:
                            _finish_indexing(indexing, Path(staging), site_dir, new_site / SEARCH_INDEX_DIR)
                write_stamp(new_site, entries=len(glossary.entries))
                _swap_in(new_site, site_dir)
            except BaseException:
                shutil.rmtree(new_site, ignore_errors=True)
                raise
    except OSError as error:
        raise SiteWriteError(site_dir, error) from error
    tell(translate(lang, "Site written to {path}", path=str(site_dir)))
    return BuildReport(
        site_dir=site_dir,
        entries=len(glossary.entries),
        pages=tree.pages,
        search_index=indexed,
        seconds=time.monotonic() - started,
    )
