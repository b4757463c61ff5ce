"""What the site needs from scenarios: a block rendered with its verdict.

The site's ``scenario`` fence formatter calls :func:`render_scenario_html` with the text of the
block and the page's language; the build renders the blocks of the scenario pages with
:func:`render_scenario`, whose result also tells which clauses each scenario verifies
(:mod:`checker.site.scenario_pages`).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, replace
from html import escape

from checker.i18n import N_, translate
from checker.scenarios.model import DOMAIN, Scenario, ScenarioSyntaxError
from checker.scenarios.parser import parse_block
from checker.scenarios.phrases import KEYWORDS_BY_ROLE, fold
from checker.scenarios.runner import ScenarioResult, run_scenario
from checker.scenarios.table_drawing import draw_before_after, draw_table
from checker.scenarios.telling import clause_number
from checker.scenarios.worked_example import WorkedExample, worked_example

CSS_CLASS = "mc-scenario"
TABLE_CLASS = "mc-table"
"""A drawing of the table, with its caption."""
DETAIL_CLASS = "mc-detail"
"""What players see only once they ask for details: the site hides it until then."""


def same_page_anchor(clause_id: str) -> str:
    return f"#{clause_id}"


@dataclass(frozen=True)
class Naming:
    """How a page names what a scenario refers to by id: a clause by its entry's title and
    number in the page's language, and a card the scenario names by its English title by the
    official title in the page's language (None when there is none)."""

    clause: Callable[[str], str] = clause_number
    printed_title: Callable[[str], str | None] = lambda name: None


@dataclass(frozen=True)
class RenderedScenario:
    """A scenario block as the site shows it, and what running it found."""

    html: str
    searchable: str
    """The same HTML without the parts left out of the theme's search index: what its search
    reads of the block, at a fraction of the markup."""
    scenario: Scenario | None
    """None when the block cannot be read."""
    result: ScenarioResult | None


def render_scenario_html(
    source: str, lang: str, clause_href: Callable[[str], str | None] = same_page_anchor, naming: Naming = Naming()
) -> str:
    """The block's text, run against the engine, as HTML with a verified / failed badge.

    A scenario that passes reads as a worked example: its steps as a numbered list of plain
    sentences and drawings of the table before and after them; the notation is a detail.
    The outer element carries the scenario's anchor (the same in both languages) and a class
    ``mc-scenario--verified``, ``--failed`` or ``--invalid``; a failure shows its report. The
    block's code, its report and its badge are left out of the theme's search index
    (``data-search-exclude``): a reader searches the rules' words, not the notation's.
    ``clause_href`` gives the link to a cited clause from the page the block stands on, or None
    when the clause is not there to link to; ``naming`` how the page names clauses and cards.
    """
    return render_scenario(source, lang, clause_href, naming=naming).html


def render_scenario(
    source: str,
    lang: str,
    clause_href: Callable[[str], str | None] = same_page_anchor,
    run: Callable[[Scenario], ScenarioResult] = run_scenario,
    naming: Naming = Naming(),
    where: tuple[str, int] = ("<scenario>", 1),
) -> RenderedScenario:
    """What :func:`render_scenario_html` shows, with its searchable part, the scenario and its
    result; ``run`` runs the scenario (the build's reuses a twin's run, see
    :mod:`checker.site.scenario_pages`), and ``where`` is the file and line of the block's first
    line, which a failure names."""
    try:
        scenario = parse_block(source, lang, *where)
    except ScenarioSyntaxError as error:
        html, searchable = _html("invalid", None, translate(lang, N_("cannot be read"), DOMAIN), source,
                                 error.render(lang), clause_href, naming)
        return RenderedScenario(html, searchable, None, None)
    result = run(scenario)
    if result.passed:
        worked = _worked_html(scenario, worked_example(result, lang, naming.clause, naming.printed_title), lang)
        result = replace(result, played=())  # The tables of every step are not kept past the page.
        html, searchable = _html("verified", scenario, translate(lang, N_("verified"), DOMAIN), source, "",
                                 clause_href, naming, worked)
    else:
        html, searchable = _html("failed", scenario, translate(lang, N_("fails"), DOMAIN), source,
                                 result.report(lang), clause_href, naming)
    return RenderedScenario(html, searchable, scenario, result)


def _without_head(source: str, lang: str) -> str:
    """The block's notation without its name and citation lines, which the head shows."""
    head = {fold(translate(lang, KEYWORDS_BY_ROLE[role], DOMAIN)) for role in ("scenario", "cites")}
    kept = [line for line in source.splitlines() if fold(line.partition(":")[0].strip()) not in head]
    return "\n".join(kept)


def _cited(clause_id: str, clause_href: Callable[[str], str | None], naming: Naming) -> str:
    """A cited clause by the page's name for it, linked to it where the page can."""
    href = clause_href(clause_id)
    label = escape(naming.clause(clause_id))
    return label if href is None else f'<a href="{escape(href)}">{label}</a>'


def _worked_html(scenario: Scenario, example: WorkedExample, lang: str) -> str:
    """The numbered steps, then the table before and after them (once, if they leave it as it was)."""
    points = []
    for step in example.steps:
        sub = [*step.happenings, *([step.checks] if step.checks else [])]
        inner = "".join(f"<li>{_marked(text, step.english, lang)}</li>" for text in sub)
        points.append(f"<li>{_marked(step.action, step.english, lang)}" + (f"<ul>{inner}</ul>" if inner else "") + "</li>")
    english = tuple(passage for step in example.steps for passage in step.english)
    if example.changes_the_table:
        captions = (N_("Before"), N_("After"))
        titles = tuple(translate(lang, title, DOMAIN, name=scenario.name)
                       for title in (N_("The table before: {name}"), N_("The table after: {name}")))
        drawings = draw_before_after(example.before, example.after, lang, titles,
                                     (f"{scenario.anchor}-before", f"{scenario.anchor}-after"), english)
    else:
        captions = (N_("The table"),)
        title = translate(lang, N_("The table: {name}"), DOMAIN, name=scenario.name)
        drawings = (draw_table(example.before, lang, title, f"{scenario.anchor}-table", None, english),)
    figures = [f'<figure class="{TABLE_CLASS}"><figcaption>{escape(translate(lang, caption, DOMAIN))}'
               f"</figcaption>{drawing}</figure>" for caption, drawing in zip(captions, drawings, strict=True)]
    return (f'<ol class="{CSS_CLASS}__steps" data-search-exclude="">{"".join(points)}</ol>'
            f'<div class="{CSS_CLASS}__tables" data-search-exclude="">{"".join(figures)}</div>')


def _marked(text: str, english: tuple[str, ...], lang: str) -> str:
    """``text`` escaped, each of the ``english`` passages in it marked as English on a page of another language."""
    html = escape(text)
    if lang == "en":
        return html
    for passage in sorted(set(english), key=len, reverse=True):
        if escape(passage) in html:  # Most sentences hold none of the passages.
            html = re.sub(rf"(?<![\w>]){re.escape(escape(passage))}(?![\w<])", f'<span lang="en">{escape(passage)}</span>', html)
    return html


def _html(
    status: str, scenario, badge: str, source: str, detail: str, clause_href: Callable[[str], str | None],
    naming: Naming, worked: str = "",
) -> tuple[str, str]:
    """The block's HTML, and its searchable version: each part marked ``data-search-exclude``
    left empty, so that the text around it stays as the theme's search reads it."""
    anchor = f' id="{escape(scenario.anchor)}"' if scenario is not None else ""
    cites = ""
    if scenario is not None:
        links = ", ".join(_cited(clause, clause_href, naming) for clause in scenario.cites)
        cites = f'<span class="{CSS_CLASS}__cites">{links}</span>'
    name = escape(scenario.name) if scenario is not None else ""
    notation = _without_head(source, scenario.lang) if scenario is not None else source
    head_start, head_end = f'<p class="{CSS_CLASS}__head">', f' <span class="{CSS_CLASS}__name">{name}</span> {cites}</p>'
    badge_html = f'<span class="{CSS_CLASS}__badge" data-search-exclude="">{escape(badge)}</span>'
    # Each part: its HTML, and whether the theme's search leaves it out (None: only the badge).
    parts = [
        (f'<div class="{CSS_CLASS} {CSS_CLASS}--{status}"{anchor}>', False),
        (head_start + badge_html + head_end, None),
        *([(worked, True)] if worked else []),
        (f'<pre class="{CSS_CLASS}__source {DETAIL_CLASS}" data-search-exclude=""><code>{escape(notation)}</code></pre>',
         True),
    ]
    if detail:
        parts.append((f'<pre class="{CSS_CLASS}__failure" data-search-exclude=""><code>{escape(detail)}</code></pre>', True))
    parts.append(("</div>", False))
    html = "\n".join(part for part, _ in parts)
    searchable = "\n".join(
        head_start + head_end if excluded is None else "" if excluded else part for part, excluded in parts
    )
    return html, searchable
