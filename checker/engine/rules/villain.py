"""Villain Defeat: a villain stage with no hit points left leaves the game and the next stage
is revealed; defeating the final stage wins the game for the players.

A stage whose hit point dial reaches zero is defeated (villain-defeat.1, by the state check of
:mod:`card_play`) and removed from the game (villain-defeat.2); the next stage is revealed with
its own hit points (villain-defeat.3), so excess damage does not carry over (villain-defeat.4.2).
Defeating the final stage wins the game (villain-defeat.4, winning-the-game.1). What was on
the defeated stage leaves with it when the next stage has another title (villain-defeat.4.4.2),
and goes onto the next stage when it has the same title, as the same character (.4.3.2).
"""

from __future__ import annotations

from checker.engine.cards import ATK_UNTIL_PHASE, ATK_UNTIL_ROUND, DAMAGE, CardType
from checker.engine.errors import REASONS
from checker.engine.events import Event, EventKey
from checker.engine.execution import record
from checker.engine.registry import REGISTRY, rule
from checker.engine.rules.card_play import resolve_when_revealed_abilities
from checker.engine.table import Table
from checker.engine.timing import Change, When
from checker.engine.zones import CARD_ZONE_KINDS, VILLAIN_DECK, Zone

LASTING = (ATK_UNTIL_PHASE, ATK_UNTIL_ROUND)
"""The counters that keep a lasting effect of an ability on a character."""


@rule("villain.2.1", when=When.PROHIBITION, on=Change.DISCARD)
def villain_cannot_be_discarded(table: Table, card_id: str) -> None:
    """villain.2.1: villain cards cannot be discarded from play."""
    if table.card(card_id).type is CardType.VILLAIN and table.is_in_play(card_id):
        raise table.violation("villain.2.1", REASONS.VILLAIN_NOT_DISCARDABLE, card=card_id)


@rule("defeat.3", "hit-points.2.2.2", "villain.2", when=When.DEFEAT, on=CardType.VILLAIN)
def villain_stage_defeated(table: Table, card_id: str) -> None:
    """defeat.3: remove the defeated stage from the game; its damage goes with it, so excess
    damage never reaches the next stage, which is revealed: its "When Revealed" abilities
    resolve (When Revealed Abilities). With no next stage the players win. Its interrupts, its
    "When Defeated" abilities among them, resolve before it leaves (when-defeated-abilities.3.1)."""
    record("villain-defeat.1", "villain-defeat.2")
    REGISTRY.initiate(table, EventKey.DEFEATED, None, card=table.ref(card_id))
    following = table.in_zone(VILLAIN_DECK)[1:2]
    if following and table.card(following[0]).name == table.card(card_id).name:
        carry_over(table, card_id, following[0])
    table.remove_from_game(card_id)
    next_stage = table.top(VILLAIN_DECK)
    if next_stage is None:
        record("villain-defeat.4", "winning-the-game.1")
        table.villain_defeated = True
        table.emit(EventKey.PLAYERS_WIN, None, card=table.ref(card_id))
    else:
        record("villain-defeat.3", "villain-defeat.4.2")
        if table.card(next_stage).name != table.card(card_id).name:
            record("villain-defeat.4.4", "villain-defeat.4.4.2")
            if any(table.card(card_id).counter(name) for name in LASTING):
                # Another character: what abilities did to the defeated stage, such as a
                # lasting effect on its ATK, does not apply to it (villain-defeat.4.4.1).
                record("villain-defeat.4.4.1")
        REGISTRY.initiate(table, EventKey.REVEALED, None, card=table.ref(next_stage))


@rule(when=When.CONDITION_RESOLVES, on=EventKey.REVEALED)
def villain_stage_revealed(table: Table, event: Event) -> None:
    """defeat.3: once the interrupts to its revealing have resolved, the "When Revealed"
    abilities of the next villain stage resolve; a cancel cannot stop them (villain-defeat.4.1)."""
    card_id = event.params["card"].id
    if table.card(card_id).type is CardType.VILLAIN:
        resolve_when_revealed_abilities(table, card_id, None, "defeat.3")


def carry_over(table: Table, stage: str, next_stage: str) -> None:
    """villain-defeat.4.3, .4.3.1, .4.3.2: the next stage has the defeated stage's title, so it
    is the same character: the cards attached to the stage, its status cards, counters and
    non-damage tokens go onto it before the defeated stage leaves (its damage does not)."""
    record("villain-defeat.4.3", "villain-defeat.4.3.1", "villain-defeat.4.3.2")
    for kind in CARD_ZONE_KINDS:
        for child in table.in_zone(Zone(kind, stage)):
            table.rehost(child, Zone(kind, next_stage))
    carried = table.card(next_stage)
    for name, count in table.card(stage).counters:
        if name != DAMAGE:
            carried = carried.with_counter(name, carried.counter(name) + count)
    table.set_card(carried)
    table.emit(EventKey.CARRIED_OVER, "villain-defeat.4.3.2", card=table.ref(stage), stage=table.ref(next_stage))
