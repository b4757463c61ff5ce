"""Every user-facing string has a Spanish and an English translation, and the catalogs load."""

from pathlib import Path

import pytest
from babel.messages.extract import extract_from_dir, extract_from_file
from babel.messages.pofile import read_po

from checker import PROJECT_ROOT
from checker.i18n import DOMAIN_SOURCES, EXTRACTION_KEYWORDS, LANGUAGES, catalog_path, translations

DOMAINS_WITH_CODE = [
    domain for domain, paths in DOMAIN_SOURCES.items() if any((PROJECT_ROOT / path).exists() for path in paths)
]


def read_catalog(lang: str, domain: str):
    with catalog_path(lang, domain).open("rb") as stream:
        return read_po(stream, locale=lang, domain=domain)


def messages_in_code(domain: str) -> set[str]:
    found = set()
    for relative in DOMAIN_SOURCES[domain]:
        path = PROJECT_ROOT / relative
        if path.is_dir():
            extracted = extract_from_dir(path, method_map=[("**.py", "python")], keywords=EXTRACTION_KEYWORDS)
            messages = (message for _, _, message, _, _ in extracted)
        elif path.exists():
            messages = (message for _, message, _, _ in extract_from_file("python", path, keywords=EXTRACTION_KEYWORDS))
        else:
            continue
        found.update(message if isinstance(message, str) else message[0] for message in messages)
    return found


@pytest.mark.parametrize("path", sorted((PROJECT_ROOT / "locales").rglob("*.po*")), ids=lambda path: path.relative_to(PROJECT_ROOT / "locales").as_posix())
def test_every_catalog_entry_is_whole(path):
    """Babel reads a message without its translation line and goes on; a merge that cuts one
    off must fail here instead."""
    with path.open("rb") as stream:
        read_po(stream, abort_invalid=True)


@pytest.mark.parametrize("domain", DOMAINS_WITH_CODE)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_catalog_loads(lang, domain):
    assert translations(lang, domain).info()["language"] == lang


@pytest.mark.parametrize("domain", DOMAINS_WITH_CODE)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_message_in_the_code_is_translated(lang, domain):
    catalog = read_catalog(lang, domain)
    translated = {
        (message.id if isinstance(message.id, str) else message.id[0])
        for message in catalog
        if message.id and not message.fuzzy and all(message.string if isinstance(message.string, tuple) else [message.string])
    }
    missing = sorted(messages_in_code(domain) - translated)
    assert not missing, (
        f"{Path(catalog_path(lang, domain)).relative_to(PROJECT_ROOT)} lacks a translation for: {missing}; "
        "run scripts/sync_catalogs.py and translate them"
    )


@pytest.mark.parametrize("domain", DOMAINS_WITH_CODE)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_fuzzy_or_empty_entries(lang, domain):
    catalog = read_catalog(lang, domain)
    bad = [
        message.id for message in catalog
        if message.id and (message.fuzzy or not all(message.string if isinstance(message.string, tuple) else [message.string]))
    ]
    assert not bad


@pytest.mark.parametrize("domain", DOMAINS_WITH_CODE)
def test_spanish_plurals_have_every_form(domain):
    catalog = read_catalog("es", domain)
    assert catalog.num_plurals == 3
    for message in catalog:
        if message.id and isinstance(message.id, tuple):
            assert len(message.string) == 3 and all(message.string), message.id


@pytest.mark.parametrize("domain", DOMAINS_WITH_CODE)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_translations_keep_the_placeholders(lang, domain):
    import string

    def fields(text):
        return {name for _, name, _, _ in string.Formatter().parse(text) if name}

    for message in read_catalog(lang, domain):
        if not message.id:
            continue
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        expected = fields(ids[-1]) | fields(ids[0])
        for text in strings:
            assert fields(text) <= expected | {"count"}, (message.id, text)


def calls_inside_formatted_strings(path: Path) -> list[str]:
    """Each call of a message function with a written-out message inside an f-string of
    ``path``: babel's extractor reads an f-string as one string token, so it never sees it."""
    import ast

    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.JoinedStr):
            for inner in ast.walk(node):
                name = getattr(inner, "func", None) and getattr(inner.func, "id", None)
                if isinstance(inner, ast.Call) and name in EXTRACTION_KEYWORDS:
                    positions = EXTRACTION_KEYWORDS[name] or (1,)
                    messages = [inner.args[position - 1] for position in positions if position <= len(inner.args)]
                    if any(isinstance(message, ast.Constant) and isinstance(message.value, str) for message in messages):
                        found.append(f"{path.relative_to(PROJECT_ROOT)}:{inner.lineno}")
    return found


def test_no_message_is_written_inside_an_f_string():
    found = [place for path in sorted((PROJECT_ROOT / "checker").rglob("*.py")) for place in calls_inside_formatted_strings(path)]
    assert found == [], "take each message out of its f-string into a variable, or extraction misses it"
