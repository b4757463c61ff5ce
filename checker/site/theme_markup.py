"""Changes to the markup the theme writes around every page."""

from __future__ import annotations

import re
from html import escape

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


_SEARCH_DIALOG = '<div class="md-search" data-md-component="search" role="dialog">'


def name_search_dialog(html: str, name: str) -> str:
    """``html`` with the theme's search dialog named ``name``: a dialog without a name is
    announced by screen readers as a bare "dialog".

    >>> name_search_dialog('<div class="md-search" data-md-component="search" role="dialog">', "Buscar")
    '<div class="md-search" data-md-component="search" role="dialog" aria-label="Buscar">'
    """
    return html.replace(_SEARCH_DIALOG, f'{_SEARCH_DIALOG[:-1]} aria-label="{escape(name, quote=True)}">', 1)
