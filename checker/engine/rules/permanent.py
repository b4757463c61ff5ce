"""Permanent: a card that nothing outside its own set defeats or removes from play.

The engine knows no sets, and none of the card abilities it carries out is from a permanent
card's own set, so none of them, and no game rule, defeats a permanent card or makes it leave
play (permanent.1, .3). A permanent side scheme with no threat left is not defeated, nor is a
permanent character with no hit points left (the state checks of
:mod:`checker.engine.rules.side_scheme` and :mod:`checker.engine.rules.card_play` pass them by);
a discard effect cannot target a permanent card (permanent.3.3, .3.3.1, in
:mod:`checker.engine.rules.effects`), nor can the restricted limit discard one
(:mod:`checker.engine.rules.restricted`). A permanent card attached to a card that leaves play is
not discarded with it: its "Attach to" text is resolved again, and with none or no valid target
it is removed from the game (permanent.3.4). When a player is eliminated, another owner's
permanent card in their play area is removed from the game (permanent.3.5, carried out by
:mod:`checker.engine.rules.player_elimination`).

>>> from checker.engine import Defeat, read_state, setup
>>> state = read_state(
...     "players: A(first); A.engaged: m1:minion[hp=2]{stone:attachment[permanent attach-to=minion]} m2:minion[hp=3]")
>>> after, events = setup.perform(state, Defeat("m1"))
>>> after.host_of("stone")
'm2'
"""

from __future__ import annotations

from checker.engine.cards import Keyword
from checker.engine.events import Event, EventKey
from checker.engine.execution import record
from checker.engine.play_status import TRANSITION_CLAUSES
from checker.engine.registry import REGISTRY, carries_out_words, rule
from checker.engine.rules.card_play import attach, attach_targets
from checker.engine.table import Table
from checker.engine.timing import When
from checker.engine.turns import Choice, Pending
from checker.engine.zones import attached

carries_out_words(Keyword.PERMANENT)


@rule(when=When.CONSTANT, on=EventKey.LEAVES_PLAY)
def host_of_a_permanent_attachment_leaves_play(table: Table, event: Event) -> None:
    """permanent.3.4: when the card a permanent card is attached to leaves play, the permanent
    card is not discarded with it (permanent.1, .3)."""
    reattach_permanent_attachments(table, event.params["card"].id)


def reattach_permanent_attachments(table: Table, host: str) -> bool:
    """permanent.3.4: resolve again the "Attach to" text of each permanent card attached to
    ``host``; with none, or no valid target, it is removed from the game. With several valid
    targets, the first player chooses for an encounter card (first-player.4.1), its owner for a
    player card. False when a choice is asked: the answer carries on."""
    for card_id in list(table.zones.get(attached(host), ())):
        card = table.card(card_id)
        if not card.is_permanent:
            continue
        record("permanent.1", "permanent.3", "permanent.3.4", "keywords.3.11")
        targets = attach_targets(table, card_id)
        if not targets:
            table.remove_from_game(card_id, "permanent.3.4")
        elif len(targets) == 1:
            attach(table, card_id, targets[0], clause="permanent.3.4")
        else:
            chooser = card.owner if card.is_player_card else table.first_player
            if not card.is_player_card:
                record("first-player.4", "first-player.4.1")
            table.pending = Pending(chooser or "", Choice.ATTACH_HOST, tuple(targets), "permanent.3.4", card_id, host)
            return False
    return True


@rule("permanent.3.4", when=When.ANSWER, on="permanent.3.4")
def permanent_attachment_host_chosen(table: Table, pending: Pending, chosen: str) -> None:
    """The chosen card gets the permanent attachment; then the other permanent cards attached to
    the card that left play, and what else waits for it leaving play."""
    attach(table, pending.subject, chosen, clause="permanent.3.4")
    host = pending.context
    if reattach_permanent_attachments(table, host):
        left = Event.make(EventKey.LEAVES_PLAY, TRANSITION_CLAUSES[EventKey.LEAVES_PLAY], card=table.ref(host))
        REGISTRY.resume(table, left, When.CONSTANT)
