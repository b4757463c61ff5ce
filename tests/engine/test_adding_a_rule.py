"""Adding a rule in the five steps of the README and the "Writing a ruling" guide works, with no
edit to the state, the table or the notation code.

Played in a copy of the package, so the checkout's registry stays as it is: a rule is taken out
of the copy, then added back the way the steps say (step 3: its module under
``checker/engine/rules/``; step 4: its name in the two lists of ``checker/engine/loader.py``),
and its scenarios are run (step 5). Only the rule module and the loader change. Two rules are
played so: the draw rule, which performs an effect, and Surge, a keyword that hooks an existing
timing point ("When Revealed"); without its module, a scenario whose card prints surge fails
("not carried out yet: surge") instead of passing as if the keyword were not printed.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

CHECKOUT = Path(__file__).resolve().parents[2]
RULES = Path("checker/engine/rules")
LOADER = Path("checker/engine/loader.py")

CORE = ("state.py", "table.py", "notation.py", "schema.py", "card_notation.py", "cards.py", "zones.py")
"""The state, the working table and the notation: adding a rule touches none of them."""

RUN = """
import json, sys
from pathlib import Path
from checker.engine.loader import RULE_MODULES
from checker.scenarios.parser import parse_scenarios
from checker.scenarios.runner import run_scenario

outcome = {"modules": [module.__name__ for module in RULE_MODULES], "passed": [], "ran": []}
for scenario in parse_scenarios(Path(sys.argv[1])):
    try:
        result = run_scenario(scenario)
    except Exception as error:
        outcome["passed"].append(f"{type(error).__name__}")
        continue
    outcome["passed"].append(result.passed)
    outcome["ran"] += [clause for clause in result.clauses_ran if clause not in outcome["ran"]]
print(json.dumps(outcome))
"""


def register(loader: str, module: str) -> str:
    """Step 4: the module's name added to the loader's import of the rules and to RULE_MODULES."""
    imports = "from checker.engine.rules import (\n"
    assert imports in loader and "RULE_MODULES = (\n    " in loader
    loader = loader.replace(imports, f"{imports}    {module},\n", 1)
    return loader.replace("RULE_MODULES = (\n    ", f"RULE_MODULES = (\n    {module}, ", 1)


def unregister(loader: str, module: str) -> str:
    without = loader.replace(f"    {module},\n", "", 1).replace(f" {module},", "", 1)
    assert module not in without.split('"""')[2]
    return without


def run_in(copy: Path, page: Path) -> dict:
    env = {**os.environ, "PYTHONPATH": str(copy)}
    done = subprocess.run(
        [sys.executable, "-c", RUN, str(page)], cwd=copy, env=env, capture_output=True, text=True, timeout=300
    )
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


RULES_ADDED = [
    pytest.param("draw", {"draw.1", "draw.2"}, id="draw: a rule performing an effect"),
    pytest.param("surge", {"surge.1", "surge.2", "surge.3"}, id="surge: a keyword on an existing timing point"),
]
"""Rules added the same way: a rule module and its loader line, its scenarios on its pages."""


@pytest.mark.parametrize(("module", "clauses"), RULES_ADDED)
def test_a_rule_module_added_in_the_five_steps_is_carried_out_and_nothing_else_changes(tmp_path, module, clauses):
    copy = tmp_path / "project"
    shutil.copytree(CHECKOUT / "checker", copy / "checker", ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copytree(CHECKOUT / "locales", copy / "checker" / "locales")
    page = CHECKOUT / "docs" / "en" / "scenarios" / f"{module}.md"
    rule_module = (CHECKOUT / RULES / f"{module}.py").read_text(encoding="utf-8")
    loader = (CHECKOUT / LOADER).read_text(encoding="utf-8")

    (copy / RULES / f"{module}.py").unlink()
    (copy / LOADER).write_text(unregister(loader, module), encoding="utf-8")
    without = run_in(copy, page)
    assert f"checker.engine.rules.{module}" not in without["modules"]
    assert True not in without["passed"] and not clauses & set(without["ran"])

    (copy / RULES / f"{module}.py").write_text(rule_module, encoding="utf-8")
    (copy / LOADER).write_text(register(unregister(loader, module), module), encoding="utf-8")
    added = run_in(copy, page)
    assert f"checker.engine.rules.{module}" in added["modules"]
    assert added["passed"] and all(passed is True for passed in added["passed"])
    assert clauses <= set(added["ran"])

    for name in CORE:
        path = Path("checker/engine") / name
        assert (copy / path).read_bytes() == (CHECKOUT / path).read_bytes(), path
