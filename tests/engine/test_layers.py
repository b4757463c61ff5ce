"""The engine's modules import only downwards, layer by layer:
flow and setup -> loader -> rules -> registry -> timing -> table -> forms, actions and outcome ->
notation (it reads and writes states from above them) -> state -> card data (and the deck
building card data) -> card notation -> schema, card schema -> errors, entering and leaving play
-> events -> turns (the structure of a game in time, whose windows name timing triggers and
occurrences) -> cards, zones; execution, the record of which clauses ran, is under all of them."""

from tests.test_import_graph import import_graph

LAYERS = (
    ("checker.engine",),
    ("checker.engine.flow", "checker.engine.setup"),
    ("checker.engine.loader",),
    ("checker.engine.rules",),
    ("checker.engine.registry",),
    ("checker.engine.timing",),
    ("checker.engine.table",),
    ("checker.engine.forms", "checker.engine.actions", "checker.engine.outcome"),
    ("checker.engine.notation",),
    ("checker.engine.state", "checker.engine.decisions"),
    ("checker.engine.card_data", "checker.engine.deck_cards"),
    ("checker.engine.card_notation",),
    ("checker.engine.schema", "checker.engine.card_schema"),
    ("checker.engine.errors", "checker.engine.play_status"),
    ("checker.engine.events",),
    ("checker.engine.turns",),
    ("checker.engine.cards", "checker.engine.zones"),
    ("checker.engine.execution",),
)
"""Top first. A rule module may use another rule module's helpers: the rules are one layer."""


def layer_of(module: str) -> int:
    for depth, names in enumerate(LAYERS):
        if module in names or (module.startswith("checker.engine.rules.") and "checker.engine.rules" in names):
            return depth
    raise AssertionError(f"{module} belongs to no layer of the engine: add it to LAYERS")


def test_every_engine_module_imports_only_lower_layers():
    graph = import_graph()
    upward = []
    for module, imported in graph.items():
        if not module.startswith("checker.engine"):
            continue
        for target in imported:
            if target.startswith("checker.engine") and target != "checker.engine":
                same_rules_layer = layer_of(module) == layer_of(target) == layer_of("checker.engine.rules")
                if layer_of(target) <= layer_of(module) and not same_rules_layer:
                    upward.append(f"{module} -> {target}")
    assert upward == []
