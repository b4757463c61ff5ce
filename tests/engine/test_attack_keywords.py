"""Attack keywords where the engine cannot carry them on: a quickstrike after a "When Revealed"
ability awaiting a decision, ranged printed on a card whose ability is an attack made by another
character."""

import pytest

from checker.engine import (
    EngineError,
    GameState,
    PerformStep,
    PlayCard,
    VillainStep,
    apply,
)
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


def test_an_event_printing_ranged_is_refused_not_retaliated():
    """The event's attack is its player's identity's, and the attacked event names the hero only:
    retaliate could not tell the attack is ranged, so the engine says so instead of retaliating."""
    state = GameState.from_notation(
        "players: A(first); villain: rhino[hp=14 retaliate=1]; scheme: ms1[side=B target=20]; "
        'A.play: spidey:identity[atk=2 hp=10]; A.hand: shot:event[cost=0 ranged ability="hero-action(attack): damage+3"]'
    )
    with pytest.raises(EngineError) as refusal:
        apply(state, PlayCard("A", "shot"))
    assert refusal.value.reason == REASONS.RANGED_CARD_NOT_CARRIED_OUT
