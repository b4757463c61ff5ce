"""The words of the scenario notation: keywords, action, fact and event phrases, in es and en.

Every phrase is a message of the ``scenarios`` catalog (English source, Spanish translation)
whose ``{placeholders}`` say what goes there: ``{card}`` a card id, ``{count}`` a number,
``{zone}`` a zone in the state notation's words (``A.hand`` / ``A.mano``), and so on
(:data:`SLOTS`). Reading a line tries the phrases of the page's language; matching forgives
capitals and accents. Writing a value back (to show what the engine did) uses the same phrase.

An event log line reads as the engine event it expects (:class:`ExpectedEvent`: an event key
and its parameters), through the notation's own sentence for each event key (:data:`EVENTS`).

>>> read_action("deal 2 damage to peter", "en")
DealDamage(card='peter', amount=2)
>>> read_action("fase del villano, paso 3", "es")
PerformStep(step=<VillainStep.DEAL_ENCOUNTER_CARDS: 3>)
>>> read_action("inflige 2 de Daño a peter", "es")
DealDamage(card='peter', amount=2)
>>> read_fact("Fichas de aceleracion: 2", "es")
AccelerationTokens(count=2)
>>> write_fact(f.AccelerationTokens(0), "es")
'fichas de Aceleración: 0'
"""

from __future__ import annotations

import re
import string
import unicodedata
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, fields
from functools import lru_cache
from typing import ClassVar

from checker.engine import (
    Resources,
    KEYWORDS,
    AdvanceMainScheme,
    Attach,
    Attack,
    ChangeForm,
    Choose,
    CardType,
    DealDamage,
    DealIndirectDamage,
    DealIndirectDamageToPlayers,
    DealEncounterCards,
    Defeat,
    Discard,
    DiscardFromEncounterDeck,
    DiscardFromPlayerDeck,
    DiscardUntil,
    DrawCards,
    Engage,
    DrawEncounterCard,
    EliminatePlayer,
    EndTurn,
    EventKey,
    Flip,
    Form,
    MoveCard,
    MoveDamage,
    MoveCounters,
    MoveThreat,
    FindAndReveal,
    NotationError,
    Swap,
    SwapWithTop,
    PlaceAccelerationToken,
    PerformSetupStep,
    PerformStep,
    PlaceCounters,
    PlaceThreat,
    PlayCard,
    UseAction,
    PutIntoPlay,
    BuildDeck,
    BuildEncounterDeck,
    PutSetupCardsIntoPlay,
    ResolveSetupAbilities,
    Recover,
    RemoveFromGame,
    RemoveThreat,
    ReorderEncounterDeck,
    ResolveAbility,
    Result,
    Reveal,
    Shuffle,
    Side,
    Target,
    Thwart,
    UseAbility,
    SetupStep,
    VillainStep,
    Zone,
    ZoneKind,
    parse_zone,
    zone_name,
)
from checker.engine import card_schema, schema
from checker.engine.cards import TOUGH
from checker.engine.card_notation import CARD_WORDS, SIDE_PREFIXES
from checker.engine.notation import READ, TABLES, TOKEN
from checker.i18n import N_, translate
from checker.scenarios import facts as f
from checker.scenarios.model import DOMAIN, ExpectedEvent

# ----------------------------------------------------------------------------- keywords

KEYWORDS_BY_ROLE = {
    "scenario": N_("Scenario"),
    "cites": N_("Cites"),
    "given": N_("Given"),
    "when": N_("When"),
    "then": N_("Then"),
    "question": N_("Question"),
    "answer": N_("Answer"),
    "ruled-by": N_("Ruled by"),
    "date": N_("Date"),
    "link": N_("Link"),
}
"""The keywords that start a line (``Keyword: ...``), by their role in a scenario."""

IN_ANY_ORDER = N_("in any order:")
"""The line of an event log that opens a group of lines, indented below it, in no fixed order."""


def opens_group(line: str, lang: str) -> bool:
    """Whether ``line`` opens a group of event lines in any order."""
    return fold(line.strip()) == fold(translate(lang, IN_ANY_ORDER, DOMAIN))


@lru_cache(maxsize=4096)
def fold(text: str) -> str:
    """Lower-case ``text`` and drop accents, one character for one, so positions still match.

    A line is read by trying phrase after phrase, each folding it: the cache folds it once.

    >>> fold("Ánimo, Daño")
    'animo, dano'
    """
    out = []
    for char in text:
        base = unicodedata.normalize("NFD", char)[0].lower()
        out.append(base if len(base) == 1 else char)
    return "".join(out)


@lru_cache(maxsize=None)
def keywords(lang: str) -> Mapping[str, str]:
    """Folded keyword -> role, for ``lang``."""
    return {fold(translate(lang, word, DOMAIN)): role for role, word in KEYWORDS_BY_ROLE.items()}


def keyword_word(role: str, lang: str) -> str:
    """How ``role``'s keyword is written in ``lang``."""
    return translate(lang, KEYWORDS_BY_ROLE[role], DOMAIN)


def printed_word(word: str, lang: str) -> str:
    """How a word a card prints or carries (the English of a keyword, an icon's field, a counter)
    is written in ``lang``'s notation."""
    printed = [*card_schema.KEYWORDS, *card_schema.LABELS,
               *(item for item in card_schema.ATTRIBUTES.values() if item.kind == "icon")]
    for item in printed:
        if word in (item.en, item.field):
            return item.word(lang)
    return KEYWORDS[lang].counters.get(word, word)


# ----------------------------------------------------------------------------- notation words


def _foreign_words(lang: str, languages: Mapping, tables: tuple[str, ...]) -> dict[str, str]:
    """Words of ``tables`` that only languages other than ``lang`` use -> ``lang``'s word for each."""
    own = {word for table in tables for word in getattr(languages[lang], table).values()}
    foreign: dict[str, str] = {}
    for other, words in languages.items():
        for table in tables if other != lang else ():
            for english, word in getattr(words, table).items():
                if word not in own:
                    foreign.setdefault(word, getattr(languages[lang], table)[english])
    return foreign


@lru_cache(maxsize=None)
def _foreign_notation_words(lang: str) -> Mapping[str, str]:
    """Words of the state notation that only other languages use -> ``lang``'s word for each."""
    return _foreign_words(lang, KEYWORDS, TABLES)


@lru_cache(maxsize=None)
def _foreign_printed_words(lang: str) -> Mapping[str, str]:
    """Printed attributes, flags and keywords that only other languages use -> ``lang``'s word."""
    return _foreign_words(lang, CARD_WORDS, ("attributes", "flags", "keywords"))


_WORD_PARTS = re.compile(r"[.,+]")
"""What separates the parts of a notation word ("A.hand", "a.threat+1") that are words of their own."""


def foreign_notation_word(text: str, lang: str) -> tuple[str, str] | None:
    """The first word of the state notation in ``text`` that only another language uses, and the
    word ``lang`` uses instead; failing that, the first attribute key or flag (a word inside
    ``[...]``, not after ``=``) that only another language's cards print. The engine reads
    either language; a page writes its own only. Card ids may be any word: what a card prints
    is checked in its attribute keys only. One pass over the text finds both: each line of
    every set-up is checked.

    >>> foreign_notation_word("players: A(first); plan: ms1[side=B]", "en")
    ('plan', 'scheme')
    >>> foreign_notation_word("A.hand: peter:ally", "en") is None
    True
    >>> foreign_notation_word("A.mano: boost:evento[coste=2 cost=1]", "es")
    ('cost', 'coste')
    """
    foreign, printed = _foreign_notation_words(lang), _foreign_printed_words(lang)
    first_printed = None
    depth, previous = 0, ""
    for token in TOKEN.finditer(text):
        punct, word = token.group("punct"), token.group("word")
        if punct in ("[", "]"):
            depth += 1 if punct == "[" else -1
        elif word:
            lowered = word.lower()
            for part in _WORD_PARTS.split(lowered):
                if part in foreign:
                    return part, foreign[part]
            if first_printed is None and depth > 0 and previous != "=":
                key = lowered[2:] if lowered[:2] in SIDE_PREFIXES else lowered
                if key in printed:
                    first_printed = key, printed[key]
        previous = punct or ""
    return first_printed


def _in_own_language(text: str, lang: str) -> str:
    if foreign_notation_word(text, lang) is not None:
        raise ValueError(text)
    return text


# ----------------------------------------------------------------------------- slots

ID = r"[^\s\[\]{}()~=:\";,]+"


@dataclass(frozen=True)
class Slot:
    """What one kind of placeholder accepts: a pattern, a reader and a writer."""

    pattern: str
    read: Callable[[str, str], object]
    write: Callable[[object, str], str] = lambda value, lang: str(value)


def _read_side(text: str, lang: str) -> Side:
    return Side(text.upper())


def _read_zone(text: str, lang: str):
    return parse_zone(_in_own_language(text, lang))


def _read_type(text: str, lang: str) -> CardType:
    return CardType(READ["types"][_in_own_language(text, lang).lower()])


def _read_counter(text: str, lang: str) -> str:
    word = _in_own_language(text, lang).lower()
    return READ["counters"].get(word, word)


def _read_keyword(text: str, lang: str) -> str:
    """A keyword's word in ``lang`` -> the notation's English word."""
    word = text.lower()
    return next((english for english, own in CARD_WORDS[lang].keywords.items() if own == word), word)


def _read_cards(text: str, lang: str) -> tuple[str, ...]:
    """Card ids, or the words of the options of a decision that are not cards (``use``,
    ``no-defender``)."""
    cards = tuple(_read_option(word, lang) for word in text.split())
    if not cards or any(not re.fullmatch(ID, card) for card in cards):
        raise ValueError(text)
    return cards


def _read_option(text: str, lang: str) -> str:
    """An option of a decision: a card id, or an answer word of the notation (``use``, ``usar``)."""
    return READ["answers"].get(fold(text), text)


def option_word(value: object, lang: str) -> str:
    """How the notation of ``lang`` writes an option of a decision: a card id as it is, an answer
    in its word (``usar``)."""
    return KEYWORDS[lang].answers.get(str(value), str(value))


def _read_steps(text: str, lang: str) -> tuple:
    steps = tuple(read_action(part.strip(), lang) for part in text.split(";"))
    if any(step is None for step in steps):
        raise ValueError(text)
    return steps


def _write_steps(value: object, lang: str) -> str:
    return "; ".join(write_action(step, lang) for step in value)


FORM_WORDS: Mapping[Form, str] = {Form.HERO: N_("hero"), Form.ALTER_EGO: N_("alter-ego")}
"""How the notation names each form."""


def _read_form(text: str, lang: str) -> Form:
    for form, word in FORM_WORDS.items():
        if fold(text) == fold(translate(lang, word, DOMAIN)):
            return form
    raise ValueError(text)


def _write_form(value: object, lang: str) -> str:
    return translate(lang, FORM_WORDS[value], DOMAIN)


RESOURCE_WORDS: Mapping[str, str] = {
    "energy": N_("energy"), "mental": N_("mental"), "physical": N_("physical"), "wild": N_("wild")
}
"""How the notation names each resource, by the value of :class:`~checker.engine.cards.Resource`."""


def _read_resources(text: str, lang: str) -> Resources:
    words = {fold(translate(lang, word, DOMAIN)): resource for resource, word in RESOURCE_WORDS.items()}
    found = [words.get(fold(part.strip())) for part in text.split(",")]
    if None in found:
        raise ValueError(text)
    return Resources(found)


def _write_resources(value: object, lang: str) -> str:
    return ", ".join(translate(lang, RESOURCE_WORDS[resource], DOMAIN) for resource in value)


ASPECT_WORDS = {"aggression": N_("aggression"), "justice": N_("justice"), "leadership": N_("leadership"),
                "protection": N_("protection"), "pool": N_("pool")}
"""The aspects a deck may choose (aspect-card.2), by the deck building data's word."""


def _read_aspect(text: str, lang: str) -> str:
    return next(aspect for aspect, word in ASPECT_WORDS.items() if fold(translate(lang, word, DOMAIN)) == fold(text))


def _write_aspect(value: object, lang: str) -> str:
    return translate(lang, ASPECT_WORDS[str(value)], DOMAIN)


def _read_deck(text: str, lang: str) -> tuple[tuple[str, int], ...]:
    """The cards of a deck: card codes, each with ``2x`` before it for two copies."""
    cards = []
    for word in text.split():
        copies, _, code = word.partition("x") if re.fullmatch(r"\d+x\S+", word) else ("1", "", word)
        if not re.fullmatch(ID, code):
            raise ValueError(text)
        cards.append((code, int(copies)))
    if not cards:
        raise ValueError(text)
    return tuple(cards)


def _write_deck(value: object, lang: str) -> str:
    return " ".join(code if copies == 1 else f"{copies}x{code}" for code, copies in value)


def _read_sets(text: str, lang: str) -> tuple[str, ...]:
    """The choices of a scenario's decks: set codes, ``+code`` and ``-code``; ``none`` or
    ``ninguno`` for none."""
    words = tuple(text.split())
    if fold(text) == fold(translate(lang, NO_SETS, DOMAIN)):
        return ()
    if not words or any(not re.fullmatch(ID, word) for word in words):
        raise ValueError(text)
    return words


def _write_sets(value: object, lang: str) -> str:
    return " ".join(value) or translate(lang, NO_SETS, DOMAIN)


NO_SETS = N_("none")
"""The word for a scenario's decks built with no choice."""


SLOTS: Mapping[str, Slot] = {
    "card": Slot(ID, lambda text, lang: text),
    "host": Slot(ID, lambda text, lang: text),
    "character": Slot(ID, lambda text, lang: text),
    "scheme": Slot(ID, lambda text, lang: text),
    "stage": Slot(ID, lambda text, lang: text),
    "enemy": Slot(ID, lambda text, lang: text),
    "attacker": Slot(ID, lambda text, lang: text),
    "source": Slot(ID, lambda text, lang: text),
    "player": Slot(ID, lambda text, lang: text),
    "count": Slot(r"\d+", lambda text, lang: int(text)),
    "step": Slot(r"[1-6]", lambda text, lang: VillainStep(int(text)), lambda value, lang: str(value.value)),
    "setup_step": Slot(r"10|[1-9]", lambda text, lang: SetupStep(int(text)), lambda value, lang: str(value.value)),
    "option": Slot(ID, _read_option, option_word),
    "side": Slot(r"[ABab]", _read_side, lambda value, lang: value.value),
    "zone": Slot(r"[^\s:;,]+", _read_zone, lambda value, lang: zone_name(value, lang)),
    "clause": Slot(r"[a-z0-9-]+(?:\.[0-9]+)*", lambda text, lang: text),
    "cards": Slot(r"[^:;]+?", _read_cards, lambda value, lang: " ".join(option_word(card, lang) for card in value)),
    "type": Slot(r"[^\s:;,]+", _read_type, lambda value, lang: KEYWORDS[lang].types[value.value]),
    "keyword": Slot(r"[^\s:;,]+", _read_keyword,
                    lambda value, lang: CARD_WORDS[lang].keywords.get(value, value)),
    "counter": Slot(r"[^\s:;,]+", _read_counter, lambda value, lang: KEYWORDS[lang].counters.get(value, value)),
    "steps": Slot(r".+", _read_steps, _write_steps),
    "form": Slot(r".+?", _read_form, _write_form),
    "resources": Slot(r"[^.;:]+?", _read_resources, _write_resources),
    "identity": Slot(ID, lambda text, lang: text),
    "aspect": Slot(r"[^\s:;,]+", _read_aspect, _write_aspect),
    "deck": Slot(r"[^:;]+?", _read_deck, _write_deck),
    "scenario": Slot(ID, lambda text, lang: text),
    "sets": Slot(r"[^:;]+?", _read_sets, _write_sets),
}
"""Placeholder name -> what it accepts. A phrase's placeholders are named after these."""


# ----------------------------------------------------------------------------- phrases


@dataclass(frozen=True)
class Phrase:
    """A sentence of the notation that reads as a value of ``kind``.

    ``fixed`` are the fields the sentence itself decides; ``rename`` maps a placeholder to the
    field it fills when their names differ. ``example`` gives a value to every placeholder, and
    ``note`` (English, Spanish) says more: the guide shows each action and fact by them.
    """

    message: str
    kind: type
    fixed: tuple[tuple[str, object], ...] = ()
    rename: tuple[tuple[str, str], ...] = ()
    example: Mapping[str, object] | None = field(default=None, compare=False)
    note: tuple[str, str] | None = field(default=None, compare=False)

    slots: ClassVar[Mapping[str, Slot]] = SLOTS
    """What each placeholder of this kind of phrase accepts."""

    @property
    def placeholders(self) -> list[str]:
        return [name for _, name, _, _ in string.Formatter().parse(self.message) if name]

    def field_of(self, placeholder: str) -> str:
        return dict(self.rename).get(placeholder, placeholder)

    @lru_cache(maxsize=None)
    def regex(self, lang: str) -> re.Pattern[str]:
        return re.compile(self.pattern(lang), re.IGNORECASE)

    def pattern(self, lang: str, group_prefix: str = "") -> str:
        """The regular expression of the phrase in ``lang``, for a line folded by :func:`fold`:
        one group per placeholder, named after it with ``group_prefix`` before."""
        parts = []
        for literal, name, _, _ in string.Formatter().parse(translate(lang, self.message, DOMAIN)):
            parts.append(r"\s+".join(re.escape(word) for word in fold(literal).split(" ")))
            if name:
                parts.append(f"(?P<{group_prefix}{name}>{self.slots[name].pattern})")
        return "".join(parts)

    def read(self, line: str, lang: str) -> object | None:
        match = self.regex(lang).fullmatch(fold(line))
        return None if match is None else self.read_match(line, lang, match)

    def read_match(self, line: str, lang: str, match: re.Match[str], group_prefix: str = "") -> object | None:
        """The value of ``line``, which ``match`` matched against :meth:`pattern` with
        ``group_prefix``; None when a placeholder's text is not one of its values."""
        values = dict(self.fixed)
        try:
            for name in self.placeholders:
                start, end = match.span(group_prefix + name)
                values[self.field_of(name)] = self.slots[name].read(line[start:end], lang)
        except (KeyError, ValueError, NotationError):
            return None
        return self.build(values)

    def build(self, values: dict[str, object]) -> object:
        """The value a read line stands for, from the fields the phrase and its placeholders give."""
        return self.kind(**values)

    def fits(self, value: object) -> bool:
        """Whether this phrase says ``value``: same kind, the fields it decides agree, and every
        placeholder has a value to show."""
        return (
            type(value) is self.kind
            and all(getattr(value, name) == fixed for name, fixed in self.fixed)
            and all(getattr(value, self.field_of(name)) is not None for name in self.placeholders)
        )

    def write(self, value: object, lang: str) -> str:
        params = {name: self.slots[name].write(getattr(value, self.field_of(name)), lang) for name in self.placeholders}
        return translate(lang, self.message, DOMAIN, **params)

    def example_text(self, lang: str) -> str:
        """The phrase in ``lang`` with the values of its example in its placeholders."""
        if self.example is None:
            raise ValueError(f"the phrase {self.message!r} has no example")
        params = {name: self.slots[name].write(self.example[name], lang) for name in self.placeholders}
        return translate(lang, self.message, DOMAIN, **params)

    def guide_note(self, lang: str) -> str:
        """The note in ``lang``; ``{answers}`` in it stands for the answer words of the notation."""
        if self.note is None:
            return ""
        return self.note[0 if lang == "en" else 1].format(answers=schema.listed("answers", lang))


def _absent(kind: type, *names: str) -> tuple[tuple[str, object], ...]:
    """Fixed fields that keep their default (they must be absent from the value)."""
    defaults = {item.name: item.default for item in fields(kind)}
    return tuple((name, defaults[name]) for name in names)


HAND, DECK, DISCARD = (Zone(kind, "A") for kind in (ZoneKind.HAND, ZoneKind.DECK, ZoneKind.DISCARD))
ENCOUNTER_DECK, ENCOUNTER_DISCARD = Zone(ZoneKind.ENCOUNTER_DECK), Zone(ZoneKind.ENCOUNTER_DISCARD)

ACTIONS: tuple[Phrase, ...] = (
    Phrase(N_("villain phase, step one"), PerformStep, (("step", VillainStep.PLACE_THREAT),), example={}),
    Phrase(N_("villain phase, step {step}"), PerformStep, example={"step": VillainStep.DEAL_ENCOUNTER_CARDS},
           note=("for any step from 1 to 6", "para cualquier paso del 1 al 6")),
    Phrase(N_("setup, step {setup_step}"), PerformSetupStep, example={"setup_step": SetupStep.SELECT_FIRST_PLAYER},
           note=("the next step of a set-up the engine plays (`phase: setup 1`), from 1 to 10",
                 "el siguiente paso de una preparación que juega el motor (`fase: preparacion 1`), del 1 al 10")),
    Phrase(N_("{player} ends their turn"), EndTurn, example={"player": "A"}),
    Phrase(N_("{player} chooses {option}"), Choose, example={"player": "B", "option": "thor"},
           note=("the answer to a pending decision: a card, or {answers}",
                 "la respuesta a una decisión pendiente: una carta, o {answers}")),
    Phrase(N_("the main scheme advances by completion"), AdvanceMainScheme, (("by_completion", True),), example={}),
    Phrase(N_("the main scheme advances by other means"), AdvanceMainScheme, (("by_completion", False),), example={}),
    Phrase(N_("place {count} threat on {card}"), PlaceThreat, rename=(("count", "amount"),),
           example={"count": 2, "card": "ms1"}),
    Phrase(N_("remove {count} threat from {card}"), RemoveThreat, rename=(("count", "amount"),),
           example={"count": 1, "card": "ms1"}),
    Phrase(N_("move {count} threat from {card} to {scheme}"), MoveThreat, rename=(("count", "amount"),),
           example={"count": 1, "card": "ss1", "scheme": "ms1"}),
    Phrase(N_("move {count} damage from {card} to {character}"), MoveDamage, rename=(("count", "amount"),),
           example={"count": 1, "card": "cap", "character": "rhino"}),
    Phrase(N_("move {count} all-purpose counters from {card} to {host}"), MoveCounters, rename=(("count", "amount"),),
           example={"count": 1, "card": "tac", "host": "sv"}),
    Phrase(N_("place {count} {counter} counters on {card}"), PlaceCounters, rename=(("count", "amount"),),
           example={"count": 1, "counter": TOUGH, "card": "rhino"}),
    Phrase(N_("place {count} acceleration tokens"), PlaceAccelerationToken, example={"count": 1}),
    Phrase(N_("deal an encounter card to each player"), DealEncounterCards, example={}),
    Phrase(N_("{player} builds a deck for {identity} with the {aspect} aspect: {deck}"), BuildDeck,
           rename=(("deck", "cards"),),
           example={"player": "A", "identity": "01001a", "aspect": "justice", "deck": (("01002", 1), ("01062", 2))},
           note=("before the game: card codes of the card data, 2x for two copies; the rules refuse a deck they "
                 "forbid (forbidden by), and log the one they allow",
                 "antes de la partida: códigos de carta de los datos de cartas, 2x para dos copias; las reglas "
                 "rechazan el mazo que prohíben (prohibido por) y anotan el que permiten")),
    Phrase(N_("build the decks of {scenario} for standard mode: {sets}"), BuildEncounterDeck, (("expert", False),),
           rename=(("sets", "choices"),), example={"scenario": "rhino", "sets": ("bomb_scare",)},
           note=("before the game: the encounter set of a scenario, then the sets chosen as modular sets, the "
                 "identities played, + and a card code for a card added, - for a card left out (or none)",
                 "antes de la partida: el conjunto de Encuentros de un escenario, luego los conjuntos elegidos "
                 "como modulares, los Superhéroes que se juegan, + y un código para una carta añadida, - para una "
                 "carta retirada (o ninguno)")),
    Phrase(N_("build the decks of {scenario} for expert mode: {sets}"), BuildEncounterDeck, (("expert", True),),
           rename=(("sets", "choices"),), example={"scenario": "rhino", "sets": ("bomb_scare", "-01110")}),
    Phrase(N_("put the setup cards into play"), PutSetupCardsIntoPlay, example={},
           note=("during setup: the cards with the setup keyword in each deck enter play",
                 "durante la preparación: las cartas con Inicio de cada mazo entran en juego")),
    Phrase(N_("resolve the character setup abilities"), ResolveSetupAbilities, (("scenario", False),), example={},
           note=("during setup: the \"Setup\" abilities of the player cards in play resolve",
                 "durante la preparación: se resuelven las capacidades de Preparación de las cartas de Jugador en juego")),
    Phrase(N_("resolve the scenario setup abilities"), ResolveSetupAbilities, (("scenario", True),), example={},
           note=("during setup: the \"Setup\" abilities of the encounter cards in play resolve",
                 "durante la preparación: se resuelven las capacidades de Preparación de las cartas de Encuentro en juego")),
    Phrase(N_("deal an encounter card to {player}"), DrawEncounterCard, example={"player": "A"}),
    Phrase(N_("{player} draws a card"), DrawCards, (("count", 1),), example={"player": "A"}),
    Phrase(N_("{player} draws {count} cards"), DrawCards, example={"player": "A", "count": 2}),
    Phrase(N_("{player} attacks {enemy} with {character}"), Attack,
           example={"player": "A", "enemy": "rhino", "character": "spidey"},
           note=("a basic attack: the character exhausts and deals its ATK in damage (attack-player-ability-type.2.1)",
                 "un ataque básico: el personaje se agota e inflige tanto Daño como su ATQ (attack-player-ability-type.2.1)")),
    Phrase(N_("{player} recovers with {character}"), Recover,
           example={"player": "A", "character": "peter"},
           note=("a basic recovery: the alter-ego exhausts and heals its REC in damage (recover.2)",
                 "una recuperación básica: el Alter ego se agota y se cura tanto Daño como su REC (recover.2)")),
    Phrase(N_("{player} thwarts {scheme} with {character}"), Thwart,
           example={"player": "A", "scheme": "ms1", "character": "spidey"},
           note=("a basic thwart: the character exhausts and removes its THW in threat (thwart.1.1)",
                 "una intervención básica: el personaje se agota y quita tanta Amenaza como su INT (thwart.1.1)")),
    Phrase(N_("{player} changes form"), ChangeForm, example={"player": "A"},
           note=("once each round, during their turn: form.2", "una vez por ronda, durante su turno: form.2")),
    Phrase(N_("discard {count} cards from the encounter deck"), DiscardFromEncounterDeck, example={"count": 3}),
    Phrase(N_("discard from the encounter deck until a {type} is discarded"), DiscardUntil,
           rename=(("type", "card_type"),), example={"type": CardType.MINION}),
    Phrase(N_("discard {count} cards from the deck of {player}"), DiscardFromPlayerDeck,
           example={"count": 3, "player": "A"}),
    Phrase(N_("{source} puts the encounter deck in this order: {cards}"), ReorderEncounterDeck,
           rename=(("cards", "order"), ("source", "instructed_by")),
           example={"source": "spyglass", "cards": ("t3", "t1", "t2")}),
    Phrase(N_("put the encounter deck in this order: {cards}"), ReorderEncounterDeck, (("instructed_by", ""),),
           rename=(("cards", "order"),), example={"cards": ("t3", "t1", "t2")},
           note=("without a card that instructs it, to show it is not allowed",
                 "sin una carta que lo indique, para mostrar que no se permite")),
    Phrase(N_("{source} shuffles {zone}"), Shuffle, rename=(("source", "instructed_by"),),
           example={"source": "spyglass", "zone": ENCOUNTER_DECK}),
    Phrase(N_("shuffle {zone}"), Shuffle, _absent(Shuffle, "instructed_by"), example={"zone": DECK}),
    Phrase(N_("{player} finds and reveals {card}"), FindAndReveal, example={"player": "A", "card": "m1"}),
    Phrase(N_("reveal {card} for {player}"), Reveal, _absent(Reveal, "host"), example={"card": "m1", "player": "B"}),
    Phrase(N_("reveal {card} attached to {host}"), Reveal, _absent(Reveal, "player"),
           example={"card": "hook", "host": "peter"}),
    Phrase(N_("reveal {card}"), Reveal, _absent(Reveal, "player", "host"), example={"card": "m1"}),
    Phrase(N_("{player} plays {card} on {host}"), PlayCard, example={"player": "A", "card": "u1", "host": "peter"}),
    Phrase(N_("{player} plays {card}"), PlayCard, _absent(PlayCard, "host"), example={"player": "A", "card": "cap"}),
    Phrase(N_("{player} uses the action of {card}"), UseAction, example={"player": "A", "card": "lab"}),
    Phrase(N_("put {card} into play for {player}"), PutIntoPlay, _absent(PutIntoPlay, "host"),
           example={"card": "vulture", "player": "A"}),
    Phrase(N_("put {card} into play attached to {host}"), PutIntoPlay, _absent(PutIntoPlay, "player"),
           example={"card": "vulture", "host": "peter"}),
    Phrase(N_("put {card} into play"), PutIntoPlay, _absent(PutIntoPlay, "player", "host"),
           example={"card": "vulture"}),
    Phrase(N_("make {card} engage {player}"), Engage, example={"card": "m1", "player": "B"}),
    Phrase(N_("attach {card} to {host}"), Attach, (("facedown", False),), example={"card": "net", "host": "m1"}),
    Phrase(N_("place {card} facedown under {host}"), Attach, (("facedown", True),),
           example={"card": "clue", "host": "lady"}),
    Phrase(N_("move {card} to the bottom of {zone}"), MoveCard, (("bottom", True),), example={"card": "cap", "zone": DECK}),
    Phrase(N_("move {card} to {zone}"), MoveCard, (("bottom", False),), example={"card": "cap", "zone": HAND}),
    Phrase(N_("swap {card} with the top card of {zone}"), SwapWithTop, example={"card": "cap", "zone": DECK}),
    Phrase(N_("swap {card} with {host}"), Swap, rename=(("host", "other"),), example={"card": "cap", "host": "thor"}),
    Phrase(N_("discard {card}"), Discard, example={"card": "cap"}),
    Phrase(N_("remove {card} from the game"), RemoveFromGame, example={"card": "cap"}),
    Phrase(N_("flip {card}"), Flip, example={"card": "peter"}),
    Phrase(N_("deal {count} indirect damage to the players"), DealIndirectDamageToPlayers,
           rename=(("count", "amount"),), example={"count": 3}),
    Phrase(N_("deal {count} indirect damage to {player}"), DealIndirectDamage, rename=(("count", "amount"),),
           example={"count": 3, "player": "A"}),
    Phrase(N_("deal {count} damage to {card}"), DealDamage, rename=(("count", "amount"),),
           example={"count": 2, "card": "peter"}),
    Phrase(N_("defeat {card}"), Defeat, example={"card": "m1"}),
    Phrase(N_("eliminate {player}"), EliminatePlayer, example={"player": "A"}),
    Phrase(N_("use the ability on side {side} of {source}"), UseAbility, example={"side": Side.B, "source": "peter"}),
    Phrase(N_("use the ability of {source}"), UseAbility, _absent(UseAbility, "side"), example={"source": "desk"}),
    Phrase(N_("side {side} of {source} targets {card}"), Target, example={"side": Side.B, "source": "peter", "card": "m1"}),
    Phrase(N_("{source} targets {card}"), Target, _absent(Target, "side"), example={"source": "desk", "card": "m1"}),
    Phrase(N_("an ability of {source} resolves: {steps}"), ResolveAbility,
           example={"source": "bomb", "steps": (DealDamage("peter", 5), DealDamage("carol", 1))}),
)
"""Every action a scenario can take, in the order they are tried."""

FACTS: tuple[Phrase, ...] = (
    Phrase(N_("forbidden by {clause}"), f.Forbidden, example={"clause": "main-scheme.7"},
           note=("the rules refuse the action, citing that clause; the state stays as it was",
                 "las reglas rechazan la acción citando esa cláusula; el estado no cambia")),
    Phrase(N_("{card} is in play"), f.InPlay, (("in_play", True), ("side", None)), example={"card": "ms1"}),
    Phrase(N_("{card} is out of play"), f.InPlay, (("in_play", False), ("side", None)), example={"card": "ms1"}),
    Phrase(N_("side {side} of {card} is in play"), f.InPlay, (("in_play", True),),
           example={"side": Side.B, "card": "peter"}),
    Phrase(N_("side {side} of {card} is out of play"), f.InPlay, (("in_play", False),),
           example={"side": Side.A, "card": "peter"}),
    Phrase(N_("{player} is in {form} form"), f.InForm, rename=(("player", "who"),),
           example={"player": "A", "form": Form.HERO},
           note=("or alter-ego; also said of the identity card", "o Alter ego; también se dice de la carta de Superhéroe")),
    Phrase(N_("{card} is in {zone}"), f.CardIn, example={"card": "cap", "zone": DISCARD}),
    Phrase(N_("{player}'s deck has 1 card"), f.DeckSize, (("count", 1),), example={"player": "A"}),
    Phrase(N_("{player}'s deck has {count} cards"), f.DeckSize, example={"player": "A", "count": 3}),
    Phrase(N_("the main scheme's target threat is {count}"), f.TargetThreat, (("card", None),), example={"count": 8},
           note=("a per-player value counts the players who started the game",
                 "un valor por jugador cuenta a los jugadores que empezaron la partida")),
    Phrase(N_("the target threat of {card} is {count}"), f.TargetThreat, example={"card": "ms2", "count": 12}),
    Phrase(N_("{card} shows side {side}"), f.ShowsSide, example={"card": "peter", "side": Side.B}),
    Phrase(N_("{card} is exhausted"), f.Exhausted, (("exhausted", True),), example={"card": "cap"}),
    Phrase(N_("{card} is ready"), f.Exhausted, (("exhausted", False),), example={"card": "cap"}),
    Phrase(N_("{card} is attached to {host}"), f.AttachedTo, (("facedown", False),), example={"card": "net", "host": "m1"}),
    Phrase(N_("{card} is facedown under {host}"), f.AttachedTo, (("facedown", True),),
           example={"card": "clue", "host": "m1"}),
    Phrase(N_("{card} is completed"), f.Completed, (("completed", True),), example={"card": "ms1"}),
    Phrase(N_("{card} is not completed"), f.Completed, (("completed", False),), example={"card": "ms1"}),
    Phrase(N_("acceleration tokens: {count}"), f.AccelerationTokens, example={"count": 2}),
    Phrase(N_("victory points in the victory display: {count}"), f.VictoryPoints, example={"count": 3},
           note=("each card there is worth the X of its victory keyword",
                 "cada carta que hay en ella vale la X de su palabra clave Victoria")),
    Phrase(N_("threat on {card}: {count}"), f.Counter, (("counter", f.THREAT),), example={"card": "ms1", "count": 3}),
    Phrase(N_("damage on {card}: {count}"), f.Counter, (("counter", f.DAMAGE),), example={"card": "peter", "count": 2}),
    Phrase(N_("{counter} counters on {card}: {count}"), f.Counter,
           example={"counter": TOUGH, "card": "rhino", "count": 1}),
    Phrase(N_("first player: {player}"), f.FirstPlayer, example={"player": "B"}),
    Phrase(N_("{player} is eliminated"), f.Eliminated, (("eliminated", True),), example={"player": "A"}),
    Phrase(N_("{player} is still in the game"), f.Eliminated, (("eliminated", False),), example={"player": "B"}),
    Phrase(N_("the game goes on"), f.GameOutcome, (("result", Result.ONGOING), ("clause", None)), example={}),
    Phrase(N_("the players lose"), f.GameOutcome, (("result", Result.PLAYERS_LOSE), ("clause", None)), example={}),
    Phrase(N_("the players lose by {clause}"), f.GameOutcome, (("result", Result.PLAYERS_LOSE),),
           example={"clause": "encounter-deck.3.3"}),
    Phrase(N_("the villain wins"), f.GameOutcome, (("result", Result.VILLAIN_WINS), ("clause", None)), example={}),
    Phrase(N_("the villain wins by {clause}"), f.GameOutcome, (("result", Result.VILLAIN_WINS),),
           example={"clause": "main-scheme.3.1"}),
    Phrase(N_("the players win"), f.GameOutcome, (("result", Result.PLAYERS_WIN), ("clause", None)), example={}),
    Phrase(N_("no choice is awaited"), f.Waiting, (("player", None), ("options", ())), example={}),
    Phrase(N_("{player} is to choose among: {cards}"), f.Waiting, rename=(("cards", "options"),),
           example={"player": "B", "cards": ("carol", "thor")},
           note=("the decision the game waits for", "la decisión que espera la partida")),
    Phrase(N_("no cards in {zone}"), f.ZoneContents, (("cards", ()),), example={"zone": ENCOUNTER_DISCARD}),
    Phrase(N_("{zone}: {cards}"), f.ZoneContents, example={"zone": DISCARD, "cards": ("cap", "web")},
           note=("the whole zone, top card first", "la zona entera, de arriba abajo")),
)
"""Every fact a scenario can expect, in the order they are tried; the example and the note of
each are what the guide shows of it (:mod:`checker.scenarios.guide_tables`)."""


def _read(phrases: tuple[Phrase, ...], line: str, lang: str) -> object | None:
    """The value of the first of ``phrases`` that reads ``line``.

    One expression of every phrase in turn finds the first phrase whose sentence fits the
    line; only when that phrase cannot read its placeholders are the phrases after it tried
    one by one.
    """
    line = line.strip()
    match = _any_of(phrases, lang).fullmatch(fold(line))
    if match is None:
        return None
    first = int(match.lastgroup.removeprefix("p"))
    value = phrases[first].read_match(line, lang, match, f"p{first}_")
    if value is not None:
        return value
    for phrase in phrases[first + 1:]:
        value = phrase.read(line, lang)
        if value is not None:
            return value
    return None


_ANY_OF: dict[tuple[int, str], tuple[tuple[Phrase, ...], re.Pattern[str]]] = {}


def _any_of(phrases: tuple[Phrase, ...], lang: str) -> re.Pattern[str]:
    """An expression of every phrase of ``phrases`` in ``lang``, in their order: its group
    ``p<n>`` is the ``n``-th phrase's, whose placeholders' groups are named ``p<n>_<name>``.
    A phrase's alternative is tried only once those before it cannot match the whole line."""
    # Keyed by identity: hashing every phrase of the tuple on each line would cost more than
    # the expression saves. The tuple is kept beside its expression, so its id stays its own.
    kept, found = _ANY_OF.get((id(phrases), lang), (None, None))
    if kept is not phrases:
        alternatives = (f"(?P<p{number}>{phrase.pattern(lang, f'p{number}_')})" for number, phrase in enumerate(phrases))
        found = re.compile("|".join(alternatives), re.IGNORECASE)
        _ANY_OF[id(phrases), lang] = (phrases, found)
    return found


def _write(phrases: tuple[Phrase, ...], value: object, lang: str) -> str:
    for phrase in phrases:
        if phrase.fits(value):
            return phrase.write(value, lang)
    return repr(value)


def read_action(line: str, lang: str):
    """The engine action ``line`` names in ``lang``, or None."""
    return _read(ACTIONS, line, lang)


def write_action(action: object, lang: str) -> str:
    return _write(ACTIONS, action, lang)


def read_fact(line: str, lang: str):
    """The fact ``line`` states in ``lang``, or None."""
    return _read(FACTS, line, lang)


def write_fact(fact: object, lang: str) -> str:
    return _write(FACTS, fact, lang)


# ----------------------------------------------------------------------------- event lines

ZONES: tuple[Phrase, ...] = (
    Phrase(N_("the hand of {player}"), Zone, (("kind", ZoneKind.HAND),), (("player", "holder"),)),
    Phrase(N_("the deck of {player}"), Zone, (("kind", ZoneKind.DECK),), (("player", "holder"),)),
    Phrase(N_("the discard pile of {player}"), Zone, (("kind", ZoneKind.DISCARD),), (("player", "holder"),)),
    Phrase(N_("the play area of {player}"), Zone, (("kind", ZoneKind.PLAY),), (("player", "holder"),)),
    Phrase(N_("the engagement area of {player}"), Zone, (("kind", ZoneKind.ENGAGED),), (("player", "holder"),)),
    Phrase(N_("the facedown cards dealt to {player}"), Zone, (("kind", ZoneKind.DEALT),), (("player", "holder"),)),
    Phrase(N_("the villain deck"), Zone, (("kind", ZoneKind.VILLAIN_DECK),)),
    Phrase(N_("the main scheme deck"), Zone, (("kind", ZoneKind.MAIN_SCHEME_DECK),)),
    Phrase(N_("the encounter deck"), Zone, (("kind", ZoneKind.ENCOUNTER_DECK),)),
    Phrase(N_("the encounter discard pile"), Zone, (("kind", ZoneKind.ENCOUNTER_DISCARD),)),
    Phrase(N_("the villain area"), Zone, (("kind", ZoneKind.VILLAIN_AREA),)),
    Phrase(N_("the cards removed from the game"), Zone, (("kind", ZoneKind.REMOVED),)),
    Phrase(N_("the set-aside cards"), Zone, (("kind", ZoneKind.SET_ASIDE),)),
    Phrase(N_("the victory display"), Zone, (("kind", ZoneKind.VICTORY_DISPLAY),)),
    Phrase(N_("the cards attached to {host}"), Zone, (("kind", ZoneKind.ATTACHED),), (("host", "holder"),)),
    Phrase(N_("the cards under {host}"), Zone, (("kind", ZoneKind.UNDER),), (("host", "holder"),)),
)
"""How an event line names a zone in words; its name in the state notation (``A.hand``) reads too."""


def _read_zone_in_words(text: str, lang: str) -> Zone:
    zone = _read(ZONES, text, lang)
    return zone if zone is not None else _read_zone(text, lang)


EVENT_SLOTS: Mapping[str, Slot] = {
    **SLOTS,
    "zone": Slot(r".+?", _read_zone_in_words),
    "field": SLOTS["count"],
    "tokens": SLOTS["count"],
    "icons": SLOTS["count"],
    "effect": Slot(r".+?", lambda text, lang: text),
    "round": SLOTS["count"],
    "enemy": SLOTS["card"],
    "character": SLOTS["card"],
    "attack": SLOTS["count"],
    "boost": SLOTS["count"],
    "defense": SLOTS["count"],
    "size": SLOTS["count"],
}
"""What the placeholders of an event line accept: cards and players by id, zones in words."""


@dataclass(frozen=True)
class EventPhrase(Phrase):
    """A sentence of the notation that reads as an :class:`ExpectedEvent` of the key it fixes."""

    slots: ClassVar[Mapping[str, Slot]] = EVENT_SLOTS

    def build(self, values: dict[str, object]) -> ExpectedEvent:
        key = values.pop("key")
        return ExpectedEvent(key, tuple(sorted(values.items())))


def _event(message: str, key: EventKey) -> EventPhrase:
    return EventPhrase(message, ExpectedEvent, (("key", key),))


EVENTS: tuple[EventPhrase, ...] = (
    _event(N_("{card} enters play."), EventKey.ENTERS_PLAY),
    _event(N_("{card} leaves play."), EventKey.LEAVES_PLAY),
    _event(N_("{card} moves to {zone}."), EventKey.MOVED),
    _event(N_("{card} is discarded."), EventKey.DISCARDED),
    _event(N_("{card} is removed from the game."), EventKey.REMOVED_FROM_GAME),
    _event(N_("{card} is attached to {host}."), EventKey.ATTACHED),
    _event(N_("{card} is placed facedown under {host}."), EventKey.PLACED_UNDER),
    _event(N_("{card} is flipped to side {side}."), EventKey.FLIPPED),
    _event(N_("{card} is revealed."), EventKey.REVEALED),
    _event(N_("{card} resolves from out of play."), EventKey.RESOLVED),
    _event(N_("{player} plays {card}."), EventKey.PLAYED),
    _event(N_("{player} is dealt {card} facedown."), EventKey.DEALT),
    _event(N_("{card} engages {player}."), EventKey.ENGAGED),
    _event(N_("{player} becomes the owner of {card}."), EventKey.OWNER_CHANGED),
    _event(N_("{card} gets {count} threat."), EventKey.THREAT_PLACED),
    _event(N_("{card} loses {count} threat."), EventKey.THREAT_REMOVED),
    _event(N_("{card} now has {count} {counter}."), EventKey.COUNTERS_SET),
    _event(N_("{card} loses {keyword} until the end of the phase."), EventKey.LOSES_KEYWORD),
    _event(N_("{card} gains {keyword} until the end of the phase."), EventKey.GAINS_KEYWORD),
    _event(N_("Cards {player} discards from the encounter deck: {count}."), EventKey.PLAYER_PART),
    _event(N_("{card} does not ready: its cost is not paid."), EventKey.READY_COST_DECLINED),
    _event(N_("{card} gets +{count} ATK until the end of the phase."), EventKey.LASTING_ATK_PHASE),
    _event(N_("{card} gets +{count} ATK until the end of the round."), EventKey.LASTING_ATK_ROUND),
    _event(N_("The allies of {player} get +{count} ATK until the end of the phase."), EventKey.LASTING_ALLIES_ATK_PHASE),
    _event(N_("The next card {player} plays costs {count} less."), EventKey.NEXT_COSTS_LESS),
    _event(N_("{card} gets +{count} ATK for each minion in play until the end of the phase."),
           EventKey.LASTING_ATK_PER_MINION_PHASE),
    _event(N_("The lasting effects on {card} until the end of the phase expire."), EventKey.LASTING_PHASE_EXPIRES),
    _event(N_("The lasting effects on {card} until the end of the round expire."), EventKey.LASTING_ROUND_EXPIRES),
    _event(N_("{player} will draw {count} cards at the end of the round."), EventKey.DELAYED_DRAW),
    _event(N_("{card} takes {count} damage."), EventKey.DAMAGE_DEALT),
    _event(N_("{card} is defeated."), EventKey.DEFEATED),
    _event(
        N_("Villain phase, step one: {card} gets {count} threat (field {field}, tokens {tokens}, icons {icons})."),
        EventKey.STEP_ONE_THREAT,
    ),
    _event(N_("{card} is completed."), EventKey.SCHEME_COMPLETED),
    _event(N_("{card} advances by other means and is not completed."), EventKey.SCHEME_ADVANCED_OTHER),
    _event(N_("Tokens on {card} return to the pool."), EventKey.TOKENS_RETURNED),
    _event(N_("Acceleration tokens carried over to {card}: {count}."), EventKey.ACCELERATION_CARRIED),
    _event(N_("When Revealed (side {side}) of {card}: {effect}."), EventKey.WHEN_REVEALED),
    _event(N_("The villain completes the final stage {card} and wins the game."), EventKey.VILLAIN_WINS),
    _event(N_("An acceleration token is placed next to the main scheme deck."), EventKey.ACCELERATION_TOKEN),
    _event(N_("The encounter discard pile is shuffled into a new encounter deck."), EventKey.ENCOUNTER_RESHUFFLED),
    _event(
        N_("The encounter deck ran out: the discard effect is fulfilled after {count} cards."),
        EventKey.DISCARD_FULFILLED,
    ),
    _event(
        N_("The encounter deck and its discard pile are both empty: infinite loop, the players lose."),
        EventKey.INFINITE_LOOP,
    ),
    _event(
        N_("Revealing the encounter cards has come back to where it was: infinite loop, the players lose."),
        EventKey.ENDLESS_REVEALING,
    ),
    _event(N_("{zone} is shuffled."), EventKey.SHUFFLED),
    _event(N_("{source} changes the order of the encounter deck."), EventKey.REORDERED),
    _event(N_("The hero of {player}, {card}, is defeated."), EventKey.HERO_DEFEATED),
    _event(N_("{player} is eliminated."), EventKey.PLAYER_ELIMINATED),
    _event(N_("The first player token passes to {player}."), EventKey.FIRST_PLAYER_PASSES),
    _event(N_("{player} takes the first player token."), EventKey.FIRST_PLAYER_CHOSEN),
    _event(N_("The play area and components of {player} are removed from the game."), EventKey.COMPONENTS_REMOVED),
    _event(N_("Every player has been eliminated: the players lose."), EventKey.ALL_ELIMINATED),
    _event(N_("{player} is no longer in the game and is skipped."), EventKey.PLAYER_SKIPPED),
    _event(N_("The ability of {card} is used."), EventKey.ABILITY_USED),
    _event(N_("{source} targets {card}."), EventKey.TARGETED),
    _event(N_("Round {round} begins."), EventKey.ROUND_BEGINS),
    _event(N_("{player} takes their turn."), EventKey.TURN_BEGINS),
    _event(N_("The villain phase begins."), EventKey.VILLAIN_PHASE_BEGINS),
    _event(N_("The final stage of the villain, {card}, is defeated: the players win."), EventKey.PLAYERS_WIN),
    _event(N_("{player} draws {card}."), EventKey.DREW),
    _event(N_("{player} shuffles their discard pile into a new deck."), EventKey.PLAYER_DECK_RESHUFFLED),
    _event(N_("{player} searches their deck and adds {card} to their hand."), EventKey.SEARCH_FOUND),
    _event(N_("{player} shuffles their discard pile into their deck."), EventKey.DISCARD_SHUFFLED_IN),
    _event(N_("{player} looks at the top {count} cards of their deck."), EventKey.LOOKED),
    _event(N_("{card} and {host} swap places."), EventKey.SWAPPED),
    _event(
        N_("The deck of {player} ran out after {count} cards were discarded: none is discarded from the new deck."),
        EventKey.PLAYER_DECK_DISCARD_STOPPED,
    ),
    _event(N_("{player} changes to {form} form."), EventKey.FORM_CHANGED),
    _event(N_("When Completed of {card}: {effect}."), EventKey.WHEN_COMPLETED),
    _event(N_("{card} would be dealt {count} damage."), EventKey.WOULD_BE_DEALT_DAMAGE),
    _event(N_("{card} would get {count} threat."), EventKey.WOULD_GET_THREAT),
    _event(N_("{source} prevents {count} of the threat about to be placed on {card}."), EventKey.THREAT_PREVENTED),
    _event(N_("{card} would take {count} damage."), EventKey.WOULD_TAKE_DAMAGE),
    _event(N_("{card} would be defeated."), EventKey.WOULD_BE_DEFEATED),
    _event(N_("When Defeated of {card}: {effect}."), EventKey.WHEN_DEFEATED),
    _event(N_("{player} controls {count} allies, over the ally limit."), EventKey.OVER_ALLY_LIMIT),
    _event(N_("The deck of {player} may be played: {count} cards count toward its size."), EventKey.DECK_LEGAL),
    _event(N_("{count} linked cards come with the deck of {player} and do not count toward its size."),
           EventKey.LINKED_NOT_COUNTED),
    _event(N_("Cards in the villain deck: {count}."), EventKey.VILLAIN_DECK_BUILT),
    _event(N_("Cards in the main scheme deck: {count}."), EventKey.MAIN_SCHEME_DECK_BUILT),
    _event(N_("The encounter deck may be played, with {count} cards."), EventKey.ENCOUNTER_DECK_BUILT),
    _event(N_("Ability of {card}: {effect}."), EventKey.ABILITY_RESOLVES),
    _event(N_("{player} declines the ability of {card}."), EventKey.ABILITY_DECLINED),
    _event(N_("{enemy} attacks {player}."), EventKey.ATTACK_INITIATED),
    _event(N_("{character} begins an attack with {card}."), EventKey.ATTACK_BEGINS),
    _event(N_("{card} begins a thwart with {source}."), EventKey.THWARTS),
    _event(N_("{card} has thwarted {scheme}."), EventKey.THWARTED),
    _event(N_("{card} uses a basic power."), EventKey.USES_BASIC_POWER),
    _event(N_("{enemy} attacks {card}, an ally of {player}."), EventKey.ALLY_ATTACKED),
    _event(N_("Overkill: the {count} excess damage on {card} is dealt to {character}."), EventKey.OVERKILL),
    _event(N_("{enemy} schemes against {player}."), EventKey.SCHEME_INITIATED),
    _event(N_("{enemy} is given {card} facedown as a boost card."), EventKey.BOOST_GIVEN),
    _event(N_("The boost card {card} of {enemy} is turned faceup (boost icons: {count})."), EventKey.BOOST_FLIPPED),
    _event(N_("Boost of {card}: {effect}."), EventKey.BOOST_ABILITY),
    _event(N_("{card} exhausts to defend against {enemy}."), EventKey.DEFENDER_DECLARED),
    _event(N_("{card} becomes the defender against {enemy} with a defense ability."), EventKey.IDENTITY_DEFENDS),
    _event(
        N_("{card} is declared the defender against {enemy} by an ability, without exhausting."),
        EventKey.DECLARED_BY_ABILITY,
    ),
    _event(N_("The attack of {enemy} is undefended."), EventKey.UNDEFENDED),
    _event(
        N_("The attack of {enemy} deals {count} damage (ATK {attack}, boost {boost}, DEF {defense})."),
        EventKey.ATTACK_DAMAGE,
    ),
    _event(N_("{card} has been attacked by {attacker}."), EventKey.ATTACKED),
    _event(N_("{player} is eliminated: the attack of {enemy} ends."), EventKey.ATTACK_ENDS),
    _event(N_("{enemy} has left play: its attack on {card} ends before its damage."), EventKey.ATTACK_ENDS_EARLY),
    _event(N_("{card} retaliates against {enemy}."), EventKey.RETALIATES),
    _event(N_("The attack of {attacker} is ranged: {card} does not retaliate."), EventKey.RETALIATE_IGNORED),
    _event(N_("The attack of {attacker} is piercing: the tough status cards of {card} are discarded."), EventKey.PIERCES),
    _event(N_("The player phase ends."), EventKey.PLAYER_PHASE_ENDS),
    _event(N_("{player} has {count} cards in hand, over their hand size of {size}."), EventKey.OVER_HAND_SIZE),
    _event(N_("{player} discards no more cards."), EventKey.DONE_DISCARDING),
    _event(N_("{card} readies."), EventKey.READIED),
    _event(N_("{card} exhausts to thwart {scheme}."), EventKey.EXHAUSTED_TO_THWART),
    _event(N_("{card} exhausts to attack {enemy}."), EventKey.EXHAUSTED_TO_ATTACK),
    _event(N_("{card} exhausts to recover."), EventKey.EXHAUSTED_TO_RECOVER),
    _event(N_("{card} heals {count} damage."), EventKey.HEALED),
    _event(N_("{card} has recovered."), EventKey.RECOVERED),
    _event(N_("What was on {card} carries over to {stage}, the same character."), EventKey.CARRIED_OVER),
    _event(N_("The deck of {player} is empty with no discard pile: it waits for a discarded card."),
           EventKey.PLAYER_DECK_WAITS),
    _event(N_("{player} pays the cost of {card}: {count} resources."), EventKey.COST_TO_PAY),
    _event(N_("{card} is added to the victory display."), EventKey.VICTORY_ADDED),
    _event(N_("{card}: an alternate win condition is met, the players win."), EventKey.CONDITION_WON),
    _event(N_("{card}: an alternate loss condition is met, the players lose."), EventKey.CONDITION_LOST),
    _event(N_("{card} generates {resources}."), EventKey.RESOURCES_GENERATED),
    _event(N_("The cost of {card} is paid."), EventKey.COST_PAID),
    _event(N_("The cost of {card} is not paid: its effects do not occur."), EventKey.COST_NOT_PAID),
    _event(N_("{count} resources generated beyond the cost are lost."), EventKey.RESOURCES_LOST),
    _event(N_("{card} exhausts."), EventKey.EXHAUSTED),
    _event(N_("{card} is stunned: its attack is canceled."), EventKey.ATTACK_CANCELED),
    _event(N_("{card} is confused: its scheme is canceled."), EventKey.SCHEME_CANCELED),
    _event(N_("{card} is confused: its thwart is canceled."), EventKey.THWART_CANCELED),
    _event(N_("{source} cancels the effects of {card}."), EventKey.EFFECTS_CANCELED),
    _event(N_("The revealing of {card} cannot be canceled."), EventKey.CANNOT_BE_CANCELED),
    _event(N_("The ability of {card} is canceled, except for its costs: {character} has a status card that cancels it."),
           EventKey.ABILITY_CANCELED),
    _event(N_("{card} enters play with {count} {counter} counters."), EventKey.USES_PLACED),
    _event(N_("{card} spends one of its {counter} uses: {count} left."), EventKey.USE_SPENT),
    _event(N_("{count} all-purpose counters move from {card} to {host}, where they are {counter} counters."),
           EventKey.COUNTERS_MOVED),
    _event(N_("{count} all-purpose counters move from {card} to {host}, where they are only all-purpose counters."),
           EventKey.UNTYPED_COUNTERS_MOVED),
    _event(N_("{player} controls {count} restricted cards, over the limit of two."), EventKey.OVER_RESTRICTED_LIMIT),
)
"""Every event an event log line can expect, one sentence per engine event key, in the order
they are tried. The sentences belong to the notation (the ``scenarios`` catalog), not to the
engine's messages: rewording how the engine reports an event changes no scenario."""


def read_event(line: str, lang: str) -> ExpectedEvent | None:
    """The engine event an event log line expects in ``lang``, or None.

    >>> read_event("cap moves to the hand of A.", "en")
    ExpectedEvent(key=<EventKey.MOVED: 'moved'>, params=(('card', 'cap'), ('zone', Zone(kind=<ZoneKind.HAND: 'hand'>, holder='A'))))
    >>> read_event("cap pasa a A.mano.", "es") == read_event("cap moves to the hand of A.", "en")
    True
    """
    return _read(EVENTS, line, lang)
