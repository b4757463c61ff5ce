"""Which official cards print a keyword or a status: the cards listed on its entry's page.

The card data the project bundles (``sources/cards/``, MarvelCDB's, paired by card code; see
:mod:`card_evidence`) is read once; for each entry of :data:`PRINTINGS` it gives every card whose
text prints the entry's word, with the sentence that prints it in each language:

* the card's own keyword, a sentence of its own ("Guard.", "Hinder 2[per_hero].",
  "Team-Up (Ant-Man and Wasp).") wherever the text has it;
* any other sentence that names the word ("this attack gains overkill", "stun an enemy").

Reminder text (in italics) is not read: it explains a keyword, it does not print it. A reprint
(``duplicate_of``) is the card it reprints, found in one more pack.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from enum import StrEnum
from functools import cached_property
from pathlib import Path

from checker.glossary.card_evidence import CARDS_DIR
from checker.glossary.lang import Lang

PACKS_FILE = "packs.json"
TEXT_FIELDS = ("text", "back_text")
"""The fields of a card that hold its abilities."""
_REMINDER = re.compile(r"<(i|em)>.*?</\1>", re.DOTALL)
_BREAKS = re.compile(r"<hr\s*/?>|<br\s*/?>|\n")
_MARKUP = re.compile(r"<[^>]+>")
_SENTENCE_END = re.compile(r"(?<=\.)(?<!\bM[rs]\.)(?<!\b[DS]r\.)(?<!\bSra\.)\s+(?=[^a-záéíóúüñ])")
"""Where a sentence ends: at a full stop before anything but a lower-case letter, and not one of
a title ("Ms. Marvel") or of a name's letters ("M.O.D.O.K. gains"); not at an exclamation mark,
which names print ("Bling!")."""
_PARENTHESIS = re.compile(r"\(.*\)\.?")
_TRAIT = re.compile(r"\[\[([^\]]*)\]\]")
_VALUE = r"(?:\s?\([^)]*\)|\s-?(?:\d+|X)(?:\[per_hero\])?)?"
"""What follows a keyword that takes a value: a number (maybe per player) or a parenthesis."""
ROMAN = {1: "I", 2: "II", 3: "III", 4: "IV", 5: "V"}
"""The numerals that tell a villain's stages apart ("Rhino (II)")."""


class Kind(StrEnum):
    """How a card prints the word."""

    OWN = "own"
    """As a keyword of the card itself."""
    MENTION = "mention"
    """In an ability that gives it to something, or names it."""


@dataclass(frozen=True, eq=False)
class Printing:
    """How the cards print one entry's word: its name, the word (a regular expression, matched
    whole and regardless of case) in each language, and whether a sentence of its own is the card's
    keyword. Compared by identity: two entries may share one."""

    name: dict[Lang, str]
    """The word as the cards print it, in each language: "Guard", "Guardia"; for a status, the
    status card's name ("Stunned")."""
    words: dict[Lang, str]
    """The word in each language, a regular expression; the English one plain words in lower case,
    separated by ``|``."""
    keyword: bool = True
    """A keyword: a sentence that is the word alone, maybe with its value, is the card's own.
    A status is only named by abilities."""
    mention: str | None = None
    """What an English sentence must print to name the word, when the word alone is too common
    ("victory display" is no Victory X); ``""`` when only the keyword's own sentence counts."""

    @cached_property
    def _own(self) -> dict[Lang, re.Pattern[str]]:
        return {lang: re.compile(rf"(?:{word}){_VALUE}\.?", re.IGNORECASE) for lang, word in self.words.items()}

    @cached_property
    def _named(self) -> dict[Lang, re.Pattern[str] | None]:
        patterns = self.words | ({Lang.EN: self.mention} if self.mention is not None else {})
        return {lang: re.compile(rf"(?<![\w-])(?:{pattern})(?![\w-])", re.IGNORECASE) if pattern else None
                for lang, pattern in patterns.items()}

    def may_print(self, folded: str) -> bool:
        """Whether an English text, in lower case, holds the word at all: most cards do not, and
        need no closer look (a third of the time the cards take to read)."""
        return any(word in folded for word in self.words[Lang.EN].split("|"))

    def own(self, sentence: str, lang: Lang) -> bool:
        """Whether ``sentence`` is the keyword alone, maybe with its value."""
        return self.keyword and self._own[lang].fullmatch(sentence) is not None

    def names(self, sentence: str, lang: Lang) -> bool:
        """Whether ``sentence`` names the word."""
        pattern = self._named[lang]
        return pattern is not None and pattern.search(sentence) is not None


def _keyword(name: tuple[str, str], en: str, es: str, mention: str | None = None) -> Printing:
    return Printing({Lang.EN: name[0], Lang.ES: name[1]}, {Lang.EN: en, Lang.ES: es}, mention=mention)


def _status(name: tuple[str, str], en: str, es: str) -> Printing:
    return Printing({Lang.EN: name[0], Lang.ES: name[1]}, {Lang.EN: en, Lang.ES: es}, keyword=False)


_USES = _keyword(("Uses", "Usos"), "uses", "usos", mention=r"uses \(")
PRINTINGS: dict[str, Printing] = {
    "alliance": _keyword(("Alliance", "Alianza"), "alliance", "alianza"),
    # Assault is also a suit form's name ("Change to Assault suit form").
    "assault": _keyword(("Assault", "Asalto"), "assault", "asalto", mention=r"assault(?! (?:suit|side))"),
    "guard": _keyword(("Guard", "Guardia"), "guard", "guardia"),
    "hinder-x": _keyword(("Hinder", "Complicación"), "hinder", "complicación"),
    "incite-x": _keyword(("Incite", "Incitar"), "incite", "incitar"),
    "linked-card-title": _keyword(("Linked", "Enlazada"), "linked", "enlazad[ao]"),
    "overkill": _keyword(("Overkill", "Brutalidad"), "overkill", "brutalidad"),
    "patrol": _keyword(("Patrol", "Patrulla"), "patrol", "patrullas?"),
    "peril": _keyword(("Peril", "Peligro"), "peril", "peligro"),
    "permanent": _keyword(("Permanent", "Permanente"), "permanent", "permanente"),
    "piercing": _keyword(("Piercing", "Penetrante"), "piercing", "penetrante"),
    "quickstrike": _keyword(("Quickstrike", "Ataque veloz"), "quickstrike", "ataque veloz"),
    "ranged": _keyword(("Ranged", "A distancia"), "ranged", "a distancia"),
    "restricted": _keyword(("Restricted", "Restringida"), "restricted", "restringid[ao]s?"),
    # "Setup" alone names the game's setup and the Setup ability as often as the keyword.
    "setup-keyword": _keyword(("Setup", "Inicio"), "setup", "inicio|preparación", mention=""),
    "stalwart": _keyword(("Stalwart", "Firmeza"), "stalwart", "firmeza"),
    "steady": _keyword(("Steady", "Tesón"), "steady", "tesón"),
    "surge": _keyword(("Surge", "Oleada"), "surge", "oleada"),
    "team-up": _keyword(("Team-Up", "Equipo"), "team-up", "equipo"),
    "teamwork-trait": _keyword(("Teamwork", "Trabajo en equipo"), "teamwork", "trabajo en equipo"),
    "toughness": _keyword(("Toughness", "Dureza"), "toughness", "dureza"),
    "uses-x": _USES,
    "uses-x-type": _USES,
    "victory-x": _keyword(("Victory", "Victoria"), "victory", "victoria", mention=r"victory (?:\d+|X)"),
    "villainous": _keyword(("Villainous", "Infame"), "villainous", "infame"),
    "vulnerable": _keyword(("Vulnerable", "Vulnerable"), "vulnerable", "vulnerables?"),
    "stun": _status(("Stunned", "Aturdido"), "stun|stuns|stunned", r"at[uú]rd\w*"),
    "confuse": _status(("Confused", "Confundido"), "confuse|confuses|confused", r"conf[uú]nd\w*"),
    "tough": _status(("Tough", "Duro"), "tough", "dur[oa]s?"),
}
"""The entries whose page lists the cards printing them, by entry id, and how cards print them.
Uses X and Uses (X "type") are one keyword, and list the same cards."""


@dataclass(frozen=True)
class PrintedCard:
    """One card that prints an entry's word."""

    code: str
    name: dict[Lang, str]
    """The card's name in each language the data gives it in."""
    packs: tuple[str, ...]
    """The packs the card comes in, first printing first."""
    kind: Kind
    sentence: dict[Lang, str]
    """The sentence that prints the word, in each language whose text has it."""


@dataclass(frozen=True)
class _Card:
    code: str
    fields: dict[Lang, dict]
    packs: tuple[str, ...]

    def name(self) -> dict[Lang, str]:
        """The card's name in each language the data gives it in; a villain's with its stage."""
        stage = self.fields[Lang.EN].get("stage")
        shown = f" ({ROMAN.get(stage, stage)})" if isinstance(stage, int) else ""
        return {lang: self.fields[lang]["name"] + shown for lang in Lang if self.fields[lang].get("name")}

    def names(self) -> set[str]:
        """The card's English name and traits: a sentence that names them ("Armored Guard",
        "Imperial Guard") does not name the word they hold."""
        card = self.fields[Lang.EN]
        return {card.get("name") or "", *(trait.strip() for trait in (card.get("traits") or "").split("."))}

    def sentences(self, lang: Lang) -> list[str]:
        """The sentences of the card's abilities, reminder text and markup left out, the names of
        traits kept."""
        found = []
        for field in TEXT_FIELDS:
            text = _MARKUP.sub("", _BREAKS.sub("\n", _REMINDER.sub("", self.fields[lang].get(field) or "")))
            for line in text.split("\n"):
                found += [" ".join(_TRAIT.sub(r"\1", sentence).split()).replace(" .", ".")
                          for sentence in _SENTENCE_END.split(line)]
        # A reminder the data does not set in italics is still in parentheses.
        return [sentence for sentence in found if sentence and not _PARENTHESIS.fullmatch(sentence)]


def _matching(printing: Printing, sentences: list[str], lang: Lang, names: tuple[str, ...]) -> dict[Kind, list[str]]:
    """The sentences that print the word, by kind, in their order; ``names`` (card names that
    hold the word, "Armored Guard") are left out before a sentence is searched."""
    found: dict[Kind, list[str]] = {Kind.OWN: [], Kind.MENTION: []}
    for sentence in sentences:
        if printing.own(sentence, lang):
            found[Kind.OWN].append(sentence)
            continue
        if not printing.names(sentence, lang):
            continue
        searched = sentence
        for name in names:
            searched = searched.replace(name, "")
        if printing.names(searched, lang):
            found[Kind.MENTION].append(sentence)
    return found


class KeywordCards:
    """The cards that print each entry of :data:`PRINTINGS`, read once from the card data."""

    def __init__(self, printed: dict[str, tuple[PrintedCard, ...]]) -> None:
        self._printed = printed

    def of(self, entry_id: str) -> tuple[PrintedCard, ...] | None:
        """The cards that print entry ``entry_id``'s word, their own keyword first, then by
        release; None for an entry whose word cards do not print."""
        return self._printed.get(entry_id)

    @classmethod
    def load(cls, cards_dir: Path = CARDS_DIR) -> KeywordCards:
        """The cards of ``cards_dir``; none for a project folder without card data (an installed
        package run in a folder of its own sources), whose pages then list no cards."""
        if not (cards_dir / PACKS_FILE).is_file():
            return cls({})
        cards = _read(cards_dir)
        names = tuple(sorted({name for card in cards for name in card.names() if " " in name}, key=len, reverse=True))
        english = [(card, card.sentences(Lang.EN)) for card in cards]
        folded = [" ".join(texts).lower() for _, texts in english]
        spanish: dict[str, list[str]] = {}  # Read when a card prints a word.
        by_printing: dict[Printing, tuple[PrintedCard, ...]] = {}
        for printing in dict.fromkeys(PRINTINGS.values()):
            holding = tuple(name for name in names if printing.may_print(name.lower()) and printing.names(name, Lang.EN))
            listed = []
            for (card, texts), text in zip(english, folded):
                if not printing.may_print(text):
                    continue
                own_name = (card.fields[Lang.EN].get("name") or "",)
                found = _matching(printing, texts, Lang.EN, holding + own_name)
                kind = Kind.OWN if found[Kind.OWN] else Kind.MENTION
                if not found[kind]:
                    continue
                if card.code not in spanish:
                    spanish[card.code] = card.sentences(Lang.ES)
                translated = _matching(printing, spanish[card.code], Lang.ES, ())[kind]
                sentence = {Lang.EN: found[kind][0]} | ({Lang.ES: translated[0]} if translated else {})
                listed.append(PrintedCard(card.code, card.name(), card.packs, kind, sentence))
            listed.sort(key=lambda card: card.kind is not Kind.OWN)
            by_printing[printing] = tuple(listed)
        return cls({entry_id: by_printing[printing] for entry_id, printing in PRINTINGS.items()})


def _read(cards_dir: Path) -> list[_Card]:
    """Every card of the English data but reprints, in the order of the packs' release, with its
    Spanish fields when the data has them and every pack it comes in."""
    packs = {pack["code"]: pack for pack in json.loads((cards_dir / PACKS_FILE).read_text(encoding="utf-8"))}
    fields: dict[Lang, dict[str, dict]] = {lang: {} for lang in Lang}
    for lang in Lang:
        for path in sorted((cards_dir / lang.value).glob("*.json")):
            for card in json.loads(path.read_text(encoding="utf-8")):
                fields[lang][card["code"]] = card
    reprints: dict[str, list[str]] = {}
    for card in fields[Lang.EN].values():
        if "duplicate_of" in card:
            reprints.setdefault(card["duplicate_of"], []).append(card["pack_code"])

    def release(code: str) -> tuple[int, str]:
        pack = packs.get(fields[Lang.EN][code]["pack_code"], {})
        return pack.get("position", len(packs)), code

    def pack_names(codes: list[str]) -> tuple[str, ...]:
        ordered = sorted(dict.fromkeys(codes), key=lambda code: packs.get(code, {}).get("position", len(packs)))
        return tuple(packs[code]["name"] if code in packs else code for code in ordered)

    return [
        _Card(code, {Lang.EN: card, Lang.ES: fields[Lang.ES].get(code, {})},
              pack_names([card["pack_code"], *reprints.get(code, ())]))
        for code, card in sorted(fields[Lang.EN].items(), key=lambda item: release(item[0]))
        if "duplicate_of" not in card
    ]
