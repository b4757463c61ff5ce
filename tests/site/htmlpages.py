"""Reading built pages: every element id, every link, and the elements tests look for."""

from __future__ import annotations

from dataclasses import dataclass, field
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import unquote, urljoin, urlsplit

LINK_ATTRIBUTES = {"a": "href", "link": "href", "script": "src", "img": "src"}


@dataclass
class Element:
    tag: str
    attrs: dict[str, str]
    text: str = ""


@dataclass
class Page:
    path: Path
    url: str
    """The page's URL from the site root, such as ``en/glossary/main-scheme/``."""
    ids: set[str] = field(default_factory=set)
    links: list[str] = field(default_factory=list)
    elements: list[Element] = field(default_factory=list)

    def with_class(self, css_class: str) -> list[Element]:
        return [element for element in self.elements if css_class in element.attrs.get("class", "").split()]

    def by_id(self, element_id: str) -> Element:
        return next(element for element in self.elements if element.attrs.get("id") == element_id)


class _Reader(HTMLParser):
    def __init__(self, page: Page) -> None:
        super().__init__(convert_charrefs=True)
        self.page = page
        self.open: list[Element] = []

    def handle_starttag(self, tag, attrs):
        attributes = {name: value or "" for name, value in attrs}
        element = Element(tag, attributes)
        self.page.elements.append(element)
        if "id" in attributes:
            self.page.ids.add(attributes["id"])
        if tag in LINK_ATTRIBUTES and LINK_ATTRIBUTES[tag] in attributes:
            self.page.links.append(attributes[LINK_ATTRIBUTES[tag]])
        if tag not in {"br", "img", "input", "link", "meta", "hr", "source", "path", "use"}:
            self.open.append(element)

    def handle_endtag(self, tag):
        for position in range(len(self.open) - 1, -1, -1):
            if self.open[position].tag == tag:
                del self.open[position:]
                break

    def handle_data(self, data):
        for element in self.open:
            element.text += data


def read_page(site: Path, path: Path) -> Page:
    relative = path.relative_to(site).as_posix()
    url = relative.removesuffix("index.html") if relative.endswith("index.html") else relative
    page = Page(path, url)
    _Reader(page).feed(path.read_text(encoding="utf-8"))
    return page


def read_site(site: Path) -> dict[str, Page]:
    """Every HTML page of the site, by URL."""
    return {page.url: page for page in (read_page(site, path) for path in sorted(site.rglob("*.html")))}


def resolve(page_url: str, link: str) -> tuple[str, str] | None:
    """The site URL and fragment ``link`` points to from ``page_url``; None for outside links."""
    parts = urlsplit(link)
    if parts.scheme or parts.netloc:
        return None
    target = urlsplit(urljoin("http://site.invalid/" + page_url, link))
    return unquote(target.path.lstrip("/")), unquote(target.fragment)


def broken_links(site: Path, pages: dict[str, Page]) -> list[str]:
    """Every internal link of ``pages`` that leads to no file of ``site``, or to no element of
    its page with the anchor it names."""
    broken = []
    for page in pages.values():
        for link in page.links:
            target = resolve(page.url, link)
            if target is None:
                continue
            url, fragment = target
            if url in pages or url.endswith("/") and f"{url}index.html" in pages:
                if fragment and fragment not in pages[url].ids:
                    broken.append(f"{page.url}: {link} (no #{fragment})")
            elif not (site / url).is_file():
                broken.append(f"{page.url}: {link}")
    return broken
