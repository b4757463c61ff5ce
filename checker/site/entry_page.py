"""The page of one glossary entry in one language: Markdown, with its HTML parts as fragments.

Clause markup is written as HTML so that every clause carries its id as its anchor exactly
(``main-scheme.4.2``), with its permalink, its counterpart in the other language and its
source beside it. Section headings, hand-written notes and scenarios stay Markdown.
"""

from __future__ import annotations

import re
from html import escape

from checker.glossary.icons import rules_text_html
from checker.glossary.model import Clause, ClauseKind, Entry, Lang, SourceRef, Variant
from checker.i18n import N_
from checker.scenarios.site import DETAIL_CLASS
from checker.site.changes_page import PAGE_TITLE as CHANGES_TITLE
from checker.site.context import NOTES_DIR, SCENARIOS_DIR, SiteContext
from checker.site.editions import edition_label, edition_name
from checker.site.entry_links import entry_link, text_with_links
from checker.site.fragments import Fragments
from checker.site.older_texts import newer_related, older_edition
from checker.site.front_matter import front_matter
from checker.site.printed_cards import printed_cards_section
from checker.site.text import language_name, translate
from checker.site.urls import CHANGES_PAGE, CROSS_LANGUAGE, page_url, relative_url


def render_entry(entry: Entry, lang: Lang, context: SiteContext, fragments: Fragments) -> str:
    """The Markdown source of ``entry``'s page in ``lang``; its HTML parts go to ``fragments``."""
    return _EntryPage(entry, lang, context, fragments).render()


def _section(title: str, anchor: str, markdown: str) -> str:
    """A level-two section whose anchor is the same in both languages."""
    return f"## {title} {{ #{anchor} }}\n\n{markdown.strip()}\n"


def _attr(value: str) -> str:
    return escape(value, quote=True)


def _source_html(lang: Lang, sources: dict[Lang, SourceRef], editions: dict[Lang, str | None]) -> str:
    """Where a text comes from, named for players (the edition), with the file and line, which
    contributors look for, in its tooltip; a detail, hidden until the reader asks for details."""
    ordered = sorted(sources.items(), key=lambda item: list(Lang).index(item[0]))
    parts = [
        translate(lang, "{source} ({language})", source=edition_name(lang, editions.get(source_lang)) or str(ref),
                  language=language_name(lang, source_lang))
        for source_lang, ref in ordered
    ]
    places = " · ".join(str(ref) for _, ref in ordered)
    text = translate(lang, "Source: {sources}", sources=" · ".join(parts))
    return f'<span class="mc-clause__source {DETAIL_CLASS}" title="{_attr(places)}">{escape(text)}</span>'


REGRESSION_WORD = N_("Regression")
"""The word that opens a scenario page's note on a bug that once was ("Regression: ...")."""


def _with_regressions_as_details(markdown: str, lang: Lang) -> str:
    """The scenario page's notes on regressions ("Regression: ...") marked as details: they tell
    contributors what once went wrong, and would read to players like changes to the rules."""
    word = re.escape(translate(lang, REGRESSION_WORD))
    return re.sub(
        rf"(?ms)^({word}:.*?)(?=\n\s*\n|\Z)", lambda found: f"{found.group(1)}\n{{: .{DETAIL_CLASS} .mc-regression }}", markdown
    )


class _EntryPage:
    def __init__(self, entry: Entry, lang: Lang, context: SiteContext, fragments: Fragments) -> None:
        self.fragments = fragments
        self.entry = entry
        self.lang = lang
        self.context = context
        self.url = page_url(lang, context.doc(entry.id))
        self.other_url = relative_url(self.url, page_url(lang.other, context.doc(entry.id)))
        self.has_text = any(lang in clause.text for clause in entry.walk())
        current = {clause.id for clause in entry.walk()}
        self.former_ids: dict[str, list[str]] = {}
        """Clause id -> the ids a newer edition moved to it, anchored there so that old links
        land on it; an old id that names another clause now stays that clause's."""
        for old, new in context.glossary.moved_clauses.items():
            if new in current and old not in current:
                self.former_ids.setdefault(new, []).append(old)
        self.older_edition = older_edition(entry, context.main_edition)
        """The edition of the entry's text when it is older than the Rules Reference's own."""
        self.newer_related = newer_related(entry, context.glossary.entries, context.main_edition) if self.older_edition else []
        """The entries of the Rules Reference's own edition on the same rule, for an older text."""

    def render(self) -> str:
        title, _ = self.context.title(self.entry, self.lang)
        parts = [
            front_matter(title),
            self.fragment(
                "clauses",
                self.details_toggle() + self.also_listed_as() + self.older_text() + self.notices() + self.clauses(),
                self.searchable_aliases() + self.searchable_clauses(),
            ),
            self.changes_link(),
        ]
        notes = self.context.hand_written(self.lang, NOTES_DIR, self.entry.id)
        if notes is not None:
            parts.append(_section(translate(self.lang, "Notes"), "notes", notes))
        if self.entry.see_also or self.newer_related:
            parts.append(self.see_also())
        if self.entry.variants:
            parts.append(self.fragment("variants", self.variants(), ""))
        parts.append(printed_cards_section(self.entry.id, self.lang, self.context, self.fragment))
        scenarios = self.context.hand_written(self.lang, SCENARIOS_DIR, self.entry.id)
        if scenarios is not None:
            parts.append(_section(translate(self.lang, "Scenarios"), "scenarios",
                                  _with_regressions_as_details(scenarios, self.lang)))
        return "\n".join(part for part in parts if part)

    def fragment(self, part: str, html: str, searchable: str) -> str:
        return self.fragments.add(f"{self.lang}/{self.entry.id}/{part}", html, searchable)

    def changes_link(self) -> str:
        """A link to the entry's section of the changes page, when an older text differs from the current one."""
        if self.entry.id not in self.context.changes:
            return ""
        href = f"{relative_url(self.url, page_url(self.lang, CHANGES_PAGE))}#{self.entry.id}"
        label = escape(translate(self.lang, CHANGES_TITLE))
        return self.fragment("changes", f'<p class="mc-changes-link"><a href="{_attr(href)}">{label}</a></p>\n', "")

    def searchable_clauses(self) -> str:
        """The clause texts alone, for the theme's search: what a reader would type."""
        texts = (clause.text.get(self.lang) or clause.text.get(self.lang.other, "") for clause in self.entry.walk())
        return "".join(f"<p>{escape(text)}</p>" for text in texts)

    def details_toggle(self) -> str:
        """The switch between the players' view and the one with details for contributors:
        sources, notes on regressions, why a clause cannot be executed, scenario notation. The
        browser remembers the choice (``assets/mcrules.js``)."""
        show, hide = translate(self.lang, "Show details"), translate(self.lang, "Hide details")
        explanation = translate(self.lang, "Sources, scenario notation and notes for contributors")
        return (
            f'<p class="mc-details-switch" data-search-exclude><button type="button" class="mc-details-toggle"'
            f' aria-pressed="false" title="{_attr(explanation)}" data-mc-show="{_attr(show)}"'
            f' data-mc-hide="{_attr(hide)}">{escape(show)}</button></p>\n'
        )

    def alias_names(self) -> list[tuple[str, str]]:
        """The language and title of each alias that leads to the entry, each name once: two
        sources may list the same alias."""
        aliases = self.context.aliases[self.lang].get(self.entry.id, [])
        return list(dict.fromkeys((str(alias.lang), alias.title) for alias in aliases))

    def also_listed_as(self) -> str:
        """The names of the aliases that lead to the entry, each in its own language."""
        aliases = self.alias_names()
        if not aliases:
            return ""
        names = ", ".join(f'<span lang="{lang}">{escape(title)}</span>' for lang, title in aliases)
        label = escape(translate(self.lang, "Also listed as:"))
        return f'<p class="mc-aliases"><span class="mc-aliases__label">{label}</span> {names}</p>\n'

    def searchable_aliases(self) -> str:
        aliases = self.alias_names()
        return f"<p>{', '.join(escape(title) for _, title in aliases)}</p>" if aliases else ""

    def admonition(self, kind: str, title: str, body: str) -> str:
        return (
            f'<div class="admonition {kind} mc-notice">\n'
            f'<p class="admonition-title">{escape(title)}</p>\n<p>{body}</p>\n</div>\n'
        )

    def older_text(self) -> str:
        """A notice that the text is an older edition's, which the newer ones no longer have."""
        if not self.older_edition:
            return ""
        body = translate(self.lang, "This entry's text is that of {edition}, an older edition of the rules: "
                                    "newer editions have no entry by this name.",
                         edition=edition_label(self.lang, self.older_edition))
        if self.newer_related:
            body += " " + translate(self.lang, "Their entries on the same rule are listed under “See also”.")
        return self.admonition("info mc-notice--older", translate(self.lang, "Older text"), escape(body))

    def notices(self) -> str:
        other = language_name(self.lang, self.lang.other)
        link = f'<a href="{_attr(self.other_url)}"{CROSS_LANGUAGE}>{escape(other)}</a>'
        if not self.entry.clauses:
            return self.admonition(
                "info mc-notice--empty",
                translate(self.lang, "No text yet"),
                escape(translate(self.lang, "The sources have only the title of this entry, and no text for it yet.")),
            )
        if not self.has_text:
            return self.admonition(
                "info mc-notice--missing",
                translate(self.lang, "Not yet translated"),
                translate(self.lang, 
                    "This entry has no text in this language yet, so it is shown in {language}.",
                    language=link,
                ),
            )
        outdated = self.lang in self.entry.outdated or any(self.lang in clause.outdated for clause in self.entry.walk())
        unofficial_clauses = any(self.lang in clause.unofficial for clause in self.entry.walk())
        notices = (
            (self.lang in self.entry.unofficial, "unofficial", N_("Unofficial translation"),
             N_("This text is the project's own translation, not the publisher's. Read the official text in {language}.")),
            (unofficial_clauses and self.lang not in self.entry.unofficial, "unofficial", N_("Unofficial translation"),
             N_("Some clauses of this text are the project's own translation, not the publisher's: "
                "“Show details” marks them. Read the official text in {language}.")),
            (outdated, "outdated", N_("Translation outdated"),
             N_("The official text changed after this translation was made; the clauses concerned are marked. "
                "Read the official text in {language}.")),
        )
        return "".join(
            self.admonition(f"warning mc-notice--{name}", translate(self.lang, title), translate(self.lang, body, language=link))
            for shown, name, title, body in notices if shown
        )

    def clauses(self) -> str:
        if not self.entry.clauses:
            return ""
        body = "\n".join(self.clause(clause) for clause in self.entry.clauses)
        return f'<div class="mc-clauses" data-entry="{_attr(self.entry.id)}">\n{body}\n</div>\n'

    def clause(self, clause: Clause) -> str:
        text_lang = self.lang if self.lang in clause.text else self.lang.other
        marker = ""
        if clause.kind is ClauseKind.STEP and clause.number is not None:
            marker = f'<span class="mc-clause__marker">{clause.number}.</span>'
        elif clause.kind is ClauseKind.SUB_RULE:
            marker = '<span class="mc-clause__marker" aria-hidden="true" data-search-exclude>•</span>'
        permalink_title = translate(self.lang, "Copy the link to clause {clause}", clause=clause.id)
        other_title = translate(
            self.lang, "Clause {clause} in {language}", clause=clause.id, language=language_name(self.lang, self.lang.other)
        )
        copied = translate(self.lang, "Link copied")
        tools = (
            f'<span class="mc-clause__tools" data-search-exclude>'
            f'<a class="mc-permalink" href="#{_attr(clause.id)}" title="{_attr(permalink_title)}"'
            f' aria-label="{_attr(permalink_title)}" data-mc-copied="{_attr(copied)}">¶</a>'
            f'<a class="mc-other-lang" href="{_attr(self.other_url)}#{_attr(clause.id)}"{CROSS_LANGUAGE}'
            f' title="{_attr(other_title)}">{self.lang.other.upper()}</a>'
            f"</span>"
        )
        badges = []
        if text_lang is not self.lang and self.has_text:
            badges.append(
                '<span class="mc-badge mc-badge--missing">'
                + escape(translate(self.lang, "No text in this language yet: shown in {language}.",
                                language=language_name(self.lang, text_lang)))
                + "</span>"
            )
        if text_lang in clause.unofficial:
            # A detail: the page's notice says it once for the players' view.
            unofficial = translate(self.lang, "Unofficial translation")
            badges.append(f'<span class="mc-badge mc-badge--unofficial {DETAIL_CLASS}">{escape(unofficial)}</span>')
        if text_lang in clause.outdated:
            outdated = translate(self.lang, "Translation outdated: the official text changed since it was translated.")
            badges.append(f'<span class="mc-badge mc-badge--outdated">{escape(outdated)}</span>')
        meta = "".join(badges) + self.verification(clause) + _source_html(self.lang, clause.source, self.entry.edition)
        text = text_with_links(clause.text.get(text_lang, ""), self.lang, self.context, self.url, self.entry.see_also,
                               text_lang, self.entry.id)
        if clause.kind is ClauseKind.HEADING:
            # A heading opens a section of the entry: the level below the page title, like
            # the page's own sections (notes, see also).
            text_element = f'<h2 class="mc-clause__text mc-clause__heading" lang="{text_lang}">{text}</h2>'
        else:
            text_element = f'<p class="mc-clause__text" lang="{text_lang}">{text}</p>'
        children = ""
        if clause.children:
            inner = "\n".join(self.clause(child) for child in clause.children)
            children = f'\n<div class="mc-clause__children">\n{inner}\n</div>'
        former = "".join(
            f'<span class="mc-clause__former-id" id="{_attr(old)}"></span>' for old in self.former_ids.get(clause.id, ())
        )
        return (
            f'<div class="mc-clause mc-clause--{clause.kind}" id="{_attr(clause.id)}"'
            f' data-depth="{clause.depth}">\n'
            f'<div class="mc-clause__line">{former}{marker}'
            f"{text_element}{tools}</div>\n"
            f'<div class="mc-clause__meta" data-search-exclude>{meta}</div>{children}\n</div>'
        )

    def verification(self, clause: Clause) -> str:
        """Which scenarios verify the clause, or why none can."""
        scenarios = self.context.verifying_scenarios[self.lang].get(clause.id, [])
        if scenarios:
            links = ", ".join(
                f'<a href="{_attr(href)}">{escape(name)}</a>' if href else escape(name) for name, href in scenarios
            )
            label = escape(translate(self.lang, "Verified by:"))
            return f'<span class="mc-clause__verified">{label} {links}</span>'
        reason = self.context.not_executable.get(clause.id, {}).get(str(self.lang))
        if reason:
            label = escape(translate(self.lang, "Not executable:"))
            return f'<span class="mc-clause__not-executable {DETAIL_CLASS}">{label} {escape(reason)}</span>'
        return ""

    def see_also(self) -> str:
        listed = {item.target for item in self.entry.see_also}
        links = sorted(
            [*(entry_link(self.context, self.lang, self.url, item.target, item.label) for item in self.entry.see_also),
             *(entry_link(self.context, self.lang, self.url, target, {}) for target in self.newer_related
               if target not in listed)],
            key=lambda link: link.sort_key,
        )
        body = "\n".join(
            f"<li>{link.html}</li>" if link.found else f'<li class="mc-see-also--missing">{link.html}</li>'
            for link in links
        )
        labels = ", ".join(escape(link.label) for link in links)
        listing = self.fragment("see-also", f'<ul class="mc-see-also">\n{body}\n</ul>', f"<p>{labels}</p>")
        return _section(translate(self.lang, "See also"), "see-also", listing)

    def variant(self, variant: Variant) -> str:
        rows = []
        for clause in variant.clauses:
            if clause.matches is not None:
                # Its number within this entry, as the page numbers it: the id stays in the link.
                number = clause.matches.removeprefix(f"{self.entry.id}.")
                match = translate(self.lang, "Matches clause {clause}", clause=f'<a href="#{_attr(clause.matches)}">{escape(number)}</a>')
            else:
                match = escape(translate(self.lang, "No clause of the current text matches it"))
            rows.append(
                f'<li class="mc-variant__clause" style="--mc-depth: {clause.depth}">'
                f'<p lang="{variant.lang}">{rules_text_html(clause.text, self.lang)}</p>'
                f'<p class="mc-variant__match">{match}'
                f' <span class="mc-clause__source {DETAIL_CLASS}" data-search-exclude>{escape(str(clause.source))}</span></p></li>'
            )
        edition = edition_name(self.lang, variant.edition)
        language = language_name(self.lang, variant.lang)
        summary = (translate(self.lang, "Other version of this text: {edition} ({language})", edition=edition, language=language)
                   if edition else translate(self.lang, "Other version of this text ({language})", language=language))
        source = escape(str(variant.title_source))
        return (
            f'<details class="mc-variants">\n<summary>{escape(summary)}</summary>\n'
            f'<p class="mc-variant__title" lang="{variant.lang}"><strong>{escape(variant.title)}</strong>'
            f' <span class="mc-clause__source {DETAIL_CLASS}" data-search-exclude>{source}</span></p>\n'
            f'<ul class="mc-variant__clauses">\n' + "\n".join(rows) + "\n</ul>\n</details>\n"
        )

    def variants(self) -> str:
        return "\n".join(self.variant(variant) for variant in self.entry.variants)
