"""The page served for an address that leads to no page: one page for readers of both languages.

MkDocs writes a single ``404.html`` at the site root, and a server answers with it at whatever
depth the missing address has (``/en/glossary/nope/``), so relative links on it would point
nowhere. Its links start from the site's base instead: the path of ``site_url``, else ``/``,
the base MkDocs gives the theme's assets on this page. Each language builds the page in turn;
the default language's version is the one kept, and it says everything in both languages and
links to both languages' pages, never to the page the build happened to render before it.
"""

from __future__ import annotations

from dataclasses import dataclass
from urllib.parse import urlsplit

from checker.glossary.model import Lang
from checker.i18n import N_
from checker.site.text import LANGUAGE_NAMES, translate
from checker.site.urls import DEFAULT_LANG, INDEX_PAGE, page_url

NOT_FOUND_TEMPLATE = "404.html"
_DEFAULT_LANGUAGE_PAGES: dict[str, str] = {}
"""The default language's not-found page of each site folder being built, by folder."""
HOME_PAGE = "index.md"

_TITLE = N_("Page not found")
_EXPLANATION = N_("No page of this site has this address.")
_HOME = N_("Home page")
_GLOSSARY = N_("Glossary index")


@dataclass(frozen=True)
class Link:
    url: str
    label: str


@dataclass(frozen=True)
class Notice:
    """What the page says in one language, and where it leads in that language."""

    lang: Lang
    title: str
    explanation: str
    links: tuple[Link, ...]


def site_base(site_url: str | None) -> str:
    """The path the site is served from, ending in a slash.

    >>> site_base(None), site_base("https://example.org/rules"), site_base("https://example.org/rules/")
    ('/', '/rules/', '/rules/')
    """
    path = urlsplit(site_url or "/").path
    return path if path.endswith("/") else path + "/"


def notices(site_url: str | None) -> list[Notice]:
    """The page's message in each language, with links to that language's home and glossary."""
    base = site_base(site_url)
    return [
        Notice(
            lang=lang,
            title=translate(lang, _TITLE),
            explanation=translate(lang, _EXPLANATION),
            links=(
                Link(base + page_url(lang, HOME_PAGE), translate(lang, _HOME)),
                Link(base + page_url(lang, INDEX_PAGE), translate(lang, _GLOSSARY)),
            ),
        )
        for lang in Lang
    ]


def language_homes(site_url: str | None) -> list[dict[str, str]]:
    """The language switcher's choices on this page: each language's home page."""
    base = site_base(site_url)
    return [
        {"name": LANGUAGE_NAMES[lang], "link": base + page_url(lang, HOME_PAGE), "lang": str(lang)}
        for lang in Lang
    ]


def default_language_page(site_dir: str, lang: str, page: str) -> str:
    """The not-found page to write for the build in ``lang`` of the site in ``site_dir``:
    ``page`` itself in the default language (remembered), else the default language's."""
    if lang == DEFAULT_LANG:
        _DEFAULT_LANGUAGE_PAGES[site_dir] = page
        return page
    return _DEFAULT_LANGUAGE_PAGES.get(site_dir, page)
