"""The "Writing a ruling" guide's table of the state's attributes is the one the schema gives: an
attribute declared in the code and missing from the guide (or the other way round) fails here.
``python scripts/write_guide_tables.py`` rewrites both guides' tables."""

import pytest

from checker.engine import schema
from checker.i18n import LANGUAGES
from checker.scenarios.guide_tables import GuideTableMissing, guide_table, with_guide_table
from checker.scenarios.verify import DOCS_DIR


def guide(lang: str) -> str:
    return (DOCS_DIR / lang / "writing-a-ruling.md").read_text(encoding="utf-8")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_guide_shows_the_table_the_schema_gives(lang):
    text = guide(lang)
    assert guide_table(lang) in text
    assert with_guide_table(text, lang) == text


def test_an_attribute_declared_but_not_in_the_guide_changes_the_table(monkeypatch):
    text = guide("en")
    added = schema.Attribute("stunned", "aturdido", "stunned", bool, False, "is stunned", "está aturdido")
    monkeypatch.setattr(schema, "GROUPS", {**schema.GROUPS, "seat_flags": (*schema.SEAT_FLAGS, added)})
    assert with_guide_table(text, "en") != text
    row = '| Seat flag | <code lang="en">stunned</code> | <code lang="es">aturdido</code> | is stunned |  |'
    assert row in with_guide_table(text, "en")


def test_the_table_replaced_is_the_one_of_its_section_and_the_prose_stays():
    page = "# Guide\n\n#### Attributes { #attributes }\n\nProse before.\n\n| old |\n|---|\n\nProse after.\n"
    written = with_guide_table(page, "en")
    assert written.startswith("# Guide\n\n#### Attributes { #attributes }\n\nProse before.\n\n| Kind | English |")
    assert written.endswith("|\n\nProse after.\n")
    assert "| old |" not in written


@pytest.mark.parametrize(
    "page",
    ["# Guide\n\n| a table elsewhere |\n|---|\n", "#### Attributes { #attributes }\n\n## Next\n\n| other |\n|---|\n"],
)
def test_a_page_without_a_table_in_its_attributes_section_is_an_error(page):
    with pytest.raises(GuideTableMissing):
        with_guide_table(page, "en")
