"""Every clause id the engine and its tests cite exists in the glossary imported from the sources."""

import re

import pytest

from checker import PROJECT_ROOT
from checker.glossary import load_glossary

ENTRIES = ("main-scheme", "encounter-deck", "in-play-and-out-of-play", "player-elimination")
CITATION = re.compile(r"\b((?:%s)(?:\.\d+)+)" % "|".join(ENTRIES))
FILES = sorted([*(PROJECT_ROOT / "checker" / "engine").rglob("*.py"), *(PROJECT_ROOT / "tests" / "engine").rglob("*.py")])


@pytest.fixture(scope="module")
def clause_ids() -> set[str]:
    return {clause.id for entry in load_glossary().entries for clause in entry.walk()}


@pytest.mark.parametrize("path", FILES, ids=lambda path: str(path.relative_to(PROJECT_ROOT)))
def test_cited_clauses_exist(path, clause_ids):
    cited = set(CITATION.findall(path.read_text(encoding="utf-8")))
    assert sorted(cited - clause_ids) == []


def test_every_clause_of_the_four_entries_is_cited_by_the_engine_or_its_tests(clause_ids):
    cited = {match for path in FILES for match in CITATION.findall(path.read_text(encoding="utf-8"))}
    # Short forms such as ".3.7" after a full id do not count: each id must appear in full once.
    assert sorted(i for i in clause_ids if i.startswith(ENTRIES) and i not in cited) == []
