"""The theme's templates compiled once per process, not once per language.

The i18n plugin builds each language with a new Jinja environment, which compiles every
template it renders again (the theme's base, partials and icons: a tenth of a language's
build). Templates compiled by one environment are kept here, by name, file and a checksum of
their source, and the next environment starts from them; a template whose file changed is
compiled anew.
"""

from __future__ import annotations

from types import CodeType

from jinja2.bccache import Bucket, BytecodeCache


class CompiledTemplates(BytecodeCache):
    """Compiled templates kept in memory for every environment that uses this cache."""

    def __init__(self) -> None:
        self._compiled: dict[str, tuple[str, CodeType]] = {}

    def load_bytecode(self, bucket: Bucket) -> None:
        checksum, code = self._compiled.get(bucket.key, (None, None))
        if checksum == bucket.checksum:
            bucket.code = code

    def dump_bytecode(self, bucket: Bucket) -> None:
        if bucket.code is not None:
            self._compiled[bucket.key] = (bucket.checksum, bucket.code)

    def clear(self) -> None:
        self._compiled.clear()


COMPILED_TEMPLATES = CompiledTemplates()
