"""In Play and Out of Play: derived from zone and facing; entering, leaving, targeting."""

import pytest

from checker.engine import (
    Attach,
    Defeat,
    Discard,
    EliminatePlayer,
    Flip,
    MoveCard,
    PlayCard,
    PutIntoPlay,
    Reveal,
    RuleViolation,
    Side,
    Target,
    UseAbility,
    read_state,
)
from checker.engine.state import is_in_play, side_in_play
from tests.engine.support import english, keys, run

TABLE = (
    "players: A(first) B; villain: rhino rhino2; scheme: ms1[side=B] ms2; "
    "villain-area: ss1[threat=1] env:environment; encounter-deck: t1 m9:minion; encounter-discard: t2; "
    "A.hand: h1 ev:event; A.deck: d1; A.discard: x1; "
    "A.play: peter:identity[name=\"Spider-Man\"]{web:upgrade ~under1} ally1 sup:support ob:obligation; "
    "A.engaged: m1{att:attachment}; A.dealt: f1:minion; "
    "set-aside: dg:attachment; removed: gone"
)

IN_PLAY = {
    "peter": "in-play-and-out-of-play.2.1",
    "ally1": "in-play-and-out-of-play.2.1",
    "sup": "in-play-and-out-of-play.2.1",
    "web": "in-play-and-out-of-play.2.1",
    "rhino": "in-play-and-out-of-play.2.2",
    "ms1": "in-play-and-out-of-play.2.2",
    "ss1": "in-play-and-out-of-play.2.3",
    "env": "in-play-and-out-of-play.2.3",
    "m1": "in-play-and-out-of-play.2.3",
    "att": "in-play-and-out-of-play.2.3",
    "ob": "in-play-and-out-of-play.2.3",
}
OUT_OF_PLAY = {
    "h1": "in-play-and-out-of-play.3.1",
    "d1": "in-play-and-out-of-play.3.1",
    "x1": "in-play-and-out-of-play.3.1",
    "t1": "in-play-and-out-of-play.3.2",
    "t2": "in-play-and-out-of-play.3.2",
    "rhino2": "in-play-and-out-of-play.3.2",
    "ms2": "in-play-and-out-of-play.3.2",
    "f1": "in-play-and-out-of-play.3.2",
    "under1": "in-play-and-out-of-play.3.3",
    "dg": "in-play-and-out-of-play.3.5",
    "gone": "in-play-and-out-of-play.3.5",
}


@pytest.mark.parametrize("card", sorted(IN_PLAY))
def test_cards_listed_as_in_play_are_in_play(card):
    assert is_in_play(read_state(TABLE), card), IN_PLAY[card]


@pytest.mark.parametrize("card", sorted(OUT_OF_PLAY))
def test_cards_listed_as_out_of_play_are_out_of_play(card):
    assert not is_in_play(read_state(TABLE), card), OUT_OF_PLAY[card]


def test_only_the_faceup_side_of_a_double_sided_card_is_in_play():
    """in-play-and-out-of-play.2.7, its example in-play-and-out-of-play.2.7.1, and .3.7: in alter-ego form the hero side is not in play."""
    state = read_state(TABLE)
    assert side_in_play(state, "peter", Side.A) and not side_in_play(state, "peter", Side.B)
    flipped, events = run(TABLE, Flip("peter"))
    assert side_in_play(flipped, "peter", Side.B) and not side_in_play(flipped, "peter", Side.A)
    assert english(events) == ["Spider-Man is flipped to side B."]


def test_an_ability_on_the_facedown_side_cannot_be_used():
    with pytest.raises(RuleViolation) as error:
        run(TABLE, UseAbility("peter", side=Side.B))
    assert error.value.clause == "in-play-and-out-of-play.3.7"
    state, events = run(TABLE, Flip("peter"), UseAbility("peter", side=Side.B))
    assert english(events)[-1] == "The ability of Spider-Man is used."


def test_moving_into_a_play_area_enters_play():
    """in-play-and-out-of-play.2.4"""
    _, events = run(TABLE, PlayCard("A", "h1"))
    assert english(events) == ["A plays h1.", "h1 enters play."]
    assert events[-1].clause == "in-play-and-out-of-play.2.4"


def test_a_revealed_minion_enters_play_engaged_with_the_player_it_was_dealt_to():
    """in-play-and-out-of-play.2.3 and .2.4 (like the Nemesis minion of example in-play-and-out-of-play.2.4.1)."""
    state, events = run(TABLE, Reveal("f1"))
    assert state.location("f1").holder == "A"
    assert english(events) == ["f1 is revealed.", "f1 engages A.", "f1 enters play."]


def test_moving_out_of_a_play_area_leaves_play_and_takes_the_attached_cards_along():
    """in-play-and-out-of-play.3.6"""
    state, events = run(TABLE, Discard("m1"))
    assert english(events) == ["m1 is discarded.", "m1 leaves play.", "att leaves play.", "att is discarded."]
    assert state.in_zone(state.location("att"))[:2] == ("att", "m1")


def test_moving_between_two_play_areas_neither_enters_nor_leaves_play():
    _, events = run(TABLE, EliminatePlayer("A"))
    assert [event.key.value for event in events if getattr(event.params.get("card"), "id", "") == "m1"] == ["engaged"]


def test_put_into_play_from_set_aside_enters_play():
    _, events = run(TABLE, PutIntoPlay("dg", host="rhino"))
    assert keys(events) == ["attached", "enters-play"]


def test_a_card_already_in_play_cannot_be_put_into_play():
    with pytest.raises(Exception) as error:
        run(TABLE, PutIntoPlay("ally1"))
    assert error.value.render("en").startswith("ally1 is already in play (state: ")


def test_abilities_can_only_target_cards_in_play():
    """in-play-and-out-of-play.2.5"""
    with pytest.raises(RuleViolation) as error:
        run(TABLE, Target("ally1", "x1"))
    assert error.value.clause == "in-play-and-out-of-play.2.5"
    assert error.value.render("en").startswith(
        "x1 is out of play and the ability of ally1 does not refer to an out-of-play area (rule"
    )
    assert error.value.render("es").startswith(
        "x1 está fuera del juego y la capacidad de ally1 no alude a ninguna zona fuera del juego (regla"
    )


def test_an_ability_that_refers_to_an_out_of_play_area_may_target_there():
    """in-play-and-out-of-play.2.5, the exception in parentheses."""
    table = TABLE.replace("ally1", 'ally1[ability="action: refers-to-out-of-play"]')
    _, events = run(table, Target("ally1", "x1"))
    assert english(events) == ["ally1 targets x1."]


def test_out_of_play_cards_cannot_initiate_abilities():
    """in-play-and-out-of-play.2.6"""
    with pytest.raises(RuleViolation) as error:
        run(TABLE, UseAbility("h1"))
    assert error.value.clause == "in-play-and-out-of-play.2.6"


def test_a_card_that_works_out_of_play_may_use_its_ability_there():
    """in-play-and-out-of-play.2.6 (the Technovirus Purge example, in-play-and-out-of-play.2.6.1)."""
    purge = 'purge:side-scheme[ability="constant: used-from-out-of-play"]'
    table = TABLE.replace("set-aside: dg:attachment", f"set-aside: dg:attachment {purge}")
    _, events = run(table, UseAbility("purge"))
    assert keys(events) == ["ability-used"]


def test_events_and_treacheries_resolve_from_out_of_play():
    """in-play-and-out-of-play.3.4: they never enter play, and their abilities work."""
    state, events = run(TABLE, PlayCard("A", "ev"), Reveal("t1"), UseAbility("t2"))
    assert english(events) == [
        "A plays ev.",
        "ev resolves from out of play.",
        "ev is discarded.",
        "t1 is revealed.",
        "t1 resolves from out of play.",
        "t1 is discarded.",
        "The ability of t2 is used.",
    ]
    assert not is_in_play(state, "ev") and not is_in_play(state, "t1")


def test_a_defeated_victory_minion_leaves_the_game_for_the_victory_display():
    """in-play-and-out-of-play.3.5.1 (the Victory example): out of play, in the victory display (victory-x.1)."""
    state, events = run(TABLE.replace("A.engaged: m1", "A.engaged: m1[victory]"), Defeat("m1"))
    assert state.location("m1").kind.value == "victory-display" and not is_in_play(state, "m1")
    assert events[0].render("es") == "Se derrota a m1."


def test_cards_placed_facedown_under_an_in_play_card_stay_out_of_play():
    """in-play-and-out-of-play.3.3 (the Painted Lady example, in-play-and-out-of-play.3.3.1)."""
    state, events = run(TABLE, MoveCard("h1", "A.play"), Attach("h1", "rhino", facedown=True))
    assert not is_in_play(state, "h1")
    assert keys(events) == ["moved", "enters-play", "placed-under", "leaves-play"]
