"""The order of damage.2.3.3: what the engine refuses when an interrupt to damage would stop the
game for a decision, and an optional interrupt to a defeat, which waits for its player."""

import pytest

from checker.engine import Attack, Choose, EngineError, apply, read_state
from checker.engine.errors import REASONS
from tests.engine.support import keys

POSITION = "players: A(first); scheme: ms1[side=B target=20]; villain: rhino[hp=14]; A.play: spidey:identity[atk=2 hp=10]"


def test_an_optional_interrupt_to_a_character_about_to_take_damage_is_refused():
    """The attack goes on once its damage is dealt: a decision in the middle of the damage
    could not hold it, so the engine says so rather than skip the interrupt."""
    state = read_state(POSITION + '; A.engaged: m1:minion[hp=3 ability="interrupt[would-take-damage]: flinch"]')
    with pytest.raises(EngineError) as refusal:
        apply(state, Attack("A", "spidey", "m1"))
    assert refusal.value.reason == REASONS.DECISION_IN_DAMAGE_INTERRUPTS


def test_forced_interrupts_to_damage_on_two_cards_need_an_order_and_are_refused():
    """forced.6: the first player would choose which resolves first."""
    state = read_state(
        POSITION.replace("hp=10]", 'hp=10] ward:support[ability="forced-interrupt[damage-dealt minion]: ward"]')
        + '; A.engaged: m1:minion[hp=3 ability="forced-interrupt[damage-dealt]: roar"]'
    )
    with pytest.raises(EngineError) as refusal:
        apply(state, Attack("A", "spidey", "m1"))
    assert refusal.value.reason == REASONS.DECISION_IN_DAMAGE_INTERRUPTS


def test_an_optional_interrupt_to_a_defeat_holds_the_discard_until_it_is_answered():
    """damage.2.3.3.7, .8: the When Defeated ability, a forced interrupt, resolves first; the
    minion stays in play, and is not defeated twice, until its player answers the interrupt."""
    state = read_state(
        POSITION.replace("hp=10]", 'hp=10] ward:support[ability="interrupt[defeated minion]: brace"]')
        + '; A.engaged: m1:minion[hp=2 ability="when-defeated: fall"]'
    )
    waiting, events = apply(state, Attack("A", "spidey", "m1"))
    assert keys(events).count("defeated") == 1
    assert "when-defeated" in keys(events) and "discarded" not in keys(events)
    assert waiting.pending.subject == "ward" and waiting.is_in_play("m1")
    done, events = apply(waiting, Choose("A", "use"))
    assert keys(events)[:2] == ["ability-resolves", "discarded"]
    assert not done.is_in_play("m1")
