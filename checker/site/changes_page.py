"""The page of what changed between versions of the Rules Reference, one per language.

For each entry with an older text that differs from the current one (see
:mod:`checker.glossary.changes`), in the alphabetical order of the page's language: which
editions are compared and, for each clause that changed, the older text beside the current one,
the words that differ marked as deleted and inserted (a clause only split or punctuated anew is
"moved", its words unmarked). Each current clause links to its anchor on
the entry's page, and each entry's section is anchored by the entry's id, which the entry's page
links to.
"""

from __future__ import annotations

import re
from difflib import SequenceMatcher
from functools import lru_cache
from html import escape

from checker.glossary.changes import ChangeKind, ClauseChange, VersionChanges, comparable
from checker.glossary.icons import ICON_GLYPHS, rules_text_html
from checker.glossary.model import Entry, Lang
from checker.i18n import N_
from checker.site.collation import sort_key
from checker.site.context import SiteContext
from checker.site.fragments import Fragments
from checker.site.front_matter import front_matter
from checker.site.editions import edition_label, edition_rank
from checker.site.text import language_name, translate
from checker.site.urls import CHANGES_PAGE, page_url, relative_url

PAGE_TITLE = N_("What changed between versions")
"""The page's title, and the label of the link to it on each entry's page."""

_KIND_LABELS = {
    ChangeKind.CHANGED: N_("Changed"),
    ChangeKind.ADDED: N_("Added"),
    ChangeKind.REMOVED: N_("Removed"),
    ChangeKind.MOVED: N_("Moved: the same words, split or punctuated anew"),
}

_TOKEN = re.compile(
    "(?:" + "|".join(re.escape(icon.glyph) for icon in ICON_GLYPHS) + r"|\w+|[^\w\s])\s*"
)
"""A word, a punctuation mark or an icon, with the spaces after it: what the word diff compares."""
MIN_SHARED = 0.5
"""Below this share of words in common, two texts are shown whole: marking nearly every word
as deleted or inserted would only hide what they keep."""


@lru_cache(maxsize=None)
def word_diff(old: str, new: str, lang: Lang) -> tuple[str, str]:
    """``old`` and ``new`` as HTML, the words only ``old`` has in ``<del>``, those only ``new`` has
    in ``<ins>``; spacing and the shape of quotes do not count as a difference.

    Kept: the page of each language shows the same clauses' diffs, in their texts' language,
    and finding one is most of what writing the page costs."""
    old_tokens, new_tokens = _TOKEN.findall(old), _TOKEN.findall(new)
    matcher = SequenceMatcher(
        None, [comparable(token) for token in old_tokens], [comparable(token) for token in new_tokens], autojunk=False
    )
    if matcher.ratio() < MIN_SHARED:
        return rules_text_html(old, lang), rules_text_html(new, lang)
    old_html, new_html = [], []
    for operation, old_start, old_end, new_start, new_end in matcher.get_opcodes():
        old_part = "".join(old_tokens[old_start:old_end])
        new_part = "".join(new_tokens[new_start:new_end])
        if operation == "equal":
            old_html.append(rules_text_html(old_part, lang))
            new_html.append(rules_text_html(new_part, lang))
            continue
        old_html.append(_marked("del", old_part, lang))
        new_html.append(_marked("ins", new_part, lang))
    return "".join(old_html), "".join(new_html)


def _marked(tag: str, text: str, lang: Lang) -> str:
    """``text`` inside ``tag``, the spaces after it left outside."""
    words = text.rstrip()
    return f"<{tag}>{rules_text_html(words, lang)}</{tag}>{text[len(words):]}" if words else text


def render_changes(lang: Lang, context: SiteContext, fragments: Fragments) -> str:
    """The Markdown source of the changes page in ``lang``; its HTML goes to ``fragments``."""
    url = page_url(lang, CHANGES_PAGE)
    changed = [entry for entry in (*context.glossary.entries, *context.rules_pages) if context.changes.get(entry.id)]
    changed.sort(key=lambda entry: sort_key(context.title(entry, lang)[0]))
    if changed:
        intro = translate(
            lang,
            "The entries whose text changed between the versions of the Rules Reference that the "
            "sources hold: for each, the clauses that changed, the older text beside the current one.",
        )
    else:
        intro = translate(lang, "No entry's text changed between the versions of the Rules Reference that the sources hold.")
    sections = [_EntryChanges(entry, lang, context, url).render() for entry in changed]
    titles = "".join(
        f'<h2 id="{escape(entry.id)}">{escape(context.title(entry, lang)[0])}</h2>' for entry in changed
    )
    intro_html = f"<p>{escape(intro)}</p>\n"
    body = intro_html + _contents(changed, lang, context) + "\n".join(sections)
    placeholder = fragments.add(f"{lang}/changes/body", body, intro_html + titles)
    return front_matter(translate(lang, PAGE_TITLE)) + placeholder


CONTENTS_ID = "mc-changes-contents"
"""The anchor of the page's list of entries, which each entry's section leads back to."""


def _contents(changed: list[Entry], lang: Lang, context: SiteContext) -> str:
    """The list of the entries on the page, each a link to its section: the page is long (a
    hundred entries, the height of two hundred phone screens), and a reader comes for one."""
    if not changed:
        return ""
    label = escape(translate(lang, "Entries on this page"))
    items = "".join(
        f'<li><a href="#{escape(entry.id)}" lang="{title_lang}">{escape(title)}</a></li>'
        for entry in changed
        for title, title_lang in [context.title(entry, lang)]
    )
    return (
        f'<nav class="mc-changes__contents" id="{CONTENTS_ID}" aria-label="{label}" data-search-exclude>\n'
        f'<p class="mc-changes__contents-title">{label}</p>\n<ul>{items}</ul>\n</nav>\n'
    )


class _EntryChanges:
    """One entry's section of the changes page."""

    def __init__(self, entry: Entry, lang: Lang, context: SiteContext, url: str) -> None:
        self.entry = entry
        self.lang = lang
        self.context = context
        self.entry_url = relative_url(url, page_url(lang, context.doc(entry.id)))

    def render(self) -> str:
        title, title_lang = self.context.title(self.entry, self.lang)
        versions = sorted(self.context.changes[self.entry.id], key=lambda version: edition_rank(version.variant.edition))
        back = translate(self.lang, "Back to the list of entries")
        return (
            f'<section class="mc-changes__entry">\n'
            f'<h2 id="{escape(self.entry.id)}"><a href="{escape(self.entry_url)}" lang="{title_lang}">{escape(title)}</a></h2>\n'
            + "\n".join(self.version(version) for version in versions)
            + f'\n<p class="mc-changes__back"><a href="#{CONTENTS_ID}">{escape(back)}</a></p>'
            + "\n</section>"
        )

    def version(self, version: VersionChanges) -> str:
        old = edition_label(self.lang, version.variant.edition)
        new = edition_label(self.lang, version.current_edition)
        arrow = escape(translate(self.lang, "replaced by"))
        notice = ""
        if version.lang is not self.lang:
            note = translate(self.lang, "texts in {language}", language=language_name(self.lang, version.lang))
            notice = f' <span class="mc-muted">({escape(note)})</span>'
        heading = (
            f'<p class="mc-changes__editions"><span>{escape(old)}</span>'
            f' <span class="mc-changes__arrow" role="img" aria-label="{arrow}">→</span>'
            f" <span>{escape(new)}</span>{notice}</p>"
        )
        changes = "\n".join(self.change(change, old, new, version.lang) for change in version.changes)
        return f'<div class="mc-changes__version">\n{heading}\n{changes}\n</div>'

    def change(self, change: ClauseChange, old_edition: str, new_edition: str, text_lang: Lang) -> str:
        """The clause's older text beside its current one; an added or a removed clause has one side only."""
        if change.kind is ChangeKind.CHANGED:
            old_text, new_text = word_diff(change.old.text, change.new_text, text_lang)
        else:
            # A moved clause keeps its words: marking its punctuation as deleted would say it changed.
            old_text = change.old and rules_text_html(change.old.text, text_lang)
            new_text = change.new_text and rules_text_html(change.new_text, text_lang)
        sides = [
            f'<div class="mc-change__{side}"><p class="mc-change__label">{escape(edition)}</p>'
            f'<p lang="{text_lang}">{text}</p></div>\n'
            for side, edition, text in (("old", old_edition, old_text), ("new", new_edition, new_text))
            if text is not None
        ]
        kind = escape(translate(self.lang, _KIND_LABELS[change.kind]))
        if change.clause_id is not None:
            clauses = {clause_id: translate(self.lang, "Clause {clause}", clause=clause_id)
                       for clause_id in change.parts or (change.clause_id,)}
            links = (f'<a href="{escape(self.entry_url)}#{escape(clause_id)}">{escape(label)}</a>'
                     for clause_id, label in clauses.items())
            what = f'{", ".join(links)} · {kind}'
        else:
            what = kind
        return (
            f'<div class="mc-change mc-change--{change.kind}">\n'
            f'<p class="mc-change__what">{what}</p>\n'
            f'<div class="mc-change__texts">\n{"".join(sides)}</div>\n</div>'
        )

