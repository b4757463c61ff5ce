"""The hand-written scenario pages, each block read, run and rendered once per build.

A scenario page's blocks are shown on its entry's page (the ``scenario`` fence of
:mod:`checker.site.fences`), and each clause lists the scenarios that verify it
(:func:`checker.scenarios.site.clause_scenarios`, whose rule this keeps). Both come from one run
of each block here: the rendered blocks become fragments, and the fence of a block stands for
its fragment when MkDocs converts the page.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field
from functools import partial

from checker.glossary.model import Lang
from checker.scenarios.model import ScenarioSyntaxError
from checker.scenarios.parser import parse_block, scenario_blocks
from checker.scenarios.runner import run_scenario
from checker.scenarios.site import render_scenario
from checker.scenarios.verify import verifies
from checker.site.context import SCENARIOS_DIR, SiteContext
from checker.site.fences import clause_link_from
from checker.site.fragments import Fragments
from checker.site.urls import page_url


@dataclass
class ScenarioPages:
    verifying: dict[Lang, dict[str, list[tuple[str, str]]]] = field(default_factory=dict)
    """Per language, clause id -> the (name, anchor) of each scenario that verifies it."""
    rendered: dict[tuple[Lang, str, str], str] = field(default_factory=dict)
    """(Page language, URL of the entry page, block text as its fence gets it) -> the
    placeholder of the block's fragment."""


def render_scenario_pages(context: SiteContext, fragments: Fragments) -> ScenarioPages:
    """Read, run and render every block of the scenario pages under ``context.docs_dir``.

    A block on the page of an entry or section of the glossary is rendered into ``fragments``;
    a page with a block that cannot be read verifies nothing, as ``verify`` reports it instead.
    """
    known = frozenset(clause.id for entry in context.glossary.entries for clause in entry.walk())
    pages = ScenarioPages()
    for lang in Lang:
        found: dict[str, list[tuple[str, str]]] = defaultdict(list)
        for path in sorted((context.docs_dir / str(lang) / SCENARIOS_DIR).glob("*.md")):
            try:
                text = path.read_text(encoding="utf-8")
            except UnicodeDecodeError:
                continue
            entry = context.entry(path.stem)
            url = page_url(lang, context.doc(entry.id)) if entry is not None else None
            blocks = scenario_blocks(text, path.name)
            readable = all(block.problem is None for block in blocks)
            verified: list[tuple[str, tuple[str, str]]] = []
            for number, block in enumerate(blocks):
                if block.problem is not None:
                    continue
                # The fence receives the block's lines without the last line break.
                source = block.source.removesuffix("\n")
                if url is not None:
                    shown = render_scenario(source, str(lang), partial(clause_link_from, lang, url, known))
                    key = f"{lang}/{entry.id}/scenario-{number}"
                    pages.rendered[(lang, url, source)] = fragments.add_inline(key, shown.html, shown.searchable)
                    scenario, result = shown.scenario, shown.result
                elif not readable:
                    continue
                else:
                    # A page no entry shows: its scenarios only verify clauses.
                    try:
                        scenario = parse_block(source, str(lang))
                    except ScenarioSyntaxError:
                        scenario = None
                    result = None
                if scenario is None:
                    readable = False
                    continue
                for clause_id in scenario.cites:
                    if clause_id in known:
                        if result is None:
                            result = run_scenario(scenario)
                        if verifies(result, clause_id):
                            verified.append((clause_id, (scenario.name, scenario.anchor)))
            if readable:
                for clause_id, scenario in verified:
                    found[clause_id].append(scenario)
        pages.verifying[lang] = dict(found)
    return pages
