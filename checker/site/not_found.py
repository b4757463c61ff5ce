"""The page served for an address that leads to no page: one page for readers of both languages.

MkDocs writes a single ``404.html`` at the site root, and a server answers with it at whatever
depth the missing address has (``/en/glossary/nope/``), so relative links on it would point
nowhere. Its links start from the site's base instead: the path of ``site_url``, else ``/``,
the base MkDocs gives the theme's assets on this page. Each language builds the page in turn;
the default language's version is the one kept, and it says everything in both languages and
links to both languages' pages, never to the page the build happened to render before it.

In a browser the page speaks the language of the address it answers (``/en/…`` in English,
any other in Spanish; ``assets/not-found.js``). An address whose last part names an entry by
another of its names, in either language (``/glossary/guardia/`` for the Guard entry, whose
page is ``glossary/guard/``), leads to that entry's page; any other gets a search for the
words of its address, with its best hits where the site is served with its search API. Served
by :mod:`checker.site.wsgi`, such an address is sent on to the entry's page by the server itself,
so that it works without scripts too.
"""

from __future__ import annotations

import json
import re
import unicodedata
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from urllib.parse import urlsplit

from checker.glossary.model import Glossary, Lang
from checker.i18n import N_
from checker.site.text import LANGUAGE_NAMES, translate
from checker.site.urls import DEFAULT_LANG, GLOSSARY_DIR, INDEX_PAGE, RULES_DIR, page_url

NOT_FOUND_TEMPLATE = "404.html"
_DEFAULT_LANGUAGE_PAGES: dict[str, str] = {}
"""The default language's not-found page of each site folder being built, by folder."""
HOME_PAGE = "index.md"

_TITLE = N_("Page not found")
_EXPLANATION = N_("No page of this site has this address.")
_HOME = N_("Home page")
_GLOSSARY = N_("Glossary index")
_BEST_HITS = N_("Best matches for “{words}”")
_SEARCH_SITE = N_("Search the site for “{words}”")
_NO_HITS = N_("No entry matches these words.")
_SEARCH_PLACEHOLDER = N_("Search")

PAGE_NAMES: ContextVar[Mapping[str, str]] = ContextVar("page_names", default={})
"""While a site is built: each other name of its entries' pages, as :func:`slug` writes it ->
the page's address relative to a language's root (see :func:`page_names`)."""


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
    best_hits: str
    """The heading of the search's hits, with ``{words}`` for the words of the address."""
    search_site: str
    """The label of the button that searches the site, with ``{words}`` likewise."""
    no_hits: str
    search_placeholder: str
    """The search box's placeholder in this language, which the theme's header shows."""
    site_name: str
    """The site's name in this language, which the theme's header shows."""


def site_base(site_url: str | None) -> str:
    """The path the site is served from, ending in a slash.

    >>> site_base(None), site_base("https://example.org/rules"), site_base("https://example.org/rules/")
    ('/', '/rules/', '/rules/')
    """
    path = urlsplit(site_url or "/").path
    return path if path.endswith("/") else path + "/"


def notices(site_url: str | None, site_names: Mapping[str, str] | None = None) -> list[Notice]:
    """The page's message in each language, with links to that language's home and glossary;
    ``site_names``: the site's name in each language (by default, none)."""
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
            best_hits=translate(lang, _BEST_HITS),
            search_site=translate(lang, _SEARCH_SITE),
            no_hits=translate(lang, _NO_HITS),
            search_placeholder=translate(lang, _SEARCH_PLACEHOLDER),
            site_name=(site_names or {}).get(str(lang), ""),
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


def slug(name: str) -> str:
    """A name as an address writes it: lower case, without accents, words joined by dashes
    (``assets/not-found.js`` reads an address's last part alike).

    >>> slug("Guardia"), slug("Aceleración, ficha de"), slug("Encounter Deck")
    ('guardia', 'aceleracion-ficha-de', 'encounter-deck')
    """
    plain = unicodedata.normalize("NFKD", name.casefold()).encode("ascii", "ignore").decode("ascii")
    return re.sub(r"[^a-z0-9]+", "-", plain).strip("-")


def page_names(glossary: Glossary) -> dict[str, str]:
    """Each other name of the entries' and sections' pages, in either language, as :func:`slug`
    writes it -> the page's address relative to a language's root: the titles, then the
    aliases that lead to a single entry. A name that is a page's own id, or that names two
    pages, is left out."""
    pages = {entry.id: f"{GLOSSARY_DIR}/{entry.id}/" for entry in glossary.entries}
    pages.update({section.id: f"{RULES_DIR}/{section.id}/" for section in glossary.front_matter})
    named: dict[str, set[str]] = {}
    for entry in (*glossary.entries, *glossary.front_matter):
        for title in entry.title.values():
            named.setdefault(slug(title), set()).add(entry.id)
    for alias in glossary.aliases:
        targets = {target.target for target in alias.targets if target.target in pages}
        if len(targets) == 1:
            named.setdefault(slug(alias.title), set()).update(targets)
    return {
        name: pages[next(iter(ids))]
        for name, ids in sorted(named.items())
        if name and len(ids) == 1 and name not in pages
    }


def page_for_other_name(path: str, names: Mapping[str, str]) -> str | None:
    """The page, as an address relative to the site's root, that the last part of ``path``
    (relative to the site's root too) names by another of its names, in the language of the
    address (``en/`` English, any other Spanish); None when it names none. ``names`` is
    :func:`page_names`'s map; ``assets/not-found.js`` reads an address alike in a browser.

    >>> names = {"guardia": "glossary/guard/"}
    >>> page_for_other_name("/glossary/Guardia/", names), page_for_other_name("/en/guardia.html", names)
    ('glossary/guard/', 'en/glossary/guard/')
    >>> page_for_other_name("/en/glossary/nothing/", names) is None
    True
    """
    rest = path.lstrip("/")
    english = re.match(r"en(/|$)", rest) is not None
    parts = [re.sub(r"\.html?$", "", part) for part in (rest[2:] if english else rest).split("/")]
    parts = [part for part in parts if part and part != "index"]
    target = names.get(slug(parts[-1])) if parts else None
    if target is None:
        return None
    return ("en/" if english else "") + target


def names_in_page(page: bytes) -> Mapping[str, str]:
    """The other names of the pages that a built not-found page carries for its script; none
    when the page carries none."""
    found = re.search(rb'<script type="application/json" id="mc-not-found-data">(.*?)</script>', page, re.S)
    if found is None:
        return {}
    try:
        names = json.loads(found.group(1)).get("names", {})
    except (ValueError, AttributeError):
        return {}
    return names if isinstance(names, dict) else {}


@contextmanager
def page_names_known(glossary: Glossary) -> Iterator[None]:
    """Give the not-found page the other names of ``glossary``'s pages while the block runs."""
    token = PAGE_NAMES.set(page_names(glossary))
    try:
        yield
    finally:
        PAGE_NAMES.reset(token)


def page_data(site_url: str | None) -> str:
    """What ``assets/not-found.js`` reads from the page, as JSON safe inside a script element:
    the site's base, the folders of its addresses, and the other names of its pages."""
    data = {"base": site_base(site_url), "folders": [GLOSSARY_DIR, RULES_DIR], "names": dict(PAGE_NAMES.get())}
    return json.dumps(data, ensure_ascii=False, separators=(",", ":")).replace("</", "<\\/")
