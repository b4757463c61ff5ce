"""The linear removal of repeated search entries keeps exactly what the i18n plugin's own keeps."""

from __future__ import annotations

import copy

from hypothesis import given, settings
from hypothesis import strategies as st
from mkdocs_static_i18n.plugin import I18n

from checker.site.search_duplicates import drop_repeated_entries

LANGUAGES = ["es", "en"]
LOCATIONS = ["glossary/", "glossary/a/", "glossary/a/#a.1", "terms/", "en/glossary/", "en/glossary/a/",
             "en/glossary/a/#a.1", "en/terms/", "en/glossary/b/"]
"""Locations of a site's pages, but for the home page's: a location that ends another is the
same page in the other language, one at most."""


def plugins_own(entries: list[dict]) -> list[dict]:
    """What the plugin's own method leaves, called on a stand-in for the plugin."""
    kept = copy.deepcopy(entries)
    stand_in = type("StandIn", (), {"build_languages": LANGUAGES})()
    I18n.reconfigure_search_duplicates(stand_in, kept)
    return kept


entry = st.fixed_dictionaries({
    "location": st.sampled_from(LOCATIONS),
    "title": st.sampled_from(["A", "B"]),
    "text": st.sampled_from(["x", "y"]),
})


@settings(max_examples=300, derandomize=True)
@given(st.lists(entry, max_size=12, unique_by=lambda item: (item["location"], item["title"], item["text"])))
def test_the_same_entries_stay_in_the_same_order(entries):
    """Entries differ from one another, and the default language's come first, as a site's do:
    the plugin's own way removes entries from the list it walks, and skips some otherwise."""
    entries = sorted(entries, key=lambda item: item["location"].startswith("en/"))
    ours = copy.deepcopy(entries)
    drop_repeated_entries(ours, LANGUAGES)
    assert ours == plugins_own(entries)


def test_every_repeat_of_the_home_page_goes(real_site):
    entries = [{"location": "", "title": "A", "text": "x"}, {"location": "en/", "title": "A", "text": "x"},
               {"location": "en/glossary/", "title": "A", "text": "x"}, {"location": "en/glossary/", "title": "B", "text": "x"}]
    drop_repeated_entries(entries, LANGUAGES)
    assert entries == [{"location": "", "title": "A", "text": "x"}, {"location": "en/glossary/", "title": "B", "text": "x"}]


def test_the_built_sites_index_drops_an_english_page_that_repeats_its_spanish_one(real_site):
    import json

    index = json.loads((real_site / "search" / "search_index.json").read_text(encoding="utf-8"))
    keyed = {(item["location"], item["title"], item["text"]) for item in index["docs"]}
    repeats = [
        (location, title) for location, title, text in keyed
        if location.startswith("en/") and (location.removeprefix("en/"), title, text) in keyed
    ]
    assert repeats == []
