"""What the README tells a newcomer about the commands and the glossary holds today."""

from __future__ import annotations

from checker import PROJECT_ROOT
from checker.glossary import load_glossary
from checker.glossary.model import Lang

README = " ".join((PROJECT_ROOT / "README.md").read_text(encoding="utf-8").split())


def test_the_readme_counts_the_entries_in_official_and_in_the_projects_own_spanish():
    glossary = load_glossary()
    assert all(Lang.ES in entry.languages for entry in glossary.entries)
    official = sum(
        1 for entry in glossary.entries
        if any(Lang.ES in clause.text and Lang.ES not in clause.unofficial for clause in entry.walk())
    )
    own = len(glossary.entries) - official
    assert f"Every entry reads in Spanish too: {official} in the official Spanish of the sources, the other {own} in the project's own translation" in README
    assert "English only" not in README


def test_the_readme_says_that_serve_holds_the_terminal():
    assert "`serve` keeps the terminal until you stop it with Ctrl-C, so run the second in another terminal" in README
