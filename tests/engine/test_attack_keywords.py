"""Attack keywords where the engine cannot carry them on: ranged printed on a card whose ability
is an attack made by another character."""

import pytest

from checker.engine import (
    EngineError,
    PlayCard,
    apply,
    read_state,
)
from checker.engine.errors import REASONS


def test_an_event_printing_ranged_is_refused_not_retaliated():
    """The event's attack is its player's identity's, and the attacked event names the hero only:
    retaliate could not tell the attack is ranged, so the engine says so instead of retaliating."""
    state = read_state(
        "players: A(first); villain: rhino[hp=14 retaliate=1]; scheme: ms1[side=B target=20]; "
        'A.play: spidey:identity[atk=2 hp=10]; A.hand: shot:event[cost=0 ranged ability="hero-action(attack): damage+3"]'
    )
    with pytest.raises(EngineError) as refusal:
        apply(state, PlayCard("A", "shot"))
    assert refusal.value.reason == REASONS.RANGED_CARD_NOT_CARRIED_OUT
