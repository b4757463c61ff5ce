"""Telling Spanish from English: the scores of lines read together add up from each line's own."""

from hypothesis import given
from hypothesis import strategies as st

from checker.glossary.language import _WORD, SAMPLE_CHARS, _counts_of_words, _is_word_character, counts, joined_scores, scores

WORDS = st.sampled_from(["de", "DE", "la", "The", "the", "of", "carta", "card", "acción", "ñu", "¿", "x", "2de", "the2", ".", ""])
LINES = st.lists(WORDS, max_size=40).map(" ".join)


@given(st.lists(LINES, max_size=30))
def test_lines_scored_one_by_one_add_up_to_their_text_read_as_one(lines):
    assert joined_scores(lines) == scores(" ".join(lines))


def test_the_sample_ends_inside_a_word_as_it_does_in_the_whole_text():
    # "the" is cut to "th" by the end of the sample: it counts in neither reading.
    lines = ["x" * (SAMPLE_CHARS - 3), "the of"]
    assert joined_scores(lines) == scores(" ".join(lines)) == scores("x" * (SAMPLE_CHARS - 3) + " th")


def test_remembered_counts_are_the_ones_used():
    remembered = {"la carta": counts("the card")}
    assert joined_scores(["la carta"], remembered) == scores("the card")


def test_counts_found_are_remembered_for_each_whole_text():
    memo: dict[str, tuple[int, int]] = {}
    lines = ["la carta", "x" * SAMPLE_CHARS]
    joined_scores(lines, memo)
    # The second line is cut by the sample's end: its counts are not those of the whole line.
    assert memo == {"la carta": counts("la carta")}


@given(st.text(st.sampled_from(list("the of de la CARD Card 2_-.,;:'()\t")), max_size=200))
def test_ascii_text_finds_the_words_the_general_reading_finds(text):
    # " ñ" sends the text down the reading of any text: one Spanish letter more, no word more.
    spanish, english = counts(text)
    assert counts(text + " ñ") == (spanish + 1, english)


def test_a_latin1_character_is_a_word_character_exactly_when_the_word_pattern_takes_it():
    assert [code for code in range(256) if _is_word_character(chr(code))] == [
        code for code in range(256) if _WORD.fullmatch(chr(code))
    ]


LATIN1_PIECES = st.one_of(
    st.characters(max_codepoint=255),
    st.sampled_from(["de", "DE", "Más", "MÁS", "está", "ESTÁN", "the", "THE", "card", "ß", "µ", "ÿ", "Ñ", "¿", "¡", "½", "²", "_", "3"]),
)


@given(st.lists(LATIN1_PIECES, max_size=60).map("".join))
def test_the_latin1_reading_counts_what_the_reading_of_any_text_counts(text):
    assert counts(text) == _counts_of_words(text[:SAMPLE_CHARS])
