"""You, your: the word "you" in an ability refers to the identity of the player resolving it
when it can, and otherwise to that player.

you.1.4, you.1.5: an effect that exhausts "you" (``exhaust-you``), or that stuns or confuses
"you" (``stun-you``, ``confuse-you``), is carried out on the identity of the player resolving
the ability, whichever card bears it: a treachery revealed for that player, their own event.
An identity already exhausted is not exhausted again: the effect resolves as far as it can.
"""

from __future__ import annotations

from checker.engine.cards import ExhaustYouEffect, StatusOnYouEffect
from checker.engine.events import EventKey
from checker.engine.forms import identity_of
from checker.engine.registry import rule
from checker.engine.rules.status_cards import CLAUSES, give_status
from checker.engine.table import Table
from checker.engine.timing import When


@rule("you.1", "you.1.4", when=When.PERFORM, on=ExhaustYouEffect)
def exhaust_you(table: Table, player: str, _effect: ExhaustYouEffect) -> None:
    """you.1.4: the player resolving the ability exhausts their identity."""
    identity = identity_of(table, player)
    if identity is None or table.card(identity).exhausted:
        return
    table.set_card(table.card(identity).exhaust())
    table.emit(EventKey.EXHAUSTED, "you.1.4", card=table.ref(identity))


@rule("you.1", "you.1.5", when=When.PERFORM, on=StatusOnYouEffect)
def status_on_you(table: Table, player: str, effect: StatusOnYouEffect) -> None:
    """you.1.5: the player resolving the ability places the status card on their identity."""
    identity = identity_of(table, player)
    if identity is not None:
        give_status(table, identity, effect.status, CLAUSES[effect.status].gives)
