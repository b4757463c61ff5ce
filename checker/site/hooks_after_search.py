"""The MkDocs hook that runs once the theme's search has indexed a page.

MkDocs takes one function per event from a hook file, and this one must run after the search
plugin while ``hooks.py`` runs before it, hence a file of its own.
"""

from __future__ import annotations

from mkdocs.plugins import event_priority

from checker.site.fragments import BUILD_FRAGMENTS
from checker.site.search_fallback import add_folded_text


@event_priority(-50)
def on_page_context(context, page, config, nav):
    """After Material's search has indexed the page, give the page its full HTML, its fragments
    filled in; drop the code blocks from what was indexed and add the folded spelling of its words."""
    fragments = BUILD_FRAGMENTS.get()
    page.content = page.mc_content if fragments is None else fragments.fill(page.mc_content)
    search = config.plugins.get("material/search") or config.plugins.get("search")
    index = getattr(search, "search_index", None)
    # The page's sections are the entries the search plugin has just appended.
    for entry in reversed(getattr(index, "entries", [])):
        if entry["location"].split("#", 1)[0] != page.url:
            break
        add_folded_text(entry)
    return context
