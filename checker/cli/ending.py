"""Ending the ``mcrules`` process as soon as a command that built a whole glossary is done.

``mcrules export`` keeps the glossary model, its data and its JSON alive until it returns:
millions of objects, which Python would then free one by one (a quarter of a second at 10,000
entries, ``benchmarks/bench_import.py``), and which the cyclic collector, running again once the
command's :func:`checker.gc_tuning.no_collections` block ends, would first walk to find nothing
to free. The operating system takes a process's memory back at once, so when the process ends
with the command, the command ends it there, its output flushed, with its exit status.

Only the process's own entry point (:func:`checker.entry_point.main`) says that the process
ends with the command: called in-process (``checker.cli.main([...])``, as the tests do), a
command returns its status as any function does, and frees what it made.
"""

from __future__ import annotations

import os
import sys

_process_ends_with_command = False


def process_ends_with_command() -> None:
    """Say that this process ends once its command is done (the entry point's call)."""
    global _process_ends_with_command
    _process_ends_with_command = True


def done(status: int) -> int:
    """End the process with ``status`` if it ends with its command; else return ``status``.

    Nothing registered to run at exit runs then: the commands that call this register nothing.
    Where the output cannot be flushed (a closed pipe), the process ends the usual way, which
    reports it as ever.
    """
    if not _process_ends_with_command:
        return status
    try:
        sys.stdout.flush()
        sys.stderr.flush()
    except (OSError, ValueError):
        return status
    os._exit(status)
