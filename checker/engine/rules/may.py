"""May: an optional part of an ability, which a player chooses to resolve or not.

``may`` before an effect (``ability="action: draw+1, may discard+support"``) makes it optional:
when the ability comes to it, the player resolving the ability, the controller of its card when
no other player is named, chooses whether to resolve it (may.1); the engine never chooses for
them. They answer ``use`` or ``decline``, and the ability goes on with the effects after it.
"""

from __future__ import annotations

from checker.engine.registry import rule
from checker.engine.rules.effects import resolve_ability
from checker.engine.rules.then import Resolution
from checker.engine.table import Table
from checker.engine.timing import When
from checker.engine.turns import Answer, Pending


@rule("may.1", when=When.ANSWER, on="may.1")
def optional_part_chosen(table: Table, pending: Pending, answer: str) -> None:
    """may.1: the player chose whether the optional effect resolves; the ability goes on, with
    it or from the effect after it."""
    token, *damaged = pending.context.split()
    position, resolution = Resolution.split(token)
    index = int(position)
    chosen = Answer(answer) is Answer.USE
    if not chosen:
        # Passed over, the optional effect has not resolved (then.3).
        resolution.fully = False
    resolve_ability(table, pending.player, pending.subject, index + (1 if chosen else 2), tuple(damaged),
                    resolution=resolution)
