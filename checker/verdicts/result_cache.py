"""What running a page of scenarios found, kept in the user's cache for the next ``verify``.

Running a page's scenarios depends only on the page's text, where it stands (its path gives its
language and the locations its results name), the glossary, and the code and data that read and
run scenarios: every file under ``checker/engine`` and ``checker/scenarios`` (the card data
included) and the catalogs of ``locales/``, whose words the notation is read in and whose
messages a failure is told in. The results of a page are kept in the cache folder
(:mod:`checker.cache`, as the compiled catalogs and templates are) under a name made from all of
these, so a page, a rule, a card or a catalog that changed is run again; nothing is ever
rerun for the sake of a file that did not change.

A kept file is written whole or not at all (:func:`checker.cache.keep`). One that is damaged,
from another format, or that does not hold the results of the page it is named after is
ignored and the page is run again: the cache never makes ``verify`` fail. Setting
``MCRULES_NO_CACHE`` to any non-empty value turns the cache off (``verify --no-cache`` does the
same for one run).

The build keeps, beside a page's results, its blocks as the site shows them, with
:meth:`ResultCache.load` and :meth:`ResultCache.store` under a key of its own that adds what the
rendering depends on (see :mod:`checker.site.scenario_pages`).

Each file's name begins with the version of the code that wrote it (:func:`code_version`). The
first time a process keeps something, it removes the files that other versions wrote, once
they are a day old (:func:`prune`): results of code that changed are never read again, and
would otherwise pile up. The day spares two checkouts of different code that share the cache
folder from undoing each other's work as they take turns.

A result is kept without the table after each step and at the end (``verify`` reports neither).
The engine's tables hold read-only mappings, which :mod:`pickle` cannot write by itself; they are
written as plain dictionaries and made read-only again when read back.
"""

from __future__ import annotations

import hashlib
import io
import os
import pickle
import time
from collections.abc import Iterator, Sequence
from dataclasses import replace
from functools import cache
from pathlib import Path
from types import MappingProxyType
from typing import TYPE_CHECKING

from checker import TRANSLATIONS_DIR
from checker.cache import cache_dir, cached_file, keep
from checker.i18n import locale_data
from checker.verdicts.kept import GlossaryOutline, KeptResult, outline, summarize

if TYPE_CHECKING:
    from checker.glossary import Glossary
    from checker.scenarios.runner import ScenarioResult

CACHE_KIND = "results"
CACHE_FORMAT = b"mcrules-results-1"
"""Part of every kept file's name and its first bytes: changing it retires every file kept before."""
SUMMARY_SUFFIX = "summary.pickle"
"""The ending of the name of a file that keeps what the report says of a page's results
(:mod:`checker.verdicts.kept`), beside the file of the results themselves."""
OFF_VARIABLE = "MCRULES_NO_CACHE"
"""The environment variable that, set to anything but the empty string, turns the cache off."""

PACKAGE_DIR = Path(__file__).resolve().parents[1]
CODE_FOLDERS = (PACKAGE_DIR / "engine", PACKAGE_DIR / "scenarios", PACKAGE_DIR / "verdicts")
"""The code and data that read and run scenarios, and keep what they find."""


def _files(folder: Path) -> Iterator[tuple[str, str]]:
    """The name (under ``folder``) and path of every file under ``folder`` but Python's bytecode,
    which follows the sources, in an order that depends only on the names."""
    prefix = os.path.join(folder, "")
    for root, folders, names in os.walk(folder):
        folders[:] = sorted(name for name in folders if name != "__pycache__")
        for name in sorted(names):
            path = os.path.join(root, name)
            if os.path.isfile(path):
                yield path.removeprefix(prefix), path


def _digest_file(digest, name: str, path: str | Path) -> None:
    with open(path, "rb") as stream:
        data = stream.read()
    digest.update(name.encode("utf-8", "surrogateescape") + b"\0")
    digest.update(hashlib.sha256(data).digest())


def folders_digest(folders: Sequence[Path], files: Sequence[Path] = ()) -> bytes:
    """A digest of the name and bytes of every file under ``folders``, and of ``files``."""
    digest = hashlib.sha256(CACHE_FORMAT)
    for folder in folders:
        for name, path in _files(folder):
            _digest_file(digest, name, path)
        digest.update(b"\0")
    for path in files:
        _digest_file(digest, path.name, path)
    return digest.digest()


PRUNE_AGE = 24 * 60 * 60
"""Seconds since it was written after which a file kept by another version of the code is removed."""


@cache
def code_fingerprint() -> bytes:
    """A digest of every file that reading and running a scenario depends on (found once per
    process)."""
    return folders_digest((*CODE_FOLDERS, locale_data("")))


def code_version() -> str:
    """The version of the code that reading and running scenarios depends on, as the names of
    the files it keeps begin with it."""
    return code_fingerprint().hex()[:16]


def prune(now: float | None = None) -> None:
    """Remove the files of the cache that another version of the code wrote more than
    :data:`PRUNE_AGE` seconds before ``now`` (by default, the present).

    Each file goes whole, with one call of the system: a reader that opened it first still
    reads all of it, one that comes after finds nothing and runs the page again. Files being
    written (their temporary names begin with a dot) and other files are left alone.
    """
    folder = cache_dir(CACHE_KIND)
    if folder is None:
        return
    try:
        names = os.listdir(folder)
    except OSError:
        return
    mine = f"{code_version()}-"
    limit = (time.time() if now is None else now) - PRUNE_AGE
    for name in names:
        if name.startswith((".", mine)) or not name.endswith(".pickle"):
            continue
        try:
            if os.stat(folder / name).st_mtime < limit:
                os.unlink(folder / name)
        except OSError:
            continue


def _read_only(mapping: dict) -> MappingProxyType:
    return MappingProxyType(mapping)


def _dumps(kept: list) -> bytes:
    stream = io.BytesIO()
    pickler = pickle.Pickler(stream, pickle.HIGHEST_PROTOCOL)
    pickler.dispatch_table = {MappingProxyType: lambda mapping: (_read_only, (dict(mapping),))}
    pickler.dump(kept)
    return stream.getvalue()


def thin(result: ScenarioResult) -> ScenarioResult:
    """``result`` without the tables after each step and at the end, as it is kept."""
    return replace(result, final_state=None, played=())


def glossary_digest(glossary: Glossary) -> bytes:
    """A digest of everything ``glossary`` holds."""
    return hashlib.sha256(pickle.dumps(glossary)).digest()


def _read_kept(name: str, header: bytes, kind: type) -> list | None:
    """The list of ``kind`` kept in the file ``name`` after ``header``; None when there is none
    that can be read."""
    kept = cached_file(CACHE_KIND, name)
    if kept is None:
        return None
    try:
        data = kept.read_bytes()
    except OSError:
        return None
    if not data.startswith(header):
        return None
    try:
        found = pickle.loads(data[len(header):])
    except Exception:
        return None  # A damaged pickle can raise nearly any error; the page is run again.
    if not isinstance(found, list) or not all(isinstance(item, kind) for item in found):
        return None
    return found


def _write_kept(name: str, header: bytes, items: list) -> None:
    keep(cached_file(CACHE_KIND, name), header + _dumps(items))


class ResultCache:
    """The kept results and renderings of pages of scenarios, for one glossary and the code as it is now."""

    def __init__(self, glossary: Glossary | GlossaryOutline) -> None:
        """The cache for ``glossary``, or for the glossary that ``glossary`` outlines."""
        digest = glossary.digest if isinstance(glossary, GlossaryOutline) else glossary_digest(glossary)
        self._base = hashlib.sha256(code_fingerprint() + digest)
        self._pruned = False

    def key(self, *parts: str | bytes) -> str:
        """The name of what is kept for ``parts``, with the glossary and the code as they are."""
        digest = self._base.copy()
        for part in parts:
            data = part.encode("utf-8", "surrogatepass") if isinstance(part, str) else part
            digest.update(hashlib.sha256(data).digest())
        return digest.hexdigest()

    def load(self, key: str, kind: type, suffix: str = "pickle") -> list | None:
        """The list of ``kind`` kept under ``key`` (in the file of that ``suffix``); None when there
        is none that can be read."""
        return _read_kept(f"{code_version()}-{key}.{suffix}", CACHE_FORMAT + key.encode("ascii"), kind)

    def store(self, key: str, items: list, suffix: str = "pickle") -> None:
        """Keep ``items`` under ``key`` (in the file of that ``suffix``), whole or not at all."""
        if not self._pruned:
            self._pruned = True
            prune()
        _write_kept(f"{code_version()}-{key}.{suffix}", CACHE_FORMAT + key.encode("ascii"), items)

    def results(self, page: str, lang: str, text: str) -> list[ScenarioResult] | None:
        """The kept results of the page named ``page`` (as its results name it) in ``lang`` with
        ``text``; None when there are none, or none that can be read."""
        from checker.scenarios.runner import ScenarioResult

        return self.load(self.key(page, lang, text), ScenarioResult)

    def keep(self, page: str, lang: str, text: str, results: Sequence[ScenarioResult]) -> None:
        """Keep the ``results`` of running every scenario of the page, in order, and what the
        report says of them."""
        key = self.key(page, lang, text)
        self.store(key, [thin(result) for result in results])
        self.store(key, [summarize(result) for result in results], SUMMARY_SUFFIX)

    def summaries(self, page: str, lang: str, text: str) -> list[KeptResult] | None:
        """What the report says of the kept results of the page (see :meth:`results`), read
        without the engine; None when there is nothing kept, or nothing that can be read."""
        return self.load(self.key(page, lang, text), KeptResult, SUMMARY_SUFFIX)

    def keep_summaries(self, page: str, lang: str, text: str, results: Sequence[ScenarioResult]) -> None:
        """Keep what the report says of the page's ``results`` when it is not kept yet (the
        results were kept by a version that kept only them)."""
        key = self.key(page, lang, text)
        kept = cached_file(CACHE_KIND, f"{code_version()}-{key}.{SUMMARY_SUFFIX}")
        if kept is not None and not kept.exists():
            self.store(key, [summarize(result) for result in results], SUMMARY_SUFFIX)


def cache_enabled(enabled: bool = True) -> bool:
    """Whether results are kept and reused: ``enabled``, unless the environment turns the cache off."""
    return enabled and not os.environ.get(OFF_VARIABLE)


def result_cache(glossary: Glossary | GlossaryOutline, enabled: bool = True) -> ResultCache | None:
    """The cache of results for ``glossary`` (or its outline); None when ``enabled`` is false or
    the environment turns the cache off."""
    return ResultCache(glossary) if cache_enabled(enabled) else None


OUTLINE_SUFFIX = "outline.pickle"
"""The ending of the name of a file that keeps a glossary's outline (:mod:`checker.verdicts.kept`)."""


def glossary_fingerprint(sources_dir: Path) -> str:
    """The name of what is kept of the glossary imported from ``sources_dir``: a digest of every
    file the import reads (the sources, the project's translations, the catalogs) and of its
    code (:mod:`checker.glossary` and the modules it imports, all at the top of the package)."""
    folders = (PACKAGE_DIR / "glossary", locale_data(""), Path(sources_dir), TRANSLATIONS_DIR)
    top = sorted(path for path in PACKAGE_DIR.iterdir() if path.is_file())
    return folders_digest(folders, top).hex()


def kept_outline(sources_dir: Path) -> GlossaryOutline | None:
    """The outline kept of the glossary imported from ``sources_dir`` as the files are now;
    None when none is kept, or none that can be read, or a source cannot be read (the import
    then says which)."""
    try:
        key = glossary_fingerprint(sources_dir)
    except OSError:
        return None
    found = _read_kept(f"{code_version()}-{key}.{OUTLINE_SUFFIX}", CACHE_FORMAT + key.encode("ascii"), GlossaryOutline)
    return found[0] if found and len(found) == 1 else None


def keep_outline(sources_dir: Path, glossary: Glossary) -> GlossaryOutline:
    """Keep the outline of ``glossary``, imported from ``sources_dir``, and return it (kept only
    while every source can be read)."""
    kept = outline(glossary, glossary_digest(glossary))
    try:
        key = glossary_fingerprint(sources_dir)
    except OSError:
        return kept
    _write_kept(f"{code_version()}-{key}.{OUTLINE_SUFFIX}", CACHE_FORMAT + key.encode("ascii"), [kept])
    return kept
