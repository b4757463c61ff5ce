"""The environment a benchmark's commands run in: a user's shell, where Python keeps bytecode.

``PYTHONDONTWRITEBYTECODE`` set in the benchmark's own environment would make every command
compile the project's sources again, which no user's machine does after the first run; the
commands get the variable dropped, and their bytecode goes to a folder of the benchmark's own
(``PYTHONPYCACHEPREFIX``) rather than into the checkout. The first run of each command writes
it: run each at least once before the runs that count.
"""

from __future__ import annotations

import os
from pathlib import Path


def as_a_user(bytecode_dir: Path) -> dict[str, str]:
    """This process's environment as a user's shell has it, bytecode kept in ``bytecode_dir``."""
    environment = {name: value for name, value in os.environ.items() if name != "PYTHONDONTWRITEBYTECODE"}
    environment["PYTHONPYCACHEPREFIX"] = str(bytecode_dir)
    return environment
