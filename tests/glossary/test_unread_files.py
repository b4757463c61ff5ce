"""A file of the sources or translations folder that nothing reads is reported, never dropped
without a word: a page saved under a name no reader takes, a manifest that is not a file, a
translation that the official text makes useless."""

import os
import shutil

import pytest

from checker import SOURCES_DIR, TRANSLATIONS_DIR
from checker.glossary import GlossaryError, load_glossary

GOOD = "Villain\n\nThe villain is the enemy of the heroes.\n"
MINION = "Minion\n\nA minion is an encounter card.\n"
UNREAD = "read for nothing: neither the manifest nor the end of its name makes it a source"


def warnings_of(glossary):
    return [(warning.source.file, warning.render("en")) for warning in glossary.warnings]


@pytest.mark.parametrize("name", ["minion.md", "minion.TXT", "minion.txt.bak"])
def test_a_page_under_a_name_no_reader_takes_is_reported(write_sources, name):
    folder = write_sources({"a.txt": GOOD, name: MINION})
    glossary = load_glossary(folder, translations_dir=None)
    assert [entry.id for entry in glossary.entries] == ["villain"]
    assert warnings_of(glossary) == [(name, UNREAD)]


def test_a_readme_a_hidden_file_and_the_cards_folder_are_not_sources_to_report(write_sources):
    folder = write_sources({"a.txt": GOOD, "README.md": "# Sources\n", ".gitkeep": ""})
    (folder / "cards").mkdir()
    assert warnings_of(load_glossary(folder, translations_dir=None)) == []


def test_an_empty_manifest_leaves_the_rules_page_it_named_reported_not_silently_unread(tmp_path):
    """The MarvelCDB page has no extension a reader takes by itself: only the manifest names it."""
    folder = tmp_path / "sources"
    shutil.copytree(SOURCES_DIR, folder)
    (folder / "manifest.toml").write_text("", encoding="utf-8")
    glossary = load_glossary(folder, translations_dir=None)
    assert ("marvelcdb-rulesreference.html.twig", UNREAD) in warnings_of(glossary)


def test_the_bundled_folders_hold_nothing_that_is_read_for_nothing():
    glossary = load_glossary()
    assert [warning for warning in warnings_of(glossary) if warning[1] == UNREAD] == []
    assert not [warning for warning in warnings_of(glossary) if "not used" in warning[1]]


@pytest.mark.parametrize("name", ["manifest.toml", "id-migration.toml"])
def test_a_configuration_file_that_is_a_named_pipe_is_an_error_without_waiting_for_a_writer(write_sources, name):
    folder = write_sources({"a.txt": GOOD})
    os.mkfifo(folder / name)
    with pytest.raises(GlossaryError) as raised:
        load_glossary(folder, translations_dir=None)
    assert [(problem.source.file, problem.render("en")) for problem in raised.value.problems] == [
        (name, "a named pipe (FIFO), not a file: skipped")
    ]


@pytest.mark.parametrize("name", ["aliases.es.toml", "made-from.es.toml"])
def test_a_translations_file_that_is_a_folder_is_an_error(write_sources, tmp_path, name):
    folder = write_sources({"a.txt": GOOD})
    translations = tmp_path / "translations"
    translations.mkdir()
    (translations / name).mkdir()
    with pytest.raises(GlossaryError) as raised:
        load_glossary(folder, translations_dir=translations)
    assert [(problem.source.file, problem.render("en")) for problem in raised.value.problems] == [
        (name, "a folder, not a file: skipped")
    ]


def test_an_english_translation_of_an_entry_whose_official_english_says_it_all_is_reported(tmp_path):
    translations = tmp_path / "translations"
    shutil.copytree(TRANSLATIONS_DIR, translations)
    (translations / "guard.en.txt").write_text("Guard\n\nA minion with guard is attacked first.\n", encoding="utf-8")
    glossary = load_glossary(translations_dir=translations)
    assert ("guard.en.txt", "a translation where the official text says it all: not used") in warnings_of(glossary)
    assert glossary.entry("guard").clause("guard.1").text["en"].startswith("While a minion with the guard keyword")


def test_the_english_that_lines_a_flat_spanish_page_up_is_used_and_not_reported():
    """``player-elimination.en.txt`` pairs the Spanish page with the compilation's clauses."""
    assert not [warning for warning in warnings_of(load_glossary()) if warning[0] == "player-elimination.en.txt"]
