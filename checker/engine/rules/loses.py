"""Loses: an ability that takes a characteristic away from a card for a while.

"An enemy loses Guard until the end of the phase" puts a counter named after the keyword
(``loses-guard``) on the enemy its player chooses. While it is there the card functions as if it
did not have that keyword (loses.1): :attr:`checker.engine.cards.Card.keywords` leaves it out, so
every rule that asks whether the card has the keyword gets no. The counter goes with the other
lasting effects until the end of the phase (lasting-effects.6).

"An enemy gains Guard until the end of the phase" puts a ``gains-guard`` counter on it the same
way; a keyword the card has lost stays lost all the same while the effect that took it lasts
(loses.3). A character that gains stalwart has its stunned and confused status cards removed
(stalwart.3).
"""

from __future__ import annotations

from checker.engine.cards import GAINS_PREFIX, LOSES_PREFIX, GainsKeywordEffect, Keyword, LosesKeywordEffect
from checker.engine.events import EventKey
from checker.engine.execution import record
from checker.engine.registry import carries_out_words, rule
from checker.engine.rules.status_cards import gained_stalwart
from checker.engine.table import Table
from checker.engine.timing import When

carries_out_words(*(prefix + keyword.value for prefix in (LOSES_PREFIX, GAINS_PREFIX) for keyword in Keyword))


@rule("loses.1", when=When.PERFORM, on=LosesKeywordEffect)
def lose_keyword(table: Table, card_id: str, effect: LosesKeywordEffect) -> None:
    """loses.1, lasting-effects.1: ``card_id`` loses the keyword of ``effect`` until the end of
    the phase."""
    keyword = effect.keyword
    record("loses.1", "lasting-effects.1")
    card = table.card(card_id)
    table.set_card(card.with_counter(LOSES_PREFIX + keyword.value, 1))
    table.emit(EventKey.LOSES_KEYWORD, "loses.1", card=table.ref(card_id), keyword=keyword.value)


@rule("loses.3", when=When.PERFORM, on=GainsKeywordEffect)
def gain_keyword(table: Table, card_id: str, effect: GainsKeywordEffect) -> None:
    """lasting-effects.1: ``card_id`` gains the keyword of ``effect`` until the end of the phase;
    if it has lost that keyword, it does not have it again while it stays lost (loses.3). Gaining
    stalwart removes its stunned and confused status cards (stalwart.3)."""
    record("lasting-effects.1")
    card = table.card(card_id)
    table.set_card(card.with_counter(GAINS_PREFIX + effect.keyword.value, 1))
    table.emit(EventKey.GAINS_KEYWORD, "lasting-effects.1", card=table.ref(card_id), keyword=effect.keyword.value)
    gained_stalwart(table, card_id)
