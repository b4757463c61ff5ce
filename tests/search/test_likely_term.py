"""A word that several titles share finds first the entry the rules say it of most, whatever
other names each entry has; a misspelt word ("ecnounter") as well."""

from __future__ import annotations

import pytest

from checker.glossary.model import Lang


@pytest.mark.parametrize("typed", ["encounter", "ecnounter", "Encounter"])
def test_a_word_of_several_titles_finds_the_entry_its_rules_say_it_of_most(reference_glossary, site_searcher, typed):
    deck = next(entry for entry in reference_glossary.entries if entry.title[Lang.EN] == "Encounter Deck")
    first = site_searcher.search(typed, lang="en")[0]
    assert (first.entry, first.clause) == (deck.id, None)


def test_an_entry_with_other_names_is_no_lesser_match_for_a_word_of_its_title(reference_glossary, site_searcher):
    """Encounter Deck also goes by Empty Deck and Running Out of Cards; Encounter Set has one
    name. For "encounter", the deck's title is matched at least as well."""
    scores = {hit.entry: hit.score for hit in site_searcher.search("encounter", lang="en", limit=10) if hit.clause is None}
    by_title = {entry.title[Lang.EN]: entry.id for entry in reference_glossary.entries}
    assert scores[by_title["Encounter Deck"]] >= scores[by_title["Encounter Set"]]
