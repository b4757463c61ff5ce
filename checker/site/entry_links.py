"""A link from one page to an entry, or the label of an entry the glossary does not have yet.

See-also lists and aliases both name entries by a label from the sources; when the label's
entry is not imported, the page shows the label (in the page's language when the term table
knows it) and says that the entry is not in the glossary yet.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from html import escape

from checker.glossary.icons import rules_text_html
from checker.glossary.model import Lang, SeeAlso
from checker.site.collation import sort_key
from checker.site.context import SiteContext
from checker.site.term_links import first_mentions
from checker.site.text import translate
from checker.site.urls import page_url, relative_url


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
        href = relative_url(from_url, page_url(lang, context.doc(entry.id)))
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


_SEE = re.compile(r"\b(?:See|Véase|Ver)\s*:\s*")
"""The words that send the reader to other entries, inside a clause's text."""
_NEXT_ITEM = re.compile(r"\s*(?:,|\band\b|\by\b)\s*")


def text_with_links(
    text: str, lang: Lang, context: SiteContext, from_url: str, links: list[SeeAlso],
    text_lang: Lang | None = None, own_entry: str = "",
) -> str:
    """``text`` as HTML, each entry it sends the reader to ("See: Player Phase") linked, and the
    first mention of each other game term linked to its entry (:mod:`checker.site.term_links`).

    The labels are those of ``links`` (the entry's see-also items), or the names in ``lang`` of
    the entries and terms they lead to (a translated text names them so), that stand right after
    "See:", or after another such label and a comma or "and"; the text keeps its own words.
    ``text_lang`` is the text's language when it is not the page's (a clause not translated yet);
    ``own_entry`` names the page's entry, which its text never links to.
    """
    targets = {
        label: link.target
        for link in links if (entry := context.entry(link.target)) is not None
        for label in (*link.label.values(), context.title(entry, lang)[0],
                      *(term.names[lang] for term in [context.terms.by_id(link.term or "")] if term is not None))
    }
    labels = sorted(targets, key=len, reverse=True)
    spans: list[tuple[int, int, str]] = []
    for found in _SEE.finditer(text):
        position = found.end()
        while label := next((label for label in labels if text.startswith(label, position)), None):
            spans.append((position, position + len(label), targets[label]))
            separator = _NEXT_ITEM.match(text, position + len(label))
            if separator is None:
                break
            position = separator.end()
    seen = {target for _, _, target in spans}
    for mention in first_mentions(context.term_finder, text, text_lang or lang, own_entry, seen):
        if not any(start < mention.end and mention.start < end for start, end, _ in spans):
            spans.append((mention.start, mention.end, mention.term_id))
    pieces, cursor = [], 0
    for start, end, target in sorted(spans):
        href = relative_url(from_url, page_url(lang, context.doc(target)))
        pieces += [rules_text_html(text[cursor:start], str(lang)), f'<a href="{escape(href)}">{escape(text[start:end])}</a>']
        cursor = end
    pieces.append(rules_text_html(text[cursor:], str(lang)))
    return "".join(pieces)
