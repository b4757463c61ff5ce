"""Surge: an encounter card with surge brings another encounter card with it.

surge.1, surge.2: the keyword is a "When Revealed" ability: the player resolving the card deals
themself one facedown encounter card from the top of the encounter deck. The extra card joins
the cards dealt to that player, so it is revealed only once the original card, and whatever
its reveal triggered, has resolved (surge.3).

>>> from checker.engine import PerformStep, VillainStep, apply, read_state
>>> state = read_state(
...     "players: A(first); phase: villain 4; scheme: ms1[side=B target=20]; "
...     "encounter-deck: e1 e2; A.dealt: t1:treachery[surge]")
>>> after, events = apply(state, PerformStep(VillainStep.REVEAL_ENCOUNTER_CARDS))
>>> [event.render("en") for event in events][:6]
['t1 is revealed.', 't1 resolves from out of play.', 'A is dealt e1 facedown.', 't1 is discarded.', 'e1 is revealed.', 'e1 resolves from out of play.']
"""

from __future__ import annotations

from checker.engine import actions as a
from checker.engine.cards import Keyword
from checker.engine.execution import record
from checker.engine.registry import REGISTRY, carries_out_words, rule
from checker.engine.rules.card_play import WHEN_REVEALED_ABILITIES, Revealed
from checker.engine.table import Table
from checker.engine.timing import When

carries_out_words(Keyword.SURGE)


@rule(when=When.WHEN_REVEALED, on=WHEN_REVEALED_ABILITIES)
def surge(table: Table, revealed: Revealed) -> None:
    """surge.1, surge.2: the player resolving a revealed card with surge deals themself a
    facedown encounter card; dealt, not revealed, it waits for the original card to finish
    resolving (surge.3)."""
    if Keyword.SURGE in table.card(revealed.card).keywords and revealed.player is not None:
        record("surge.1", "surge.2", "surge.3", "keywords.3.21")
        REGISTRY.perform(table, a.DrawEncounterCard(revealed.player))
