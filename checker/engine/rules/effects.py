"""Effects of the abilities players use: what an event or a card action does, in order, each
on the target its player chooses.

An ability's effects resolve in the order printed. Exhausting the card is a cost paid as it
comes; dealing damage and removing threat need a target (an enemy in play, a scheme in play),
which the player chooses when more than one is valid; drawing needs none. Once the last effect
has resolved, an event goes to its owner's discard pile (event.2).
"""

from __future__ import annotations

from checker.engine import actions as a
from checker.engine.cards import (
    SCHEME_TYPES,
    CardType,
    DamageEffect,
    DrawEffect,
    Effect,
    ExhaustEffect,
    RemoveThreatEffect,
    Trigger,
)
from checker.engine.events import EventKey
from checker.engine.execution import record
from checker.engine.registry import REGISTRY, rule
from checker.engine.rules.crisis_icon import threat_protected
from checker.engine.state import TableView
from checker.engine.table import Table
from checker.engine.timing import When
from checker.engine.turns import Choice, Pending

STEPS = {CardType.EVENT: "event.2"}
"""The clause of the procedure that asks for a target, by the type of card whose ability it is;
any other card's is a card action (action.1)."""
ENEMY_TYPES = frozenset({CardType.VILLAIN, CardType.MINION})
TARGETED = (DamageEffect, RemoveThreatEffect)


def ability_effects(view: TableView, card_id: str) -> tuple[Effect, ...]:
    """The effects of the card's triggered ability a player uses (the first such ability of
    its faceup side)."""
    abilities = [ability for ability in view.card(card_id).abilities() if ability.trigger is not Trigger.CONSTANT]
    return abilities[0].effects if abilities else ()


def targets(view: TableView, effect: Effect, source: str) -> list[str]:
    """The cards an effect of ``source`` may target: an enemy in play for damage, a scheme in
    play for removing threat (not the main scheme, for a player card in a crisis:
    crisis-icon.1)."""
    if isinstance(effect, DamageEffect):
        return [card_id for card_id in view.in_play_cards() if view.card(card_id).type in ENEMY_TYPES]
    return [card_id for card_id in view.in_play_cards()
            if view.card(card_id).type in SCHEME_TYPES and not threat_protected(view, card_id, source)]


def has_targets(view: TableView, source: str, effects: tuple[Effect, ...]) -> bool:
    """Whether every effect of ``source`` that needs a target has at least one valid target."""
    return all(targets(view, effect, source) for effect in effects if isinstance(effect, TARGETED))


def resolve_ability(table: Table, player: str, card_id: str, start: int) -> None:
    """Resolve the effects of the ability of ``card_id`` that ``player`` uses, in order from
    ``start``; an effect with several valid targets asks its player to choose one. Then an
    event goes to its owner's discard pile (event.2)."""
    effects = ability_effects(table, card_id)
    for index in range(start, len(effects)):
        effect = effects[index]
        if isinstance(effect, TARGETED):
            options = targets(table, effect, card_id)
            if len(options) > 1:
                if isinstance(effect, RemoveThreatEffect):
                    # "A scheme": the player resolving it chooses among every scheme in play.
                    record("scheme-card-type.2")
                step = STEPS.get(table.card(card_id).type, "action.1")
                table.pending = Pending(player, Choice.TARGET, tuple(options), step, card_id, str(index))
                return
            carry_out(table, player, card_id, effect, options[0])
        else:
            carry_out(table, player, card_id, effect, None)
        if table.pending is not None:
            return
    if table.card(card_id).type is CardType.EVENT:
        table.discard(card_id, "event.2")


def carry_out(table: Table, player: str, card_id: str, effect: Effect, target: str | None) -> None:
    """One effect of an ability of ``card_id``, on its target."""
    match effect:
        case ExhaustEffect():
            table.set_card(table.card(card_id).exhaust())
            table.emit(EventKey.EXHAUSTED, None, card=table.ref(card_id))
        case DamageEffect(amount):
            REGISTRY.perform(table, a.DealDamage(target, amount))
        case RemoveThreatEffect(amount):
            if table.card(target).type is CardType.PLAYER_SIDE_SCHEME:
                record("player-side-scheme.6", "player-side-scheme.6.2")
            REGISTRY.perform(table, a.RemoveThreat(target, amount))
        case DrawEffect(count):
            REGISTRY.perform(table, a.DrawCards(player, count))


@rule("event.2", when=When.ANSWER, on="event.2")
@rule("action.1", when=When.ANSWER, on="action.1")
def target_chosen(table: Table, pending: Pending, target: str) -> None:
    """The player chose the target of an effect: it resolves on it, then the effects after it."""
    index = int(pending.context)
    carry_out(table, pending.player, pending.subject, ability_effects(table, pending.subject)[index], target)
    resolve_ability(table, pending.player, pending.subject, index + 1)
