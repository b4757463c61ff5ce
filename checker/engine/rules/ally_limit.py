"""Ally Limit: a player controls at most three allies in play; over it, they choose which to discard.

Allies may be played or put into play beyond the limit (ally-limit.2): nothing refuses the play.
Once a player controls more allies in play than the limit, the game waits for them to choose an
ally to discard, one at a time, until they are back at the limit; the engine never chooses for
them. When an ally entering play is what put them over, the limit comes before the abilities
that resolve upon that ally entering play (ally-limit.3): they wait for the choices and resolve
after them, if the ally is still in play.

>>> from checker.engine import Choose, PutIntoPlay, read_state, setup
>>> state = read_state(
...     "players: A(first); A.play: a1:ally a2:ally a3:ally; set-aside: a4:ally[owner=A]")
>>> after, events = setup.perform(state, PutIntoPlay("a4", "A"))
>>> after.pending.player, sorted(after.pending.options)
('A', ['a1', 'a2', 'a3', 'a4'])
>>> [event.key.value for event in events]
['enters-play', 'over-ally-limit']
"""

from __future__ import annotations

from checker.engine.cards import CardType
from checker.engine.events import Event, EventKey
from checker.engine.execution import record
from checker.engine.play_status import TRANSITION_CLAUSES
from checker.engine.registry import REGISTRY, quiet_while_in_place, rule
from checker.engine.state import TableView
from checker.engine.table import Table, kept_while_in_place
from checker.engine.timing import When
from checker.engine.turns import Choice, Pending
from checker.engine.zones import play_area

ALLY_LIMIT = 3
"""The most allies a player may control in play (ally-limit.1)."""


@kept_while_in_place
def allies_controlled(view: TableView, player: str) -> tuple[str, ...]:
    """The allies in play in ``player``'s play area, in table order."""
    return tuple(
        card_id
        for card_id in view.in_zone(play_area(player))
        if view.card(card_id).type is CardType.ALLY and view.is_in_play(card_id)
    )


def ask_to_discard_over_limit(table: Table, player: str, entering: str = "") -> bool:
    """ally-limit.2: if ``player`` controls more allies than the limit, they must choose one to
    discard: the game waits for them. ``entering`` is the ally whose entering play put them
    over, if one did. A permanent ally counts, but is not among the allies they may choose.
    True when a choice is asked."""
    allies = allies_controlled(table, player)
    if len(allies) <= ALLY_LIMIT:
        return False
    options = [ally for ally in allies if not table.card(ally).is_permanent]
    if len(options) < len(allies):
        # A permanent ally leaves play only by an ability of its own set (permanent.1).
        record("permanent.1")
    if not options:
        return False
    record("ally-limit.2")
    table.emit(EventKey.OVER_ALLY_LIMIT, "ally-limit.2", player=player, count=len(allies))
    table.pending = Pending(player, Choice.DISCARD_ALLY, tuple(options), "ally-limit.2", entering)
    return True


@rule("ally-limit.1", "ally-limit.2", when=When.STATE_CHECK)
@quiet_while_in_place
def over_the_ally_limit(table: Table) -> bool:
    """ally-limit.1, .2: a player who controls more than three allies in play must immediately
    choose allies to discard; players are asked in player order, one choice at a time."""
    if table.pending is not None:
        return False
    return any(ask_to_discard_over_limit(table, player) for player in table.player_order())


@rule(when=When.PLAY_LIMIT, on=EventKey.ENTERS_PLAY)
def ally_entering_play_over_the_limit(table: Table, event: Event) -> None:
    """ally-limit.3: as an ally enters play, its controller's ally limit (ally-limit.1) is
    checked before any ability that resolves upon it entering play; a choice asked here holds
    those abilities back."""
    ally = event.params["card"].id
    if table.card(ally).type is not CardType.ALLY or table.pending is not None:
        return
    controller = table.base_zone(ally).holder
    if controller is None:
        return
    record("ally-limit.1")
    if ask_to_discard_over_limit(table, controller, ally):
        record("ally-limit.3")


@rule("ally-limit.2", "discard.2", "discard-pile.2", when=When.ANSWER, on="ally-limit.2")
def ally_chosen_to_discard(table: Table, pending: Pending, ally: str) -> None:
    """The player discards the ally they chose; while they are still over the limit they choose
    again. Back at the limit, the abilities that resolve upon the entering ally entering play
    resolve, if it is still in play (ally-limit.3)."""
    table.discard(ally, "ally-limit.2")
    if ask_to_discard_over_limit(table, pending.player, pending.subject):
        return
    entering = pending.subject
    if entering and table.is_in_play(entering):
        entered = Event.make(
            EventKey.ENTERS_PLAY, TRANSITION_CLAUSES[EventKey.ENTERS_PLAY], card=table.ref(entering)
        )
        REGISTRY.resume(table, entered, When.PLAY_LIMIT)
