"""Setup (keyword): a card that begins the game in play.

setup-keyword.1, setup-keyword.2: during the "Put Setup Cards Into Play" step of setup, each
card with the setup keyword is put into play: in player order, each player's from their deck,
then those of the encounter deck, which the first player puts into play. The set-up the engine
plays (:mod:`checker.engine.rules.game_setup`) carries this step out in its turn; a scenario that
builds the position by hand carries it out with ``put the setup cards into play`` while the game
is still in setup (``phase: setup``).

>>> from checker.engine import PutSetupCardsIntoPlay, read_state, setup
>>> state = read_state("players: A(first); phase: setup; A.deck: c1 suit:upgrade[setup]")
>>> after, events = setup.perform(state, PutSetupCardsIntoPlay())
>>> [event.render("en") for event in events]
['suit enters play.']
"""

from __future__ import annotations

from checker.engine import actions as a
from checker.engine.cards import Keyword
from checker.engine.errors import REASONS
from checker.engine.registry import carries_out_words, rule
from checker.engine.rules.card_play import put_into_play
from checker.engine.table import Table
from checker.engine.timing import When
from checker.engine.turns import Phase
from checker.engine.zones import ENCOUNTER_DECK, deck

carries_out_words(Keyword.SETUP)


@rule("setup-keyword.1", "setup-keyword.2", "keywords.3.18", when=When.PERFORM, on=a.PutSetupCardsIntoPlay)
def put_setup_cards_into_play(table: Table, _step: a.PutSetupCardsIntoPlay) -> None:
    """setup-keyword.1, .2: the cards with the setup keyword begin the game in play: each player
    puts theirs into play from their deck, in player order, then the first player those of the
    encounter deck. Once the game has begun, the step is over for good."""
    if table.phase is not Phase.SETUP:
        raise table.violation("setup-keyword.2", REASONS.NOT_DURING_SETUP)
    for player in table.player_order():
        for card_id in list(table.in_zone(deck(player))):
            if Keyword.SETUP in table.card(card_id).keywords:
                put_into_play(table, card_id, player)
    for card_id in list(table.in_zone(ENCOUNTER_DECK)):
        if Keyword.SETUP in table.card(card_id).keywords and table.pending is None:
            put_into_play(table, card_id, table.first_player)
