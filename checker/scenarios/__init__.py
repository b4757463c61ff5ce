"""Scenarios: rulings written as executable examples next to the rules they interpret.

A scenario is a ``scenario`` code block on an entry's page (``docs/<lang>/scenarios/<entry>.md``)
written in the page's language: a set-up in the engine's state notation, actions, and after each
action the event log and facts it expects. :func:`parse_scenarios` reads a page,
:func:`run_scenario` checks one scenario against the engine, :func:`verify` gives every clause of
the glossary a verdict.
"""

from checker.scenarios.model import Location, Ruling, Scenario, ScenarioSyntaxError, Step
from checker.scenarios.parity import ParityProblem, parity_problems
from checker.scenarios.parser import parse_block, parse_scenarios
from checker.scenarios.runner import ScenarioResult, run_scenario
from checker.scenarios.verify import VerifyReport, verify

__all__ = [
    "Location",
    "ParityProblem",
    "Ruling",
    "Scenario",
    "ScenarioResult",
    "ScenarioSyntaxError",
    "Step",
    "VerifyReport",
    "parity_problems",
    "parse_block",
    "parse_scenarios",
    "run_scenario",
    "verify",
]
