"""TOML documents are parsed once and read back from the user's cache, named after their bytes."""

import tomllib

import pytest

from checker import toml_cache
from checker.toml_cache import parsed_toml

DOCUMENT = b'[[term]]\nid = "threat"\nes = "Amenaza"\nen = "Threat"\n'


@pytest.fixture
def cache(monkeypatch, tmp_path):
    """An empty cache folder of the test's own."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    return tmp_path / "cache" / "mcrules" / "toml"


def test_a_document_parsed_once_is_read_back_from_the_cache_without_parsing(cache, monkeypatch):
    assert parsed_toml(DOCUMENT) == tomllib.loads(DOCUMENT.decode())
    [kept] = cache.glob("*.marshal")

    def no_parsing(text):
        raise AssertionError("parsed again")

    monkeypatch.setattr(toml_cache.tomllib, "loads", no_parsing)
    assert parsed_toml(DOCUMENT) == {"term": [{"id": "threat", "es": "Amenaza", "en": "Threat"}]}
    assert list(cache.glob("*")) == [kept]


def test_an_edited_document_is_parsed_again_into_a_copy_of_its_own(cache):
    parsed_toml(DOCUMENT)
    edited = DOCUMENT.replace(b"Amenaza", b"Amenazas")
    assert parsed_toml(edited)["term"][0]["es"] == "Amenazas"
    assert len(list(cache.glob("*.marshal"))) == 2


@pytest.mark.parametrize("damage", [b"", b"\xff\x00 not marshal", b"\xe9\x00\x00\x00\x00"])
def test_a_damaged_copy_is_parsed_again_and_replaced(cache, damage):
    parsed_toml(DOCUMENT)
    [kept] = cache.glob("*.marshal")
    kept.write_bytes(damage)
    assert parsed_toml(DOCUMENT) == tomllib.loads(DOCUMENT.decode())
    assert parsed_toml(DOCUMENT) == tomllib.loads(DOCUMENT.decode())
    assert kept.read_bytes() != damage


def test_a_document_with_dates_is_parsed_every_time_and_never_kept(cache):
    document = b"made = 2026-12-03\n"
    assert parsed_toml(document) == tomllib.loads(document.decode())
    assert not cache.exists() or list(cache.glob("*")) == []


def test_a_cache_that_cannot_be_written_costs_only_the_parsing(cache):
    cache.parent.mkdir(parents=True)
    cache.write_text("a file where the folder would be", encoding="utf-8")
    assert parsed_toml(DOCUMENT) == tomllib.loads(DOCUMENT.decode())


def test_errors_are_tomllib_s_own(cache):
    with pytest.raises(tomllib.TOMLDecodeError):
        parsed_toml(b"id = \n")
    with pytest.raises(UnicodeDecodeError):
        parsed_toml(b'id = "\xff"\n')
