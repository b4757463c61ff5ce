"""Whatever a reader types, the search answers with hits or nothing: no crash, no echo, no reach
into internal fields, no costly expansion."""

from __future__ import annotations

import json
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from checker.search import MAX_QUERY_CHARS, MAX_WORDS, SearchHit

NASTY_QUERIES = [
    "",
    "   ",
    "a" * 10_000,
    "amenaza " * 2_000,
    "AND OR (",
    "NOT",
    '"unclosed',
    '"',
    '""',
    "field:junk",
    "doc_id:es:main-scheme.1",
    "lang:en",
    "body_es:amenaza",
    "xyz~9",
    "amenaza~9",
    "amenaza^1000",
    "*",
    "a*",
    "?mazo",
    "[a TO z]",
    "{a TO z}",
    "(((((((((",
    "\x00\x01\x1b[31m\x7f",
    "<script>alert(1)</script>",
    "<img src=x onerror=alert(1)>amenaza",
    "\u202eamenaza\u200b",
    "🃏🂡",
    "ñññ",
    "\\",
    "-amenaza +threat",
]


def assert_safe(hits: list[SearchHit], limit: int) -> None:
    assert len(hits) <= limit
    for hit in hits:
        json.dumps(hit.as_json())
        assert "<" not in re.sub(r'</?mark>|<span class="mc-icon [^<>]*>[^<>]*</span>', "", hit.snippet_html(hit.lang))


@pytest.mark.parametrize("query", NASTY_QUERIES)
@pytest.mark.parametrize("lang", [None, "es", "en"])
def test_any_query_returns_a_list_of_safe_hits(searcher, query, lang):
    assert_safe(searcher.search(query, lang=lang, limit=5), 5)


@pytest.mark.parametrize(
    ("with_syntax", "as_words"),
    [
        ("lang:en", "lang en"),
        ("doc_id:es:main-scheme.1", "doc id es main scheme 1"),
        ("body_es:amenaza", "body es amenaza"),
        ("amenaza~9", "amenaza 9"),
        ("amenaza^1000", "amenaza 1000"),
    ],
)
def test_query_syntax_is_read_as_plain_words(searcher, with_syntax, as_words):
    assert searcher.search(with_syntax, lang="es") == searcher.search(as_words, lang="es")


def test_text_past_the_length_cap_is_ignored(searcher):
    assert searcher.search("amenaza")
    assert searcher.search("x" * MAX_QUERY_CHARS + " amenaza") == []


def test_words_past_the_word_cap_are_ignored(searcher):
    assert searcher.search("amenaza")
    assert searcher.search("zzzz " * MAX_WORDS + "amenaza") == []


def test_html_in_a_query_is_never_echoed(searcher):
    for hit in searcher.search("<script>amenaza</script>", lang="es"):
        assert "script" not in hit.snippet_html(hit.lang)


SYNTAX = st.sampled_from(
    ['"', "(", ")", ":", "~", "~9", "^", "*", "?", "[", "]", "{", "}", " AND ", " OR ", " NOT ",
     " TO ", "\\", "-", "+", "/", " ", "\x00", "\u0301"]
)
WORDS = st.sampled_from(["amenaza", "threat", "mazo", "boca", "abajo", "plan", "lang", "body_es", "fichas"])


@settings(max_examples=60, deadline=None)
@given(
    query=st.one_of(st.text(max_size=300), st.lists(st.one_of(SYNTAX, WORDS), max_size=30).map("".join)),
    lang=st.sampled_from([None, "es", "en"]),
    limit=st.integers(min_value=1, max_value=50),
)
def test_generated_queries_never_fail(searcher, query, lang, limit):
    assert_safe(searcher.search(query, lang=lang, limit=limit), limit)
