"""Form: whether a player is in hero or alter-ego form, read off their identity card.

Nothing stores the form: the faceup side of the player's identity card shows it (form.1). An
identity card shows the hero on side A and the alter-ego on side B, as the cards are numbered
(1A Spider-Man, 1B Peter Parker). The rules that change a form live in ``rules/form.py``.

>>> from checker.engine import read_state
>>> state = read_state("players: A(first) B; A.play: peter:identity[side=B]; B.play: carol:identity")
>>> identity_of(state, "A"), form_of(state, "peter"), form_of(state, "carol")
('peter', <Form.ALTER_EGO: 'alter-ego'>, <Form.HERO: 'hero'>)
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from checker.engine.cards import CardType, Form, Side
from checker.engine.execution import carries_out
from checker.engine.state import TableView
from checker.engine.zones import play_area

FORM_OF_SIDE: Mapping[Side, Form] = MappingProxyType({Side.A: Form.HERO, Side.B: Form.ALTER_EGO})
"""The form each side of an identity card shows."""


def identity_of(view: TableView, player: str) -> str | None:
    """The identity card in ``player``'s play area, if there is one."""
    for card_id in view.in_zone(play_area(player)):
        if view.card(card_id).type is CardType.IDENTITY:
            return card_id
    return None


@carries_out("form.1", "identity.2")
def form_of(view: TableView, identity: str) -> Form:
    """form.1, identity.2: the form a player is in is the one their identity card shows faceup."""
    return FORM_OF_SIDE[view.card(identity).side]
