"""The theme's files are listed once for both languages' builds, and the listing is the one
MkDocs makes without the help."""

from __future__ import annotations

import os

import pytest
from mkdocs.config import load_config
from mkdocs.structure.files import Files

from checker.site.build import CONFIG_FILE
from checker.site.theme_files import list_templates_once


@pytest.fixture
def config():
    os.environ.setdefault("NO_MKDOCS_2_WARNING", "1")
    return load_config(config_file=str(CONFIG_FILE))


@pytest.fixture
def walks(monkeypatch) -> list[str]:
    """The folders walked to list templates, one item per walk."""
    walked: list[str] = []
    real_walk = os.walk

    def counting_walk(top, *args, **kwargs):
        walked.append(str(top))
        return real_walk(top, *args, **kwargs)

    monkeypatch.setattr(os, "walk", counting_walk)
    return walked


def theme_files(config) -> list[tuple[str, str]]:
    """What MkDocs adds to a build's files from the theme: each file's path and folder."""
    files = Files([])
    files.add_files_from_theme(config.theme.get_env(), config)
    return sorted((file.src_uri, file.abs_src_path) for file in files)


def test_the_second_language_reuses_the_listing_of_the_first(config, walks):
    unhelped = theme_files(config)
    walked_once = len(walks)
    assert walked_once == len(config.theme.dirs) and unhelped
    list_templates_once(config.theme)
    first, second = theme_files(config), theme_files(config)
    assert first == second == unhelped
    assert len(walks) == 2 * walked_once, "the second environment walked the theme again"


def test_the_listing_belongs_to_one_theme(config, walks):
    list_templates_once(config.theme)
    theme_files(config)
    other = load_config(config_file=str(CONFIG_FILE))
    list_templates_once(other.theme)
    before = len(walks)
    theme_files(other)
    assert len(walks) > before, "a new build's theme must list its folders afresh"


def test_doing_it_twice_changes_nothing(config, walks):
    list_templates_once(config.theme)
    list_templates_once(config.theme)
    theme_files(config)
    walked = len(walks)
    theme_files(config)
    assert len(walks) == walked


def test_another_filter_or_other_folders_list_again(config, walks):
    list_templates_once(config.theme)
    environment = config.theme.get_env()

    def ending_with(suffix):
        return lambda name: name.endswith(suffix)

    css = environment.list_templates(filter_func=ending_with(".css"))
    js = config.theme.get_env().list_templates(filter_func=ending_with(".js"))
    assert css and js and not set(css) & set(js)
    assert all(name.endswith(".css") for name in css) and all(name.endswith(".js") for name in js)
    again = config.theme.get_env().list_templates(filter_func=ending_with(".css"))
    assert again == css
    config.theme.dirs.pop(0)
    fewer = config.theme.get_env().list_templates(filter_func=ending_with(".css"))
    assert set(fewer) < set(css), "the custom folder's stylesheets are listed after it was dropped"


def test_a_callable_that_is_no_plain_function_is_never_trusted(config, walks):
    list_templates_once(config.theme)

    class Suffix:
        def __init__(self, suffix):
            self.suffix = suffix

        def __call__(self, name):
            return name.endswith(self.suffix)

    css = config.theme.get_env().list_templates(filter_func=Suffix(".css"))
    svg = config.theme.get_env().list_templates(filter_func=Suffix(".svg"))
    assert css and svg and not set(css) & set(svg)



def test_a_filter_holding_a_name_not_bound_yet_is_never_trusted(config, walks):
    list_templates_once(config.theme)

    def holding_a_later_name():
        def ending_with_suffix(name):
            return name.endswith(suffix)

        return ending_with_suffix
        suffix = ".css"  # Never reached: the filter's cell for it stays empty.

    unbound = holding_a_later_name()
    for attempt in range(2):
        walked = len(walks)
        with pytest.raises(NameError):
            config.theme.get_env().list_templates(filter_func=unbound)
        assert len(walks) == walked + len(config.theme.dirs), f"attempt {attempt}: the listing was not made afresh"
