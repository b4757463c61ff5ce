"""Play: the round sequence, the legal decisions of each moment, refusals that cite the rule,
and pending decisions that only their player can answer (Rules Reference: Round Sequence,
Player Phase, Villain Phase, First Player)."""

import pytest

from checker.engine import (
    BeginGame,
    ChangeForm,
    Choice,
    Choose,
    EndTurn,
    EngineError,
    GameState,
    NotationError,
    Pending,
    PerformStep,
    Phase,
    PlayCard,
    PutIntoPlay,
    RuleViolation,
    VillainStep,
    apply,
    flow,
    legal_actions,
    read_state,
    write_state,
)
from checker.engine.zones import attached, engaged
from tests.engine.support import run

TWO_PLAYERS = (
    "players: A(first) B; scheme: ms1[side=B accel=1 target=20] ms2; encounter-deck: t1 m1:minion t2 t3; "
    "A.hand: cap:ally web:upgrade; A.play: peter:identity; B.play: carol:identity"
)


def play_all(state: GameState, *decisions) -> tuple[GameState, list[str]]:
    log = []
    for decision in decisions:
        state, events = apply(state, decision)
        log += [event.render("en") for event in events]
    return state, log


def test_the_set_up_ends_with_the_first_players_turn_of_round_one():
    state = read_state("players: A B(first); phase: setup")
    assert legal_actions(state) == [BeginGame()]
    after, log = play_all(state, BeginGame())
    assert (after.round, after.phase, after.active_player) == (1, Phase.PLAYER, "B")
    assert log == ["Round 1 begins.", "B takes their turn."]


def test_the_active_player_may_play_cards_from_hand_change_form_and_end_their_turn():
    state = read_state(TWO_PLAYERS)
    assert legal_actions(state) == [
        PlayCard("A", "cap"),
        PlayCard("A", "web"),
        ChangeForm("A"),
        EndTurn("A"),
    ]


def test_a_whole_round_in_player_order_then_the_six_villain_steps():
    state, log = play_all(
        read_state(TWO_PLAYERS),
        PlayCard("A", "cap"),
        EndTurn("A"),
        EndTurn("B"),
        *[PerformStep(step) for step in VillainStep],
    )
    assert log == [
        "A plays cap.",
        "cap enters play.",
        "B takes their turn.",
        "The player phase ends.",
        "The villain phase begins.",
        "Villain phase, step one: ms1 gets 1 threat (field 1, tokens 0, icons 0).",
        "A is dealt t1 facedown.",
        "B is dealt m1 facedown.",
        "t1 is revealed.",
        "t1 resolves from out of play.",
        "t1 is discarded.",
        "m1 is revealed.",
        "m1 engages B.",
        "m1 enters play.",
        "The first player token passes to B.",
        "Round 2 begins.",
        "B takes their turn.",
    ]
    assert (state.round, state.phase, state.active_player, state.first_player) == (2, Phase.PLAYER, "B", "B")
    assert state.location("m1") == engaged("B")
    after_b, _ = play_all(state, EndTurn("B"))
    assert after_b.active_player == "A", "player order starts from the new first player and goes clockwise"


def test_each_villain_step_comes_in_its_turn():
    state = read_state("players: A(first); phase: villain 2; scheme: ms1[side=B target=9] ms2")
    assert legal_actions(state) == [PerformStep(VillainStep.ENEMIES_ACTIVATE)]
    with pytest.raises(RuleViolation) as error:
        apply(state, PerformStep(VillainStep.PLACE_THREAT))
    assert error.value.clause == "villain-phase.1"
    after, _ = apply(state, PerformStep(VillainStep.ENEMIES_ACTIVATE))
    assert after.step is VillainStep.DEAL_ENCOUNTER_CARDS


def test_only_the_active_player_decides_during_their_turn():
    state = read_state(TWO_PLAYERS)
    with pytest.raises(RuleViolation) as error:
        apply(state, EndTurn("B"))
    assert error.value.clause == "player-phase.1"
    with pytest.raises(RuleViolation) as error:
        apply(state, PlayCard("A", "carol"))
    assert error.value.clause == "player-phase.1"


def test_an_eliminated_player_decides_nothing():
    state = read_state("players: A(first) B(out); B.hand: wasp:ally")
    with pytest.raises(RuleViolation) as error:
        apply(state, PlayCard("B", "wasp"))
    assert error.value.clause == "player-elimination.3"


def test_nothing_is_decided_once_the_game_is_over():
    state = read_state("players: A(first); scheme: ms1[side=B target=2]; completed: ms1")
    assert legal_actions(state) == []
    with pytest.raises(RuleViolation) as error:
        apply(state, EndTurn("A"))
    assert error.value.clause == "main-scheme.3.1"


def test_a_revealed_attachment_with_several_legal_cards_waits_for_the_first_players_choice():
    """First Player: when an encounter card targets one of several eligible cards, the first
    player chooses; the engine never takes one by default. Step four goes on once answered."""
    state = read_state(
        "players: A(first) B; phase: villain 4; scheme: ms1[side=B target=20] ms2; "
        "A.play: peter:identity; A.dealt: hook:attachment[attach-to=identity] t9; B.play: carol:identity"
    )
    waiting, log = play_all(state, PerformStep(VillainStep.REVEAL_ENCOUNTER_CARDS))
    assert log == ["t9 is revealed.", "t9 resolves from out of play.", "t9 is discarded.", "hook is revealed."]
    assert waiting.pending == Pending("A", Choice.ATTACH_HOST, ("peter", "carol"), "in-play-and-out-of-play.2.3", "hook", "A")
    assert waiting.step is VillainStep.REVEAL_ENCOUNTER_CARDS
    assert legal_actions(waiting) == [Choose("A", "peter"), Choose("A", "carol")]
    for refused in (Choose("B", "carol"), Choose("A", "ms1"), PerformStep(VillainStep.REVEAL_ENCOUNTER_CARDS)):
        with pytest.raises(RuleViolation) as error:
            apply(waiting, refused)
        assert error.value.clause == "in-play-and-out-of-play.2.3"
    answered, log = play_all(waiting, Choose("A", "carol"), PerformStep(VillainStep.REVEAL_ENCOUNTER_CARDS))
    assert log == ["hook is attached to carol.", "hook enters play."]
    assert answered.location("hook") == attached("carol")
    assert (answered.pending, answered.step) == (None, VillainStep.PASS_FIRST_PLAYER_TOKEN)


@pytest.mark.parametrize(
    "text",
    [
        "players: A(first) B; round: 3; phase: player B",
        "players: A B(first); phase: villain 4",
        "players: A(first); phase: setup",
        "players: A(out) B(first) C; pending: B attach-host(hook A) carol thor [player-elimination.2.3.1]; "
        "A.play: peter:identity{hook}; B.play: carol:identity; C.play: thor:identity",
    ],
)
@pytest.mark.parametrize("lang", ["en", "es"])
def test_round_phase_and_pending_read_back_in_either_language(text, lang):
    state = read_state(text)
    assert read_state(write_state(state, lang)) == state
    assert write_state(state, "en") == text


def test_the_spanish_notation_names_the_phase_and_the_choice():
    state = read_state(
        "players: A(first) B; round: 2; phase: villain 3; pending: A attach-host(hook) peter carol [x.1]; "
        "A.play: peter:identity{hook}; B.play: carol:identity"
    )
    assert write_state(state, "es").startswith(
        "jugadores: A(inicial) B; ronda: 2; fase: villano 3; pendiente: A vincular-a(hook) peter carol [x.1]"
    )


@pytest.mark.parametrize(
    "text",
    ["players: A(first); phase: player Z", "players: A(first); phase: villain 7", "players: A(first); phase: lunch"],
)
def test_a_bad_phase_is_a_notation_error(text):
    with pytest.raises(NotationError):
        read_state(text)


def test_an_attachment_put_into_play_with_several_legal_cards_waits_for_a_choice():
    state, _ = run(
        "players: A(first) B; A.play: peter:identity; B.play: carol:identity; set-aside: hook:attachment[attach-to=identity]",
        PutIntoPlay("hook"),
    )
    assert state.pending == Pending("A", Choice.ATTACH_HOST, ("peter", "carol"), "in-play-and-out-of-play.2.4", "hook")
    after, log = play_all(state, Choose("A", "peter"))
    assert log == ["hook is attached to peter.", "hook enters play."]
    assert after.location("hook") == attached("peter")


def test_a_choice_no_rule_carries_on_is_an_engine_error():
    state = read_state("players: A(first); pending: A attach-host(hook) peter [x.1]; A.play: peter:identity{hook}")
    with pytest.raises(EngineError) as error:
        apply(state, Choose("A", "peter"))
    assert error.value.params == {"clause": "x.1"}


@pytest.mark.parametrize("notation, forbidden", [
    ("players: A(first); phase: villain 1; scheme: ms1[side=B target=20] ms2", PerformStep(VillainStep.PLACE_THREAT)),
    ("players: A(first); pending: A attach-host(hook) peter carol [x.1]; A.play: peter:identity{hook} carol:ally", Choose("A", "peter")),
])
def test_a_decision_of_the_sequence_that_a_prohibition_forbids_is_not_legal(monkeypatch, notation, forbidden):
    """The legal decisions are what is offered less what a prohibition forbids, in the villain
    phase and for a pending decision as in the set-up and the player phase."""
    state = read_state(notation)
    assert forbidden in legal_actions(state)
    rules = flow.RULES
    monkeypatch.setattr(rules, "legal", lambda table, decision: decision != forbidden)
    assert forbidden not in legal_actions(state)
