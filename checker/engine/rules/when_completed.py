"""When Completed Abilities: a main scheme's "When Completed" abilities resolve when it is completed.

A "When Completed" ability is an :class:`~checker.engine.cards.Ability` with the
``when-completed`` timing trigger printed on the side of the main scheme that is in play (side
B): ``ability-b="when-completed: accel+1"`` in a ``Given``, ``when-completed=accel+1`` for
short, or an ``ability`` of the card data's ``[card.b]``.

The trigger is a forced interrupt (when-completed-abilities.2.1): the abilities resolve once the
completion initiates and before it resolves, so before the main scheme deck advances or the
villain wins (main-scheme.3, .3.1). A scheme that advances by other means is not completed
(main-scheme.3.2), and its "When Completed" abilities do not resolve.

>>> from checker.engine import PlaceThreat, read_state, setup
>>> state = read_state(
...     "players: A(first); scheme: ms1[side=B target=3 threat=2 when-completed=accel+1] ms2[target=9]")
>>> after, events = setup.perform(state, PlaceThreat("ms1", 1))
>>> [event.key.value for event in events][:4]
['threat-placed', 'scheme-completed', 'acceleration-token', 'removed-from-game']
"""

from __future__ import annotations

from checker.engine.cards import EffectWords, Trigger
from checker.engine.events import Event, EventKey
from checker.engine.registry import rule
from checker.engine.rules.main_scheme import resolve_abilities
from checker.engine.table import Table
from checker.engine.timing import When


@rule(
    "when-completed-abilities.1", "when-completed-abilities.2", "when-completed-abilities.2.1",
    when=When.WHEN_COMPLETED, on=EventKey.SCHEME_COMPLETED,
)
def resolve_when_completed(table: Table, event: Event) -> None:
    """when-completed-abilities.2: every "When Completed" ability on the faceup side of the
    completed main scheme resolves, in the order printed, as a forced interrupt to its
    completion (.2.1)."""
    scheme = event.params["card"].id
    side = table.card(scheme).side

    def log(name: EffectWords) -> None:
        table.emit(EventKey.WHEN_COMPLETED, "when-completed-abilities.2", card=table.ref(scheme), effect=name)

    resolve_abilities(table, scheme, side, Trigger.WHEN_COMPLETED, "when-completed-abilities.2", log)
