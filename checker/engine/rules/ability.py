"""Ability: when the game text of a card may be used.

Most of what the Ability entry says is carried out where the kind of ability it speaks of is:
in play or out of play (ability.2, .3, in :mod:`checker.engine.rules.in_play`), targets
(ability.4, with the prohibitions on playing an event or triggering an action), forced and
optional triggered abilities and their Simultaneous Timing Priority (ability.6.3, .6.4, .8.1,
.8.2, .9, in :mod:`checker.engine.rules.triggered_ability`). This module holds what belongs to
no other entry: during setup no player card ability resolves but a "Setup" one (ability.6.2),
so no action of a player card can be triggered then; the constant abilities that change a
stat, active while their card is in play (ability.7), each instance on its own (ability.7.2);
and the Special abilities, which resolve only when another ability instructs it (special.1).

>>> from checker.engine import UseAction, apply, read_state
>>> state = read_state(
...     'players: A(first); phase: setup; scheme: ms1[side=B target=20]; '
...     'A.play: peter:identity[hp=10] desk:support[ability="action: draw+1"]; A.deck: c1')
>>> apply(state, UseAction("A", "desk"))
Traceback (most recent call last):
...
checker.engine.errors.RuleViolation: The ability of desk is not a "Setup" ability: no player card ability resolves during setup (rule ability.6.2; state: players: A(first); phase: setup; scheme: ms1[side=B target=20]; A.deck: c1; A.play: peter:identity[hp=10] desk:support[ability="action: draw+1"])
"""

from __future__ import annotations

from checker.engine import decisions as d
from checker.engine.cards import CardType, ConstantAttackEffect, Side, Trigger
from checker.engine.errors import REASONS
from checker.engine.execution import record
from checker.engine.registry import rule
from checker.engine.rules.cards_in_play import ability_bearers
from checker.engine.state import TableView
from checker.engine.table import Table
from checker.engine.timing import Change, When
from checker.engine.turns import Phase
from checker.engine.zones import ZoneKind


@rule("ability.6.2", when=When.PROHIBITION, on=d.UseAction)
def no_player_card_ability_during_setup(table: Table, decision: d.UseAction) -> None:
    """ability.6.2: player card abilities cannot resolve during game setup unless prefaced by
    a "Setup" timing trigger, which the setup steps resolve themselves
    (setup-triggered-ability.4): no action of a player card is triggered then."""
    if table.phase is Phase.SETUP and table.card(decision.card).is_player_card:
        raise table.violation("ability.6.2", REASONS.NOT_A_SETUP_ABILITY, card=decision.card)


def with_constant_abilities(view: TableView, character: str, stat: str, value: int | None) -> int | None:
    """ability.7: ``value``, the ``stat`` of ``character``, with the ATK the constant abilities
    of the cards in play its controller controls give their hero: active while each card is in
    play, from the moment it enters play, and each instance of the same ability on its own
    (ability.7.2); always active while in play (resolve.2). A character with no ATK gets none."""
    if stat != "attack" or value is None or view.card(character).type is not CardType.IDENTITY:
        return value
    zone = view.base_zone(character)
    # Whose card it is is asked last, of a card with such an ability: most cards have none.
    bonuses = [effect.amount for card_id in ability_bearers(view)
               for ability in view.card(card_id).abilities() if ability.trigger is Trigger.CONSTANT
               for effect in ability.effects if isinstance(effect, ConstantAttackEffect)
               if view.base_zone(card_id).kind is ZoneKind.PLAY and view.base_zone(card_id).holder == zone.holder]
    if not bonuses:
        return value
    record("ability.7", "resolve.2", *(("ability.7.2",) if len(bonuses) > 1 else ()))
    return value + sum(bonuses)


@rule("special.1", when=When.PROHIBITION, on=Change.USE_ABILITY)
def special_only_when_instructed(table: Table, source_id: str, side: Side | None, target_id: str | None) -> None:
    """special.1: a Special ability resolves only through the explicit instruction of another
    card ability (a ``resolve-special`` effect): a card whose only abilities are Special ones
    cannot be used on its own."""
    abilities = table.card(source_id).abilities(side)
    if abilities and all(ability.trigger is Trigger.SPECIAL for ability in abilities):
        raise table.violation("special.1", REASONS.SPECIAL_ONLY_WHEN_INSTRUCTED, card=source_id)
