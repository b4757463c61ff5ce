"""Strings that the site generator adds to pages, translated through the ``site`` catalog."""

from __future__ import annotations

from checker.glossary.model import Lang
from checker.i18n import N_
from checker.i18n import translate as translate_in_domain
from checker.i18n import translate_plural as translate_plural_in_domain

DOMAIN = "site"


def translate(lang: Lang | str, msgid: str, **params: object) -> str:
    """``msgid`` from the ``site`` catalog in ``lang``."""
    return translate_in_domain(str(lang), msgid, DOMAIN, **params)


TERMS_TITLE = N_("Term table")
TERMS_INTRODUCTION = N_(
    "Official names of the game's terms in Spanish and English. Linked names have an entry in the glossary."
)
"""The term table's page: its title and introduction, which the search index holds too."""

LANGUAGE_NAMES = {Lang.ES: "Español", Lang.EN: "English"}
"""Each language's name for itself, as column headings show it."""

_NAMES_IN_SENTENCES = {Lang.ES: N_("Spanish"), Lang.EN: N_("English")}


def language_name(lang: Lang | str, named: Lang) -> str:
    """The name of the language ``named`` as a sentence in ``lang`` writes it: "inglés"."""
    return translate(lang, _NAMES_IN_SENTENCES[named])


def translate_plural(lang: Lang | str, singular: str, plural: str, count: int, **params: object) -> str:
    """The form of ``singular``/``plural`` that ``count`` needs, from the ``site`` catalog."""
    return translate_plural_in_domain(str(lang), singular, plural, count, DOMAIN, **params)


SEARCH_DIALOG_NAME = N_("Search the rules")
"""The accessible name of the theme's search dialog."""

DISCLAIMER = N_(
    "Unofficial fan reference. Marvel Champions: The Card Game and its rules text belong to their "
    "publisher, Fantasy Flight Games; this site is not affiliated with or endorsed by it."
)
"""The notice at the foot of every page."""
