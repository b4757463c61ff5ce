"""The site's pages other than the glossary's entries, as its search index holds them.

The pages of the sections printed before the glossary (all but the glossary's introduction,
which the index page shows), the term table, and the sections of the hand-written pages.
"""

from __future__ import annotations

from pathlib import Path

from checker.glossary.model import Glossary, Lang
from checker.glossary.terms import TermTable
from checker.search.documents import SitePages, term_table_section
from checker.site.guide_text import docs_guide_sections
from checker.site.text import TERMS_INTRODUCTION, TERMS_TITLE, translate
from checker.site.urls import GLOSSARY_INTRODUCTION


def site_pages(glossary: Glossary, terms: TermTable, docs_dir: Path) -> SitePages:
    """What the index of the site built from ``glossary`` and ``docs_dir`` holds besides entries."""
    term_table = [
        term_table_section(terms, lang, translate(lang, TERMS_TITLE), translate(lang, TERMS_INTRODUCTION))
        for lang in Lang
    ]
    return SitePages(
        rules=tuple(section.id for section in glossary.front_matter if section.id != GLOSSARY_INTRODUCTION),
        sections=(*term_table, *docs_guide_sections(docs_dir)),
    )
