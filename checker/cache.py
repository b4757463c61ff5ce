"""The user's cache folder: what a command compiles once and keeps for the next, as Python keeps
bytecode (``$XDG_CACHE_HOME/mcrules/<kind>``, or ``~/.cache/mcrules/<kind>``).

Nothing kept there is needed: a copy that is missing, damaged or cannot be written is compiled
again, and a command never fails for it. A user with no home folder (``HOME`` unset, empty or
not an absolute path, and no absolute ``XDG_CACHE_HOME``) has no cache: nothing is kept, and
nothing is written anywhere else instead, such as ``/.cache``.
"""

from __future__ import annotations

import os
from pathlib import Path


def cache_dir(kind: str) -> Path | None:
    """The folder of the user's cache that keeps compiled things of ``kind``; None when the user
    has no cache folder."""
    xdg = os.environ.get("XDG_CACHE_HOME", "")
    if os.path.isabs(xdg):
        return Path(xdg) / "mcrules" / kind
    home = os.environ.get("HOME", "")
    if not os.path.isabs(home):
        return None
    return Path(home) / ".cache" / "mcrules" / kind


def cached_file(kind: str, name: str) -> Path | None:
    """The file ``name`` of the cache of ``kind``; None when the user has no cache folder."""
    folder = cache_dir(kind)
    return None if folder is None else folder / name


def keep(path: Path | None, data: bytes) -> None:
    """Write ``data`` to ``path`` whole or not at all; a cache that cannot be written, or none at
    all, is no error."""
    if path is None:
        return
    temporary: Path | None = None
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        with open(path.with_name(f".{path.name}.{os.getpid()}-{os.urandom(4).hex()}.tmp"), "xb") as stream:
            temporary = Path(stream.name)
            stream.write(data)
        os.replace(temporary, path)
    except OSError:
        if temporary is not None:
            temporary.unlink(missing_ok=True)
