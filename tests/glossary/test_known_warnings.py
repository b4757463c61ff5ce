"""Warnings about the sources that ``known-warnings.toml`` records as looked at: a command on
the bundled sources warns of nothing, ``--verbose`` still lists them marked as known, and a
warning nobody has recorded is still counted."""

from __future__ import annotations

import tomllib

import pytest

from checker import SOURCES_DIR
from checker.cli import main
from checker.glossary import load_glossary
from checker.glossary.errors import GlossaryError
from checker.glossary.known_warnings import KNOWN_WARNINGS_NAME

STEPS = "Encounter Deck\n\nThe encounter deck is a deck:\n1. First step.\n1. Second step.\n1. Third step.\n"


def printed(warning) -> tuple[str, str]:
    return (str(warning.source) if warning.source.line else warning.source.file, warning.render("en"))


@pytest.fixture(scope="module")
def bundled():
    return load_glossary()


def test_every_warning_about_the_bundled_sources_is_recorded_as_known(bundled):
    assert bundled.warnings, "the bundled sources have flaws the import warns of"
    assert bundled.known_warnings == bundled.warnings


def test_every_known_warning_is_one_the_import_gives(bundled):
    """A record that matches no warning any more (a source changed, the importer improved) goes."""
    records = tomllib.loads((SOURCES_DIR / KNOWN_WARNINGS_NAME).read_text(encoding="utf-8"))["warning"]
    given = {printed(warning) for warning in bundled.warnings}
    assert [record for record in records if (record["at"], record["says"]) not in given] == []
    assert all(record["why"].strip() for record in records)


def test_commands_on_the_bundled_sources_print_no_warning(tmp_path, capsys):
    assert main(["--lang", "en", "export", "--output", str(tmp_path / "glossary.json")]) == 0
    err = capsys.readouterr().err
    assert err.startswith("Glossary exported:") and "warning" not in err, err


def test_verbose_lists_the_known_warnings_marked_as_known(bundled, capsys):
    assert main(["--lang", "en", "export", "--verbose"]) == 0
    lines = [line for line in capsys.readouterr().err.splitlines() if "warning" in line]
    assert lines == [f"known warning: {where}: {says}" for where, says in map(printed, bundled.warnings)]


def write_sources(folder, known: str | None):
    folder.mkdir()
    (folder / "deck.txt").write_text(STEPS, encoding="utf-8")
    if known is not None:
        (folder / KNOWN_WARNINGS_NAME).write_text(known, encoding="utf-8")
    return folder


def test_a_warning_nobody_recorded_is_still_counted(tmp_path, capsys):
    known = '[[warning]]\nat = "deck.txt:5"\nsays = "step numbered 1 in the source is step 2"\nwhy = "Looked at."\n'
    sources = write_sources(tmp_path / "src", known)
    glossary = load_glossary(sources, None)
    assert [printed(warning) for warning in glossary.known_warnings] == [("deck.txt:5", "step numbered 1 in the source is step 2")]
    assert len(glossary.warnings) == 2
    assert main(["--lang", "en", "export", "--sources", str(sources), "--verbose"]) == 0
    lines = capsys.readouterr().err.splitlines()
    assert "known warning: deck.txt:5: step numbered 1 in the source is step 2" in lines
    assert "warning: deck.txt:6: step numbered 1 in the source is step 3" in lines


@pytest.mark.parametrize(
    ("known", "line", "message"),
    [
        ('[[warning]]\nat = "deck.txt:5"\nsays = \n', 3, "the known warnings are not valid TOML"),
        ('[[warning]]\nat = "deck.txt:5"\nwhy = "Looked at."\n\n[[warning]]\nat = "deck.txt:6"\n', 1,
         "a known warning needs 'at', 'says' and 'why', each a text in quotes"),
    ],
)
def test_a_bad_known_warnings_file_is_an_error_naming_its_line(tmp_path, known, line, message):
    with pytest.raises(GlossaryError) as raised:
        load_glossary(write_sources(tmp_path / "src", known), None)
    [problem, *_] = raised.value.problems
    assert (problem.source.file, problem.source.line) == (KNOWN_WARNINGS_NAME, line)
    assert problem.render("en").startswith(message)
