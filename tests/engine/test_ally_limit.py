"""Ally Limit: over three allies in play, the player chooses allies to discard (ally-limit.1-.3)."""

import pytest

from checker.engine import (
    Choice,
    Choose,
    PlayCard,
    PutIntoPlay,
    ResolveAbility,
    RuleViolation,
    legal_actions,
    read_state,
    write_state,
)
from checker.engine.rules.ally_limit import ALLY_LIMIT, allies_controlled
from checker.engine.zones import discard
from tests.engine.support import english, play, run

THREE_ALLIES = "players: A(first) B; A.play: peter:identity a1:ally a2:ally a3:ally; B.play: b1:ally"


def test_the_limit_is_three_allies_for_each_player():
    """ally-limit.1: three allies per player; another player's allies do not count."""
    assert ALLY_LIMIT == 3
    state = read_state(THREE_ALLIES)
    assert allies_controlled(state, "A") == ("a1", "a2", "a3")
    assert allies_controlled(state, "B") == ("b1",)


def test_a_fourth_ally_may_be_played_and_the_player_is_asked_which_to_discard():
    """ally-limit.2: playing beyond the limit is legal; then the game waits for the player."""
    state, events = run(f"{THREE_ALLIES}; A.hand: a4:ally", PlayCard("A", "a4"))
    assert state.location("a4").kind.value == "play"
    assert state.pending is not None
    assert (state.pending.player, state.pending.kind, state.pending.clause) == ("A", Choice.DISCARD_ALLY, "ally-limit.2")
    assert sorted(state.pending.options) == ["a1", "a2", "a3", "a4"]
    assert sorted(legal_actions(state), key=str) == sorted((Choose("A", ally) for ally in state.pending.options), key=str)
    assert english(events)[-1] == "A controls 4 allies, over the ally limit: they choose allies to discard."


def test_only_the_player_over_the_limit_answers_and_the_chosen_ally_is_discarded():
    state, _ = run(f"{THREE_ALLIES}; A.hand: a4:ally", PlayCard("A", "a4"))
    with pytest.raises(RuleViolation) as refusal:
        play(state, Choose("B", "a1"))
    assert refusal.value.clause == "ally-limit.2"
    after, events = play(state, Choose("A", "a2"))
    assert after.pending is None
    assert english(events) == ["a2 is discarded.", "a2 leaves play."]
    assert after.location("a2") == discard("A")
    assert len(allies_controlled(after, "A")) == ALLY_LIMIT


def test_a_position_already_over_the_limit_asks_at_the_next_step():
    """ally-limit.2: "if a player ever controls" more allies than the limit, whatever caused it."""
    state, _ = run(
        "players: A(first); A.play: a1:ally a2:ally a3:ally a4:ally a5:ally; set-aside: s1:support[owner=A]",
        PutIntoPlay("s1", "A"),
    )
    assert state.pending is not None and len(state.pending.options) == 5
    state, _ = play(state, Choose("A", "a1"))
    assert state.pending is not None and sorted(state.pending.options) == ["a2", "a3", "a4", "a5"]
    state, _ = play(state, Choose("A", "a5"))
    assert state.pending is None and allies_controlled(state, "A") == ("a2", "a3", "a4")


def test_toughness_of_the_entering_ally_waits_for_the_limit():
    """ally-limit.3: the limit comes before abilities that resolve upon entering play."""
    table = "players: A(first); A.play: a1:ally a2:ally a3:ally; set-aside: tough:ally[owner=A toughness]"
    state, events = run(table, PutIntoPlay("tough", "A"))
    assert state.card("tough").counter("tough") == 0
    assert [event.key.value for event in events] == ["enters-play", "over-ally-limit"]
    kept, events = play(state, Choose("A", "a1"))
    assert [event.key.value for event in events] == ["discarded", "leaves-play", "counters-set"]
    assert kept.card("tough").counter("tough") == 1
    gone, events = play(state, Choose("A", "tough"))
    assert [event.key.value for event in events] == ["discarded", "leaves-play"]
    assert gone.card("tough").counter("tough") == 0


def test_an_ally_within_the_limit_gets_its_toughness_at_once():
    state, events = run(
        "players: A(first); A.play: a1:ally a2:ally; set-aside: tough:ally[owner=A toughness]", PutIntoPlay("tough", "A")
    )
    assert state.pending is None and state.card("tough").counter("tough") == 1


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_pending_discard_reads_back_in_either_language(lang):
    state, _ = run(f"{THREE_ALLIES}; A.hand: a4:ally", PlayCard("A", "a4"))
    assert read_state(write_state(state, lang)) == state


def test_a_choice_asked_by_another_rule_holds_back_no_ability_of_an_entering_ally():
    """Only a choice the ally limit asks as the ally enters holds its abilities back: while
    another decision waits (where an attachment goes), an ally within the limit gets its
    Toughness at once."""
    state, _ = run(
        "players: A(first) B; A.play: peter:identity bomb:support; B.play: carol:identity; "
        "set-aside: hook:attachment[attach-to=identity] tough:ally[owner=A toughness]",
        ResolveAbility("bomb", (PutIntoPlay("hook"), PutIntoPlay("tough", "A"))),
    )
    assert state.pending is not None and state.pending.kind is Choice.ATTACH_HOST
    assert state.card("tough").counter("tough") == 1
