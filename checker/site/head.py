"""Changes to the ``<head>`` the theme writes for every page."""

from __future__ import annotations

import re

_ALTERNATE_LINK = re.compile(r'[ \t]*<link rel="alternate" href="[^"]*" hreflang="[^"]*">\n?')
"""A language twin's link as the theme writes it: rel, href and hreflang, in this order."""


def drop_alternate_links(html: str) -> str:
    """``html`` without the head's ``<link rel="alternate" hreflang>`` tags; the body is kept as is.

    >>> drop_alternate_links('<head>\\n  <link rel="alternate" href="../en/" hreflang="en">\\n</head><body>x</body>')
    '<head>\\n</head><body>x</body>'
    """
    head_end = html.find("</head>")
    if head_end < 0:
        return html
    return _ALTERNATE_LINK.sub("", html[:head_end]) + html[head_end:]
