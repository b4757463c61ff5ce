"""Drawing and an empty player deck, hero and alter-ego form, and "When Completed" abilities,
each expected as the Rules Reference words it (Draw; Empty Player Deck; Form, Change Form;
When Completed Abilities)."""

import pytest

from checker.engine import (
    Ability,
    AccelerationTokenEffect,
    AdvanceMainScheme,
    ChangeForm,
    Discard,
    DiscardFromPlayerDeck,
    DrawCards,
    EliminatePlayer,
    EndTurn,
    Flip,
    Form,
    PerformStep,
    PlaceThreat,
    RuleViolation,
    Trigger,
    VillainStep,
    form_of,
    legal_actions,
    read_state,
    write_state,
)
from checker.engine.card_data import read_card_data
from checker.engine.timing import ON_INITIATION, When
from checker.engine.zones import attached, dealt, deck, discard, hand
from tests.engine.support import english, keys, run

DECK = "players: A(first) B; scheme: ms1[side=B target=20] ms2; encounter-deck: e1 e2 e3"


def test_cards_are_drawn_from_the_top_one_at_a_time_into_hand():
    """draw.1, draw.2."""
    state, events = run(f"{DECK}; A.deck: c1 c2 c3; A.hand: h1", DrawCards("A", 2))
    assert english(events) == ["A draws c1.", "A draws c2."]
    assert sorted(state.in_zone(hand("A"))) == ["c1", "c2", "h1"] and state.in_zone(deck("A")) == ("c3",)


def test_a_deck_that_runs_out_while_drawing_is_rebuilt_and_the_draw_goes_on():
    """empty-player-deck.1 and .2: shuffle the discard pile into a new deck, deal yourself one
    encounter card, then keep drawing up to the number."""
    state, events = run(f"{DECK}; A.deck: c1; A.discard: d1 d2", DrawCards("A", 3))
    assert english(events)[:3] == [
        "A draws c1.", "A shuffles their discard pile into a new deck.", "A is dealt e1 facedown."
    ]
    # The new deck is drawn empty too, with nothing left to rebuild it from (player-deck.3.3).
    assert keys(events)[3:] == ["drew", "drew", "player-deck-waits"]
    assert sorted(state.in_zone(hand("A"))) == ["c1", "d1", "d2"] and state.location("e1") == dealt("A")
    assert state.in_zone(deck("A")) == state.in_zone(discard("A")) == ()


def test_a_deck_found_empty_is_rebuilt_before_the_first_card_is_drawn():
    state, events = run(f"{DECK}; A.discard: d1", DrawCards("A", 1))
    assert english(events) == [
        "A shuffles their discard pile into a new deck.", "A is dealt e1 facedown.", "A draws d1.",
        "The deck of A is empty with no discard pile: it waits for a discarded card.",
    ]


def test_discarding_from_the_deck_stops_when_it_is_rebuilt():
    """empty-player-deck.2: no cards are discarded from the newly shuffled deck."""
    state, events = run(f"{DECK}; A.deck: c1 c2; A.discard: d1", DiscardFromPlayerDeck("A", 5))
    assert english(events) == [
        "c1 is discarded.",
        "c2 is discarded.",
        "A shuffles their discard pile into a new deck.",
        "A is dealt e1 facedown.",
        "The deck of A ran out after 2 cards were discarded: none is discarded from the new deck.",
    ]
    assert sorted(state.in_zone(deck("A"))) == ["c1", "c2", "d1"] and state.in_zone(discard("A")) == ()


def test_the_deck_of_an_eliminated_player_is_not_rebuilt():
    state, events = run(f"{DECK}; A.deck: c1; A.discard: d1; A.play: peter:identity", EliminatePlayer("A"))
    assert "player-deck-reshuffled" not in keys(events) and "dealt" not in keys(events)


def test_with_no_discard_pile_either_the_draw_draws_nothing_more_and_the_deck_waits():
    """player-deck.3.3: the deck does not reset until a card is in the discard pile."""
    state, events = run(f"{DECK}; A.deck: c1", DrawCards("A", 2))
    assert english(events) == ["A draws c1.", "The deck of A is empty with no discard pile: it waits for a discarded card."]
    assert state.player("A").deck_waiting


def test_a_waiting_deck_resets_when_a_card_reaches_the_discard_pile():
    """player-deck.3.3: once a card is in the discard pile, the deck resets and the player is
    dealt their encounter card then."""
    waiting, _ = run(f"{DECK}; A.deck: c1", DrawCards("A", 1))
    state, events = run(write_state(waiting), Discard("c1"))
    assert english(events)[-2:] == ["A shuffles their discard pile into a new deck.", "A is dealt e1 facedown."]
    assert state.in_zone(deck("A")) == ("c1",) and not state.player("A").deck_waiting


FORMS = "players: A(first) B; A.play: peter:identity[side=B damage=3]{web:upgrade}; B.play: carol:identity"


def test_the_identity_card_shows_the_form():
    """form.1: side A of an identity is the hero, side B the alter-ego."""
    state = read_state(FORMS)
    assert (form_of(state, "peter"), form_of(state, "carol")) == (Form.ALTER_EGO, Form.HERO)


def test_changing_form_flips_the_identity_and_keeps_damage_and_attachments():
    """form.2, form.3, form.4."""
    state, events = run(FORMS, ChangeForm("A"))
    assert english(events) == ["A changes to hero form."]
    assert form_of(state, "peter") is Form.HERO
    assert state.card("peter").counter("damage") == 3 and state.location("web") == attached("peter")


def test_a_player_changes_form_once_each_round():
    """form.2: the second change in the same turn is refused, citing form.2."""
    state, _ = run(FORMS, ChangeForm("A"))
    assert ChangeForm("A") not in legal_actions(state)
    with pytest.raises(RuleViolation) as refused:
        run(FORMS, ChangeForm("A"), ChangeForm("A"))
    assert refused.value.clause == "form.2"


def test_a_player_changes_form_only_during_their_turn():
    with pytest.raises(RuleViolation) as refused:
        run(FORMS, ChangeForm("B"))
    assert refused.value.clause == "form.2"


def test_a_new_round_allows_a_new_change():
    state, _ = run(
        FORMS + "; scheme: ms1[side=B target=20] ms2; encounter-deck: e1 e2 e3",
        ChangeForm("A"), EndTurn("A"), EndTurn("B"), *[PerformStep(step) for step in VillainStep],
    )
    assert state.round == 2 and ChangeForm("B") in legal_actions(state)
    assert not any(player.changed_form for player in state.players)


def test_changing_form_shows_what_the_other_side_of_an_identity_from_the_card_data_prints():
    """form.1, form.2: Spider-Man's card shows Peter Parker (hand size 6, Genius) on side B and
    Spider-Man (hand size 5, Avenger) on side A."""
    state, _ = run("players: A(first) B; A.play: spidey[card=01001a side=B]", ChangeForm("A"))
    spidey = state.card("spidey")
    assert form_of(state, "spidey") is Form.HERO
    assert (spidey.face.stats.hand_size, spidey.face.traits) == (5, ("Avenger",))
    assert write_state(state) == "players: A(first changed-form) B; A.play: spidey[card=01001a]"
    state, _ = run("players: A(first) B; A.play: spidey[card=01001a]", ChangeForm("A"))
    assert (state.card("spidey").face.stats.hand_size, state.card("spidey").face.traits) == (6, ("Genius",))


def test_a_card_ability_that_flips_the_identity_leaves_the_voluntary_change():
    """form.4.1."""
    state, _ = run(FORMS, Flip("peter"))
    assert form_of(state, "peter") is Form.HERO and ChangeForm("A") in legal_actions(state)
    state, _ = run(FORMS, ChangeForm("A"), Flip("peter"))
    assert form_of(state, "peter") is Form.ALTER_EGO


def test_when_completed_is_a_forced_interrupt():
    """when-completed-abilities.2.1."""
    assert When.WHEN_COMPLETED in ON_INITIATION


@pytest.mark.parametrize(
    "written",
    [
        "when-completed=accel+1",
        'ability-b="when-completed: accel+1"',
        "al-completarse=aceleracion+1",
        'capacidad-b="cuando-se-complete: aceleracion+1"',
    ],
)
def test_a_when_completed_ability_is_an_ability_on_side_b_of_the_main_scheme(written):
    """when-completed-abilities.1: the ability is printed on the main scheme, on the side that
    is in play; the short attribute and the ability written out are the same card."""
    state = read_state(f"players: A(first); scheme: ms1[side=B target=3 {written}] ms2")
    side_a, side_b = state.card("ms1").definition.faces
    assert side_a.abilities == ()
    assert side_b.abilities == (Ability(Trigger.WHEN_COMPLETED, (AccelerationTokenEffect(1),)),)
    assert write_state(state) == "players: A(first); scheme: ms1[side=B target=3 when-completed=accel+1] ms2"


def test_a_when_completed_ability_reads_the_same_from_a_card_data_file():
    data = read_card_data(
        '[[card]]\ncode = "x1"\ntype = "main-scheme"\ntitle = { en = "X" }\ntarget = 3\n\n'
        '[card.b]\nability = ["when-completed: accel+1", "when-completed: Rhino escapes"]\n',
        "carddata/test.toml",
    )
    given = read_state(
        'players: A(first); scheme: ms1[code=x1 target=3 when-completed=accel+1 when-completed="Rhino escapes"]'
    )
    assert data.find("x1") == given.card("ms1").definition


def test_only_the_when_completed_abilities_of_the_side_in_play_resolve():
    """A main scheme in play shows side B (main-scheme.4.3): what side A prints is not in play."""
    state, events = run(
        'players: A(first); scheme: ms1[side=B target=3 threat=2 ability="when-completed: accel+1"] ms2[target=9]',
        PlaceThreat("ms1", 1),
    )
    assert "acceleration-token" not in keys(events) and state.acceleration_tokens == 0


def test_when_completed_resolves_before_the_main_scheme_deck_advances():
    """when-completed-abilities.2 and .2.1: the acceleration token it places is already there
    when the deck advances, so it carries over (main-scheme.6)."""
    state, events = run(
        "players: A(first); scheme: ms1[side=B target=3 threat=2 when-completed=accel+1] ms2[target=9]",
        PlaceThreat("ms1", 1),
    )
    assert keys(events)[:4] == ["threat-placed", "scheme-completed", "acceleration-token", "removed-from-game"]
    assert keys(events)[-1] == "acceleration-carried" and state.acceleration_tokens == 1


def test_when_completed_resolves_before_the_villain_wins():
    state, events = run(
        'players: A(first); scheme: ms1[side=B target=3 threat=2 when-completed="Rhino escapes"]',
        PlaceThreat("ms1", 1),
    )
    assert english(events)[1:] == [
        "ms1 is completed.",
        "When Completed of ms1: Rhino escapes.",
        "The villain completes the final stage ms1 and wins the game.",
    ]


def test_advancing_by_other_means_resolves_no_when_completed_ability():
    state, events = run(
        "players: A(first); scheme: ms1[side=B target=3 when-completed=accel+1] ms2[target=9]",
        AdvanceMainScheme(by_completion=False),
    )
    assert "acceleration-token" not in keys(events) and state.acceleration_tokens == 0


def test_a_per_player_target_threat_counts_the_players_who_started():
    state = read_state("players: A(first) B(out) C; scheme: ms1[side=B target=4p] ms2")
    assert state.target_threat("ms1") == 12 and state.target_threat("ms2") is None
