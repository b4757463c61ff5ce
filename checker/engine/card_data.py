"""The card data: card definitions in a data file, found by code or by title in either language.

``carddata/core.toml`` (package data of :mod:`checker.engine`) holds one ``[[card]]`` table per
card: its ``code``, ``type``, ``title`` per language, and its printed attributes under the same
English words and values as the state notation (:mod:`checker.engine.card_notation`): a number,
a string, ``true`` for a flag or a keyword without a value, a list for traits, resources and
abilities. Those attributes describe every side; the tables ``[card.a]`` and ``[card.b]`` say
what only side A or side B prints, as ``a.`` and ``b.`` do in the notation (``ability`` there
is an ability on that side).

A scenario names a card of the data with ``card=`` in its ``Given`` (``rhino1[card=01094]``,
``purge[card="Technovirus Purge"]``; Spanish ``carta=``).

>>> printed = CARD_DATA.find("01094")
>>> printed.type.value, printed.faces[0].stats.hit_points, printed.faces[0].traits
('villain', Amount(value=14, per_player=True, infinite=False, dash=False), ('Brute', 'Criminal'))
>>> CARD_DATA.find("The Break-In!") == CARD_DATA.find("01097a")
True
"""

from __future__ import annotations

import re
import tomllib
import unicodedata
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace
from importlib import resources
from types import MappingProxyType

from checker.engine.card_notation import READ, SIDE_PREFIXES, PrintedDraft, read_printed
from checker.engine.cards import CardDefinition, CardType, Side, replace_named_effects
from checker.engine.errors import NOTATION_REASONS as R
from checker.engine.errors import CardDataError, NotationError
from checker.i18n import LANGUAGES

DATA_FILES = ("core.toml", "beyond-core.toml")
"""The data files of the package, in ``checker/engine/carddata/``."""

TRANSLATED = tuple(lang for lang in LANGUAGES if lang != "en")
"""The languages other than English that the card data gives the free-text effects in."""

ENTRY_KEYS = frozenset({"code", "type", "title", "a", "b", *(f"words-{lang}" for lang in TRANSLATED)})
"""Keys of an entry that are not printed attributes. ``words-es`` gives the Spanish of the card's
free-text effects, keyed by their English words, as the Spanish card data prints them."""

LISTS = frozenset({"traits", "resources"})
"""Attributes whose list is written comma-separated in the notation."""


def fold(text: str) -> str:
    """Lower case, no accents: titles are found however they are typed."""
    return "".join(c for c in unicodedata.normalize("NFD", text.strip().lower()) if not unicodedata.combining(c))


@dataclass(frozen=True)
class Entry:
    """One card of the data: its definition and its titles by language."""

    definition: CardDefinition
    titles: Mapping[str, str]


class CardData:
    """Card definitions by code, and by title in every language."""

    def __init__(self, entries: Iterable[Entry]) -> None:
        self.entries = tuple(entries)
        self._by_code = {fold(entry.definition.code or ""): entry for entry in self.entries}
        self._by_title: dict[str, list[Entry]] = {}
        for entry in self.entries:
            for title in set(entry.titles.values()):
                self._by_title.setdefault(fold(title), []).append(entry)

    def find(self, name: str) -> CardDefinition:
        """The card whose code or title (in any language) is ``name``; a NotationError when no
        card, or more than one, has it."""
        entry = self._by_code.get(fold(name))
        if entry is not None:
            return entry.definition
        found = self._by_title.get(fold(name), [])
        if not found:
            raise NotationError(R.UNKNOWN_CARD_DEFINITION, {"card": name})
        if len(found) > 1:
            codes = " ".join(entry.definition.code or "" for entry in found)
            raise NotationError(R.AMBIGUOUS_CARD_DEFINITION, {"card": name, "codes": codes})
        return found[0].definition

    def title(self, definition: CardDefinition, lang: str) -> str | None:
        """The title ``definition`` prints in ``lang``, when it is the data's card of its code
        and the data has its title in that language."""
        if not self.defines(definition):
            return None
        return self._by_code[fold(definition.code or "")].titles.get(lang)

    def defines(self, definition: CardDefinition) -> bool:
        """Whether ``definition`` is the data's card of its code."""
        if definition.code is None:
            return False
        entry = self._by_code.get(fold(definition.code))
        return entry is not None and entry.definition == definition


def read_card_data(text: str, file: str) -> CardData:
    """The cards of one data file; a :class:`CardDataError` names the file and the line of a bad card."""
    try:
        document = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        where = re.search(r"line (\d+)", str(error))
        line = int(where.group(1)) if where else 0
        raise CardDataError(file, line, R.BAD_CARD_DATA, {"reason": str(error)}) from None
    entries = []
    for table in document.get("card", []):
        try:
            entries.append(_entry(table))
        except NotationError as error:
            raise CardDataError(file, _line_of(text, table.get("code")), error.reason, error.params) from None
    return CardData(entries)


def _line_of(text: str, code: object) -> int:
    for number, line in enumerate(text.splitlines(), start=1):
        if line.replace(" ", "").startswith(f'code="{code}"'):
            return number
    return 0


def _entry(table: Mapping[str, object]) -> Entry:
    code = table.get("code")
    type_word = table.get("type")
    titles = table.get("title")
    if not isinstance(code, str) or type_word not in READ["types"] or not isinstance(titles, dict):
        raise NotationError(R.BAD_CARD_DATA, {"reason": "code, type and title are required"})
    card_type = CardType(READ["types"][type_word])
    draft = PrintedDraft(code=code)
    _read_table(draft, table, "")
    for prefix in SIDE_PREFIXES:
        _read_table(draft, table.get(prefix[0], {}), prefix)
    return Entry(_translated(draft.definition(card_type), table), MappingProxyType(dict(titles)))


def _translated(definition: CardDefinition, table: Mapping[str, object]) -> CardDefinition:
    """``definition`` with the free-text effects that ``words-<lang>`` translates carrying
    their translations; words that no free-text effect of the card has are an error."""
    words: dict[str, list[tuple[str, str]]] = {}
    for lang in TRANSLATED:
        given = table.get(f"words-{lang}", {})
        if not isinstance(given, dict) or not all(isinstance(text, str) for text in given.values()):
            raise NotationError(R.BAD_CARD_DATA, {"reason": f"words-{lang} maps English words to words"})
        for english, translated in given.items():
            words.setdefault(english, []).append((lang, translated))
    named = set()
    replace_named_effects(definition, lambda effect: named.add(effect.name) or effect)
    if unknown := sorted(set(words) - named):
        raise NotationError(R.BAD_CARD_DATA, {"reason": f"no free-text effect of the card reads {unknown[0]!r}"})
    return replace_named_effects(
        definition, lambda effect: replace(effect, translations=tuple(words.get(effect.name, ())))
    )


def _read_table(draft: PrintedDraft, table: Mapping[str, object], prefix: str) -> None:
    """The attributes of ``table``: of every side, or with ``prefix`` of one side (where
    ``ability`` is an ability on that side)."""
    for key, value in table.items():
        if key in ENTRY_KEYS and not prefix:
            continue
        word = prefix + key
        if key == "ability" and prefix:
            word = "ability" if SIDE_PREFIXES[prefix] is Side.A else "ability-b"
        if isinstance(value, bool):
            known = value and read_printed(draft, word, None)
        elif isinstance(value, list) and key in LISTS:
            known = read_printed(draft, word, ",".join(str(item) for item in value))
        elif isinstance(value, list):
            known = all(read_printed(draft, word, str(item)) for item in value)
        else:
            known = read_printed(draft, word, str(value))
        if not known:
            raise NotationError(R.UNKNOWN_ATTRIBUTE, {"attribute": word})


def load_card_data() -> CardData:
    """Every card of the package's data files."""
    folder = resources.files("checker.engine") / "carddata"
    entries: list[Entry] = []
    for name in DATA_FILES:
        entries += read_card_data((folder / name).read_text(encoding="utf-8"), f"carddata/{name}").entries
    return CardData(entries)


CARD_DATA = load_card_data()
"""The cards of the package's data files, read once."""
