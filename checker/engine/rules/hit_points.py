"""Hit Points: how much damage a character can take, as printed and as modified.

A character's maximum hit points are its printed hit points as modified by card abilities
(maximum-hit-points.1). An attachment or an upgrade that prints hit points gives the character
it is attached to that many more ("gets +X hit points"): an identity's or a villain's dial goes
up by X while it is attached and back down when it leaves (hit-points.2.2.3); an ally or a minion
whose damage then reaches its hit points is defeated by the state check of defeat. A
character with infinite hit points (``hp=inf``) is never defeated by damage, though damage is
still dealt to it (.4 to .6).

>>> from checker.engine import read_state
>>> state = read_state("players: A(first); A.play: tony:identity[hp=10]{suit:upgrade[hp=3]} cap:ally[hp=inf]")
>>> hit_points(state, "tony"), hit_points(state, "cap")
(13, inf)
"""

from __future__ import annotations

import math

from checker.engine.cards import CardType
from checker.engine.execution import record
from checker.engine.rules.character import is_character
from checker.engine.state import TableView
from checker.engine.zones import attached

MODIFIER_TYPES = frozenset({CardType.ATTACHMENT, CardType.UPGRADE})
DIAL_TYPES = frozenset({CardType.IDENTITY, CardType.VILLAIN})


def hit_points(view: TableView, character: str) -> float | None:
    """``character``'s maximum hit points: printed, plus what the cards attached to it give; None
    when it prints none or is no character (hit-points.1: each character, and only a character,
    has a hit point value), ``math.inf`` when they are infinite."""
    printed = view.card(character).hit_points
    if printed is None or not is_character(view.card(character)):
        return None
    record("hit-points.1")
    if printed.infinite:
        return math.inf
    value = printed.resolve(view.starting_players)
    for card_id in view.in_zone(attached(character)):
        card = view.card(card_id)
        bonus = card.face.stats.hit_points
        if card.type in MODIFIER_TYPES and bonus is not None and not bonus.infinite and view.is_in_play(card_id):
            record("maximum-hit-points.1")
            if view.card(character).type in DIAL_TYPES:
                record("hit-points.2.2.3")
            if printed.per_player:
                # The per-player icon is no modifier: applied first, the modifier adds to its result.
                record("modifiers.2.1")
            value += bonus.resolve(view.starting_players)
    return value
