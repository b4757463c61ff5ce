"""The ``mcrules`` command's entry point: the command line, stoppable from its start.

Ctrl-C or SIGTERM ends a command the same way at any moment, even while the command line is
still being imported: no traceback, exit status 130, and the command's own clean-up done. So this
module imports nothing of the project before it is ready to catch them.

The process ends with the command: a command that built a whole glossary ends it at once,
without freeing what it made (:mod:`checker.cli.ending`). Whatever another command made is
frozen out of the cyclic collector's sight: the collections that the interpreter runs as it
exits would otherwise walk every object alive, the modules' included, to free memory that the
process hands back anyway (a sixteenth of the instructions of a search from the terminal went
to them).
"""

from __future__ import annotations

import gc
import signal

EXIT_INTERRUPTED = 130


def main() -> int:
    try:
        signal.signal(signal.SIGTERM, signal.default_int_handler)
        from checker.cli import main as command_line
        from checker.cli.ending import process_ends_with_command

        process_ends_with_command()
        return command_line()
    except KeyboardInterrupt:
        return EXIT_INTERRUPTED
    except Exception as error:
        # Python wraps an interruption that lands while a class is being made (a library being
        # imported) in another error: it is still the stop that was asked for.
        if interrupted(error):
            return EXIT_INTERRUPTED
        raise
    finally:
        gc.freeze()


def interrupted(error: BaseException) -> bool:
    """Whether ``error`` was caused by Ctrl-C or SIGTERM, however deep in its chain of causes."""
    seen: set[int] = set()
    while error is not None and id(error) not in seen:
        if isinstance(error, KeyboardInterrupt):
            return True
        seen.add(id(error))
        error = error.__cause__ or error.__context__
    return False
