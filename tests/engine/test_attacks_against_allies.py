"""The attack-ally effect outside the abilities that carry it out, and in the notation."""

import pytest

from checker.engine import EngineError, PlayCard, apply, read_state, write_state
from checker.engine.errors import REASONS

EVENT = 'A.hand: ev:event[cost=0 ability="hero-action: attack-ally"]'


def test_an_event_that_makes_an_enemy_attack_an_ally_is_refused_not_passed_over():
    """Only a "When Revealed" ability, which a player resolves, says whose ally is attacked."""
    state = read_state(
        "players: A(first); villain: rhino[atk=2 hp=14]; scheme: ms1[side=B target=20]; "
        f"A.play: spidey:identity[atk=2 hp=10] cap:ally[hp=3]; {EVENT}"
    )
    with pytest.raises(EngineError) as refusal:
        apply(state, PlayCard("A", "ev"))
    assert refusal.value.reason == REASONS.ALLY_ATTACK_NOT_CARRIED_OUT


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_attack_ally_effect_round_trips_in_both_languages(lang):
    state = read_state("players: A(first); A.dealt: m1:minion[atk=1 hp=2 reveal-a=attack-ally]")
    written = write_state(state, lang)
    assert ("ataca-aliado" in written) == (lang == "es")
    assert read_state(written) == state


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_choice_of_the_attacked_ally_round_trips_in_both_languages(lang):
    state = read_state(
        "players: A(first); pending: A attacked-ally(m1 A) cap wasp [attacks-against-allies.1]; "
        "A.play: cap:ally wasp:ally; A.engaged: m1:minion"
    )
    written = write_state(state, lang)
    assert ("aliado-atacado" in written) == (lang == "es")
    assert read_state(written) == state
