"""Lasting effects: what an ability leaves in force for a while after it has resolved.

An ability that gives its player's hero +N ATK "until the end of the phase" (or "of the round")
creates a lasting effect (lasting-effects.1): the hero gets that ATK (gets.1), held on the
identity as a counter of its period, and keeps it after the ability has resolved, whether or not
the card that created it is still in play (lasting-effects.2). While it lasts it is treated as a
constant ability (lasting-effects.3): every rule that reads the hero's ATK reads it through
:func:`checker.engine.rules.attachment.modified_stat`, which adds it to the base value with every
other active modifier (modifiers.2, base-value.1).

It expires as soon as its period ends (lasting-effects.6): an effect until the end of the phase
when the player phase gives way to the villain phase, or when the villain phase ends with the
round; an effect until the end of the round when the round ends, before any "at the end of the
round" ability may initiate. The ATK then reverts to what it is without it (gets.2).

>>> from checker.engine import read_state
>>> state = read_state("players: A(first); A.play: peter:identity[hp=10 atk=2 atk-phase=2 atk-round=1]")
>>> lasting_attack(state, "peter")
3
"""

from __future__ import annotations

from checker.engine.cards import (
    ALLIES_ATK_UNTIL_PHASE,
    ATK_PER_MINION_UNTIL_PHASE,
    ATK_UNTIL_PHASE,
    ATK_UNTIL_ROUND,
    CardType,
    LastingAlliesAttackEffect,
    LastingAttackEffect,
    GAINS_PREFIX,
    LOSES_PREFIX,
    LastingAttackPerMinionEffect,
)
from checker.engine.events import Event, EventKey
from checker.engine.execution import record
from checker.engine.forms import identity_of
from checker.engine.registry import carries_out_words, rule
from checker.engine.state import TableView
from checker.engine.table import Table
from checker.engine.timing import When
from checker.engine.turns import VillainStep
from checker.engine.zones import ZoneKind

carries_out_words(ATK_UNTIL_PHASE, ATK_UNTIL_ROUND, ALLIES_ATK_UNTIL_PHASE, ATK_PER_MINION_UNTIL_PHASE)

PERIODS = (
    (ATK_UNTIL_PHASE, EventKey.LASTING_ATK_PHASE, EventKey.LASTING_PHASE_EXPIRES),
    (ATK_UNTIL_ROUND, EventKey.LASTING_ATK_ROUND, EventKey.LASTING_ROUND_EXPIRES),
)
"""For each period a lasting effect may last (the phase, the round): the counter that holds the
ATK it gives, the event of its creation and the event of its end."""


def lasting_attack(view: TableView, character: str) -> int:
    """lasting-effects.3: the ATK the lasting effects in force give ``character``, as a constant
    ability would, whatever became of the cards that created them (lasting-effects.2)."""
    card = view.card(character)
    return (sum(card.counter(counter) for counter, _, _ in PERIODS) + allies_attack(view, character)
            + attack_per_minion(view, character))


def attack_per_minion(view: TableView, character: str) -> int:
    """lasting-effects.4: the ATK a lasting effect "for each minion in play" gives ``character``,
    counted from the minions in play now: it follows every minion that enters or leaves play
    while it lasts."""
    per_minion = view.card(character).counter(ATK_PER_MINION_UNTIL_PHASE)
    if not per_minion:
        return 0
    record("lasting-effects.4")
    return per_minion * sum(1 for card_id in view.in_play_cards() if view.card(card_id).type is CardType.MINION)


def create_lasting_attack_per_minion(table: Table, player: str, effect: LastingAttackPerMinionEffect) -> None:
    """lasting-effects.1, .4: ``player``'s hero gets the ATK of ``effect`` for each minion in play
    until the end of the phase."""
    identity = identity_of(table, player)
    if identity is None:
        return
    record("lasting-effects.1", "gets.1", "modifiers.2.6")
    card = table.card(identity)
    total = card.counter(ATK_PER_MINION_UNTIL_PHASE) + effect.amount
    table.set_card(card.with_counter(ATK_PER_MINION_UNTIL_PHASE, total))
    table.emit(EventKey.LASTING_ATK_PER_MINION_PHASE, "lasting-effects.1", card=table.ref(identity), count=effect.amount)


def allies_attack(view: TableView, character: str) -> int:
    """The ATK a lasting effect on "your allies" gives ``character``, an ally: the effect its
    controller's identity holds."""
    zone = view.location(character)
    if view.card(character).type is not CardType.ALLY or zone.kind is not ZoneKind.PLAY or zone.holder is None:
        return 0
    identity = identity_of(view, zone.holder)
    return 0 if identity is None else view.card(identity).counter(ALLIES_ATK_UNTIL_PHASE)


def create_lasting_allies_attack(table: Table, player: str, effect: LastingAlliesAttackEffect) -> None:
    """lasting-effects.1: every ally ``player`` controls gets the ATK of ``effect`` until the end
    of the phase, held on their identity: an ally that enters play under their control while it
    lasts gets it too (lasting-effects.5)."""
    identity = identity_of(table, player)
    if identity is None:
        return
    record("lasting-effects.1", "gets.1", "modifiers.2.6")
    card = table.card(identity)
    table.set_card(card.with_counter(ALLIES_ATK_UNTIL_PHASE, card.counter(ALLIES_ATK_UNTIL_PHASE) + effect.amount))
    table.emit(EventKey.LASTING_ALLIES_ATK_PHASE, "lasting-effects.1", player=player, count=effect.amount)


@rule(when=When.CONSTANT, on=EventKey.ENTERS_PLAY)
def entering_ally_is_affected(table: Table, event: Event) -> None:
    """lasting-effects.5: an ally entering play under the control of a player whose allies get
    ATK until the end of the phase meets the criteria of that lasting effect, which affects it
    too, though it was created before."""
    if allies_attack(table, event.params["card"].id):
        record("lasting-effects.5")


def create_lasting_attack(table: Table, player: str, effect: LastingAttackEffect) -> None:
    """lasting-effects.1, gets.1: ``player``'s hero gets the ATK of ``effect`` until the end of
    its period."""
    identity = identity_of(table, player)
    if identity is None:
        return
    counter, created, _ = PERIODS[int(effect.until_round)]
    record("lasting-effects.1", "gets.1", "modifiers.2.6")
    card = table.card(identity)
    table.set_card(card.with_counter(counter, card.counter(counter) + effect.amount))
    table.emit(created, "lasting-effects.1", card=table.ref(identity), count=effect.amount)


def expire_lasting_effects(table: Table, *, end_of_round: bool) -> None:
    """lasting-effects.6: the phase (and, at the end of the round, the round) has reached its end:
    each lasting effect until then expires at once, and the statistic it modified reverts to the
    value it has without it (gets.2, modifiers.2.6.1); a keyword lost or gained until then is
    had again, or no more."""
    periods = PERIODS if end_of_round else PERIODS[:1]
    for card_id in table.in_play_cards():
        lost = tuple(name for name, _ in table.card(card_id).counters if name.startswith((LOSES_PREFIX, GAINS_PREFIX)))
        for counter in (ALLIES_ATK_UNTIL_PHASE, ATK_PER_MINION_UNTIL_PHASE, *lost):
            if table.card(card_id).counter(counter):
                record("lasting-effects.6", "gets.2", "modifiers.2.6.1")
                table.set_card(table.card(card_id).with_counter(counter, 0))
                table.emit(EventKey.LASTING_PHASE_EXPIRES, "lasting-effects.6", card=table.ref(card_id))
    for counter, _, expired in periods:
        for card_id in table.in_play_cards():
            if table.card(card_id).counter(counter):
                record("lasting-effects.6", "gets.2", "modifiers.2.6.1")
                table.set_card(table.card(card_id).with_counter(counter, 0))
                table.emit(expired, "lasting-effects.6", card=table.ref(card_id))


@rule("lasting-effects.6", when=When.CONSTANT, on=VillainStep.END_OF_ROUND)
def round_ends(table: Table, _step: VillainStep) -> None:
    """lasting-effects.3, .6: the round ends, and the villain phase with it: its lasting effects
    expire with the constant abilities, before any forced interrupt to the round's end."""
    expire_lasting_effects(table, end_of_round=True)
