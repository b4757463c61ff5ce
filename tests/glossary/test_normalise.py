"""The normalisation policy for source text (``sources/README.md``), line by line and through the import."""

import unicodedata

import pytest
from hypothesis import given
from hypothesis import strategies as st

from checker.glossary import GlossaryError, Lang
from checker.glossary.normalise import normalise_line, normalise_lines

from .conftest import texts

VILLAIN = "Villain\n\nThe villain is the enemy{inside}of the heroes.\n\n• It attacks each hero in turn.\n"


@pytest.mark.parametrize(
    "separator",
    ["\u2028", "\u2029", "\x0c", "\x0b", "\x1c", "\x1d", "\x1e", "\x85"],
    ids=["line-separator", "paragraph-separator", "form-feed", "vertical-tab", "fs", "gs", "rs", "nel"],
)
def test_a_separator_inside_a_line_neither_splits_the_clause_nor_shifts_later_lines(import_sources, separator):
    glossary = import_sources({"v.txt": VILLAIN.format(inside=separator)})
    (entry,) = glossary.entries
    assert texts(entry) == [
        (0, "definition", None, "The villain is the enemy of the heroes."),
        (0, "rule", None, "It attacks each hero in turn."),
    ]
    assert [clause.source[Lang.EN].line for clause in entry.walk()] == [3, 5]
    assert glossary.unaccounted == []


def test_carriage_returns_alone_end_lines_for_the_line_of_a_nul_byte_too(import_sources):
    with pytest.raises(GlossaryError) as raised:
        import_sources({"mac.txt": b"Villain\r\rThe villain\x00 is the enemy.\r"})
    assert [(problem.source.file, problem.source.line) for problem in raised.value.problems] == [("mac.txt", 3)]


def test_a_zero_width_space_in_a_title_gives_the_same_id_as_without(import_sources):
    glossary = import_sources({"t.txt": "Thr\u200beat\n\nThreat is the villain's progress.\n"})
    (entry,) = glossary.entries
    assert (entry.id, entry.title[Lang.EN]) == ("threat", "Threat")


def test_invisible_characters_leave_the_text_and_a_line_of_nothing_else_is_blank(import_sources):
    invisible_line = "\u200b\u200c\u200d\u2060\ufeff\u00ad"
    glossary = import_sources({
        "v.txt": f"Villain\n{invisible_line}\nThe vil\u00adlain is the\u200d enemy\ufeff of the heroes.\n"
    })
    (entry,) = glossary.entries
    assert texts(entry) == [(0, "definition", None, "The villain is the enemy of the heroes.")]
    assert entry.clauses[0].source[Lang.EN].line == 3
    assert glossary.unaccounted == []


@pytest.mark.parametrize(
    ("dirty", "clean"),
    [
        ("The villain \x1b[1;31mattacks\x1b[0m each hero.", "The villain attacks each hero."),
        ("The villain \x1b]0;a new title\x07attacks each hero.", "The villain attacks each hero."),
        ("The villain \x1b]8;;https://example.org\x1b\\attacks\x1b]8;;\x1b\\ each hero.", "The villain attacks each hero."),
        ("The villain \x9b31mattacks each hero.", "The villain attacks each hero."),
        ("The villain\x07 attacks\x7f each\x1b hero.", "The villain attacks each hero."),
    ],
    ids=["csi-colour", "osc-title", "osc-hyperlink", "eight-bit-csi", "lone-controls"],
)
def test_terminal_escape_sequences_and_control_characters_never_reach_the_model(import_sources, dirty, clean):
    glossary = import_sources({"v.txt": f"Villain\n\n{dirty}\n"})
    assert glossary.entries[0].clauses[0].text[Lang.EN] == clean


def test_text_is_composed_and_its_spaces_are_plain(import_sources):
    glossary = import_sources({
        "a.txt": "Amenaza\n\nLa Amenaza\u00a0se coloca según la Aceleracio\u0301n\u202fdel\tPlan.\n"
    })
    assert glossary.entries[0].clauses[0].text[Lang.ES] == "La Amenaza se coloca según la Aceleración del Plan."


def test_tabs_that_indent_still_nest_bullets_like_four_spaces(import_sources):
    page = "Boost\n\nBoost cards add to the villain's attack.\n\n• First rule.\n{indent}• A sub-rule of the first.\n"
    with_tab = import_sources({"t.txt": page.format(indent="\t")})
    assert texts(with_tab.entries[0]) == [
        (0, "definition", None, "Boost cards add to the villain's attack."),
        (0, "rule", None, "First rule."),
        (1, "sub-rule", None, "A sub-rule of the first."),
    ]


def test_bytes_that_are_not_utf8_are_read_as_windows_1252_and_none_becomes_a_replacement_character(import_sources):
    page = b"Amenaza\n\nLa Amenaza \x93crece\x94 \x81\x8d\x8f\x90\x9dcon la Aceleraci\xf3n \x96 siempre.\n"
    glossary = import_sources({"cp.txt": page})
    text = glossary.entries[0].clauses[0].text[Lang.ES]
    assert text == "La Amenaza \u201ccrece\u201d con la Aceleración \u2013 siempre."
    (warning,) = glossary.warnings
    assert (warning.source.file, warning.source.line) == ("cp.txt", 3)
    assert "Windows-1252" in warning.render("en") and "Windows-1252" in warning.render("es")


SOURCE_LIKE_TEXT = st.lists(
    st.one_of(
        st.characters(codec="utf-8", exclude_characters="\n\r"),
        st.sampled_from(["\x1b", "[", "]", "31m", "\x07", "\x1b\\", "\x9b", "\x9d", "\t", " ", "\u00a0",
                         "\u200b", "\u00ad", "\u2028", "\x0c", "e\u0301", "\u0301", "\ufeff"]),
    )
).map("".join)
"""Lines of any characters, with the pieces of escape sequences and the invisible characters
that the policy is about drawn often."""


@given(SOURCE_LIKE_TEXT)
def test_normalising_twice_changes_nothing_more(line):
    once = normalise_line(line)
    assert normalise_line(once) == once


@given(SOURCE_LIKE_TEXT)
def test_a_normalised_line_is_one_composed_line_of_visible_text_and_plain_spaces(line):
    normalised = normalise_line(line)
    assert unicodedata.is_normalized("NFC", normalised)
    assert len(normalised.splitlines()) <= 1
    assert not [
        character for character in normalised
        if unicodedata.category(character) in ("Cc", "Cf", "Zl", "Zp") or (character.isspace() and character != " ")
    ]


@given(st.lists(SOURCE_LIKE_TEXT | st.sampled_from(["Amenaza", "\u0301 final", "Villano e"]), max_size=6))
def test_a_file_of_lines_is_normalised_as_each_line_alone_would_be(lines):
    assert normalise_lines(lines) == tuple(map(normalise_line, lines))
