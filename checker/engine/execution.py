"""Which clauses the engine carried out: the record that coverage is judged by.

A clause is recorded only by the code that carries it out, at the moment that code runs:

* the registry records the clauses of a registered rule each time it runs the rule, and a
  state check each time it fires (a check that finds nothing to do carried nothing out);
* a procedure step that is a plain function records its clause each time the procedure
  reaches it (:func:`carries_out`, as the steps of main-scheme.4 and player-elimination.2 do);
* a derivation records the clause of the case that decided it (is this card in play? the
  case of in-play-and-out-of-play.2.x or .3.x that answered), and a rule that carries out a
  further clause in one of its branches records it in that branch (:func:`record`): a final
  stage completed (main-scheme.3.1), an event played (in-play-and-out-of-play.3.4);
* an example clause is recorded by the code of the case it describes, where the engine tells
  that case apart (a Victory minion defeated, in-play-and-out-of-play.3.5.1), and otherwise
  with the clause it illustrates (cards under The Painted Lady are facedown attached cards,
  in-play-and-out-of-play.3.3.1).

An event or a refusal that names a clause records nothing by itself: the clause it names is a
label for the reader, and writing a label is not carrying out the rule. The code that logged
the event or raised the refusal records its clause the same way as any other code.

>>> with recording() as ran:
...     record("main-scheme.6")
...     record("main-scheme.4.1", "main-scheme.6")
>>> list(ran), "main-scheme.6" in ran
(['main-scheme.6', 'main-scheme.4.1'], True)
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from functools import wraps
from typing import ParamSpec, TypeVar

_OPEN: ContextVar[tuple[dict[str, None], ...]] = ContextVar("recordings", default=())
"""The recordings open in this thread of execution, innermost last: each one keeps the clause
ids in the order they first ran (a dict used as an ordered set)."""


def recording_open() -> bool:
    """Whether any recording is open: code that would record the clauses it carries out must
    then run, not be skipped for a result remembered from before."""
    return bool(_OPEN.get())


def record(*clauses: str) -> None:
    """The code carrying out ``clauses`` is running: add them to every open recording."""
    for ran in _OPEN.get():
        for clause in clauses:
            ran[clause] = None


@contextmanager
def recording() -> Iterator[dict[str, None]]:
    """The clause ids carried out inside the ``with`` block, in the order they first ran.

    Recordings nest: a clause is added to every one open. Each thread and each task has its own.
    """
    ran: dict[str, None] = {}
    token = _OPEN.set((*_OPEN.get(), ran))
    try:
        yield ran
    finally:
        _OPEN.reset(token)


P = ParamSpec("P")
R = TypeVar("R")


def carries_out(*clauses: str) -> Callable[[Callable[P, R]], Callable[P, R]]:
    """Decorate a procedure step: each call records ``clauses`` before the step runs."""

    def decorate(step: Callable[P, R]) -> Callable[P, R]:
        @wraps(step)
        def run(*args: P.args, **kwargs: P.kwargs) -> R:
            record(*clauses)
            return step(*args, **kwargs)

        return run

    return decorate
