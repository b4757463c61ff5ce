"""Attachment: an encounter card that attaches to another card and may change its numbers.

Entering play attached (attachment.2) is carried out where any revealed card enters play
(:mod:`checker.engine.rules.card_play`). An attachment on a character modifies that character's
ATK, SCH and THW by the values it prints (attachment.2.1): its SCH value is a "SCH/THW" modifier,
to the SCH of a villain or minion and to the THW of a hero or ally (.2.1.1). A modifier to a
value the character does not have is ignored (.2.1.2): an alter-ego given +1 ATK still has no
ATK (attachment.3). A constant ability of a card attached to it may also double or halve a value,
after every addition (modifiers.2.2, a fraction rounded up: .2.5), or set it to a number, over
every other modifier (.2.3); below zero, the result is zero (.2.4). Every rule that reads a
character's ATK, SCH or THW reads it here.

>>> from checker.engine import read_state
>>> state = read_state(
...     "players: A(first); villain: rhino[atk=2 sch=1 hp=14]{spear:attachment[atk=1 sch=1]}; "
...     "A.play: peter:identity[side=B hp=10]{goo:attachment[atk=1 sch=1]}")
>>> [modified_stat(state, card, stat) for card, stat in [("rhino", "attack"), ("rhino", "scheme"), ("peter", "attack")]]
[3, 2, None]
"""

from __future__ import annotations

import math

from checker.engine.cards import ENEMY_TYPES, CardType, MultiplyStatEffect, SetStatEffect, Trigger
from checker.engine.execution import record
from checker.engine.rules.ability import with_constant_abilities
from checker.engine.rules.lasting_effects import lasting_attack
from checker.engine.state import TableView
from checker.engine.table import kept_by_the_table
from checker.engine.zones import attached



def modifier(view: TableView, attachment: str, stat: str, character: str) -> int:
    """What ``attachment`` adds to ``stat`` of ``character``: its ATK to ATK; its SCH, a
    "SCH/THW" modifier, to the SCH of an enemy and the THW of anyone else (attachment.2.1.1)."""
    printed = view.card(attachment).face.stats
    if stat == "attack":
        return printed.attack or 0
    enemy = view.card(character).type in ENEMY_TYPES
    if stat == "scheme":
        return (printed.scheme or 0) if enemy else 0
    if stat == "thwart" and not enemy and printed.scheme:
        record("attachment.2.1.1")
        return printed.scheme + (printed.thwart or 0)
    return (printed.thwart or 0) if stat == "thwart" else 0


@kept_by_the_table
def modified_stat(view: TableView, character: str, stat: str) -> int | None:
    """attachment.2.1: ``character``'s ``stat`` (``"attack"``, ``"scheme"`` or ``"thwart"``) with the
    modifiers of the attachments on it and of the lasting effects in force; None when it has no
    such value (attachment.2.1.2). A value printed as a dash is an unmodifiable 0 (dash-value.4,
    modifiers.2.7); a value below zero once every modifier counts is 0 (modifiers.2.4).

    A table works it out once for each of its versions: the legal decisions ask it of the same
    character for every enemy it could attack and every scheme it could thwart."""
    value = getattr(view.card(character).face.stats, stat)
    if stat in view.card(character).face.stats.dashes:
        # A dash is an unmodifiable 0 where it is referred to.
        record("dash-value.4", "modifiers.2.7")
        return value
    value = with_lasting_effects(view, character, stat, value)
    value = with_constant_abilities(view, character, stat, value)
    added = value != getattr(view.card(character).face.stats, stat)
    attachments = view.in_zone(attached(character))
    for card_id in attachments:
        if view.card(card_id).type is not CardType.ATTACHMENT or not view.is_in_play(card_id):
            continue
        change = modifier(view, card_id, stat, character)
        if not change:
            continue
        if value is None:
            record("attachment.2.1.2", "attachment.3")
            continue
        record("attachment.2.1")
        value, added = value + change, True
    if attachments:
        # Only the cards attached to it double, halve or set its value.
        value = set_value(view, character, stat, multiplied(view, character, stat, value, added))
    if value is not None and value < 0:
        # Counted with every modifier, a value below zero is treated as zero.
        record("modifiers.2.4")
        return 0
    return value


def multiplied(view: TableView, character: str, stat: str, value: int | None, added: bool) -> int | None:
    """modifiers.2.2, .2.5: ``value``, counted with every modifier that adds or subtracts
    (``added`` when there was one), then doubled or halved by the cards attached to the character
    that say so; a fractional result is rounded up."""
    factors = [0.5 if effect.halve else 2 for card_id in view.in_zone(attached(character)) if view.is_in_play(card_id)
               for ability in view.card(card_id).abilities() if ability.trigger is Trigger.CONSTANT
               for effect in ability.effects if isinstance(effect, MultiplyStatEffect) and effect.stat == stat]
    if not factors or value is None:
        return value
    if added:
        record("modifiers.2.2")
    result = float(value)
    for factor in factors:
        result *= factor
    if result != int(result):
        record("modifiers.2.5")
    return math.ceil(result)


def set_value(view: TableView, character: str, stat: str, value: int | None) -> int | None:
    """modifiers.2.3: a card attached to the character that sets ``stat`` to a number overrides
    every other modifier; of several, the one attached most recently (the top one) does."""
    sets = [effect.value for card_id in view.in_zone(attached(character)) if view.is_in_play(card_id)
            for ability in view.card(card_id).abilities() if ability.trigger is Trigger.CONSTANT
            for effect in ability.effects if isinstance(effect, SetStatEffect) and effect.stat == stat]
    if not sets or value is None:
        return value
    record("modifiers.2.3")
    return sets[0]


def with_lasting_effects(view: TableView, character: str, stat: str, value: int | None) -> int | None:
    """modifiers.2, base-value.1: the ATK the lasting effects in force give ``character`` added to
    its base value, its printed one (lasting-effects.3, gets.1); a character with no ATK gets none."""
    change = lasting_attack(view, character) if stat == "attack" else 0
    if not change or value is None:
        return value
    record("lasting-effects.2", "lasting-effects.3", "gets.1", "modifiers.2.6", "modifiers.1", "modifiers.2",
           "base-value.1")
    return value + change
