"""When Defeated Abilities: the "When Defeated" abilities of a defeated card resolve before it leaves play.

A "When Defeated" ability is an :class:`~checker.engine.cards.Ability` with the
``when-defeated`` timing trigger (when-defeated-abilities.1): ``ability="when-defeated: draw a
card"`` in a ``Given``, or an ``ability`` of the card data. The trigger is a forced interrupt to
the card's defeat (when-defeated-abilities.2): the abilities resolve once the defeat initiates,
in the order printed, and the card leaves play after them (.3.1, damage.2.3.3.7 and .8). Their
effects are those the engine carries out in a card's own abilities, as for "When Revealed": a
named effect is logged, and the player who resolves them is the one whose area the card is in
(the engaged player of a minion, the controller of an ally).

>>> from checker.engine import DealDamage, read_state, setup
>>> state = read_state(
...     'players: A(first); scheme: ms1[side=B target=20]; '
...     'A.engaged: m1:minion[hp=1 ability="when-defeated: a card is drawn"]')
>>> after, events = setup.perform(state, DealDamage("m1", 1))
>>> [event.key.value for event in events][:4]
['damage-dealt', 'defeated', 'when-defeated', 'discarded']
"""

from __future__ import annotations

from checker.engine.cards import CardType, EffectWords, Trigger
from checker.engine.events import Event, EventKey
from checker.engine.execution import record
from checker.engine.registry import rule
from checker.engine.rules.main_scheme import resolve_abilities
from checker.engine.table import Table
from checker.engine.timing import When

RESOLVED_ON_DEFEAT = frozenset(
    {CardType.VILLAIN, CardType.SIDE_SCHEME, CardType.MAIN_SCHEME, CardType.ALLY, CardType.MINION}
)
"""The cards whose "When Defeated" abilities resolve when they are defeated (when-defeated-abilities.3)."""


@rule(when=When.WHEN_DEFEATED, on=EventKey.DEFEATED)
def resolve_when_defeated(table: Table, event: Event) -> None:
    """when-defeated-abilities.3: every "When Defeated" ability on the faceup side of the
    defeated card resolves, as a forced interrupt to its defeat (.2), before it leaves play
    (.3.1)."""
    card_id = event.params["card"].id
    card = table.card(card_id)
    abilities = [ability for ability in card.abilities() if ability.trigger is Trigger.WHEN_DEFEATED]
    if not abilities or card.type not in RESOLVED_ON_DEFEAT or not table.is_in_play(card_id):
        return
    record("when-defeated-abilities.1", "when-defeated-abilities.2", "when-defeated-abilities.3",
           "when-defeated-abilities.3.1")

    def log(name: EffectWords) -> None:
        table.emit(EventKey.WHEN_DEFEATED, "when-defeated-abilities.3", card=table.ref(card_id), effect=name)

    player = table.base_zone(card_id).holder
    resolve_abilities(table, card_id, card.side, Trigger.WHEN_DEFEATED, "when-defeated-abilities.3", log, player)
