"""Decisions: what a player may decide during play, the only things :func:`checker.engine.apply` accepts.

:func:`checker.engine.flow.legal_actions` lists the decisions legal in a state; anything else
is refused, citing the clause that forbids it.

>>> PerformStep(VillainStep.PLACE_THREAT)
PerformStep(step=<VillainStep.PLACE_THREAT: 1>)
"""

from __future__ import annotations

from dataclasses import dataclass

from checker.engine.turns import SetupStep, VillainStep


@dataclass(frozen=True)
class BeginGame:
    """The set-up is done: the first round begins with the first player's turn."""


@dataclass(frozen=True)
class PlayCard:
    """``player``, the active player, plays ``card`` from hand (an upgrade may name a ``host``)."""

    player: str
    card: str
    host: str | None = None


@dataclass(frozen=True)
class UseAction:
    """``player``, the active player, triggers the action ability of ``card``, a card they
    control in play or an encounter card (action.1, action.2)."""

    player: str
    card: str


@dataclass(frozen=True)
class EndTurn:
    """The active player ends their turn; the next player in player order takes theirs."""

    player: str


@dataclass(frozen=True)
class ChangeForm:
    """``player``, the active player, flips their identity card to change form (form.2)."""

    player: str


@dataclass(frozen=True)
class Attack:
    """``player``, the active player, uses ``character`` (their hero or an ally they control)
    to attack ``enemy`` with its basic attack power (attack-player-ability-type.2.1)."""

    player: str
    character: str
    enemy: str


@dataclass(frozen=True)
class Thwart:
    """``player``, the active player, uses ``character`` (their hero or an ally they control)
    to thwart ``scheme`` with its basic thwart power (thwart.1.1)."""

    player: str
    character: str
    scheme: str


@dataclass(frozen=True)
class Recover:
    """``player``, the active player, uses the basic recovery power of ``character``, their
    identity in alter-ego form (recover.2)."""

    player: str
    character: str


@dataclass(frozen=True)
class PerformStep:
    """Carry out the current step of the villain phase."""

    step: VillainStep


@dataclass(frozen=True)
class PerformSetupStep:
    """Carry out the next step of the set-up the engine plays."""

    setup_step: SetupStep


@dataclass(frozen=True)
class Choose:
    """``player`` answers the pending decision with ``option``."""

    player: str
    option: str


Decision = (
    BeginGame | PlayCard | UseAction | ChangeForm | Attack | Thwart | Recover | EndTurn | PerformStep | PerformSetupStep
    | Choose
)

OFFERED_IN_ORDER = (PlayCard, UseAction, Attack, Thwart, Recover, ChangeForm, EndTurn)
"""The kinds of decision the rules offer in the player phase, in the order
:func:`~checker.engine.flow.legal_actions` lists them: a new kind takes its place here."""
