"""The ``scenario`` code fence: a scenario shown on its page, run, with its verdict.

Registered in ``mkdocs.yml`` as a ``pymdownx.superfences`` custom fence. The formatter is not
told which page it renders, so the hooks record the page in :data:`CURRENT_PAGE` before its
Markdown is converted; the scenario is then read, run and labelled in the page's language, and
its cited clauses link to their entry pages from there. The blocks of the scenario pages that
the build folds into entry pages were read, run and rendered already while the pages were
generated (:mod:`checker.site.scenario_pages`): such a block's fence stands for its fragment.
"""

from __future__ import annotations

from collections.abc import Mapping
from contextvars import ContextVar
from pathlib import Path
from types import MappingProxyType

from checker.glossary.model import Lang
from checker.scenarios.site import render_scenario_html
from checker.site.urls import DEFAULT_LANG, doc_language, entry_doc, page_url, relative_url

CURRENT_PAGE: ContextVar[tuple[Lang, str]] = ContextVar("current_page", default=(DEFAULT_LANG, ""))
"""The language and the URL (from the site root) of the page being rendered."""
KNOWN_CLAUSES: ContextVar[frozenset[str]] = ContextVar("known_clauses", default=frozenset())
"""Every clause id of the glossary being built: a cited clause outside it gets no link."""
CLAUSES_FILE = "clauses.txt"
"""The glossary's clause ids, one a line, written next to the staged ``docs`` folder."""
RENDERED_BLOCKS: ContextVar[Mapping[tuple[Lang, str, str], str]] = ContextVar(
    "rendered_blocks", default=MappingProxyType({})
)
"""(Page language, page URL, block text as the fence gets it) -> the placeholder of the block's
fragment, for the blocks rendered while the pages were generated."""


def load_known_clauses(docs_dir: Path) -> None:
    path = docs_dir.parent / CLAUSES_FILE
    KNOWN_CLAUSES.set(frozenset(path.read_text(encoding="utf-8").split()) if path.is_file() else frozenset())


def enter_page(src_uri: str) -> None:
    """Record the page at ``src_uri`` in the docs tree (``es/glossary/main-scheme.md``)."""
    lang, doc = doc_language(src_uri)
    CURRENT_PAGE.set((lang, page_url(lang, doc)))


def clause_link(clause_id: str) -> str | None:
    """The link from the current page to a clause on its entry's page in the same language."""
    lang, here = CURRENT_PAGE.get()
    return clause_link_from(lang, here, KNOWN_CLAUSES.get(), clause_id)


def clause_link_from(lang: Lang, here: str, known: frozenset[str], clause_id: str) -> str | None:
    """The link from the ``lang`` page at URL ``here`` to a clause of ``known`` on its entry's
    page in the same language; None for a clause not in ``known``."""
    if clause_id not in known:
        return None
    entry_page = page_url(lang, entry_doc(clause_id.split(".", 1)[0]))
    return f"#{clause_id}" if entry_page == here else f"{relative_url(here, entry_page)}#{clause_id}"


def format_scenario(source: str, language: str, css_class: str, options: dict, md, **kwargs) -> str:
    """The scenario, run against the engine, with a verified or failed badge."""
    lang, here = CURRENT_PAGE.get()
    rendered = RENDERED_BLOCKS.get().get((lang, here, source))
    return rendered if rendered is not None else render_scenario_html(source, str(lang), clause_link)
