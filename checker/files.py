"""Writing files so that a reader never sees half of one: write beside it, then rename."""

from __future__ import annotations

import os
import secrets
import stat
from collections.abc import Iterable
from pathlib import Path

NEW_FILE_MODE = 0o666
"""What a new file may allow, before the user's umask takes its share, as for any other file."""


def write_atomically(path: Path, text: str | bytes | Iterable[bytes]) -> None:
    """Replace ``path`` with ``text`` (bytes as they are, a string in UTF-8, pieces of bytes one
    after the other as they come) in one step; on any failure, a piece that cannot be made
    included, the old file is untouched.

    The file keeps its permissions, and a symbolic link keeps pointing where it did: the file it
    points to is the one replaced. What is not a regular file (``/dev/stdout``, a pipe) cannot be
    replaced, so it is written to, and its errors (a full ``/dev/full``) are raised all the same.
    """
    pieces = [text.encode()] if isinstance(text, str) else [text] if isinstance(text, bytes) else text
    if path.exists() and not path.is_file():
        with open(path, "wb") as stream:
            for piece in pieces:
                stream.write(piece)
        return
    path = Path(os.path.realpath(path))
    path.parent.mkdir(parents=True, exist_ok=True)
    temporary = path.with_name(f".{path.name}.{secrets.token_hex(4)}.tmp")
    handle = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_EXCL, NEW_FILE_MODE)
    try:
        with os.fdopen(handle, "wb") as stream:
            for piece in pieces:
                stream.write(piece)
            stream.flush()
            os.fsync(stream.fileno())
        if path.exists():
            os.chmod(temporary, stat.S_IMODE(path.stat().st_mode))
        os.replace(temporary, path)
    except BaseException:
        temporary.unlink(missing_ok=True)
        raise
