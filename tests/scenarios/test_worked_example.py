"""A scenario told as a worked example: numbered steps in plain sentences, the table before and after.

The expected sentences come from the Rules Reference (what the rule makes happen) and from the
catalogs' wording of each action and event, never from a run of the engine.
"""

import xml.etree.ElementTree as ET

from checker.scenarios.card_names import named
from checker.scenarios.parser import parse_block
from checker.scenarios.runner import run_scenario
from checker.scenarios.site import render_scenario_html
from checker.scenarios.worked_example import sentence, worked_example

RESHUFFLE = (
    "Scenario: The discard pile becomes the new encounter deck\n"
    "Cites: encounter-deck.3\n"
    "Given: players: A(first) B; phase: villain 1; scheme: ms1[side=B target=20] ms2; "
    "encounter-deck: t1; encounter-discard: d1 d2\n"
    "When: deal an encounter card to A\n"
    "Then: acceleration tokens: 1\n"
)
REORDER = (
    "Escenario: Nadie reordena el mazo de Encuentros sin que se lo indiquen\n"
    "Cita: encounter-deck.2\n"
    "Dado: jugadores: A(inicial); plan: ms1[cara=B umbral=20] ms2; mazo-encuentros: t1 t2 t3\n"
    "Cuando: baraja mazo-encuentros\n"
    "Entonces: prohibido por encounter-deck.2\n"
)
SVG = "{http://www.w3.org/2000/svg}"


def test_each_step_is_its_action_then_what_happened_then_what_holds():
    """encounter-deck.3: the empty deck is rebuilt from the discard pile at once, and an
    acceleration token is placed."""
    example = worked_example(run_scenario(parse_block(RESHUFFLE, "en")), "en")
    (step,) = example.steps
    assert step.action == "Deal an encounter card to A."
    assert step.happenings == (
        "A is dealt Treachery 1 facedown.",
        "The encounter discard pile is shuffled into a new encounter deck.",
        "An acceleration token is placed next to the main scheme deck.",
    )
    assert step.checks == "Afterwards: acceleration tokens: 1."


def test_a_refused_action_reads_as_the_rule_that_forbids_it_and_the_table_stays():
    """encounter-deck.2: the encounter deck's order changes only when a step, function or card says so."""
    example = worked_example(run_scenario(parse_block(REORDER, "es")), "es")
    (step,) = example.steps
    assert step.action == "Baraja el mazo de Encuentros."
    (refusal,) = step.happenings
    assert refusal.startswith("Las reglas lo prohíben (regla encounter-deck 2). El orden del mazo de Encuentros")
    assert refusal.endswith("Nada cambia.")
    assert example.after == example.before and not example.changes_the_table


def test_the_tables_before_and_after_are_the_set_up_and_the_last_state():
    example = worked_example(run_scenario(parse_block(RESHUFFLE, "en")), "en")
    assert example.before == named(parse_block(RESHUFFLE, "en").setup, example.names)
    assert example.after.in_zone(example.after.location("t1")) == ("t1",)
    assert example.after.acceleration_tokens == 1


def test_a_sentence_starts_with_a_capital_and_ends_with_a_full_stop():
    assert sentence("baraja el mazo de Encuentros") == "Baraja el mazo de Encuentros."
    assert sentence("A is dealt Treachery 1 facedown.") == "A is dealt Treachery 1 facedown."


def test_a_passing_scenario_shows_numbered_steps_and_drawings_before_and_after_in_the_page_language():
    html = render_scenario_html(RESHUFFLE, "en")
    assert '<ol class="mc-scenario__steps" data-search-exclude=""><li>Deal an encounter card to A.<ul><li>A is dealt Treachery 1 facedown.</li>' in html
    assert html.count('<svg xmlns="http://www.w3.org/2000/svg"') == 2
    assert "<figcaption>Before</figcaption>" in html and "<figcaption>After</figcaption>" in html
    assert 'class="mc-scenario__source mc-detail"' in html


def test_a_scenario_that_leaves_the_table_as_it_was_draws_it_once():
    html = render_scenario_html(REORDER, "es")
    assert html.count("<svg") == 1 and "<figcaption>La mesa</figcaption>" in html
    assert 'lang="es"' in html


def test_a_failing_scenario_shows_its_report_and_no_worked_example():
    html = render_scenario_html(RESHUFFLE.replace("acceleration tokens: 1", "acceleration tokens: 2"), "en")
    assert "mc-scenario--failed" in html and "mc-scenario__failure" in html
    assert "<svg" not in html and "mc-scenario__steps" not in html


def test_the_drawings_of_a_page_have_ids_of_their_own():
    html = render_scenario_html(RESHUFFLE, "en")
    root = ET.fromstring(f"<div>{html}</div>")
    ids = [element.get("id") for element in root.iter() if element.get("id")]
    assert len(ids) == len(set(ids))
    for svg in root.iter(f"{SVG}svg"):
        assert svg.find(f"{SVG}title").get("id") == svg.get("aria-labelledby")


def test_the_after_drawing_shows_what_the_step_changed():
    html = render_scenario_html(RESHUFFLE, "en")
    root = ET.fromstring(f"<div>{html}</div>")
    before, after = (
        " ".join("".join(text.itertext()) for text in svg.iter(f"{SVG}text")) for svg in root.iter(f"{SVG}svg")
    )
    assert "Encounter deck: 1" in before and "Discard pile: 2" in before
    assert "Encounter deck: 2" in after and "Discard pile: 0" in after
    assert "tokens 0" in before and "tokens 1" in after
    assert "Encounter cards dealt facedown: 1" in after


def test_a_state_without_a_main_scheme_says_so():
    """main-scheme.1: with no main scheme in play there is no step one of the villain phase."""
    html = render_scenario_html(
        "Scenario: x\nCites: main-scheme.1\nGiven: players: A(first); phase: villain 1\n"
        "When: villain phase, step one\nThen: forbidden by main-scheme.1\n", "en")
    assert "mc-scenario--verified" in html and "No main scheme in play" in html


DEFENCE = (
    "Escenario: Un ataque no defendido inflige al Héroe el ATQ del Villano\n"
    "Cita: attack-enemy-activation.2.4.2\n"
    "Dado: jugadores: A(inicial); fase: villano 2; villano: rhino[carta=01094]; plan: ms1[cara=B umbral=20]; "
    "mazo-encuentros: b1[aumento=1] t2 t9; A.juego: spidey:identidad[vida=10 def=2] "
    "lady:apoyo[nombre=\"The Painted Lady\"] watch:apoyo[nombre=Watch capacidad=\"accion: sound the alarm\"]\n"
    "Cuando: fase del Villano, paso 2\n"
    "Entonces: A tiene que elegir entre: spidey sin-defensor\n"
    "Cuando: A elige sin-defensor\n"
    "Entonces: Daño sobre spidey: 3\n"
    "Cuando: A usa la acción de watch\n"
)
DEFENCE_IDS = ("rhino", "ms1", "b1", "t2", "t9", "spidey", "lady", "watch", "sin-defensor")


def test_a_worked_example_names_cards_and_answers_as_players_do():
    """A card from the card data by its Spanish title, a card with a name by that name, any other
    by its type (numbered when there are several), an identity by its player; an answer as what
    the player does (attack-enemy-activation.2.4.2: the player may declare no defender)."""
    example = worked_example(run_scenario(parse_block(DEFENCE, "es")), "es", printed_title={"Watch": None}.get)
    told = " ".join(" ".join([step.action, *step.happenings, step.checks]) for step in example.steps)
    assert "Rino ataca a A." in told and "Rino recibe Perfidia 1 boca abajo como carta de Aumento." in told
    assert "A tiene que elegir entre: Superhéroe de A o ningún defensor" in told
    assert "A no declara defensor." in told and "Superhéroe de A sufre 3 de Daño." in told
    assert example.steps[2].action == "A usa la acción de Watch."
    for card_id in DEFENCE_IDS:
        assert f" {card_id} " not in f" {told} ".replace(".", " ").replace(",", " ").replace(":", " ")
    assert example.names["lady"] == "The Painted Lady" and example.names["ms1"] == "Plan principal"


def test_a_worked_example_gives_a_card_named_by_its_english_title_its_spanish_one():
    titles = {"The Painted Lady": "El Dama Pintada"}
    example = worked_example(run_scenario(parse_block(DEFENCE, "es")), "es", printed_title=titles.get)
    assert example.names["lady"] == "El Dama Pintada"
    assert example.before.card("lady").name == "El Dama Pintada"


DEBT = (
    "Escenario: La respuesta de una Obligación en la zona de juego de B la usa B\n"
    "Cita: response.2.1\n"
    "Dado: jugadores: A(inicial) B; plan: ms1[cara=B umbral=20] ms2\n"
    "  B.juego: debt:obligacion[nombre=Debt capacidad=\"respuesta[entra-en-juego esbirro]: pay the debt\"]\n"
    "  apartadas: m1:esbirro[vida=5]\n"
    "Cuando: pon m1 en juego\n"
    "Cuando: B elige usar\n"
    "  Capacidad de debt: pay the debt.\n"
)


def test_an_ability_text_and_a_name_written_only_in_english_are_marked_english_on_a_spanish_page():
    html = render_scenario_html(DEBT, "es")
    assert "<li>Capacidad de <span lang=\"en\">Debt</span>: <span lang=\"en\">pay the debt</span>.</li>" in html
    assert "<li>B usa la capacidad.<ul>" in html
    english = render_scenario_html(DEBT.replace("Escenario", "Scenario").replace("Cita", "Cites").replace("Dado", "Given")
                                   .replace("jugadores", "players").replace("inicial", "first").replace("plan:", "scheme:")
                                   .replace("cara=B umbral", "side=B target").replace("B.juego", "B.play")
                                   .replace("obligacion[nombre", "obligation[name").replace("capacidad=", "ability=")
                                   .replace("respuesta[entra-en-juego esbirro]", "response[enters-play minion]")
                                   .replace("apartadas", "set-aside").replace("esbirro[vida", "minion[hp")
                                   .replace("Cuando: pon m1 en juego", "When: put m1 into play")
                                   .replace("Cuando: B elige usar", "When: B chooses use")
                                   .replace("Capacidad de debt", "Ability of debt"), "en")
    assert "mc-scenario--verified" in english and "<li>Ability of Debt: pay the debt.</li>" in english


STEP_ONE = (
    "Escenario: El paso uno coloca la Amenaza del recuadro de Aceleración\n"
    "Cita: main-scheme.6\n"
    "Dado: jugadores: A(inicial); fase: villano 1; plan: ms1[cara=B aceleracion=2 umbral=20] ms2\n"
    "Cuando: fase del Villano, paso uno\n"
)


def test_the_steps_and_the_drawing_call_the_acceleration_field_as_the_spanish_rules_do():
    """The Spanish rules text calls it «recuadro de Aceleración» (main-scheme, step one of the
    villain phase); the step that places its threat and the drawing of the table say the same."""
    html = render_scenario_html(STEP_ONE, "es")
    root = ET.fromstring(f"<div>{html}</div>")
    steps = " ".join(next(root.iter("ol")).itertext())
    drawing = " ".join(" ".join(text.itertext()) for svg in root.iter(f"{SVG}svg") for text in svg.iter(f"{SVG}text"))
    assert "(recuadro 2, fichas 0, iconos 0)" in steps
    assert "recuadro 2, fichas 0, iconos 0" in drawing and "campo" not in drawing


def test_an_event_that_says_what_the_action_said_is_not_told_twice():
    """The engine logs "B discards no more cards" when B answers so (end-of-player-phase.1.1)."""
    example = worked_example(run_scenario(parse_block(DEBT, "es")), "es")
    answer = example.steps[1]
    assert answer.action == "B usa la capacidad." and answer.action not in answer.happenings
    played = worked_example(run_scenario(parse_block(
        "Scenario: x\nCites: draw.1\nGiven: players: A(first); scheme: ms1[side=B target=20] ms2\n"
        "  A.hand: cap:ally[cost=0]\nWhen: A plays cap\n", "en")), "en")
    assert played.steps[0].action == "A plays Ally." and "A plays Ally." not in played.steps[0].happenings
