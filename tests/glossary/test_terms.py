"""The bilingual term table: consistent, and covering every label the sources use."""

import re

import pytest

from checker import SOURCES_DIR
from checker.glossary import GlossaryError, Lang, load_glossary
from checker.glossary.term_matching import printed_form
from checker.glossary.terms import EvidenceKind, TermTable, fold, uninvert
from checker.glossary.translation_checks import card_texts, phrase_table, table_problems


def test_every_term_has_a_unique_id_and_unique_names_per_language():
    table = TermTable.load()
    assert len({term.id for term in table.terms}) == len(table.terms)
    for lang in Lang:
        spellings = [fold(spelling) for term in table.terms for spelling in term.spellings(lang)]
        assert len(spellings) == len(set(spellings)), lang


def bilingual_entries():
    """The entries the term table pairs: those with text in both languages. The table gives
    official names in both languages, so an entry known only in English has no row to need."""
    return [entry for entry in load_glossary().entries if len(entry.title) == len(Lang)]


def test_every_spanish_see_also_label_and_title_of_the_bilingual_entries_maps_to_a_term():
    table = TermTable.load()
    entries = bilingual_entries()
    labels = [link.label[Lang.ES] for entry in entries for link in entry.see_also if Lang.ES in link.label]
    titles = [title for entry in entries for title in entry.title.values()]
    assert labels and [label for label in labels + titles if table.find(label) is None] == []


def test_bilingual_entry_titles_map_to_the_term_with_the_entry_id():
    table = TermTable.load()
    entries = bilingual_entries()
    assert entries
    for entry in entries:
        for lang, title in entry.title.items():
            assert table.find(title, lang).id == entry.id


def test_official_spanish_vocabulary_for_card_types():
    table = TermTable.load()
    pairs = {table.find(english, Lang.EN).names[Lang.ES] for english in (
        "Main Scheme", "Threat", "Acceleration", "Minion", "Treachery", "Attachment", "Environment",
        "Upgrade", "Support", "Ally", "Obligation", "Side Scheme", "Villain")}
    assert pairs == {"Plan principal", "Amenaza", "Aceleración", "Esbirro", "Perfidia", "Accesorio", "Entorno",
                     "Mejora", "Apoyo", "Aliado", "Obligación", "Plan secundario", "Villano"}


_BULLET = re.compile(r"^\s*[•»-]\s*")

KEYWORDS_STATUSES_AND_GAME_TERMS = (
    "Guard", "Retaliate", "Overkill", "Piercing", "Ranged", "Quickstrike", "Stalwart", "Steady", "Surge", "Patrol",
    "Peril", "Toughness", "Tough", "Stunned", "Confused", "Boost", "Crisis", "Hazard", "Amplify", "Acceleration",
    "Permanent", "Uses", "Victory", "Incite", "Restricted", "Team-Up", "Teamwork", "Linked", "Setup", "Assault",
    "Villainous", "Cancel", "Consequential Damage", "When Revealed", "When Defeated", "When Completed",
    "Forced Interrupt", "Forced Response", "Interrupt", "Response", "Action", "Hero Action", "Alter-Ego Action",
    "Resource", "Energy Resource", "Mental Resource", "Physical Resource", "Wild Resource", "ATK", "THW", "DEF",
    "REC", "SCH", "Hit Points", "Hand Size", "Starting Threat", "Target Threat", "Per Player", "Hero", "Alter-Ego",
    "Ally", "Event", "Support", "Upgrade", "Minion", "Treachery", "Attachment", "Environment", "Obligation",
    "Side Scheme", "Main Scheme", "Villain", "Encounter Card", "Player Card", "Identity", "Nemesis", "Player Phase",
    "Villain Phase", "First Player", "Exhaust", "Ready", "Damage", "Threat", "Thwart", "Attack", "Defend", "Scheme",
    "Basic Power", "Engaged", "Encounter Deck", "Discard Pile", "Set Aside", "Remove from the Game", "Token Pool",
)
"""The game's keywords, statuses, stats, ability types, card types and phases: each needs a row."""


def prints(text: str, name: str) -> bool:
    """Whether folded ``text`` uses ``name`` as whole words, maybe in the plural."""
    return re.search(rf"(?<!\w){re.escape(fold(printed_form(name)))}(?:s|es)?(?!\w)", text) is not None


def test_prints_accepts_plurals_and_values_but_not_parts_of_words():
    assert prints("represalia 1.", "Represalia X") and prints("cada esbirros dron", "Esbirro")
    assert prints("2 de amenaza", "Amenaza") and not prints("amenazante", "Amenaza")
    assert not prints("el mazo", "Plan") and prints("preparacion : busca", "Preparación (palabra clave)")


def test_every_term_has_exactly_one_piece_of_evidence():
    table = TermTable.load()
    assert [term.id for term in table.terms if len(term.evidence) != 1 or not term.evidence[0].value.strip()] == []


def test_every_row_of_the_term_and_phrase_tables_holds_against_the_cards():
    """Cited cards print both names, aligned; no printed term is called unprinted; every name is
    the rendering most cards print, or its row says why not."""
    assert [(str(path.name), problem.line, problem.render("en")) for path, problem in table_problems(card_texts())] == []


OFFICIAL_WORDS = {
    # Keywords, as the cards print them (the card in brackets prints both names).
    "Setup (Keyword)": "Inicio",  # 04159a «Permanente. Inicio.»
    "Setup (Triggered Ability)": "Preparación (capacidad desencadenada)",  # 01040b «Preparación:»
    "Stalwart": "Firmeza",  # 16133
    "Steady": "Tesón",  # 24008
    "Hinder X": "Complicación X",  # 16066
    "Piercing": "Penetrante",  # 04009
    "Team-Up": "Equipo",  # 12020
    "Villainous": "Infame",  # 11041
    "Linked (Card Title)": "Enlazada (título de carta)",  # 43034
    # Hero, identity and form: «Héroe», the «carta de Superhéroe», and «identidad» for the form.
    "Hero": "Héroe",
    "Identity": "Superhéroe",
    "Form": "Identidad",
    "Hero Form": "Identidad de Héroe",
    # Other words.
    "Nemesis": "Archienemigo",  # 01190
    "Game Area": "Zona de partida",  # 11002 «otra zona de partida»
    "Play Area": "Zona de juego",
    "Undefended": "No defendido",  # 01173
    "Basic Power": "Atributo básico",  # 06032
    "In Player Order": "Siguiendo el orden de jugadores",
    "Set Aside": "Apartar",
    "Encounter Discard Pile": "Pila de descartes del mazo de Encuentros",
    "All-Purpose Counter": "Contador genérico",  # 50001a
    "Text Box": "Texto de reglas",
    # Capitals as the official text prints them.
    "Encounter Deck": "Mazo de Encuentros",
    "Villain Phase": "Fase del Villano",
    "Acceleration Token": "Ficha de Aceleración",
    "Crisis Icon": "Icono de Crisis",
    "Player Card": "Carta de Jugador",
}
"""Rows found wrong when the translations were read against the cards of every product."""


@pytest.mark.parametrize("english", OFFICIAL_WORDS)
def test_the_official_spanish_word(english):
    assert TermTable.load().find(english, Lang.EN).names[Lang.ES] == OFFICIAL_WORDS[english]


def test_the_recurring_phrases_have_their_official_spanish():
    phrases = phrase_table()
    assert phrases.by_id("take-damage").names[Lang.ES] == "Sufrir Daño"
    assert "Recibir Daño" in phrases.by_id("take-damage").rivals
    assert phrases.by_id("for-each-phrase").names[Lang.ES] == "Por cada"


def test_seed_evidence_is_a_source_line_that_uses_the_spanish_name():
    cited = [(term, evidence.seed_line) for term in TermTable.load().terms for evidence in term.evidence
             if evidence.kind is EvidenceKind.SEED]
    assert cited
    wrong = []
    for term, (name, number) in cited:
        lines = (SOURCES_DIR / name).read_text(encoding="utf-8").splitlines()
        line = _BULLET.sub("", lines[number - 1]) if 0 < number <= len(lines) else ""
        if not any(prints(fold(text), term.names[Lang.ES]) for text in (line, uninvert(line))):
            wrong.append((term.id, name, number))
    assert wrong == []


def test_the_keywords_statuses_and_game_terms_have_rows():
    table = TermTable.load()
    assert [name for name in KEYWORDS_STATUSES_AND_GAME_TERMS if table.find(name, Lang.EN) is None] == []


def test_every_entry_has_the_row_with_its_id_and_its_english_title():
    table = TermTable.load()
    glossary = load_glossary()
    entries = [*glossary.front_matter, *glossary.entries]
    assert [entry.id for entry in entries if (term := table.find(entry.title[Lang.EN], Lang.EN)) is None
            or term.id != entry.id or table.by_id(entry.id) is None] == []


def test_a_term_is_found_by_its_id_and_an_unknown_id_finds_none():
    table = TermTable.load()
    assert [term.id for term in table.terms if table.by_id(term.id) is not term] == []
    assert table.by_id("threat").names[Lang.EN] == "Threat"
    assert table.by_id("no-such-term") is None


ROW = '[[term]]\nid = "threat"\nes = "Amenaza"\nen = "Threat"\n'


@pytest.mark.parametrize("text, line, words", [
    (b"# a table\n" + ROW.encode() + b"\n[[term]]\nen = \"Foo\"\n", 7, "a row needs an id, an es and an en name"),
    (ROW.encode() + b'\n[[term]]\nid = "x"\nes = 5\nen = "X"\n', 6, "a row needs an id, an es and an en name"),
    (ROW.encode() + b'rivals = "Peligro"\n', 1, "'rivals' has a value of the wrong type"),
    (ROW.encode() + b"bad = [\n", 6, "not valid TOML"),
    (ROW.encode() + b"# caf\xe9\n", 5, "not UTF-8 text"),
])
def test_a_term_table_the_importer_cannot_read_is_an_error_at_its_line(tmp_path, text, line, words):
    path = tmp_path / "terms.toml"
    path.write_bytes(text)
    with pytest.raises(GlossaryError) as raised:
        TermTable.load(path)
    (problem,) = raised.value.problems
    assert (problem.source.file, problem.source.line) == ("terms.toml", line)
    assert words in problem.render("en")
