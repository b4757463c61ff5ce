"""The plain-string shortcuts of the import find what the patterns they stand for find."""

import re

from hypothesis import given
from hypothesis import strategies as st

from checker.glossary.blocks import _REDIRECT, REDIRECT_WORDS, redirect
from checker.glossary.lines import Form, classify
from checker.glossary.reconcile import _words
from checker.glossary.terms import fold

PIECES = st.one_of(
    st.characters(),
    st.sampled_from(["Card", "carta", "Acción", "ÑU", "_x", "2nd", "İ", "ß", " ", ", ", ". ", ":", " : ",
                     "See", "Véase", "ver", "Boost", "Amenaza; Coste"]),
)
TEXTS = st.lists(PIECES, max_size=30).map("".join)


@given(TEXTS)
def test_the_words_of_a_text_are_those_the_word_pattern_finds_in_it_folded(text):
    assert _words(text) == frozenset(re.findall(r"\w+", fold(text)))


@given(TEXTS)
def test_a_line_is_a_redirect_exactly_when_the_pattern_says_so(text):
    line = classify(0, text)
    found = _REDIRECT.match(line.text) if line.form is Form.TEXT else None
    expected = found is not None and fold(found["word"]) in REDIRECT_WORDS
    assert (redirect(line) is not None) == expected
