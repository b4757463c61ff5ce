"""``mcrules build`` over a generated folder of 140 pages in every shape of the source site:
entries with sections, redirect pages and title-only pages, built once for the whole module."""

from __future__ import annotations

import pytest

from checker.cli import main
from tests.glossary.generated_site import write_corpus
from tests.site.htmlpages import broken_links, read_site, resolve

PREFIX = {"es": "", "en": "en/"}


@pytest.fixture(scope="module")
def corpus(tmp_path_factory):
    folder = tmp_path_factory.mktemp("corpus")
    sources, expected = write_corpus(folder)
    site = folder / "site"
    status = main(["--lang", "en", "build", "--sources", str(sources), "--site", str(site)])
    return status, expected, site


@pytest.fixture(scope="module")
def pages(corpus):
    status, _, site = corpus
    assert status == 0
    return read_site(site)


def alias_links(page) -> dict[str, list[str]]:
    """Each alias line of an index page: the alias's name -> the URLs its links lead to."""
    lines: dict[str, list[str]] = {}
    current = None
    named = False
    for element in page.elements:
        if element.tag == "li":
            current = [] if "mc-index__alias" in element.attrs.get("class", "").split() else None
            named = False
        elif current is not None and element.tag == "span" and not named:
            lines[element.text] = current
            named = True
        elif current is not None and element.tag == "a":
            current.append(resolve(page.url, element.attrs["href"])[0])
    return lines


def test_the_build_succeeds_in_strict_mode(corpus):
    status, _, site = corpus
    assert status == 0
    assert (site / "glossary" / "index.html").is_file()


@pytest.mark.parametrize("lang", ["es", "en"])
def test_every_alias_is_in_the_index_linking_to_the_pages_of_its_entries(corpus, pages, lang):
    _, expected, _ = corpus
    assert expected.aliases
    lines = alias_links(pages[f"{PREFIX[lang]}glossary/"])
    wanted = {title: [f"{PREFIX[lang]}glossary/{target}/" for target in targets]
              for title, targets in expected.aliases.items()}
    assert lines == wanted
    assert all(url in pages for urls in lines.values() for url in urls)


@pytest.mark.parametrize("lang", ["es", "en"])
def test_every_empty_entry_is_in_the_index_and_its_page_says_it_has_no_text(corpus, pages, lang):
    _, expected, _ = corpus
    index = pages[f"{PREFIX[lang]}glossary/"]
    listed = {resolve(index.url, element.attrs["href"])[0] for element in index.elements if element.tag == "a"}
    for entry_id in expected.empty_entries:
        url = f"{PREFIX[lang]}glossary/{entry_id}/"
        assert url in listed
        assert pages[url].with_class("mc-notice--empty")


def test_every_internal_link_and_anchor_of_the_site_resolves(corpus, pages):
    _, _, site = corpus
    assert any(page.with_class("mc-clause__heading") for page in pages.values())
    assert broken_links(site, pages) == []
