"""The theme's templates compiled once, not once per language nor once per build.

The i18n plugin builds each language with a new Jinja environment, which compiles every
template it renders again (the theme's base, partials and icons: a tenth of a language's
build). Templates compiled by one environment are kept here, by name, file and a checksum of
their source, and the next environment starts from them; a template whose file changed is
compiled anew.

They are also kept in the user's cache folder (:mod:`checker.cache`), as Python keeps bytecode,
so that a build starts from the templates the last one compiled: compiling them took about 3%
of the whole Rules Reference's build. Jinja's own format guards each file (its version and
Python's, and the source's checksum); a file that does not load is compiled again.
"""

from __future__ import annotations

import io
import pickle
from pathlib import Path
from types import CodeType

from jinja2.bccache import Bucket, BytecodeCache

from checker.cache import cached_file, keep

CACHE_KIND = "templates"


class CompiledTemplates(BytecodeCache):
    """Compiled templates kept in memory for every environment that uses this cache, and in
    the user's cache folder for the next process."""

    def __init__(self) -> None:
        self._compiled: dict[str, tuple[str, CodeType]] = {}

    def load_bytecode(self, bucket: Bucket) -> None:
        checksum, code = self._compiled.get(bucket.key, (None, None))
        if checksum == bucket.checksum:
            bucket.code = code
            return
        kept = _kept_file(bucket)
        try:
            if kept is None:
                raise FileNotFoundError("no cache folder")
            with open(kept, "rb") as stream:
                bucket.load_bytecode(stream)
        except (OSError, EOFError, ValueError, TypeError, pickle.UnpicklingError):
            bucket.reset()  # Missing, or damaged: compiled again, and kept again.
        if bucket.code is not None:
            self._compiled[bucket.key] = (bucket.checksum, bucket.code)

    def dump_bytecode(self, bucket: Bucket) -> None:
        if bucket.code is None:
            return
        self._compiled[bucket.key] = (bucket.checksum, bucket.code)
        written = io.BytesIO()
        bucket.write_bytecode(written)
        keep(_kept_file(bucket), written.getvalue())

    def clear(self) -> None:
        self._compiled.clear()


def _kept_file(bucket: Bucket) -> Path | None:
    return cached_file(CACHE_KIND, f"{bucket.key}.jinja")


COMPILED_TEMPLATES = CompiledTemplates()
