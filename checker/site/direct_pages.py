"""Generated pages whose HTML is written here rather than converted by Markdown.

Most generated pages hold nothing but the placeholders of their HTML fragments
(:mod:`checker.site.fragments`) and level-two headings with their anchor: an entry with no
notes and no scenarios, say. Python-Markdown with the site's extensions takes about 0.8 ms to
set itself up for such a page and walk its pipeline; for the reference's 400 such pages that
was 8% of the instructions of the build's own process. Their HTML and table of contents are
written directly, as Markdown writes them (a test compares the two for every such page of the
reference); a page with anything else in it, or a heading that Markdown might read
differently, is left to Markdown."""

from __future__ import annotations

import re

from mkdocs.structure.pages import Page
from mkdocs.structure.toc import get_toc

from checker.site.fragments import PLACEHOLDER

_HEADING = re.compile(r"## (?P<title>[^\W_]+(?: [^\W_]+)*) \{ #(?P<anchor>[a-z0-9][a-z0-9-]*) \}")
"""A level-two heading whose title is words and spaces only, which Markdown leaves as they are,
with its anchor written after it."""
_BLOCKS = re.compile(r"\n(?:[ \t]*\n)+")
_ESCAPED = "&<>\"'"
PARAGRAPH_MARK = "&para;"
"""The permalink's text where ``toc: permalink`` is ``true``."""


class Headings:
    """How Markdown writes a heading with its anchor, as ``mkdocs.yml`` configures it: the
    anchor is read by the ``attr_list`` extension, the permalink added by ``toc``."""

    def __init__(self, extensions: list[str], options: dict) -> None:
        permalink = options.get("permalink", False)
        self.permalink = PARAGRAPH_MARK if permalink is True else permalink or None
        self.title = options.get("permalink_title", "Permanent link")
        self.css_class = options.get("permalink_class", "headerlink")
        written = [self.title, self.css_class, *([permalink] if isinstance(permalink, str) else [])]
        self.understood = (
            {"attr_list", "toc"} <= set(extensions)
            and set(options) <= {"permalink", "permalink_title", "permalink_class"}
            and not any(char in text for text in written for char in _ESCAPED)
        )
        """Whether both extensions are on, with no option but those above and nothing to
        escape: any other option may change the HTML, and Markdown escapes text its own way."""

    @classmethod
    def of(cls, config) -> Headings:
        """The headings of MkDocs's ``config``."""
        return cls(config.markdown_extensions, config.mdx_configs.get("toc") or {})

    def heading(self, title: str, anchor: str) -> str:
        link = (
            f'<a class="{self.css_class}" href="#{anchor}" title="{self.title}">{self.permalink}</a>'
            if self.permalink
            else ""
        )
        return f'<h2 id="{anchor}">{title}{link}</h2>'


def direct_html(markdown: str, headings: Headings) -> tuple[str, list[dict]] | None:
    """The HTML of ``markdown`` and the tokens of its table of contents, as Markdown would give
    them, when the page holds only fragment placeholders and plain level-two headings, each
    a block of its own; None otherwise."""
    if not headings.understood:
        return None
    parts: list[str] = []
    tokens: list[dict] = []
    for block in _BLOCKS.split(markdown.strip("\n")):
        if PLACEHOLDER.fullmatch(block):
            parts.append(f"{block}\n\n")
        elif (heading := _HEADING.fullmatch(block)) and heading["anchor"] not in {token["id"] for token in tokens}:
            title, anchor = heading["title"], heading["anchor"]
            parts.append(f"{headings.heading(title, anchor)}\n")
            tokens.append({"level": 2, "id": anchor, "name": title, "html": title, "data-toc-label": "", "children": []})
        elif block:
            return None
    return "".join(parts).rstrip("\n"), tokens


def render(page: Page, config, files) -> None:
    """What MkDocs's :meth:`Page.render` does for ``page``, done without Markdown when
    :func:`direct_html` can write the page: its HTML, table of contents and anchors."""
    written = direct_html(page.markdown, Headings.of(config))
    if written is None:
        Page.render(page, config, files)
        return
    page.content, tokens = written
    page.toc = get_toc(tokens)
    page.present_anchor_ids = {token["id"] for token in tokens}
    page.links_to_anchors = {}
