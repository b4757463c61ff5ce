"""The alphabetical index of entries and aliases, the list of the sections printed before the
glossary, and the bilingual term table, one page per language."""

from __future__ import annotations

from dataclasses import dataclass, replace
from html import escape
from itertools import groupby

from checker.glossary.icons import rules_text_html
from checker.glossary.model import Alias, AliasTarget, Entry, Lang
from checker.site.collation import initial, sort_key
from checker.site.context import SiteContext
from checker.site.entry_links import entry_link
from checker.site.fragments import Fragments
from checker.site.front_matter import front_matter
from checker.site.text import (
    LANGUAGE_NAMES,
    TERMS_INTRODUCTION,
    TERMS_TITLE,
    language_name,
    translate,
    translate_plural,
)
from checker.site.urls import INDEX_PAGE, RULES_PAGE, TERMS_PAGE, page_url, relative_url


@dataclass(frozen=True)
class _IndexItem:
    title: str
    html: str


def _entry_item(entry: Entry, lang: Lang, url: str, context: SiteContext) -> _IndexItem:
    title, title_lang = context.title(entry, lang)
    href = relative_url(url, page_url(lang, context.doc(entry.id)))
    note = ""
    if not entry.clauses:
        note = translate(lang, "no text yet")
    elif not any(lang in clause.text for clause in entry.walk()):
        note = translate(lang, "text in {language} only", language=language_name(lang, lang.other))
    muted = f' <span class="mc-muted">({escape(note)})</span>' if note else ""
    return _IndexItem(title, f'<li><a href="{escape(href)}" lang="{title_lang}">{escape(title)}</a>{muted}</li>')


def _alias_item(alias: Alias, lang: Lang, url: str, context: SiteContext) -> _IndexItem:
    """The alias's line, "Alias → Target": its name, and a link to each entry it leads to."""
    targets = ", ".join(
        entry_link(context, lang, url, target.target, {alias.lang: target.label}).html
        for target in _each_target_once(alias)
    )
    leads_to = translate(lang, "leads to")
    arrow = f'<span class="mc-index__arrow" role="img" aria-label="{escape(leads_to)}">→</span>'
    return _IndexItem(
        alias.title,
        f'<li class="mc-index__alias"><span lang="{alias.lang}">{escape(alias.title)}</span> {arrow} {targets}</li>',
    )


def _each_target_once(alias: Alias) -> list[AliasTarget]:
    """The alias's targets, an entry named twice (under two labels) listed once, where first named."""
    once: dict[str, AliasTarget] = {}
    for target in alias.targets:
        once.setdefault(target.target or target.label, target)
    return list(once.values())


def _merged_aliases(aliases: list[Alias]) -> list[Alias]:
    """One alias per title and language: two sources (two editions of the Rules Reference) give
    many aliases alike, and the index lists each once, leading to every entry either names."""
    merged: dict[tuple[Lang, str], Alias] = {}
    for alias in aliases:
        key = (alias.lang, alias.title)
        if key in merged:
            first = merged[key]
            merged[key] = replace(first, targets=[*first.targets, *alias.targets])
        else:
            merged[key] = alias
    return list(merged.values())


def render_index(lang: Lang, context: SiteContext, fragments: Fragments) -> str:
    """Every entry and every alias, in the alphabetical order of ``lang``, grouped under its
    initial letter."""
    url = page_url(lang, INDEX_PAGE)
    items = [_entry_item(entry, lang, url, context) for entry in context.sorted_entries[lang]]
    items += [_alias_item(alias, lang, url, context) for alias in _merged_aliases(context.glossary.aliases_in(lang))]
    items.sort(key=lambda item: sort_key(item.title))
    letters = []
    sections = []
    searchable = []
    for letter, members in groupby(items, key=lambda item: initial(item.title)):
        anchor = f"letter-{letter.lower()}" if letter != "#" else "letter-other"
        letters.append(f'<a href="#{anchor}">{escape(letter)}</a>')
        members = list(members)
        heading = f'<h2 id="{anchor}">{escape(letter)}</h2>'
        sections.append(f'{heading}\n<ul class="mc-index">\n' + "\n".join(item.html for item in members) + "\n</ul>")
        searchable.append(heading + "<p>" + ", ".join(escape(item.title) for item in members) + "</p>")
    count = len(context.glossary.entries)
    intro = escape(
        translate_plural(
            lang,
            "The glossary has {count} entry, also in {language}.",
            "The glossary has {count} entries, each one also in {language}.",
            count,
            language=language_name(lang, lang.other),
        )
    )
    letters_label = escape(translate(lang, "Initial letters"))
    introduction = _introduction(lang, context)
    body = (
        introduction
        + f"<p>{intro}</p>\n"
        + f'<nav class="mc-letters" aria-label="{letters_label}">{" ".join(letters)}</nav>\n'
        + "\n".join(sections)
    )
    placeholder = fragments.add(
        f"{lang}/glossary-index/body", body, introduction + f"<p>{intro}</p>" + "".join(searchable)
    )
    return front_matter(translate(lang, "Glossary index")) + placeholder


def _introduction(lang: Lang, context: SiteContext) -> str:
    """The Rules Reference's own sentence introducing its glossary, anchored by its clause id."""
    section = context.glossary_introduction
    if section is None:
        return ""
    paragraphs = []
    for clause in section.walk():
        text_lang = lang if lang in clause.text else lang.other
        badge = ""
        if text_lang in clause.unofficial:
            label = escape(translate(lang, "Unofficial translation"))
            badge = f' <span class="mc-badge mc-badge--unofficial" data-search-exclude>{label}</span>'
        paragraphs.append(
            f'<p id="{escape(clause.id)}" lang="{text_lang}" class="mc-index__introduction">'
            f"{rules_text_html(clause.text[text_lang], str(lang))}{badge}</p>"
        )
    return "\n".join(paragraphs) + "\n"


def render_rules_index(lang: Lang, context: SiteContext, fragments: Fragments) -> str:
    """The sections the Rules Reference prints before its glossary, each linked to its page."""
    url = page_url(lang, RULES_PAGE)
    if context.rules_pages:
        intro = escape(translate(lang, "What the Rules Reference says before its glossary, which every entry relies on."))
        links = [entry_link(context, lang, url, section.id, section.title).html for section in context.rules_pages]
        items = "".join(f"<li>{link}</li>\n" for link in links)
        body = f"<p>{intro}</p>\n<ul class=\"mc-rules\">\n{items}</ul>\n"
    else:
        none = translate(lang, "The sources have none of the sections printed before the glossary.")
        body = f"<p>{escape(none)}</p>\n"
    placeholder = fragments.add(f"{lang}/rules-index/body", body, body)
    return front_matter(translate(lang, "General rules")) + placeholder


def render_terms(lang: Lang, context: SiteContext, fragments: Fragments) -> str:
    """The term table: each game term's official name in both languages, linked to its entry."""
    url = page_url(lang, TERMS_PAGE)
    columns = [lang, lang.other]
    rows = []
    searchable = []
    for term in sorted(context.terms.terms, key=lambda term: sort_key(term.names[lang])):
        entry = context.entry(term.id)
        cells = []
        for column in columns:
            name = escape(term.names[column])
            if entry is not None:
                href = relative_url(url, page_url(column, context.doc(entry.id)))
                name = f'<a href="{escape(href)}">{name}</a>'
            cells.append(f'<td lang="{column}">{name}</td>')
        rows.append("<tr>" + "".join(cells) + "</tr>")
        searchable.append("<p>" + " = ".join(escape(term.names[column]) for column in columns) + "</p>")
    header = "".join(f"<th>{escape(LANGUAGE_NAMES[column])}</th>" for column in columns)
    intro = escape(translate(lang, TERMS_INTRODUCTION))
    body = (
        f"<p>{intro}</p>\n"
        # Without a class of its own the table takes the theme's table style.
        + f'<div class="mc-terms">\n<table>\n<thead><tr>{header}</tr></thead>\n<tbody>\n'
        + "\n".join(rows)
        + "\n</tbody>\n</table>\n</div>\n"
    )
    placeholder = fragments.add(f"{lang}/terms/body", body, f"<p>{intro}</p>" + "".join(searchable))
    return front_matter(translate(lang, TERMS_TITLE)) + placeholder
