"""The glossary: raw source pages in, a bilingual model of entries and clauses out.

Each name is loaded on first use: the importer with :func:`load_glossary` or the default
folders, the model with any of its classes. A search reaches this package only for the icons a
text names (:mod:`checker.glossary.icons`), and must wait for neither.
"""

import importlib

_FROM_MODULE = {
    **dict.fromkeys(("SOURCES_DIR", "TRANSLATIONS_DIR", "load_glossary"), "checker.glossary.importer"),
    **dict.fromkeys(
        (
            "Alias",
            "AliasTarget",
            "Clause",
            "ClauseKind",
            "Entry",
            "Glossary",
            "Lang",
            "Problem",
            "SeeAlso",
            "SourceRef",
            "Variant",
            "VariantClause",
        ),
        "checker.glossary.model",
    ),
    "GlossaryError": "checker.glossary.errors",
}


def __getattr__(name: str) -> object:
    if name in _FROM_MODULE:
        return getattr(importlib.import_module(_FROM_MODULE[name]), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = sorted(_FROM_MODULE)
