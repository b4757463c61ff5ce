"""``mcrules export`` over a generated folder of pages shaped like the source site's entries."""

import json

import pytest

from checker.cli import main

from .generated_site import write_corpus



@pytest.fixture(scope="module")
def exported(tmp_path_factory):
    folder = tmp_path_factory.mktemp("site")
    sources, expected = write_corpus(folder)
    output = folder / "glossary.json"
    status = main(["--lang", "en", "export", "--sources", str(sources), "--output", str(output)])
    data = json.loads(output.read_text(encoding="utf-8")) if status in (0, 3) else None
    return status, data, expected, sources


def test_export_of_at_least_130_pages_succeeds_with_every_sentence_accounted_for(exported):
    status, data, _, sources = exported
    assert len(list(sources.glob("*.txt"))) >= 130
    assert status == 0
    assert data["unaccounted"] == []


def test_every_entry_and_alias_is_imported(exported):
    _, data, expected, _ = exported
    assert {entry["id"] for entry in data["entries"]} == expected.entries
    assert len(data["aliases"]) == len(expected.aliases)


def test_redirect_pages_are_aliases_of_their_targets(exported):
    _, data, expected, _ = exported
    assert {alias["title"]: [target["target"] for target in alias["targets"]] for alias in data["aliases"]} == expected.aliases


def test_title_only_pages_are_empty_entries_with_a_warning(exported):
    _, data, expected, _ = exported
    entries = {entry["id"]: entry for entry in data["entries"]}
    assert all(entries[entry_id]["clauses"] == [] for entry_id in expected.empty_entries)
    empty_warnings = {warning["file"] for warning in data["warnings"] if "imported as an empty entry" in warning["message"]}
    assert empty_warnings == set(expected.empty_entries.values())


def test_inline_see_also_lists_split_into_labels_that_resolve_to_entries(exported):
    _, data, expected, _ = exported
    entries = {entry["id"]: entry for entry in data["entries"]}
    assert expected.inline_see_also
    for entry_id, targets in expected.inline_see_also.items():
        assert [link["target"] for link in entries[entry_id]["see_also"]] == targets
