"""The glossary: raw source pages in, a bilingual model of entries and clauses out.

The importer is loaded on first use of :func:`load_glossary` or the default folders: the model
is also read by commands that never import (a search, the help), which must not wait for it.
"""

import importlib

from checker.glossary.model import (
    Alias,
    AliasTarget,
    Clause,
    ClauseKind,
    Entry,
    Glossary,
    Lang,
    Problem,
    SeeAlso,
    SourceRef,
    Variant,
    VariantClause,
)
from checker.glossary.errors import GlossaryError

_FROM_IMPORTER = ("SOURCES_DIR", "TRANSLATIONS_DIR", "load_glossary")


def __getattr__(name: str) -> object:
    if name in _FROM_IMPORTER:
        return getattr(importlib.import_module("checker.glossary.importer"), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = [
    "Alias",
    "AliasTarget",
    "SOURCES_DIR",
    "TRANSLATIONS_DIR",
    "Clause",
    "ClauseKind",
    "Entry",
    "Glossary",
    "GlossaryError",
    "Lang",
    "Problem",
    "SeeAlso",
    "SourceRef",
    "Variant",
    "VariantClause",
    "load_glossary",
]
