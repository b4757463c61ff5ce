"""The named tuples made in C are the values their own constructors make, every field in place."""

from __future__ import annotations

import pytest

from checker.glossary.lines import Form, Line, classify
from checker.glossary.model import Lang, SourceRef
from checker.glossary.sources import SourceFile
from checker.named_tuples import maker
from checker.search.analysis import WordReader


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        ("", Line(0, Form.BLANK, "")),
        ("Véase también: Amenaza", Line(0, Form.SEE_ALSO, "Amenaza", see_also_lang=Lang.ES)),
        ("  • Si el Villano completa", Line(0, Form.BULLET, "Si el Villano completa", 2)),
        ("  3. Roba una carta", Line(0, Form.STEP, "Roba una carta", 2, number=3)),
        ("   Threat tokens", Line(0, Form.TEXT, "Threat tokens", 3)),
    ],
)
def test_each_form_of_line_has_every_field_its_constructor_gives(raw, expected):
    line = classify(0, raw)
    assert type(line) is Line and len(line) == len(Line._fields)
    assert line == expected and line._asdict() == expected._asdict()


def test_a_source_reference_and_a_word_position_are_their_constructors_values():
    reference = SourceFile("page.txt", ("a", "b")).ref(1)
    assert type(reference) is SourceRef and reference == SourceRef("page.txt", 2) and reference.line == 2
    position = WordReader().analyse_words("Amenaza", Lang.ES)[0]
    assert len(position) == len(type(position)._fields) and (position.start, position.end) == (0, 7)


def test_the_maker_neither_fills_defaults_nor_counts_fields():
    made = maker(SourceRef)(("page.txt",))
    with pytest.raises(IndexError):
        made.line  # noqa: B018 - a missing field is not filled: each use passes them all
