"""The ``search`` catalogs: every message of the template translated in both languages."""

from __future__ import annotations

import pytest
from babel.messages.pofile import read_po

from checker.i18n import LOCALES_DIR


def messages(path, **options):
    with open(path, "rb") as po_file:
        return {message.id: message for message in read_po(po_file, **options) if message.id}


@pytest.mark.parametrize("lang", ["es", "en"])
def test_every_search_message_has_a_translation(lang):
    template = messages(LOCALES_DIR / "search.pot")
    catalog = messages(LOCALES_DIR / lang / "LC_MESSAGES" / "search.po", locale=lang)
    assert set(catalog) == set(template)
    assert [msgid for msgid, message in catalog.items() if not message.string or message.fuzzy] == []
