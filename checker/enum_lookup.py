"""Enum members read as plain class attributes on Python 3.11, as they are from Python 3.12.

Python 3.11's ``EnumType`` still defines ``__getattr__``, the way members were found before
they were stored in their class. A type that defines ``__getattr__`` sends every attribute read
of its classes down a slower path, even a read that finds the attribute at once: reading
``Form.BLANK`` costs five times reading a constant of an ordinary class. The import, the engine
and the search read members in their innermost loops (the form of each line, the kind of each
clause, the language of each text), and an import of a large glossary spent an eighth of its
instructions on that path.

Every member has been in its class's dictionary since 3.11 (a member named like a property,
``name`` or ``value``, is reached through a property there that returns it), so the method
never answers a read that the ordinary lookup does not; Python 3.12 removed it.
:func:`drop_member_fallback` removes it on 3.11 too, once, when :mod:`checker` is imported.
"""

from __future__ import annotations

import enum


def drop_member_fallback() -> None:
    """Remove ``EnumType.__getattr__`` where the running Python still has it."""
    if "__getattr__" in vars(enum.EnumType):
        del enum.EnumType.__getattr__
