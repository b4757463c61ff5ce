"""The generated blocks of the "Writing a ruling" guide are the ones the code's declarations give:
an attribute, a printed word or a phrase declared in the code and missing from the guide (or the
other way round) fails here. ``python scripts/write_guide_tables.py`` rewrites both guides' blocks."""

import pytest

from checker.engine import card_notation, card_schema, schema
from checker.engine.cards import Keyword, Side, Trigger
from checker.i18n import LANGUAGES
from checker.scenarios import phrases
from checker.scenarios.guide_tables import (
    BLOCKS,
    GeneratedBlockMissing,
    cards_block,
    phrase_list,
    with_generated_blocks,
)
from checker.scenarios.verify import DOCS_DIR


def guide(lang: str) -> str:
    return (DOCS_DIR / lang / "writing-a-ruling.md").read_text(encoding="utf-8")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_guide_shows_the_blocks_the_code_gives(lang):
    text = guide(lang)
    for block in BLOCKS:
        assert block.write(lang) in text, block.anchor
    assert with_generated_blocks(text, lang) == text


def test_an_attribute_declared_but_not_in_the_guide_changes_the_table(monkeypatch):
    text = guide("en")
    added = schema.Attribute("stunned", "aturdido", "stunned", bool, False, "is stunned", "está aturdido")
    monkeypatch.setattr(schema, "GROUPS", {**schema.GROUPS, "seat_flags": (*schema.SEAT_FLAGS, added)})
    assert with_generated_blocks(text, "en") != text
    row = '| Seat flag | <code lang="en">stunned</code> | <code lang="es">aturdido</code> | is stunned |  |'
    assert row in with_generated_blocks(text, "en")


def test_a_printed_word_declared_but_not_in_the_guide_changes_the_cards_block(monkeypatch):
    added = card_schema.Printed("sta", "aguante", "stamina", "aguante", "4", kind="stat", field="stamina")
    monkeypatch.setattr(card_schema, "ATTRIBUTES", {**card_schema.ATTRIBUTES, "sta": added})
    assert "aguante=4                         aguante\n" in cards_block("es")
    assert with_generated_blocks(guide("es"), "es") != guide("es")


def test_a_phrase_declared_but_not_in_the_guide_changes_its_list(monkeypatch):
    added = phrases.Phrase("{player} passes", phrases.EndTurn, example={"player": "C"}, note=("a test", "una prueba"))
    monkeypatch.setattr(phrases, "ACTIONS", (*phrases.ACTIONS, added))
    assert phrase_list(phrases.ACTIONS, "en").endswith("`C passes` (a test).\n")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_printed_word_is_in_the_cards_block_of_the_guide(lang):
    block = cards_block(lang)
    for group in card_schema.GROUPS.values():
        for word in group:
            assert word.word(lang) in block, word.en


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_example_of_every_printed_attribute_reads_as_that_attribute(lang):
    for word in card_schema.ATTRIBUTES.values():
        draft = card_notation.PrintedDraft()
        assert card_notation.read_printed(draft, word.word(lang), word.example(lang).strip('"')), word.en
        assert draft != card_notation.PrintedDraft(), word.en


def test_the_card_notation_reads_its_fields_and_sides_from_the_card_schema():
    assert card_notation.STAT_FIELDS["hand-size"] == "hand_size"
    assert card_notation.ICON_FIELDS["icons"] == "acceleration"
    assert {word.en for word in card_schema.KEYWORDS} == {keyword.value for keyword in Keyword}
    # A main scheme's "When Completed" abilities are on side B, the side in play (when-completed-abilities.2).
    assert card_notation.ABILITY_SIDES["when-completed"] == (Side.B, Trigger.WHEN_COMPLETED)


def test_the_block_replaced_is_the_one_of_its_section_and_the_prose_stays():
    page = guide("en")
    heading = page.index("{ #actions }")
    before, after = page[:heading], page[heading:]
    old = after.split("\n\n")[1]
    changed = before + after.replace(old, "`a stale example`.", 1)
    assert with_generated_blocks(changed, "en") == page


@pytest.mark.parametrize(
    "page",
    ["# Guide\n\n| a table elsewhere |\n|---|\n", "#### Attributes { #attributes }\n\n## Next\n\n| other |\n|---|\n"],
)
def test_a_page_without_a_block_in_its_section_is_an_error(page):
    with pytest.raises(GeneratedBlockMissing):
        with_generated_blocks(page, "en")
