"""TOML documents read through the user's cache: parsed once, then read back in C.

``tomllib`` parses in Python: the term table and the record of what each translation was made
from, 50 KB each, took a tenth of the instructions of importing the bundled sources. The parsed
document is kept with :mod:`marshal`, the format of Python's own bytecode files, in the cache
folder (:mod:`checker.cache`), under a name made from the document's bytes: an edited document
is parsed again. A copy that is missing, damaged or cannot be written costs only the parsing,
and a document marshal cannot hold (one with dates) is parsed every time.
"""

from __future__ import annotations

import hashlib
import marshal
import tomllib

from checker.cache import cached_file, keep

CACHE_KIND = "toml"
CACHE_FORMAT = b"mcrules-toml-1"
"""Part of every kept copy's name: changing it retires every copy kept before."""


def parsed_toml(data: bytes) -> dict:
    """``tomllib.loads(data.decode())``, with the same errors for a document that is not UTF-8
    or not TOML."""
    kept = cached_file(CACHE_KIND, f"{hashlib.sha256(CACHE_FORMAT + data).hexdigest()}.marshal")
    if kept is not None:
        try:
            document = marshal.loads(kept.read_bytes())
        except (OSError, EOFError, ValueError, TypeError):
            pass
        else:
            if isinstance(document, dict):
                return document
    document = tomllib.loads(data.decode())
    try:
        copy = marshal.dumps(document)
    except ValueError:
        return document
    keep(kept, copy)
    return document
