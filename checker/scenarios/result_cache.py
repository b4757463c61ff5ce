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

A result is kept without the table after each step and at the end (``verify`` reports neither).
The engine's tables hold read-only mappings, which :mod:`pickle` cannot write by itself; they are
written as plain dictionaries and made read-only again when read back.
"""

from __future__ import annotations

import hashlib
import io
import os
import pickle
from collections.abc import Iterator, Sequence
from dataclasses import replace
from functools import cache
from pathlib import Path
from types import MappingProxyType

from checker.cache import cached_file, keep
from checker.glossary import Glossary
from checker.i18n import locale_data
from checker.scenarios.runner import ScenarioResult

CACHE_KIND = "results"
CACHE_FORMAT = b"mcrules-results-1"
"""Part of every kept file's name and its first bytes: changing it retires every file kept before."""
OFF_VARIABLE = "MCRULES_NO_CACHE"
"""The environment variable that, set to anything but the empty string, turns the cache off."""

PACKAGE_DIR = Path(__file__).resolve().parents[1]
CODE_FOLDERS = (PACKAGE_DIR / "engine", PACKAGE_DIR / "scenarios")
"""The code and data that read and run scenarios."""


def _files(folder: Path) -> Iterator[Path]:
    """Every file under ``folder`` but Python's bytecode, which follows the sources."""
    for path in sorted(folder.rglob("*")):
        if path.is_file() and "__pycache__" not in path.relative_to(folder).parts:
            yield path


def folders_digest(folders: Sequence[Path]) -> bytes:
    """A digest of the name and bytes of every file under ``folders``."""
    digest = hashlib.sha256(CACHE_FORMAT)
    for folder in folders:
        for path in _files(folder):
            digest.update(str(path.relative_to(folder)).encode("utf-8") + b"\0")
            digest.update(hashlib.sha256(path.read_bytes()).digest())
    return digest.digest()


@cache
def code_fingerprint() -> bytes:
    """A digest of every file that reading and running a scenario depends on (found once per
    process)."""
    return folders_digest((*CODE_FOLDERS, locale_data("")))


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


class ResultCache:
    """The kept results and renderings of pages of scenarios, for one glossary and the code as it is now."""

    def __init__(self, glossary: Glossary) -> None:
        self._base = hashlib.sha256(code_fingerprint() + hashlib.sha256(pickle.dumps(glossary)).digest())

    def key(self, *parts: str | bytes) -> str:
        """The name of what is kept for ``parts``, with the glossary and the code as they are."""
        digest = self._base.copy()
        for part in parts:
            data = part.encode("utf-8", "surrogatepass") if isinstance(part, str) else part
            digest.update(hashlib.sha256(data).digest())
        return digest.hexdigest()

    def load(self, key: str, kind: type) -> list | None:
        """The list of ``kind`` kept under ``key``; None when there is none that can be read."""
        kept = cached_file(CACHE_KIND, f"{key}.pickle")
        if kept is None:
            return None
        try:
            data = kept.read_bytes()
        except OSError:
            return None
        header = CACHE_FORMAT + key.encode("ascii")
        if not data.startswith(header):
            return None
        try:
            found = pickle.loads(data[len(header):])
        except Exception:
            return None  # A damaged pickle can raise nearly any error; the page is run again.
        if not isinstance(found, list) or not all(isinstance(item, kind) for item in found):
            return None
        return found

    def store(self, key: str, items: list) -> None:
        """Keep ``items`` under ``key``, whole or not at all."""
        keep(cached_file(CACHE_KIND, f"{key}.pickle"), CACHE_FORMAT + key.encode("ascii") + _dumps(items))

    def results(self, page: str, lang: str, text: str) -> list[ScenarioResult] | None:
        """The kept results of the page named ``page`` (as its results name it) in ``lang`` with
        ``text``; None when there are none, or none that can be read."""
        return self.load(self.key(page, lang, text), ScenarioResult)

    def keep(self, page: str, lang: str, text: str, results: Sequence[ScenarioResult]) -> None:
        """Keep the ``results`` of running every scenario of the page, in order."""
        self.store(self.key(page, lang, text), [thin(result) for result in results])


def result_cache(glossary: Glossary, enabled: bool = True) -> ResultCache | None:
    """The cache of results for ``glossary``; None when ``enabled`` is false or the environment
    turns the cache off."""
    if not enabled or os.environ.get(OFF_VARIABLE):
        return None
    return ResultCache(glossary)
