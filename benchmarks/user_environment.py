"""The environment a benchmark's commands run in: a user's shell, where Python keeps bytecode
and our commands keep what they compile.

``PYTHONDONTWRITEBYTECODE`` set in the benchmark's own environment would make every command
compile the project's sources again, which no user's machine does after the first run; the
commands get the variable dropped, and their bytecode goes to a folder of the benchmark's own
(``PYTHONPYCACHEPREFIX``) rather than into the checkout. So do the catalogs and the theme's
templates that the commands compile and keep in the user's cache folder (``XDG_CACHE_HOME``,
see :mod:`checker.cache`), so that the benchmark neither reads nor fills the user's own. The
first run of each command writes them: run each at least once before the runs that count.
"""

from __future__ import annotations

import os
from pathlib import Path

COMMAND_LINE = "import sys; from checker.entry_point import main; sys.exit(main())"
"""What the installed ``mcrules`` script runs: ``[sys.executable, "-c", COMMAND_LINE, ...]`` starts
the command with the benchmark's interpreter, whatever the PATH."""


def as_a_user(folder: Path) -> dict[str, str]:
    """This process's environment as a user's shell has it, with bytecode and compiled things
    kept under ``folder``."""
    environment = {name: value for name, value in os.environ.items() if name != "PYTHONDONTWRITEBYTECODE"}
    environment["PYTHONPYCACHEPREFIX"] = str(folder / "bytecode")
    environment["XDG_CACHE_HOME"] = str(folder / "cache")
    return environment
