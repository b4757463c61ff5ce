"""Restricted: a player controls at most two restricted cards in play; over it, they choose which
to discard.

Nothing refuses playing or putting into play a third restricted card (restricted.2). Once a
player controls more than two, the game waits for them to choose a restricted card of theirs to
discard, one at a time, until two are left; the engine never chooses for them. The keyword is a
forced response of the card after its player takes control of it (restricted.2.1): when a
restricted card entering play puts its player over the limit, the choice comes after the
constant abilities and interrupts of it entering play, and before its other forced responses
and its responses, which resolve once the player has chosen.

>>> from checker.engine import PutIntoPlay, read_state, setup
>>> state = read_state(
...     "players: A(first); A.play: k1:support[restricted] k2:support[restricted]; "
...     "set-aside: k3:support[owner=A restricted]")
>>> after, events = setup.perform(state, PutIntoPlay("k3", "A"))
>>> after.pending.player, sorted(after.pending.options)
('A', ['k1', 'k2', 'k3'])
"""

from __future__ import annotations

from checker.engine.cards import Keyword
from checker.engine.events import Event, EventKey
from checker.engine.execution import record
from checker.engine.play_status import TRANSITION_CLAUSES
from checker.engine.registry import REGISTRY, carries_out_words, quiet_while_in_place, rule
from checker.engine.rules.cards_in_play import with_keyword
from checker.engine.state import TableView
from checker.engine.table import Table
from checker.engine.timing import When
from checker.engine.turns import Choice, Pending
from checker.engine.zones import ZoneKind

carries_out_words(Keyword.RESTRICTED)

RESTRICTED_LIMIT = 2
"""The most restricted cards a player may control in play (restricted.1)."""


def restricted_cards(view: TableView, player: str) -> tuple[str, ...]:
    """The restricted cards in play that ``player`` controls, in table order: an upgrade attached
    to a character is controlled by that character's controller."""
    return tuple(card_id for card_id in with_keyword(view, Keyword.RESTRICTED)
                 if view.base_zone(card_id).kind is ZoneKind.PLAY and view.base_zone(card_id).holder == player)


def ask_to_discard_over_limit(table: Table, player: str, entering: str = "") -> bool:
    """restricted.2: if ``player`` controls more than two restricted cards, they must choose one
    to discard: the game waits for them. ``entering`` is the restricted card whose entering play
    put them over, if one did. A permanent restricted card counts, but is not among the cards
    they may choose. True when a choice is asked."""
    cards = restricted_cards(table, player)
    if len(cards) <= RESTRICTED_LIMIT:
        return False
    options = [card_id for card_id in cards if not table.card(card_id).is_permanent]
    if len(options) < len(cards):
        # A permanent card leaves play only by an ability of its own set (permanent.1): it
        # counts towards the limit, but it is not the player's to discard for it.
        record("permanent.1")
    if not options:
        return False
    record("restricted.1", "restricted.2", "keywords.3.16")
    table.emit(EventKey.OVER_RESTRICTED_LIMIT, "restricted.2", player=player, count=len(cards))
    table.pending = Pending(player, Choice.DISCARD_RESTRICTED, tuple(options), "restricted.2", entering)
    return True


@rule(when=When.STATE_CHECK)
@quiet_while_in_place
def over_the_restricted_limit(table: Table) -> bool:
    """restricted.1, .2: a player who ever controls more than two restricted cards in play must
    immediately choose restricted cards to discard; players are asked in player order."""
    if table.pending is not None:
        return False
    return any(ask_to_discard_over_limit(table, player) for player in table.player_order())


@rule(when=When.FORCED_RESPONSE, on=EventKey.ENTERS_PLAY)
def restricted_card_entering_play(table: Table, event: Event) -> None:
    """restricted.2.1: after its player takes control of a restricted card, if they control more
    than two restricted cards, they discard all but two, as a forced response of that card."""
    card_id = event.params["card"].id
    if Keyword.RESTRICTED not in table.card(card_id).keywords or table.pending is not None:
        return
    controller = table.base_zone(card_id).holder
    if controller is not None and ask_to_discard_over_limit(table, controller, card_id):
        record("restricted.2.1")


@rule("restricted.2", "discard.2", when=When.ANSWER, on="restricted.2")
def restricted_card_chosen_to_discard(table: Table, pending: Pending, card_id: str) -> None:
    """The player discards the restricted card they chose; while they still control more than
    two, they choose again. Then the other forced responses and the responses to the entering
    card's entering play resolve (restricted.2.1)."""
    table.discard(card_id, "restricted.2")
    if ask_to_discard_over_limit(table, pending.player, pending.subject):
        return
    if pending.subject:
        entered = Event.make(
            EventKey.ENTERS_PLAY, TRANSITION_CLAUSES[EventKey.ENTERS_PLAY], card=table.ref(pending.subject)
        )
        REGISTRY.resume(table, entered, When.CONSTANT)
