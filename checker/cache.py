"""The user's cache folder: what a command compiles once and keeps for the next, as Python keeps
bytecode (``$XDG_CACHE_HOME/mcrules/<kind>``, or ``~/.cache/mcrules/<kind>``).

Nothing kept there is needed: a copy that is missing, damaged or cannot be written is compiled
again, and a command never fails for it.
"""

from __future__ import annotations

import os
from pathlib import Path


def cache_dir(kind: str) -> Path:
    """The folder of the user's cache that keeps compiled things of ``kind``."""
    base = os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache"
    return Path(base) / "mcrules" / kind


def keep(path: Path, data: bytes) -> None:
    """Write ``data`` to ``path`` whole or not at all; a cache that cannot be written is no error."""
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
