"""The scenario a newcomer reads in the README runs like every other scenario."""

from checker import PROJECT_ROOT
from checker.scenarios.parser import parse_block, scenario_blocks
from checker.scenarios.runner import run_scenario

README = PROJECT_ROOT / "README.md"


def test_readme_scenario_passes():
    [block] = scenario_blocks(README.read_text(encoding="utf-8"))
    scenario = parse_block(block.source, "en", "README.md", block.first_line)
    result = run_scenario(scenario)
    assert result.passed, result.report("en")
    assert scenario.cites == ("main-scheme.6",)
