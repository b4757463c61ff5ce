"""Then, otherwise and and: how far the effects of an ability depend on those before them.

An ability's effects are written in order, separated by commas; joined so, as by "and", none
depends on another, and each resolves as far as it can (and.2). A connective before an effect
makes what follows depend on every effect since the previous connective (or the start):

* ``then`` (``discard+support, discard+support, then draw+2``): what follows must attempt to
  resolve if those fully resolved (then.1, then.2), and does not attempt to if they did not
  (then.3);
* ``otherwise`` (``attack-ally, otherwise the villain schemes``): what follows resolves only if
  those did not resolve, not even in part (otherwise.1, otherwise.2.2, the example of
  otherwise.3), as when the condition written before them was not true (``if-hero draw+2,
  otherwise draw+1``: otherwise.2.1).

An effect has resolved when it changed the game, which is when it logged an event; one left
with no target, or with nothing to act on, has not. An effect skipped by a connective has not
resolved either, so a further ``then`` skips what follows it too.
"""

from __future__ import annotations

from dataclasses import dataclass

from checker.engine.cards import (
    Effect,
    IgnoreEffect,
    OtherwiseEffect,
    RefersToOutOfPlay,
    ThenEffect,
    UsedFromOutOfPlay,
)
from checker.engine.execution import record
from checker.engine.table import Table

SAID_OF_ITSELF = (IgnoreEffect, UsedFromOutOfPlay, RefersToOutOfPlay)
"""What an ability says of itself, read by the rules it meets: nothing to resolve."""


@dataclass
class Resolution:
    """How far the effects of one ability since its last connective have resolved, as they
    resolve one after another."""

    fully: bool = True
    """Every effect since the last connective resolved."""
    partly: bool = False
    """At least one effect since the last connective resolved."""
    skipping: bool = False
    """The last connective keeps the effects after it from resolving."""
    events: int = 0
    """How many events the table had logged when the effect under way began."""
    attempted: int = 0
    """How many effects since the last connective have been attempted."""
    unmet: bool = False
    """The condition written before the next effect is not true: that effect does not resolve."""
    condition_failed: bool = False
    """An effect since the last connective did not resolve because its condition was not true."""

    def attempts(self, table: Table, effect: Effect) -> bool:
        """Whether ``effect`` is to be attempted now: False for a connective, which starts a new
        group of effects, for the effects a connective skips, and for what the ability says of
        itself."""
        if isinstance(effect, SAID_OF_ITSELF):
            return False
        if isinstance(effect, ThenEffect):
            record("then.1", "then.2" if self.fully else "then.3")
            self._start(skipping=not self.fully)
            return False
        if isinstance(effect, OtherwiseEffect):
            record("otherwise.1")
            if not self.partly:
                why = ("otherwise.2.1",) if self.condition_failed else ("otherwise.2.2", "otherwise.3")
                record("otherwise.2", *why)
            self._start(skipping=self.partly)
            return False
        if self.skipping:
            self.fully = False
            return False
        if self.unmet:
            # Its condition is not true: the effect is not resolved.
            self.unmet, self.fully, self.condition_failed = False, False, True
            return False
        if self.attempted and not self.fully:
            # The effect before it resolved no part of itself, and this one resolves all the same.
            record("and.2")
        self.attempted += 1
        self.events = len(table.events)
        return True

    def resolved(self, table: Table) -> None:
        """The effect attempted last is over: it resolved if it logged an event, since an effect
        is resolved when it is applied to the game state (resolve.1.1)."""
        if len(table.events) > self.events:
            record("resolve.1.1")
            self.partly = True
        else:
            self.fully = False

    def mark(self, position: str) -> str:
        """``position``, the place in the ability a decision stops it at, with how far the effects
        since the last connective have resolved: ``3!10`` (all of them so far, none yet)."""
        return f"{position}!{int(self.fully)}{int(self.partly)}"

    @classmethod
    def split(cls, token: str) -> tuple[str, Resolution]:
        """The position and the resolution :meth:`mark` wrote, to go on once the decision is made."""
        position, _, flags = token.partition("!")
        return position, cls(fully=flags[:1] != "0", partly=flags[1:] == "1", attempted=1)

    def condition(self, holds: bool) -> None:
        """The condition written before the next effect: if it is not true, that effect does not
        resolve (otherwise.2.1)."""
        self.unmet = not holds

    def _start(self, *, skipping: bool) -> None:
        self.fully, self.partly, self.skipping, self.attempted = not skipping, False, skipping, 0
        self.unmet = self.condition_failed = False
