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


@cache
def code_fingerprint() -> bytes:
    """A digest of the name and bytes of every file that reading and running a scenario
    depends on (found once per process)."""
    digest = hashlib.sha256(CACHE_FORMAT)
    for folder in (*CODE_FOLDERS, locale_data("")):
        for path in _files(folder):
            digest.update(str(path.relative_to(folder)).encode("utf-8") + b"\0")
            digest.update(hashlib.sha256(path.read_bytes()).digest())
    return digest.digest()


def _read_only(mapping: dict) -> MappingProxyType:
    return MappingProxyType(mapping)


def _dumps(results: list[ScenarioResult]) -> bytes:
    stream = io.BytesIO()
    pickler = pickle.Pickler(stream, pickle.HIGHEST_PROTOCOL)
    pickler.dispatch_table = {MappingProxyType: lambda mapping: (_read_only, (dict(mapping),))}
    pickler.dump(results)
    return stream.getvalue()


class ResultCache:
    """The kept results of pages of scenarios, for one glossary and the code as it is now."""

    def __init__(self, glossary: Glossary) -> None:
        self._base = hashlib.sha256(code_fingerprint() + hashlib.sha256(pickle.dumps(glossary)).digest())

    def _key(self, page: str, lang: str, text: str) -> str:
        digest = self._base.copy()
        for part in (page, lang, text):
            digest.update(hashlib.sha256(part.encode("utf-8", "surrogatepass")).digest())
        return digest.hexdigest()

    def results(self, page: str, lang: str, text: str) -> list[ScenarioResult] | None:
        """The kept results of the page named ``page`` (as its results name it) in ``lang`` with
        ``text``; None when there are none, or none that can be read."""
        key = self._key(page, lang, text)
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
            results = pickle.loads(data[len(header):])
        except Exception:
            return None  # A damaged pickle can raise nearly any error; the page is run again.
        if not isinstance(results, list) or not all(isinstance(result, ScenarioResult) for result in results):
            return None
        return results

    def keep(self, page: str, lang: str, text: str, results: Sequence[ScenarioResult]) -> None:
        """Keep the ``results`` of running every scenario of the page, in order."""
        key = self._key(page, lang, text)
        thin = [replace(result, final_state=None, played=()) for result in results]
        keep(cached_file(CACHE_KIND, f"{key}.pickle"), CACHE_FORMAT + key.encode("ascii") + _dumps(thin))


def result_cache(glossary: Glossary, enabled: bool = True) -> ResultCache | None:
    """The cache of results for ``glossary``; None when ``enabled`` is false or the environment
    turns the cache off."""
    if not enabled or os.environ.get(OFF_VARIABLE):
        return None
    return ResultCache(glossary)
