"""Compiled catalogs are kept in the user's cache folder, named after the catalog's own bytes."""

import pytest

from checker.i18n import catalog_cache_dir, translate, translations

MESSAGE = "Glossary exported: {count} entries."
SPANISH = "Glosario exportado: 4 entradas."


@pytest.fixture
def fresh(monkeypatch, tmp_path):
    """An empty cache folder, and catalogs loaded again from it."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    translations.cache_clear()
    yield tmp_path / "cache" / "mcrules" / "catalogs"
    translations.cache_clear()


def test_a_catalog_compiled_once_is_read_back_from_the_cache(fresh):
    assert catalog_cache_dir() == fresh
    assert translate("es", MESSAGE, count=4) == SPANISH
    [kept] = fresh.glob("*.mo")
    assert kept.read_bytes()[:4] in (b"\xde\x12\x04\x95", b"\x95\x04\x12\xde")
    translations.cache_clear()
    assert translate("es", MESSAGE, count=4) == SPANISH
    assert list(fresh.glob("*")) == [kept]


def test_a_damaged_copy_is_compiled_again(fresh):
    translate("es", MESSAGE, count=4)
    [kept] = fresh.glob("*.mo")
    kept.write_bytes(b"not a catalog")
    translations.cache_clear()
    assert translate("es", MESSAGE, count=4) == SPANISH
    assert kept.read_bytes()[:4] in (b"\xde\x12\x04\x95", b"\x95\x04\x12\xde")


def test_each_language_and_domain_has_its_own_copy(fresh):
    translate("es", MESSAGE, count=4)
    translate("en", MESSAGE, count=4)
    translations("es", "search")
    assert len(list(fresh.glob("*.mo"))) == 3


def test_a_cache_that_cannot_be_written_is_no_error(monkeypatch, tmp_path):
    blocked = tmp_path / "a-file"
    blocked.write_text("the cache folder's place is taken")
    monkeypatch.setenv("XDG_CACHE_HOME", str(blocked))
    translations.cache_clear()
    try:
        assert translate("es", MESSAGE, count=4) == SPANISH
    finally:
        translations.cache_clear()


@pytest.mark.parametrize("home", ["", "relative/home", None])
def test_a_user_with_no_home_folder_has_no_cache_and_nothing_is_written_elsewhere(monkeypatch, tmp_path, home):
    """With ``HOME`` empty, Python takes the home folder for "/": a cache there would be /.cache."""
    monkeypatch.delenv("XDG_CACHE_HOME", raising=False)
    if home is None:
        monkeypatch.delenv("HOME", raising=False)
    else:
        monkeypatch.setenv("HOME", home)
    monkeypatch.chdir(tmp_path)
    translations.cache_clear()
    try:
        assert catalog_cache_dir() is None
        assert translate("es", MESSAGE, count=4) == SPANISH
    finally:
        translations.cache_clear()
    assert list(tmp_path.iterdir()) == []


def test_a_relative_xdg_cache_home_is_ignored_as_the_specification_says(monkeypatch, tmp_path):
    monkeypatch.setenv("XDG_CACHE_HOME", "relative/cache")
    monkeypatch.setenv("HOME", str(tmp_path))
    assert catalog_cache_dir() == tmp_path / ".cache" / "mcrules" / "catalogs"
