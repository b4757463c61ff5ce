"""Encounter Deck: fixed order, running out, discard effects, the infinite loop."""

import pytest

from checker.engine import (
    CardType,
    DealEncounterCards,
    DiscardFromEncounterDeck,
    DiscardUntil,
    DrawEncounterCard,
    EngineError,
    EventKey,
    MoveCard,
    PerformStep,
    ReorderEncounterDeck,
    Result,
    RuleViolation,
    Shuffle,
    VillainStep,
    apply,
    outcome,
    read_state,
    setup,
)
from checker.engine import table as engine_table
from checker.engine.rules import card_play
from checker.engine.table import STEP_EVENTS_LIMIT
from checker.engine.zones import ENCOUNTER_DECK, ENCOUNTER_DISCARD
from tests.engine.support import english, keys, run

TABLE = "players: A(first) B; scheme: ms1[side=B]"


def test_draws_and_discards_take_cards_from_the_top_in_order():
    """encounter-deck.2: nothing but the top card moves; the rest keep their order."""
    state, _ = run(TABLE + "; encounter-deck: t1 t2 t3 t4", DrawEncounterCard("A"), DiscardFromEncounterDeck(1))
    assert state.in_zone(ENCOUNTER_DECK) == ("t3", "t4")
    assert state.in_zone(ENCOUNTER_DISCARD) == ("t2",)


def test_reordering_the_encounter_deck_needs_an_instruction():
    """encounter-deck.2"""
    with pytest.raises(RuleViolation) as error:
        run(TABLE + "; encounter-deck: t1 t2", ReorderEncounterDeck(("t2", "t1"), instructed_by=""))
    assert error.value.clause == "encounter-deck.2"
    with pytest.raises(RuleViolation):
        run(TABLE + "; encounter-deck: t1 t2", Shuffle("encounter-deck"))


def test_an_instructed_reorder_changes_the_order():
    state, events = run(
        TABLE + "; encounter-deck: t1 t2 t3", ReorderEncounterDeck(("t3", "t1", "t2"), instructed_by="Surveillance")
    )
    assert state.in_zone(ENCOUNTER_DECK) == ("t3", "t1", "t2")
    assert english(events) == ["Surveillance changes the order of the encounter deck."]


def test_a_reorder_must_keep_the_same_cards():
    with pytest.raises(RuleViolation) as error:
        run(TABLE + "; encounter-deck: t1 t2; encounter-discard: t3", ReorderEncounterDeck(("t1", "t3"), "x"))
    assert error.value.reason == "The new order must hold exactly the cards of the encounter deck"


def test_the_empty_deck_is_rebuilt_at_once_with_an_acceleration_token():
    """encounter-deck.3. Regression: the reshuffle must happen when the deck empties, not at the next draw."""
    state, events = run(TABLE + "; encounter-deck: t1; encounter-discard: d1 d2 d3", DrawEncounterCard("A"))
    assert sorted(state.in_zone(ENCOUNTER_DECK)) == ["d1", "d2", "d3"]
    assert state.in_zone(ENCOUNTER_DISCARD) == ()
    assert state.acceleration_tokens == 1
    assert keys(events) == ["dealt", "encounter-reshuffled", "acceleration-token"]


def test_the_next_player_draws_from_the_rebuilt_deck():
    """encounter-deck.3 during one step that deals to each player."""
    state, _ = run(TABLE + "; encounter-deck: t1; encounter-discard: d1", DealEncounterCards())
    assert state.in_zone(state.location("t1")) == ("t1",)
    assert state.location("d1").holder == "B"


def test_discard_n_stops_when_the_deck_runs_out_and_counts_as_fulfilled():
    """encounter-deck.3.1: two cards discarded out of five asked, none from the new deck."""
    state, events = run(TABLE + "; encounter-deck: t1 t2; encounter-discard: d1", DiscardFromEncounterDeck(5))
    assert sorted(state.in_zone(ENCOUNTER_DECK)) == ["d1", "t1", "t2"]
    assert state.in_zone(ENCOUNTER_DISCARD) == ()
    assert english(events)[-1] == "The encounter deck ran out: the discard effect is fulfilled after 2 cards."


def test_discard_n_puts_cards_on_top_of_the_discard_pile():
    """Regression: a discard effect must add to the encounter discard pile, never overwrite it."""
    state, _ = run(TABLE + "; encounter-deck: t1 t2 t3; encounter-discard: d1 d2", DiscardFromEncounterDeck(2))
    assert state.in_zone(ENCOUNTER_DISCARD) == ("t2", "t1", "d1", "d2")


def test_discard_until_stops_at_the_first_matching_card():
    """encounter-deck.3.1, "until a card with specific criteria is discarded"."""
    state, _ = run(TABLE + "; encounter-deck: t1 m1:minion t2 m2:minion", DiscardUntil(CardType.MINION))
    assert state.in_zone(ENCOUNTER_DISCARD) == ("m1", "t1")
    assert state.in_zone(ENCOUNTER_DECK) == ("t2", "m2")


def test_discard_until_without_a_match_stops_at_the_end_of_the_deck():
    state, events = run(TABLE + "; encounter-deck: t1 t2", DiscardUntil(CardType.MINION))
    assert sorted(state.in_zone(ENCOUNTER_DECK)) == ["t1", "t2"]
    assert state.acceleration_tokens == 1
    assert keys(events)[-1] == "discard-fulfilled"


def test_deck_and_discard_both_empty_is_an_infinite_loop_and_the_players_lose():
    """encounter-deck.3.3. Regression: this used to leave the game going on with no loss."""
    state, events = run(TABLE + "; encounter-deck: t1", DrawEncounterCard("A"))
    assert outcome(state).result is Result.PLAYERS_LOSE
    assert outcome(state).clause == "encounter-deck.3.3"
    assert english(events)[-1] == (
        "The encounter deck and its discard pile are both empty: infinite loop, the players lose."
    )


def test_moving_the_last_card_out_of_the_deck_also_rebuilds_it():
    """encounter-deck.3 holds whatever empties the deck."""
    state, _ = run(TABLE + "; encounter-deck: t1; encounter-discard: d1", MoveCard("t1", "set-aside"))
    assert state.in_zone(ENCOUNTER_DECK) == ("d1",)


def test_the_same_seed_gives_the_same_shuffle():
    deck = " ".join(f"d{n}" for n in range(12))
    notation = TABLE + f"; seed: {{seed}}; encounter-deck: t1; encounter-discard: {deck}"
    first, _ = run(notation.format(seed=7), DrawEncounterCard("A"))
    again, _ = run(notation.format(seed=7), DrawEncounterCard("A"))
    other, _ = run(notation.format(seed=8), DrawEncounterCard("A"))
    assert first == again
    assert first.in_zone(ENCOUNTER_DECK) != other.in_zone(ENCOUNTER_DECK)


def test_shuffles_are_counted_so_two_shuffles_differ():
    deck = " ".join(f"d{n}" for n in range(12))
    state = read_state(TABLE + f"; A.deck: {deck}")
    once, _ = setup.perform(state, Shuffle("A.deck", "call"))
    twice, _ = setup.perform(once, Shuffle("A.deck", "call"))
    assert once.shuffles == 1 and twice.shuffles == 2
    assert once.in_zone(once.location("d0")) != state.in_zone(state.location("d0"))
    assert twice.in_zone(twice.location("d0")) != once.in_zone(once.location("d0"))


EVERY_CARD_SURGES = (
    "players: A(first); phase: villain 4; scheme: ms1[side=B target=20] ms2; "
    "encounter-deck: e1[surge]; encounter-discard: d1[surge]; A.play: peter:identity[hp=10]; A.dealt: t1[surge]"
)


def test_revealing_encounter_cards_that_come_back_where_they_were_loses_the_game():
    """encounter-deck.3.3: every encounter card left surges into the next, so revealing them
    would never end: the players lose instead of the step running for ever."""
    state, events = apply(read_state(EVERY_CARD_SURGES), PerformStep(VillainStep.REVEAL_ENCOUNTER_CARDS))
    assert outcome(state).clause == "encounter-deck.3.3"
    assert EventKey.ENCOUNTER_RESHUFFLED.value in keys(events)
    assert keys(events)[-1] == EventKey.ENDLESS_REVEALING.value


def test_a_step_that_never_ends_is_refused_with_a_clear_error(monkeypatch):
    """A loop of effects that no rule ends (here the check above switched off) stops with an
    error naming it, in both languages, instead of running for ever."""
    monkeypatch.setattr(card_play, "endless_situation", lambda table: object())
    # Reached sooner than the real limit, which no game comes near, with the same effect.
    monkeypatch.setattr(engine_table, "STEP_EVENTS_LIMIT", 2_000)
    assert engine_table.STEP_EVENTS_LIMIT < STEP_EVENTS_LIMIT
    with pytest.raises(EngineError) as error:
        apply(read_state(EVERY_CARD_SURGES), PerformStep(VillainStep.REVEAL_ENCOUNTER_CARDS))
    assert "This step logged 2000 events without ending" in error.value.render("en")
    assert "Este paso registró 2000 eventos sin terminar" in error.value.render("es")
