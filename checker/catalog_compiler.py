"""Compiling a ``.po`` catalog into the ``.mo`` form :mod:`gettext` reads (babel does the work),
and keeping the compiled copy in the cache.

:mod:`checker.i18n` loads this module only when no compiled copy of a catalog is cached yet, so
that a command reading cached catalogs does not load babel.
"""

from __future__ import annotations

import io
from pathlib import Path

from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

from checker.cache import keep


def compile_catalog(source: bytes, lang: str, domain: str) -> bytes:
    """The ``.mo`` bytes of the ``.po`` catalog ``source``, fuzzy entries left out."""
    catalog = read_po(io.BytesIO(source), locale=lang, domain=domain)
    compiled = io.BytesIO()
    write_mo(compiled, catalog, use_fuzzy=False)
    return compiled.getvalue()


def compile_and_keep(source: bytes, lang: str, domain: str, cached: Path | None) -> bytes:
    """:func:`compile_catalog`, the result also written to ``cached`` for the next command."""
    compiled = compile_catalog(source, lang, domain)
    keep(cached, compiled)
    return compiled
