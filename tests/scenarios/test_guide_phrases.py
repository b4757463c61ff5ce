"""Every action and fact of the notation has an example, which the guide shows (its list is
generated: ``tests/scenarios/test_guide_tables.py``); here, each example must read back, in each
language, as the phrase it stands for and not as an earlier phrase of its table."""

import pytest

from checker.engine import Choose, schema
from checker.i18n import LANGUAGES
from checker.engine import Zone, ZoneKind
from checker.scenarios import facts as f
from checker.scenarios.phrases import ACTIONS, EVENTS, FACTS, ZONES, Phrase, _read
from checker.site.build import DOCS_DIR


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("table", ["actions", "facts"])
def test_the_example_of_every_phrase_reads_as_that_phrase(lang, table):
    phrases = ACTIONS if table == "actions" else FACTS
    misread = []
    for phrase in phrases:
        text = phrase.example_text(lang)
        first = next((other for other in phrases if other.read(text, lang) is not None), None)
        if first is not phrase or not phrase.fits(phrase.read(text, lang)):
            misread.append(text)
    assert misread == []


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_note_of_choosing_names_every_answer_word_of_the_schema(lang):
    choose = next(phrase for phrase in ACTIONS if phrase.kind is Choose)
    assert all(f"`{answer.word(lang)}`" in choose.guide_note(lang) for answer in schema.ANSWERS.values())


def _first_reading(phrases, line: str, lang: str):
    """The value of the first phrase that reads ``line``, trying them one by one."""
    return next((value for phrase in phrases if (value := phrase.read(line.strip(), lang)) is not None), None)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_line_reads_as_the_first_phrase_that_reads_it_whatever_its_kind(lang):
    """Every line of the scenario pages, every example, and each with a word changed, read
    against each table of phrases: a table's one expression of all its phrases gives what
    trying them in turn gives, a line no phrase reads and a phrase that fits but cannot read
    its placeholders included."""
    lines = {line.strip() for page in (DOCS_DIR / lang / "scenarios").glob("*.md") for line in page.read_text(encoding="utf-8").splitlines()}
    lines |= {phrase.example_text(lang) for phrase in (*ACTIONS, *FACTS)}
    lines |= {line.replace(" A", " Z").replace("peter", "nobody").replace("3", "three") for line in set(lines)}
    read = 0
    for phrases in (ACTIONS, FACTS, EVENTS, ZONES):
        for line in sorted(lines):
            value = _read(phrases, line, lang)
            assert value == _first_reading(phrases, line, lang), line
            read += value is not None
    assert read > 500


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_line_the_first_fitting_phrase_cannot_read_goes_to_the_next_phrase(lang):
    zone_empty = Phrase("{zone} is empty", f.ZoneContents, (("cards", ()),))
    card_empty = Phrase("{card} is empty", f.Exhausted, (("exhausted", True),))
    table = (zone_empty, card_empty)
    assert _read(table, "spidey is empty", lang) == f.Exhausted("spidey", True) == _first_reading(table, "spidey is empty", lang)
    assert _read(table, "encounter-deck is empty", "en") == f.ZoneContents(Zone(ZoneKind.ENCOUNTER_DECK), ())
    assert _read(table, "spidey is full", lang) is None
