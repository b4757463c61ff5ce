"""The hand-written scenario pages, each block read, run and rendered once per build.

A scenario page's blocks are shown on its entry's page (the ``scenario`` fence of
:mod:`checker.site.fences`), and each clause lists the scenarios that verify it
(:func:`checker.scenarios.site.clause_scenarios`, whose rule this keeps). Both come from one run
of each block here: the rendered blocks become fragments, and the fence of a block stands for
its fragment when MkDocs converts the page.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field, replace
from functools import cache, partial
from pathlib import Path

from checker.glossary.card_evidence import CARDS_DIR
from checker.glossary.model import Lang
from checker.scenarios.model import Scenario, ScenarioSyntaxError
from checker.scenarios.parser import display_path, parse_block, scenario_blocks
from checker.verdicts.result_cache import ResultCache, folders_digest, thin
from checker.scenarios.runner import ScenarioResult, run_scenario
from checker.scenarios.site import Naming, RenderedScenario, render_scenario
from checker.scenarios.telling import clause_number
from checker.scenarios.verify import verifies
from checker.site.context import SCENARIOS_DIR, SiteContext
from checker.site.fences import clause_link_from
from checker.site.fragments import Fragments
from checker.site.urls import entry_doc, page_url, relative_url


@dataclass
class ScenarioPages:
    verifying: dict[Lang, dict[str, list[tuple[str, str | None]]]] = field(default_factory=dict)
    """Per language, clause id -> the (name, anchor) of each scenario that verifies it."""
    rendered: dict[tuple[Lang, str, str], str] = field(default_factory=dict)
    """(Page language, URL of the entry page, block text as its fence gets it) -> the
    placeholder of the block's fragment."""
    citing: dict[str, list[ScenarioResult]] = field(default_factory=lambda: defaultdict(list))
    """Clause id -> the results of the scenarios of both languages that cite it, as
    ``verify`` gathers them; a result keeps neither its steps nor its final table."""
    with_pages: set[str] = field(default_factory=set)
    """The names of the scenario pages that could be read, in either language: ``verify``
    counts an entry with such a page as one with scenarios."""


def render_scenario_pages(context: SiteContext, fragments: Fragments) -> ScenarioPages:
    """Read, run and render every block of the scenario pages under ``context.docs_dir``.

    A block on the page of an entry or section of the glossary is rendered into ``fragments``;
    a page with a block that cannot be read verifies nothing, as ``verify`` reports it instead.
    The results of a page whose every scenario ran are kept in ``context.results``, for
    ``verify`` to reuse, and so are the blocks of an entry's page as rendered: the next build
    that renders the page from the same inputs (:func:`rendering_inputs`) takes them from there
    instead of reading, running and drawing them again.
    The pages of one entry are read in both languages before the next entry's, so that a
    scenario's run serves its twin in the other language (:class:`TwinRuns`).
    """
    known = frozenset(clause.id for entry in context.glossary.entries for clause in entry.walk())
    pages = ScenarioPages()
    found: dict[Lang, dict[str, list[tuple[str, str | None]]]] = {lang: defaultdict(list) for lang in Lang}
    folders = {lang: context.docs_dir / str(lang) / SCENARIOS_DIR for lang in Lang}
    names = sorted({path.name for folder in folders.values() for path in folder.glob("*.md")})
    rendering = {lang: rendering_inputs(context, lang) for lang in Lang} if context.results is not None else {}
    for name in names:
        runs = TwinRuns()
        for lang in Lang:
            if (folders[lang] / name).is_file():
                _render_page(context, fragments, known, pages, found[lang], lang, folders[lang] / name, runs,
                             rendering.get(lang))
    for lang in Lang:
        pages.verifying[lang] = dict(found[lang])
    return pages


def _render_page(
    context: SiteContext,
    fragments: Fragments,
    known: frozenset[str],
    pages: ScenarioPages,
    found: dict[str, list[tuple[str, str | None]]],
    lang: Lang,
    path: Path,
    runs: TwinRuns,
    rendering: bytes | None,
) -> None:
    """Render the blocks of one scenario page into ``pages`` and add the clauses they verify to
    ``found``; ``rendering`` is the digest of what its rendering depends on, with which its
    blocks are kept (None: they are neither kept nor reused)."""
    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError:
        return
    entry = context.entry(path.stem)
    url = page_url(lang, context.doc(entry.id)) if entry is not None else None
    file = display_path(path)
    blocks = scenario_blocks(text, file)
    readable = all(block.problem is None for block in blocks)
    verified: list[tuple[str, tuple[str, str]]] = []
    cited: list[tuple[str, ScenarioResult]] = []
    results: list[ScenarioResult] = []
    renderings = context.results if url is not None and rendering is not None else None
    rendered_key = None if renderings is None else renderings.key(file, str(lang), text, url, rendering)
    kept = None if renderings is None else _kept_blocks(renderings, rendered_key, file, str(lang), text)
    # A page no entry shows is not rendered: only its results are kept.
    kept_results = None
    if url is None and readable and context.results is not None:
        kept_results = context.results.results(file, str(lang), text)
    shown_blocks: list[RenderedScenario] = []
    for number, block in enumerate(blocks):
        if block.problem is not None:
            continue
        # The fence receives the block's lines without the last line break.
        source = block.source.removesuffix("\n")
        if url is not None:
            if kept is not None:
                shown = kept[len(shown_blocks)]  # The same text has the same blocks.
            else:
                shown = render_scenario(source, str(lang), partial(clause_link_from, lang, url, known), runs,
                                        scenario_naming(context, lang), (file, block.first_line))
            shown_blocks.append(shown)
            key = f"{lang}/{entry.id}/scenario-{number}"
            pages.rendered[(lang, url, source)] = fragments.add_inline(key, shown.html, shown.searchable)
            scenario, result = shown.scenario, shown.result
        elif not readable:
            continue
        elif kept_results is not None:
            scenario, result = kept_results[number].scenario, kept_results[number]
        else:
            # A page no entry shows: its scenarios only verify clauses, and run only when they
            # cite one, unless the page's results are to be kept whole.
            try:
                scenario = parse_block(source, str(lang), file, block.first_line)
            except ScenarioSyntaxError:
                scenario = None
            result = None if scenario is None or context.results is None else runs(scenario)
        if scenario is None:
            readable = False
            continue
        for clause_id in scenario.cites:
            if clause_id in known:
                if result is None:
                    result = runs(scenario)
                cited.append((clause_id, result))
                if verifies(result, clause_id):
                    verified.append((clause_id, (scenario.name, _scenario_href(lang, url, clause_id, scenario.anchor))))
        if result is not None:
            results.append(result)
    results_kept = (readable and context.results is not None and kept is None and kept_results is None
                    and len(results) == len(blocks))
    if results_kept:
        context.results.keep(file, str(lang), text, results)
    if renderings is not None and kept is None and results_kept:
        renderings.store(rendered_key, [ShownBlock(shown.html, shown.searchable) for shown in shown_blocks],
                         SHOWN_SUFFIX)
    elif renderings is not None and kept is None:
        renderings.store(rendered_key, [
            replace(shown, result=None if shown.result is None else thin(shown.result)) for shown in shown_blocks
        ])
    if readable:
        for clause_id, scenario in verified:
            found[clause_id].append(scenario)
        for clause_id, result in cited:
            pages.citing[clause_id].append(replace(result, final_state=None, played=()))
        pages.with_pages.add(path.stem)


SHOWN_SUFFIX = "shown.pickle"
"""The ending of the name of a file that keeps the blocks of a page as the site shows them, without
their scenarios and results, when the page's results are kept (:meth:`ResultCache.keep`): a
build reads those from there rather than writing them twice."""


@dataclass(frozen=True)
class ShownBlock:
    """A block of a page as the site shows it (:class:`RenderedScenario` without what running it found)."""

    html: str
    searchable: str


def _kept_blocks(cache: ResultCache, key: str, file: str, lang: str, text: str) -> list[RenderedScenario] | None:
    """The blocks of a page as a build rendered them, kept under ``key``: as shown, with the
    page's kept results, or whole for a page whose results are not kept (one that a block cannot
    be read on). None when they are not kept, or cannot be read."""
    shown = cache.load(key, ShownBlock, SHOWN_SUFFIX)
    if shown is None:
        return cache.load(key, RenderedScenario)
    results = cache.results(file, lang, text)
    if results is None or len(results) != len(shown):
        return None
    return [RenderedScenario(block.html, block.searchable, result.scenario, result)
            for block, result in zip(shown, results, strict=True)]


PACKAGE_DIR = Path(__file__).resolve().parents[1]
RENDERING_FOLDERS = (PACKAGE_DIR / "site", PACKAGE_DIR / "glossary", CARDS_DIR)
"""What a scenario's rendering depends on beyond its results: the site's and the glossary's code,
and the card data that the titles of cards come from."""


@cache
def _rendering_code() -> bytes:
    return folders_digest(RENDERING_FOLDERS)


def rendering_inputs(context: SiteContext, lang: Lang) -> bytes:
    """A digest of what the blocks of a ``lang`` page render from beyond their page, the
    glossary and the code that runs them: the code of :data:`RENDERING_FOLDERS` and the title
    each entry and section is named by on the page."""
    titles = [(entry.id, *context.title(entry, lang)) for entry in (*context.glossary.entries, *context.rules_pages)]
    return _rendering_code() + repr(titles).encode("utf-8")


def scenario_naming(context: SiteContext, lang: Lang) -> Naming:
    """How a ``lang`` page names the clauses and cards of its scenarios: a clause by its entry's
    title and number ("Ataque (activación de enemigo) 2.4.2"), a card named by its English
    title by the title the official cards print in ``lang``."""
    def printed_title(english: str) -> str | None:
        # The card data is read only once a scenario names a card by its title.
        return context.printed_titles[lang].get(english)

    def clause(clause_id: str) -> str:
        entry_id, _, number = clause_id.partition(".")
        entry = context.entry(entry_id)
        if entry is None:
            return clause_number(clause_id)
        title, _ = context.title(entry, lang)
        return f"{title} {number}".strip()

    return Naming(clause, printed_title)


def _scenario_href(lang: Lang, page: str | None, clause_id: str, anchor: str) -> str | None:
    """The link from the page of ``clause_id``'s entry to a scenario shown on ``page`` (a
    scenario may cite a clause of another entry: ally.5 in a scenario of Defend); None for a
    scenario no page shows."""
    if page is None:
        return None
    clause_page = page_url(lang, entry_doc(clause_id.split(".", 1)[0]))
    return f"#{anchor}" if page == clause_page else f"{relative_url(clause_page, page)}#{anchor}"


class TwinRuns:
    """Runs the scenarios of one entry's pages, once for a scenario and its twin in the other
    language.

    Twins set up the same table, take the same actions and expect the same (their
    :meth:`~checker.scenarios.model.Scenario.neutral` forms are equal, as ``verify``'s parity
    check requires), so the engine plays them alike: a scenario that passed is not run again
    for its twin, whose result is the same run told in the twin's own steps. A scenario that
    failed is run again in its own language, which its report is written in. ``mcrules
    verify`` still runs every scenario of both languages.
    """

    def __init__(self) -> None:
        self._passed: dict[tuple, ScenarioResult] = {}

    def __call__(self, scenario: Scenario) -> ScenarioResult:
        twin = self._passed.get(scenario.neutral())
        if twin is not None and twin.scenario.setup == scenario.setup:
            return replace(
                twin,
                scenario=scenario,
                played=tuple(replace(played, step=step) for played, step in zip(twin.played, scenario.steps, strict=True)),
            )
        result = run_scenario(scenario)
        if result.passed:
            self._passed[scenario.neutral()] = result
        return result
