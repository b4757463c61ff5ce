"""Player Elimination: the five steps in order, and the game going on without the player."""

import pytest

from checker.engine import (
    Choice,
    Choose,
    DealDamage,
    DealEncounterCards,
    DrawEncounterCard,
    EliminatePlayer,
    EndTurn,
    Pending,
    PlaceThreat,
    PlayCard,
    ResolveAbility,
    Result,
    RuleViolation,
    ZoneKind,
    legal_actions,
    outcome,
    read_state,
    write_state,
)
from checker.engine.zones import ENCOUNTER_DISCARD, REMOVED, attached, discard, engaged, hand
from tests.engine.support import STEP_ONE, english, keys, play, run

TABLE = (
    "players: A(first) B C; scheme: ms1[side=B accel=1p target=99]; encounter-deck: e1 e2 e3 e4; "
    "A.hand: h1 h2; A.deck: d1; A.discard: x1; "
    "A.play: peter:identity[hp=10 damage=8]{web:upgrade} bally:ally[owner=B] perm:support[owner=C permanent] "
    "ob:obligation; A.engaged: m1[damage=1 stunned=1]{a1 ~u1}; A.dealt: f1; "
    "B.play: carol:identity; B.engaged: m2; C.play: thor:identity"
)


def eliminate(table: str = TABLE, *choices: str):
    """Eliminate A, then answer each pending choice with ``choices``, in order, as the player asked."""
    state, events = run(table, EliminatePlayer("A"))
    for option in choices:
        state, more = play(state, Choose(state.pending.player, option))
        events += more
    return state, events


def step_events(events, clause: str) -> list[str]:
    return [event.render("en") for event in events if event.clause == clause]


def test_a_defeated_hero_eliminates_its_player():
    """player-elimination.1"""
    state, events = run(TABLE, DealDamage("peter", 2))
    assert state.player("A").eliminated
    assert english(events)[:3] == ["peter takes 2 damage.", "The hero of A, peter, is defeated.", "A is eliminated."]
    assert events[1].clause == "player-elimination.1"


def test_the_first_player_token_passes_to_the_left():
    """player-elimination.2.1: to the next seat clockwise, skipping eliminated players."""
    state, events = eliminate(TABLE.replace("players: A(first) B C", "players: A(first) B(out) C"))
    assert state.first_player == "C"
    assert step_events(events, "player-elimination.2.1") == ["The first player token passes to C."]


def test_the_token_stays_put_when_someone_else_holds_it():
    state, events = eliminate(TABLE.replace("players: A(first) B C", "players: A B C(first)"))
    assert state.first_player == "C"
    assert step_events(events, "player-elimination.2.1") == []


def test_engaged_minions_engage_the_next_player_keeping_everything_on_them():
    """player-elimination.2.2"""
    before = read_state(TABLE)
    state, events = eliminate()
    assert state.in_zone(engaged("B")) == ("m2", "m1")
    assert state.card("m1") == before.card("m1")
    assert state.in_zone(attached("m1")) == ("a1",)
    assert state.location("u1").kind is ZoneKind.UNDER
    assert step_events(events, "player-elimination.2.2") == ["m1 engages B."]


def test_a_permanent_attachment_reattaches_by_its_attach_rule():
    """player-elimination.2.3.1: with one legal card it goes there; with several, the first
    player chooses, and the elimination waits for the answer before step four."""
    single = TABLE.replace("C.play: thor:identity", "C.play: thor:ally").replace(
        "{web:upgrade}", "{web:upgrade grip:attachment[permanent attach-to=identity]}"
    )
    state, events = eliminate(single)
    assert state.location("grip") == attached("carol")
    assert step_events(events, "player-elimination.2.3.1") == ["grip is attached to carol."]
    table = TABLE.replace("{web:upgrade}", "{web:upgrade grip:attachment[permanent attach-to=identity]}")
    waiting, _ = eliminate(table)
    assert waiting.pending == Pending("B", Choice.ATTACH_HOST, ("carol", "thor"), "player-elimination.2.3.1", "grip", "A")
    assert legal_actions(waiting) == [Choose("B", "carol"), Choose("B", "thor")]
    assert waiting.location("h1") == hand("A")
    chosen, events = eliminate(table, "thor")
    assert chosen.location("grip") == attached("thor")
    assert chosen.pending is None
    assert chosen.location("h1") == REMOVED
    assert "The play area and components of A are removed from the game." in english(events)


def test_a_permanent_attachment_cannot_reattach_to_an_illegal_choice():
    table = TABLE.replace("{web:upgrade}", "{web:upgrade grip:attachment[permanent attach-to=identity]}")
    waiting, _ = eliminate(table)
    for decision in (Choose("B", "m2"), Choose("C", "thor"), EndTurn("B")):
        with pytest.raises(RuleViolation) as error:
            play(waiting, decision)
        assert error.value.clause == "player-elimination.2.3.1"


@pytest.mark.parametrize(
    "attachment",
    ["grip:attachment[permanent]", "grip:attachment[permanent attach-to=villain]"],
    ids=["no attach rule", "no legal target"],
)
def test_a_permanent_attachment_without_a_target_is_removed(attachment):
    """player-elimination.2.3.1"""
    state, events = eliminate(TABLE.replace("{web:upgrade}", "{web:upgrade " + attachment + "}"))
    assert state.location("grip") == REMOVED
    assert step_events(events, "player-elimination.2.3.1") == ["grip is removed from the game."]


def test_other_permanent_cards_are_removed_from_the_game():
    """player-elimination.2.3.2"""
    state, events = eliminate()
    assert state.location("perm") == REMOVED
    assert step_events(events, "player-elimination.2.3.2") == ["perm is removed from the game."]


def test_other_cards_go_to_their_owners_discard_piles():
    """player-elimination.2.3.3: B's ally to B, encounter cards to the encounter discard pile."""
    state, _ = eliminate()
    assert state.in_zone(discard("B")) == ("bally",)
    assert state.in_zone(ENCOUNTER_DISCARD) == ("f1", "ob")


def test_every_card_the_player_owns_goes_to_their_discard_pile_first():
    """player-elimination.2.4. Regression: the hand used to be deleted instead of discarded. The
    identity, a double-sided card, is removed from the game instead (double-sided-card.2)."""
    _, events = eliminate()
    assert sorted(step_events(events, "player-elimination.2.4")) == [
        "d1 is discarded.",
        "h1 is discarded.",
        "h2 is discarded.",
        "web is discarded.",
    ]
    assert "peter is removed from the game." in english(events)


def test_the_play_area_and_components_are_then_removed_from_the_game():
    """player-elimination.2.5: nothing is deleted, every card of the player ends removed."""
    state, events = eliminate()
    assert {"x1", "h1", "h2", "d1", "peter", "web"} <= set(state.in_zone(REMOVED))
    assert all(not state.in_zone(zone) for zone in state.zones if zone.holder == "A")
    assert state.card("peter").counters == ()
    assert english(events)[-1] == "The play area and components of A are removed from the game."
    assert len(state.cards) == len(read_state(TABLE).cards)


def test_the_steps_happen_in_the_order_of_the_procedure():
    """player-elimination.2"""
    table = TABLE.replace("{web:upgrade}", "{web:upgrade grip:attachment[permanent attach-to=identity]}")
    _, events = eliminate(table, "carol")
    steps = [event.clause for event in events if (event.clause or "").startswith("player-elimination.2.")]
    first_seen = list(dict.fromkeys(steps))
    assert first_seen == [
        "player-elimination.2.1",
        "player-elimination.2.2",
        "player-elimination.2.3.1",
        "player-elimination.2.3.3",
        "player-elimination.2.3.2",
        "player-elimination.2.4",
        "player-elimination.2.5",
    ]


def test_the_other_players_go_on():
    """player-elimination.3"""
    state, _ = eliminate()
    assert outcome(state).result is Result.ONGOING
    assert state.players_in_game() == ["B", "C"]
    with pytest.raises(RuleViolation) as error:
        run(write_state(state), PlayCard("A", "h1"))
    assert error.value.clause == "player-elimination.3"


def test_when_every_player_is_eliminated_the_players_lose():
    """player-elimination.3.1"""
    state, events = run("players: A(first) B(out); A.play: peter:identity", EliminatePlayer("A"))
    assert outcome(state).result is Result.PLAYERS_LOSE
    assert outcome(state).clause == "player-elimination.3.1"
    assert english(events)[-1] == "Every player has been eliminated: the players lose."


def test_an_ability_being_resolved_finishes_after_an_elimination():
    """player-elimination.3.2: the threat after the lethal damage is still placed."""
    ability = ResolveAbility("t9", (DealDamage("peter", 5), DrawEncounterCard("A"), PlaceThreat("ms1", 2)))
    state, events = run(TABLE + "; encounter-discard: t9", ability)
    assert state.player("A").eliminated
    assert state.card("ms1").counter("threat") == 2
    assert keys(events)[-2:] == ["player-skipped", "threat-placed"]


def test_effects_on_players_in_the_game_skip_eliminated_players():
    """player-elimination.3.3"""
    state, events = run(TABLE.replace("players: A(first) B C", "players: A B(first) C(out)"), DealEncounterCards())
    assert [event.render("en") for event in events] == ["B is dealt e1 facedown.", "A is dealt e2 facedown."]
    _, skipped = run(TABLE.replace("C;", "C(out);"), DrawEncounterCard("C"))
    assert english(skipped) == ["C is no longer in the game and is skipped."]


def test_the_per_player_icon_still_counts_eliminated_players():
    """player-elimination.3.3, the exception for the per-player icon."""
    state, _ = run(TABLE + "; phase: villain 1", EliminatePlayer("A"), STEP_ONE)
    assert state.card("ms1").counter("threat") == 3


def test_a_player_cannot_be_eliminated_twice():
    state, _ = eliminate()
    with pytest.raises(RuleViolation) as error:
        run(write_state(state), EliminatePlayer("A"))
    assert error.value.render("es").startswith("A ha sido eliminado y ya no participa en la partida (regla player-elimination.3;")
