"""Bad source files: each gets a warning or an error that names the file and the line."""

import pytest

from checker.glossary import GlossaryError, Lang

GOOD = "Villain\n\nThe villain is the enemy of the heroes.\n"


def problems(error: GlossaryError, lang: str = "en"):
    return [(problem.source.file, problem.source.line, problem.render(lang)) for problem in error.problems]


def test_empty_file_is_a_warning_and_the_rest_still_imports(import_sources):
    glossary = import_sources({"a.txt": GOOD, "empty.txt": ""})
    assert [entry.id for entry in glossary.entries] == ["villain"]
    assert [(w.source.file, w.source.line, w.render("en")) for w in glossary.warnings] == [
        ("empty.txt", 1, "empty file: nothing to import")
    ]


def test_binary_file_is_an_error_naming_the_line_of_the_first_nul(import_sources):
    with pytest.raises(GlossaryError) as raised:
        import_sources({"a.txt": GOOD, "image.txt": b"Villain\n\n\x89PNG\x00\x00\x01"})
    assert problems(raised.value) == [("image.txt", 3, "binary data (NUL byte): not a text file")]


def test_latin1_file_is_read_with_a_warning_on_the_first_bad_line(import_sources):
    text = "Amenaza\n\nLa Amenaza se coloca según la Aceleración.\n"
    glossary = import_sources({"latin.txt": text.encode("latin-1")})
    assert glossary.entries[0].clauses[0].text[Lang.ES] == "La Amenaza se coloca según la Aceleración."
    (warning,) = glossary.warnings
    assert (warning.source.file, warning.source.line) == ("latin.txt", 3)
    assert warning.render("es") == (
        "no es UTF-8 válido: el archivo se ha leído como Windows-1252 (Latin-1 con su puntuación adicional)"
    )


def test_crlf_line_ends_import_like_lf(import_sources, tmp_path):
    crlf = import_sources({"a.txt": GOOD.replace("\n", "\r\n").encode()})
    assert crlf.entries[0].clauses[0].text == {Lang.EN: "The villain is the enemy of the heroes."}
    assert crlf.entries[0].clauses[0].source[Lang.EN].line == 3
    assert crlf.warnings == [] and crlf.unaccounted == []


@pytest.mark.parametrize("title", ["...Unless All Of", "…Unless All Of"])
def test_a_title_that_opens_with_an_ellipsis_is_an_entry(import_sources, title):
    glossary = import_sources({"a.txt": f"{title}\n\nThe players lose unless all of them agree.\n"})
    assert [(entry.id, entry.title) for entry in glossary.entries] == [("unless-all-of", {Lang.EN: title})]
    assert glossary.unaccounted == []


def test_file_without_a_title_is_an_error_at_its_first_line(import_sources):
    with pytest.raises(GlossaryError) as raised:
        import_sources({"notitle.txt": "\n\nThe villain attacks each hero in turn, starting with the first player.\n"})
    assert problems(raised.value) == [
        ("notitle.txt", 3, "expected an entry title, found: The villain attacks each hero in turn, starting with the …")
    ]


def test_two_different_entries_with_one_id_are_an_error(import_sources):
    with pytest.raises(GlossaryError) as raised:
        import_sources({"a.txt": GOOD, "b.txt": "Villain, Villain Deck\n\nA different entry about villains.\n"})
    assert problems(raised.value) == [
        ("b.txt", 1, "entry 'Villain, Villain Deck' has the same id 'villain' as entry 'Villain' at a.txt:1")
    ]


def test_see_also_pointing_nowhere_is_a_warning_and_an_unresolved_label(import_sources):
    glossary = import_sources({"a.txt": GOOD + "\nSee also\n\n• Quantum Realm\n"})
    (link,) = glossary.entries[0].see_also
    assert (link.label, link.target) == ({Lang.EN: "Quantum Realm"}, None)
    assert [(w.source.line, w.render("en")) for w in glossary.warnings] == [
        (7, "see-also label 'Quantum Realm' names no known term or entry")
    ]


def test_missing_sources_folder_is_an_error(tmp_path):
    from checker.glossary import load_glossary

    with pytest.raises(GlossaryError) as raised:
        load_glossary(tmp_path / "nowhere")
    assert problems(raised.value) == [(str(tmp_path / "nowhere"), 0, "sources folder not found")]


def test_errors_of_several_files_are_all_reported(import_sources):
    with pytest.raises(GlossaryError) as raised:
        import_sources({"a.txt": "\nno title here, only a sentence.\n", "b.txt": b"\x00"})
    assert [(file, line) for file, line, _ in problems(raised.value)] == [("a.txt", 2), ("b.txt", 1)]


AFTER_TEXT = "After names the moment right after an event has resolved.\n"


def test_titles_that_differ_in_more_than_case_and_accents_are_an_id_collision_naming_both_pages(import_sources):
    with pytest.raises(GlossaryError) as raised:
        import_sources({"a.txt": f'"After"\n\n{AFTER_TEXT}', "b.txt": f"After…\n\n{AFTER_TEXT}"})
    assert problems(raised.value) == [
        ("b.txt", 1, "entry 'After…' has the same id 'after' as entry '\"After\"' at a.txt:1")
    ]


@pytest.mark.parametrize("first, second, text, other_text", [
    ("After", "AFTER", AFTER_TEXT, "A second, shorter text about the same moment.\n"),
    ("Después", "Despues", "Después es el momento justo después de que se resuelva un evento.\n",
     "Un segundo texto, más corto, sobre el mismo momento.\n"),
])
def test_titles_that_differ_only_in_case_or_accents_are_versions_of_one_entry(
    import_sources, first, second, text, other_text
):
    """A compilation may write its terms in capitals: the same title is the same entry."""
    glossary = import_sources({"a.txt": f"{first}\n\n{text}", "b.txt": f"{second}\n\n{other_text}"})
    assert len(glossary.entries) == 1
    assert len(glossary.entries[0].variants) == 1
    assert glossary.unaccounted == []


def test_an_id_collision_inside_one_file_names_both_lines(import_sources):
    with pytest.raises(GlossaryError) as raised:
        import_sources({"a.txt": "After\n\nAfter names the moment right after an event has resolved.\n\nSee also\n\n• Threat\n\n"
                                 "After…\n\nAn ellipsis after a word means the word is cut short.\n"})
    assert problems(raised.value) == [("a.txt", 9, "entry 'After…' has the same id 'after' as entry 'After' at a.txt:1")]


def test_a_title_with_no_letter_an_id_can_be_made_of_is_an_error(import_sources):
    with pytest.raises(GlossaryError) as raised:
        import_sources({"a.txt": GOOD, "omega.txt": "Ω\n\nThe omega card ends the game when it is revealed.\n"})
    assert problems(raised.value) == [("omega.txt", 1, "entry 'Ω' has no letter from a to z or digit to make its id of")]
