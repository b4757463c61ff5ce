"""The glossary: raw source pages in, a bilingual model of entries and clauses out."""

from checker.glossary.importer import SOURCES_DIR, TRANSLATIONS_DIR, load_glossary
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
from checker.glossary.sources import GlossaryError

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
