"""The coverage of the glossary by its scenarios, as the build measured it.

The build reads and runs every block of the scenario pages once (:mod:`checker.site.scenario_pages`)
and keeps, for each clause, the results of the scenarios citing it in both languages; with the
not-executable reasons of ``docs/not-executable.toml``, ``verify``'s own rules
(:func:`checker.scenarios.verify.entry_verdicts`) give every entry and clause its verdict, so the
site's figures are those ``mcrules verify --json`` reports for the same docs.

The home page of each language shows the totals through the ``coverage`` code fence, registered
in ``mkdocs.yml``: the fence, like the scenario fence, is not told which page it renders, so it
reads the page from :data:`~checker.site.fences.CURRENT_PAGE`. The coverage page lists the
entries by their state (:mod:`checker.site.coverage_page`).
"""

from __future__ import annotations

from contextvars import ContextVar
from dataclasses import dataclass
from enum import StrEnum
from html import escape

from checker.glossary.model import Lang
from checker.i18n import N_
from checker.verdicts.clauses import (
    FAILED,
    NOT_EXECUTABLE,
    NOT_RUN,
    UNCOVERED,
    VERIFIED,
    EntryVerdict,
    entry_clauses,
    entry_verdicts,
)
from checker.site.context import SiteContext
from checker.site.fences import CURRENT_PAGE
from checker.site.scenario_pages import ScenarioPages
from checker.site.text import translate, translate_plural
from checker.site.urls import COVERAGE_PAGE, page_url, relative_url

COVERAGE_TITLE = N_("Scenario coverage")
"""The coverage page's title."""


class Standing(StrEnum):
    """Where an entry stands, as the coverage page groups the entries."""

    COMPLETE = "complete"
    """Every clause verified or not executable, and at least one verified."""
    PARTIAL = "partial"
    """Some clauses verified, others failing, never carried out or uncovered."""
    DEFINITIONS = "definitions"
    """Every clause not executable: most often, the entry defines a word or a type of card."""
    OPEN = "open"
    """A page of scenarios or a not-executable reason, but no clause verified and some still open."""
    WITHOUT_SCENARIOS = "without-scenarios"
    """No page of scenarios and no not-executable reason."""


@dataclass(frozen=True)
class Coverage:
    entries: tuple[EntryVerdict, ...]
    """The entries with a page of scenarios or a clause that is not uncovered, as ``verify`` lists them."""
    without_scenarios: tuple[EntryVerdict, ...]
    """The entries with no page of scenarios and no not-executable reason."""

    def clauses(self, status: str) -> int:
        """How many clauses have ``status``; the uncovered ones include every clause of the
        entries without scenarios."""
        found = sum(clause.status == status for entry in self.entries for clause in entry.clauses)
        if status == UNCOVERED:
            found += sum(len(entry.clauses) for entry in self.without_scenarios)
        return found

    def by_standing(self) -> dict[Standing, list[EntryVerdict]]:
        """The entries grouped by where they stand, each group in the order of the glossary."""
        groups: dict[Standing, list[EntryVerdict]] = {kind: [] for kind in Standing}
        for entry in self.entries:
            groups[standing(entry)].append(entry)
        groups[Standing.WITHOUT_SCENARIOS].extend(self.without_scenarios)
        return groups


def standing(entry: EntryVerdict) -> Standing:
    """Where an entry with scenarios or not-executable reasons stands."""
    statuses = {clause.status for clause in entry.clauses}
    if VERIFIED in statuses:
        return Standing.COMPLETE if statuses <= {VERIFIED, NOT_EXECUTABLE} else Standing.PARTIAL
    return Standing.DEFINITIONS if statuses == {NOT_EXECUTABLE} else Standing.OPEN


def measure_coverage(context: SiteContext, scenarios: ScenarioPages) -> Coverage:
    """The verdict on every entry of ``context``'s glossary, from the scenarios the build ran."""
    spoken_for, without = entry_verdicts(
        entry_clauses(context.glossary.entries), scenarios.with_pages, scenarios.citing, context.not_executable
    )
    return Coverage(tuple(spoken_for), tuple(without))


BUILD_COVERAGE: ContextVar[Coverage | None] = ContextVar("build_coverage", default=None)
"""The coverage the build under way measured, which the ``coverage`` fence shows."""

STATUS_TOTALS = {
    VERIFIED: lambda lang, count: translate_plural(
        lang, "{count} clause verified", "{count} clauses verified", count
    ),
    FAILED: lambda lang, count: translate_plural(
        lang, "{count} clause with a failing scenario", "{count} clauses with a failing scenario", count
    ),
    NOT_RUN: lambda lang, count: translate_plural(
        lang, "{count} clause cited but never carried out", "{count} clauses cited but never carried out", count
    ),
    NOT_EXECUTABLE: lambda lang, count: translate_plural(
        lang, "{count} clause not executable", "{count} clauses not executable", count
    ),
    UNCOVERED: lambda lang, count: translate_plural(
        lang, "{count} clause uncovered", "{count} clauses uncovered", count
    ),
}
"""The home page's line for the clauses of each status, in a language; failing ones and ones
never carried out are shown only when there are any."""
SHOWN_WHEN_NONE = (VERIFIED, NOT_EXECUTABLE, UNCOVERED)


def summary_html(coverage: Coverage, lang: Lang, here: str) -> str:
    """The totals of ``coverage`` in ``lang``, for the page at URL ``here``, with a link to the coverage page."""
    with_scenarios = len(coverage.entries)
    total = with_scenarios + len(coverage.without_scenarios)
    lines = [(
        "entries",
        translate_plural(
            lang, "{count} entry of {total} has scenarios", "{count} entries of {total} have scenarios",
            with_scenarios, total=total,
        ),
    )]
    for status, total_line in STATUS_TOTALS.items():
        count = coverage.clauses(status)
        if count or status in SHOWN_WHEN_NONE:
            lines.append((status, total_line(lang, count)))
    items = "".join(f'<li data-mc-coverage="{key}">{escape(text)}</li>' for key, text in lines)
    intro = translate(lang, "As this build of the site measured it, running every scenario:")
    link = relative_url(here, page_url(lang, COVERAGE_PAGE))
    label = translate(lang, "Every entry by its coverage")
    return (
        f'<div class="mc-coverage-summary"><p>{escape(intro)}</p><ul>{items}</ul>'
        f'<p><a href="{escape(link)}">{escape(label)}</a></p></div>'
    )


def format_coverage(source: str, language: str, css_class: str, options: dict, md, **kwargs) -> str:
    """The ``coverage`` fence: the totals of the build's coverage in the page's language.
    Outside a build, which measures nothing, the fence shows nothing."""
    coverage = BUILD_COVERAGE.get()
    if coverage is None:
        return ""
    lang, here = CURRENT_PAGE.get()
    return summary_html(coverage, lang, here)
