"""Shared fixtures: the glossary of the Spanish site pages, whose four entries the scenarios are
written for (``tests/sources.py``), and a scratch docs tree for pages written by a test."""

import pytest

from checker.glossary import load_glossary
from tests.sources import SPANISH_SITE_SOURCES


@pytest.fixture(scope="session")
def glossary():
    return load_glossary(SPANISH_SITE_SOURCES)


@pytest.fixture
def page(tmp_path):
    """Write a scenario page under ``<tmp>/<lang>/scenarios/<entry>.md`` and return its path."""

    def write(lang: str, entry: str, text: str):
        path = tmp_path / lang / "scenarios" / f"{entry}.md"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
        return path

    return write
