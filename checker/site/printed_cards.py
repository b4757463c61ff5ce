"""The section of a keyword's or a status's page that lists the official cards printing it.

The cards come from :mod:`checker.glossary.keyword_cards`, read once per build
(:attr:`SiteContext.keyword_cards`): first the cards that have the keyword ("59 cards have
Guard"), then those whose abilities give it or name it. Each card shows its name, its packs and
the sentence that prints the word, in the page's language when the card data has it.
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape

from checker.glossary.icons import ICON_GLYPHS, icon_html
from checker.glossary.keyword_cards import PRINTINGS, Kind, PrintedCard
from checker.glossary.model import Lang
from checker.i18n import N_
from checker.site.context import SiteContext
from checker.site.text import translate, translate_plural

SECTION_ANCHOR = "cards"
SECTION_TITLE = N_("Official cards")
OPEN_LIST = 12
"""The longest list of cards shown open: a longer one (Surge has more than 250 cards) opens on a
click, so that the scenarios below stay in reach."""
PER_PLAYER_ICON = "[per_hero]"
"""How the card data writes the per-player icon."""


def printed_cards_section(entry_id: str, lang: Lang, context: SiteContext,
                          fragment: Callable[[str, str, str], str]) -> str:
    """The Markdown of the section listing the cards that print ``entry_id``'s word, its HTML
    stored through ``fragment``; empty for an entry no card prints."""
    printing = PRINTINGS.get(entry_id)
    cards = context.keyword_cards.of(entry_id) if printing is not None else None
    if not cards:
        return ""
    name = printing.name[lang]
    has_own = any(card.kind is Kind.OWN for card in cards)
    parts = []
    for kind in Kind:
        listed = [card for card in cards if card.kind is kind]
        if not listed:
            continue
        count = _count(lang, kind, len(listed), name, keyword=printing.keyword, after_own=has_own)
        shown = " open" if len(listed) <= OPEN_LIST else ""
        parts.append(f'<details class="mc-cards__list"{shown}>\n<summary class="mc-cards__count" data-kind="{kind}">'
                     f'{escape(count)}</summary>\n{_table(listed, lang)}</details>\n')
    html = f'<div class="mc-cards" data-entry="{escape(entry_id, quote=True)}">\n' + "\n".join(parts) + "</div>\n"
    return f"## {translate(lang, SECTION_TITLE)} {{ #{SECTION_ANCHOR} }}\n\n{fragment(SECTION_ANCHOR, html, '')}"


def _count(lang: Lang, kind: Kind, count: int, name: str, *, keyword: bool, after_own: bool) -> str:
    """How many cards have the keyword ("59 cards have Guard"), or give it or name it ("22 more
    cards give or name Guard", after those that have it); how many give or name a status."""
    if not keyword:
        return translate_plural(lang, "{count} card gives or names the {name} status",
                                "{count} cards give or name the {name} status", count, name=name)
    if kind is Kind.OWN:
        return translate_plural(lang, "{count} card has {name}", "{count} cards have {name}", count, name=name)
    if after_own:
        return translate_plural(lang, "{count} more card gives or names {name}",
                                "{count} more cards give or name {name}", count, name=name)
    return translate_plural(lang, "{count} card gives or names {name}", "{count} cards give or name {name}",
                            count, name=name)


def _in(lang: Lang, texts: dict[Lang, str]) -> tuple[str, Lang]:
    """A text in ``lang``, or in the other language when the card data has none in ``lang``."""
    return (texts[lang], lang) if lang in texts else (texts[lang.other], lang.other)


def _sentence_html(sentence: str, lang: Lang) -> str:
    """The sentence, escaped, its per-player icons shown as the site shows them (named in ``lang``)."""
    icon = icon_html(ICON_GLYPHS[0], str(lang))
    return icon.join(escape(part) for part in sentence.split(PER_PLAYER_ICON))


def _table(cards: list[PrintedCard], lang: Lang) -> str:
    headings = "".join(f"<th>{escape(translate(lang, heading))}</th>" for heading in (N_("Card"), N_("Pack"), N_("Text")))
    rows = []
    for card in cards:
        name, name_lang = _in(lang, card.name)
        sentence, sentence_lang = _in(lang, card.sentence)
        packs = ", ".join(escape(pack) for pack in card.packs)
        rows.append(
            f'<tr data-card="{escape(card.code, quote=True)}"><td lang="{name_lang}">{escape(name)}</td>'
            f'<td lang="en">{packs}</td>'
            f'<td lang="{sentence_lang}">{_sentence_html(sentence, lang)}</td></tr>'
        )
    return (f'<table>\n<thead><tr>{headings}</tr></thead>\n<tbody>\n'
            + "\n".join(rows) + "\n</tbody>\n</table>\n")
