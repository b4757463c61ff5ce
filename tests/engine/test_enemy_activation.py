"""Villain phase step two: the enemies attack and scheme (villain-phase.1.2, attack-enemy-activation,
scheme-enemy-activation, defend, boost, retaliate-x)."""

import pytest

from checker.engine import (
    DAMAGE,
    THREAT,
    Choice,
    Choose,
    Discard,
    EngineError,
    PerformStep,
    RuleViolation,
    VillainStep,
    legal_actions,
    read_state,
    write_state,
)
from tests.engine.support import keys, play, run

STEP_TWO = PerformStep(VillainStep.ENEMIES_ACTIVATE)

ATTACK = (
    "players: A(first) B; phase: villain 2; villain: rhino[atk=3 sch=1 hp=14]; scheme: ms1[side=B target=20]; "
    "encounter-deck: b1[boost=1] b2 t9; A.play: spidey:identity[hp=10 def=2] cap:ally[hp=3]; "
    "B.play: peter:identity[side=B hp=10]"
)
"""The villain attacks A, in hero form with a ready hero and ally, then schemes against B."""


def test_the_attacked_player_is_asked_to_declare_a_defender_and_legal_actions_lists_the_answers():
    """attack-enemy-activation.2.4.2: the player may declare a defender (or none); the game waits."""
    state, events = run(ATTACK, STEP_TWO)
    assert keys(events) == ["attack-initiated", "boost-given"]
    assert (state.pending.player, state.pending.kind) == ("A", Choice.DECLARE_DEFENDER)
    assert legal_actions(state) == [Choose("A", "spidey"), Choose("A", "cap"), Choose("A", "no-defender")]
    assert state.step is VillainStep.ENEMIES_ACTIVATE


def test_another_player_cannot_answer_the_declaration():
    """defend.2: only the attacked player defends this attack; the refusal cites the declaration."""
    state, _ = run(ATTACK, STEP_TWO)
    with pytest.raises(RuleViolation) as refusal:
        play(state, Choose("B", "peter"))
    assert refusal.value.clause == "attack-enemy-activation.2.4.2"


def test_the_declaration_reads_and_writes_in_both_languages():
    state, _ = run(ATTACK, STEP_TWO)
    spanish = write_state(state, "es")
    assert "declarar-defensor(rhino A) spidey cap sin-defensor" in spanish
    assert read_state(spanish) == state


def test_a_defending_hero_reduces_the_damage_by_def_and_exhausts():
    """defend.3: ATK 3 + 1 boost icon - DEF 2 = 2 damage to the hero, who exhausts."""
    state, _ = run(ATTACK, STEP_TWO, Choose("A", "spidey"))
    assert state.card("spidey").counter(DAMAGE) == 2
    assert state.card("spidey").exhausted and not state.card("cap").exhausted


def test_an_ally_takes_all_the_damage_and_the_excess_is_lost():
    """defend.4, attack-enemy-activation.2.4.5.2: 4 damage to a 3-hit-point ally; none to the hero."""
    state, _ = run(ATTACK, STEP_TWO, Choose("A", "cap"))
    assert state.location("cap").kind.value == "discard"
    assert state.card("spidey").counter(DAMAGE) == 0


def test_after_the_attack_the_step_goes_on_with_the_next_player_and_then_ends():
    """villain-phase.1.2: B, in alter-ego form, is schemed against (SCH 1, no boost icons); then
    step two is over and step three comes next."""
    state, _ = run(ATTACK, STEP_TWO, Choose("A", "no-defender"))
    assert state.card("spidey").counter(DAMAGE) == 4
    assert state.card("ms1").counter(THREAT) == 1
    assert state.pending is None and state.activations == ()
    assert state.step is VillainStep.DEAL_ENCOUNTER_CARDS
    assert legal_actions(state) == [PerformStep(VillainStep.DEAL_ENCOUNTER_CARDS)]


def test_a_player_chooses_the_order_of_their_engaged_minions_one_at_a_time():
    """villain-phase.1.2: with two minions left, the player chooses; the last one needs no choice."""
    notation = (
        "players: A(first); phase: villain 2; scheme: ms1[side=B target=20]; encounter-deck: t9; "
        "A.play: peter:identity[side=B hp=10]; A.engaged: m1[sch=1 hp=2] m2[sch=2 hp=2] m3[sch=3 hp=2]"
    )
    state, _ = run(notation, STEP_TWO)
    assert (state.pending.kind, state.pending.options) == (Choice.NEXT_MINION, ("m1", "m2", "m3"))
    state, events = play(state, Choose("A", "m3"))
    assert [event.params["card"].id for event in events if event.key.value == "threat-placed"] == ["ms1"]
    assert state.pending.options == ("m1", "m2")
    state, events = play(state, Choose("A", "m2"))
    assert [event.params["enemy"].id for event in events if event.key.value == "scheme-initiated"] == ["m2", "m1"]
    assert state.card("ms1").counter(THREAT) == 6


def test_a_card_that_leaves_play_comes_back_ready():
    state, _ = run(
        "players: A(first); scheme: ms1[side=B target=20]; A.play: peter:identity cap:ally[exhausted]", Discard("cap")
    )
    assert not state.card("cap").exhausted


def test_an_exhausted_card_reads_and_writes_in_both_languages():
    state = read_state("players: A(first); A.play: cap:ally[exhausted]")
    assert state.card("cap").exhausted
    assert write_state(state, "es") == "jugadores: A(inicial); A.juego: cap[agotada]"
    assert read_state(write_state(state, "es")) == state


def test_when_the_attacked_player_declares_no_defender_the_next_player_who_can_defend_is_asked():
    """defend.2, ally.5: any player may defend, one at a time; a player with no ready character
    is passed over, and one who defends becomes the target player (attack-enemy-activation.2.3)."""
    notation = (
        "players: A(first) B C; phase: villain 2; scheme: ms1[side=B target=20]; encounter-deck: t9; "
        "A.play: spidey:identity[hp=10 def=1]; A.engaged: m1[atk=2 hp=3]; "
        "B.play: peter:identity[side=B hp=10]; C.play: carol:identity[side=B hp=10] cap:ally[hp=3]"
    )
    state, _ = run(notation, STEP_TWO, Choose("A", "no-defender"))
    assert (state.pending.player, state.pending.options, state.pending.context) == ("C", ("cap", "no-defender"), "A")
    state, _ = play(state, Choose("C", "cap"))
    assert state.card("cap").counter(DAMAGE) == 2
    assert state.card("spidey").counter(DAMAGE) == 0


def test_when_no_player_defends_the_attack_is_undefended():
    state, _ = run(ATTACK.replace("B.play: peter:identity[side=B hp=10]", "B.play: carol:identity[hp=10 def=2]"),
                   STEP_TWO, Choose("A", "no-defender"))
    assert state.pending.player == "B"
    state, _ = play(state, Choose("B", "no-defender"))
    assert state.card("spidey").counter(DAMAGE) == 4


def test_an_ability_that_declares_the_defender_and_does_more_is_refused_not_cut_short():
    """The engine carries out only the declaration of such an ability: one that also deals
    damage is refused by name rather than played as if its other effect were not printed."""
    notation = ("players: A(first); phase: villain 2; scheme: ms1[side=B target=20]; villain: rhino[atk=3 hp=14]; "
                "encounter-deck: b1 t9; "
                'A.play: spidey:identity[hp=10 def=2] shield:upgrade[ability="interrupt: declare-defender, damage+3"]')
    state, _ = run(notation, STEP_TWO)
    assert Choose("A", "shield") in legal_actions(state)
    with pytest.raises(EngineError) as refused:
        play(state, Choose("A", "shield"))
    assert "shield: the engine carries out the effect damage" in str(refused.value)
