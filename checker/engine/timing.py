"""Timing points, and the order in which simultaneous triggers resolve.

A rule subscribes to a timing point (:class:`When`). The triggered points resolve, for one
event, in the Rules Reference's Simultaneous Timing Priority, encoded once in
:data:`PRIORITY`:

0. limits on what a player may have in play, which the rules resolve before abilities that
   resolve upon a card entering play (ally-limit.3);
1. constant abilities, delayed and lasting effects;
2. interrupts: status-card forced interrupts, then forced interrupts ("When Defeated" is a
   forced interrupt, and so is "When Completed": when-completed-abilities.2.1), then interrupts;
3. Boost and When Revealed;
4. responses: forced responses, then responses;
5. consequential damage.

The other points are not triggered by an event: state checks run after every step until none
fires; prohibitions are asked before a change ("cannot"); performers carry out an effect; an
answer carries on the procedure that a pending decision interrupted; an offer gives a player
the option of a decision (attack, play a card, change form); what a triggering
condition does, once initiated, is carried out when its interrupts have resolved.

When the code that carries out a triggering condition initiates it
(:meth:`~checker.engine.registry.Registry.initiate`), the constant abilities and interrupts
(:data:`ON_INITIATION`) resolve at once, before the condition resolves (interrupt.4); the other
triggered points resolve once it has. An event that is only logged triggers them all afterwards.

>>> sorted([When.RESPONSE, When.WHEN_REVEALED, When.WHEN_DEFEATED, When.CONSTANT], key=PRIORITY.get)
[<When.CONSTANT: 'constant'>, <When.WHEN_DEFEATED: 'when-defeated'>, <When.WHEN_REVEALED: 'when-revealed'>, <When.RESPONSE: 'response'>]
"""

from __future__ import annotations

from collections.abc import Mapping
from enum import StrEnum
from types import MappingProxyType


class When(StrEnum):
    """A timing point a rule subscribes to."""

    PLAY_LIMIT = "play-limit"
    """A limit on what a player may have in play, checked as a card enters play and before
    any ability that resolves upon it entering play (ally-limit.3)."""
    CONSTANT = "constant"
    STATUS_FORCED_INTERRUPT = "status-forced-interrupt"
    FORCED_INTERRUPT = "forced-interrupt"
    WHEN_DEFEATED = "when-defeated"
    WHEN_COMPLETED = "when-completed"
    INTERRUPT = "interrupt"
    BOOST = "boost"
    WHEN_REVEALED = "when-revealed"
    FORCED_RESPONSE = "forced-response"
    RESPONSE = "response"
    CONSEQUENTIAL_DAMAGE = "consequential-damage"
    STATE_CHECK = "state-check"
    PROHIBITION = "prohibition"
    PERFORM = "perform"
    DEFEAT = "defeat"
    """What being defeated does to a card, by card type."""
    ANSWER = "answer"
    RESUME = "resume"
    """What carries on a resolution that a decision stopped in the middle
    (:class:`~checker.engine.turns.Suspended`), by the clause it names, once nothing is awaited."""
    OFFER = "offer"
    """The decisions a rule gives a player the option of, by phase: what
    :func:`~checker.engine.flow.legal_actions` gathers before the prohibitions filter them."""
    CONDITION_RESOLVES = "condition-resolves"
    """What an initiated triggering condition does once its interrupts have resolved
    (interrupt.4), by event key."""


class Change(StrEnum):
    """Changes a "cannot" rule may forbid; a prohibition subscribes to one of them."""

    DISCARD = "discard"
    REORDER_ENCOUNTER_DECK = "reorder-encounter-deck"
    REORDER_PLAYER_DECK = "reorder-player-deck"
    USE_ABILITY = "use-ability"
    ENTER_PLAY = "enter-play"
    """A card put into play by a card ability or a game step (playing a card is a decision of
    its own, :class:`~checker.engine.decisions.PlayCard`)."""
    TAKE_PART = "take-part"
    """A player acting in the game."""


PRIORITY: Mapping[When, int] = MappingProxyType(
    {
        When.PLAY_LIMIT: 0,
        When.CONSTANT: 1,
        When.STATUS_FORCED_INTERRUPT: 2,
        When.FORCED_INTERRUPT: 3,
        When.WHEN_DEFEATED: 3,
        When.WHEN_COMPLETED: 3,
        When.INTERRUPT: 4,
        When.BOOST: 5,
        When.WHEN_REVEALED: 5,
        When.FORCED_RESPONSE: 6,
        When.RESPONSE: 7,
        When.CONSEQUENTIAL_DAMAGE: 8,
    }
)
"""Simultaneous Timing Priority: a lower number resolves first. Only triggered points have one."""

TRIGGERED = frozenset(PRIORITY)
"""Timing points that an event triggers."""

ON_INITIATION = frozenset(when for when, priority in PRIORITY.items() if priority <= PRIORITY[When.INTERRUPT])
"""Triggered points that resolve before their triggering condition resolves: constant abilities
and every kind of interrupt."""
