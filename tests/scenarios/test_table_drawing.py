"""The drawing of the table: inline SVG of a game state, in the page's language.

Which cards are in play comes from the In Play and Out of Play entry
(in-play-and-out-of-play.2.1, .2.3): player cards and encounter attachments, minions, side
schemes in a play area; the top card of the main scheme deck; cards in hands, decks and discard
piles are out of play.
"""

import re
import xml.etree.ElementTree as ET

import pytest

from checker.engine import read_state
from checker.engine.events import MESSAGES, EventKey, render_message
from checker.scenarios.table_drawing import draw_table

SVG = "{http://www.w3.org/2000/svg}"
TABLE = (
    'players: A(first) B(out); villain: rhino1[hp=14 damage=10] rhino2; '
    "scheme: ms1[side=B accel=1 target=3p threat=5] ms2; accel-tokens: 2; villain-area: ss1[threat=2]; "
    "encounter-deck: t1 t2 t3; encounter-discard: m1:minion; "
    'A.play: peter:identity[name="Peter Parker" side=B hp=10]{web:upgrade ~x1} cap:ally; '
    "A.hand: h1 h2; A.deck: d1; A.engaged: m2; A.dealt: t4"
)


def drawing(notation: str, lang: str = "en") -> ET.Element:
    return ET.fromstring(draw_table(read_state(notation), lang, "The table", "t"))


def text_of(svg: ET.Element) -> str:
    """What the drawing writes on the table (its title and description aside)."""
    return " ".join("".join(element.itertext()) for element in svg.iter(f"{SVG}text"))


def named_cards(svg: ET.Element) -> set[str]:
    return {group.get("data-card") for group in svg.iter(f"{SVG}g") if group.get("data-state") == "in-play"}


def test_the_drawing_names_exactly_the_cards_in_play():
    assert named_cards(drawing(TABLE)) == {"ms1", "rhino1", "ss1", "peter", "web", "cap", "m2"}


def test_cards_out_of_play_are_counted_not_named():
    svg = drawing(TABLE)
    labels = {group.get("data-card") for group in svg.iter(f"{SVG}g")}
    assert not labels & {"h1", "h2", "d1", "t1", "t2", "t3", "t4", "m1", "ms2", "rhino2", "x1"}
    text = text_of(svg)
    assert "Hand 2 · deck 1 · discard 0" in text
    assert "Encounter deck: 3" in text and "Discard pile: 1" in text
    assert "Encounter cards dealt facedown: 1" in text
    assert text.count("Stages left in the deck: 1") == 2


def test_facedown_cards_are_drawn_as_card_backs_where_they_lie():
    """in-play-and-out-of-play.3.2: facedown cards, attached (x1 under peter) or dealt (t4), are out of play and unseen."""
    svg = drawing(TABLE)
    backs = [group for group in svg.iter(f"{SVG}g") if group.get("data-state") == "facedown"]
    assert len(backs) == 2
    assert all(group.get("data-card") is None for group in backs)
    assert [group.find(f"{SVG}text").text for group in backs] == ["↳ facedown", "facedown"]


def test_the_main_scheme_shows_its_threat_against_a_target_per_player_counted_by_starting_players():
    """player-elimination.3.3: a per-player value counts the players who started, eliminated ones too."""
    text = text_of(drawing(TABLE))
    assert "Threat 5 of 6" in text
    assert "Acceleration: field 1, tokens 2, icons 0" in text


def test_each_player_has_an_area_with_their_identity_and_the_form_it_shows():
    text = text_of(drawing(TABLE))
    assert "Player A · first player" in text and "Player B · eliminated" in text
    assert "Peter Parker · alter-ego · damage 0/10" in text and "(peter)" not in text
    assert "ss1 · threat 2" in text and "rhino1 · damage 10/14" in text


def test_labels_are_in_the_page_language():
    svg = drawing(TABLE, "es")
    text = text_of(svg)
    assert svg.get("lang") == "es"
    assert "Amenaza 5 de 6" in text and "Jugador A · jugador inicial" in text and "Plan principal" in text


def test_the_outcome_shows_when_the_game_is_over():
    """encounter-deck.3.3: both the encounter deck and its discard pile empty is an infinite loop: the players lose."""
    text = text_of(drawing("players: A(first); scheme: ms1[side=B target=20] ms2; infinite-loop"))
    assert "Infinite loop" in text and "The players lose" in text and "encounter-deck.3.3" not in text


def test_card_names_are_escaped():
    svg_text = draw_table(
        read_state('players: A(first); A.play: x:ally[name="<b>Ant & Wasp</b>"]'), "en", "T", "t"
    )
    assert "<b>" not in svg_text
    assert "<b>Ant & Wasp</b>" in text_of(ET.fromstring(svg_text))


@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_drawing_is_titled_scales_to_its_width_and_fits_a_narrow_column(lang):
    svg = drawing(TABLE, lang)
    assert svg.get("width") == "100%" and svg.get("role") == "img"
    assert svg.find(f"{SVG}title").text == "The table"
    assert "Peter Parker" in svg.find(f"{SVG}desc").text
    assert svg.get("aria-labelledby") == "t-title" and svg.get("aria-describedby") == "t-desc"
    _, _, width, height = (float(number) for number in svg.get("viewBox").split())
    assert width <= 400 and height > width
    for shape in svg.iter(f"{SVG}rect"):
        assert float(shape.get("x")) + float(shape.get("width")) <= width


@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_acceleration_line_counts_in_the_words_of_the_villain_phase_step_one_event(lang):
    """The same word for the same thing: the drawing names the acceleration field, tokens and
    icons as the event log of step one of the villain phase does ("recuadro" in Spanish)."""
    event = render_message(lang, MESSAGES[EventKey.STEP_ONE_THREAT],
                           {"card": "ms1", "count": 5, "field": 3, "tokens": 2, "icons": 0})
    counted = re.search(r"\(([^()]*)\)\.$", event).group(1)
    notation = "players: A(first); scheme: ms1[side=B accel=3 target=20]; accel-tokens: 2"
    assert counted in text_of(drawing(notation, lang))


def test_a_chip_too_long_for_one_line_is_written_whole_on_several():
    svg = drawing('players: A(first); A.play: x:ally[name="Wasp, Founding Avenger of the Mighty" hp=3 exhausted stunned=1 tough=1]')
    chip = next(group for group in svg.iter(f"{SVG}g") if group.get("data-card") == "x")
    lines = [text.text for text in chip.iter(f"{SVG}text")]
    assert len(lines) > 1
    assert " ".join(lines) == chip.find(f"{SVG}title").text
    assert " ".join(lines).endswith("exhausted · stunned · tough · damage 0/3")


def test_a_panel_no_longer_drawn_after_a_step_is_kept_and_lists_what_left():
    """The villain's last stage defeated leaves no villain panel: the drawing after says what was there."""
    before = read_state("players: A(first); villain: rhino[hp=14]")
    after = read_state("players: A(first)")
    svg = ET.fromstring(draw_table(after, "en", "After", "t", since=before))
    assert "Villain" in text_of(svg) and "no longer here: rhino · damage 0/14" in text_of(svg)
    assert "no longer here: rhino · damage 0/14" in svg.find(f"{SVG}desc").text


def test_a_drawing_after_a_step_that_changed_nothing_drawn_says_so_instead_of_pointing_to_highlights():
    """A player who changed form once this round (form.2) is not drawn: nothing is highlighted."""
    before = read_state("players: A(first); A.play: peter:identity[hp=10]")
    after = read_state("players: A(first changed-form); A.play: peter:identity[hp=10]")
    assert before != after
    text = text_of(ET.fromstring(draw_table(after, "en", "After", "t", since=before)))
    assert "Nothing drawn here changed since Before" in text and "Highlighted" not in text


def test_cards_that_left_a_row_are_listed_and_the_row_heading_is_not():
    """player-elimination.2.2: A's engaged minion goes to B; A's panel lists it, not its heading."""
    before = read_state("players: A(first) B; A.engaged: m1[hp=3]")
    after = read_state("players: A(first) B; B.engaged: m1[hp=3]")
    text = text_of(ET.fromstring(draw_table(after, "en", "After", "t", since=before)))
    assert text.count("no longer here") == 1 and "no longer here: m1 · damage 0/3" in text
