from pathlib import Path

import pytest

from checker.glossary import load_glossary


@pytest.fixture
def write_sources(tmp_path):
    """Write source files into a fresh folder and import them (no project translations)."""

    def write(files: dict[str, str | bytes]):
        folder = tmp_path / "sources"
        folder.mkdir(exist_ok=True)
        for name, content in files.items():
            path = folder / name
            if isinstance(content, bytes):
                path.write_bytes(content)
            else:
                path.write_text(content, encoding="utf-8")
        return folder

    return write


@pytest.fixture
def import_sources(write_sources):
    def run(files: dict[str, str | bytes]):
        return load_glossary(write_sources(files), translations_dir=None)

    return run


def texts(entry, lang="en"):
    return [(clause.depth, clause.kind.value, clause.number, clause.text.get(lang)) for clause in entry.walk()]


@pytest.fixture
def sources_dir() -> Path:
    return Path(__file__).resolve().parents[2] / "sources"
