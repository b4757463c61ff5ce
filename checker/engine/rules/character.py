"""Character: the card types that are characters, the one table every rule asks.

character.1: identities (heroes and alter-egos), allies, villains and minions are characters, and
no other card is. Only a character has hit points (hit-points.1), so only a character can be
assigned indirect damage or be defeated: a support or an upgrade written with hit points is
still neither.

>>> from checker.engine import read_state
>>> state = read_state("players: A(first); A.play: cap:ally[hp=4] lab:support[hp=3]")
>>> is_character(state.card("cap")), is_character(state.card("lab"))
(True, False)
"""

from __future__ import annotations

from checker.engine.cards import Card, CardType
from checker.engine.execution import record

CHARACTER_TYPES = frozenset({CardType.IDENTITY, CardType.ALLY, CardType.VILLAIN, CardType.MINION})
"""character.1: the card types that are characters."""


def is_character(card: Card) -> bool:
    """character.1: whether ``card`` is a character, which its card type alone decides."""
    record("character.1")
    return card.type in CHARACTER_TYPES
