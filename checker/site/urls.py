"""Where each generated page lives, and relative links between pages of both languages.

Spanish is served at the site root and English under ``en/``, with the same relative paths
on both sides, so the language switcher and our own cross-language links land on the same
entry. Every link we write on a page is relative, so the site works from any folder of any
static host; only the not-found page, served at any depth, links from the site's base (see
:mod:`checker.site.not_found`).
"""

from __future__ import annotations

import posixpath

from checker.glossary.model import Lang

DEFAULT_LANG = Lang.ES
GLOSSARY_DIR = "glossary"
INDEX_PAGE = f"{GLOSSARY_DIR}/index.md"
RULES_DIR = "rules"
"""Where the sections printed before the glossary (the golden rules, the round overview...) live."""
RULES_PAGE = f"{RULES_DIR}/index.md"
GLOSSARY_INTRODUCTION = "glossary"
"""The id of the front-matter section that introduces the glossary, on the glossary's index
page; the other sections are on the rules page."""
TERMS_PAGE = "terms.md"
CHANGES_PAGE = "changes.md"
COVERAGE_PAGE = "coverage.md"

CROSS_LANGUAGE = ' target="_self"'
"""Attribute for links from a page to the same page in the other language. The theme's language
switcher takes over clicks on such links when they have no ``target`` and drops the clause
anchor they carry."""


def doc_language(src_uri: str) -> tuple[Lang, str]:
    """The language of a page of the docs tree, from its first folder, and its path within it.

    >>> doc_language("en/glossary/main-scheme.md")
    (<Lang.EN: 'en'>, 'glossary/main-scheme.md')
    """
    first_folder, _, doc = src_uri.partition("/")
    if first_folder in {str(lang) for lang in Lang} and doc:
        return Lang(first_folder), doc
    return DEFAULT_LANG, src_uri


def entry_doc(entry_id: str) -> str:
    """The entry's Markdown file, relative to its language folder."""
    return f"{GLOSSARY_DIR}/{entry_id}.md"


def rules_doc(section_id: str) -> str:
    """The Markdown file of a section printed before the glossary, relative to its language folder."""
    return f"{RULES_DIR}/{section_id}.md"


def page_url(lang: Lang, doc: str) -> str:
    """The URL of a page from the site root, as a folder: ``en/glossary/main-scheme/``.

    >>> page_url(Lang.EN, "glossary/main-scheme.md"), page_url(Lang.ES, "glossary/index.md")
    ('en/glossary/main-scheme/', 'glossary/')
    """
    stem = doc.removesuffix(".md")
    if stem == "index" or stem.endswith("/index"):
        stem = stem.removesuffix("index")
    else:
        stem += "/"
    prefix = "" if lang is DEFAULT_LANG else f"{lang}/"
    return prefix + stem


def relative_url(from_url: str, to_url: str) -> str:
    """A link from the page at ``from_url`` to ``to_url``, both folder URLs from the site root.

    >>> relative_url("glossary/main-scheme/", "en/glossary/main-scheme/")
    '../../en/glossary/main-scheme/'
    >>> relative_url("en/glossary/a/", "en/glossary/b/")
    '../b/'
    >>> relative_url("glossary/a/", "glossary/a/")
    './'
    """
    # Worked out on the strings: posixpath.relpath asks the system for the working directory
    # twice per call, and a build writes thousands of links.
    source, target = _segments(from_url), _segments(to_url)
    common = 0
    for source_segment, target_segment in zip(source, target):
        if source_segment != target_segment:
            break
        common += 1
    segments = [".."] * (len(source) - common) + target[common:]
    return "/".join(segments) + "/" if segments else "./"


def _segments(url: str) -> list[str]:
    normal = posixpath.normpath(url or ".")
    return [] if normal == "." else normal.split("/")
