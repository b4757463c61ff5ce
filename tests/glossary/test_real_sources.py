"""The import of the bundled sources: what the glossary must say about today's four entries."""

import pytest

from checker.glossary import ClauseKind, Lang, load_glossary


@pytest.fixture(scope="module")
def glossary():
    return load_glossary()


def test_four_entries_each_with_spanish_and_english_titles(glossary):
    assert {entry.id: (entry.title[Lang.ES], entry.title[Lang.EN]) for entry in glossary.entries} == {
        "encounter-deck": ("Encuentros, mazo de", "Encounter Deck"),
        "in-play-and-out-of-play": ("En juego y fuera del juego", "In Play and Out of Play"),
        "main-scheme": ("Plan principal (cartas y mazo)", "Main Scheme, Main Scheme Deck"),
        "player-elimination": ("Eliminación de jugadores", "Player Elimination"),
    }


def test_no_source_line_is_lost(glossary):
    assert glossary.unaccounted == []


def test_player_elimination_english_is_the_projects_own_translation(glossary):
    entry = glossary.entry("player-elimination")
    assert entry.unofficial == {Lang.EN}
    assert all(clause.unofficial == {Lang.EN} for clause in entry.walk())
    assert entry.title_source[Lang.ES].file.startswith("003_")


def test_player_elimination_steps_are_renumbered_one_to_five(glossary):
    procedure = glossary.clause("player-elimination.2")
    steps = [child for child in procedure.children if child.kind is ClauseKind.STEP]
    assert [step.number for step in steps] == [1, 2, 3, 4, 5]
    assert [step.source[Lang.ES].line for step in steps] == [9, 11, 13, 21, 23]
    assert [child.text[Lang.ES][:30] for child in steps[2].children] == [
        "Si esa carta es un Accesorio q",
        "Retira de la partida toda cart",
        "Coloca todas las demás cartas ",
    ]


def test_main_scheme_keeps_its_nine_see_also_labels(glossary):
    links = glossary.entry("main-scheme").see_also
    assert [link.label[Lang.ES] for link in links] == [
        "Aceleración, ficha de", "Aceleración, Icono de", "Amenaza", "Encuentro, carta de",
        "Fase del villano", "Retirar de la partida", "Típos de cartas", "Umbral de Amenaza", "Villano",
    ]
    assert all(link.target is None and link.term for link in links)


def test_newer_in_play_text_gives_the_structure_and_its_examples(glossary):
    entry = glossary.entry("in-play-and-out-of-play")
    examples = [clause for clause in entry.walk() if clause.kind is ClauseKind.EXAMPLE]
    assert [example.id for example in examples] == [
        "in-play-and-out-of-play.2.4.1", "in-play-and-out-of-play.2.6.1", "in-play-and-out-of-play.2.7.1",
        "in-play-and-out-of-play.3.3.1", "in-play-and-out-of-play.3.5.1",
    ]
    assert all(example.text[Lang.EN].startswith("For example") for example in examples)
    assert all(example.source[Lang.EN].file.startswith("001_") for example in examples)


def test_older_in_play_text_is_kept_as_a_variant_matched_to_the_new_clauses(glossary):
    entry = glossary.entry("in-play-and-out-of-play")
    (variant,) = entry.variants
    assert variant.lang is Lang.EN and variant.title_source.file.startswith("000_")
    by_text = {clause.text[:40]: clause.matches for clause in variant.clauses}
    assert by_text["Event cards and treachery cards implicit"] == "in-play-and-out-of-play.3.4"
    assert by_text["A card is considered to either be in pla"] == "in-play-and-out-of-play.1"


def test_spanish_in_play_text_follows_the_newer_structure(glossary):
    entry = glossary.entry("in-play-and-out-of-play")
    assert glossary.clause("in-play-and-out-of-play.3.4").text[Lang.ES].startswith("Las cartas de Evento y Perfidia")
    split_sentences = glossary.clause("in-play-and-out-of-play.2.2"), glossary.clause("in-play-and-out-of-play.2.3")
    assert split_sentences[0].text[Lang.ES].startswith("En lo que respecta a las cartas de Encuentro")
    assert split_sentences[1].text[Lang.ES].startswith("La cara que queda boca arriba de las cartas de Accesorio")
    assert split_sentences[0].source[Lang.ES] == split_sentences[1].source[Lang.ES]
    rules = [clause for clause in entry.walk() if clause.kind is not ClauseKind.EXAMPLE]
    assert all(Lang.ES in clause.text for clause in rules)


def test_clause_ids_are_unique_across_the_glossary(glossary):
    ids = [clause.id for entry in glossary.entries for clause in entry.walk()]
    assert len(ids) == len(set(ids))
