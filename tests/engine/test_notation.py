"""The state notation: reading and writing round-trip, in English and in Spanish."""

import pytest

from checker.engine import KEYWORDS, NotationError, ZoneKind, parse_zone, read_state, write_state
from checker.engine.card_notation import CARD_TABLES, CARD_WORDS
from checker.engine.notation import TABLES

EXAMPLES = [
    "players: A(first) B",
    "players: A(first) B(out); seed: abc; shuffles: 2",
    "players: A(first); villain: rhino[name=Rhino hp=14 damage=3] rhino2",
    "players: A(first); scheme: ms1[side=B accel=1p target=4p start=2 threat=5] ms2[reveal-a=accel+1 "
    'reveal-b="threat+1p,Rhino charges"]; accel-tokens: 2; completed: ms0; removed: ms0:main-scheme',
    "players: A(first); villain-area: ss1[icons=1 victory threat=2] env:environment",
    'players: A(first); encounter-deck: t1 m1:minion[ability="constant: used-from-out-of-play"]; encounter-discard: t2',
    "players: A(first) B; A.hand: h1:event; A.deck: d1; A.discard: x1[owner=B]; "
    "A.play: peter:identity[side=B hp=10]{web:upgrade grip[attach-to=identity permanent] ~lady:treachery}; "
    'A.engaged: m1{a1}; A.dealt: f1; B.play: ally1[ability="action: refers-to-out-of-play"]',
    "players: A(first); set-aside: dg:attachment; removed: x:ally[owner=A]; infinite-loop",
    "players: A(first); A.play: card1:identity[single] card2[double]",
    'players: A(first); A.engaged: m1[hp=3p retaliate=1 guard linked=Rhino uses="3 charge" traits=Hydra,Elite '
    "atk=1 sch=0 crisis=1 hazard=2 amplify=1 boost=2 boost-star]",
    'players: A(first); A.hand: e1:event[ability="hero-action(01087): deal 3 damage" code=x1 cost=2 '
    "resources=energy,wild]",
    "players: A(first); villain: rhino1[card=01094 damage=3] rhino2[card=01095]; villain-area: bt[card=01107 threat=2]",
    "players: A(first); A.play: spidey[card=01001a side=B]",
    "players: A(first changed-form) B(out changed-form); A.play: peter:identity[side=B]",
    'players: A(first); scheme: ms1[side=B target=9 when-completed="accel+1,Rhino escapes"] '
    "ms2[when-completed=threat+2p]",
]


@pytest.mark.parametrize("text", EXAMPLES)
@pytest.mark.parametrize("lang", ["en", "es"])
def test_notation_round_trips(text, lang):
    state = read_state(text)
    assert read_state(write_state(state, lang)) == state
    assert read_state(write_state(state, lang, "\n")) == state


@pytest.mark.parametrize("text", EXAMPLES)
def test_english_notation_is_written_back_as_given(text):
    assert write_state(read_state(text)) == text


def test_spanish_keywords_read_the_same_state():
    spanish = (
        "jugadores: A(inicial) B(eliminado); plan: ms1[cara=B umbral=4p amenaza=2]; fichas-aceleracion: 1; "
        "mazo-encuentros: e1:esbirro; A.juego: p:identidad[vida=9 daño=1]{g[vincular-a=identidad permanente]}"
    )
    english = (
        "players: A(first) B(out); scheme: ms1[side=B target=4p threat=2]; accel-tokens: 1; "
        "encounter-deck: e1:minion; A.play: p:identity[hp=9 damage=1]{g[attach-to=identity permanent]}"
    )
    assert read_state(spanish) == read_state(english)
    assert write_state(read_state(english), "es") == spanish


def test_spanish_words_for_a_change_of_form_and_when_completed_read_the_same_state():
    spanish = "jugadores: A(inicial cambio-identidad); plan: ms1[cara=B al-completarse=aceleracion+1]"
    english = "players: A(first changed-form); scheme: ms1[side=B when-completed=accel+1]"
    assert read_state(spanish) == read_state(english)
    assert write_state(read_state(english), "es") == spanish
    assert read_state(english).player("A").changed_form


def test_lines_comments_and_semicolons_mix():
    state = read_state("# a comment\nplayers: A(first)\n\nencounter-deck: t1 t2; encounter-discard: t3\n")
    assert write_state(state) == "players: A(first); encounter-deck: t1 t2; encounter-discard: t3"


def test_card_defaults_come_from_the_zone():
    state = read_state(
        "players: A(first); villain: v; scheme: s; villain-area: ss; encounter-deck: t; A.hand: h; A.engaged: m"
    )
    assert [state.card(card).type.value for card in "v s ss t h m".split()] == [
        "villain", "main-scheme", "side-scheme", "treachery", "ally", "minion",
    ]
    assert state.card("h").owner == "A" and state.card("t").owner is None


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("players: A; hand: h1", "State notation, line 1, column 13: unknown section 'hand'"),
        ("players: A\nZ.hand: h1", "State notation, line 2, column 1: unknown player 'Z'; list it under 'players' first"),
        ("players: A; A.hand: h1 h1", "State notation, line 1, column 24: card 'h1' appears twice"),
        ("players: A; A.hand: h1:hero", "State notation, line 1, column 24: unknown card type 'hero'"),
        ("players: A; A.hand: h1[colour=red]", "State notation, line 1, column 31: expected a number, got 'red'"),
        ("players: A; A.hand: h1[shiny]", "State notation, line 1, column 24: unknown attribute 'shiny'"),
        ("players: A; A.hand: h1[side=C]", "State notation, line 1, column 29: bad value 'C' for 'side'"),
        ("players: A; A.hand: h1{x1", "State notation, line 1, column 23: '{' is never closed"),
        ("players: A; removed: h1:ally", "State notation, line 1, column 22: player card 'h1' outside a player's zones needs owner=<player>"),
        ("players: A; A.hand: ~h1", "State notation, line 1, column 21: '~' (facedown) only marks cards placed under another card"),
        ("players: A; players: B", "State notation, line 1, column 13: section 'players' is given twice"),
        ("players: A; accel-tokens 2", "State notation, line 1, column 13: expected ':' after 'accel-tokens'"),
    ],
)
def test_bad_notation_names_line_column_and_reason(text, message):
    with pytest.raises(NotationError) as error:
        read_state(text)
    assert str(error.value) == message


def test_notation_errors_read_in_spanish():
    with pytest.raises(NotationError) as error:
        read_state("jugadores: A; A.mano: h1:heroe")
    assert error.value.render("es") == "Notación de estado, línea 1, columna 26: tipo de carta desconocido 'heroe'"


def test_every_language_has_a_word_for_every_keyword():
    english, spanish = KEYWORDS["en"], KEYWORDS["es"]
    for table in TABLES:
        assert set(getattr(english, table)) == set(getattr(spanish, table)), table
    for table in CARD_TABLES:
        assert set(getattr(CARD_WORDS["en"], table)) == set(getattr(CARD_WORDS["es"], table)), table


@pytest.mark.parametrize(
    ("text", "kind", "holder"),
    [("A.hand", ZoneKind.HAND, "A"), ("B.descartes", ZoneKind.DISCARD, "B"), ("encounter-discard", ZoneKind.ENCOUNTER_DISCARD, None)],
)
def test_zone_names_read_in_either_language(text, kind, holder):
    zone = parse_zone(text)
    assert (zone.kind, zone.holder) == (kind, holder)


def test_write_state_writes_a_state_in_progress():
    state = read_state("players: A(first); encounter-deck: t1")
    assert write_state(state, "es") == "jugadores: A(inicial); mazo-encuentros: t1"
