"""Break one rule of the engine (with monkeypatch, never for real) and the scenarios that pin it
fail, naming the clause and saying in the page's language what differed."""

import pytest

from checker.engine.rules import card_play, encounter_deck, main_scheme, player_elimination
from checker.engine.zones import REMOVED, hand
from checker.scenarios import parse_scenarios, run_scenario
from checker.scenarios.verify import DOCS_DIR


def reports(entry: str, clause: str, lang: str) -> list[str]:
    """The failure reports of the ``lang`` scenarios of ``entry`` that cite ``clause``."""
    scenarios = [s for s in parse_scenarios(DOCS_DIR / lang / "scenarios" / f"{entry}.md") if clause in s.cites]
    assert scenarios, f"no {lang} scenario of {entry} cites {clause}"
    return [run_scenario(scenario).report() for scenario in scenarios]


def lose_acceleration_tokens(table, scheme):
    table.acceleration_tokens = 0


def test_losing_acceleration_tokens_on_advance_fails_the_carry_over_scenario(monkeypatch):
    monkeypatch.setattr(main_scheme, "carry_acceleration_tokens", lose_acceleration_tokens)
    [english] = reports("main-scheme", "main-scheme.6", "en")
    assert "Clauses cited: main-scheme.6" in english
    assert "Expected (docs/en/scenarios/main-scheme.md:" in english
    assert "    acceleration tokens: 2\nThe engine:\n    acceleration tokens: 0\n" in english
    [spanish] = reports("main-scheme", "main-scheme.6", "es")
    assert "Cláusulas citadas: main-scheme.6" in spanish
    assert "    fichas de Aceleración: 2\nEl motor:\n    fichas de Aceleración: 0\n" in spanish


def test_not_rebuilding_the_empty_encounter_deck_fails_the_reshuffle_scenario(monkeypatch):
    monkeypatch.setattr(encounter_deck, "reshuffle_discard_pile", lambda table: None)
    failing = [report for report in reports("encounter-deck", "encounter-deck.3", "en") if report]
    assert failing
    assert "Clauses cited: encounter-deck.3" in failing[0]
    assert "    no cards in encounter-discard\nThe engine:\n    encounter-discard: d1 d2\n" in failing[0]


def test_going_on_with_no_encounter_cards_left_fails_the_infinite_loop_scenarios(monkeypatch):
    monkeypatch.setattr(encounter_deck, "infinite_loop", lambda table, key: None)
    failing = [report for report in reports("encounter-deck", "encounter-deck.3.3", "es") if report]
    assert len(failing) == 2
    assert all("Cláusulas citadas: encounter-deck.3.3" in report for report in failing)
    assert "    los jugadores pierden por encounter-deck.3.3\nEl motor:\n    la partida continúa\n" in failing[0]


def test_revealing_on_when_it_is_back_where_it_was_fails_the_endless_loop_scenario(monkeypatch):
    monkeypatch.setattr(card_play, "infinite_loop", lambda table, key: None)
    failing = [report for report in reports("encounter-deck", "encounter-deck.3.3", "en") if report]
    assert len(failing) == 1
    assert "every card surges" in failing[0]
    assert "    the players lose by encounter-deck.3.3\nThe engine:\n    the game goes on\n" in failing[0]


def delete_hand_outright(table, player):
    for card_id in list(table.in_zone(hand(player))):
        table.move(card_id, REMOVED)


@pytest.mark.parametrize("lang", ["es", "en"])
def test_deleting_an_eliminated_players_hand_fails_the_discard_scenario(monkeypatch, lang):
    original = player_elimination.discard_owned_cards

    def discard_all_but_the_hand(table, player):
        delete_hand_outright(table, player)
        original(table, player)

    monkeypatch.setattr(player_elimination, "discard_owned_cards", discard_all_but_the_hand)
    failing = [report for report in reports("player-elimination", "player-elimination.2.4", lang) if report]
    assert len(failing) == 1
    assert "player-elimination.2.4" in failing[0].splitlines()[1]
    assert "h1" in failing[0] and "h2" in failing[0]


def test_the_engine_is_unbroken_after_the_patches():
    for entry, clause in [("main-scheme", "main-scheme.6"), ("encounter-deck", "encounter-deck.3"),
                          ("encounter-deck", "encounter-deck.3.3"), ("player-elimination", "player-elimination.2.4")]:
        assert reports(entry, clause, "en") == [""] * len(reports(entry, clause, "en"))


@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_failure_shown_in_writing_a_ruling_is_what_the_runner_prints(monkeypatch, lang):
    monkeypatch.setattr(main_scheme, "carry_acceleration_tokens", lose_acceleration_tokens)
    [report] = reports("main-scheme", "main-scheme.6", lang)
    guide = (DOCS_DIR / lang / "writing-a-ruling.md").read_text(encoding="utf-8")
    assert f"```text\n{report}\n```\n" in guide
