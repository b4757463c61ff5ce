"""The site of the bundled sources, the whole Rules Reference: every entry, the aliases in the
A to Z index, and the sections printed before the glossary on pages of their own."""

from __future__ import annotations

from collections import Counter

import pytest

from checker.glossary.model import Lang

PREFIX = {Lang.ES: "", Lang.EN: "en/"}
RULES_SECTIONS = ("the-golden-rules", "the-grim-rule", "component-limitations", "round-overview")
"""The sections the Rules Reference prints before its glossary, in its order."""


def test_every_entry_and_section_has_a_page_in_both_languages_with_every_clause_anchored(reference_glossary, reference_pages):
    pages = [(entry, "glossary") for entry in reference_glossary.entries]
    pages += [(section, "rules") for section in reference_glossary.front_matter if section.id in RULES_SECTIONS]
    assert len(reference_glossary.entries) >= 200
    for entry, folder in pages:
        for lang in Lang:
            page = reference_pages[f"{PREFIX[lang]}{folder}/{entry.id}/"]
            anchored = {element.attrs["id"] for element in page.with_class("mc-clause")}
            assert anchored == {clause.id for clause in entry.walk()}, (lang, entry.id)


def test_the_general_rules_page_lists_the_sections_before_the_glossary_in_order(reference_pages):
    for lang in Lang:
        page = reference_pages[f"{PREFIX[lang]}rules/"]
        links = [element.attrs["href"] for element in page.elements if element.tag == "a"]
        sections = [f"{section}/" for section in RULES_SECTIONS]
        assert [link for link in links if link in sections] == sections


def test_each_step_of_the_round_overview_links_the_entry_it_names(reference_pages):
    """The Rules Reference's round overview sends each part of the round to its entry."""
    named = ["player-phase", "player-turn", "villain-phase", "main-scheme", "activation", "deal", "reveal", "first-player"]
    for lang in Lang:
        page = reference_pages[f"{PREFIX[lang]}rules/round-overview/"]
        linked = {element.attrs["href"] for element in page.elements if element.tag == "a"}
        assert {f"../../glossary/{entry}/" for entry in named} <= linked


def test_the_glossary_index_lists_every_entry_and_alias_after_the_references_own_introduction(
    reference_glossary, reference_pages
):
    for lang in Lang:
        page = reference_pages[f"{PREFIX[lang]}glossary/"]
        aliases = [" ".join(element.text.split()).split(" → ")[0] for element in page.with_class("mc-index__alias")]
        assert sorted(aliases) == sorted({alias.title for alias in reference_glossary.aliases_in(lang)})
        assert len(aliases) >= 30
        links = {element.attrs["href"] for element in page.elements if element.tag == "a"}
        assert {f"{entry.id}/" for entry in reference_glossary.entries} <= links
        [introduction] = page.with_class("mc-index__introduction")
        assert introduction.attrs["id"] == "glossary.1"
    assert "alphabetical list of entries" in reference_pages["en/glossary/"].with_class("mc-index__introduction")[0].text


@pytest.mark.parametrize("lang", list(Lang))
def test_the_index_lists_an_alias_two_editions_give_once_leading_to_each_entry_once(reference_glossary, reference_pages, lang):
    """"Control" is an alias in the 2019 text and in the compilation: one row, one link."""
    given_twice = {title for title, count in Counter(alias.title for alias in reference_glossary.aliases_in(lang)).items()
                   if count > 1}
    rows = [" ".join(element.text.split()) for element in reference_pages[f"{PREFIX[lang]}glossary/"].with_class("mc-index__alias")]
    titles = Counter(row.split(" → ")[0] for row in rows)
    assert given_twice and {title: titles[title] for title in given_twice} == dict.fromkeys(given_twice, 1)
    assert [row for row in rows if len(row.split(" → ")[1].split(", ")) != len(set(row.split(" → ")[1].split(", ")))] == []


def test_no_alias_title_keeps_a_quote_the_source_left_open(reference_glossary):
    """The compilation titles the value X `X" (VALUE)`, its opening quote lost."""
    titles = [alias.title for alias in reference_glossary.aliases] + [
        title for entry in reference_glossary.entries for title in entry.title.values()]
    assert '"X" (Value)' in titles and '"X" (valor)' in titles
    assert [title for title in titles if title.count('"') % 2] == []


def test_the_spanish_index_names_the_aliases_in_spanish(reference_pages):
    """"Crisis Icon" of the Rules Reference, in the project's own Spanish (translations/aliases.es.toml)."""
    spanish = [" ".join(element.text.split()) for element in reference_pages["glossary/"].with_class("mc-index__alias")]
    english = [" ".join(element.text.split()) for element in reference_pages["en/glossary/"].with_class("mc-index__alias")]
    assert "Icono de Crisis → Plan secundario" in spanish and "Crisis Icon → Side Scheme" in english
    assert not [line for line in spanish if line.startswith("Crisis Icon")]


def test_the_compilations_icon_characters_show_as_named_icons(reference_pages):
    """The compilation writes icons as characters of the game's icon font (U+F520, U+F524)."""
    for lang in Lang:
        amplify = reference_pages[f"{PREFIX[lang]}glossary/amplify-icon/"]
        per_player = reference_pages[f"{PREFIX[lang]}glossary/per-player-icon/"]
        assert amplify.with_class("mc-icon--amplify") and per_player.with_class("mc-icon--per-player")
        assert "\uf520" not in str(amplify.elements) and "\uf524" not in str(per_player.elements)


def test_the_glossarys_translated_introduction_is_marked_unofficial_in_spanish_only(reference_pages):
    assert reference_pages["glossary/"].with_class("mc-badge--unofficial")
    assert not reference_pages["en/glossary/"].with_class("mc-badge--unofficial")
