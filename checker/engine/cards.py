"""Cards: what is printed on them, which side is up and the counters they carry.

A :class:`CardDefinition` is a card as printed: its type, its sides (:class:`Face`: traits,
stats, keywords with their values, icons and abilities), cost, resources and boost icons. An
:class:`Ability` is a timing trigger and small declarative effects, which the rule handlers
interpret; no card's text is a flag of its own. A :class:`Card` is one physical card of one
game: a definition, an id short and unique in that game (``"rhino"``, ``"ms1"``), the name the
event log shows, the side that is up and its counters. Everything here is frozen: the engine
replaces a card with an updated copy when a side flips or a counter changes.

>>> printed = CardDefinition(CardType.MAIN_SCHEME, (Face(), Face(stats=Stats(target_threat=Amount(7, True)))))
>>> ms1 = Card("ms1", "The Break-In!", printed)
>>> ms1.double_sided, ms1.side, ms1.counter(THREAT), ms1.scheme.target
(True, <Side.A: 'A'>, 0, None)
>>> ms1.flipped(Side.B).scheme.target
Amount(value=7, per_player=True, infinite=False, dash=False)
>>> ms1.with_counter(THREAT, 3).counter(THREAT)
3
>>> Amount(4, per_player=True).resolve(starting_players=3)
12
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass, field, fields, is_dataclass, replace
from functools import cached_property
from enum import StrEnum
from types import MappingProxyType
from typing import ClassVar

from checker.engine.execution import record


class CardType(StrEnum):
    """The card types the rules name; the value is the notation's English keyword."""

    IDENTITY = "identity"
    """A player's hero/alter-ego card: double-sided, in play in the player's area."""
    ALLY = "ally"
    SUPPORT = "support"
    UPGRADE = "upgrade"
    EVENT = "event"
    RESOURCE = "resource"
    VILLAIN = "villain"
    MAIN_SCHEME = "main-scheme"
    SIDE_SCHEME = "side-scheme"
    MINION = "minion"
    TREACHERY = "treachery"
    ATTACHMENT = "attachment"
    ENVIRONMENT = "environment"
    OBLIGATION = "obligation"
    PLAYER_SIDE_SCHEME = "player-side-scheme"
    """A player card: a side scheme the heroes undertake, played into the villain's area."""
    LEADER = "leader"
    """An encounter card that follows the rules of a villain for all purposes (leader.1)."""


PLAYER_CARD_TYPES = frozenset(
    {CardType.IDENTITY, CardType.ALLY, CardType.SUPPORT, CardType.UPGRADE, CardType.EVENT, CardType.RESOURCE,
     CardType.PLAYER_SIDE_SCHEME}
)
"""Types of the cards that belong to a player; every other type is an encounter card."""

PLAYER_IN_PLAY_TYPES = frozenset(
    {CardType.IDENTITY, CardType.ALLY, CardType.SUPPORT, CardType.UPGRADE, CardType.PLAYER_SIDE_SCHEME}
)
"""Player card types that are in play once they have entered a play area (in-play-and-out-of-play.2.1);
a player side scheme enters the villain's (player-side-scheme.2)."""

ENCOUNTER_IN_PLAY_TYPES = frozenset(
    {CardType.ATTACHMENT, CardType.ENVIRONMENT, CardType.MINION, CardType.OBLIGATION, CardType.SIDE_SCHEME}
)
"""Encounter card types that are in play once they have entered a play area (in-play-and-out-of-play.2.3)."""

PLAYABLE_TYPES = frozenset(
    {CardType.EVENT, CardType.ALLY, CardType.SUPPORT, CardType.UPGRADE, CardType.PLAYER_SIDE_SCHEME}
)
"""Player card types a player plays from hand."""

RESOLVES_OUT_OF_PLAY_TYPES = frozenset({CardType.EVENT, CardType.TREACHERY})
"""Types whose abilities resolve from out of play (in-play-and-out-of-play.2.6, .3.4)."""

TYPE_KIND_CLAUSES = MappingProxyType({
    CardType.ALLY: "ally.1", CardType.EVENT: "event.1", CardType.IDENTITY: "identity.1", CardType.SUPPORT: "support.1",
    CardType.UPGRADE: "upgrade.1", CardType.ENVIRONMENT: "environment.1", CardType.MINION: "minion.1",
    CardType.TREACHERY: "treachery.1", CardType.VILLAIN: "villain.1",
})
"""The clauses that say of one card type that it is a player card type or an encounter card type;
:attr:`Card.is_player_card` records them when it decides for a card of that type."""

DOUBLE_SIDED_TYPES = frozenset({CardType.IDENTITY, CardType.MAIN_SCHEME})
"""Types whose cards have game text on both sides unless a card says otherwise."""


ENEMY_TYPES = frozenset({CardType.VILLAIN, CardType.MINION})
"""Enemies: the villain and the minions."""

SCHEME_TYPES = frozenset({CardType.MAIN_SCHEME, CardType.SIDE_SCHEME, CardType.PLAYER_SIDE_SCHEME})
"""Schemes: whatever refers to "schemes" or "side schemes" refers to player side schemes too
(player-side-scheme.6)."""


class Form(StrEnum):
    """The form a player is in, shown by the faceup side of their identity card (form.1);
    the value is the notation's English word."""

    HERO = "hero"
    ALTER_EGO = "alter-ego"


class Side(StrEnum):
    """A side of a card. Single-sided cards always show side A."""

    A = "A"
    B = "B"

    @property
    def other(self) -> Side:
        return Side.B if self is Side.A else Side.A


class Keyword(StrEnum):
    """The keywords the Rules Reference lists (Keywords); the value is the notation's English word.

    Some take a value: a number (Retaliate X, Hinder X, Incite X, Victory X, Uses (X "type")), a
    card title (Linked), a trait (Teamwork), resources (Requirement) or two characters (Team-Up).
    """

    ALLIANCE = "alliance"
    ASSAULT = "assault"
    FORM = "form"
    GUARD = "guard"
    HINDER = "hinder"
    INCITE = "incite"
    LINKED = "linked"
    OVERKILL = "overkill"
    PATROL = "patrol"
    PERIL = "peril"
    PERMANENT = "permanent"
    """Cannot leave a player's area normally; removed from the game when its player is eliminated."""
    PIERCING = "piercing"
    QUICKSTRIKE = "quickstrike"
    RANGED = "ranged"
    REQUIREMENT = "requirement"
    RESTRICTED = "restricted"
    RETALIATE = "retaliate"
    SETUP = "setup"
    STALWART = "stalwart"
    STEADY = "steady"
    SURGE = "surge"
    TEAM_UP = "team-up"
    TEAMWORK = "teamwork"
    TEMPORARY = "temporary"
    TOUGHNESS = "toughness"
    USES = "uses"
    VICTORY = "victory"
    """Placed in the victory display instead of a discard pile when defeated."""
    VILLAINOUS = "villainous"
    VULNERABLE = "vulnerable"
    """Discarded, not defeated, when it becomes stunned or confused (vulnerable.1)."""


THREAT = "threat"
"""The counter name for threat tokens on a scheme."""
DAMAGE = "damage"
"""The counter name for damage tokens on a character."""
TOUGH = "tough"
"""The counter name for tough status cards on a character."""
STUNNED = "stunned"
"""The counter name for stunned status cards on a character (stun.3)."""
CONFUSED = "confused"
"""The counter name for confused status cards on a character (confuse.3)."""
ALL_PURPOSE = "all-purpose"
"""The counter name for all-purpose counters (all-purpose-counter.4): their type is the one the
card they are on defines, such as the uses of a card with uses (uses-x-type.1)."""
ATK_UNTIL_PHASE = "atk-phase"
"""The counter name for the ATK a character gets until the end of the phase (lasting-effects.1)."""
ATK_UNTIL_ROUND = "atk-round"
"""The counter name for the ATK a character gets until the end of the round (lasting-effects.1)."""
ABILITY_CHOSEN = "ability-chosen"
"""The counter name, on an event being played, for the number of the triggered ability its player
chose to trigger among those it prints (event.2.1)."""
ATTACK_INCREASE = "attack-increase"
"""The counter name, on the card whose attack ability is under way, for what interrupts to that
attack have added to each instance of its damage (attack-player-ability-type.2.2.2)."""
THWART_INCREASE = "thwart-increase"
"""The counter name, on the card whose thwart ability is under way, for what interrupts to that
thwart have added to each instance of threat it removes (thwart.1.2.2)."""
POWER_INCREASE = "power-increase"
"""The counter name, on the character whose basic power is under way, for what interrupts to
that use have added to the power (assault.4)."""
ACCELERATION_TOKENS_ON = "accel-token"
"""The counter name for acceleration tokens placed on a card other than the main scheme
(acceleration-token.2.2.1); those next to the main scheme deck are a count of the game."""
LOSES_PREFIX = "loses-"
"""The counter name, before a keyword's word, for that keyword a card has lost until the end of
the phase (loses.1): ``loses-guard``."""
GAINS_PREFIX = "gains-"
"""The counter name, before a keyword's word, for that keyword a card has gained until the end
of the phase: ``gains-guard``."""
# The keyword each counter gained or lost stands for, made once: a card looks up its own few
# counters each time they change, not every keyword.
GAINS_COUNTERS = {GAINS_PREFIX + keyword.value: keyword for keyword in Keyword}
LOSES_COUNTERS = {LOSES_PREFIX + keyword.value: keyword for keyword in Keyword}
SPENT_PREFIX = "spent-"
"""The counter name, before a resource's word, on an event being played: how many resources of
that type its player spent to pay for it (``spent-physical``)."""
DRAW_AT_ROUND_END = "draw-round-end"
ATK_PER_MINION_UNTIL_PHASE = "atk-per-minion-phase"
"""The counter on a character of the ATK it gets for each minion in play until the end of the
phase (lasting-effects.4)."""
NEXT_COSTS_LESS = "next-costs-less"
"""The counter on a player's identity of the resources the next card they play costs less
(initiating-abilities.2.1)."""
ALLIES_ATK_UNTIL_PHASE = "allies-atk-phase"
"""The counter on a player's identity of the ATK each ally they control gets until the end of
the phase (lasting-effects.5)."""
"""The counter name, on a player's identity, for the cards a delayed effect has them draw at the
end of the round (delayed-effect.1)."""


@dataclass(frozen=True)
class Amount:
    """A printed number, possibly followed by the per-player icon.

    A per-player amount is multiplied by the number of players who STARTED the game,
    eliminated ones included (player-elimination.3.3).
    """

    value: int
    per_player: bool = False
    infinite: bool = False
    """Infinite hit points (hit-points.4): no amount of damage reaches them."""
    dash: bool = False
    """A dash (–) printed as the value: it cannot be used (dash-value.1), and counts as 0."""

    def resolve(self, starting_players: int) -> float:
        """The value in play: a per-player value multiplied by ``starting_players`` (per-player-icon.1)."""
        if self.infinite:
            return math.inf
        if self.per_player:
            record("per-player-icon.1", "icons.14")
            return self.value * starting_players
        return self.value


@dataclass(frozen=True)
class KeywordValue:
    """One keyword printed on a card, with its value when it takes one: ``Retaliate 1`` is
    ``KeywordValue(Keyword.RETALIATE, Amount(1))``, ``Teamwork (Brute)`` has the text ``Brute``."""

    keyword: Keyword
    amount: Amount | None = None
    text: str = ""


class Resource(StrEnum):
    """The resource icons a player card prints."""

    ENERGY = "energy"
    MENTAL = "mental"
    PHYSICAL = "physical"
    WILD = "wild"


class Trigger(StrEnum):
    """The timing trigger that starts an ability (Rules Reference, Ability); a constant ability
    has none and is active while its card is in play."""

    CONSTANT = "constant"
    SETUP = "setup"
    WHEN_REVEALED = "when-revealed"
    WHEN_DEFEATED = "when-defeated"
    WHEN_COMPLETED = "when-completed"
    FORCED_INTERRUPT = "forced-interrupt"
    FORCED_RESPONSE = "forced-response"
    INTERRUPT = "interrupt"
    RESPONSE = "response"
    ACTION = "action"
    FORCED_ACTION = "forced-action"
    HERO_ACTION = "hero-action"
    ALTER_EGO_ACTION = "alter-ego-action"
    RESOURCE = "resource"
    BOOST = "boost"
    SPECIAL = "special"
    """Resolved only when another card's ability instructs it (special.1)."""


class Label(StrEnum):
    """What a labeled ability is considered to be, in parentheses after its timing trigger
    (labeled-ability.1): "Hero Action (attack)"."""

    ATTACK = "attack"
    THWART = "thwart"
    DEFENSE = "defense"


ACTION_TRIGGERS = frozenset({Trigger.ACTION, Trigger.FORCED_ACTION, Trigger.HERO_ACTION, Trigger.ALTER_EGO_ACTION})
"""The timing triggers of action abilities, which a player triggers during their turn (action.1)."""

OPTIONAL_TRIGGERS = frozenset({Trigger.INTERRUPT, Trigger.RESPONSE})
"""Interrupts and responses not prefaced by "Forced": their controller decides whether to use
them (ability.8.1)."""

WINDOW_TRIGGERS = (Trigger.FORCED_INTERRUPT, Trigger.INTERRUPT, Trigger.FORCED_RESPONSE, Trigger.RESPONSE)
"""The timing triggers of the abilities a triggering condition offers in its interrupt window
and its response window, in Simultaneous Timing Priority (ability.9.2, .9.4)."""


class Occurrence(StrEnum):
    """An occurrence of the game that a triggered ability's triggering condition may name
    (triggering-condition.1); the value is the key of the event that logs it."""

    ENTERS_PLAY = "enters-play"
    """"After X enters play"."""
    PLAYED = "played"
    """"After you play X"."""
    SCHEME_COMPLETED = "scheme-completed"
    """"When/after X is completed"."""
    WOULD_BE_DEALT_DAMAGE = "would-be-dealt-damage"
    """"When X would be dealt damage" (damage.2.3.3.1)."""
    WOULD_TAKE_DAMAGE = "would-take-damage"
    """"When X would take damage" (damage.2.3.3.3)."""
    DAMAGE_TAKEN = "damage-dealt"
    """"When X takes damage" (damage.2.3.3.4), "after X takes damage" (damage.2.3.3.9)."""
    WOULD_BE_DEFEATED = "would-be-defeated"
    """"When X would be defeated" (damage.2.3.3.6)."""
    DEFEATED = "defeated"
    """"When X is defeated" (damage.2.3.3.7), "after X is defeated" (damage.2.3.3.9)."""
    REVEALED = "revealed"
    """"When X is revealed": an interrupt to it resolves before X's "When Revealed" effects."""
    THWARTS = "thwarts"
    """"When X thwarts": as a thwart ability X performs begins, before its effects (thwart.1.2.2)."""
    USES_BASIC_POWER = "uses-basic-power"
    """"When X uses a basic power": as X uses its basic thwart power, after it exhausts and before
    it removes threat (assault.4)."""
    WOULD_GET_THREAT = "would-get-threat"
    """"When threat would be placed on X": before it is placed, when it can be prevented (prevent.3)."""
    DISCARDED = "discarded"
    """"After X is discarded": from a deck, once every card the same effect discards is
    (discard.5.2)."""
    ATTACKS = "attacks"
    """"After X attacks": once the attack of X has resolved, logged by the event of the
    character it attacked (attack-player-ability-type.2.6.1.1, attack-enemy-activation.2.4.6.1)."""
    ATTACKS_AND_DAMAGES = "attacks-and-damages"
    """"After X attacks and damages a character": as "after X attacks", when the attack's own
    damage was taken by the character it attacked (attack-enemy-activation.3.3, prevent.2.3)."""
    DEFENDS = "defends"
    """"After X defends": once the enemy attack X defended has resolved, logged by the event of
    X attacked (defend.7.1, attack-enemy-activation.2.4.6.3)."""


@dataclass(frozen=True)
class TriggeringCondition:
    """What an interrupt or response waits for (triggering-condition.1): an occurrence, about
    the card bearing the ability or, with ``of``, about any card of that type."""

    occurrence: Occurrence
    of: CardType | None = None


@dataclass(frozen=True)
class PlaceThreatEffect:
    """"Place N threat on this card"."""

    amount: Amount


@dataclass(frozen=True)
class AccelerationTokenEffect:
    """"Place N acceleration tokens next to the main scheme deck"."""

    count: int


@dataclass(frozen=True)
class UsedFromOutOfPlay:
    """The ability says it is used from an out-of-play area (in-play-and-out-of-play.2.6.1)."""


@dataclass(frozen=True)
class RefersToOutOfPlay:
    """The ability refers to an out-of-play area, so it may target cards there
    (in-play-and-out-of-play.2.5)."""


@dataclass(frozen=True)
class ExhaustEffect:
    """"Exhaust this card": the cost of most resource abilities (cost.2)."""


@dataclass(frozen=True)
class GenerateEffect:
    """"Generate a [resource] resource" (resource-ability.1), for any cost or, with ``only_for``,
    "for a [type] card" only (resource-ability.2.1)."""

    resource: Resource
    only_for: CardType | None = None


@dataclass(frozen=True)
class DamageEffect:
    """"Deal N damage to an enemy": its player chooses the enemy; with ``only``, "to a minion",
    an enemy of that type. With ``sustained``, the damage is equal to the sustained damage of the
    character performing the ability (sustained-damage.1); with ``per_resource``, to the resources
    of that type on the top card of its player's deck, which is discarded."""

    amount: int
    only: CardType | None = None
    sustained: bool = False
    per_resource: Resource | None = None
    """"Discard the top card of your deck: deal 1 damage for each [resource] resource it has":
    the damage counts the resources of that type the discarded card prints (wild-resource.4)."""


@dataclass(frozen=True)
class BasicPowerEffect:
    """"[Character] makes a basic attack (thwart) without exhausting": the character that performs
    the ability uses its basic ``power`` (``attack`` or ``thwart``) on a target its player
    chooses, whether or not it is ready (attack-player-ability-type.2.1.2, thwart.1.1.2)."""

    power: str


@dataclass(frozen=True)
class RemoveThreatEffect:
    """"Remove N threat from a scheme": its player chooses the scheme."""

    amount: int


@dataclass(frozen=True)
class DrawEffect:
    """"Draw N cards": its player draws them."""

    count: int


@dataclass(frozen=True)
class PayCost:
    """"Spend N resources", a cost before the arrow (cost.1, cost.4): its player pays it as a card's
    resource cost is paid."""

    amount: int


@dataclass(frozen=True)
class TakeDamageCost:
    """"Take N damage", a cost before the arrow: its player's identity must take all of it
    (cost.13)."""

    amount: int


@dataclass(frozen=True)
class DealDamageCost:
    """"Deal N damage to your identity", a cost before the arrow: dealing it pays it, prevented or
    not (cost.12)."""

    amount: int


@dataclass(frozen=True)
class SpendUseCost:
    """"Remove N [type] counters from this card", a cost before the arrow: the card spends that
    many of its uses (uses-x.1, uses-x-type.2)."""

    amount: int


@dataclass(frozen=True)
class ExhaustCardCost:
    """"Exhaust a friendly [type]" or "choose a [type] and exhaust it", a cost before the arrow:
    its player chooses a ready card of that type in play while paying, one another player
    controls too (cost.8.1, cost.8.2); ``friendly`` limits it to the players' cards."""

    card_type: CardType
    friendly: bool


@dataclass(frozen=True)
class DiscardCardsCost:
    """"Discard N cards from your hand" (or "up to N"), a cost before the arrow: its player
    chooses them among their own hand only (cost.9); for "up to", as many as they like, one at
    least (cost.10)."""

    count: int
    up_to: bool


@dataclass(frozen=True)
class DiscardEffect:
    """"Discard a [type] you control", or with ``lowest`` "discard the lowest-cost [type] you
    control": its player discards a card of that type they control in play, choosing among
    several; a permanent card is no valid target (permanent.3.3)."""

    type: CardType
    lowest: bool = False


@dataclass(frozen=True)
class MultiplyStatEffect:
    """"Attached character's [stat] is doubled" (or, ``halve``, "halved"), a constant ability of
    an attachment or upgrade: applied once every modifier that adds or subtracts has been
    (modifiers.2.2), a fractional result rounded up (modifiers.2.5); ``stat`` is the field of
    :class:`Stats` (``attack``, ``scheme``, ``thwart``)."""

    stat: str
    halve: bool = False


@dataclass(frozen=True)
class SetStatEffect:
    """"Attached character's [stat] is [value]", a constant ability of an attachment or upgrade:
    it overrides every other modifier of that stat, and of several, the most recently attached
    one takes precedence (modifiers.2.3); ``stat`` is the field of :class:`Stats`."""

    stat: str
    value: int


@dataclass(frozen=True)
class PlayFromDiscardEffect:
    """"You may play [type] cards from your discard pile", a constant ability: a permission
    (play-restrictions-and-permissions.3)."""

    type: CardType


@dataclass(frozen=True)
class DiscardFromHandEffect:
    """"Discard a card from your hand": the player resolving the ability discards a card of
    their own hand, which they choose (you.2.1); with none, the effect does not resolve."""


@dataclass(frozen=True)
class RemoveCounterEffect:
    """"Remove 1 all-purpose counter from a [type] you control": its player removes one from a
    card of that type they control that has one, whatever the type of the counter
    (all-purpose-counter.4.2)."""

    type: CardType


@dataclass(frozen=True)
class StatusEffect:
    """"Stun an enemy", "confuse an enemy": give an enemy its player chooses a status card of
    that type (stun.3, confuse.3); ``status`` is its counter name."""

    status: str


@dataclass(frozen=True)
class LosesKeywordEffect:
    """"An enemy loses [keyword] until the end of the phase": an enemy its player chooses
    functions as if it did not have that keyword while the effect lasts (loses.1)."""

    keyword: Keyword


@dataclass(frozen=True)
class GainsKeywordEffect:
    """"An enemy gains [keyword] until the end of the phase": an enemy its player chooses has
    that keyword while the effect lasts, unless it has lost it (loses.3)."""

    keyword: Keyword


@dataclass(frozen=True)
class EachPlayerDiscardsEffect:
    """"Each player, in player order, discards [count] cards from the encounter deck": each
    player resolves their part in turn (each-player.1), the order printed (each-player.2).
    Without ``in_order``, the card prints no order: the first player decides it (each-player.2)."""

    count: int
    in_order: bool = True


@dataclass(frozen=True)
class AttachedReadyCostEffect:
    """"As an additional cost to ready attached character, deal [amount] damage to it": a
    constant ability of an attachment or upgrade; the player may decline to pay it, and the
    character then does not ready (ready.2.1, ready.3)."""

    amount: int


@dataclass(frozen=True)
class ReadyEffect:
    """"Ready a character": its player chooses a character in play, which readies; one that
    cannot ready is no valid target (target.4.5)."""


@dataclass(frozen=True)
class AttachedCannotReadyEffect:
    """"Attached character cannot ready", a constant ability of an attachment or an upgrade: the
    character it is attached to does not ready, by a card's effect or a game step."""


@dataclass(frozen=True)
class TakeControlEffect:
    """"Take control of a [type] another player controls": its player chooses a card of that
    type in play in another player's play area, which moves to theirs as it is
    (ownership-and-control.4.5)."""

    type: CardType


@dataclass(frozen=True)
class ExhaustYouEffect:
    """"Exhaust you": the player resolving the ability exhausts their identity (you.1.4)."""


@dataclass(frozen=True)
class IndirectDamageYouEffect:
    """"Deal N indirect damage to you": the player resolving the ability assigns it among the
    characters they control (you.1.3, indirect-damage.2)."""

    amount: int


@dataclass(frozen=True)
class StatusOnYouEffect:
    """"You are stunned", "you are confused": the player resolving the ability gives their
    identity a status card of that type (you.1.5); ``status`` is its counter name."""

    status: str


@dataclass(frozen=True)
class CannotTakeDamageEffect:
    """"This character cannot take damage", a constant ability: damage dealt to it is not taken,
    and it is no valid target for an ability whose only effect on it is dealing damage
    (target.4.7)."""


@dataclass(frozen=True)
class ConditionMetEffect:
    """"The players win" or "the players lose": an alternate win or loss condition of the
    scenario is met (winning-the-game.2)."""

    players_win: bool


@dataclass(frozen=True)
class AttackAllyEffect:
    """"[Enemy] attacks an ally you control": the card, if it is an enemy, or else the villain
    attacks an ally of the player resolving the card, who chooses which among several
    (attacks-against-allies.1)."""


@dataclass(frozen=True)
class DeclareDefenderEffect:
    """"Declare [this character] the defender" of an enemy attack, without exhausting it: the
    character performing the ability defends, ready or exhausted (defend.3.1, .3.2, .5.2, .5.3)."""


@dataclass(frozen=True)
class LastingAttackEffect:
    """"Your hero gets +N ATK until the end of the phase" (or, ``until_round``, of the round): a
    lasting effect on its player's identity (lasting-effects.1, gets.1)."""

    amount: int
    until_round: bool = False


@dataclass(frozen=True)
class ConstantAttackEffect:
    """"Your hero gets +N ATK", the text of a constant ability: it applies while its card is in
    play (ability.7)."""

    amount: int


@dataclass(frozen=True)
class LastingAttackPerMinionEffect:
    """"Until the end of the phase, your hero gets +N ATK for each minion in play": a lasting
    effect whose ATK follows the minions in play while it lasts (lasting-effects.4)."""

    amount: int


@dataclass(frozen=True)
class LastingAlliesAttackEffect:
    """"Your allies get +N ATK until the end of the phase": a lasting effect on every ally its
    player controls, those that enter play later included (lasting-effects.5)."""

    amount: int


@dataclass(frozen=True)
class DrawPerMinionEffect:
    """"Draw N cards for each minion in play (to a maximum of M)": its player draws that many,
    never more than ``maximum`` (max.7)."""

    per_minion: int
    maximum: int


@dataclass(frozen=True)
class DrawPerExcessEffect:
    """"Draw N cards for each excess damage" of the attack that triggered its response: the
    excess it counts is the one overkill calculates (overkill.2.3, excess-damage.1)."""

    per_excess: int


@dataclass(frozen=True)
class NextCardCostsLessEffect:
    """"The next card you play costs N less": a modifier to the cost of a card its player has
    yet to play, a future target that needs none to initiate (target.6.1)."""

    amount: int


@dataclass(frozen=True)
class DelayedDrawEffect:
    """"At the end of the round, draw N cards": a delayed effect for its player
    (delayed-effect.1)."""

    count: int


@dataclass(frozen=True)
class SearchEffect:
    """"Search your deck for a [type] card and add it to your hand": its player looks through
    their deck and adds a card of that type to their hand, choosing among several (search.2.1);
    the deck is shuffled once the ability has resolved (search.2.3)."""

    type: CardType


@dataclass(frozen=True)
class ResolveSpecialEffect:
    """"Resolve the Special ability of a card you control": the Special abilities of that card,
    which its player chooses among those they control, resolve (special.1)."""


@dataclass(frozen=True)
class NemesisCardEffect:
    """"Put your nemesis minion (or side scheme) into play": the card of that type of the nemesis
    set of its player's identity, among the set-aside cards, enters play (nemesis-encounter-set.4,
    .5)."""

    type: CardType


@dataclass(frozen=True)
class ShuffleDiscardEffect:
    """"Shuffle your discard pile into your deck": its player's discard pile goes into their deck,
    which is then shuffled; an empty discard pile shuffles nothing (discard-pile.5)."""


@dataclass(frozen=True)
class LookEffect:
    """"Look at the top N cards of your deck": its player looks at them, and they return to the
    deck in the same order (look.2.1)."""

    count: int


@dataclass(frozen=True)
class LookDiscardEffect:
    """"Look at the top N cards of your deck and discard one of them": its player discards the
    one they choose, which is discarded from the top of the deck (discard.6); the others return
    in the same order (look.2.1)."""

    count: int


@dataclass(frozen=True)
class TargetsEffect:
    """"[Effect] on N [targets]": ``effect``, which needs a target, resolves on each of several
    different targets its player chooses, as many as there are up to ``count``
    (choose-game-element.4, .4.1); a ``count`` of 0 is "any number" of them, and with none chosen
    the effect does not resolve (choose-game-element.5)."""

    effect: Effect
    count: int


@dataclass(frozen=True)
class SameTargetEffect:
    """"[Effect] and [effect] on one [target]": each of ``effects`` resolves on the one target its
    player chooses, which is valid if at least one of them can affect it (target.4, .4.4); those
    that cannot affect it do not resolve."""

    effects: tuple[Effect, ...]


@dataclass(frozen=True)
class EachEffect:
    """"[Effect] on each [game element]": ``effect``, which needs a target, resolves on every
    valid target of its kind in play, in play order (target.5); the ability can be initiated as
    long as one of them is valid, and does not resolve against those that are not (target.5.1)."""

    effect: Effect


@dataclass(frozen=True)
class ChooseOptionEffect:
    """"Choose to either ... or ...": its player chooses one of ``options`` and resolves it
    (choose-option.1), never one that could not resolve at least in part (choose-option.3);
    with a ``count`` of two, "choose two", they choose another one after it, never the same one
    again (choose-option.4)."""

    options: tuple[Effect, ...]
    count: int = 1


@dataclass(frozen=True)
class CancelEffect:
    """"Cancel its effects": the effects that the triggering condition of its interrupt would
    resolve are replaced with no effect (cancel.2, cancel.6)."""


@dataclass(frozen=True)
class PreventThreatEffect:
    """"Prevent N of that threat": of the threat about to be placed on the scheme its interrupt
    is about, N is not placed (prevent.3)."""

    amount: int


@dataclass(frozen=True)
class ThenEffect:
    """"Then": the effects after it resolve only if every effect before it fully resolved (then.1)."""


@dataclass(frozen=True)
class OtherwiseEffect:
    """"Otherwise": the effects after it resolve only if the effects before it did not resolve at
    all (otherwise.1)."""


@dataclass(frozen=True)
class IfHeroEffect:
    """"If you are in hero form": the effect after it resolves only if the player resolving the
    ability is in hero form; else it does not resolve (otherwise.2.1)."""

    form: ClassVar[Form] = Form.HERO


@dataclass(frozen=True)
class IfSpentEffect:
    """"If your identity spent a [resource] resource to pay for this card": the effect after it
    resolves only if it did; a resource its player spent counts as spent by their identity
    (resource-card.2.2)."""

    resource: Resource


@dataclass(frozen=True)
class IfAlterEgoEffect:
    """"If you are in alter-ego form": the effect after it resolves only if the player resolving
    the ability is in alter-ego form; else it does not resolve (otherwise.2.1)."""

    form: ClassVar[Form] = Form.ALTER_EGO


@dataclass(frozen=True)
class MayEffect:
    """"You may": the effect after it resolves only if the player resolving the ability chooses
    to (may.1)."""


@dataclass(frozen=True)
class IgnoreEffect:
    """"Ignoring [keyword or icon]": while the ability resolves, that keyword or icon is treated
    as not there (ignore.1); ``word`` is its notation word (``guard``, ``patrol``, ``crisis``)."""

    word: str


@dataclass(frozen=True)
class ReduceCostEffect:
    """"[Type] cards you play cost N less": a constant ability of a card in play, on the cost of
    each card of that type its controller plays (cost.3.1)."""

    amount: int
    card_type: CardType


@dataclass(frozen=True)
class EventDamageEffect:
    """"Events you play deal +N damage": a constant ability of a card in play, on each instance
    of damage an event its controller plays deals (event.2.5)."""

    amount: int


@dataclass(frozen=True)
class AttackIncreaseEffect:
    """"+N damage to that attack": an interrupt to an attack ability as it begins increases each
    instance of its damage (attack-player-ability-type.2.2.2)."""

    amount: int


@dataclass(frozen=True)
class AttacksInOrderEffect:
    """"Make the following X attacks in order": each amount is the damage of a separate attack
    on an enemy its player chooses, one after the other (attack-player-ability-type.2.3)."""

    amounts: tuple[int, ...]


@dataclass(frozen=True)
class ThwartIncreaseEffect:
    """"+N to that thwart": an interrupt to a thwart ability as it begins increases each instance
    of threat it removes (thwart.1.2.2)."""

    amount: int


@dataclass(frozen=True)
class PowerIncreaseEffect:
    """"+N to that power for this use": an interrupt to a character using a basic power
    increases the power it uses, the ATK of a thwart against a scheme with assault (assault.4)."""

    amount: int


@dataclass(frozen=True)
class PlayIgnoringCostEffect:
    """"Play a [type] card from your hand, ignoring its resource cost": its player chooses the
    card (requirement-resources.3)."""

    card_type: CardType


@dataclass(frozen=True)
class OnlyForEffect:
    """"Use this resource only to pay for a [type] card": the text of a resource card that is
    active while it is used to generate resources (resource-card.2.1)."""

    card_type: CardType


@dataclass(frozen=True)
class DoubleResourcesEffect:
    """"The resource cards you discard to pay for a card generate double": a constant ability of
    a card in play on the resources its controller's cards of the hand generate
    (wild-resource.2.1)."""


@dataclass(frozen=True)
class VillainHealsEffect:
    """"The villain heals N damage": the villain in play heals, whatever character resolves the
    ability (villainous.2.2)."""

    amount: int


@dataclass(frozen=True)
class ActivateEffect:
    """"The villain activates against you": the villain activates against the player resolving
    the ability, attacking or scheming by their form (treachery.3.1)."""


@dataclass(frozen=True)
class AdditionalCostEffect:
    """"As an additional cost to play a [type] card, pay N resources": a constant ability of a
    card in play, on the cost of each card of that type any player plays (cost.11)."""

    amount: int
    card_type: CardType


@dataclass(frozen=True)
class PrintedWords:
    """The words of a free-text effect of the card data, in English and in the languages its
    card data translates them into: the event log gives them in the reader's language."""

    english: str
    translations: tuple[tuple[str, str], ...]
    """``(language, words)`` pairs."""

    def in_language(self, lang: str) -> str:
        return dict(self.translations).get(lang, self.english)

    def __str__(self) -> str:
        return self.english


EffectWords = str | PrintedWords
"""What the event log records of a free-text effect."""


@dataclass(frozen=True)
class NamedEffect:
    """Any other effect: only its name is recorded in the event log."""

    name: str
    translations: tuple[tuple[str, str], ...] = field(default=(), compare=False)
    """The name in other languages, ``(language, words)`` pairs, where the card data gives it:
    how the effect reads, not what it is, so two effects of one name are equal whatever their
    translations."""

    @property
    def words(self) -> str | PrintedWords:
        """What the event log records: the name, with its translations when it has some."""
        return PrintedWords(self.name, self.translations) if self.translations else self.name


def replace_named_effects(value, change):
    """``value`` (a card definition, a game state, or any part of one) with every
    :class:`NamedEffect` in it replaced by ``change(effect)``; the parts that hold none are
    returned as they are."""
    if isinstance(value, NamedEffect):
        return change(value)
    if isinstance(value, tuple):
        parts = tuple(replace_named_effects(part, change) for part in value)
        return value if all(new is old for new, old in zip(parts, value)) else type(value)(parts)
    if isinstance(value, Mapping):
        items = {key: replace_named_effects(part, change) for key, part in value.items()}
        if all(items[key] is part for key, part in value.items()):
            return value
        return MappingProxyType(items) if isinstance(value, MappingProxyType) else type(value)(items)
    if is_dataclass(value) and not isinstance(value, type):
        changes = {item.name: replace_named_effects(getattr(value, item.name), change)
                   for item in fields(value) if item.init}
        changed = {name: new for name, new in changes.items() if new is not getattr(value, name)}
        return replace(value, **changed) if changed else value
    return value


@dataclass(frozen=True)
class ForEachEffect:
    """"For each [card type] you control, [effect]" (for-each.1): ``effect`` repeated once for each
    card of type ``of`` its player controls. Without ``choose``, it is one instance on a single
    target, its amount multiplied (for-each.2, .3.1); with ``choose`` ("choose an enemy and ..."),
    each repetition chooses its target and is an instance of its own (for-each.3, .3.2)."""

    of: CardType
    effect: Effect
    choose: bool = False


Effect = (
    PlaceThreatEffect
    | AccelerationTokenEffect
    | UsedFromOutOfPlay
    | RefersToOutOfPlay
    | ExhaustEffect
    | GenerateEffect
    | DamageEffect
    | BasicPowerEffect
    | RemoveThreatEffect
    | DrawEffect
    | PayCost
    | TakeDamageCost
    | DealDamageCost
    | SpendUseCost
    | DiscardEffect
    | DiscardFromHandEffect
    | PlayFromDiscardEffect
    | MultiplyStatEffect
    | SetStatEffect
    | RemoveCounterEffect
    | StatusEffect
    | ReadyEffect
    | AttachedCannotReadyEffect
    | TakeControlEffect
    | ExhaustCardCost
    | DiscardCardsCost
    | ExhaustYouEffect
    | IndirectDamageYouEffect
    | StatusOnYouEffect
    | CannotTakeDamageEffect
    | ConditionMetEffect
    | AttackAllyEffect
    | DeclareDefenderEffect
    | LastingAttackEffect
    | ConstantAttackEffect
    | LastingAlliesAttackEffect
    | LastingAttackPerMinionEffect
    | NextCardCostsLessEffect
    | DrawPerMinionEffect
    | DrawPerExcessEffect
    | DelayedDrawEffect
    | SearchEffect
    | ShuffleDiscardEffect
    | NemesisCardEffect
    | ResolveSpecialEffect
    | LookEffect
    | LookDiscardEffect
    | TargetsEffect
    | ForEachEffect
    | EachEffect
    | SameTargetEffect
    | ChooseOptionEffect
    | CancelEffect
    | PreventThreatEffect
    | ThenEffect
    | OtherwiseEffect
    | IfHeroEffect
    | IfAlterEgoEffect
    | IfSpentEffect
    | MayEffect
    | IgnoreEffect
    | ReduceCostEffect
    | EventDamageEffect
    | AttackIncreaseEffect
    | AttacksInOrderEffect
    | ThwartIncreaseEffect
    | PowerIncreaseEffect
    | PlayIgnoringCostEffect
    | OnlyForEffect
    | DoubleResourcesEffect
    | ActivateEffect
    | VillainHealsEffect
    | AdditionalCostEffect
    | NamedEffect
    | LosesKeywordEffect
    | GainsKeywordEffect
    | EachPlayerDiscardsEffect
    | AttachedReadyCostEffect
)
"""A small declarative effect of an ability; the rule handlers interpret each kind."""


class Period(StrEnum):
    """What a limit or a maximum is counted over: a period of time, or a player."""

    ROUND = "round"
    PHASE = "phase"
    TURN = "turn"
    PLAYER = "player"
    """"Max 1 per player": copies a player controls in play at once (max.4)."""
    INSTANCE = "instance"
    """"Max 1 per [instance]": copies triggered by one instance of a triggering condition (max.6)."""


@dataclass(frozen=True)
class Limit:
    """"Limit X per [period]" on a card's ability (limit.1), or "Max X per [period]" on a card
    (max.2, .4, .5): ``count`` times per ``per``, a period, a player, or a card type to which at
    most ``count`` copies attach (max.5)."""

    count: int
    per: Period | CardType


@dataclass(frozen=True)
class Ability:
    """An ability: its timing trigger, its effects in order, and where it comes from."""

    trigger: Trigger
    effects: tuple[Effect, ...] = ()
    source: str | None = None
    """The clause or card that grants it; None when it is printed on the card itself."""
    condition: TriggeringCondition | None = None
    """The triggering condition of an interrupt or response; None when the ability has none,
    or its condition is an occurrence the engine does not tell apart yet (it never triggers)."""
    labels: tuple[Label, ...] = ()
    """What the ability is considered to be: an attack, a thwart, a defense (labeled-ability.1)."""
    costs: tuple[Effect, ...] = ()
    """What the ability prints before its cost arrow (cost.2): paid together, before its effects."""

    def has(self, kind: type) -> bool:
        return any(isinstance(effect, kind) for effect in self.effects)


@dataclass(frozen=True)
class Stats:
    """The numbers one side of a card prints; None where it prints none.

    The scheme numbers (acceleration field, target and starting threat) and hit points may carry
    the per-player icon.
    """

    attack: int | None = None
    thwart: int | None = None
    defense: int | None = None
    recover: int | None = None
    scheme: int | None = None
    hit_points: Amount | None = None
    hand_size: int | None = None
    attack_consequential: int | None = None
    """Consequential damage icons beneath ATK (an ally's): damage it takes after attacking."""
    thwart_consequential: int | None = None
    """Consequential damage icons beneath THW: damage it takes after thwarting."""
    starting_threat: Amount | None = None
    target_threat: Amount | None = None
    acceleration: Amount | None = None
    """The acceleration field of a main scheme: threat placed during step one of the villain phase."""
    dashes: frozenset[str] = frozenset()
    """The fields printed as a dash (–): their value cannot be used (dash-value.1) and counts as
    an unmodifiable 0 (dash-value.4), so it is 0 here."""


@dataclass(frozen=True)
class Icons:
    """The icons one side of a card prints, each counted."""

    acceleration: int = 0
    """Acceleration icons, active while the card is in play (main-scheme.2)."""
    crisis: int = 0
    hazard: int = 0
    amplify: int = 0


@dataclass(frozen=True)
class Face:
    """What one side of a card prints: traits, numbers, keywords, icons and abilities."""

    traits: tuple[str, ...] = ()
    stats: Stats = Stats()
    keywords: tuple[KeywordValue, ...] = ()
    icons: Icons = Icons()
    abilities: tuple[Ability, ...] = ()
    type: CardType | None = None
    """The card type this side prints when it differs from the card's (flip.3.2); None: the
    card's."""


@dataclass(frozen=True)
class CardDefinition:
    """A card as printed: the same for every copy and every game.

    ``faces`` holds side A, then side B for a double-sided card. ``code`` is the card's code in
    the card data (MarvelCDB's for official cards), when it has one.
    """

    type: CardType
    faces: tuple[Face, ...] = ()
    code: str | None = None
    double_sided: bool | None = None
    """Game text on both sides; None means the default for the card type."""
    cost: Amount | None = None
    resources: tuple[Resource, ...] = ()
    boost: int = 0
    """Boost icons."""
    boost_star: bool = False
    """The star among the boost icons: the card has a Boost ability."""
    atk_star: bool = False
    """The star beside an enemy's ATK or in an attachment's ATK field: it points at a forced
    ability of the card's text that resolves as the enemy attacks (star-icon.2, .3)."""
    atk_indirect: bool = False
    """An enemy whose attack deals indirect damage: the attacked player assigns the damage of its
    attack among the characters they control, once defenders are declared (indirect-damage.6)."""
    attach_to: CardType | None = None
    """The "Attach to X" rule of an attachment: the type of card it attaches to."""
    form_only: Form | None = None
    """The "[form] form only" text: only a player in that form may play it or put it into play
    (play.2.1, form.4.5)."""
    give_to: str | None = None
    """The "Give to the [identity] player" instruction of an obligation: the name of the identity
    whose player it goes to (obligation.6)."""
    subtitle: str | None = None
    """The subtitle printed under the card's title, as an ally's alter-ego name (team-up.3.1)."""
    alter_ego: str | None = None
    """The title an identity's alter-ego side prints (unique-icon.2.2); its hero title is the
    card's name."""
    unique: bool = False
    """The unique icon before its title (unique.1)."""
    campaign: bool = False
    """A campaign-specific or scenario-specific player card: a player who takes control of it
    becomes its owner (ownership-and-control.4.2)."""
    nemesis: str | None = None
    """The nemesis set the card belongs to, by the alter-ego name of the identity it comes with:
    the set each player sets aside at the start of the game (nemesis.2)."""
    nemesis_minion: bool = False
    """The parenthetical text "([identity]'s nemesis minion.)" a minion of a nemesis set prints:
    among several minions of the set, it marks the nemesis minion (nemesis-encounter-set.4.1)."""
    standard: bool = False
    """"Standard" printed in its encounter set name area (standard-set.3): a villain stage or
    encounter card that standard mode uses (modes-of-play.2.1)."""
    expert: bool = False
    """"Expert" printed in its encounter set name area (expert-set.3): a villain stage or an
    encounter card of the Expert set that expert mode uses (modes-of-play.3.1)."""
    limit: Limit | None = None
    """"Limit X per [period]": how often each copy's ability may be used (limit.1)."""
    maximum: Limit | None = None
    """"Max X per [period]": how often the copies of the card, by title, may be played, or how
    many may be in play for a player or attached to a card (max.1)."""

    def __post_init__(self) -> None:
        if self.double_sided is None:
            object.__setattr__(self, "double_sided", self.type in DOUBLE_SIDED_TYPES)
        if not self.faces:
            object.__setattr__(self, "faces", (Face(), Face()) if self.double_sided else (Face(),))

    def face(self, side: Side) -> Face:
        """What ``side`` prints; a single-sided card shows side A whatever is asked."""
        return self.faces[1] if side is Side.B and len(self.faces) > 1 else self.faces[0]


@dataclass(frozen=True)
class SchemeStats:
    """The scheme numbers a card shows: acceleration field, target and starting threat."""

    acceleration: Amount = Amount(0)
    target: Amount | None = None
    """Target threat value; None for a scheme that cannot be completed by threat."""
    starting: Amount = Amount(0)
    """Starting threat value, placed when side B is revealed."""


@dataclass(frozen=True)
class Card:
    """One card of the game: its printed definition, the side that is up and its counters.

    What the card prints is read through cached properties: a card never changes (a flip or a
    counter makes a new one), and the rules ask these questions of every card after every step.
    """

    id: str
    """Short and unique in a game; the notation and every action refer to cards by id."""
    name: str
    """What the event log shows, as given."""
    definition: CardDefinition
    owner: str | None = None
    """The owning player's id; None for encounter cards."""
    side: Side = Side.A
    """The side that is face up."""
    counters: tuple[tuple[str, int], ...] = field(default=())
    """Tokens and counters on the card, by name, sorted; zero counts are left out."""
    exhausted: bool = False
    """The card is turned sideways (exhausted.1); ready otherwise."""

    @property
    def type(self) -> CardType:
        """The type the rules treat the card as: its printed type (that of its faceup side, if
        that side prints its own), except that a leader is a villain for all purposes (leader.1)."""
        printed = self._printed_type
        if printed is CardType.LEADER:
            record("leader.1")
            return CardType.VILLAIN
        return printed

    @cached_property
    def _printed_type(self) -> CardType:
        return self.face.type or self.definition.type

    @cached_property
    def double_sided(self) -> bool:
        return bool(self.definition.double_sided)

    @cached_property
    def face(self) -> Face:
        """What the faceup side prints (the rules ask often; a flip makes a new card)."""
        return self.definition.face(self.side)

    @property
    def is_player_card(self) -> bool:
        """Whether the card is a player card, which decides whose discard pile it goes to and
        whose actions it offers (card-types.2, player-card.1); a card of any of the other eight
        types is an encounter card (card-types.3, encounter-card.1). The entry of each type says
        so of it as well (:data:`TYPE_KIND_CLAUSES`)."""
        if self.type in TYPE_KIND_CLAUSES:
            record(TYPE_KIND_CLAUSES[self.type])
        if self.type in PLAYER_CARD_TYPES:
            record("card-types.2", "player-card.1")
            return True
        record("card-types.3", "encounter-card.1")
        return False

    @cached_property
    def keywords(self) -> frozenset[Keyword]:
        """The keywords of the faceup side and those the card has gained, but for those it has
        lost: it functions as if it did not have them (loses.1), and one it has lost is not
        regained while it stays lost, although an effect gives it (loses.3)."""
        printed = frozenset(item.keyword for item in self.face.keywords)
        gained = frozenset(GAINS_COUNTERS[name] for name, count in self.counters if count and name in GAINS_COUNTERS)
        lost = frozenset(LOSES_COUNTERS[name] for name, count in self.counters if count and name in LOSES_COUNTERS)
        if lost & printed:
            record("loses.1")
        if lost & gained:
            record("loses.3")
        return (printed | gained) - lost

    def keyword_amount(self, keyword: Keyword, starting_players: int) -> int:
        """The value of ``keyword`` on the faceup side; the values of several instances add up (keywords.2)."""
        values = [
            item.amount.resolve(starting_players)
            for item in self.face.keywords
            if item.keyword is keyword and item.amount is not None
        ]
        if len(values) > 1:
            record("keywords.2")
        return sum(values)

    @cached_property
    def is_permanent(self) -> bool:
        return Keyword.PERMANENT in self.keywords

    @cached_property
    def uses_type(self) -> str | None:
        """The type of uses its Uses (X "type") keyword establishes, the word after the value
        (uses-x-type.1): ``charge`` for ``uses="3 charge"``; None without the keyword."""
        for item in self.face.keywords:
            if item.keyword is Keyword.USES:
                return item.text or ALL_PURPOSE
        return None

    @cached_property
    def hit_points(self) -> Amount | None:
        """Printed hit points of the faceup side."""
        return self.face.stats.hit_points

    @cached_property
    def acceleration_icons(self) -> int:
        return self.face.icons.acceleration

    @cached_property
    def attach_to(self) -> CardType | None:
        return self.definition.attach_to

    @cached_property
    def scheme(self) -> SchemeStats | None:
        """The scheme numbers of the faceup side, for schemes and for any card that prints them."""
        stats = self.face.stats
        numbers = (stats.acceleration, stats.target_threat, stats.starting_threat)
        if self.type not in SCHEME_TYPES and numbers == (None, None, None):
            return None
        return SchemeStats(stats.acceleration or Amount(0), stats.target_threat, stats.starting_threat or Amount(0))

    def abilities(self, side: Side | None = None) -> tuple[Ability, ...]:
        """The abilities printed on ``side`` (default: the faceup side)."""
        return (self.face if side is None else self.definition.face(side)).abilities

    def all_abilities(self) -> tuple[Ability, ...]:
        """The abilities printed on every side."""
        return tuple(ability for face in self.definition.faces for ability in face.abilities)

    def counter(self, name: str) -> int:
        found = 0
        for counted, count in self.counters:
            if counted == name:
                found = count
        return found

    def with_counter(self, name: str, count: int) -> Card:
        counts = dict(self.counters)
        counts[name] = count
        return replace(self, counters=tuple(sorted((k, v) for k, v in counts.items() if v)))

    def without_counters(self) -> Card:
        return replace(self, counters=())

    def flipped(self, side: Side) -> Card:
        return replace(self, side=side)

    def exhaust(self) -> Card:
        return replace(self, exhausted=True)

    def ready(self) -> Card:
        return replace(self, exhausted=False)
