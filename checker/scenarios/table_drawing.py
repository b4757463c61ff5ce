"""A drawing of the table: a game state as inline SVG, with no outside assets.

The drawing is a column of panels, narrow enough to read on a phone once it scales to the
page's width: the game's status (round, phase, a decision awaited, the outcome), the main scheme
(the stage in play, its threat against its target, acceleration), the villain, the villain area
(side schemes with their threat), the encounter deck and discard pile, then one panel per
player (identity and its side, cards in play with what is attached to them, engaged minions,
and how many cards are in hand, deck, discard pile and dealt facedown).

Every card in play is drawn as a named chip (``data-card`` holds its id); cards that are not in
play are counted, not named. Labels are in the page's language; all text is escaped.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from html import escape

from checker.engine import THREAT, Card, CardType, GameState, Phase, Result, Zone, ZoneKind
from checker.engine.cards import DAMAGE, SCHEME_TYPES
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
CHAR_WIDTH = 0.56
"""A generous average glyph width, in ems, to size chips without measuring text."""
LONGEST_LABEL = int((WIDTH - 6 * PAD) / (CHIP_FONT * CHAR_WIDTH))
"""Longer chip labels are cut with an ellipsis to fit the panel (the chip's tooltip keeps the whole)."""

INK = "#1f1f1f"
"""Text on white: 16:1."""
MUTED = "#595959"
"""Secondary text on white: 7:1."""
THREAT_RED = "#b71c1c"
"""The site's dark red: threat and the outcome, 6.6:1 on white."""
FRAME = "#8a8a8a"
CHIP_FILL = "#f1f3f9"
CHIP_EDGE = "#3949ab"
"""The site's accent."""
BAR_TRACK = "#e6e6e6"


Chip = tuple[str, str, bool]
"""A card drawn by name: its id (empty for a note such as a count), its label, whether it is in play."""
Stack = list[Chip]
"""A card and the cards attached to it."""


@dataclass
class Panel:
    """One framed block of the drawing: a heading, lines of text, rows of card chips, a bar."""

    heading: str
    items: list[tuple[str, object]] = field(default_factory=list)

    def line(self, text: str, colour: str = INK) -> None:
        self.items.append(("line", (text, colour)))

    def chips(self, stacks: list[Stack]) -> None:
        """Cards, in the order given; a stack of several cards gets a row of its own."""
        if stacks:
            self.items.append(("chips", stacks))

    def bar(self, filled: int, total: int) -> None:
        self.items.append(("bar", (filled, total)))


def say(lang: str, message: str, **params: object) -> str:
    return translate(lang, message, DOMAIN, **params)


def card_label(card: Card) -> str:
    return card.id if card.name == card.id else f"{card.name} ({card.id})"


def _stack(state: GameState, card_id: str, lang: str) -> Stack:
    """A card and the cards attached to it, as chips; cards placed facedown under it are counted."""
    card = state.card(card_id)
    label = card_label(card)
    extras = []
    if card.type is CardType.IDENTITY or card.double_sided:
        extras.append(say(lang, N_("side {side}"), side=card.side.value))
    damage = card.counter(DAMAGE)
    if damage or card.hit_points is not None:
        hit_points = "" if card.hit_points is None else f"/{card.hit_points.resolve(state.starting_players)}"
        extras.append(say(lang, N_("damage {damage}"), damage=f"{damage}{hit_points}"))
    if card.type in SCHEME_TYPES and card.type is not CardType.MAIN_SCHEME:
        extras.append(say(lang, N_("threat {threat}"), threat=card.counter(THREAT)))
    chips = [(card_id, " · ".join([label, *extras]), state.is_in_play(card_id))]
    for attached in state.in_zone(Zone(ZoneKind.ATTACHED, card_id)):
        chips += [(cid, "↳ " + text, in_play) for cid, text, in_play in _stack(state, attached, lang)]
    facedown = len(state.in_zone(Zone(ZoneKind.UNDER, card_id)))
    if facedown:
        chips.append(("", "↳ " + say(lang, N_("facedown under it: {count}"), count=facedown), False))
    return chips


def _stacks(state: GameState, zone: Zone, lang: str) -> list[Stack]:
    return [_stack(state, card_id, lang) for card_id in state.in_zone(zone)]


def _status_panel(state: GameState, lang: str) -> Panel:
    panel = Panel(say(lang, N_("Game")))
    if state.phase is Phase.VILLAIN and state.step is not None:
        phase = say(lang, N_("villain phase, step {step}"), step=state.step.value)
    elif state.phase is Phase.PLAYER and state.active_player:
        phase = say(lang, N_("turn of {player}"), player=state.active_player)
    else:
        phase = say(lang, N_("set-up"))
    panel.line(say(lang, N_("Round {round}: {phase}"), round=state.round, phase=phase))
    if state.pending is not None:
        panel.line(say(lang, N_("{player} must choose: {options}"), player=state.pending.player,
                       options=", ".join(option_word(option, lang) for option in state.pending.options)))
    outcome = state.outcome()
    if state.infinite_loop:
        panel.line(say(lang, N_("Infinite loop: the encounter deck and its discard pile ran out")), THREAT_RED)
    if outcome.is_over:
        result = {
            Result.PLAYERS_LOSE: N_("The players lose"),
            Result.VILLAIN_WINS: N_("The villain wins"),
            Result.PLAYERS_WIN: N_("The players win"),
        }[outcome.result]
        clause = f" ({outcome.clause})" if outcome.clause else ""
        panel.line(say(lang, result) + clause, THREAT_RED)
    return panel


def _scheme_panel(state: GameState, lang: str) -> Panel:
    deck = state.in_zone(Zone(ZoneKind.MAIN_SCHEME_DECK))
    panel = Panel(say(lang, N_("Main scheme")))
    if not deck:
        panel.line(say(lang, N_("No main scheme in play")), MUTED)
    else:
        scheme = state.card(deck[0])
        panel.chips([_stack(state, scheme.id, lang)])
        stats = scheme.scheme
        threat = scheme.counter(THREAT)
        target = None if stats is None or stats.target is None else stats.target.resolve(state.starting_players)
        shown_target = "—" if target is None else str(target)
        panel.line(say(lang, N_("Threat {threat} of {target}"), threat=threat, target=shown_target), THREAT_RED)
        if target:
            panel.bar(threat, target)
        field_value = 0 if stats is None else stats.acceleration.resolve(state.starting_players)
        icons = sum(state.card(card).acceleration_icons for card in state.in_play_cards())
        panel.line(say(lang, N_("Acceleration: field {field}, tokens {tokens}, icons {icons}"),
                       field=field_value, tokens=state.acceleration_tokens, icons=icons))
        if len(deck) > 1:
            panel.line(say(lang, N_("Stages left in the deck: {count}"), count=len(deck) - 1), MUTED)
    if state.completed:
        panel.line(say(lang, N_("Completed: {schemes}"), schemes=", ".join(state.completed)), MUTED)
    return panel


def _villain_panel(state: GameState, lang: str) -> Panel | None:
    deck = state.in_zone(Zone(ZoneKind.VILLAIN_DECK))
    area = state.in_zone(Zone(ZoneKind.VILLAIN_AREA))
    if not deck and not area:
        return None
    panel = Panel(say(lang, N_("Villain")))
    if deck:
        panel.chips([_stack(state, deck[0], lang)])
        if len(deck) > 1:
            panel.line(say(lang, N_("Stages left in the deck: {count}"), count=len(deck) - 1), MUTED)
    if area:
        panel.line(say(lang, N_("Side schemes and environments")), MUTED)
        panel.chips(_stacks(state, Zone(ZoneKind.VILLAIN_AREA), lang))
    return panel


def _encounter_panel(state: GameState, lang: str) -> Panel:
    panel = Panel(say(lang, N_("Encounter cards")))
    deck = len(state.in_zone(Zone(ZoneKind.ENCOUNTER_DECK)))
    discard = len(state.in_zone(Zone(ZoneKind.ENCOUNTER_DISCARD)))
    panel.line(say(lang, N_("Encounter deck: {count}"), count=deck))
    panel.line(say(lang, N_("Discard pile: {count}"), count=discard))
    for kind, message in ((ZoneKind.SET_ASIDE, N_("Set aside: {count}")),
                          (ZoneKind.REMOVED, N_("Removed from the game: {count}")),
                          (ZoneKind.VICTORY_DISPLAY, N_("Victory display: {count}"))):
        count = len(state.in_zone(Zone(kind)))
        if count:
            panel.line(say(lang, message, count=count), MUTED)
    return panel


def _player_panel(state: GameState, player_id: str, lang: str) -> Panel:
    player = state.player(player_id)
    marks = []
    if state.first_player == player_id:
        marks.append(say(lang, N_("first player")))
    if player.eliminated:
        marks.append(say(lang, N_("eliminated")))
    heading = say(lang, N_("Player {player}"), player=player_id)
    panel = Panel(" · ".join([heading, *marks]))
    in_play = _stacks(state, Zone(ZoneKind.PLAY, player_id), lang)
    panel.line(say(lang, N_("Play area")) if in_play else say(lang, N_("Play area: empty")), MUTED)
    panel.chips(in_play)
    engaged = _stacks(state, Zone(ZoneKind.ENGAGED, player_id), lang)
    if engaged:
        panel.line(say(lang, N_("Engaged minions")), MUTED)
        panel.chips(engaged)
    hand, deck, discard, dealt = (
        len(state.in_zone(Zone(kind, player_id)))
        for kind in (ZoneKind.HAND, ZoneKind.DECK, ZoneKind.DISCARD, ZoneKind.DEALT)
    )
    panel.line(say(lang, N_("Hand {hand} · deck {deck} · discard {discard}"), hand=hand, deck=deck, discard=discard))
    if dealt:
        panel.line(say(lang, N_("Encounter cards dealt facedown: {count}"), count=dealt))
    return panel


def panels(state: GameState, lang: str) -> list[Panel]:
    """The panels of the drawing, top to bottom."""
    found = [_status_panel(state, lang), _scheme_panel(state, lang), _villain_panel(state, lang),
             _encounter_panel(state, lang)]
    found += [_player_panel(state, player.id, lang) for player in state.players]
    return [panel for panel in found if panel is not None]


def _chip_width(label: str) -> float:
    return len(label) * CHIP_FONT * CHAR_WIDTH + 2 * PAD


def _draw_panel(panel: Panel, top: float, out: list[str]) -> float:
    """Append the SVG of ``panel`` drawn from ``top``; return its height."""
    inner = WIDTH - 2 * PAD
    body: list[str] = []
    y = top + PAD + FONT
    body.append(f'<text x="{2 * PAD}" y="{y}" font-weight="700" fill="{INK}">{escape(panel.heading)}</text>')
    y += 6
    for kind, value in panel.items:
        if kind == "line":
            text, colour = value
            y += LINE
            body.append(f'<text x="{2 * PAD}" y="{y}" fill="{colour}">{escape(text)}</text>')
        elif kind == "bar":
            filled, total = value
            y += 6
            share = min(filled / total, 1.0)
            body.append(f'<rect x="{2 * PAD}" y="{y}" width="{inner - 2 * PAD}" height="6" rx="3" fill="{BAR_TRACK}"/>')
            if share:
                body.append(f'<rect x="{2 * PAD}" y="{y}" width="{(inner - 2 * PAD) * share:.1f}" height="6" rx="3" '
                            f'fill="{THREAT_RED}"/>')
            y += 6
        else:
            x, y = 2 * PAD, y + 6
            alone = False
            for stack in value:
                if x > 2 * PAD and (alone or len(stack) > 1):
                    x, y = 2 * PAD, y + CHIP_HEIGHT + 4
                alone = len(stack) > 1
                for card_id, label, in_play in stack:
                    width = _chip_width(_fitted(label))
                    if x > 2 * PAD and x + width > WIDTH - 2 * PAD:
                        x, y = 2 * PAD, y + CHIP_HEIGHT + 4
                    body.append(_chip(card_id, label, in_play, x, y, width))
                    x += width + 4
            y += CHIP_HEIGHT - 1
    height = y - top + PAD
    out.append(f'<rect x="{PAD}" y="{top}" width="{inner}" height="{height}" rx="6" fill="#ffffff" '
               f'stroke="{FRAME}"/>')
    out.extend(body)
    return height


def _fitted(label: str) -> str:
    return label if len(label) <= LONGEST_LABEL else label[: LONGEST_LABEL - 1] + "…"


def _chip(card_id: str, label: str, in_play: bool, x: float, y: float, width: float) -> str:
    dash = "" if in_play else ' stroke-dasharray="3 2"'
    text = (f'<text x="{x + PAD}" y="{y + CHIP_HEIGHT - 6}" font-size="{CHIP_FONT}" fill="{INK}">'
            f'{escape(_fitted(label))}</text>')
    if not card_id:
        return text
    state = "in-play" if in_play else "out-of-play"
    return (f'<g class="mc-table__card" data-card="{escape(card_id)}" data-state="{state}">'
            f'<title>{escape(label)}</title>'
            f'<rect x="{x}" y="{y}" width="{width:.1f}" height="{CHIP_HEIGHT}" rx="4" fill="{CHIP_FILL}" '
            f'stroke="{CHIP_EDGE}"{dash}/>{text}</g>')


def draw_table(state: GameState, lang: str, title: str, element_id: str) -> str:
    """``state`` as an inline ``<svg>`` in ``lang``, titled ``title`` (its accessible name);
    ``element_id`` makes the ids of its title and description unique on the page."""
    shapes: list[str] = []
    top = float(PAD)
    described = []
    for panel in panels(state, lang):
        top += _draw_panel(panel, top, shapes) + PAD
        lines = [value[0] for kind, value in panel.items if kind == "line"]
        cards = [label for kind, value in panel.items if kind == "chips" for stack in value for _, label, _ in stack]
        described.append(": ".join([panel.heading, "; ".join([*lines, *cards])]) if lines or cards else panel.heading)
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
