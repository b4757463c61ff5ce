"""A redirect page's title finds the entry it leads to, ranked as that entry's own title."""

from __future__ import annotations

import json

import pytest

from checker.cli import main
from checker.search import Searcher, build_index
from tests.site.redirect_pages import import_pages


@pytest.fixture(scope="module")
def site_dir(tmp_path_factory):
    """A site folder holding only the search index of the redirect pages' glossary."""
    folder = tmp_path_factory.mktemp("redirects")
    build_index(import_pages(folder / "sources"), folder / "site" / "_search")
    return folder / "site"


@pytest.fixture(scope="module")
def searcher(site_dir):
    with Searcher.open(site_dir / "_search") as opened:
        yield opened


def search_json(site_dir, capsys, *arguments: str) -> list[dict]:
    assert main(["--lang", "en", "search", *arguments, "--json", "--site", str(site_dir)]) == 0
    return json.loads(capsys.readouterr().out)


def test_the_command_finds_the_entry_of_an_english_alias_first(site_dir, capsys):
    # "A crisis icon on a card is not an ability." is a clause of Ability: the alias still wins.
    hits = search_json(site_dir, capsys, "Crisis Icon")
    assert (hits[0]["entry"], hits[0]["clause"], hits[0]["lang"]) == ("threat", None, "en")
    assert "ability" in {hit["entry"] for hit in hits[1:]}


def test_the_command_finds_the_entry_of_a_spanish_alias_typed_without_accents(site_dir, capsys):
    hits = search_json(site_dir, capsys, "icono de peligro", "--lang", "es")
    assert (hits[0]["entry"], hits[0]["clause"], hits[0]["lang"]) == ("threat", None, "es")


def test_an_alias_finds_its_entry_in_the_other_language_too(searcher):
    top = searcher.search("Crisis Icon", lang="es")[0]
    assert (top.entry, top.clause, top.lang) == ("threat", None, "es")


def test_an_alias_of_several_entries_finds_each_one_in_the_glossary(searcher):
    found = {(hit.entry, hit.clause) for hit in searcher.search("Efecto", lang="es")}
    assert ("ability", None) in found
