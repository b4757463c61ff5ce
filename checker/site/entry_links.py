"""A link from one page to an entry, or the label of an entry the glossary does not have yet.

See-also lists and aliases both name entries by a label from the sources; when the label's
entry is not imported, the page shows the label (in the page's language when the term table
knows it) and says that the entry is not in the glossary yet.
"""

from __future__ import annotations

from dataclasses import dataclass
from html import escape

from checker.glossary.model import Lang
from checker.site.collation import sort_key
from checker.site.context import SiteContext
from checker.site.text import translate
from checker.site.urls import entry_doc, page_url, relative_url


@dataclass(frozen=True)
class EntryLink:
    label: str
    """What the reader sees: the entry's title, or the label of the missing entry."""
    html: str
    found: bool
    """Whether the entry is in the glossary (and ``html`` links to it)."""

    @property
    def sort_key(self) -> tuple[str, str]:
        return sort_key(self.label)


def entry_link(context: SiteContext, lang: Lang, from_url: str, target: str | None, labels: dict[Lang, str]) -> EntryLink:
    """A link from the ``lang`` page at ``from_url`` to the entry ``target``, named in the
    sources by ``labels``."""
    entry = context.entry(target)
    if entry is not None:
        title, title_lang = context.title(entry, lang)
        href = relative_url(from_url, page_url(lang, entry_doc(entry.id)))
        return EntryLink(title, f'<a href="{escape(href)}" lang="{title_lang}">{escape(title)}</a>', True)
    term = context.terms.find(labels.get(lang) or labels.get(lang.other, ""))
    if term is not None:
        label, label_lang = term.names[lang], lang
    elif lang in labels:
        label, label_lang = labels[lang], lang
    else:
        label, label_lang = labels[lang.other], lang.other
    missing = escape(translate(lang, "not yet in the glossary"))
    return EntryLink(
        label, f'<span lang="{label_lang}">{escape(label)}</span> <span class="mc-muted">({missing})</span>', False
    )
