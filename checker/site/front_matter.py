"""The front matter of a generated page: its title, in the form the theme needs it.

Material inserts the page title as it is into ``<title>``, the header and the ``<h1>``, and
its search shows the title of a result as HTML. A title from the sources may hold markup, so
MkDocs receives it HTML-escaped: it then reads as the original characters wherever it is shown.
"""

from __future__ import annotations

import json
from html import escape


def front_matter(title: str) -> str:
    """The YAML front matter giving a page ``title``.

    >>> print(front_matter('Z</title><script>alert("x")</script>'), end="")
    ---
    title: "Z&lt;/title&gt;&lt;script&gt;alert(\\"x\\")&lt;/script&gt;"
    ---
    """
    # Quotes stay as they are: the theme escapes the title itself wherever it puts it in an
    # attribute, and its search trims a quote off a word but not an entity. A JSON string is YAML.
    return f"---\ntitle: {json.dumps(escape(title, quote=False), ensure_ascii=False)}\n---\n"
