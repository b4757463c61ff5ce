"""Shared fixtures: the glossary of the bundled sources, whose clauses the scenarios under
``docs/`` cite, and a scratch docs tree for pages written by a test."""

import pytest

from checker.glossary import load_glossary


@pytest.fixture(scope="session")
def glossary():
    return load_glossary()


@pytest.fixture
def page(tmp_path):
    """Write a scenario page under ``<tmp>/<lang>/scenarios/<entry>.md`` and return its path."""

    def write(lang: str, entry: str, text: str):
        path = tmp_path / lang / "scenarios" / f"{entry}.md"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
        return path

    return write
