"""Readers that turn each kind of source file into blocks for the importer.

A reader module has ``read_blocks(source, terms, warnings)``, which cuts the file into blocks for
the importer, and ``accountable(source)``, which yields every piece of rules text in the file
with its line, for the accounting to find in the model. :data:`READERS` finds the reader of
each kind of file; a reader imports :mod:`checker.glossary.sources`, never the other way round.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType, ModuleType

from checker.glossary.readers import marvelcdb, rules_reference_json, scraped_page
from checker.glossary.sources import SourceKind

READERS: Mapping[SourceKind, ModuleType] = MappingProxyType({
    SourceKind.SCRAPED_PAGE: scraped_page,
    SourceKind.RULES_REFERENCE_JSON: rules_reference_json,
    SourceKind.MARVELCDB_HTML: marvelcdb,
})
"""The reader of each kind of source file."""
