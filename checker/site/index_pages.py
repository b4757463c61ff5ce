"""The alphabetical index of entries and the bilingual term table, one page per language."""

from __future__ import annotations

from html import escape
from itertools import groupby

from checker.glossary.model import Lang
from checker.site.collation import initial, sort_key
from checker.site.context import SiteContext
from checker.site.fragments import Fragments
from checker.site.front_matter import front_matter
from checker.site.text import LANGUAGE_NAMES, language_name, translate, translate_plural
from checker.site.urls import INDEX_PAGE, TERMS_PAGE, entry_doc, page_url, relative_url


def render_index(lang: Lang, context: SiteContext, fragments: Fragments) -> str:
    """Every entry, in the alphabetical order of ``lang``, grouped under its initial letter."""
    url = page_url(lang, INDEX_PAGE)
    titled = [(context.title(entry, lang), entry) for entry in context.sorted_entries[lang]]
    groups = groupby(titled, key=lambda item: initial(item[0][0]))
    letters = []
    sections = []
    searchable = []
    for letter, members in groups:
        anchor = f"letter-{letter.lower()}" if letter != "#" else "letter-other"
        letters.append(f'<a href="#{anchor}">{escape(letter)}</a>')
        items = []
        titles = []
        for (title, title_lang), entry in members:
            titles.append(title)
            href = relative_url(url, page_url(lang, entry_doc(entry.id)))
            note = ""
            if not any(lang in clause.text for clause in entry.walk()):
                only = translate(lang, "text in {language} only", language=language_name(lang, lang.other))
                note = f' <span class="mc-muted">({escape(only)})</span>'
            items.append(f'<li><a href="{escape(href)}" lang="{title_lang}">{escape(title)}</a>{note}</li>')
        heading = f'<h2 id="{anchor}">{escape(letter)}</h2>'
        sections.append(f'{heading}\n<ul class="mc-index">\n' + "\n".join(items) + "\n</ul>")
        searchable.append(heading + "<p>" + ", ".join(escape(title) for title in titles) + "</p>")
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
    body = (
        f"<p>{intro}</p>\n"
        + f'<nav class="mc-letters" aria-label="{letters_label}">{" ".join(letters)}</nav>\n'
        + "\n".join(sections)
    )
    placeholder = fragments.add(f"{lang}/glossary-index/body", body, f"<p>{intro}</p>" + "".join(searchable))
    return front_matter(translate(lang, "Glossary index")) + placeholder


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
                href = relative_url(url, page_url(column, entry_doc(entry.id)))
                name = f'<a href="{escape(href)}">{name}</a>'
            cells.append(f'<td lang="{column}">{name}</td>')
        rows.append("<tr>" + "".join(cells) + "</tr>")
        searchable.append("<p>" + " = ".join(escape(term.names[column]) for column in columns) + "</p>")
    header = "".join(f"<th>{escape(LANGUAGE_NAMES[column])}</th>" for column in columns)
    intro = escape(
        translate(lang, "Official names of the game's terms in Spanish and English. "
                        "Linked names have an entry in the glossary.")
    )
    body = (
        f"<p>{intro}</p>\n"
        # Without a class of its own the table takes the theme's table style.
        + f'<div class="mc-terms">\n<table>\n<thead><tr>{header}</tr></thead>\n<tbody>\n'
        + "\n".join(rows)
        + "\n</tbody>\n</table>\n</div>\n"
    )
    placeholder = fragments.add(f"{lang}/terms/body", body, f"<p>{intro}</p>" + "".join(searchable))
    return front_matter(translate(lang, "Term table")) + placeholder
