"""Effects: what game steps and card abilities do to the table, as small frozen dataclasses.

Cards are named by id, players by id, zones by :class:`~checker.engine.zones.Zone` (or by the
notation's zone name, e.g. ``"A.hand"`` or ``"encounter-discard"``, which :class:`MoveCard`
also accepts). During play, effects come from the game's steps and from abilities; to set up
an unusual position, :func:`checker.engine.setup.perform` carries one out directly, with every
rule it sets off. What a player decides is a decision (:mod:`checker.engine.decisions`).

>>> MoveCard("t1", "A.hand").zone
Zone(kind=<ZoneKind.HAND: 'hand'>, holder='A')
"""

from __future__ import annotations

from dataclasses import dataclass

from checker.engine.cards import CardType, Side
from checker.engine.notation import parse_zone
from checker.engine.zones import Zone


@dataclass(frozen=True)
class AdvanceMainScheme:
    """Advance the main scheme deck.

    ``by_completion=False`` is advancing "by other means": the scheme is not completed
    (main-scheme.3.2). ``by_completion=True`` requires threat at or above the target (main-scheme.3).
    """

    by_completion: bool = False


@dataclass(frozen=True)
class PlaceThreat:
    """Put ``amount`` threat on a scheme; a main scheme is then checked for completion."""

    card: str
    amount: int


@dataclass(frozen=True)
class RemoveThreat:
    """Take up to ``amount`` threat off a scheme (never below zero)."""

    card: str
    amount: int


@dataclass(frozen=True)
class MoveThreat:
    """Move up to ``amount`` threat from the scheme ``card`` to the scheme ``scheme`` (move.1):
    threat removed from the one and placed on the other (move.7, move.8)."""

    card: str
    scheme: str
    amount: int


@dataclass(frozen=True)
class MoveDamage:
    """Move up to ``amount`` damage from the character ``card`` to the character ``character``
    (move.1): healed from the one and dealt to the other (move.5, move.6)."""

    card: str
    character: str
    amount: int


@dataclass(frozen=True)
class MoveCounters:
    """Move up to ``amount`` all-purpose counters from the card ``card`` to the card ``host``
    (move.1): there they take the type ``host`` defines, if any (all-purpose-counter.4.3)."""

    card: str
    host: str
    amount: int


@dataclass(frozen=True)
class PlaceCounters:
    """Add ``amount`` counters named ``counter`` to a card (negative takes them away, never below zero)."""

    card: str
    counter: str
    amount: int


@dataclass(frozen=True)
class PlaceAccelerationToken:
    """Place ``count`` acceleration tokens next to the main scheme deck."""

    count: int = 1


@dataclass(frozen=True)
class DrawEncounterCard:
    """Deal the top encounter card facedown to ``player`` (skipped if eliminated: player-elimination.3.3)."""

    player: str


@dataclass(frozen=True)
class DrawCards:
    """``player`` draws ``count`` cards from their deck, one at a time (draw.1, empty-player-deck.2)."""

    player: str
    count: int


@dataclass(frozen=True)
class DiscardFromPlayerDeck:
    """Discard ``count`` cards from the top of ``player``'s deck (empty-player-deck.2)."""

    player: str
    count: int


@dataclass(frozen=True)
class DealEncounterCards:
    """Deal one encounter card facedown to each player in the game, in seat order from the first player."""


@dataclass(frozen=True)
class BuildDeck:
    """``player`` builds a deck for the identity ``identity`` with the aspect ``aspect``, of
    ``cards``: each a card code of the product data and how many copies of it (player-card.4),
    for a game played on its own rather than in a campaign. Building a deck comes before the
    game: it changes nothing on the table."""

    player: str
    identity: str
    aspect: str
    cards: tuple[tuple[str, int], ...]


@dataclass(frozen=True)
class BuildEncounterDeck:
    """The players build the decks of the scenario whose encounter set is ``scenario``, in
    expert mode when ``expert``. Each of ``choices`` is an encounter set chosen as a modular set
    (its code), an identity being played (its code), a card added on its own (``+`` and its code)
    or a card left out (``-`` and its code). Building the decks comes before the game: it changes
    nothing on the table."""

    scenario: str
    expert: bool
    choices: tuple[str, ...]


@dataclass(frozen=True)
class PutSetupCardsIntoPlay:
    """The "Put Setup Cards Into Play" step of setup: the cards with the setup keyword in each
    player's deck and in the encounter deck are put into play (setup-keyword.2)."""


@dataclass(frozen=True)
class ResolveSetupAbilities:
    """A step of setup that resolves "Setup" abilities: with ``scenario``, the "Resolve Scenario
    Setup and When Revealed Abilities" step, those of encounter cards (setup-triggered-ability.3);
    else the "Resolve Character Setup Abilities" step, those of player cards
    (setup-triggered-ability.4)."""

    scenario: bool = False


@dataclass(frozen=True)
class DiscardFromEncounterDeck:
    """Discard ``count`` cards from the encounter deck (encounter-deck.3.1)."""

    count: int


@dataclass(frozen=True)
class DiscardUntil:
    """Discard from the encounter deck until a card of ``card_type`` is discarded (encounter-deck.3.1)."""

    card_type: CardType


@dataclass(frozen=True)
class ReorderEncounterDeck:
    """Put the encounter deck in ``order`` (top first); ``instructed_by`` names the step or card
    that allows it, and must not be empty (encounter-deck.2)."""

    order: tuple[str, ...]
    instructed_by: str


@dataclass(frozen=True)
class Shuffle:
    """Shuffle a deck with the game's seed. The encounter deck needs ``instructed_by`` (encounter-deck.2)."""

    zone: Zone | str
    instructed_by: str = ""

    def __post_init__(self) -> None:
        object.__setattr__(self, "zone", _zone(self.zone))


@dataclass(frozen=True)
class Reveal:
    """Reveal a facedown encounter card: dealt to a player, top of the encounter deck, or set aside.

    ``player`` is who it engages or belongs to (default: the player it was dealt to, else the first
    player); ``host`` is the card an attachment goes on (when there is more than one legal card
    and none is named, the first player chooses).
    """

    card: str
    player: str | None = None
    host: str | None = None


@dataclass(frozen=True)
class FindAndReveal:
    """``player`` finds ``card`` wherever it is and reveals it (find.1, find.4)."""

    card: str
    player: str


@dataclass(frozen=True)
class PutIntoPlay:
    """Put an out-of-play card into play (in-play-and-out-of-play.2.4)."""

    card: str
    player: str | None = None
    host: str | None = None


@dataclass(frozen=True)
class Engage:
    """A card ability makes minion ``card`` engage ``player`` (engage.2.1, .2.2)."""

    card: str
    player: str


@dataclass(frozen=True)
class Attach:
    """Attach ``card`` to ``host``; ``facedown=True`` places it under the host (out of play)."""

    card: str
    host: str
    facedown: bool = False


@dataclass(frozen=True)
class MoveCard:
    """Move ``card`` to the top (or bottom) of ``zone``."""

    card: str
    zone: Zone | str
    bottom: bool = False

    def __post_init__(self) -> None:
        object.__setattr__(self, "zone", _zone(self.zone))


@dataclass(frozen=True)
class Swap:
    """Exchange the places of ``card`` and ``other`` (swap.1)."""

    card: str
    other: str


@dataclass(frozen=True)
class SwapWithTop:
    """Swap ``card`` with the top card of the deck ``zone`` (swap.1)."""

    card: str
    zone: Zone | str

    def __post_init__(self) -> None:
        object.__setattr__(self, "zone", _zone(self.zone))


@dataclass(frozen=True)
class Discard:
    """Discard a card to its owner's discard pile (main scheme cards refuse: main-scheme.7)."""

    card: str


@dataclass(frozen=True)
class RemoveFromGame:
    card: str


@dataclass(frozen=True)
class Flip:
    """Turn a double-sided card over (in-play-and-out-of-play.2.7)."""

    card: str


@dataclass(frozen=True)
class DealDamage:
    """Damage a character; with no hit points left it is defeated (player-elimination.1 for a hero)."""

    card: str
    amount: int


@dataclass(frozen=True)
class DealIndirectDamage:
    """Deal ``amount`` indirect damage to ``player``, who assigns it among the characters they
    control (indirect-damage.2)."""

    player: str
    amount: int


@dataclass(frozen=True)
class DealIndirectDamageToPlayers:
    """Deal ``amount`` indirect damage to the players as a group, who divide it among the friendly
    characters in play (indirect-damage.3)."""

    amount: int


@dataclass(frozen=True)
class DealAttackDamage:
    """The attack of ``attacker`` deals ``amount`` damage to ``card``: ``attacker`` is the
    attacking character, or the card whose ability labeled an attack it is; ``clause`` is the
    step of the attack that deals it."""

    attacker: str
    card: str
    amount: int
    clause: str


@dataclass(frozen=True)
class AttackAlly:
    """An ability of ``card`` makes an enemy attack an ally ``player`` controls: ``card`` itself
    if it is an enemy, or else the villain (attacks-against-allies.1)."""

    card: str
    player: str


@dataclass(frozen=True)
class Defeat:
    """Defeat a card: what that does depends on its type (Rules Reference, Defeat)."""

    card: str


@dataclass(frozen=True)
class EliminatePlayer:
    """Run the elimination procedure for ``player`` (player-elimination.2)."""

    player: str


@dataclass(frozen=True)
class UseAbility:
    """Initiate an ability printed on ``source`` (on ``side``, when it matters)."""

    source: str
    side: Side | None = None


@dataclass(frozen=True)
class Target:
    """An ability of ``source`` targets ``card`` (in-play-and-out-of-play.2.5)."""

    source: str
    card: str
    side: Side | None = None


@dataclass(frozen=True)
class ResolveAbility:
    """An ability of ``source`` whose effects are ``steps``, resolved in order and completely,
    even if a player is eliminated part way (player-elimination.3.2)."""

    source: str
    steps: tuple[Action, ...]


Action = (
    AdvanceMainScheme
    | PlaceThreat
    | RemoveThreat
    | MoveThreat
    | MoveDamage
    | MoveCounters
    | PlaceCounters
    | PlaceAccelerationToken
    | DrawEncounterCard
    | DrawCards
    | DiscardFromPlayerDeck
    | DealEncounterCards
    | PutSetupCardsIntoPlay
    | ResolveSetupAbilities
    | DiscardFromEncounterDeck
    | DiscardUntil
    | ReorderEncounterDeck
    | Shuffle
    | Reveal
    | FindAndReveal
    | PutIntoPlay
    | Attach
    | MoveCard
    | Swap
    | SwapWithTop
    | Discard
    | RemoveFromGame
    | Flip
    | DealDamage
    | DealIndirectDamage
    | DealIndirectDamageToPlayers
    | DealAttackDamage
    | AttackAlly
    | Defeat
    | EliminatePlayer
    | UseAbility
    | Target
    | ResolveAbility
)


def _zone(zone: Zone | str) -> Zone:
    return zone if isinstance(zone, Zone) else parse_zone(zone)
