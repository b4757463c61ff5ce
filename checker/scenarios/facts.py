"""Facts a scenario can expect after a step, and how to observe each one on a game state.

A fact is a frozen value; :func:`observe` returns the same kind of fact as it stands on the
state, so "expected" and "what the engine did" are compared as values and printed with the same
sentence. :class:`Forbidden` is the odd one out: it is about the step, not the state (the
runner checks it against the rule violation the engine raised).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from checker.engine import DAMAGE, THREAT, Form, GameState, Result, Side, Zone, ZoneKind, form_of, identity_of, outcome
from checker.engine.zones import MAIN_SCHEME_DECK, deck


@dataclass(frozen=True)
class InPlay:
    """Whether a card (or one side of it) is in play (in-play-and-out-of-play.2, .3)."""

    card: str
    in_play: bool
    side: Side | None = None


@dataclass(frozen=True)
class ZoneContents:
    """The cards of a zone, top card first."""

    zone: Zone
    cards: tuple[str, ...]


@dataclass(frozen=True)
class CardIn:
    """The zone a card is in."""

    card: str
    zone: Zone


@dataclass(frozen=True)
class AttachedTo:
    """A card attached to a host card: faceup, or facedown (placed under it)."""

    card: str
    host: str
    facedown: bool


@dataclass(frozen=True)
class DeckSize:
    """How many cards a player's deck holds."""

    player: str
    count: int


@dataclass(frozen=True)
class InForm:
    """The form a player is in (form.1); ``who`` is the player or their identity card."""

    who: str
    form: Form | None


@dataclass(frozen=True)
class TargetThreat:
    """A scheme's target threat value, per-player icon resolved; ``card`` None is the main
    scheme in play, and ``count`` None a scheme without one."""

    card: str | None
    count: int | None


@dataclass(frozen=True)
class AccelerationTokens:
    count: int


@dataclass(frozen=True)
class VictoryPoints:
    """The victory points in the victory display (victory-x.2.1)."""

    count: int


@dataclass(frozen=True)
class Counter:
    """Tokens of one kind on a card (threat, damage, or any other counter)."""

    card: str
    counter: str
    count: int


@dataclass(frozen=True)
class FirstPlayer:
    player: str | None


@dataclass(frozen=True)
class Eliminated:
    player: str
    eliminated: bool


@dataclass(frozen=True)
class Completed:
    """Whether a main scheme counts as completed (main-scheme.3, .3.2)."""

    card: str
    completed: bool


@dataclass(frozen=True)
class Exhausted:
    """Whether a card is exhausted (exhausted.1) or ready."""

    card: str
    exhausted: bool


@dataclass(frozen=True)
class ShowsSide:
    card: str
    side: Side


@dataclass(frozen=True)
class GameOutcome:
    """How the game stands; ``clause`` also checks which rule decided it, when given."""

    result: Result
    clause: str | None = None


@dataclass(frozen=True)
class Waiting:
    """The decision the game waits for: who must choose, and among what (nobody, nothing: none)."""

    player: str | None
    options: tuple[str, ...]


@dataclass(frozen=True)
class Forbidden:
    """The step's action is refused by the rules, citing ``clause``."""

    clause: str


Fact = (
    InPlay | ZoneContents | CardIn | AttachedTo | DeckSize | InForm | TargetThreat | AccelerationTokens | VictoryPoints
    | Counter | FirstPlayer | Eliminated | Completed | Exhausted | ShowsSide | GameOutcome | Waiting | Forbidden
)

COUNTERS = (THREAT, DAMAGE)


def observe(fact: Fact, state: GameState) -> Fact:
    """``fact`` as it stands on ``state``: equal to ``fact`` exactly when the fact holds.

    A card expected to be attached that is not is observed as the zone it is in.
    """
    match fact:
        case InPlay(card, _, None):
            return replace(fact, in_play=state.is_in_play(card))
        case InPlay(card, _, side):
            return replace(fact, in_play=state.side_in_play(card, side))
        case ZoneContents(zone, _):
            return replace(fact, cards=state.in_zone(zone))
        case CardIn(card, _):
            zone = state.location(card)
            if zone.is_card_zone:
                return AttachedTo(card, zone.holder, zone.kind is ZoneKind.UNDER)
            return replace(fact, zone=zone)
        case AttachedTo(card, _, _):
            zone = state.location(card)
            if zone.is_card_zone:
                return AttachedTo(card, zone.holder, zone.kind is ZoneKind.UNDER)
            return CardIn(card, zone)
        case DeckSize(player, _):
            state.player(player)
            return replace(fact, count=len(state.in_zone(deck(player))))
        case InForm(who, _):
            identity = identity_of(state, who) if who in {seat.id for seat in state.players} else who
            return replace(fact, form=None if identity is None else form_of(state, identity))
        case TargetThreat(card, _):
            scheme = card if card is not None else state.top(MAIN_SCHEME_DECK)
            return replace(fact, count=None if scheme is None else state.target_threat(scheme))
        case AccelerationTokens():
            return AccelerationTokens(state.acceleration_tokens)
        case VictoryPoints():
            return VictoryPoints(state.victory_points())
        case Counter(card, counter, _):
            return replace(fact, count=state.card(card).counter(counter))
        case FirstPlayer():
            return FirstPlayer(state.first_player)
        case Eliminated(player, _):
            return replace(fact, eliminated=state.player(player).eliminated)
        case Completed(card, _):
            return replace(fact, completed=card in state.completed)
        case Exhausted(card, _):
            return replace(fact, exhausted=state.card(card).exhausted)
        case ShowsSide(card, _):
            return replace(fact, side=state.card(card).side)
        case GameOutcome(_, None):
            return GameOutcome(outcome(state).result)
        case GameOutcome():
            found = outcome(state)
            return GameOutcome(found.result, found.clause)
        case Waiting():
            pending = state.pending
            return Waiting(None, ()) if pending is None else Waiting(pending.player, pending.options)
    raise TypeError(f"not a state fact: {fact!r}")
