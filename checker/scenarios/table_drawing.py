"""A drawing of the table: a game state as inline SVG, with no outside assets.

The drawing is a column of panels, narrow enough to read on a phone once it scales to the
page's width: the game's status (round, phase, a decision awaited, the outcome), the main scheme
(the stage in play, its threat against its target, acceleration), the villain, the villain area
(side schemes with their threat), the encounter deck and discard pile, then one panel per
player (identity and the form it shows, cards in play with what is attached to them, engaged
minions, and how many cards are in hand, deck and discard pile).

Every card in play is drawn as a named chip (``data-card`` holds its id) that writes what the
rules ask of it: the form an identity shows, exhausted, its status cards (stunned, confused,
tough), its damage, threat and all-purpose counters. Cards attached to it are drawn under it;
cards facedown (placed under a card, dealt to a player) are drawn as card backs, unnamed, as the
players see them; cards in hands, decks and discard piles are counted, not named.

Given the table as it was before (``since``), the drawing marks what changed: a highlighted
line, heading or card, with what it read before written under it, and what is no longer there
listed where it was. The drawing's description says the same in words, for screen readers.
Labels are in the page's language; all text is escaped.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from enum import StrEnum
from functools import cached_property
from html import escape

from checker.engine import THREAT, Card, CardType, GameState, Phase, Result, Zone, ZoneKind, outcome
from checker.engine.cards import (
    ALL_PURPOSE, ATK_UNTIL_PHASE, ATK_UNTIL_ROUND, CONFUSED, DAMAGE, DRAW_AT_ROUND_END, SCHEME_TYPES, STUNNED, TOUGH,
    Form,
)
from checker.engine.forms import FORM_OF_SIDE
from checker.i18n import N_, translate
from checker.scenarios.model import DOMAIN
from checker.scenarios.phrases import option_word

WIDTH = 320
"""Width of the drawing in its own units; it scales to the width it is given."""
PAD = 8
FONT = 12
LINE = 17
CHIP_FONT = 11
CHIP_HEIGHT = 20
CHIP_LINE = 13
"""Each further line of a chip whose label is too long for one."""
NOTE_LINE = 15
CHAR_WIDTH = 0.56
"""A generous average glyph width, in ems, to size chips without measuring text."""
LONGEST_LABEL = int((WIDTH - 6 * PAD) / (CHIP_FONT * CHAR_WIDTH))
"""Longer chip labels take several lines."""
LONGEST_NOTE = int((WIDTH - 4 * PAD) / (CHIP_FONT * CHAR_WIDTH))
"""Longer notes of what changed take several lines (they have no chip's edges to leave room for)."""

INK = "#1f1f1f"
"""Text on white: 16:1."""
MUTED = "#595959"
"""Secondary text on white: 7:1; on the change highlight, 6:1."""
THREAT_RED = "#b71c1c"
"""The site's dark red: threat and the outcome, 6.6:1 on white."""
FRAME = "#8a8a8a"
CHIP_FILL = "#f1f3f9"
CHIP_EDGE = "#3949ab"
"""The site's accent."""
BACK_FILL = "#2f3568"
"""A card back: white text on it reads at 12:1."""
BAR_TRACK = "#e6e6e6"
CHANGE_FILL = "#fff0b3"
"""The highlight behind what changed: ink on it reads at 14:1."""
CHANGE_EDGE = "#8f5200"
"""The edge of what changed: 5.9:1 on white, so the mark shows without its colour fill too."""

STATUS_WORDS = ((STUNNED, N_("stunned")), (CONFUSED, N_("confused")), (TOUGH, N_("tough")))
"""Status cards (status-cards.1), in the order the chip writes them."""
FORM_WORDS = {Form.HERO: N_("hero"), Form.ALTER_EGO: N_("alter-ego")}
"""The form an identity shows (form.1), written on its chip instead of its side."""


SUBHEADINGS = frozenset({"area", "play", "engaged"})
"""The keys of the lines that head a row of cards: when the row goes, its cards say so."""


class Look(StrEnum):
    """How a card is drawn; the value is the chip's ``data-state``."""

    IN_PLAY = "in-play"
    OUT_OF_PLAY = "out-of-play"
    FACEDOWN = "facedown"
    """A card back: what the card is, the players do not see."""


@dataclass(frozen=True)
class Chip:
    """A card drawn as a labelled chip."""

    key: str
    """The same for the same card in a drawing of another moment: its id, or where it lies facedown."""
    card_id: str
    """Empty for a card drawn facedown, which is not named."""
    label: str
    look: Look


Stack = list[Chip]
"""A card and the cards attached to it."""


@dataclass(frozen=True)
class Mark:
    """Something drawn that differs from the drawing of the table before."""

    before: str | None
    """What it read before; None when it was not there."""


@dataclass
class Line:
    key: str
    """The message the line writes: the same line in a drawing of another moment."""
    text: str
    colour: str = INK
    mark: Mark | None = None


@dataclass
class Chips:
    """Cards, in the order given; a stack of several cards gets a row of its own."""

    stacks: list[Stack]
    marks: dict[str, Mark] = field(default_factory=dict)
    """The marks of the chips that changed, by chip key."""


@dataclass(frozen=True)
class Bar:
    filled: int
    total: int


@dataclass
class Panel:
    """One framed block of the drawing: a heading, lines of text, rows of card chips, a bar."""

    key: str
    """The same panel in a drawing of another moment, whatever its heading says."""
    heading: str
    items: list[Line | Chips | Bar] = field(default_factory=list)
    heading_mark: Mark | None = None
    gone: list[str] = field(default_factory=list)
    """What this panel showed before and no longer shows: card labels and lines."""

    def line(self, key: str, text: str, colour: str = INK) -> None:
        self.items.append(Line(key, text, colour))

    def chips(self, stacks: list[Stack]) -> None:
        if stacks:
            self.items.append(Chips(stacks))

    def bar(self, filled: int, total: int) -> None:
        self.items.append(Bar(filled, total))

    def chip_labels(self) -> dict[str, str]:
        return {chip.key: chip.label for item in self.items if isinstance(item, Chips)
                for stack in item.stacks for chip in stack}

    def lines(self) -> dict[str, str]:
        return {item.key: item.text for item in self.items if isinstance(item, Line)}


def say(lang: str, message: str, **params: object) -> str:
    return translate(lang, message, DOMAIN, **params)


def card_label(card: Card) -> str:
    """A card as players call it: the readable name the worked example gave it
    (:mod:`checker.scenarios.card_names`), never the scenario's id beside it."""
    return card.name


def _card_state(state: GameState, card: Card, lang: str) -> list[str]:
    """What the chip of ``card`` writes after its name: its form or side, exhausted, its status
    cards, its damage against its hit points, its threat and its other counters."""
    written = []
    if card.type is CardType.IDENTITY:
        written.append(say(lang, FORM_WORDS[FORM_OF_SIDE[card.side]]))
    elif card.double_sided:
        written.append(say(lang, N_("side {side}"), side=card.side.value))
    if card.exhausted:
        written.append(say(lang, N_("exhausted")))
    for counter, word in STATUS_WORDS:
        count = card.counter(counter)
        if count:
            written.append(say(lang, word) + (f" ×{count}" if count > 1 else ""))
    damage = card.counter(DAMAGE)
    if damage or card.hit_points is not None:
        hit_points = "" if card.hit_points is None else f"/{card.hit_points.resolve(state.starting_players)}"
        written.append(say(lang, N_("damage {damage}"), damage=f"{damage}{hit_points}"))
    if card.type in SCHEME_TYPES and card.type is not CardType.MAIN_SCHEME:
        written.append(say(lang, N_("threat {threat}"), threat=card.counter(THREAT)))
    for counter, message in ((ALL_PURPOSE, N_("all-purpose counters {count}")),
                             (ATK_UNTIL_PHASE, N_("ATK +{count} until the end of the phase")),
                             (ATK_UNTIL_ROUND, N_("ATK +{count} until the end of the round")),
                             (DRAW_AT_ROUND_END, N_("draws {count} at the end of the round"))):
        count = card.counter(counter)
        if count:
            written.append(say(lang, message, count=count))
    return written


def _facedown(lang: str, key: str, prefix: str = "") -> Chip:
    """A card back: the players see that a card is there, not which."""
    return Chip(key, "", prefix + say(lang, N_("facedown")), Look.FACEDOWN)


def _stack(state: GameState, card_id: str, lang: str) -> Stack:
    """A card and the cards attached to it, as chips; cards placed under it are card backs."""
    card = state.card(card_id)
    look = Look.IN_PLAY if state.is_in_play(card_id) else Look.OUT_OF_PLAY
    chips = [Chip(card_id, card_id, " · ".join([card_label(card), *_card_state(state, card, lang)]), look)]
    for attached in state.in_zone(Zone(ZoneKind.ATTACHED, card_id)):
        chips += [Chip(chip.key, chip.card_id, "↳ " + chip.label, chip.look) for chip in _stack(state, attached, lang)]
    chips += [_facedown(lang, f"{card_id} under {place}", "↳ ")
              for place, _ in enumerate(state.in_zone(Zone(ZoneKind.UNDER, card_id)))]
    return chips


def _stacks(state: GameState, zone: Zone, lang: str) -> list[Stack]:
    return [_stack(state, card_id, lang) for card_id in state.in_zone(zone)]


def _status_panel(state: GameState, lang: str) -> Panel:
    panel = Panel("game", say(lang, N_("Game")))
    if state.phase is Phase.VILLAIN and state.step is not None:
        phase = say(lang, N_("villain phase, step {step}"), step=state.step.value)
    elif state.phase is Phase.PLAYER and state.active_player:
        phase = say(lang, N_("turn of {player}"), player=state.active_player)
    else:
        phase = say(lang, N_("set-up"))
    panel.line("round", say(lang, N_("Round {round}: {phase}"), round=state.round, phase=phase))
    if state.pending is not None:
        panel.line("pending", say(lang, N_("{player} must choose: {options}"), player=state.pending.player,
                                  options=", ".join(state.cards[option].name if option in state.cards
                                                    else option_word(option, lang) for option in state.pending.options)))
    over = outcome(state)
    if state.infinite_loop:
        panel.line("loop", say(lang, N_("Infinite loop of the encounter deck")), THREAT_RED)
    if over.is_over:
        result = {
            Result.PLAYERS_LOSE: N_("The players lose"),
            Result.VILLAIN_WINS: N_("The villain wins"),
            Result.PLAYERS_WIN: N_("The players win"),
        }[over.result]
        panel.line("outcome", say(lang, result), THREAT_RED)
    return panel


def _scheme_panel(state: GameState, lang: str) -> Panel:
    deck = state.in_zone(Zone(ZoneKind.MAIN_SCHEME_DECK))
    panel = Panel("main-scheme", say(lang, N_("Main scheme")))
    if not deck:
        panel.line("none", say(lang, N_("No main scheme in play")), MUTED)
    else:
        scheme = state.card(deck[0])
        panel.chips([_stack(state, scheme.id, lang)])
        stats = scheme.scheme
        threat = scheme.counter(THREAT)
        target = None if stats is None or stats.target is None else stats.target.resolve(state.starting_players)
        shown_target = "—" if target is None else str(target)
        panel.line("threat", say(lang, N_("Threat {threat} of {target}"), threat=threat, target=shown_target),
                   THREAT_RED)
        if target:
            panel.bar(threat, target)
        field_value = 0 if stats is None else stats.acceleration.resolve(state.starting_players)
        icons = sum(state.card(card).acceleration_icons for card in state.in_play_cards())
        panel.line("acceleration", say(lang, N_("Acceleration: field {field}, tokens {tokens}, icons {icons}"),
                                       field=field_value, tokens=state.acceleration_tokens, icons=icons))
        if len(deck) > 1:
            panel.line("stages", say(lang, N_("Stages left in the deck: {count}"), count=len(deck) - 1), MUTED)
    if state.completed:
        schemes = ", ".join(state.cards[scheme].name if scheme in state.cards else scheme for scheme in state.completed)
        panel.line("completed", say(lang, N_("Completed: {schemes}"), schemes=schemes), MUTED)
    return panel


def _villain_panel(state: GameState, lang: str) -> Panel | None:
    deck = state.in_zone(Zone(ZoneKind.VILLAIN_DECK))
    area = state.in_zone(Zone(ZoneKind.VILLAIN_AREA))
    if not deck and not area:
        return None
    panel = Panel("villain", say(lang, N_("Villain")))
    if deck:
        panel.chips([_stack(state, deck[0], lang)])
        if len(deck) > 1:
            panel.line("stages", say(lang, N_("Stages left in the deck: {count}"), count=len(deck) - 1), MUTED)
    if area:
        panel.line("area", say(lang, N_("Side schemes and environments")), MUTED)
        panel.chips(_stacks(state, Zone(ZoneKind.VILLAIN_AREA), lang))
    return panel


def _encounter_panel(state: GameState, lang: str) -> Panel:
    panel = Panel("encounter", say(lang, N_("Encounter cards")))
    deck = len(state.in_zone(Zone(ZoneKind.ENCOUNTER_DECK)))
    discard = len(state.in_zone(Zone(ZoneKind.ENCOUNTER_DISCARD)))
    panel.line("deck", say(lang, N_("Encounter deck: {count}"), count=deck))
    panel.line("discard", say(lang, N_("Discard pile: {count}"), count=discard))
    for kind, message in ((ZoneKind.SET_ASIDE, N_("Set aside: {count}")),
                          (ZoneKind.REMOVED, N_("Removed from the game: {count}")),
                          (ZoneKind.VICTORY_DISPLAY, N_("Victory display: {count}"))):
        count = len(state.in_zone(Zone(kind)))
        if count:
            panel.line(kind.value, say(lang, message, count=count), MUTED)
    return panel


def _player_panel(state: GameState, player_id: str, lang: str) -> Panel:
    player = state.player(player_id)
    marks = []
    if state.first_player == player_id:
        marks.append(say(lang, N_("first player")))
    if player.eliminated:
        marks.append(say(lang, N_("eliminated")))
    heading = say(lang, N_("Player {player}"), player=player_id)
    panel = Panel(f"player {player_id}", " · ".join([heading, *marks]))
    in_play = _stacks(state, Zone(ZoneKind.PLAY, player_id), lang)
    panel.line("play", say(lang, N_("Play area")) if in_play else say(lang, N_("Play area: empty")), MUTED)
    panel.chips(in_play)
    engaged = _stacks(state, Zone(ZoneKind.ENGAGED, player_id), lang)
    if engaged:
        panel.line("engaged", say(lang, N_("Engaged minions")), MUTED)
        panel.chips(engaged)
    hand, deck, discard = (
        len(state.in_zone(Zone(kind, player_id))) for kind in (ZoneKind.HAND, ZoneKind.DECK, ZoneKind.DISCARD)
    )
    panel.line("cards", say(lang, N_("Hand {hand} · deck {deck} · discard {discard}"),
                            hand=hand, deck=deck, discard=discard))
    dealt = state.in_zone(Zone(ZoneKind.DEALT, player_id))
    if dealt:
        panel.line("dealt", say(lang, N_("Encounter cards dealt facedown: {count}"), count=len(dealt)))
        panel.chips([[_facedown(lang, f"{player_id} dealt {place}")] for place, _ in enumerate(dealt)])
    return panel


def panels(state: GameState, lang: str, since: GameState | None = None) -> list[Panel]:
    """The panels of the drawing, top to bottom; with ``since``, what changed from it is marked."""
    found = [_status_panel(state, lang), _scheme_panel(state, lang), _villain_panel(state, lang),
             _encounter_panel(state, lang)]
    found += [_player_panel(state, player.id, lang) for player in state.players]
    drawn = [panel for panel in found if panel is not None]
    if since is not None:
        drawn = mark_changes(drawn, panels(since, lang))
    return drawn


def mark_changes(now: list[Panel], before: list[Panel]) -> list[Panel]:
    """``now`` with each heading, line and card that differs from ``before`` marked, what is no
    longer there listed in its panel, and a panel no longer drawn kept where it was, emptied."""
    earlier = {panel.key: panel for panel in before}
    for panel in now:
        old = earlier.get(panel.key)
        if old is None:
            panel.heading_mark = Mark(None)
            continue
        if panel.heading != old.heading:
            panel.heading_mark = Mark(old.heading)
        old_lines, old_chips = old.lines(), old.chip_labels()
        for item in panel.items:
            if isinstance(item, Line) and old_lines.get(item.key) != item.text:
                item.mark = Mark(old_lines.get(item.key))
            elif isinstance(item, Chips):
                for chip in (chip for stack in item.stacks for chip in stack):
                    if old_chips.get(chip.key) != chip.label:
                        item.marks[chip.key] = Mark(old_chips.get(chip.key))
        lines, chips = panel.lines(), panel.chip_labels()
        panel.gone = [label.removeprefix("↳ ") for key, label in old_chips.items() if key not in chips]
        panel.gone += [text for key, text in old_lines.items() if key not in lines and key not in SUBHEADINGS]
    kept = {panel.key for panel in now}
    marked = list(now)
    for place, old in enumerate(before):
        if old.key not in kept:
            marked.insert(min(place, len(marked)),
                          Panel(old.key, old.heading, gone=[*old.chip_labels().values(), *old.lines().values()]))
    return marked


def _chip_width(lines: list[str]) -> float:
    return max(len(line) for line in lines) * CHIP_FONT * CHAR_WIDTH + 2 * PAD


def _chip_height(lines: list[str]) -> float:
    return CHIP_HEIGHT + (len(lines) - 1) * CHIP_LINE


def _fitted(label: str, longest: int) -> str:
    return label if len(label) <= longest else label[: longest - 1] + "…"


def _wrapped(text: str, longest: int = LONGEST_LABEL) -> list[str]:
    """``text`` in lines of at most ``longest`` characters, broken after a " · " or else at a
    space; a word too long for a line is cut."""
    lines: list[str] = []
    for separator in (" · ", " "):
        parts = text.split(separator)
        lines = [parts[0]]
        for part in parts[1:]:
            joined = lines[-1] + separator + part
            if len(joined) <= longest:
                lines[-1] = joined
            else:
                lines[-1] += separator.rstrip()
                lines.append(part)
        if all(len(line) <= longest for line in lines):
            return lines
    return [_fitted(line, longest) for line in lines]


@dataclass(frozen=True)
class Words:
    """The words of the change marks, in the page's language, and the passages of the drawing
    that are English on a page of another language (a name no official card prints in it)."""

    lang: str
    english: tuple[str, ...] = ()

    @cached_property
    def _english_marks(self) -> tuple[tuple[str, re.Pattern[str], str], ...]:
        """Each English passage, longest first, escaped, with the pattern that finds it and its markup:
        made once for every text of a drawing."""
        return tuple(
            (escape(passage), re.compile(rf"(?<![\w>]){re.escape(escape(passage))}(?![\w<])"),
             f'<tspan lang="en">{escape(passage)}</tspan>')
            for passage in sorted(set(self.english), key=len, reverse=True)
        )

    def markup(self, text: str) -> str:
        """``text`` escaped for SVG, each English passage in it marked as English."""
        written = escape(text)
        if self.lang == "en":
            return written
        for escaped, pattern, marked in self._english_marks:
            if escaped in written:  # Most texts hold none of the passages.
                written = pattern.sub(marked, written)
        return written

    def before(self, text: str) -> str:
        return say(self.lang, N_("before: {before}"), before=text)

    def gone(self, text: str) -> str:
        return say(self.lang, N_("no longer here: {before}"), before=text)

    def told(self, text: str, mark: Mark | None) -> str:
        """``text`` as the description says it, with its mark."""
        if mark is None:
            return text
        if mark.before is None:
            return say(self.lang, N_("{now} (new)"), now=text)
        return say(self.lang, N_("{now} (changed; before: {before})"), now=text, before=mark.before)


class Pen:
    """Writes the shapes of one panel from the top down, remembering how far it has got."""

    def __init__(self, top: float, words: Words):
        self.y = top
        self.words = words
        self.shapes: list[str] = []

    def highlight(self, top: float, bottom: float, told: str) -> None:
        """Mark the band from ``top`` to ``bottom`` as changed; ``told`` is its tooltip."""
        inner = WIDTH - 2 * PAD
        self.shapes.append(
            f'<g class="mc-table__change"><title>{escape(told)}</title>'
            f'<rect x="{PAD + 1}" y="{top:.1f}" width="{inner - 2}" height="{bottom - top:.1f}" fill="{CHANGE_FILL}"/>'
            f'<rect x="{PAD + 1}" y="{top:.1f}" width="4" height="{bottom - top:.1f}" fill="{CHANGE_EDGE}"/></g>'
        )

    def text(self, text: str, colour: str = INK, bold: bool = False, size: int = FONT) -> None:
        weight = ' font-weight="700"' if bold else ""
        font = "" if size == FONT else f' font-size="{size}"'
        self.shapes.append(f'<text x="{2 * PAD}" y="{self.y}"{weight}{font} fill="{colour}">{self.words.markup(text)}</text>')

    def marked_text(self, text: str, mark: Mark | None, colour: str = INK, bold: bool = False) -> None:
        """A line of text, highlighted with what it read before under it when it is marked."""
        notes = [] if mark is None or mark.before is None else _wrapped(self.words.before(mark.before), LONGEST_NOTE)
        if mark is not None:
            self.highlight(self.y - FONT - 1, self.y + 5 + len(notes) * NOTE_LINE, self.words.told(text, mark))
        self.text(text, colour, bold)
        for note in notes:
            self.y += NOTE_LINE
            self.text(note, MUTED, size=CHIP_FONT)

    def note(self, text: str, told: str) -> None:
        """A highlighted note in small type: what a card read before, or what is no longer there."""
        lines = _wrapped(text, LONGEST_NOTE)
        self.highlight(self.y + 4, self.y + 4 + len(lines) * NOTE_LINE, told)
        for line in lines:
            self.y += NOTE_LINE
            self.text(line, MUTED, size=CHIP_FONT)


def _draw_panel(panel: Panel, top: float, out: list[str], words: Words) -> float:
    """Append the SVG of ``panel`` drawn from ``top``; return its height."""
    inner = WIDTH - 2 * PAD
    pen = Pen(top + PAD + FONT, words)
    pen.marked_text(panel.heading, panel.heading_mark, bold=True)
    pen.y += 6
    for item in panel.items:
        if isinstance(item, Line):
            pen.y += LINE
            pen.marked_text(item.text, item.mark, item.colour)
        elif isinstance(item, Bar):
            pen.y += 6
            share = min(item.filled / item.total, 1.0)
            pen.shapes.append(f'<rect x="{2 * PAD}" y="{pen.y}" width="{inner - 2 * PAD}" height="6" rx="3" '
                              f'fill="{BAR_TRACK}"/>')
            if share:
                pen.shapes.append(f'<rect x="{2 * PAD}" y="{pen.y}" width="{(inner - 2 * PAD) * share:.1f}" height="6" '
                                  f'rx="3" fill="{THREAT_RED}"/>')
            pen.y += 6
        else:
            _draw_chips(item, pen)
    for gone in panel.gone:
        pen.note(words.gone(gone), words.gone(gone))
    height = pen.y - top + PAD
    out.append(f'<rect x="{PAD}" y="{top}" width="{inner}" height="{height}" rx="6" fill="#ffffff" '
               f'stroke="{FRAME}"/>')
    out.extend(pen.shapes)
    return height


def _draw_chips(item: Chips, pen: Pen) -> None:
    """The rows of chips, then a note of what each changed card read before."""
    x, y = 2 * PAD, pen.y + 6
    row_height = 0.0
    alone = False
    for stack in item.stacks:
        if x > 2 * PAD and (alone or len(stack) > 1):
            x, y, row_height = 2 * PAD, y + row_height + 4, 0.0
        alone = len(stack) > 1
        for chip in stack:
            lines = _wrapped(chip.label)
            width = _chip_width(lines)
            if x > 2 * PAD and x + width > WIDTH - 2 * PAD:
                x, y, row_height = 2 * PAD, y + row_height + 4, 0.0
            pen.shapes.append(_chip(chip, lines, item.marks.get(chip.key), pen.words, x, y, width))
            row_height = max(row_height, _chip_height(lines))
            x += width + 4
    pen.y = y + row_height - 1
    for chip in (chip for stack in item.stacks for chip in stack):
        mark = item.marks.get(chip.key)
        if mark is not None and mark.before is not None:
            pen.note(pen.words.before(mark.before.removeprefix("↳ ")),
                     pen.words.told(chip.label.removeprefix("↳ "), mark))


def _chip(chip: Chip, lines: list[str], mark: Mark | None, words: Words, x: float, y: float, width: float) -> str:
    facedown = chip.look is Look.FACEDOWN
    fill, ink = (BACK_FILL, "#ffffff") if facedown else (CHANGE_FILL if mark else CHIP_FILL, INK)
    edge = f'stroke="{CHANGE_EDGE}" stroke-width="2.5"' if mark else f'stroke="{CHIP_EDGE}"'
    dash = ' stroke-dasharray="3 2"' if chip.look is Look.OUT_OF_PLAY else ""
    classes = "mc-table__card mc-table__change" if mark else "mc-table__card"
    named = f' data-card="{escape(chip.card_id)}"' if chip.card_id else ""
    told = words.told(chip.label.removeprefix("↳ "), mark)
    written = "".join(
        f'<text x="{x + PAD}" y="{y + CHIP_HEIGHT - 6 + row * CHIP_LINE}" font-size="{CHIP_FONT}" fill="{ink}">'
        f'{words.markup(line)}</text>'
        for row, line in enumerate(lines)
    )
    return (f'<g class="{classes}"{named} data-state="{chip.look.value}">'
            f'<title>{escape(told)}</title>'
            f'<rect x="{x}" y="{y}" width="{width:.1f}" height="{_chip_height(lines)}" rx="4" fill="{fill}" '
            f'{edge}{dash}/>{written}</g>')


def _described(panel: Panel, words: Words) -> str:
    """The panel in words: its heading, then each line and card with its mark, then what is gone."""
    told = []
    for item in panel.items:
        if isinstance(item, Line):
            told.append(words.told(item.text, item.mark))
        elif isinstance(item, Chips):
            told += [words.told(chip.label, item.marks.get(chip.key)) for stack in item.stacks for chip in stack]
    told += [words.gone(gone) for gone in panel.gone]
    heading = words.told(panel.heading, panel.heading_mark)
    return ": ".join([heading, "; ".join(told)]) if told else heading


def _is_marked(panel: Panel) -> bool:
    return bool(panel.heading_mark or panel.gone or any(
        item.marks if isinstance(item, Chips) else isinstance(item, Line) and item.mark for item in panel.items
    ))


def draw_table(
    state: GameState, lang: str, title: str, element_id: str, since: GameState | None = None,
    english: tuple[str, ...] = (),
) -> str:
    """``state`` as an inline ``<svg>`` in ``lang``, titled ``title`` (its accessible name);
    ``element_id`` makes the ids of its title and description unique on the page. With
    ``since``, the table as it was before, what changed from it is marked, and a legend at the
    top says so. The ``english`` passages are marked as English where they are written."""
    return _drawing(panels(state, lang, since), since is not None, lang, title, element_id, english)


def draw_before_after(
    before: GameState, after: GameState, lang: str, titles: tuple[str, str], element_ids: tuple[str, str],
    english: tuple[str, ...] = (),
) -> tuple[str, str]:
    """The drawings of ``before`` and of ``after`` with what changed since ``before`` marked, as
    :func:`draw_table` makes them, the panels of ``before`` found once for both."""
    unmarked = panels(before, lang)
    changed = mark_changes(panels(after, lang), unmarked)
    return (_drawing(unmarked, False, lang, titles[0], element_ids[0], english),
            _drawing(changed, True, lang, titles[1], element_ids[1], english))


def _drawing(
    drawn: list[Panel], marked: bool, lang: str, title: str, element_id: str, english: tuple[str, ...]
) -> str:
    """The ``<svg>`` of the panels ``drawn``, with the legend of what changed if they were ``marked``."""
    words = Words(lang, english)
    shapes: list[str] = []
    described = []
    top = float(PAD)
    if marked:
        legend = say(lang, N_("Highlighted: what changed since Before") if any(map(_is_marked, drawn))
                     else N_("Nothing drawn here changed since Before"))
        shapes.append(f'<rect x="{PAD}" y="{top}" width="14" height="14" fill="{CHANGE_FILL}" stroke="{CHANGE_EDGE}" '
                      f'stroke-width="2"/>'
                      f'<text x="{PAD + 20}" y="{top + 11}" font-size="{CHIP_FONT}" fill="{INK}">{escape(legend)}</text>')
        described.append(legend)
        top += 14 + PAD
    for panel in drawn:
        top += _draw_panel(panel, top, shapes, words) + PAD
        described.append(_described(panel, words))
    height = round(top)
    title_id, desc_id = f"{element_id}-title", f"{element_id}-desc"
    return "".join([
        f'<svg xmlns="http://www.w3.org/2000/svg" class="mc-table__drawing" lang="{escape(lang)}" role="img" '
        f'viewBox="0 0 {WIDTH} {height}" width="100%" preserveAspectRatio="xMidYMin meet" '
        f'font-size="{FONT}" aria-labelledby="{title_id}" aria-describedby="{desc_id}">',
        f'<title id="{title_id}">{escape(title)}</title>',
        f'<desc id="{desc_id}">{escape(". ".join(described))}</desc>',
        *shapes,
        "</svg>",
    ])
