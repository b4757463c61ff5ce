"""Files of the site sent compressed to a browser that accepts gzip.

Most of what a page weighs is the theme's style sheet and script, text that shrinks to a
fifth; a reverse proxy in production may compress too, but the embedded server must not send
a page several times its size. A file is compressed once per version (its path, size and
modification time) and kept, within a bound.
"""

from __future__ import annotations

import gzip
from functools import lru_cache

COMPRESSED_TYPES = ("text/", "application/javascript", "application/json", "application/xml", "image/svg+xml")
"""Content types worth compressing: text. Images and fonts are compressed already."""
SMALLEST = 1024
"""Bytes under which compressing saves less than the header it adds."""
KEPT_FILES = 512
"""Compressed files kept in memory: a whole site's pages and assets, tens of megabytes at most."""


def accepts_gzip(accept_encoding: str | None) -> bool:
    """Whether an ``Accept-Encoding`` header takes gzip (and does not refuse it with ``q=0``).

    >>> accepts_gzip("gzip, deflate, br"), accepts_gzip("br;q=1, gzip;q=0"), accepts_gzip(None)
    (True, False, False)
    """
    for item in (accept_encoding or "").split(","):
        coding, *parameters = item.strip().split(";")
        if coding.strip().lower() in ("gzip", "*"):
            return not any(parameter.strip().replace(" ", "") in ("q=0", "q=0.0", "q=0.00", "q=0.000")
                           for parameter in parameters)
    return False


def worth_compressing(content_type: str, size: int) -> bool:
    return size >= SMALLEST and content_type.startswith(COMPRESSED_TYPES)


@lru_cache(maxsize=KEPT_FILES)
def compressed(path: str, size: int, modified_ns: int) -> bytes:
    """The file at ``path`` gzipped; ``size`` and ``modified_ns`` tell one version from the next."""
    with open(path, "rb") as file:
        return gzip.compress(file.read(), compresslevel=6, mtime=0)
