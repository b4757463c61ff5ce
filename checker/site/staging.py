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
from checker.site.entry_page import render_entry
from checker.site.fences import CLAUSES_FILE
from checker.site.fragments import Fragments
from checker.site.scenario_pages import ScenarioPages, render_scenario_pages
from checker.site.errors import SiteBuildError
from checker.site.index_pages import render_index, render_rules_index, render_terms
from checker.site.urls import CHANGES_PAGE, INDEX_PAGE, RULES_PAGE, TERMS_PAGE

EXTRA_ASSETS_DIR = "assets/extra"
"""Where files of the search package's ``static/`` folder land in each language's tree."""


@dataclass
class StagedTree:
    docs_dir: Path
    fragments: Fragments
    """The generated HTML the pages' placeholders stand for."""
    scenarios: ScenarioPages
    pages: dict[Lang, int] = field(default_factory=dict)
    extra_assets: list[str] = field(default_factory=list)
    """Paths of the extra JS and CSS files, relative to a language's root."""


def _copy_hand_written(source: Path, target: Path) -> None:
    if not source.is_dir():
        return
    folded = {SCENARIOS_DIR, NOTES_DIR}
    for path in sorted(source.rglob("*")):
        relative = path.relative_to(source)
        if not path.is_file() or (len(relative.parts) > 1 and relative.parts[1] in folded):
            continue
        destination = target / relative
        destination.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(path, destination)


def _write_generated(target: Path, doc: str, markdown: str, folders: set[Path]) -> None:
    path = target / doc
    if path.exists():
        raise SiteBuildError(
            N_("{path}: a hand-written page stands where a generated page goes"), path=f"docs/{doc}"
        )
    # Creating a folder that exists costs a system call per page; remember the ones made.
    if path.parent not in folders:
        path.parent.mkdir(parents=True, exist_ok=True)
        folders.add(path.parent)
    path.write_text(markdown, encoding="utf-8")


def stage_docs(context: SiteContext, target: Path, extra_assets: Path | None, fragments: Fragments) -> StagedTree:
    """Write the full docs tree for both languages into ``target``, and its HTML into ``fragments``."""
    _copy_hand_written(context.docs_dir, target)
    scenarios = render_scenario_pages(context, fragments)
    context.verifying_scenarios = scenarios.verifying
    tree = StagedTree(target, fragments, scenarios)
    folders: set[Path] = set()
    for lang in Lang:
        _write_generated(target, f"{lang}/{INDEX_PAGE}", render_index(lang, context, fragments), folders)
        _write_generated(target, f"{lang}/{TERMS_PAGE}", render_terms(lang, context, fragments), folders)
        _write_generated(target, f"{lang}/{RULES_PAGE}", render_rules_index(lang, context, fragments), folders)
        _write_generated(target, f"{lang}/{CHANGES_PAGE}", render_changes(lang, context, fragments), folders)
        for entry in (*context.glossary.entries, *context.rules_pages):
            markdown = render_entry(entry, lang, context, fragments)
            _write_generated(target, f"{lang}/{context.doc(entry.id)}", markdown, folders)
        tree.pages[lang] = sum(1 for _ in (target / str(lang)).rglob("*.md"))
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
