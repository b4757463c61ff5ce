"""The checker engine: an executable model of the game state the rules talk about.

A :class:`GameState` is immutable plain data; :func:`apply` is the only way to change it and
returns the next state with the :class:`Event` log of what happened. States are written and
read in the notation of :mod:`checker.engine.notation`.

>>> state = GameState.from_notation("players: A(first); scheme: ms1[side=B] ms2; encounter-deck: t1 t2")
>>> after, events = apply(state, DiscardFromEncounterDeck(1))
>>> after.notation()
'players: A(first); scheme: ms1[side=B] ms2; encounter-deck: t2; encounter-discard: t1'
>>> [event.render("en") for event in events]
['t1 is discarded.']
>>> apply(after, Discard("ms1"))
Traceback (most recent call last):
...
checker.engine.errors.RuleViolation: Main scheme cards cannot be discarded: ms1 stays (rule main-scheme.7; state: players: A(first); scheme: ms1[side=B] ms2; encounter-deck: t2; encounter-discard: t1)
"""

from checker.engine.actions import (
    Action,
    AdvanceMainScheme,
    Attach,
    DealDamage,
    DealEncounterCards,
    Defeat,
    Discard,
    DiscardFromEncounterDeck,
    DiscardUntil,
    DrawEncounterCard,
    EliminatePlayer,
    Flip,
    MoveCard,
    PlaceAccelerationToken,
    PlaceCounters,
    PlaceThreat,
    PlayCard,
    PutIntoPlay,
    RemoveFromGame,
    RemoveThreat,
    ReorderEncounterDeck,
    ResolveAbility,
    Reveal,
    Shuffle,
    Target,
    UseAbility,
    VillainPhaseStepOne,
)
from checker.engine.cards import (
    DAMAGE,
    THREAT,
    AccelerationTokenEffect,
    Amount,
    Card,
    CardType,
    Keyword,
    NamedEffect,
    PlaceThreatEffect,
    SchemeStats,
    Side,
)
from checker.engine.engine import apply
from checker.engine.errors import NOTATION_REASONS, REASONS, EngineError, NotationError, RuleViolation
from checker.engine.events import MESSAGES, CardRef, Event, EventKey
from checker.engine.notation import KEYWORDS, Keywords, parse_zone, zone_name
from checker.engine.outcome import Outcome, Result, outcome
from checker.engine.state import GameState, Player
from checker.engine.zones import Zone, ZoneKind

__all__ = [
    "DAMAGE",
    "KEYWORDS",
    "MESSAGES",
    "NOTATION_REASONS",
    "REASONS",
    "THREAT",
    "AccelerationTokenEffect",
    "Action",
    "AdvanceMainScheme",
    "Amount",
    "Attach",
    "Card",
    "CardRef",
    "CardType",
    "DealDamage",
    "DealEncounterCards",
    "Defeat",
    "Discard",
    "DiscardFromEncounterDeck",
    "DiscardUntil",
    "DrawEncounterCard",
    "EliminatePlayer",
    "EngineError",
    "Event",
    "EventKey",
    "Flip",
    "GameState",
    "Keyword",
    "Keywords",
    "MoveCard",
    "NamedEffect",
    "NotationError",
    "Outcome",
    "PlaceAccelerationToken",
    "PlaceCounters",
    "PlaceThreat",
    "PlaceThreatEffect",
    "PlayCard",
    "Player",
    "PutIntoPlay",
    "RemoveFromGame",
    "RemoveThreat",
    "ReorderEncounterDeck",
    "ResolveAbility",
    "Result",
    "Reveal",
    "RuleViolation",
    "SchemeStats",
    "Shuffle",
    "Side",
    "Target",
    "UseAbility",
    "VillainPhaseStepOne",
    "Zone",
    "ZoneKind",
    "apply",
    "outcome",
    "parse_zone",
    "zone_name",
]
