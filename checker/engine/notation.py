"""The state notation: a whole game state in a few short lines, read and written both ways.

The notation sits above the state, which knows nothing of it: :func:`read_state` makes a
:class:`~checker.engine.state.GameState` from a text and :func:`write_state` writes one (or the
engine's working copy of one).

A state is a list of sections, separated by ``;`` or by new lines; a line starting with ``#``
is a comment. Each section is a name, a colon and its items. Keywords exist in English and in
Spanish (:data:`KEYWORDS`); reading accepts either, writing uses the language asked for. The
attributes of the state, their fields, defaults and words, are declared in
:mod:`checker.engine.schema`; the sections that hold one value, a list of card ids or are a
bare flag, the seat flags and the counters are read and written from that declaration alone.

Sections, in the order they are written::

    players: A(first) B C(out)     seats clockwise, each with its flags in parentheses
                                   (:data:`~checker.engine.schema.SEAT_FLAGS`)
    round: 2                       the round (default 1)
    phase: villain 3               the phase (:data:`~checker.engine.schema.PHASES`) and its
                                   step or the active player; default: the first player's turn
    pending: B attach-host(hook A) carol dave [player-elimination.2.3.1]
                                   the decision awaited: who chooses, what
                                   (:data:`~checker.engine.schema.CHOICES`: about which card,
                                   for whose procedure), the options (cards, or words of
                                   :data:`~checker.engine.schema.ANSWERS`), and the clause
    pending: A pay(cap) r1 r2 [cost.4] physical
                                   a payment: after the clause, the resources generated
                                   toward the cost so far
    window: response enters-play(mock) hawk
                                   the interrupt or response window the decision left open:
                                   the timing trigger, the occurrence (about which card; the
                                   triggering conditions of one occurrence joined by ``+``) and
                                   the cards whose abilities are still to resolve
    suspended: action.1/A/blast/2!10
                                   resolutions the decision stopped in the middle, the next to
                                   go on first (:class:`~checker.engine.turns.Suspended`)
    activations: A.m1 B            villain phase step two: activations still to resolve,
                                   ``A.m1`` (m1 activates against A) or a player whose
                                   enemies are listed when their turn comes
    seed: 42                       seed of every shuffle (default 0)
    shuffles: 3                    shuffles done so far (default 0)
    heroic: 1                      heroic level of heroic mode (default 0)
    villain: rhino1 rhino2         villain deck, top card first
    scheme: ms1[side=B] ms2        main scheme deck, top card first
    accel-tokens: 1                acceleration tokens next to the main scheme deck
    completed: ms1                 main schemes completed by threat
    villain-area: ss1[threat=2]    revealed side schemes and environments
    encounter-deck: t1 m1:minion   top card first
    encounter-discard: t2          top card first
    A.hand: web                    also A.deck, A.discard, A.play, A.engaged, A.dealt
    set-aside: dg
    removed: ms0
    infinite-loop                  the encounter deck runs out in a loop that never ends
    villain-defeated               the final stage of the villain was defeated

An item is a card::

    id[:type][[attributes]][{cards on it}]

``type`` defaults by zone (:data:`DEFAULT_TYPES`: ``villain`` deck -> villain, ``scheme`` ->
main-scheme, ``villain-area`` -> side-scheme, ``engaged`` -> minion, a player's hand, deck,
discard and play area -> ally, cards on or under a card -> attachment, anything else ->
treachery).
Cards inside ``{...}`` are attached to the card before them; a ``~`` in front marks a card
attached facedown (placed under it). Attributes, written ``key=value`` or as a bare flag:

* ``name="Spider-Man"``: the name events show (default: the id);
* ``owner=B`` / ``owner=-``: default is the player whose zone holds it, for player cards only;
* ``side=B``: the side face up;
* ``exhausted``: the card is exhausted;
* ``card=01094`` or ``card="The Break-In!"``: the card is that card of the card data
  (:mod:`checker.engine.card_data`), by code or by title in either language; it then takes its
  type and everything it prints from there;
* what the card prints (:mod:`checker.engine.card_notation`): ``accel=1``, ``target=8``,
  ``start=2`` (``p`` after a number is the per-player icon: ``target=4p``), ``hp=10``,
  ``icons=1``, ``attach-to=identity``, keywords (``permanent``, ``retaliate=1``),
  ``reveal-a="accel+1"``, ``when-completed="accel+1"``,
  ``ability="constant: used-from-out-of-play"``, traits, stats and icons;
* any other ``key=number`` is a counter: ``threat=3``, ``damage=2``, ``tough=1``.

>>> text = ("players: A(first) B; scheme: ms1[side=B accel=1 target=8 threat=5] ms2; "
...         "accel-tokens: 1; encounter-deck: t1 t2; encounter-discard: m1:minion; "
...         "A.play: peter:identity[name=\\"Peter Parker\\" hp=10]{web:upgrade ~x1}")
>>> state = read_state(text)
>>> write_state(state) == text
True
>>> print(write_state(state, "es", "\\n"))
jugadores: A(inicial) B
plan: ms1[cara=B aceleracion=1 umbral=8 amenaza=5] ms2
fichas-aceleracion: 1
mazo-encuentros: t1 t2
descartes-encuentros: m1:esbirro
A.juego: peter:identidad[nombre="Peter Parker" vida=10]{web:mejora ~x1}
>>> read_state(write_state(state, "es")) == state
True
>>> print(write_state(read_state("players: A(first) B; round: 3; phase: villain 2"), "es"))
jugadores: A(inicial) B; ronda: 3; fase: villano 2
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType

from checker.engine import card_schema, schema
from checker.engine.card_data import CARD_DATA
from checker.engine.card_notation import READ as CARD_READ
from checker.engine.card_notation import (
    CARD_WORDS,
    SIDE_PREFIXES,
    PrintedDraft,
    format_printed,
    quote_if_needed,
    read_printed,
)
from checker.engine.cards import PLAYER_CARD_TYPES, Card, CardDefinition, CardType, Occurrence, Side, Trigger
from checker.engine.errors import NOTATION_REASONS as R
from checker.engine.errors import NotationError, writes_states
from checker.engine.schema import Shape
from checker.engine.state import GameState, TableView
from checker.engine.turns import ANSWERS, Answer, Choice, Pending, Phase, Player, SetupStep, VillainStep, Window
from checker.engine.zones import CARD_ZONE_KINDS, PLAYER_ZONE_KINDS, SHARED_ZONE_KINDS, Zone, ZoneKind


@dataclass(frozen=True)
class Keywords:
    """The words of the notation in one language, each table keyed by the English word: the
    groups of :data:`checker.engine.schema.GROUPS`, and the card types."""

    sections: Mapping[str, str]
    zones: Mapping[str, str]
    """Shared zones by their section name, and a player's zones by the part after ``A.``."""
    types: Mapping[str, str]
    attributes: Mapping[str, str]
    """The attributes of a card in this game; what a card prints has the words of
    :mod:`checker.engine.card_schema`."""
    seat_flags: Mapping[str, str]
    counters: Mapping[str, str]
    phases: Mapping[str, str]
    choices: Mapping[str, str]
    answers: Mapping[str, str]
    """The options of a pending decision that are words, not card ids."""


def _keywords(lang: str) -> Keywords:
    """The notation's words in ``lang``: the state's attributes from :mod:`checker.engine.schema`,
    the card types from :mod:`checker.engine.card_schema`."""
    return Keywords(types=card_schema.words("types", lang), **{group: schema.words(group, lang) for group in schema.GROUPS})


KEYWORDS: Mapping[str, Keywords] = MappingProxyType({lang: _keywords(lang) for lang in schema.LANGS})
"""The notation's words per language."""

TABLES = ("sections", "zones", "types", "attributes", "seat_flags", "counters", "phases", "choices", "answers")


def _readers() -> dict[str, dict[str, str]]:
    """For each table, every word of every language mapped to its English word."""
    readers: dict[str, dict[str, str]] = {table: {} for table in TABLES}
    for keywords in KEYWORDS.values():
        for table in TABLES:
            for english, word in getattr(keywords, table).items():
                if readers[table].setdefault(word, english) != english:
                    raise ValueError(f"notation keyword {word!r} means two things in table {table!r}")
    return readers


READ = _readers()


DEFAULT_TYPES: Mapping[ZoneKind, CardType] = MappingProxyType(
    {
        ZoneKind.VILLAIN_DECK: CardType.VILLAIN,
        ZoneKind.MAIN_SCHEME_DECK: CardType.MAIN_SCHEME,
        ZoneKind.VILLAIN_AREA: CardType.SIDE_SCHEME,
        ZoneKind.ENGAGED: CardType.MINION,
        ZoneKind.HAND: CardType.ALLY,
        ZoneKind.DECK: CardType.ALLY,
        ZoneKind.DISCARD: CardType.ALLY,
        ZoneKind.PLAY: CardType.ALLY,
        ZoneKind.ATTACHED: CardType.ATTACHMENT,
        ZoneKind.UNDER: CardType.ATTACHMENT,
    }
)
"""The card type an item has when the notation does not say, by the zone it is in."""


def default_type(kind: ZoneKind) -> CardType:
    return DEFAULT_TYPES.get(kind, CardType.TREACHERY)


# ----------------------------------------------------------------------------- reading

TOKEN = re.compile(r'\s*(?:(?P<string>"[^"]*")|(?P<punct>[\[\]{}()~=:])|(?P<word>[^\s\[\]{}()~=:";]+))')


@dataclass
class Token:
    kind: str
    text: str
    offset: int


class Reader:
    """Tokens of one section, with positions for error messages."""

    def __init__(self, source: str, text: str, start: int) -> None:
        self.source = source
        self.tokens: list[Token] = []
        position = 0
        while position < len(text):
            match = TOKEN.match(text, position)
            if match is None or match.end() == position:
                if text[position:].strip():
                    raise self.error(R.UNEXPECTED, start + position, text=text[position:].strip()[:10])
                break
            kind = match.lastgroup or ""
            self.tokens.append(Token(kind, match.group(kind), start + match.start(kind)))
            position = match.end()
        self.index = 0
        self.end = start + len(text)

    def error(self, reason: str, offset: int, **params: object) -> NotationError:
        line = self.source.count("\n", 0, offset) + 1
        column = offset - (self.source.rfind("\n", 0, offset) + 1) + 1
        return NotationError(reason, params, column, line)

    def peek(self, text: str | None = None) -> Token | None:
        token = self.tokens[self.index] if self.index < len(self.tokens) else None
        if token is not None and text is not None and token.text != text:
            return None
        return token

    def take(self) -> Token:
        token = self.peek()
        if token is None:
            raise self.error(R.UNEXPECTED, self.end, text="end")
        self.index += 1
        return token

    def expect_word(self) -> Token:
        token = self.take()
        if token.kind not in ("word", "string"):
            raise self.error(R.UNEXPECTED, token.offset, text=token.text)
        return token

    def close(self, opening: Token, closing: str) -> None:
        if self.peek() is None:
            raise self.error(R.UNCLOSED, opening.offset, opening=opening.text)
        if self.take().text != closing:
            raise self.error(R.UNEXPECTED, self.tokens[self.index - 1].offset, text=self.tokens[self.index - 1].text)


def split_sections(text: str) -> list[tuple[str, int]]:
    """Sections with their offsets: split at ``;`` and new lines outside quotes and brackets."""
    sections, ends, start, depth, quoted = [], [], 0, 0, False
    for position, char in enumerate(text):
        if char == '"':
            quoted = not quoted
        elif not quoted and char in "[{(":
            depth += 1
        elif not quoted and char in "]})":
            depth -= 1
        elif not quoted and depth <= 0 and char in ";\n":
            ends.append(position)
    for end in [*ends, len(text)]:
        piece = text[start:end]
        if piece.strip() and not piece.strip().startswith("#"):
            sections.append((piece, start))
        start = end + 1
    return sections


class StateBuilder:
    """Collects cards and zones while a notation is read."""

    def __init__(self, source: str) -> None:
        self.source = source
        self.players: list[Player] = []
        self.first_player: str | None = None
        self.cards: dict[str, Card] = {}
        self.zones: dict[Zone, list[str]] = {}
        self.extra: dict[str, object] = {}
        self.seen_sections: set[str | Zone] = set()

    def fields(self) -> dict[str, object]:
        fields = {"players": tuple(self.players), "cards": self.cards, "zones": self.zones,
                  "first_player": self.first_player, **self.extra}
        if "phase" not in fields:
            fields["active_player"] = self.first_player
        return fields


def read_state(text: str) -> GameState:
    """The game state written in ``text`` (Spanish or English keywords, freely mixed)."""
    builder = StateBuilder(text)
    sections = [(Reader(text, piece, start), piece) for piece, start in split_sections(text)]
    sections.sort(key=lambda section: _section_name(section[0]) not in ("players",))
    for reader, _piece in sections:
        _read_section(builder, reader)
    known = set(builder.cards) | {player.id for player in builder.players}
    pending = builder.extra.get("pending")
    mentioned = [*builder.extra.get("completed", ())]
    if pending is not None:
        mentioned += [option for option in pending.options if option not in ANSWERS]
        mentioned += [pending.subject] if pending.subject else []
    window = builder.extra.get("window")
    if window is not None:
        mentioned += [window.card, *window.abilities, *([window.attacked] if window.attacked else [])]
    for card_id in mentioned:
        if card_id not in known:
            raise NotationError(R.UNKNOWN_CARD, {"card": card_id}, 1, 1)
    return GameState(**builder.fields())


def _section_name(reader: Reader) -> str:
    token = reader.peek()
    return READ["sections"].get(token.text, "") if token else ""


def _read_section(builder: StateBuilder, reader: Reader) -> None:
    head = reader.expect_word()
    name = READ["sections"].get(head.text)
    zone = None if name else _zone_from_word(builder, reader, head)
    if (name or zone) in builder.seen_sections:
        raise reader.error(R.DUPLICATE_SECTION, head.offset, section=head.text)
    builder.seen_sections.add(name or zone)
    attribute = schema.SECTIONS.get(name)
    if attribute is not None and attribute.shape is Shape.FLAG:
        builder.extra[attribute.field] = True
        if reader.peek() is not None:
            raise reader.error(R.UNEXPECTED, reader.peek().offset, text=reader.peek().text)
        return
    if reader.peek(":") is None:
        raise reader.error(R.MISSING_COLON, head.offset, section=head.text)
    reader.take()
    if attribute is not None and attribute.shape is Shape.VALUE:
        word = reader.expect_word()
        builder.extra[attribute.field] = _number(reader, word) if attribute.type is int else word.text
    elif attribute is not None and attribute.shape is Shape.LIST:
        items = []
        while reader.peek() is not None:
            text = reader.expect_word().text
            items.append(text if attribute.item is None else attribute.item.parse(text))
        builder.extra[attribute.field] = tuple(items)
    elif name == "players":
        _read_players(builder, reader)
    elif name == "phase":
        _read_phase(builder, reader)
    elif name == "pending":
        _read_pending(builder, reader)
    elif name == "window":
        _read_window(builder, reader)
    else:
        owner = zone.holder if zone.is_player_zone else None
        while reader.peek() is not None:
            _read_item(builder, reader, zone, owner)
    if reader.peek() is not None:
        raise reader.error(R.UNEXPECTED, reader.peek().offset, text=reader.peek().text)


def _zone_from_word(builder: StateBuilder, reader: Reader, head: Token) -> Zone:
    player, dot, rest = head.text.rpartition(".")
    kind = READ["zones"].get(rest)
    if kind is None:
        raise reader.error(R.UNKNOWN_SECTION, head.offset, section=head.text)
    zone_kind = ZoneKind(kind)
    if bool(dot) != (zone_kind in PLAYER_ZONE_KINDS):
        raise reader.error(R.UNKNOWN_SECTION, head.offset, section=head.text)
    if dot and player not in [seat.id for seat in builder.players]:
        raise reader.error(R.UNKNOWN_PLAYER, head.offset, player=player)
    return Zone(zone_kind, player or None)


def _read_phase(builder: StateBuilder, reader: Reader) -> None:
    """``setup`` (optionally with the number of the step the engine plays next), ``player <active
    player>`` or ``villain <step number>``."""
    word = reader.expect_word()
    phase = READ["phases"].get(word.text)
    if phase is None:
        raise reader.error(R.BAD_VALUE, word.offset, text=word.text, attribute="phase")
    builder.extra["phase"] = Phase(phase)
    builder.extra["active_player"] = None
    if phase == "player" and reader.peek() is not None:
        seat = reader.expect_word()
        _known_player(builder, reader, seat)
        builder.extra["active_player"] = seat.text
    elif phase == "villain":
        number = reader.expect_word()
        if number.text not in [str(step.value) for step in VillainStep]:
            raise reader.error(R.BAD_VALUE, number.offset, text=number.text, attribute=word.text)
        builder.extra["step"] = VillainStep(int(number.text))
    elif phase == "setup" and reader.peek() is not None:
        number = reader.expect_word()
        if number.text not in [str(step.value) for step in SetupStep]:
            raise reader.error(R.BAD_VALUE, number.offset, text=number.text, attribute=word.text)
        builder.extra["step"] = SetupStep(int(number.text))


def _known_player(builder: StateBuilder, reader: Reader, token: Token) -> None:
    if token.text not in [seat.id for seat in builder.players]:
        raise reader.error(R.UNKNOWN_PLAYER, token.offset, player=token.text)


def _read_pending(builder: StateBuilder, reader: Reader) -> None:
    """``<player> <choice>(<subject> <context>) <option> ... [<clause>]``."""
    seat = reader.expect_word()
    _known_player(builder, reader, seat)
    word = reader.expect_word()
    kind = READ["choices"].get(word.text)
    if kind is None:
        raise reader.error(R.BAD_VALUE, word.offset, text=word.text, attribute="pending")
    about: list[str] = []
    if reader.peek("("):
        opening = reader.take()
        while reader.peek() is not None and reader.peek(")") is None:
            about.append(reader.expect_word().text)
        reader.close(opening, ")")
    options = []
    while reader.peek() is not None and reader.peek("[") is None:
        word = reader.expect_word().text
        answer = READ["answers"].get(word)
        options.append(word if answer is None else Answer(answer).value)
    opening = reader.take() if reader.peek("[") else None
    if opening is None:
        raise reader.error(R.UNEXPECTED, reader.end, text="end")
    clause = reader.expect_word().text
    reader.close(opening, "]")
    paid = []
    while reader.peek() is not None:
        word = reader.expect_word()
        resource = CARD_READ["resources"].get(word.text)
        if resource is None:
            raise reader.error(R.BAD_VALUE, word.offset, text=word.text, attribute="pending")
        paid.append(resource)
    subject, context = (about + ["", ""])[:2]
    builder.extra["pending"] = Pending(seat.text, Choice(kind), tuple(options), clause, subject, context, tuple(paid))


def _read_window(builder: StateBuilder, reader: Reader) -> None:
    """``<trigger> <occurrence>(<card>) <card> ...``."""
    words = []
    for table in ("triggers", "occurrences"):
        word = reader.expect_word()
        # Several triggering conditions of one occurrence share a window: ``damage-dealt+defeated``.
        english = [CARD_READ[table].get(part) for part in word.text.split("+")]
        if None in english or (table == "triggers" and len(english) > 1):
            raise reader.error(R.BAD_VALUE, word.offset, text=word.text, attribute="window")
        words.append(english)
    opening = reader.take()
    if opening.text != "(":
        raise reader.error(R.UNEXPECTED, opening.offset, text=opening.text)
    card = reader.expect_word().text
    # A window an attack opened names, after its attacker, the character attacked and the
    # clause the attack was logged under: ``attacks(cap rhino attack-player-ability-type.2.5)``,
    # and the excess damage it dealt to the character it defeated, if any.
    attack: dict[str, object] = {}
    if reader.peek(")") is None:
        attack = {"attacked": reader.expect_word().text, "attack_clause": reader.expect_word().text}
        if reader.peek(")") is None:
            # Then the excess damage of the attack on the character it defeated (overkill.2.3).
            word = reader.expect_word()
            attack["count"] = _number(reader, word)
    reader.close(opening, ")")
    abilities = []
    while reader.peek() is not None:
        abilities.append(reader.expect_word().text)
    [trigger], (occurrence, *also) = words
    builder.extra["window"] = Window(Trigger(trigger), Occurrence(occurrence), card, tuple(abilities),
                                     tuple(Occurrence(word) for word in also), **attack)


def _read_players(builder: StateBuilder, reader: Reader) -> None:
    while reader.peek() is not None:
        seat = reader.expect_word()
        flags: set[str] = set()
        if reader.peek("("):
            opening = reader.take()
            while reader.peek() is not None and reader.peek(")") is None:
                flag = reader.expect_word()
                if flag.text not in READ["seat_flags"]:
                    raise reader.error(R.UNKNOWN_ATTRIBUTE, flag.offset, attribute=flag.text)
                flags.add(READ["seat_flags"][flag.text])
            reader.close(opening, ")")
        builder.players.append(
            Player(seat.text, **{flag.field: flag.en in flags for flag in schema.PLAYER_FLAGS})
        )
        if schema.FIRST_PLAYER.en in flags:
            builder.first_player = seat.text


def _number(reader: Reader, token: Token) -> int:
    if not token.text.isdigit():
        raise reader.error(R.BAD_NUMBER, token.offset, text=token.text)
    return int(token.text)


def _unquote(text: str) -> str:
    return text[1:-1] if text.startswith('"') else text


def _read_item(builder: StateBuilder, reader: Reader, zone: Zone, context_player: str | None) -> None:
    facedown = reader.peek("~") is not None
    tilde = reader.take() if facedown else None
    if facedown and zone.kind is not ZoneKind.ATTACHED:
        raise reader.error(R.FACEDOWN_OUTSIDE_CARD, tilde.offset)
    if facedown:
        zone = Zone(ZoneKind.UNDER, zone.holder)
    head = reader.expect_word()
    if head.text in builder.cards:
        raise reader.error(R.DUPLICATE_CARD, head.offset, card=head.text)
    card_type = None
    if reader.peek(":"):
        reader.take()
        word = reader.expect_word()
        if word.text not in READ["types"]:
            raise reader.error(R.UNKNOWN_TYPE, word.offset, type=word.text)
        card_type = CardType(READ["types"][word.text])
    item = _Item(head.text)
    if reader.peek("["):
        opening = reader.take()
        while reader.peek() is not None and reader.peek("]") is None:
            _read_attribute(builder, reader, item)
        reader.close(opening, "]")
    definition = _definition(reader, head, item, card_type, default_type(zone.kind))
    owner = item.fields.get("owner", context_player if definition.type in PLAYER_CARD_TYPES else None)
    card = Card(head.text, item.fields.get("name", head.text), definition, owner, item.fields.get("side", Side.A),
                exhausted=item.fields.get("exhausted", False))
    for counter, count in sorted(item.counters.items()):
        card = card.with_counter(counter, count)
    if card.is_player_card and card.owner is None:
        raise reader.error(R.NEEDS_OWNER, head.offset, card=head.text)
    builder.cards[card.id] = card
    builder.zones.setdefault(zone, []).append(card.id)
    if reader.peek("{"):
        opening = reader.take()
        while reader.peek() is not None and reader.peek("}") is None:
            _read_item(builder, reader, Zone(ZoneKind.ATTACHED, card.id), context_player)
        reader.close(opening, "}")


@dataclass
class _Item:
    """A card item while its attributes are read: this copy's fields, its counters, what it prints."""

    id: str
    fields: dict[str, object] = field(default_factory=dict)
    counters: dict[str, int] = field(default_factory=dict)
    printed: PrintedDraft = field(default_factory=PrintedDraft)
    first_printed: Token | None = None
    """The first printed attribute, to point at when the card also comes from the card data."""
    card_data: tuple[Token, CardDefinition] | None = None


def _read_attribute(builder: StateBuilder, reader: Reader, item: _Item) -> None:
    key = reader.expect_word()
    value = None
    if reader.peek("=") is not None:
        reader.take()
        value = reader.expect_word()
    text = None if value is None else _unquote(value.text)
    attribute = READ["attributes"].get(key.text)
    if attribute == "exhausted" and text is None:
        item.fields["exhausted"] = True
        return
    if attribute is None or text is None:
        try:
            printed = read_printed(item.printed, key.text, text)
        except NotationError as error:
            raise reader.error(error.reason, (value or key).offset, **error.params) from None
        if printed:
            item.first_printed = item.first_printed or key
        elif text is None or key.text[:2].lower() in SIDE_PREFIXES:
            raise reader.error(R.UNKNOWN_ATTRIBUTE, key.offset, attribute=key.text)
        else:
            item.counters[READ["counters"].get(key.text, key.text)] = _number(reader, value)
        return
    match attribute:
        case "name":
            item.fields["name"] = text
        case "owner":
            if text != "-" and text not in [seat.id for seat in builder.players]:
                raise reader.error(R.UNKNOWN_PLAYER, value.offset, player=text)
            item.fields["owner"] = None if text == "-" else text
        case "side":
            if text not in ("A", "B"):
                raise reader.error(R.BAD_VALUE, value.offset, text=text, attribute=key.text)
            item.fields["side"] = Side(text)
        case "card":
            try:
                item.card_data = (value, CARD_DATA.find(text))
            except NotationError as error:
                raise reader.error(error.reason, value.offset, **error.params) from None


def _definition(
    reader: Reader, head: Token, item: _Item, card_type: CardType | None, zone_type: CardType
) -> CardDefinition:
    """What the item prints: the card data's card it names, or its printed attributes (as a card
    of the type it names, else of its zone's default type)."""
    if item.card_data is None:
        try:
            return item.printed.definition(card_type or zone_type)
        except NotationError as error:
            raise reader.error(error.reason, head.offset, **error.params) from None
    token, definition = item.card_data
    if item.first_printed is not None:
        raise reader.error(R.PRINTED_WITH_CARD_DATA, item.first_printed.offset, card=item.id,
                           attribute=item.first_printed.text)
    if card_type is not None and card_type is not definition.type:
        raise reader.error(R.TYPE_OF_CARD_DATA, token.offset, card=item.id, type=definition.type.value)
    return definition


def parse_zone(text: str) -> Zone:
    """A zone by its notation name, ``"A.hand"`` or ``"encounter-discard"`` (either language)."""
    player, dot, rest = text.strip().rpartition(".")
    kind = READ["zones"].get(rest)
    if kind is None or bool(dot) != (ZoneKind(kind) in PLAYER_ZONE_KINDS):
        raise NotationError(R.UNKNOWN_SECTION, {"section": text}, 1, 1)
    return Zone(ZoneKind(kind), player or None)


# ----------------------------------------------------------------------------- writing


def zone_name(zone: Zone, lang: str = "en") -> str:
    word = KEYWORDS[lang].zones[zone.kind.value]
    return f"{zone.holder}.{word}" if zone.is_player_zone else word


@writes_states
def write_state(view: TableView, lang: str = "en", separator: str = "; ") -> str:
    """Write a state, or the engine's working copy of one, in the notation, in ``lang``'s
    keywords; empty sections are left out, and so are sections holding their default."""
    own = {"players": _format_players, "phase": _format_phase, "pending": _format_pending, "window": _format_window}
    sections = []
    for attribute in schema.SECTIONS.values():
        if attribute.shape is Shape.OWN:
            sections += own[attribute.en](view, lang)
        elif attribute.after is None and attribute.shape is not Shape.FLAG:
            sections += _format_section(view, attribute, lang)
    zones = [Zone(kind) for kind in SHARED_ZONE_KINDS[:5]]
    for player in view.players:
        zones += [Zone(kind, player.id) for kind in PLAYER_ZONE_KINDS]
    zones += [Zone(kind) for kind in SHARED_ZONE_KINDS[5:]]
    for zone in zones:
        cards = view.in_zone(zone)
        if cards:
            items = " ".join(_format_item(view, card_id, zone, lang) for card_id in cards)
            sections.append(f"{zone_name(zone, lang)}: {items}")
        for attribute in schema.SECTIONS.values():
            if attribute.after is zone.kind and zone.holder is None:
                sections += _format_section(view, attribute, lang)
    for attribute in schema.FLAG_SECTIONS:
        if attribute.after is None:
            sections += _format_section(view, attribute, lang)
    return separator.join(sections)


def _format_section(view: TableView, attribute: schema.Attribute, lang: str) -> list[str]:
    """A section of :class:`~checker.engine.schema.Shape` value, list or flag; nothing when it
    holds its default."""
    value = getattr(view, attribute.field)
    if (tuple(value) if attribute.shape is Shape.LIST else value) == attribute.default:
        return []
    if attribute.shape is Shape.FLAG:
        return [attribute.word(lang)]
    if attribute.shape is Shape.LIST:
        return [f"{attribute.word(lang)}: {' '.join(str(item) for item in value)}"]
    return [f"{attribute.word(lang)}: {value}"]


def _format_players(view: TableView, lang: str) -> list[str]:
    seats = []
    for player in view.players:
        flags = [schema.FIRST_PLAYER.word(lang)] if view.first_player == player.id else []
        flags += [flag.word(lang) for flag in schema.PLAYER_FLAGS if getattr(player, flag.field)]
        seats.append(player.id + (f"({' '.join(flags)})" if flags else ""))
    return [f"{KEYWORDS[lang].sections['players']}: {' '.join(seats)}".rstrip()]


def _format_phase(view: TableView, lang: str) -> list[str]:
    """The phase and step, or whose turn it is; the first player's turn goes unsaid."""
    words = KEYWORDS[lang]
    phase = f"{words.sections['phase']}: {words.phases[view.phase.value]}"
    if view.phase is Phase.VILLAIN:
        return [f"{phase} {view.step.value}"]
    if view.phase is Phase.SETUP:
        return [f"{phase} {view.step.value}" if view.step is not None else phase]
    if view.active_player != view.first_player:
        # No active player: every player has taken their turn and the player phase is ending.
        return [f"{phase} {view.active_player or ''}".rstrip()]
    return []


def _format_pending(view: TableView, lang: str) -> list[str]:
    pending = view.pending
    if pending is None:
        return []
    words = KEYWORDS[lang]
    about = " ".join(part for part in (pending.subject, pending.context) if part)
    text = f"{pending.player} {words.choices[pending.kind.value]}" + (f"({about})" if about else "")
    options = [words.answers.get(option, option) for option in pending.options]
    paid = [card_schema.words("resources", lang)[resource] for resource in pending.paid]
    return [f"{words.sections['pending']}: {' '.join([text, *options, f'[{pending.clause}]', *paid])}"]


def _format_window(view: TableView, lang: str) -> list[str]:
    window = view.window
    if window is None:
        return []
    words = CARD_WORDS[lang]
    occurrences = "+".join(words.occurrences[occurrence] for occurrence in window.occurrences)
    excess = str(window.count) if window.attacked and window.count else ""
    about = " ".join(part for part in (window.card, window.attacked, window.attack_clause, excess) if part)
    head = f"{words.triggers[window.trigger]} {occurrences}({about})"
    return [f"{KEYWORDS[lang].sections['window']}: {' '.join([head, *window.abilities])}"]


def _format_item(view: TableView, card_id: str, zone: Zone, lang: str) -> str:
    words = KEYWORDS[lang]
    card = view.card(card_id)
    text = ("~" if zone.kind is ZoneKind.UNDER else "") + card.id
    if card.definition.type is not default_type(zone.kind) and not CARD_DATA.defines(card.definition):
        text += ":" + words.types[card.definition.type.value]
    attributes = _format_attributes(view, card, zone, words, lang)
    if attributes:
        text += f"[{' '.join(attributes)}]"
    children = [
        _format_item(view, child, Zone(kind, card.id), lang)
        for kind in CARD_ZONE_KINDS
        for child in view.in_zone(Zone(kind, card.id))
    ]
    if children:
        text += "{" + " ".join(children) + "}"
    return text


def _context_player(view: TableView, zone: Zone) -> str | None:
    while zone.is_card_zone:
        zone = view.location(zone.holder)
    return zone.holder if zone.is_player_zone else None


def _format_attributes(view: TableView, card: Card, zone: Zone, words: Keywords, lang: str) -> list[str]:
    attr = words.attributes
    from_card_data = CARD_DATA.defines(card.definition)
    out = [f"{attr['card']}={quote_if_needed(card.definition.code)}"] if from_card_data else []
    if card.name != card.id:
        out.append(f"{attr['name']}={quote_if_needed(card.name)}")
    default_owner = _context_player(view, zone) if card.is_player_card else None
    if card.owner != default_owner:
        out.append(f"{attr['owner']}={card.owner or '-'}")
    if card.side is Side.B:
        out.append(f"{attr['side']}=B")
    if card.exhausted:
        out.append(attr["exhausted"])
    if not from_card_data:
        out += format_printed(card.definition, lang)
    for counter, count in card.counters:
        out.append(f"{words.counters.get(counter, counter)}={count}")
    return out
