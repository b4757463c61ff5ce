"""Generated pages reach MkDocs from memory, in the place and order they would have on disk."""

from __future__ import annotations

from pathlib import Path

from mkdocs.config import load_config
from mkdocs.structure.files import get_files

from checker.site.generated_pages import GENERATED_PAGES, add_generated, fill_generated

HAND_WRITTEN = {
    "es/index.md": "# Inicio\n",
    "es/rules/the-golden-rules.md": "# Reglas de oro\n",
    "en/reading-an-entry.md": "# Reading an entry\n",
    "en/assets/extra/search.js": "// script\n",
}
GENERATED = {
    "en/index.md": "# Home\n",
    "en/glossary/index.md": "# Glossary\n",
    "en/glossary/ally.md": "# Ally\n",
    "es/glossary/aliado.md": "# Aliado\n",
    "es/terms.md": "# Términos\n",
    "es/rules/index.md": "# Reglas\n",
    "es/rules/zz-last.md": "# Última\n",
}


def docs_tree(folder: Path, files: dict[str, str]) -> Path:
    for doc, text in files.items():
        (folder / doc).parent.mkdir(parents=True, exist_ok=True)
        (folder / doc).write_text(text, encoding="utf-8")
    return folder


def config_for(docs: Path, tmp_path: Path):
    config_file = tmp_path / f"{docs.name}.yml"
    config_file.write_text(f"site_name: test\ndocs_dir: {docs}\nsite_dir: {tmp_path / 'site'}\n", encoding="utf-8")
    return load_config(config_file=str(config_file))


def test_generated_pages_join_the_files_where_mkdocs_would_find_them_on_disk(tmp_path):
    on_disk = config_for(docs_tree(tmp_path / "all-on-disk", {**HAND_WRITTEN, **GENERATED}), tmp_path)
    in_memory = config_for(docs_tree(tmp_path / "hand-written", HAND_WRITTEN), tmp_path)
    token = GENERATED_PAGES.set(GENERATED)
    try:
        files = add_generated(get_files(in_memory), in_memory)
    finally:
        GENERATED_PAGES.reset(token)
    expected = get_files(on_disk)
    assert [file.src_uri for file in files] == [file.src_uri for file in expected]
    assert [file.dest_uri for file in files] == [file.dest_uri for file in expected]
    assert [file.inclusion for file in files] == [file.inclusion for file in expected]
    assert not any((tmp_path / "hand-written" / doc).exists() for doc in GENERATED)


def test_generated_pages_get_their_markdown_and_hand_written_ones_keep_their_file(tmp_path):
    config = config_for(docs_tree(tmp_path / "hand-written", HAND_WRITTEN), tmp_path)
    token = GENERATED_PAGES.set(GENERATED)
    try:
        files = fill_generated(add_generated(get_files(config), config))
    finally:
        GENERATED_PAGES.reset(token)
    assert {file.src_uri: file.content_string for file in files} == {**HAND_WRITTEN, **GENERATED}
    assert all(file.abs_src_path is None for file in files if file.src_uri in GENERATED)
    assert all(Path(file.abs_src_path).is_file() for file in files if file.src_uri in HAND_WRITTEN)


def test_without_generated_pages_the_files_are_left_as_found(tmp_path):
    config = config_for(docs_tree(tmp_path / "hand-written", HAND_WRITTEN), tmp_path)
    files = get_files(config)
    assert fill_generated(add_generated(files, config)) is files
