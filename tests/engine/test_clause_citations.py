"""Every clause id the engine and its tests cite exists in the glossary imported from the sources."""

import re
from pathlib import Path

import pytest

from checker import PROJECT_ROOT
from checker.glossary import load_glossary

ENTRIES = (
    "main-scheme", "encounter-deck", "in-play-and-out-of-play", "player-elimination", "draw", "empty-player-deck",
    "form", "when-completed-abilities",
)
WITH_SCENARIOS = tuple(path.stem for path in (PROJECT_ROOT / "docs" / "en" / "scenarios").glob("*.md"))
"""Every entry with a page of scenarios, whose clauses no scenario executes are in
``docs/not-executable.toml`` (``mcrules verify`` fails on any left uncovered): for those not in
:data:`ENTRIES`, only their cited ids are checked."""
CITED_ENTRIES = sorted({*ENTRIES, *WITH_SCENARIOS}, key=len, reverse=True)
CITATION = re.compile(r"(?<![\w-])((?:%s)(?:\.\d+)+)" % "|".join(map(re.escape, CITED_ENTRIES)))
FILES = sorted(path for path in [*(PROJECT_ROOT / "checker" / "engine").rglob("*.py"),
                                 *(PROJECT_ROOT / "tests" / "engine").rglob("*.py")]
               if path != Path(__file__).resolve())
"""The engine and its tests; this file names clauses it does not cite."""


NOT_IMPLEMENTED_YET = {
    "form.4.4": "additional forms (the \"[type] form\" keyword)",
    "form.4.4.1": "additional forms (the \"[type] form\" keyword)",
    "form.4.4.2": "additional forms (the \"[type] form\" keyword)",
}
"""Clauses of the entries the engine implements that it does not model yet."""


@pytest.fixture(scope="module")
def glossary():
    return load_glossary()


@pytest.fixture(scope="module")
def clause_ids(glossary) -> set[str]:
    return {clause.id for entry in glossary.entries for clause in entry.walk()}


@pytest.mark.parametrize("path", FILES, ids=lambda path: str(path.relative_to(PROJECT_ROOT)))
def test_cited_clauses_exist(path, clause_ids):
    cited = set(CITATION.findall(path.read_text(encoding="utf-8")))
    assert sorted(cited - clause_ids) == []


def test_every_clause_of_the_entries_it_implements_is_cited_by_the_engine_or_its_tests(glossary, clause_ids):
    """A citation written before a newer edition moved its clause counts for the clause's new id
    (``sources/id-migration.toml``)."""
    cited = {glossary.current_clause_id(match)
             for path in FILES for match in CITATION.findall(path.read_text(encoding="utf-8"))}
    # Short forms such as ".3.7" after a full id do not count: each id must appear in full once.
    uncited = [i for i in clause_ids if i.startswith(tuple(f"{entry}." for entry in ENTRIES)) and i not in cited]
    assert sorted(uncited) == sorted(NOT_IMPLEMENTED_YET)
