"""Keywords that act when a card enters play or is revealed (Hinder X, Toughness, Incite X), or
after a character is attacked (Retaliate X).

Each rule reads the keyword and its value off the card's definition (the faceup side), so any
card that prints the keyword gets it: no card has a rule of its own.

>>> from checker.engine import PutIntoPlay, read_state, setup
>>> state = read_state(
...     "players: A(first) B; scheme: ms1[side=B target=20] ms2; set-aside: ss:side-scheme[start=1 hinder=1p]")
>>> after, events = setup.perform(state, PutIntoPlay("ss"))
>>> [event.render("en") for event in events]
['ss enters play.', 'ss gets 1 threat.', 'ss gets 2 threat.']
"""

from __future__ import annotations

from checker.engine.cards import TOUGH, CardType, Keyword
from checker.engine.events import Event, EventKey
from checker.engine.execution import record
from checker.engine.registry import carries_out_words, rule
from checker.engine.rules.card_play import WHEN_REVEALED_ABILITIES, Revealed
from checker.engine.rules.damage import deal_damage
from checker.engine.rules.main_scheme import current_main_scheme, place_threat
from checker.engine.rules.ranged import ignores_retaliate
from checker.engine.table import Table
from checker.engine.timing import When


carries_out_words(Keyword.HINDER, Keyword.INCITE, Keyword.TOUGHNESS, Keyword.RETALIATE)


@rule(when=When.CONSTANT, on=EventKey.ENTERS_PLAY)
def hinder(table: Table, event: Event) -> None:
    """hinder-x.1: a card with hinder X enters play with X threat on it, in addition to its
    starting threat (hinder-x.3); a per-player X counts the players who started the game. It is
    a constant ability (hinder-x.2): the threat is on the card as it enters play, before any
    response to its entering play."""
    card = table.card(event.params["card"].id)
    count = card.keyword_amount(Keyword.HINDER, table.starting_players)
    if count and card.scheme is not None:
        record("hinder-x.1", "hinder-x.2", "hinder-x.3", "keywords.3.5")
        place_threat(table, card.id, count, "hinder-x.1")


@rule(when=When.WHEN_REVEALED, on=WHEN_REVEALED_ABILITIES)
def incite(table: Table, revealed: Revealed) -> None:
    """incite-x.1: when a card with incite X is revealed, place X threat on the main scheme; it
    resolves with the card's "When Revealed" abilities (incite-x.2, reveal.2.3)."""
    card = table.card(revealed.card)
    count = card.keyword_amount(Keyword.INCITE, table.starting_players)
    if count:
        record("incite-x.1", "incite-x.2", "keywords.3.6")
        place_threat(table, current_main_scheme(table), count, "incite-x.1")


@rule(when=When.CONSTANT, on=EventKey.ENTERS_PLAY)
def toughness(table: Table, event: Event) -> None:
    """toughness.1: a character with toughness is given a tough status card once it has entered
    play, the forced response the keyword stands for (toughness.2); one, however many instances
    of the keyword it has (keywords.2)."""
    card = table.card(event.params["card"].id)
    if Keyword.TOUGHNESS in card.keywords:
        record("toughness.1", "toughness.2", "keywords.3.25")
        if sum(item.keyword is Keyword.TOUGHNESS for item in card.face.keywords) > 1:
            # A second instance of a keyword with no number adds nothing (keywords.2).
            record("keywords.2")
        table.set_card(card.with_counter(TOUGH, card.counter(TOUGH) + 1))
        table.emit(EventKey.COUNTERS_SET, "toughness.1", card=table.ref(card.id), counter=TOUGH,
                   count=card.counter(TOUGH) + 1)


PLAYER_CHARACTER_TYPES = frozenset({CardType.IDENTITY, CardType.ALLY})
"""The characters a player attacks with: an attack by one of them is a player's attack
(attack-player-ability-type.2.5.1), by any other an enemy's (attack-enemy-activation.2.4.6.2)."""


@rule(when=When.FORCED_RESPONSE, on=EventKey.ATTACKED)
def retaliate(table: Table, event: Event) -> None:
    """retaliate-x.1, .2: after a character with retaliate X is attacked, it deals X damage to
    the attacker, as a forced response; only if it is still in play once the attack has
    resolved (retaliate-x.3), and only to an attacker still in play. A ranged attack ignores
    retaliate (:mod:`ranged`)."""
    card = table.card(event.params["card"].id)
    attacker = event.params["attacker"].id
    amount = card.keyword_amount(Keyword.RETALIATE, table.starting_players)
    if not amount or ignores_retaliate(table, card.id, attacker):
        return
    attacked_by_a_player = table.card(attacker).type in PLAYER_CHARACTER_TYPES
    record("retaliate-x.1", "retaliate-x.2", "retaliate-x.3", "keywords.3.17",
           "attack-player-ability-type.2.5.1" if attacked_by_a_player else "attack-enemy-activation.2.4.6.2")
    if attacked_by_a_player:
        # A forced "after [character] is attacked" ability: it resolves first among what the
        # attack triggers (attack-player-ability-type.2.6.1.2), before consequential damage.
        record("attack-player-ability-type.2.6", "attack-player-ability-type.2.6.1",
               "attack-player-ability-type.2.6.1.2")
    if not table.is_in_play(card.id) or not table.is_in_play(attacker):
        return
    # A forced response, in its place in the Simultaneous Timing Priority (ability.9.4).
    record("ability.9", "ability.9.4")
    table.emit(EventKey.RETALIATES, "retaliate-x.2", card=table.ref(card.id), enemy=table.ref(attacker))
    deal_damage(table, attacker, amount, "retaliate-x.2")
