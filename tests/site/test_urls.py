"""Relative links between the site's folder URLs are the ones posixpath.relpath finds."""

from __future__ import annotations

import posixpath

from hypothesis import given
from hypothesis import strategies as st

from checker.site.urls import relative_url

SEGMENTS = st.sampled_from(["en", "glossary", "rules", "a", "b", "main-scheme", "terms", "."])
FOLDER_URLS = st.lists(SEGMENTS, max_size=4).map(lambda segments: "".join(f"{segment}/" for segment in segments))


@given(FOLDER_URLS, FOLDER_URLS)
def test_links_are_those_of_relpath(from_url, to_url):
    expected = posixpath.relpath(to_url or ".", from_url or ".")
    assert relative_url(from_url, to_url) == ("./" if expected == "." else expected + "/")


def test_links_between_pages_of_the_site():
    assert relative_url("", "en/") == "en/"
    assert relative_url("en/", "") == "../"
    assert relative_url("en/glossary/a/", "en/glossary/a/") == "./"
    assert relative_url("glossary/a/", "en/glossary/a/") == "../../en/glossary/a/"
    assert relative_url("en/glossary/a/", "en/rules/") == "../../rules/"
    assert relative_url("en/glossary/", "en/glossary/a/") == "a/"
