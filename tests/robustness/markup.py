"""Finding markup that came from a source and reached a built file without being escaped.

The hostile pages (``pages.MARKUP``) only carry payloads that announce themselves: each one that
would run calls ``alert(`` from an event attribute, a ``javascript:`` address or a script, or
makes an ``x-raw`` element. The site's own pages have none of those, so any of them in a built
page came from a source. Two looks are taken:

* the page's characters, for the payloads written out literally (escaped text such as
  ``&lt;img src=x onerror=…`` is fine);
* the page's elements as a browser's parser sees them, for what a literal search misses
  (attribute lists added by Markdown, re-quoted attributes).

JSON files are searched in their characters, and their decoded strings (where ``<`` may be
written ``\\u003c``) are read as HTML: a search box that shows a string as HTML runs what it
holds.
"""

from __future__ import annotations

import json
from html.parser import HTMLParser
from pathlib import Path

RAW_MARKERS = (
    "<img src=x onerror",
    "<script>alert",
    "<svg/onload",
    "<iframe srcdoc",
    "<x-raw",
    '<a href="javascript:',
)
"""The hostile payloads' openings: unescaped, they are markup."""

URL_ATTRIBUTES = frozenset({"href", "src", "action", "formaction", "xlink:href", "data"})


class _ElementScan(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.findings: list[str] = []
        self._in_script = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag.startswith("x-raw"):
            self.findings.append(f"<{tag}> element")
        for name, value in attrs:
            value = value or ""
            if name.startswith("on") and "alert(" in value:
                self.findings.append(f"<{tag} {name}={value!r}>")
            if name in URL_ATTRIBUTES and value.strip().lower().startswith("javascript:"):
                self.findings.append(f"<{tag} {name}={value!r}>")
            if name == "srcdoc":
                self.findings.append(f"<{tag} srcdoc={value!r}>")
        self._in_script = tag == "script"

    def handle_endtag(self, tag: str) -> None:
        self._in_script = False

    def handle_data(self, data: str) -> None:
        if self._in_script and "alert(" in data:
            self.findings.append(f"<script>{data.strip()[:80]}")


def _literal(text: str) -> list[str]:
    return [f"literal {marker!r}" for marker in RAW_MARKERS if marker in text]


def html_findings(text: str) -> list[str]:
    scan = _ElementScan()
    scan.feed(text)
    scan.close()
    return _literal(text) + scan.findings


def _strings(value):
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for key, item in value.items():
            yield key
            yield from _strings(item)
    elif isinstance(value, list):
        for item in value:
            yield from _strings(item)


def json_findings(text: str) -> list[str]:
    findings = _literal(text)
    try:
        data = json.loads(text)
    except ValueError:
        return findings
    for string in _strings(data):
        findings += [f"in a string: {finding}" for finding in html_findings(string)]
    return findings


def raw_markup(site: Path) -> dict[str, list[str]]:
    """Every built HTML or JSON file under ``site`` that holds source markup, with what it holds."""
    found = {}
    for path in sorted(site.rglob("*")):
        if not path.is_file() or path.is_symlink():
            continue
        if path.suffix == ".html":
            findings = html_findings(path.read_text(encoding="utf-8", errors="replace"))
        elif path.suffix == ".json":
            findings = json_findings(path.read_text(encoding="utf-8", errors="replace"))
        else:
            continue
        if findings:
            found[str(path.relative_to(site))] = sorted(set(findings))
    return found
