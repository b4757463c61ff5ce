"""Quickstrike where the engine cannot carry it on: a "When Revealed" ability awaiting a decision."""

import pytest

from checker.engine import EngineError, GameState, PerformStep, VillainStep, apply
from checker.engine.errors import REASONS


def test_quickstrike_after_a_when_revealed_decision_is_refused_not_passed_over():
    """The minion's "When Revealed" attack on an ally waits for the player to declare a defender;
    its quickstrike cannot wait with it, so the engine says so instead of dropping the attack."""
    state = GameState.from_notation(
        "players: A(first); phase: villain 4; villain: rhino[hp=14]; scheme: ms1[side=B target=20]; "
        "A.play: spidey:identity[hp=10 def=2] cap:ally[hp=4]; "
        "A.dealt: m1:minion[atk=3 hp=2 quickstrike reveal-a=attack-ally]"
    )
    with pytest.raises(EngineError) as refusal:
        apply(state, PerformStep(VillainStep.REVEAL_ENCOUNTER_CARDS))
    assert refusal.value.reason == REASONS.QUICKSTRIKE_AFTER_DECISION
