"""The title of the permalink that Markdown's table of contents gives each heading."""

from __future__ import annotations

import re

from checker.i18n import N_

PERMALINK_TITLE = N_("Permanent link")
"""The title in ``mkdocs.yml`` (``toc: permalink_title``), and its message in the site catalog."""


def heading_links_titled(html: str, configured: str, title: str) -> str:
    """``html`` with each heading permalink's ``configured`` title replaced by ``title``.

    >>> heading_links_titled('<a class="headerlink" href="#x" title="Permanent link">¶</a>',
    ...                      "Permanent link", "Enlace permanente")
    '<a class="headerlink" href="#x" title="Enlace permanente">¶</a>'
    """
    pattern = re.compile(r'(<a class="headerlink" href="[^"]*" title=")' + re.escape(configured) + '"')
    return pattern.sub(lambda match: match.group(1) + title.replace('"', "&quot;") + '"', html)
