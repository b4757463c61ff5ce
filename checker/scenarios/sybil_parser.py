"""Collecting scenario blocks as pytest items, through Sybil: one item per scenario.

The top-level ``conftest.py`` hands :func:`scenario_sybil` to pytest. A failing item shows the
runner's report (scenario, file:line of the step, cited clauses, expected and actual) in the
page's language; a block that cannot be read, or a fence left open or misspelt, fails with the
file and line of the bad line.
"""

from __future__ import annotations

from collections.abc import Iterable

from sybil import Document, Example, Region, Sybil

from checker.scenarios.model import ScenarioSyntaxError
from checker.scenarios.parser import display_path, language_of, parse_block, scenario_blocks
from checker.scenarios.runner import run_scenario
from checker.scenarios.verify import DOCS_DIR

PAGE_PATTERNS = ("*/scenarios/*.md", "*/writing-a-ruling.md")
"""Pages whose scenario blocks run under pytest, relative to ``docs/``."""


def _evaluate(example: Example) -> str | None:
    parsed = example.parsed
    if isinstance(parsed, ScenarioSyntaxError):
        return parsed.render(parsed_language(example))
    result = run_scenario(parsed)
    return None if result.passed else result.report()


def parsed_language(example: Example) -> str:
    return language_of(example.path)


def parse_document(document: Document) -> Iterable[Region]:
    """Sybil parser: a region per ``scenario`` fence, its parsed scenario (or the error) attached."""
    lang = language_of(document.path)
    file = display_path(document.path)
    for block in scenario_blocks(document.text, file):
        try:
            parsed: object = block.problem or parse_block(block.source, lang, file, block.first_line)
        except ScenarioSyntaxError as error:
            parsed = error
        yield Region(block.start, block.end, parsed, _evaluate)


def scenario_sybil() -> Sybil:
    return Sybil(parsers=[parse_document], path=str(DOCS_DIR), patterns=list(PAGE_PATTERNS), name="scenarios")
