"""The rules registry: every declared clause exists, every effect has one rule performing it, the
Simultaneous Timing Priority orders triggers, and the registry records which clauses ran."""

import pytest

from checker.engine import (
    Action,
    Decision,
    DiscardFromEncounterDeck,
    PlaceThreat,
    VillainStep,
    read_state,
    setup,
)
from checker.engine.events import Event, EventKey
from checker.engine.loader import RULE_MODULES, load_rules
from checker.engine.registry import Registry
from checker.engine.table import Table
from checker.engine.timing import PRIORITY, When
from checker.glossary import load_glossary
from tests.test_import_graph import import_graph

RULES = load_rules()


@pytest.fixture(scope="module")
def clause_ids() -> set[str]:
    return {clause.id for entry in load_glossary().entries for clause in entry.walk()}


def test_every_clause_a_rule_declares_exists_in_the_glossary(clause_ids):
    declared = {(clause, handler.name) for handler in RULES.handlers() for clause in handler.clauses}
    assert declared
    assert sorted(item for item in declared if item[0] not in clause_ids) == []


def test_every_rule_module_registers_rules():
    modules = {handler.function.__module__ for handler in RULES.handlers()}
    assert modules == {module.__name__ for module in RULE_MODULES}


def test_only_the_loader_imports_the_rule_modules():
    graph = import_graph()
    importers = {
        module
        for module, imported in graph.items()
        if not module.startswith("checker.engine.rules")
        and any(name.startswith("checker.engine.rules.") for name in imported)
    }
    assert importers == {"checker.engine.loader"}


@pytest.mark.parametrize("kind", [*Action.__args__, *Decision.__args__], ids=lambda kind: kind.__name__)
def test_every_effect_and_decision_has_one_rule_carrying_it_out(kind):
    """A choice is answered through the sequence, which hands it to the rule that asked it
    (When.ANSWER); a step of the villain phase goes through it to the rule of that step."""
    performers = RULES.handlers(When.PERFORM, kind)
    assert len(performers) == 1


@pytest.mark.parametrize("step", list(VillainStep), ids=lambda step: step.name)
def test_every_villain_step_has_one_rule_carrying_it_out(step):
    assert len(RULES.handlers(When.PERFORM, step)) == 1


def test_simultaneous_triggers_resolve_in_timing_priority():
    """Registered in the reverse order, they still run constant, interrupt, When Revealed,
    response, consequential damage."""
    registry = Registry()
    ran: list[When] = []
    for when in (When.CONSEQUENTIAL_DAMAGE, When.RESPONSE, When.WHEN_REVEALED, When.FORCED_INTERRUPT, When.CONSTANT):
        registry.rule(when=when, on=EventKey.REVEALED)(lambda table, event, when=when: ran.append(when))
    table = Table(read_state("players: A(first)"))
    table.emit(EventKey.REVEALED, None, card="x")
    registry.settle(table)
    assert ran == [When.CONSTANT, When.FORCED_INTERRUPT, When.WHEN_REVEALED, When.RESPONSE, When.CONSEQUENTIAL_DAMAGE]
    assert ran == sorted(ran, key=PRIORITY.get)


def test_interrupts_resolve_as_their_condition_initiates_and_the_rest_after_it():
    """interrupt.4: an interrupt resolves before its triggering condition resolves; the code that
    initiates the condition carries it out only once they have run."""
    registry = Registry()
    ran: list[When] = []
    for when in (When.RESPONSE, When.WHEN_COMPLETED, When.CONSTANT):
        registry.rule(when=when, on=EventKey.SCHEME_COMPLETED)(lambda table, event, when=when: ran.append(when))
    table = Table(read_state("players: A(first)"))
    registry.initiate(table, EventKey.SCHEME_COMPLETED, None, card="x")
    assert ran == [When.CONSTANT, When.WHEN_COMPLETED]
    registry.settle(table)
    assert ran == [When.CONSTANT, When.WHEN_COMPLETED, When.RESPONSE]


def test_state_checks_run_until_none_fires():
    registry = Registry()
    counts = {"threat": 0}

    def one_more_until_three(table):
        if counts["threat"] >= 3:
            return False
        counts["threat"] += 1
        table.emit(EventKey.ACCELERATION_TOKEN, None)
        return True

    registry.rule(when=When.STATE_CHECK)(one_more_until_three)
    table = Table(read_state("players: A(first)"))
    registry.settle(table)
    assert counts["threat"] == 3
    assert [event.key for event in table.events] == [EventKey.ACCELERATION_TOKEN] * 3


def test_the_registry_records_the_clauses_of_the_rules_that_ran():
    running_out = read_state(
        "players: A(first); scheme: ms1[side=B target=20] ms2; encounter-deck: t1 t2; encounter-discard: d1"
    )
    with RULES.recording() as ran:
        setup.perform(running_out, DiscardFromEncounterDeck(2))
    assert {"encounter-deck.3.1", "encounter-deck.3"} <= set(ran)
    with RULES.recording() as ran:
        setup.perform(running_out, DiscardFromEncounterDeck(1))
    assert "encounter-deck.3.1" in ran
    assert "encounter-deck.3" not in ran, "the deck did not run out: its state check did not fire"


def test_events_carry_the_clause_that_made_them():
    state = read_state("players: A(first); scheme: ms1[side=B target=2] ms2[target=5]")
    _, events = setup.perform(state, PlaceThreat("ms1", 2))
    completed = [event for event in events if event.key is EventKey.SCHEME_COMPLETED]
    assert completed == [Event.make(EventKey.SCHEME_COMPLETED, "main-scheme.3", card=completed[0].params["card"])]
