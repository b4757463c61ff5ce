"""Every action and fact of the notation has an example, which the guide shows (its list is
generated: ``tests/scenarios/test_guide_tables.py``); here, each example must read back, in each
language, as the phrase it stands for and not as an earlier phrase of its table."""

import pytest

from checker.engine import Choose, schema
from checker.i18n import LANGUAGES
from checker.scenarios.phrases import ACTIONS, FACTS


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
