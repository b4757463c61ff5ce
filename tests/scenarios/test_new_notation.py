"""The notation for drawing, form, deck size, target threat and event lines in any order: each
phrase reads in both languages, a group in any order matches its events in any order and no
others, and breaking the rules behind the new scenario pages makes them fail."""

import pytest

from checker.engine import ChangeForm, DiscardFromPlayerDeck, DrawCards, EventKey, Form, read_state
from checker.engine.rules import empty_player_deck, form, when_completed
from checker.scenarios import ScenarioSyntaxError, parse_block, run_scenario
from checker.scenarios import facts as f
from checker.scenarios.model import EventGroup
from checker.scenarios.phrases import read_action, read_event, read_fact, write_fact
from tests.scenarios.test_breaking_the_engine import reports


@pytest.mark.parametrize(
    ("line", "lang", "action"),
    [
        ("A draws 3 cards", "en", DrawCards("A", 3)),
        ("A roba 3 cartas", "es", DrawCards("A", 3)),
        ("A draws a card", "en", DrawCards("A", 1)),
        ("A roba una carta", "es", DrawCards("A", 1)),
        ("discard 2 cards from the deck of B", "en", DiscardFromPlayerDeck("B", 2)),
        ("descarta 2 cartas del mazo de B", "es", DiscardFromPlayerDeck("B", 2)),
        ("A changes form", "en", ChangeForm("A")),
        ("A cambia de identidad", "es", ChangeForm("A")),
    ],
)
def test_the_new_actions_read_in_both_languages(line, lang, action):
    assert read_action(line, lang) == action


@pytest.mark.parametrize(
    ("line", "lang", "fact"),
    [
        ("A is in hero form", "en", f.InForm("A", Form.HERO)),
        ("peter tiene adoptada la identidad de Alter ego", "es", f.InForm("peter", Form.ALTER_EGO)),
        ("A's deck has 3 cards", "en", f.DeckSize("A", 3)),
        ("el mazo de A tiene 1 carta", "es", f.DeckSize("A", 1)),
        ("the main scheme's target threat is 9", "en", f.TargetThreat(None, 9)),
        ("el umbral de amenaza de ms2 es 12", "es", f.TargetThreat("ms2", 12)),
    ],
)
def test_the_new_facts_read_in_both_languages_and_write_back(line, lang, fact):
    assert read_fact(line, lang) == fact
    assert read_fact(write_fact(fact, lang), lang) == fact


def test_the_new_facts_observe_the_state():
    state = read_state(
        "players: A(first) B(out); scheme: ms1[side=B target=3p] ms2[target=7]; A.deck: c1 c2; "
        "A.play: peter:identity[side=B]"
    )
    assert f.observe(f.DeckSize("A", 0), state) == f.DeckSize("A", 2)
    assert f.observe(f.InForm("A", Form.HERO), state) == f.InForm("A", Form.ALTER_EGO)
    assert f.observe(f.InForm("B", Form.HERO), state) == f.InForm("B", None)
    assert f.observe(f.TargetThreat(None, 0), state) == f.TargetThreat(None, 6)
    assert f.observe(f.TargetThreat("ms2", 0), state) == f.TargetThreat("ms2", 7)


def test_a_form_change_event_line_names_the_form():
    event = read_event("A adopta la identidad de Héroe.", "es")
    assert event.key is EventKey.FORM_CHANGED and dict(event.params) == {"player": "A", "form": Form.HERO}


GROUP = """Scenario: Two tokens
Cites: main-scheme.3
Given: players: A(first); scheme: ms1[side=B target=3 threat=2 when-completed="accel+1,Rhino escapes"]
When: place 1 threat on ms1
  ms1 gets 1 threat.
  in any order:
    {first}
    {second}
  The villain completes the final stage ms1 and wins the game.
"""
COMPLETED = "ms1 is completed."
TOKEN = "An acceleration token is placed next to the main scheme deck."
ABILITY = "When Completed of ms1: Rhino escapes."


def group_scenario(*lines: str):
    source = GROUP.replace("    {first}\n    {second}\n", "".join(f"    {line}\n" for line in lines))
    return parse_block(source, "en", "page.md", 1)


def test_a_group_in_any_order_reads_as_one_group_of_its_indented_lines():
    [step] = group_scenario(COMPLETED, TOKEN, ABILITY).steps
    group = step.events[1]
    assert isinstance(group, EventGroup) and len(step.events) == 3
    assert [line.text for line in group.lines] == [COMPLETED, TOKEN, ABILITY]
    assert group.location.line == 6


@pytest.mark.parametrize(
    "order", [(COMPLETED, TOKEN, ABILITY), (ABILITY, COMPLETED, TOKEN), (TOKEN, ABILITY, COMPLETED)]
)
def test_a_group_matches_its_events_in_any_order(order):
    assert run_scenario(group_scenario(*order)).passed


@pytest.mark.parametrize(
    "lines",
    [(COMPLETED, TOKEN), (COMPLETED, TOKEN, ABILITY, TOKEN), (COMPLETED, TOKEN, TOKEN)],
    ids=["one-missing", "one-extra", "one-twice"],
)
def test_a_group_fails_with_an_event_too_few_too_many_or_twice(lines):
    result = run_scenario(group_scenario(*lines))
    assert not result.passed
    assert "in any order:" in result.report()


def test_the_same_group_in_another_order_is_the_same_scenario_in_the_other_language():
    [written] = group_scenario(COMPLETED, TOKEN, ABILITY).steps
    [reordered] = group_scenario(ABILITY, TOKEN, COMPLETED).steps
    assert written.neutral() == reordered.neutral()


@pytest.mark.parametrize(
    ("lines", "reason"),
    [(("...",), "cannot stand in it"), ((), "needs the event lines it groups below it")],
)
def test_a_group_with_an_ellipsis_or_no_lines_is_refused_naming_the_line(lines, reason):
    with pytest.raises(ScenarioSyntaxError) as error:
        group_scenario(*lines)
    assert reason in str(error.value) and "page.md:" in str(error.value)


def test_a_spanish_group_opens_with_its_spanish_words():
    source = """Escenario: Dos fichas
Cita: main-scheme.3
Dado: jugadores: A(inicial); plan: ms1[cara=B umbral=3 amenaza=2 al-completarse="aceleracion+1,Rhino escapes"]
Cuando: coloca 1 de amenaza sobre ms1
  ms1 recibe 1 de Amenaza.
  En cualquier orden:
    Al completarse ms1: Rhino escapes.
    ms1 se completa.
    Se coloca una ficha de Aceleración junto al mazo de Plan principal.
  El Villano completa la última etapa, ms1, y gana la partida.
"""
    assert run_scenario(parse_block(source, "es", "pagina.md", 1)).passed


def test_not_dealing_an_encounter_card_fails_the_empty_player_deck_scenarios(monkeypatch):
    monkeypatch.setattr(empty_player_deck, "deal_encounter_card", lambda table, player: None)
    failing = [report for report in reports("empty-player-deck", "empty-player-deck.1", "en") if report]
    assert len(failing) == 4 and all("A is dealt e1 facedown." in report for report in failing)


def test_discarding_on_into_the_new_deck_fails_the_scenario_where_the_discard_stops(monkeypatch):
    monkeypatch.setattr(empty_player_deck, "rebuilt_since", lambda table, start, player: False)
    failing = [report for report in reports("empty-player-deck", "empty-player-deck.2", "es") if report]
    assert len(failing) == 1 and "Cláusulas citadas: empty-player-deck.1, empty-player-deck.2" in failing[0]
    assert "descarta 3 cartas del mazo de A" in failing[0]


def test_allowing_a_second_change_of_form_fails_the_once_each_round_scenario(monkeypatch):
    monkeypatch.setattr(form.Table, "replace_player", lambda table, player, **changes: None)
    failing = [report for report in reports("form", "form.2", "en") if report]
    assert failing and "forbidden by form.2" in failing[0]


def test_leaving_when_completed_abilities_unresolved_fails_their_scenarios(monkeypatch):
    skipped: list = []
    monkeypatch.setattr(when_completed, "resolve_abilities", lambda *args: skipped.append(args))
    failing = [report for report in reports("when-completed-abilities", "when-completed-abilities.2.1", "en") if report]
    assert len(failing) == 2 and skipped
