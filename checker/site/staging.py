"""The docs tree MkDocs builds: hand-written pages merged with the generated ones.

Hand-written scenarios and notes are not pages of their own: they are folded into their
entry's page, so they are left out of the tree.
"""

from __future__ import annotations

import shutil
from dataclasses import dataclass, field
from pathlib import Path

from checker.glossary.model import Lang
from checker.i18n import N_
from checker.site.changes_page import render_changes
from checker.site.context import NOTES_DIR, SCENARIOS_DIR, SiteContext
from checker.site.coverage import Coverage, measure_coverage
from checker.site.coverage_page import render_coverage
from checker.site.entry_page import render_entry
from checker.site.fences import CLAUSES_FILE
from checker.site.fragments import Fragments
from checker.site.scenario_pages import ScenarioPages, render_scenario_pages
from checker.site.errors import SiteBuildError
from checker.site.index_pages import render_index, render_rules_index, render_terms
from checker.site.urls import CHANGES_PAGE, COVERAGE_PAGE, INDEX_PAGE, RULES_PAGE, TERMS_PAGE

EXTRA_ASSETS_DIR = "assets/extra"
"""Where files of the search package's ``static/`` folder land in each language's tree."""


@dataclass
class StagedTree:
    docs_dir: Path
    fragments: Fragments
    """The generated HTML the pages' placeholders stand for."""
    scenarios: ScenarioPages
    coverage: Coverage
    """The coverage of the glossary by the scenarios the build ran."""
    generated: dict[str, str] = field(default_factory=dict)
    """The Markdown of the generated pages, by path in the docs tree, which MkDocs reads from
    memory (:mod:`checker.site.generated_pages`)."""
    pages: dict[Lang, int] = field(default_factory=dict)
    extra_assets: list[str] = field(default_factory=list)
    """Paths of the extra JS and CSS files, relative to a language's root."""


def _copy_hand_written(source: Path, target: Path) -> set[str]:
    """Copy the hand-written docs into ``target``; return the pages' paths in the docs tree."""
    if not source.is_dir():
        return set()
    folded = {SCENARIOS_DIR, NOTES_DIR}
    pages = set()
    for path in sorted(source.rglob("*")):
        relative = path.relative_to(source)
        if not path.is_file() or (len(relative.parts) > 1 and relative.parts[1] in folded):
            continue
        destination = target / relative
        destination.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(path, destination)
        if path.suffix == ".md":
            pages.add(relative.as_posix())
    return pages


def stage_docs(context: SiteContext, target: Path, extra_assets: Path | None, fragments: Fragments) -> StagedTree:
    """Copy the hand-written docs into ``target`` and generate the other pages: their Markdown is
    kept in the returned tree, their HTML in ``fragments``."""
    hand_written = _copy_hand_written(context.docs_dir, target)
    scenarios = render_scenario_pages(context, fragments)
    context.verifying_scenarios = scenarios.verifying
    tree = StagedTree(target, fragments, scenarios, measure_coverage(context, scenarios))

    def generated(doc: str, markdown: str) -> None:
        if doc in hand_written:
            raise SiteBuildError(
                N_("{path}: a hand-written page stands where a generated page goes"), path=f"docs/{doc}"
            )
        tree.generated[doc] = markdown

    for lang in Lang:
        generated(f"{lang}/{INDEX_PAGE}", render_index(lang, context, fragments))
        generated(f"{lang}/{TERMS_PAGE}", render_terms(lang, context, fragments))
        generated(f"{lang}/{RULES_PAGE}", render_rules_index(lang, context, fragments))
        generated(f"{lang}/{CHANGES_PAGE}", render_changes(lang, context, fragments))
        generated(f"{lang}/{COVERAGE_PAGE}", render_coverage(lang, context, tree.coverage, fragments))
        for entry in (*context.glossary.entries, *context.rules_pages):
            generated(f"{lang}/{context.doc(entry.id)}", render_entry(entry, lang, context, fragments))
        tree.pages[lang] = sum(1 for doc in (*hand_written, *tree.generated) if doc.startswith(f"{lang}/"))
    clause_ids = (clause.id for entry in context.glossary.entries for clause in entry.walk())
    (target.parent / CLAUSES_FILE).write_text("\n".join(clause_ids), encoding="utf-8")
    if extra_assets is not None and extra_assets.is_dir():
        for asset in sorted(path for path in extra_assets.iterdir() if path.is_file()):
            for lang in Lang:
                destination = target / str(lang) / EXTRA_ASSETS_DIR / asset.name
                destination.parent.mkdir(parents=True, exist_ok=True)
                shutil.copy2(asset, destination)
            tree.extra_assets.append(f"{EXTRA_ASSETS_DIR}/{asset.name}")
    return tree
