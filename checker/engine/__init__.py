"""The checker engine: an executable model of the game state the rules talk about.

A :class:`GameState` is immutable plain data, round, phase and pending decision included.
:func:`apply` plays one decision from :func:`legal_actions` and returns the next state with the
:class:`Event` log of what happened; :func:`setup.perform <checker.engine.setup.perform>`
carries out an effect directly, to reach an unusual position. States are written and read in
the notation of :mod:`checker.engine.notation`.

>>> state = GameState.from_notation("players: A(first); phase: villain 3; scheme: ms1[side=B] ms2; encounter-deck: t1 t2")
>>> legal_actions(state)
[PerformStep(step=<VillainStep.DEAL_ENCOUNTER_CARDS: 3>)]
>>> after, events = apply(state, PerformStep(VillainStep.DEAL_ENCOUNTER_CARDS))
>>> after.notation()
'players: A(first); phase: villain 4; scheme: ms1[side=B] ms2; encounter-deck: t2; A.dealt: t1'
>>> [event.render("en") for event in events]
['A is dealt t1 facedown.']
>>> setup.perform(after, Discard("ms1"))
Traceback (most recent call last):
...
checker.engine.errors.RuleViolation: Main scheme cards cannot be discarded: ms1 stays (rule main-scheme.7; state: players: A(first); phase: villain 4; scheme: ms1[side=B] ms2; encounter-deck: t2; A.dealt: t1)
"""

from checker.engine.actions import (
    Action,
    AdvanceMainScheme,
    Attach,
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
    DrawEncounterCard,
    EliminatePlayer,
    Flip,
    MoveCard,
    PlaceAccelerationToken,
    PlaceCounters,
    PlaceThreat,
    PutIntoPlay,
    PutSetupCardsIntoPlay,
    ResolveSetupAbilities,
    Engage,
    RemoveFromGame,
    RemoveThreat,
    ReorderEncounterDeck,
    ResolveAbility,
    Reveal,
    Shuffle,
    Target,
    UseAbility,
)
from checker.engine.card_data import CARD_DATA
from checker.engine.cards import (
    Form,
    DAMAGE,
    THREAT,
    Ability,
    AccelerationTokenEffect,
    Amount,
    Card,
    CardDefinition,
    CardType,
    Face,
    Icons,
    Keyword,
    KeywordValue,
    NamedEffect,
    Occurrence,
    PlaceThreatEffect,
    RefersToOutOfPlay,
    Resource,
    SchemeStats,
    Side,
    Stats,
    Trigger,
    TriggeringCondition,
    UsedFromOutOfPlay,
)
from checker.engine import setup
from checker.engine.decisions import (
    Attack,
    BeginGame,
    ChangeForm,
    Choose,
    Decision,
    EndTurn,
    PerformStep,
    PlayCard,
    UseAction,
    Recover,
    Thwart,
)
from checker.engine.flow import apply, legal_actions
from checker.engine.errors import NOTATION_REASONS, REASONS, EngineError, NotationError, RuleViolation
from checker.engine.events import MESSAGES, CardRef, Event, EventKey, Resources
from checker.engine.notation import KEYWORDS, Keywords, parse_zone, zone_name
from checker.engine.outcome import Outcome, Result, outcome
from checker.engine.state import GameState
from checker.engine.forms import form_of, identity_of
from checker.engine.turns import Answer, Choice, Pending, Phase, Player, VillainStep, Window
from checker.engine.zones import Zone, ZoneKind

__all__ = [
    "CARD_DATA",
    "DAMAGE",
    "KEYWORDS",
    "MESSAGES",
    "NOTATION_REASONS",
    "REASONS",
    "THREAT",
    "Ability",
    "AccelerationTokenEffect",
    "Action",
    "AdvanceMainScheme",
    "Amount",
    "Answer",
    "Attach",
    "Attack",
    "BeginGame",
    "Card",
    "CardDefinition",
    "CardRef",
    "Resources",
    "CardType",
    "ChangeForm",
    "Choice",
    "Choose",
    "DealDamage",
    "DealIndirectDamage",
    "DealIndirectDamageToPlayers",
    "DealEncounterCards",
    "Decision",
    "Defeat",
    "Discard",
    "DiscardFromEncounterDeck",
    "DiscardFromPlayerDeck",
    "DiscardUntil",
    "DrawCards",
    "DrawEncounterCard",
    "EliminatePlayer",
    "EndTurn",
    "EngineError",
    "Event",
    "EventKey",
    "Face",
    "Flip",
    "Form",
    "GameState",
    "Icons",
    "Keyword",
    "KeywordValue",
    "Keywords",
    "MoveCard",
    "NamedEffect",
    "NotationError",
    "Occurrence",
    "Outcome",
    "Pending",
    "PerformStep",
    "Phase",
    "PlaceAccelerationToken",
    "PlaceCounters",
    "PlaceThreat",
    "PlaceThreatEffect",
    "PlayCard",
    "UseAction",
    "Player",
    "PutIntoPlay",
    "PutSetupCardsIntoPlay",
    "ResolveSetupAbilities",
    "Engage",
    "RefersToOutOfPlay",
    "RemoveFromGame",
    "Recover",
    "RemoveThreat",
    "Thwart",
    "ReorderEncounterDeck",
    "ResolveAbility",
    "Resource",
    "Result",
    "Reveal",
    "RuleViolation",
    "SchemeStats",
    "Shuffle",
    "Side",
    "Stats",
    "Target",
    "Trigger",
    "TriggeringCondition",
    "UseAbility",
    "UsedFromOutOfPlay",
    "VillainStep",
    "Window",
    "Zone",
    "ZoneKind",
    "apply",
    "form_of",
    "identity_of",
    "legal_actions",
    "outcome",
    "parse_zone",
    "setup",
    "zone_name",
]
