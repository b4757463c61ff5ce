"""Named tuples made in C, for the records a long pass makes by the hundred thousand.

A named tuple's own constructor is a Python function: calling it costs several times what
making the tuple costs. ``tuple.__new__(cls, values)`` makes the same value from a tuple of all
its fields, in C; it neither fills defaults nor checks how many fields it is given, so each
use passes every field, in order, and a test checks the values it makes.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TypeVar

T = TypeVar("T", bound=tuple)


def maker(cls: type[T]) -> Callable[[tuple], T]:
    """A function making an instance of the named tuple ``cls`` from a tuple of all its fields."""
    return partial(tuple.__new__, cls)
