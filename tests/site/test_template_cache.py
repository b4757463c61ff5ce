"""Compiled templates are kept for the next environment and the next build, and only while
their source is the same."""

from __future__ import annotations

from pathlib import Path

import pytest
from jinja2 import Environment, FileSystemLoader
from jinja2.bccache import bc_magic

from checker.site.template_cache import CACHE_KIND, CompiledTemplates


@pytest.fixture
def cache(tmp_path, monkeypatch) -> Path:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    return tmp_path / "cache" / "mcrules" / CACHE_KIND


@pytest.fixture
def templates(tmp_path) -> Path:
    folder = tmp_path / "templates"
    folder.mkdir()
    (folder / "page.html").write_text("<p>{{ greeting }}, {{ name | upper }}</p>", encoding="utf-8")
    return folder


class CountingEnvironment(Environment):
    """An environment that counts the templates it compiles from source."""

    compiled = 0

    def compile(self, *args, **kwargs):
        CountingEnvironment.compiled += 1
        return super().compile(*args, **kwargs)


def render(templates: Path, compiled: CompiledTemplates, **context) -> tuple[str, int]:
    """The page rendered by a new environment (as each language's build makes one), and how
    many templates it compiled."""
    CountingEnvironment.compiled = 0
    environment = CountingEnvironment(loader=FileSystemLoader(templates), bytecode_cache=compiled)
    return environment.get_template("page.html").render(**context), CountingEnvironment.compiled


def test_a_new_environment_reuses_what_the_last_one_compiled(templates, cache):
    compiled = CompiledTemplates()
    assert render(templates, compiled, greeting="Hola", name="Thor") == ("<p>Hola, THOR</p>", 1)
    assert render(templates, compiled, greeting="Hi", name="Hulk") == ("<p>Hi, HULK</p>", 0)


def test_the_next_build_starts_from_the_templates_kept_in_the_cache_folder(templates, cache):
    render(templates, CompiledTemplates(), greeting="Hola", name="Thor")
    assert len(list(cache.iterdir())) == 1
    assert render(templates, CompiledTemplates(), greeting="Hi", name="Hulk") == ("<p>Hi, HULK</p>", 0)


def test_a_changed_template_is_compiled_again_and_kept_again(templates, cache):
    render(templates, CompiledTemplates(), greeting="Hola", name="Thor")
    (templates / "page.html").write_text("<p>{{ name }}!</p>", encoding="utf-8")
    assert render(templates, CompiledTemplates(), name="Thor") == ("<p>Thor!</p>", 1)
    assert render(templates, CompiledTemplates(), name="Wasp") == ("<p>Wasp!</p>", 0)


@pytest.mark.parametrize(
    "damage",
    [lambda kept: b"", lambda kept: b"not a compiled template", lambda kept: kept[:-20],
     lambda kept: kept[: len(bc_magic) + 3], lambda kept: bc_magic + b"\x80\x04garbage"],
    ids=["empty", "garbage", "code cut short", "checksum cut short", "checksum damaged"],
)
def test_a_damaged_file_in_the_cache_is_compiled_again(templates, cache, damage):
    render(templates, CompiledTemplates(), greeting="Hola", name="Thor")
    (kept,) = cache.iterdir()
    kept.write_bytes(damage(kept.read_bytes()))
    assert render(templates, CompiledTemplates(), greeting="Hi", name="Hulk") == ("<p>Hi, HULK</p>", 1)
    assert render(templates, CompiledTemplates(), greeting="Hi", name="Hulk") == ("<p>Hi, HULK</p>", 0)


def test_a_cache_folder_that_cannot_be_written_only_costs_compiling(templates, tmp_path, monkeypatch):
    blocked = tmp_path / "a-file"
    blocked.write_text("not a folder", encoding="utf-8")
    monkeypatch.setenv("XDG_CACHE_HOME", str(blocked))
    assert render(templates, CompiledTemplates(), greeting="Hola", name="Thor") == ("<p>Hola, THOR</p>", 1)
    assert render(templates, CompiledTemplates(), greeting="Hi", name="Hulk") == ("<p>Hi, HULK</p>", 1)
    assert not any(path.name.endswith(".tmp") for path in tmp_path.iterdir())
