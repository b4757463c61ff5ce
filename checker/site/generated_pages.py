"""Generated pages handed to MkDocs from memory, never written to the docs tree.

A generated page's Markdown is short: its HTML is carried apart (:mod:`checker.site.fragments`).
Writing each page to a file only for MkDocs to read it back cost more than the page's whole
share of the rest of the build on file systems where making a file is slow: the kernel's time
for those files came to about a tenth of the reference build's CPU time. The pages join MkDocs's
files before the i18n plugin sorts them by language, as if MkDocs had found them on disk, and
get their Markdown once it has, since it makes the files anew.
"""

from __future__ import annotations

from collections.abc import Mapping
from contextvars import ContextVar

GENERATED_PAGES: ContextVar[Mapping[str, str]] = ContextVar("generated_pages", default={})
"""The Markdown of the build's generated pages, by path in the docs tree (``es/glossary/threat.md``)."""


def add_generated(files, config):
    """The docs tree's files with the generated pages among them, in the order MkDocs lists files."""
    # Imported as MkDocs runs: the build reads this module's context variable without it.
    from mkdocs.structure.files import File, Files, file_sort_key, set_exclusions

    pages = GENERATED_PAGES.get()
    if not pages:
        return files
    added = [File(doc, config.docs_dir, config.site_dir, config.use_directory_urls) for doc in pages]
    set_exclusions(added, config)
    return Files(sorted([*files, *added], key=file_sort_key))


def fill_generated(files):
    """Give each generated page its Markdown, once the i18n plugin has made the files it builds."""
    pages = GENERATED_PAGES.get()
    for file in files:
        markdown = pages.get(file.src_uri)
        if markdown is not None:
            file.content_string = markdown
    return files
