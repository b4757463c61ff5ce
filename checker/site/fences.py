"""The ``scenario`` code fence: a scenario shown on its page, run, with its verdict.

Registered in ``mkdocs.yml`` as a ``pymdownx.superfences`` custom fence. The formatter is not
told which page it renders, so the hooks record the page's language in :data:`PAGE_LANGUAGE`
before its Markdown is converted; the scenario is then read, run and labelled in that language.
"""

from __future__ import annotations

from contextvars import ContextVar

from checker.i18n import DEFAULT_LANGUAGE
from checker.scenarios.site import render_scenario_html

PAGE_LANGUAGE: ContextVar[str] = ContextVar("page_language", default=DEFAULT_LANGUAGE)
"""The language of the page being rendered: the first folder of its path in the docs tree."""


def format_scenario(source: str, language: str, css_class: str, options: dict, md, **kwargs) -> str:
    """The scenario, run against the engine, with a verified or failed badge."""
    return render_scenario_html(source, PAGE_LANGUAGE.get())
