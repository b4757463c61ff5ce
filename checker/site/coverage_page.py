"""The coverage page, one per language: every entry of the glossary by where its clauses stand.

The entries are grouped as :class:`~checker.site.coverage.Standing` says (fully covered, partly
verified, only not executable, nothing verified yet, without scenarios), each group under a
heading of its own and in the alphabetical order of the page's language. An entry shows how
many of its clauses have each verdict and, for each clause that is not verified, its verdict,
with the reason in the page's language for a clause that cannot be executed; each clause links
to its place on the entry's page.
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape

from checker.glossary.model import Lang
from checker.i18n import N_
from checker.scenarios.verify import FAILED, NOT_EXECUTABLE, NOT_RUN, UNCOVERED, VERIFIED, ClauseVerdict, EntryVerdict
from checker.site.collation import sort_key
from checker.site.context import SiteContext
from checker.site.coverage import COVERAGE_TITLE, Coverage, Standing
from checker.site.fragments import Fragments
from checker.site.front_matter import front_matter
from checker.site.text import translate, translate_plural
from checker.site.urls import COVERAGE_PAGE, page_url, relative_url

GROUPS = {
    Standing.COMPLETE: (
        N_("Fully covered"),
        N_("Every clause is verified by a scenario, or cannot be executed and says why."),
    ),
    Standing.PARTIAL: (
        N_("Partly verified"),
        N_("Some clauses are verified; others have a failing scenario, a scenario that never carries "
           "them out, or no scenario at all."),
    ),
    Standing.DEFINITIONS: (
        N_("Only not executable"),
        N_("No clause of these entries can be executed, most often because they define a word or a "
           "type of card; each clause says why."),
    ),
    Standing.OPEN: (
        N_("Nothing verified yet"),
        N_("These entries have scenarios or reasons, but no clause is verified yet."),
    ),
    Standing.WITHOUT_SCENARIOS: (
        N_("Without scenarios"),
        N_("No scenario cites a clause of these entries, and no clause says why it cannot be executed."),
    ),
}
"""Each group's heading and the sentence under it."""

COUNTS: dict[str, Callable[[Lang, int], str]] = {
    VERIFIED: lambda lang, count: translate_plural(lang, "{count} verified", "{count} verified", count),
    FAILED: lambda lang, count: translate_plural(lang, "{count} failing", "{count} failing", count),
    NOT_RUN: lambda lang, count: translate_plural(lang, "{count} never carried out", "{count} never carried out", count),
    NOT_EXECUTABLE: lambda lang, count: translate_plural(lang, "{count} not executable", "{count} not executable", count),
    UNCOVERED: lambda lang, count: translate_plural(lang, "{count} uncovered", "{count} uncovered", count),
}
"""How many clauses of an entry have each verdict, in a language."""

VERDICTS = {
    FAILED: N_("A scenario citing it fails."),
    NOT_RUN: N_("Cited, but the engine never carried it out."),
    UNCOVERED: N_("No scenario cites it."),
}
"""What a clause that is neither verified nor not executable lacks."""


def render_coverage(lang: Lang, context: SiteContext, coverage: Coverage, fragments: Fragments) -> str:
    """The Markdown source of the coverage page in ``lang``; its HTML goes to ``fragments``."""
    url = page_url(lang, COVERAGE_PAGE)
    intro = translate(
        lang,
        "Where each entry of the glossary stands, as this build of the site measured it by running "
        "every scenario.",
    )
    intro_html = f"<p>{escape(intro)}</p>\n"
    parts = [front_matter(translate(lang, COVERAGE_TITLE)), fragments.add(f"{lang}/coverage/intro", intro_html, intro_html)]
    for standing, entries in coverage.by_standing().items():
        heading, explanation = GROUPS[standing]
        entries = sorted(entries, key=lambda verdict: sort_key(_title(context, verdict, lang)[0]))
        items = "\n".join(_EntryItem(verdict, lang, context, url).render() for verdict in entries)
        explanation_html = f"<p>{escape(translate(lang, explanation))}</p>\n"
        if entries:
            body = f'{explanation_html}<ul class="mc-coverage__entries">\n{items}\n</ul>'
        else:
            none = escape(translate(lang, "No entry."))
            body = f'{explanation_html}<p class="mc-muted">{none}</p>'
        parts.append(f"\n## {translate(lang, heading)} {{ #{standing} }}\n")
        parts.append(fragments.add(f"{lang}/coverage/{standing}", body, explanation_html))
    return "".join(parts)


def _title(context: SiteContext, verdict: EntryVerdict, lang: Lang) -> tuple[str, Lang]:
    entry = context.entry(verdict.id)
    return context.title(entry, lang) if entry is not None else (verdict.id, lang)


class _EntryItem:
    """One entry's item on the coverage page."""

    def __init__(self, verdict: EntryVerdict, lang: Lang, context: SiteContext, url: str) -> None:
        self.verdict = verdict
        self.lang = lang
        self.context = context
        self.entry_url = relative_url(url, page_url(lang, context.doc(verdict.id)))

    def render(self) -> str:
        title, title_lang = _title(self.context, self.verdict, self.lang)
        counts = ", ".join(
            total(self.lang, count)
            for status, total in COUNTS.items()
            if (count := sum(clause.status == status for clause in self.verdict.clauses))
        )
        head = (
            f'<a href="{escape(self.entry_url)}" lang="{title_lang}">{escape(title)}</a>'
            f' <span class="mc-coverage__counts">{escape(counts)}</span>'
        )
        clauses = [clause for clause in self.verdict.clauses if clause.status != VERIFIED]
        if not clauses or all(clause.status == UNCOVERED for clause in self.verdict.clauses):
            return f'<li class="mc-coverage__entry">{head}</li>'
        lines = "".join(self.clause(clause) for clause in clauses)
        return (
            f'<li class="mc-coverage__entry">{head}'
            f'<ul class="mc-coverage__clauses">{lines}</ul></li>'
        )

    def clause(self, clause: ClauseVerdict) -> str:
        """The clause's link and why it is not verified: its reason, in the page's language, when
        it cannot be executed."""
        if clause.status == NOT_EXECUTABLE:
            label = translate(self.lang, "Not executable:")
            why = f"{label} {clause.reason[str(self.lang)]}"
        else:
            why = translate(self.lang, VERDICTS[clause.status])
        link = f'<a href="{escape(self.entry_url)}#{escape(clause.id)}">{escape(clause.id)}</a>'
        return f'<li class="mc-coverage__clause mc-coverage__clause--{clause.status}">{link} {escape(why)}</li>'
