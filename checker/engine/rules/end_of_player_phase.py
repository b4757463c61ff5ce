"""End of the Player Phase: hand size, readying, then the villain phase.

Once every player has taken a turn (player-phase.2), the player phase ends in steps
(end-of-player-phase.1): in player order, each player may discard any number of cards from hand
and must discard down to their hand size (.1.1); each player then draws up to it (.1.2); every
exhausted card readies (.1.3); the effects that last until the end of the phase end (.1.4); then
the villain phase begins.

A player's hand size is the value printed on the faceup side of their identity card, so it
follows their form (hand-size.1). A player without an identity, or whose identity prints no
hand size, has none the engine knows: their hand is neither discarded down nor drawn up.

Discarding is one decision at a time: the player chooses a card of their hand to discard, or,
once they are at or under their hand size, :attr:`~checker.engine.turns.Answer.DONE_DISCARDING`.
The engine never chooses for them.

>>> from checker.engine import Choose, EndTurn, apply, read_state
>>> state = read_state(
...     "players: A(first); A.hand: c1 c2 c3; A.deck: d1 d2; A.play: spidey:identity[hand-size=3 exhausted]")
>>> after, events = apply(state, EndTurn("A"))
>>> after.pending.options
('c1', 'c2', 'c3', 'done-discarding')
>>> after, events = apply(after, Choose("A", "c2"))
>>> after, events = apply(after, Choose("A", "done-discarding"))
>>> [event.render("en") for event in events]
['A discards no more cards.', 'A draws d1.', 'spidey readies.', 'The villain phase begins.']
"""

from __future__ import annotations

from checker.engine import actions as a
from checker.engine.events import Event, EventKey
from checker.engine.execution import carries_out, record
from checker.engine.forms import identity_of
from checker.engine.registry import REGISTRY, rule
from checker.engine.rules.lasting_effects import expire_lasting_effects
from checker.engine.rules.ready import cannot_ready
from checker.engine.rules.sequence import begin_villain_phase
from checker.engine.state import TableView
from checker.engine.table import Table
from checker.engine.timing import When
from checker.engine.turns import Answer, Choice, Pending
from checker.engine.zones import hand

DISCARD_STEP = "end-of-player-phase.1.1"


def hand_size(view: TableView, player: str) -> int | None:
    """hand-size.1: the hand size value the faceup side of ``player``'s identity prints; None
    when they have no identity or it prints none."""
    identity = identity_of(view, player)
    if identity is None:
        return None
    return view.card(identity).face.stats.hand_size


@rule(when=When.CONDITION_RESOLVES, on=EventKey.PLAYER_PHASE_ENDS)
def end_the_player_phase(table: Table, _event: Event) -> None:
    """end-of-player-phase.1: the player phase ends in steps, the first in player order."""
    discard_down(table, table.player_order())


def discard_down(table: Table, players: list[str]) -> None:
    """Step one for ``players``, in order, then the rest of the procedure; a decision stops it."""
    for player in players:
        if ask_to_discard(table, player):
            return
    draw_up(table)
    ready_every_card(table)
    end_phase_effects(table)
    begin_villain_phase(table)


@carries_out(DISCARD_STEP)
def ask_to_discard(table: Table, player: str, *, again: bool = False) -> bool:
    """end-of-player-phase.1.1: ``player`` may discard any card of their hand; over their hand
    size they must (draw.3), so they may stop only at or under it. That they are over it is
    logged once, not ``again`` after each card they discard. True when a choice is asked."""
    size = hand_size(table, player)
    cards = table.in_zone(hand(player))
    if size is None or not cards:
        return False
    if len(cards) > size:
        record("draw.3", "hand-size.1")
        if not again:
            table.emit(EventKey.OVER_HAND_SIZE, "draw.3", player=player, count=len(cards), size=size)
        options = cards
    else:
        options = (*cards, Answer.DONE_DISCARDING.value)
    table.pending = Pending(player, Choice.DISCARD_FROM_HAND, tuple(options), DISCARD_STEP)
    return True


@rule(DISCARD_STEP, "discard.2", "discard.4", "each-player.1", when=When.ANSWER, on=DISCARD_STEP)
def card_chosen_to_discard(table: Table, pending: Pending, choice: str) -> None:
    """The player discards the card they chose and chooses again; once they are done, the next
    player in player order has their turn to discard."""
    player = pending.player
    if choice != Answer.DONE_DISCARDING:
        table.discard(choice, DISCARD_STEP)
        if ask_to_discard(table, player, again=True):
            return
    else:
        table.emit(EventKey.DONE_DISCARDING, DISCARD_STEP, player=player)
    order = table.player_order()
    discard_down(table, order[order.index(player) + 1 :] if player in order else order)


@carries_out("end-of-player-phase.1.2", "each-player.3")
def draw_up(table: Table) -> None:
    """end-of-player-phase.1.2: each player draws up to their hand size, one card at a time,
    checking after each card whether they are at it (hand-size.2). A deck that yields no card
    ends their draw."""
    for player in table.player_order():
        size = hand_size(table, player)
        if size is None or len(table.in_zone(hand(player))) >= size:
            continue
        record("hand-size.1", "hand-size.2")
        while len(table.in_zone(hand(player))) < size:
            start = len(table.events)
            REGISTRY.perform(table, a.DrawCards(player, 1))
            if not any(event.key is EventKey.DREW for event in table.events[start:]):
                # The deck yielded no card. A drawn card that did not reach the hand (an
                # obligation: obligation.8.1) leaves the hand short, so the player draws on.
                break


@carries_out("end-of-player-phase.1.4")
def end_phase_effects(table: Table) -> None:
    """end-of-player-phase.1.4: the effects that last until the end of the phase end, once every
    card has readied (lasting-effects.6)."""
    expire_lasting_effects(table, end_of_round=False)


@carries_out("end-of-player-phase.1.3")
def ready_every_card(table: Table) -> None:
    """end-of-player-phase.1.3: each player readies all their cards, and each exhausted encounter
    card readies: every exhausted card returns to its ready state (ready.2), and so may be
    exhausted again (exhausted.2)."""
    for card_id in list(table.cards):
        card = table.card(card_id)
        if card.exhausted and cannot_ready(table, card_id):
            # A card attached to it says it cannot ready: "cannot" is absolute (cannot.1).
            record("cannot.1")
        elif card.exhausted:
            record("ready.2", "exhausted.2", "attach-to.3")
            table.set_card(card.ready())
            table.emit(EventKey.READIED, "end-of-player-phase.1.3", card=table.ref(card_id))
