"""Accounting by text: every sentence of every source line is in the model, or it is reported."""

from hypothesis import given
from hypothesis import strategies as st

from checker.glossary import ClauseKind, Lang, load_glossary
from checker.glossary.accounting import _comparable, unaccounted
from checker.glossary.sources import read_source


def test_a_sentence_the_model_dropped_is_reported_although_its_line_reached_a_clause(write_sources):
    folder = write_sources({"villain.txt": "Villain\n\nThe villain is the enemy. It attacks each round.\n"})
    glossary = load_glossary(folder, translations_dir=None)
    definition = glossary.entries[0].clauses[0]
    definition.text[Lang.EN] = "The villain is the enemy."
    source = read_source(folder / "villain.txt", [])
    assert [(str(ref), text) for ref, text in unaccounted([source], glossary)] == [
        ("villain.txt:3", "It attacks each round.")
    ]


def test_see_also_items_count_as_accounted_only_when_their_labels_are_kept(write_sources):
    folder = write_sources({"threat.txt": "Threat\n\nThreat is a token.\n\nSee also: Villain; Main Scheme\n"})
    glossary = load_glossary(folder, translations_dir=None)
    assert glossary.unaccounted == []
    glossary.entries[0].see_also.pop()
    source = read_source(folder / "threat.txt", [])
    assert [(str(ref), text) for ref, text in unaccounted([source], glossary)] == [("threat.txt:5", "Main Scheme")]


OLDER_THREAT = """Amenaza

La Amenaza mide el avance del Villano.

Si hay Amenaza suficiente, el Plan se completa. Por ejemplo, una etapa marcada 2/2.

Threat

Threat measures the villain's progress.

If there is enough threat, the scheme is completed.
"""
NEWER_THREAT = """Threat

Threat measures how far the villain has come.

• If there is enough threat, the scheme is completed. For example, a stage marked 3/3.
  • The villain wins if it is the final stage.
"""


def test_spanish_example_paired_through_a_same_language_version_is_kept(import_sources):
    glossary = import_sources({"1.txt": OLDER_THREAT, "2.txt": NEWER_THREAT})
    (entry,) = glossary.entries
    examples = [clause for clause in entry.walk() if clause.kind is ClauseKind.EXAMPLE]
    assert [example.text.get(Lang.ES) for example in examples] == ["Por ejemplo, una etapa marcada 2/2."]
    assert examples[0].id == "threat.2.1"
    assert examples[0].source[Lang.ES].file == "1.txt"
    assert glossary.unaccounted == []


def test_example_of_a_spanish_clause_the_english_lacks_is_kept(import_sources):
    glossary = import_sources({"threat.txt": """Amenaza

La Amenaza mide el avance del Villano.

• Si hay Amenaza suficiente, el Plan se completa.

• El Villano gana si es la última etapa.

• La Amenaza nunca baja de cero. Por ejemplo, al quitar 3 de 2.
  • Tampoco sube sin un efecto.

Threat

Threat measures the villain's progress.

• If there is enough threat, the scheme is completed. For example, a stage marked 2/2.

• The villain wins at the final stage. For example, stage 3.
"""})
    (entry,) = glossary.entries
    assert [(clause.id, clause.text.get(Lang.ES)) for clause in entry.clauses[3].walk()] == [
        ("threat.4", "La Amenaza nunca baja de cero."),
        ("threat.4.1", "Por ejemplo, al quitar 3 de 2."),
        ("threat.4.2", "Tampoco sube sin un efecto."),
    ]
    assert glossary.unaccounted == []


@given(st.text(alphabet="aBßΣİ \u00a0\t.é", max_size=30),
       st.data())
def test_a_part_of_a_text_stays_a_part_of_it_spacing_and_case_aside(text, data):
    # The accounting takes a piece found as written in the model's text as found: sound only if so.
    start = data.draw(st.integers(0, len(text)))
    end = data.draw(st.integers(start, len(text)))
    assert _comparable(text[start:end]) in _comparable(text)
