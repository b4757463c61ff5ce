"""Adding a rule in the five steps of the README and the "Writing a ruling" guide works, with no
edit to the state, the table or the notation code.

Played in a copy of the package, so the checkout's registry stays as it is: a rule is taken out
of the copy, then added back the way the steps say (step 3: its module under
``checker/engine/rules/``; step 4: its name in the two lists of ``checker/engine/loader.py``),
and its scenarios are run (step 5). Only the rule module and the loader change. Two rules are
played so: the draw rule, which performs an effect, and Surge, a keyword that hooks an existing
timing point ("When Revealed"); without its module, a scenario whose card prints surge fails
("not carried out yet: surge") instead of passing as if the keyword were not printed.

The other tests read what each kind of rule touches from the code as it is, through the registry
and the import graph: Surge lives in one rule module, hooked on a timing point other rules use,
imported by the loader alone; the thwart basic power is a decision of the decisions module that
its own rule module offers, limits and performs, and that :mod:`checker.engine.flow` never names.
"""

from __future__ import annotations

import ast
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from checker.engine import Thwart, read_state
from checker.engine.cards import Keyword
from checker.engine.decisions import OFFERED_IN_ORDER
from checker.engine.loader import load_rules
from checker.engine.table import Table
from checker.engine.timing import When
from checker.engine.turns import Phase
from tests.test_import_graph import MODULES, import_graph

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


# What each kind of rule touches, read from the code as it is: the registry says which module
# carries a rule out and at which timing point, the import graph which modules know of it.

SURGE = "checker.engine.rules.surge"
THWART = "checker.engine.rules.thwart"
LOADER_MODULE = "checker.engine.loader"
FLOW = "checker.engine.flow"


def importers(module: str) -> set[str]:
    return {name for name, imported in import_graph().items() if module in imported}


def names_in(module: str) -> set[str]:
    """Every name, attribute and string constant written in ``module``."""
    tree = ast.parse(MODULES[module].read_text(encoding="utf-8"))
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Name):
            found.add(node.id)
        elif isinstance(node, ast.Attribute):
            found.add(node.attr)
        elif isinstance(node, ast.alias):
            found.add(node.asname or node.name.rpartition(".")[2])
        elif isinstance(node, ast.Constant) and isinstance(node.value, str):
            found.add(node.value)
    return found


def keyword_references(module: str) -> set[str]:
    """The keywords ``module`` names as ``Keyword.X``."""
    tree = ast.parse(MODULES[module].read_text(encoding="utf-8"))
    return {
        node.attr
        for node in ast.walk(tree)
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id == "Keyword"
    }


def loader_mentions(module: str) -> list[str]:
    """Where the loader names the rule module ``module``: its import, then its place in RULE_MODULES."""
    short = module.rpartition(".")[2]
    tree = ast.parse(MODULES[LOADER_MODULE].read_text(encoding="utf-8"))
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module == "checker.engine.rules":
            found += ["import" for alias in node.names if alias.name == short]
        elif isinstance(node, ast.Assign) and any(getattr(t, "id", None) == "RULE_MODULES" for t in node.targets):
            found += ["RULE_MODULES" for item in node.value.elts if getattr(item, "id", None) == short]
    return found


def test_surge_is_one_rule_module_hooked_on_an_existing_timing_point():
    registry = load_rules()
    handlers = [handler for handler in registry.handlers() if handler.function.__module__ == SURGE]
    assert handlers, "no rule of the surge module is registered"
    for handler in handlers:
        hooked = registry.handlers(handler.when, handler.on)
        assert handler in hooked
        # The timing point is not the keyword's own: other rules subscribe to it as well.
        assert {other.function.__module__ for other in hooked} - {SURGE}, (handler.when, handler.on)
    assert str(Keyword.SURGE) in registry.words_carried_out
    # Only the surge module acts on the keyword, and only the loader imports it.
    acting = {module for module in MODULES if "SURGE" in keyword_references(module)}
    assert acting == {SURGE}
    assert importers(SURGE) == {LOADER_MODULE}
    assert loader_mentions(SURGE) == ["import", "RULE_MODULES"]
    assert all((CHECKOUT / "docs" / lang / "scenarios" / "surge.md").is_file() for lang in ("en", "es"))


def thwart_position() -> Table:
    state = read_state("players: A(first); scheme: ms1[threat=3]; A.play: spidey:identity[thw=2]")
    return Table(state)


def test_the_thwart_decision_is_offered_forbidden_and_performed_by_its_rule_module():
    registry = load_rules()
    assert Thwart.__module__ == "checker.engine.decisions" and Thwart in OFFERED_IN_ORDER
    table = thwart_position()
    offering = {
        handler.function.__module__
        for handler in registry.handlers(When.OFFER, Phase.PLAYER)
        if any(isinstance(decision, Thwart) for decision in handler.function(table, "A"))
    }
    assert offering == {THWART}
    [performing] = registry.handlers(When.PERFORM, Thwart)
    assert performing.function.__module__ == THWART
    # Other rules may limit the decision (a patrol, a crisis icon); the limits of the thwart
    # entry itself are in its module.
    limits = registry.handlers(When.PROHIBITION, Thwart)
    own = {h.function.__module__ for h in limits if any(c.startswith("thwart.") for c in h.clauses)}
    assert own == {THWART}


def test_the_sequence_of_play_names_no_decision_of_its_own():
    # flow.py asks the registry what is offered and performs what is decided: it neither imports
    # the thwart rule nor names the decision, which it would need to hard-code the basic power.
    assert THWART not in import_graph()[FLOW]
    written = names_in(FLOW)
    assert "Thwart" not in written
    assert not [name for name in written if "thwart" in name.lower()]
    assert {module for module in importers(THWART) if not module.startswith("checker.engine.rules.")} == {LOADER_MODULE}


def test_outside_the_rules_a_new_decision_is_only_listed_with_every_other():
    # What a new decision costs beyond its rule module: the modules outside the rules that name
    # it are lists of every decision (its class, the package's exports, the phrases a scenario
    # writes them with), never a rule written for it alone.
    outside = {
        module
        for module in MODULES
        if not module.startswith("checker.engine.rules.") and module != THWART and "Thwart" in names_in(module)
    }
    assert "checker.engine.decisions" in outside
    for module in outside:
        missing = {kind.__name__ for kind in OFFERED_IN_ORDER} - names_in(module)
        assert not missing, f"{module} names Thwart but not {sorted(missing)}: a rule written outside its module"
