"""The modules of ``checker/`` import each other without a cycle.

Every ``import`` and ``from ... import`` statement counts, wherever it is written: at the top of
a module, inside a function, or under ``if TYPE_CHECKING``. An import hidden inside a function
still ties two modules together; hiding it only moves the failure to run time. So does a module
loaded by name (``importlib.import_module("checker.search")``): every string of a module that
names a module of ``checker`` counts as an import of it, and so does an f-string that names one
of a package's modules from a variable part (``f"checker.glossary.readers.{name}"`` imports
every module of that package).

The state knows nothing of its notation: the notation reads and writes states from above, so no
chain of imports leads from the state, or from a module the state is built from, to it.
"""

import ast
from pathlib import Path

from checker import PROJECT_ROOT

PACKAGE = PROJECT_ROOT / "checker"


def module_name(path: Path) -> str:
    parts = path.relative_to(PROJECT_ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {module_name(path): path for path in sorted(PACKAGE.rglob("*.py"))}


def imported_modules(name: str, path: Path) -> set[str]:
    """The modules of ``checker`` that the module ``name`` imports, by any statement anywhere."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*anchor, *([base] if base else [])])
            for alias in node.names:
                submodule = f"{base}.{alias.name}"
                found.add(submodule if submodule in MODULES else base)
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value in MODULES:
            # A module's own package ("checker.engine" for its data files) is imported before it anyway.
            if not name.startswith(node.value + "."):
                found.add(node.value)
        elif isinstance(node, ast.JoinedStr) and node.values and isinstance(node.values[0], ast.Constant):
            prefix = str(node.values[0].value)
            if prefix.startswith("checker.") and prefix.endswith("."):
                found.update(module for module in MODULES if module.startswith(prefix))
    return {module for module in found if module in MODULES and module != name}


def import_graph() -> dict[str, set[str]]:
    return {name: imported_modules(name, path) for name, path in MODULES.items()}


def find_cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """One cycle of ``graph`` as the list of modules along it (first repeated at the end), or None."""
    state: dict[str, str] = {}
    trail: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node] = "open"
        trail.append(node)
        for target in sorted(graph[node]):
            if state.get(target) == "open":
                return [*trail[trail.index(target) :], target]
            if target not in state:
                cycle = visit(target)
                if cycle:
                    return cycle
        state[node] = "done"
        trail.pop()
        return None

    for node in sorted(graph):
        if node not in state:
            cycle = visit(node)
            if cycle:
                return cycle
    return None


def test_the_graph_sees_imports_inside_functions():
    graph = {"a": {"b"}, "b": {"a"}}
    assert find_cycle(graph) == ["a", "b", "a"]
    assert "checker.cli" in import_graph()["checker.entry_point"]


def test_the_graph_sees_modules_loaded_by_name(tmp_path):
    module = tmp_path / "loads.py"
    module.write_text(
        "import importlib\n"
        "def load(kind):\n"
        "    importlib.import_module('checker.search')\n"
        "    return importlib.import_module(f'checker.glossary.readers.{kind}')\n",
        encoding="utf-8",
    )
    found = imported_modules("checker.loads", module)
    assert {"checker.search", "checker.glossary.readers.marvelcdb", "checker.glossary.readers.scraped_page"} <= found


def test_checker_has_no_import_cycle():
    cycle = find_cycle(import_graph())
    assert cycle is None, "import cycle: " + " -> ".join(cycle)


def import_path(graph: dict[str, set[str]], start: str, goal: str) -> list[str] | None:
    """The modules along one chain of imports from ``start`` to ``goal``, both included, or None
    when ``start`` does not reach ``goal``, directly or through other modules."""
    trails = {start: [start]}
    queue = [start]
    while queue:
        module = queue.pop(0)
        for target in sorted(graph.get(module, ())):
            if target not in trails:
                trails[target] = [*trails[module], target]
                queue.append(target)
    return trails.get(goal)


def test_the_path_search_follows_imports_through_other_modules():
    graph = {"state": {"cards"}, "cards": {"zones"}, "zones": set(), "notation": {"state"}}
    assert import_path(graph, "state", "zones") == ["state", "cards", "zones"]
    assert import_path(graph, "state", "notation") is None


def test_the_state_knows_nothing_of_its_notation():
    """The notation reads and writes states from the layer above them: neither the state nor any
    module it is built from imports it, in any of the ways the graph counts."""
    graph = import_graph()
    path = import_path(graph, "checker.engine.state", "checker.engine.notation")
    assert path is None, "the state reaches the notation: " + " -> ".join(path)
    assert "checker.engine.state" in graph["checker.engine.notation"]
