"""The "Writing a ruling" guide shows every action and every fact of the notation, in each
language: a phrase added to the code and left out of the guide, or a guide example that no
longer reads, fails here."""

import re

import pytest

from checker.i18n import LANGUAGES
from checker.scenarios.phrases import ACTIONS, FACTS
from checker.scenarios.verify import DOCS_DIR


def inline_examples(lang: str) -> list[str]:
    """The inline code of the guide's prose, one space for each run of blanks."""
    text = (DOCS_DIR / lang / "writing-a-ruling.md").read_text(encoding="utf-8")
    prose = re.sub(r"^```.*?^```", "", text, flags=re.S | re.M)
    return [" ".join(span.split()) for span in re.findall(r"`([^`]+)`", prose)]


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("table", ["actions", "facts"])
def test_the_guide_shows_an_example_of_every_phrase(lang, table):
    examples = inline_examples(lang)
    phrases = ACTIONS if table == "actions" else FACTS
    assert [phrase.message for phrase in phrases if all(phrase.read(text, lang) is None for text in examples)] == []
