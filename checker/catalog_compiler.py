"""Compiling a ``.po`` catalog into the ``.mo`` form :mod:`gettext` reads (babel does the work),
and keeping the compiled copy in the cache.

:mod:`checker.i18n` loads this module only when no compiled copy of a catalog is cached yet, so
that a command reading cached catalogs does not load babel.
"""

from __future__ import annotations

import io
import os
import tempfile
from pathlib import Path

from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po


def compile_catalog(source: bytes, lang: str, domain: str) -> bytes:
    """The ``.mo`` bytes of the ``.po`` catalog ``source``, fuzzy entries left out."""
    catalog = read_po(io.BytesIO(source), locale=lang, domain=domain)
    compiled = io.BytesIO()
    write_mo(compiled, catalog, use_fuzzy=False)
    return compiled.getvalue()


def compile_and_keep(source: bytes, lang: str, domain: str, cached: Path) -> bytes:
    """:func:`compile_catalog`, the result also written to ``cached`` for the next command."""
    compiled = compile_catalog(source, lang, domain)
    _keep(cached, compiled)
    return compiled


def _keep(path: Path, compiled: bytes) -> None:
    """Write ``compiled`` to ``path`` whole or not at all; a cache that cannot be written is
    no error."""
    temporary: Path | None = None
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        with tempfile.NamedTemporaryFile(dir=path.parent, prefix=".", suffix=".tmp", delete=False) as stream:
            temporary = Path(stream.name)
            stream.write(compiled)
        os.replace(temporary, path)
    except OSError:
        if temporary is not None:
            temporary.unlink(missing_ok=True)
