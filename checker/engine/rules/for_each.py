"""For each: an effect repeated as many times as there are cards of a type its player controls.

``for-each+support/damage+1`` ("deal 1 damage to an enemy for each support you control") is one
instance of the effect on a single target, its amount multiplied by the count (for-each.2,
.3.1). ``for-each-choose+upgrade/damage+2`` ("for each upgrade you control, choose an enemy and
deal 2 damage to it") repeats the effect once per card counted, each repetition choosing its own
target, the same one again if the player wishes (for-each.3): each is an instance of its own
(for-each.3.2), after which the state checks run and the responses to it resolve before the next
(for-each.3.2.1, .3.2.2), so a guard minion defeated by one instance leaves the villain a valid
target for the next.

The count is taken as the ability resolves: :func:`written_out` gives the ability's effects with
each "for each" effect written out as the instances it makes, which the resolution goes through
one after another as through any other effects.

>>> from checker.engine import Choose, PlayCard, apply, read_state
>>> state = read_state(
...     'players: A(first); villain: rhino[hp=14]; scheme: ms1[side=B target=20]; '
...     'A.play: spidey:identity[hp=10] web:support lab:support; '
...     'A.hand: kick:event[cost=0 ability="hero-action: for-each+support/damage+1"]')
>>> after, events = apply(state, PlayCard("A", "kick"))
>>> after.card("rhino").counter("damage")
2
"""

from __future__ import annotations

from dataclasses import fields, replace

from checker.engine.cards import CardType, Effect, ForEachEffect
from checker.engine.state import TableView
from checker.engine.zones import ZoneKind

SINGLE_INSTANCE = ("for-each.1", "for-each.2", "for-each.3.1")
"""What an instance of a "for each" effect with no "choose" carries out."""

CHOSEN_INSTANCE = ("for-each.1", "for-each.3", "for-each.3.2")
"""What each instance of a "for each" effect with "choose" carries out."""

LATER_INSTANCE = ("for-each.3.2.1", "for-each.3.2.2")
"""What an instance after the first carries out: it comes once the game state has been updated
and the responses to the instance before it have resolved."""


def counted(view: TableView, source: str, of: CardType) -> int:
    """How many cards of type ``of`` the player of ``source`` controls in play: its controller,
    or the owner of the event being played."""
    zone = view.base_zone(source)
    player = zone.holder if zone.kind is ZoneKind.PLAY else view.card(source).owner
    return sum(1 for card_id in view.in_play_cards() if view.card(card_id).type is of
               and view.base_zone(card_id).kind is ZoneKind.PLAY and view.base_zone(card_id).holder == player)


def multiplied(effect: Effect, times: int) -> Effect:
    """``effect`` with its amount (or count) multiplied by ``times``; one with no amount as it is."""
    for field in fields(effect):
        if field.name in ("amount", "count") and isinstance(getattr(effect, field.name), int):
            return replace(effect, **{field.name: getattr(effect, field.name) * times})
    return effect


def written_out(view: TableView, source: str, effects: tuple[Effect, ...]) -> tuple[Effect, ...]:
    """The effects of an ability of ``source``, each "for each" effect written out: one
    multiplied effect without "choose" (none when nothing is counted), one effect per card
    counted with it."""
    out: list[Effect] = []
    for effect in effects:
        if not isinstance(effect, ForEachEffect):
            out.append(effect)
            continue
        times = counted(view, source, effect.of)
        if effect.choose:
            out.extend([effect.effect] * times)
        elif times:
            out.append(multiplied(effect.effect, times))
    return tuple(out)


def instance_clauses(view: TableView, source: str, effects: tuple[Effect, ...]) -> dict[int, tuple[str, ...]]:
    """For each position of :func:`written_out` that an instance of a "for each" effect holds,
    the clauses its resolution carries out."""
    clauses: dict[int, tuple[str, ...]] = {}
    position = 0
    for effect in effects:
        if not isinstance(effect, ForEachEffect):
            position += 1
            continue
        times = counted(view, source, effect.of)
        if not effect.choose:
            if times:
                clauses[position] = SINGLE_INSTANCE
                position += 1
            continue
        for number in range(times):
            clauses[position + number] = CHOSEN_INSTANCE + (LATER_INSTANCE if number else ())
        position += times
    return clauses
