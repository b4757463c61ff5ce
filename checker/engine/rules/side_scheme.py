"""Side Scheme: a side scheme stays in play only while it has threat on it.

Entering play (side-scheme.2, .2.1) is carried out where any card enters play
(:mod:`checker.engine.rules.card_play`); this module holds the state check that defeats a side
scheme once no threat is left on it.

>>> from checker.engine import RemoveThreat, read_state, setup
>>> state = read_state(
...     "players: A(first); scheme: ms1[side=B target=20]; villain-area: ss:side-scheme[threat=2]")
>>> after, events = setup.perform(state, RemoveThreat("ss", 2))
>>> [event.render("en") for event in events]
['ss loses 2 threat.', 'ss is defeated.', 'ss is discarded.', 'ss leaves play.']
"""

from __future__ import annotations

from checker.engine.cards import THREAT, CardType
from checker.engine.execution import record
from checker.engine.registry import rule
from checker.engine.rules.card_play import defeat
from checker.engine.table import Table
from checker.engine.timing import When
from checker.engine.zones import VILLAIN_AREA

SIDE_SCHEME_TYPES = frozenset({CardType.SIDE_SCHEME, CardType.PLAYER_SIDE_SCHEME})


@rule("defeat.1", "side-scheme.2.2", when=When.STATE_CHECK)
def side_scheme_without_threat_is_defeated(table: Table) -> bool:
    """defeat.1, side-scheme.2.2: a side scheme in play with no threat on it is defeated (and
    discarded, defeat.2); so is a player side scheme (player-side-scheme.5). The check runs once what is happening has resolved, so a side scheme
    entering play is judged with its starting threat and the threat its keywords add (Hinder X)."""
    for card_id in table.in_zone(VILLAIN_AREA):
        card = table.card(card_id)
        if card.type in SIDE_SCHEME_TYPES and card.counter(THREAT) == 0 and table.is_in_play(card_id):
            if card.is_permanent:
                # Only an ability of its own set could defeat it (permanent.1, .3).
                record("permanent.1", "permanent.3", "keywords.3.11")
                continue
            if card.type is CardType.PLAYER_SIDE_SCHEME:
                record("player-side-scheme.5")
            defeat(table, card_id)
            return True
    return False
