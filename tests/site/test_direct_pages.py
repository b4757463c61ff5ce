"""Generated pages made only of fragment placeholders and headings are written without Markdown,
exactly as Markdown with the site's extensions writes them."""

from __future__ import annotations

import json

from pathlib import Path

import pytest
from mkdocs.config import load_config
from mkdocs.structure.files import File, Files
from mkdocs.structure.pages import Page

from checker.glossary.terms import TermTable
from checker.site.build import CONFIG_FILE, DOCS_DIR, SEARCH_STATIC_DIR
from checker.site.context import SiteContext
from checker.site.direct_pages import Headings, direct_html, render
from checker.site.fragments import Fragments
from checker.site.staging import stage_docs


@pytest.fixture(scope="module")
def site_config():
    return load_config(config_file=str(CONFIG_FILE))


@pytest.fixture(scope="module")
def generated_markdown(reference_glossary, tmp_path_factory) -> dict[str, str]:
    """Each generated page of the reference, as MkDocs reads it: its Markdown without the front matter."""
    staging = tmp_path_factory.mktemp("direct-pages")
    with Fragments.stored_in(staging / "fragments.bin") as fragments:
        tree = stage_docs(SiteContext(reference_glossary, TermTable.load(), DOCS_DIR), staging / "docs", SEARCH_STATIC_DIR, fragments)
    return {doc: markdown.split("---\n", 2)[2] for doc, markdown in tree.generated.items()}


def rendered(markdown: str, config, directly: bool, doc: str = "en/glossary/threat.md") -> Page:
    file = File(doc, config.docs_dir, config.site_dir, config.use_directory_urls)
    page = Page(None, file, config)
    page.markdown = markdown
    (render if directly else Page.render)(page, config, Files([file]))
    return page


def outline(page: Page) -> list:
    def items(links):
        return [(link.title, link.id, link.level, items(link.children)) for link in links]

    return items(page.toc)


SCENARIO_PAGES = Path(__file__).resolve().parents[2] / "docs" / "en" / "scenarios"
"""An entry with a scenario page shows its scenarios; the plainest entry pages have none."""


def assert_written_alike(markdown: str, config, doc: str = "en/glossary/threat.md") -> None:
    by_markdown, directly = rendered(markdown, config, False, doc), rendered(markdown, config, True, doc)
    assert directly.content == by_markdown.content
    assert outline(directly) == outline(by_markdown)
    assert directly.present_anchor_ids == by_markdown.present_anchor_ids


def test_every_generated_page_without_a_scenario_page_needs_no_markdown(generated_markdown, site_config):
    """Only an entry with a page of scenarios (its rulings, or the paragraph saying why it has
    none) goes through Markdown; every other generated page is written directly."""
    toc = Headings.of(site_config)
    with_scenarios = {path.stem for path in SCENARIO_PAGES.glob("*.md")}
    plain = [doc for doc in generated_markdown if doc.rsplit("/", 1)[-1][:-3] not in with_scenarios]
    assert any("/glossary/" in doc for doc in plain)
    assert [doc for doc in plain if direct_html(generated_markdown[doc], toc) is None] == []


def test_every_page_written_directly_is_what_markdown_writes(generated_markdown, site_config):
    toc = Headings.of(site_config)
    for doc, markdown in generated_markdown.items():
        if direct_html(markdown, toc) is not None:
            assert_written_alike(markdown, site_config, doc)


PLACEHOLDER = '<div data-mc-fragment="{}"></div>'


@pytest.mark.parametrize(
    "markdown",
    [
        f"\n{PLACEHOLDER.format('en/a/clauses')}\n",
        f"## See also {{ #see-also }}\n\n{PLACEHOLDER.format('en/a/see-also')}\n",
        f"{PLACEHOLDER.format('en/a/clauses')}\n\n\n\n{PLACEHOLDER.format('en/a/changes')}\n\n  \n{PLACEHOLDER.format('en/a/v')}",
        "## Notas { #notes }\n\n## Véase también { #see-also }\n",
        f"{PLACEHOLDER.format('es/a/clauses')}\n\n## Fase 2 del villano {{ #phase-2 }}\n\n{PLACEHOLDER.format('es/a/x')}\n",
        "",
    ],
    ids=["one placeholder", "heading first", "blank lines", "two headings", "accents and digits", "empty"],
)
def test_a_page_of_placeholders_and_headings_is_written_as_markdown_writes_it(markdown, site_config):
    assert direct_html(markdown, Headings.of(site_config)) is not None
    assert_written_alike(markdown, site_config)


@pytest.mark.parametrize(
    "markdown",
    [
        f"{PLACEHOLDER.format('en/a/clauses')}\n\nA paragraph.\n",
        "## *Emphasis* { #notes }\n",
        "## Notes & more { #notes }\n",
        "### Notes { #notes }\n",
        "## Notes\n",
        "## Notes { #notes }\n\n## Other notes { #notes }\n",
        f"{PLACEHOLDER.format('en/a/clauses')}\n## Notes {{ #notes }}\n",
        "```scenario\nScenario: x\n```\n",
    ],
    ids=["paragraph", "emphasis", "ampersand", "level three", "no anchor", "repeated anchor", "no blank line", "fence"],
)
def test_anything_else_is_left_to_markdown_and_still_rendered(markdown, site_config):
    assert direct_html(markdown, Headings.of(site_config)) is None
    assert_written_alike(markdown, site_config)


@pytest.mark.parametrize(
    ("options", "direct"),
    [
        ({"permalink": "#"}, True),
        ({"permalink": False}, True),
        ({}, True),
        ({"permalink": True, "permalink_title": 'Say "link"'}, False),
        ({"permalink": True, "toc_depth": 1}, False),
    ],
    ids=["own mark", "no permalink", "defaults", "quoted title", "unknown option"],
)
def test_the_headings_follow_the_table_of_contents_settings(options, direct, tmp_path):
    (tmp_path / "docs").mkdir()
    config_file = tmp_path / "mkdocs.yml"
    config_file.write_text(
        f"site_name: test\ndocs_dir: {tmp_path / 'docs'}\nsite_dir: {tmp_path / 'site'}\n"
        f"markdown_extensions:\n  - attr_list\n  - toc: {json.dumps(options)}\n",
        encoding="utf-8",
    )
    config = load_config(config_file=str(config_file))
    markdown = f"## See also {{ #see-also }}\n\n{PLACEHOLDER.format('en/a/x')}\n"
    assert (direct_html(markdown, Headings.of(config)) is not None) is direct
    assert_written_alike(markdown, config)
