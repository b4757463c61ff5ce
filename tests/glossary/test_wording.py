"""The plain-string shortcuts of the import find what the patterns they stand for find."""

import re

from hypothesis import given
from hypothesis import strategies as st

from checker.glossary.blocks import _REDIRECT, REDIRECT_WORDS, redirect
from checker.glossary.lines import Form, classify, classify_all
from checker.glossary.readers.scraped_page import accountable, pieces
from checker.glossary.reconcile import _words
from checker.glossary.sources import SourceFile
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


LINES = st.one_of(
    TEXTS,
    st.sampled_from(["", "  • Threat: a token", "1. See: Boost", "See also: Boost; Threat", "Véase también",
                     "Véase: Amenaza, Villano", "Skip to main content", "Note: rules"]),
)


@given(st.lists(LINES, max_size=12))
def test_a_file_s_lines_are_classified_as_each_line_is_alone(lines):
    assert classify_all(lines) == [classify(index, line) for index, line in enumerate(lines)]


@given(st.lists(LINES, max_size=12))
def test_a_page_accounts_for_the_pieces_each_of_its_lines_holds(lines):
    source = SourceFile("page.txt", tuple(line.replace("\n", " ").replace("\r", " ") for line in lines))
    expected = [(source.ref(index), piece) for index, raw in enumerate(source.lines) for piece in pieces(raw)]
    assert list(accountable(source)) == expected
