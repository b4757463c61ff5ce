"""Temporary: a card with temporary is discarded from play at the end of the round.

The keyword is a forced interrupt to the round's ending (temporary.2): in villain phase step six,
before the next round begins, each card in play with temporary is discarded.
"""

from __future__ import annotations

from checker.engine.cards import Keyword
from checker.engine.execution import record
from checker.engine.registry import carries_out_words, rule
from checker.engine.table import Table
from checker.engine.timing import When
from checker.engine.turns import VillainStep

carries_out_words(Keyword.TEMPORARY)


@rule(when=When.FORCED_INTERRUPT, on=VillainStep.END_OF_ROUND)
def temporary_cards_are_discarded(table: Table, _step: VillainStep) -> None:
    """temporary.1, .2: when the round ends, each card in play with temporary is discarded."""
    for card_id in list(table.in_play_cards()):
        if Keyword.TEMPORARY in table.card(card_id).keywords and table.is_in_play(card_id):
            record("temporary.1", "temporary.2", "keywords.3.24")
            table.discard(card_id, "temporary.1")
