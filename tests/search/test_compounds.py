"""A term the rules write as one word is found when typed as two, and the other way round, in
both languages: "quick strike" and "quick-strike" find Quickstrike, "mainscheme" Main Scheme,
"ataqueveloz" Ataque veloz."""

from __future__ import annotations

import pytest

from checker.glossary.model import Lang


def entry_titled(glossary, title: str, lang: Lang) -> str:
    """The entry whose title in ``lang`` is ``title`` or begins with it ("Main Scheme, Main Scheme Deck")."""
    return next(entry.id for entry in glossary.entries if entry.title.get(lang, "").startswith(title))


@pytest.mark.parametrize(
    ("typed", "title", "lang"),
    [
        ("quick strike", "Quickstrike", Lang.EN),
        ("quick-strike", "Quickstrike", Lang.EN),
        ("Quick Strike", "Quickstrike", Lang.EN),
        ("mainscheme", "Main Scheme", Lang.EN),
        ("ataqueveloz", "Ataque veloz", Lang.ES),
        ("planprincipal", "Plan principal", Lang.ES),
    ],
)
def test_a_compound_split_or_joined_finds_the_entry_its_title_finds(reference_glossary, site_searcher, typed, title, lang):
    expected = entry_titled(reference_glossary, title, lang)
    assert site_searcher.search(title, lang=str(lang))[0].entry == expected
    for page_lang in (str(lang), str(lang.other), None):
        first = site_searcher.search(typed, lang=page_lang)[0]
        assert first.entry == expected, (typed, page_lang, first)


def test_a_word_that_forms_no_compound_is_still_read_as_a_typo(site_searcher):
    """"ecnounter" splits into no two words of the texts: it is a misspelt "encounter"."""
    hits = site_searcher.search("ecnounter", lang="en")
    assert hits and all("encounter" in hit.title.lower() for hit in hits[:3])
