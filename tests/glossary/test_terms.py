"""The bilingual term table: consistent, and covering every label the sources use."""

from checker.glossary import Lang, load_glossary
from checker.glossary.terms import TermTable, fold


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
