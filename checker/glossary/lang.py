"""The languages the rules text comes in.

A module of its own, which :mod:`checker.glossary.model` names too: reading a search index
needs the languages, not the model's classes, and a cold search must not wait for those.
"""

from __future__ import annotations

from enum import StrEnum


class Lang(StrEnum):
    """A language the rules text comes in."""

    ES = "es"
    EN = "en"

    @property
    def other(self) -> Lang:
        return Lang.EN if self is Lang.ES else Lang.ES


LANGUAGES = tuple(Lang)
"""Every language, in the model's order. A tuple: on Python 3.11 iterating the enum itself runs
a generator written in Python, and the import goes through the languages for every clause."""
