"""Triggered abilities: optional interrupts and responses become decisions, forced ones resolve,
and the first player orders simultaneous ones (interrupt, response, forced,
simultaneous-resolution, triggering-condition)."""

import json
import re

import pytest

from checker import PROJECT_ROOT
from checker.engine import (
    CARD_DATA,
    CardType,
    Choice,
    Choose,
    EventKey,
    NotationError,
    PerformStep,
    PlaceThreat,
    PutIntoPlay,
    Trigger,
    VillainStep,
    legal_actions,
    outcome,
    read_state,
    write_state,
)
from checker.engine.cards import Occurrence, TriggeringCondition
from checker.engine.registry import Registry
from checker.engine.rules.triggered_ability import outer_window_goes_on, suspend_window
from checker.engine.table import Table
from checker.engine.timing import When
from checker.engine.turns import Window
from checker.engine.zones import MAIN_SCHEME_DECK
from tests.engine.support import keys, run

RESPONDER = 'players: A(first) B; set-aside: c:ally[owner=A ability="response[enters-play]: cheer"]'
"""An ally whose response follows it entering play, waiting to be put into play."""


def test_an_optional_response_waits_for_its_controller_and_offers_use_and_decline():
    """response.1, .2: after the ally enters play, its controller, and only they, decide."""
    state, events = run(RESPONDER, PutIntoPlay("c", "A"))
    assert keys(events) == ["enters-play"]
    assert (state.pending.player, state.pending.kind, state.pending.clause) == ("A", Choice.USE_ABILITY, "response.2")
    assert legal_actions(state) == [Choose("A", "use"), Choose("A", "decline")]
    assert state.window == Window("response", "enters-play", "c")


def test_using_the_response_resolves_it_and_closes_the_window():
    state, _ = run(RESPONDER, PutIntoPlay("c", "A"))
    after, events = run(write_state(state), Choose("A", "use"))
    assert [(event.key, event.params["effect"]) for event in events] == [(EventKey.ABILITY_RESOLVES, "cheer")]
    assert after.pending is None and after.window is None


def test_declining_logs_it_and_offers_nothing_more():
    """response.5: once declined, the response cannot be used for this occurrence."""
    state, _ = run(RESPONDER, PutIntoPlay("c", "A"))
    after, events = run(write_state(state), Choose("A", "decline"))
    assert keys(events) == ["ability-declined"]
    assert after.pending is None and after.window is None


def test_forced_responses_resolve_without_a_decision_and_in_the_order_the_first_player_chooses():
    """forced.2, forced.6: two forced responses to one occurrence: the first player orders them."""
    bells = (
        'A.play: b1:support[ability="forced-response[enters-play minion]: one"] '
        'b2:support[ability="forced-response[enters-play minion]: two"]'
    )
    state, _ = run(f"players: A B(first); {bells}; set-aside: m:minion", PutIntoPlay("m", "A"))
    assert (state.pending.player, state.pending.kind, state.pending.options) == ("B", Choice.RESOLVE_NEXT, ("b1", "b2"))
    assert legal_actions(state) == [Choose("B", "b1"), Choose("B", "b2")]
    after, events = run(write_state(state), Choose("B", "b2"))
    assert [event.params["effect"] for event in events] == ["two", "one"]
    assert after.pending is None and after.window is None


def test_an_interrupt_holds_the_completion_of_the_main_scheme_until_it_is_answered():
    """interrupt.4: the deck advances only once the interrupt to the completion is decided."""
    alarm = 'A.play: alarm:support[ability="interrupt[scheme-completed main-scheme]: ring"]'
    state, events = run(
        f"players: A(first); scheme: ms1[side=B target=3 threat=2] ms2[target=9]; {alarm}", PlaceThreat("ms1", 1)
    )
    assert keys(events) == ["threat-placed", "scheme-completed"]
    assert state.top(MAIN_SCHEME_DECK) == "ms1" and not outcome(state).is_over
    after, events = run(write_state(state), Choose("A", "use"))
    assert keys(events)[:2] == ["ability-resolves", "removed-from-game"]
    assert after.top(MAIN_SCHEME_DECK) == "ms2"


def test_a_window_opened_while_another_awaits_a_decision_is_handled_first():
    """The window of m1 waits, with the decision it awaits, while the window of m2 is handled;
    then the decision about m1 is asked again (triggering-condition.1)."""
    hawk = 'A.play: hawk:support[ability="response[enters-play minion]: aim"]'
    state, _ = run(f"players: A(first); {hawk}; set-aside: m1:minion m2:minion", PutIntoPlay("m1"))
    state, _ = run(write_state(state), PutIntoPlay("m2"))
    assert state.window.card == "m2" and [str(waiting) for waiting in state.suspended] == [
        "triggering-condition.1//m1/response,enters-play", "triggering-condition.3/A/hawk/use-ability,response.2,,use,decline"]
    assert read_state(write_state(state)) == state
    after, events = run(write_state(state), Choose("A", "use"))
    assert [event.render("en") for event in events] == ["Ability of hawk: aim."]
    assert (after.window.card, after.pending.subject, after.suspended) == ("m1", "hawk", ())
    done, events = run(write_state(after), Choose("A", "decline"))
    assert (done.window, done.pending, keys(events)) == (None, None, ["ability-declined"])


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_pending_answers_and_the_window_round_trip_in_both_languages(lang):
    text = (
        "players: A(first); pending: A use-ability(c) use decline [response.2]; "
        "window: response enters-play(c) d; A.play: c d"
    )
    state = read_state(text)
    assert state.pending.options == ("use", "decline")
    assert state.window == Window("response", "enters-play", "c", ("d",))
    written = write_state(state, lang)
    assert ("usar rechazar" in written) == (lang == "es")
    assert read_state(written) == state


def test_an_answer_that_is_not_an_answer_word_is_a_notation_error():
    with pytest.raises(NotationError):
        read_state("players: A(first); pending: A use-ability(c) maybe [response.2]; A.play: c")


@pytest.mark.parametrize("head", ["response[enters-pla]", "response[enters-play hero]", "respuesta[jugada x]"])
def test_a_triggering_condition_must_name_an_occurrence_and_a_card_type(head):
    with pytest.raises(NotationError):
        read_state(f'players: A(first); A.play: c:support[ability="{head}: cheer"]')


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_triggering_condition_is_written_and_read_back(lang):
    state = read_state(
        'players: A(first); A.play: c:support[ability="forced-response[enters-play minion]: aim, shoot"]'
    )
    [ability] = state.card("c").abilities()
    assert ability.condition == TriggeringCondition(Occurrence.ENTERS_PLAY, CardType.MINION)
    assert read_state(write_state(state, lang)) == state


def test_registry_holds_an_initiated_condition_until_its_interrupt_window_closes():
    """interrupt.4: a condition whose interrupt asks a decision resolves only on resume, and
    then before the triggers that come after the interrupts."""
    registry = Registry()
    ran: list[str] = []

    def asks(table, event):
        ran.append("interrupt")
        table.pending = read_state(
            "players: A(first); pending: A use-ability(x) use decline [interrupt.2]; A.play: x"
        ).pending

    registry.rule(when=When.INTERRUPT, on=EventKey.SCHEME_COMPLETED)(asks)
    resolves = registry.rule(when=When.CONDITION_RESOLVES, on=EventKey.SCHEME_COMPLETED)
    resolves(lambda table, event: ran.append("resolves"))
    registry.rule(when=When.RESPONSE, on=EventKey.SCHEME_COMPLETED)(lambda table, event: ran.append("response"))
    table = Table(read_state("players: A(first); A.play: x"))
    registry.initiate(table, EventKey.SCHEME_COMPLETED, None, card="x")
    registry.settle(table)
    assert ran == ["interrupt"], "the condition and its responses wait for the decision"
    table.pending = None
    registry.resume(table, table.events[0], When.INTERRUPT, resolves=True)
    assert ran == ["interrupt", "resolves", "response"]


OFFICIAL = {
    card["code"]: card
    for name in ("core.json", "core_encounter.json")
    for card in json.loads((PROJECT_ROOT / "sources" / "cards" / "en" / name).read_text("utf-8"))
}
ENTERS_PLAY = re.compile(r"<b>(Forced )?Response</b>: After (.+?) enters play,")


@pytest.mark.parametrize(
    "entry",
    [entry for entry in CARD_DATA.entries if entry.definition.code in OFFICIAL],
    ids=lambda entry: entry.definition.code,
)
def test_core_cards_carry_the_enters_play_responses_their_official_text_prints(entry):
    """A core card whose text reads "Response: After <this card / a minion> enters play" has that
    response with that triggering condition; no other card has one."""
    card = OFFICIAL[entry.definition.code]
    printed = ENTERS_PLAY.search(card.get("text", ""))
    abilities = [
        ability
        for face in entry.definition.faces
        for ability in face.abilities
        if ability.condition is not None and ability.condition.occurrence is Occurrence.ENTERS_PLAY
    ]
    if printed is None:
        assert abilities == []
        return
    [ability] = abilities
    assert ability.trigger is (Trigger.FORCED_RESPONSE if printed.group(1) else Trigger.RESPONSE)
    subject = printed.group(2)
    assert (ability.condition.of is None) == (subject == card["name"])
    if subject != card["name"]:
        assert subject == f"a {ability.condition.of.value}"


def test_a_villain_step_that_waited_for_an_interrupt_is_done_once_it_is_answered():
    """Step one completes the main scheme; its interrupt is answered, then step two comes, and
    the threat of step one is not placed again."""
    alarm = 'A.play: alarm:support[ability="interrupt[scheme-completed main-scheme]: ring"]'
    state, _ = run(
        f"players: A(first); phase: villain 1; scheme: ms1[side=B accel=1 target=3 threat=2] ms2[target=9]; {alarm}",
        PerformStep(VillainStep.PLACE_THREAT),
    )
    assert state.step is VillainStep.PLACE_THREAT and state.pending is not None
    after, _ = run(write_state(state), Choose("A", "decline"))
    assert (after.step, after.top(MAIN_SCHEME_DECK)) == (VillainStep.ENEMIES_ACTIVATE, "ms2")
    assert legal_actions(after) == [PerformStep(VillainStep.ENEMIES_ACTIVATE)]


def test_a_window_of_several_triggering_conditions_round_trips_through_the_notation():
    """triggering-condition.3: the conditions one occurrence created share the window, written
    joined by ``+`` in either language."""
    text = ('players: A(first); encounter-discard: m1:minion[hp=2]; '
            'A.play: hurt:support[ability="response[damage-dealt minion]: note"]; '
            'pending: A use-ability(hurt) use decline [response.2]; window: response damage-dealt+defeated(m1) hurt')
    state = read_state(text)
    assert state.window == Window("response", "damage-dealt", "m1", ("hurt",), (Occurrence.DEFEATED,))
    assert "window: response damage-dealt+defeated(m1) hurt" in write_state(state)
    assert "ventana: respuesta sufre-dano+derrotado(m1) hurt" in write_state(state, "es")
    assert read_state(write_state(state, "es")) == state


@pytest.mark.parametrize("attacked, attack_clause, count", [
    ("spidey", "attack-enemy-activation.2", 0), ("", "", 0), ("", "", 3),
])
def test_a_window_waiting_for_one_opened_inside_it_comes_back_with_what_it_is_about(attacked, attack_clause, count):
    """A response window an attack opened keeps the character attacked while a window opened
    inside it is handled: once open again, what the attack triggers goes on against it; an
    interrupt window to threat about to be placed keeps the threat its interrupts have left."""
    table = Table(read_state("players: A(first); villain: rhino[hp=14]; A.play: spidey:identity[hp=10]"))
    window = Window(Trigger.RESPONSE, Occurrence.ATTACKS, "rhino", ("spidey",), (), attacked, attack_clause, count)
    table.window = window
    suspend_window(table)
    assert table.window is None
    [waiting] = table.suspended
    table.suspended = ()
    outer_window_goes_on(table, waiting, carry=False)
    assert table.window == window
