"""The schema of the state declares every attribute once, and the notation and the table follow it:
a field added to the state, a seat or the zones without its declaration fails here."""

from dataclasses import fields, replace

import pytest

from checker.engine import GameState, ZoneKind, read_state
from checker.engine import schema
from checker.engine.notation import KEYWORDS, write_state
from checker.engine.table import Table
from checker.engine.turns import Choice, Phase, Player
from checker.engine.zones import CARD_ZONE_KINDS

BASE = "players: A(first) B; scheme: ms1[side=B target=8 threat=2] ms2; A.hand: cap"


def test_every_field_of_the_game_state_is_said_by_a_declared_attribute():
    assert sorted(schema.state_fields_said()) == sorted(item.name for item in fields(GameState))


def test_every_field_of_a_seat_is_its_id_or_a_declared_flag():
    assert sorted(schema.player_fields_said()) == sorted(item.name for item in fields(Player))


def test_every_zone_but_the_cards_on_a_card_is_a_declared_section():
    declared = [attribute.field for attribute in schema.ZONES.values()]
    assert sorted(declared) == sorted(kind for kind in ZoneKind if kind not in CARD_ZONE_KINDS)


def test_every_phase_and_choice_has_its_words():
    assert sorted(attribute.field for attribute in schema.PHASES.values()) == sorted(Phase)
    assert sorted(attribute.field for attribute in schema.CHOICES.values()) == sorted(Choice)


@pytest.mark.parametrize("lang", schema.LANGS)
def test_the_notation_keywords_are_the_declared_ones(lang):
    for group, attributes in schema.GROUPS.items():
        assert getattr(KEYWORDS[lang], group) == {attribute.en: attribute.word(lang) for attribute in attributes}


@pytest.mark.parametrize("lang", schema.LANGS)
@pytest.mark.parametrize("attribute", schema.VALUE_SECTIONS, ids=lambda attribute: attribute.en)
def test_a_section_holding_a_value_is_written_only_off_its_default_and_read_back(lang, attribute):
    state = read_state(BASE)
    assert getattr(state, attribute.field) == attribute.default
    assert attribute.word(lang) + ":" not in write_state(state, lang)
    changed = replace(state, **{attribute.field: attribute.type(7)})
    text = write_state(changed, lang)
    assert f"{attribute.word(lang)}: 7" in text
    assert read_state(text) == changed


@pytest.mark.parametrize("lang", schema.LANGS)
def test_a_list_section_is_written_after_its_zone_and_read_back(lang):
    state = read_state(BASE + "; removed: ms0")
    for attribute in schema.SECTIONS.values():
        if attribute.shape is schema.Shape.LIST:
            assert attribute.word(lang) + ":" not in write_state(state, lang)
            item = "ms0" if attribute.item is None else attribute.item.parse("ms0")
            changed = replace(state, **{attribute.field: (item,)})
            text = write_state(changed, lang)
            zone = KEYWORDS[lang].zones[attribute.after.value] if attribute.after else None
            assert f"{attribute.word(lang)}: ms0" in text
            assert zone is None or text.index(f"{zone}:") < text.index(f"{attribute.word(lang)}:")
            assert read_state(text) == changed


@pytest.mark.parametrize("lang", schema.LANGS)
@pytest.mark.parametrize("attribute", schema.FLAG_SECTIONS, ids=lambda attribute: attribute.en)
def test_a_flag_section_is_a_bare_keyword_when_true(lang, attribute):
    state = replace(read_state(BASE), **{attribute.field: True})
    text = write_state(state, lang)
    assert text.endswith("; " + attribute.word(lang))
    assert read_state(text) == state


@pytest.mark.parametrize("lang", schema.LANGS)
@pytest.mark.parametrize("flag", schema.PLAYER_FLAGS, ids=lambda flag: flag.en)
def test_a_seat_flag_sets_its_field_of_the_player(lang, flag):
    state = read_state(BASE)
    players = (replace(state.players[0], **{flag.field: True}), state.players[1])
    changed = replace(state, players=players)
    text = write_state(changed, lang)
    first = schema.FIRST_PLAYER.word(lang)
    assert f"({first} {flag.word(lang)})" in text
    assert read_state(text).player("A") == players[0]


def test_a_table_thaws_and_freezes_every_field_of_the_state():
    state = read_state(
        "players: A(first changed-form) B(out); round: 3; phase: villain 2; seed: 9; shuffles: 4; "
        "scheme: ms2[side=B target=8 threat=2]; accel-tokens: 2; completed: ms1; removed: ms1; "
        "A.hand: cap; infinite-loop; villain-defeated"
    )
    table = Table(state)
    assert table.freeze() == state
    table.completed = (*table.completed, "ms2")
    table.players.pop()
    assert state.completed == ("ms1",) and len(state.players) == 2
    assert table.freeze().completed == ("ms1", "ms2")


@pytest.mark.parametrize("lang", schema.LANGS)
@pytest.mark.parametrize(("section", "groups"), [("players", ("seat_flags",)), ("pending", ("choices", "answers"))])
def test_the_meaning_of_a_section_names_every_word_its_syntax_takes(lang, section, groups):
    about = schema.SECTIONS[section].about(lang)
    for group in groups:
        assert all(f"`{attribute.word(lang)}`" in about for attribute in schema.GROUPS[group]), group


def test_a_word_declared_in_a_group_shows_in_the_meaning_of_its_section(monkeypatch):
    added = schema.Attribute("pass", "pasar", "pass", str, None, "pass", "pasar")
    monkeypatch.setattr(schema, "GROUPS", {**schema.GROUPS, "answers": (*schema.GROUPS["answers"], added)})
    assert "`pasar`) y la cláusula" in schema.SECTIONS["pending"].about("es")


@pytest.mark.parametrize("lang", schema.LANGS)
def test_the_meaning_of_the_phase_section_uses_the_words_of_the_phases(lang):
    about = schema.SECTIONS["phase"].about(lang)
    assert all(f"`{attribute.word(lang)}" in about for attribute in schema.PHASES.values())
