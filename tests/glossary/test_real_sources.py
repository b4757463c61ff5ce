"""The import of the bundled sources: what the glossary must say about the four entries that the
Spanish site pages give, now that the Rules Reference compilation gives their English too."""

import pytest

from checker.glossary import ClauseKind, Lang, load_glossary

SPANISH_SITE_ENTRIES = {
    "encounter-deck": ("Encuentros, mazo de", "Encounter Deck"),
    "in-play-and-out-of-play": ("En juego y fuera del juego", "In Play and Out of Play"),
    "main-scheme": ("Plan principal (cartas y mazo)", "Main Scheme, Main Scheme Deck"),
    "player-elimination": ("Eliminación de jugadores", "Player Elimination"),
}


@pytest.fixture(scope="module")
def glossary():
    return load_glossary()


def test_the_four_spanish_site_entries_keep_their_ids_and_titles(glossary):
    """Only the Spanish site pages have official Spanish, so exactly these four entries have it;
    the others' Spanish is the project's own translation."""
    assert {entry.id: (entry.title[Lang.ES], entry.title[Lang.EN])
            for entry in glossary.entries if Lang.ES not in entry.unofficial} == SPANISH_SITE_ENTRIES


def test_no_source_line_is_lost(glossary):
    assert glossary.unaccounted == []


def test_player_elimination_english_is_now_the_official_text_of_the_compilation(glossary):
    """The project's translation was there only for want of an official English text."""
    entry = glossary.entry("player-elimination")
    assert entry.unofficial == frozenset()
    assert entry.title_source[Lang.ES].file.startswith("003_")
    assert entry.title_source[Lang.EN].file == "rules_reference.json"
    assert glossary.clause("player-elimination.2").text[Lang.EN] == "When a player is eliminated, perform the following in order:"
    assert all(clause.source[Lang.EN].file == "rules_reference.json" for clause in entry.walk())


def test_player_elimination_spanish_pairs_through_the_translation_around_the_new_clause(glossary):
    """The compilation adds "» If a player is eliminated in the middle of an attack, that attack
    ends." under the rule on abilities; the Spanish, which has no such line, stays with the rules
    it translates, and the project's own Spanish fills the new line alone."""
    assert glossary.clause("player-elimination.3.2").text[Lang.ES].startswith("Aunque un jugador sea eliminado")
    assert glossary.clause("player-elimination.3.2").unofficial == set()
    new_line = glossary.clause("player-elimination.3.2.1")
    assert new_line.text[Lang.EN] == "If a player is eliminated in the middle of an attack, that attack ends."
    assert new_line.unofficial == {Lang.ES}
    assert glossary.clause("player-elimination.3.3").text[Lang.ES].startswith("Todo efecto que aluda")


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


def test_main_scheme_keeps_its_nine_see_also_labels_now_each_leading_to_its_entry(glossary):
    links = glossary.entry("main-scheme").see_also
    assert [(link.label[Lang.ES], link.target) for link in links] == [
        ("Aceleración, ficha de", "acceleration-token"),
        ("Aceleración, Icono de", "acceleration-icon"),
        ("Amenaza", "threat"),
        ("Encuentro, carta de", "encounter-card"),
        ("Fase del villano", "villain-phase"),
        ("Retirar de la partida", "removed-from-the-game"),
        ("Típos de cartas", "card-types"),
        ("Umbral de Amenaza", "target-threat"),
        ("Villano", "villain"),
    ]
    assert all(link.term for link in links)


def test_main_scheme_english_is_the_compilation_and_the_spanish_site_english_a_variant(glossary):
    entry = glossary.entry("main-scheme")
    assert entry.edition == {Lang.ES: "Spanish site pages", Lang.EN: "1.7-1.8 compilation"}
    assert [(variant.title_source.file, variant.edition) for variant in entry.variants] == [
        ("002_6d90a9809fccdd6f.txt", "Spanish site pages"),
        ("marvelcdb-rulesreference.html.twig", "MarvelCDB 2019"),
    ]
    same_text = entry.variants[0]
    assert [clause.matches for clause in same_text.clauses] == [clause.id for clause in entry.walk()]
    first_step = glossary.clause("main-scheme.4.1").text[Lang.EN]
    assert first_step.startswith("Remove the top main scheme card from the game. Return all tokens")


def test_encounter_deck_gets_the_compilations_new_bullet_and_the_spanish_stays_with_its_rules(glossary):
    rules = [clause.text[Lang.EN][:45] for clause in glossary.entry("encounter-deck").walk()][3:]
    assert rules == [
        "If a card ability discards a specified number",
        "If the encounter deck empties during the reso",
        "If there are no cards in both the encounter d",
    ]
    assert glossary.clause("encounter-deck.3.2").unofficial == {Lang.ES}
    assert glossary.clause("encounter-deck.3.1").unofficial == set()
    assert glossary.clause("encounter-deck.3.3").text[Lang.ES].startswith("Si en un momento dado no quedasen cartas")


def test_newer_in_play_text_gives_the_structure_and_its_examples(glossary):
    entry = glossary.entry("in-play-and-out-of-play")
    examples = [clause for clause in entry.walk() if clause.kind is ClauseKind.EXAMPLE]
    assert [example.id for example in examples] == [
        "in-play-and-out-of-play.2.4.1", "in-play-and-out-of-play.2.6.1", "in-play-and-out-of-play.2.7.1",
        "in-play-and-out-of-play.3.3.1", "in-play-and-out-of-play.3.5.1",
    ]
    assert all(example.text[Lang.EN].startswith("For example") for example in examples)
    assert all(example.source[Lang.EN].file.startswith("001_") for example in examples)


def test_older_in_play_texts_are_kept_as_variants_matched_to_the_new_clauses(glossary):
    entry = glossary.entry("in-play-and-out-of-play")
    assert [(variant.lang, variant.title_source.file, variant.edition) for variant in entry.variants] == [
        (Lang.EN, "000_d48231b3a0807a07.txt", "Spanish site pages"),
        (Lang.EN, "marvelcdb-rulesreference.html.twig", "MarvelCDB 2019"),
        (Lang.EN, "rules_reference.json", "1.7-1.8 compilation"),
    ]
    variant = entry.variants[0]
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
    ids = [clause.id for entry in [*glossary.entries, *glossary.front_matter] for clause in entry.walk()]
    assert len(ids) == len(set(ids))
