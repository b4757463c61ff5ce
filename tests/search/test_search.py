"""What a reader gets from the search: forgiving spelling, both languages, hits at the clause."""

from __future__ import annotations

import pytest

from checker.glossary.model import Glossary
from checker.search import IndexMissingError, QueryError, Searcher, build_index
from tests.search.conftest import clause, entry, small_glossary


def marked_words(hit) -> list[str]:
    return [hit.snippet[start:end] for start, end in hit.highlights]


def test_accents_are_optional_in_spanish_queries(searcher):
    top = searcher.search("aceleracion", lang="es")[0]
    assert (top.entry, top.lang) == ("main-scheme", "es")
    assert "Aceleración" in marked_words(top) or "aceleración" in marked_words(top)


def test_accented_query_finds_the_word_written_without_capitals(searcher):
    hits = searcher.search("Aceleración", lang="es")
    assert {hit.clause for hit in hits if hit.entry == "main-scheme"} & {"main-scheme.2", "main-scheme.3"}


def test_plural_query_finds_singular_title(searcher):
    top = searcher.search("planes", lang="es")[0]
    assert (top.entry, top.clause) == ("main-scheme", None)


def test_singular_query_finds_plural_text(searcher):
    top = searcher.search("ficha", lang="es")[0]
    assert top.clause == "main-scheme.3"
    assert marked_words(top) == ["fichas"]


def test_one_typo_is_forgiven_in_a_six_letter_word(searcher):
    assert searcher.search("amenza", lang="es")[0].entry == "main-scheme"


def test_two_typos_are_too_many_for_a_short_word(searcher):
    assert searcher.search("amnz") == []


def test_words_under_four_letters_must_be_exact(searcher):
    assert searcher.search("mazo", lang="es")[0].entry == "encounter-deck"
    assert searcher.search("mzo") == []


def test_english_term_finds_spanish_clauses_through_the_term_table(searcher):
    top = searcher.search("threat", lang="es")[0]
    assert (top.entry, top.lang, top.clause) == ("main-scheme", "es", "main-scheme.2")
    assert marked_words(top) == ["Amenaza"]


def test_spanish_term_finds_english_clauses_through_the_term_table(searcher):
    top = searcher.search("amenaza", lang="en")[0]
    assert (top.entry, top.lang) == ("main-scheme", "en")
    assert marked_words(top) == ["threat"]


def test_title_ranks_above_clauses_that_mention_it(searcher):
    top = searcher.search("encounter deck", lang="en")[0]
    assert (top.entry, top.clause) == ("encounter-deck", None)
    assert top.url == "en/glossary/encounter-deck/"


def test_hit_links_to_the_clause_anchor_in_its_language(searcher):
    hit = searcher.search("stage", lang="en")[0]
    assert hit.clause == "main-scheme.3"
    assert hit.url == "en/glossary/main-scheme/#main-scheme.3"
    assert hit.title == "Main Scheme"


def test_hits_in_the_page_language_come_first(searcher):
    for lang in ("es", "en"):
        languages = [hit.lang for hit in searcher.search("villano villain", lang=lang)]
        assert languages[0] == lang and "es" in languages and "en" in languages
        assert languages == sorted(languages, key=lambda code: code != lang)


def test_each_entry_appears_once_per_language(searcher):
    hits = searcher.search("aceleracion acceleration", limit=50)
    keys = [(hit.entry, hit.lang) for hit in hits]
    assert len(keys) == len(set(keys)) == 2


def test_limit_caps_the_number_of_hits(searcher):
    assert len(searcher.search("mazo deck", limit=1)) == 1


def test_clause_without_text_in_a_language_is_found_in_the_other(searcher):
    hits = searcher.search("treachery", lang="es")
    assert [(hit.lang, hit.clause) for hit in hits] == [("en", "encounter-deck.2.1")]


def test_snippet_html_escapes_the_text_and_marks_the_match(searcher):
    hit = searcher.search("descartes", lang="es")[0]
    assert "&lt;b&gt;ahora&lt;/b&gt;" in hit.snippet_html(hit.lang)
    assert "descartes</mark>" in hit.snippet_html(hit.lang)
    assert "<b>" in hit.snippet and "<mark>" not in hit.snippet


def test_quoted_phrase_must_appear_in_order(searcher):
    assert searcher.search('"pila de descartes"', lang="es")[0].clause == "encounter-deck.2"
    assert searcher.search('"descartes pila"') == []


def test_three_word_phrase_needs_its_words_together_not_only_each_neighbouring_pair(tmp_path):
    glossary = Glossary(
        entries=[
            entry("apart", "Aparte", "Apart", [clause("apart.1", None, "Shuffle the deck, then deck the halls")]),
            entry("together", "Juntas", "Together", [clause("together.1", None, "Shuffle deck halls now.")]),
        ]
    )
    build_index(glossary, tmp_path / "_search")
    with Searcher.open(tmp_path / "_search") as searcher:
        assert [hit.entry for hit in searcher.search('"shuffle deck halls"')] == ["together"]
        assert {hit.entry for hit in searcher.search("shuffle deck halls")} == {"apart", "together"}


def test_stop_words_alone_find_nothing(searcher):
    assert searcher.search("de la the of") == []


def test_as_json_carries_what_the_site_needs(searcher):
    data = searcher.search("threat", lang="es")[0].as_json()
    assert {"entry", "clause", "title", "lang", "url", "score", "snippet", "snippet_html"} <= set(data)
    assert data["url"] == "glossary/main-scheme/#main-scheme.2"


@pytest.mark.parametrize(
    ("lang", "limit"), [("fr", 10), ("ES", 10), ("es", 0), ("es", 51), ("es", True), ("es", "10")]
)
def test_unusable_language_or_limit_is_a_query_error(searcher, lang, limit):
    with pytest.raises(QueryError):
        searcher.search("amenaza", lang=lang, limit=limit)


def test_query_error_is_translated_through_the_search_catalog(searcher):
    with pytest.raises(QueryError) as raised:
        searcher.search("amenaza", lang="fr")
    assert raised.value.render("es") == "Idioma desconocido «fr»: usa es o en."
    assert raised.value.render("en") == 'Unknown language "fr": use es or en.'


def test_opening_a_folder_without_an_index_says_so(tmp_path):
    with pytest.raises(IndexMissingError) as raised:
        Searcher.open(tmp_path / "_search")
    assert raised.value.render("en") == f"No search index in {tmp_path / '_search'}."


def test_rebuilding_replaces_the_index_and_leaves_no_temporary_folder(tmp_path):
    index_dir = tmp_path / "_search"
    glossary = small_glossary()
    build_index(glossary, index_dir)
    with Searcher.open(index_dir) as searcher:
        assert searcher.search("baraja shuffle")[0].entry == "encounter-deck"
    glossary.entries = glossary.entries[:1]
    build_index(glossary, index_dir)
    with Searcher.open(index_dir) as searcher:
        assert searcher.search("baraja shuffle") == []
        assert searcher.search("plan")[0].entry == "main-scheme"
    assert [path.name for path in tmp_path.iterdir()] == ["_search"]


@pytest.mark.parametrize("query, lang", [("icono por jugador", "es"), ("per player icon", "en"), ("per player icon", None)])
def test_a_match_mark_never_cuts_a_quotation_in_two(real_searcher, query, lang):
    hits = real_searcher.search(query, lang=lang)
    quoted = [hit for hit in hits if '"' in hit.snippet]
    assert quoted, "the query finds the clause that quotes the per-player icon"
    for hit in quoted:
        opening = [index for index, char in enumerate(hit.snippet) if char == '"'][0::2]
        closing = [index + 1 for index, char in enumerate(hit.snippet) if char == '"'][1::2]
        for start, end in hit.highlights:
            for left, right in zip(opening, closing):
                crosses = (left < start < right) != (left < end < right) or (start <= left < end < right)
                assert not crosses, hit.marked_snippet("[", "]")


def test_a_hit_names_the_icons_of_its_snippet_in_the_readers_language(real_searcher):
    hit = next(hit for hit in real_searcher.search("icono por jugador", lang="es") if "(v)" in hit.snippet)
    start = hit.snippet.index("(v)")
    data = hit.as_json("en")
    assert data["icons"] == [{
        "start": start, "end": start + 3, "name": "per-player", "label": "per player",
        "description": "“Per player” icon: multiply by the number of players",
    }]
    assert "(v)" not in data["snippet_html"] and ">per player</span>" in data["snippet_html"]
    assert ">por jugador</span>" in hit.snippet_html("es")
