"""Player Side Scheme and Player Side Scheme Limit: missions the heroes undertake.

A player side scheme is a player card a player plays from hand (player-turn.3): it enters the
villain's play area, next to the main scheme, with its starting threat (player-side-scheme.2,
.3, in :mod:`checker.engine.rules.play` and :mod:`checker.engine.rules.card_play`), and is a
scheme to every rule and effect that names schemes (.6): a basic thwart removes threat from it
(.6.1), and so does an effect that removes threat from "a scheme" (.6.2). With no threat left on
it, it is defeated and discarded (.5, in :mod:`checker.engine.rules.side_scheme`).

Only so many may be in play: one when one or two players started the game, two with three or
four (player-side-scheme-limit.2). A player may play one at the limit, and then chooses one to
discard (.4); otherwise, over the limit, the first player chooses (.3). A player side scheme
discarded this way is not defeated.

>>> from checker.engine import Choose, PlayCard, apply, read_state
>>> state = read_state(
...     "players: A(first); scheme: ms1[side=B target=20]; villain-area: p1:player-side-scheme[owner=A threat=2]; "
...     "A.hand: p2:player-side-scheme[start=3]")
>>> after, events = apply(state, PlayCard("A", "p2"))
>>> after.pending.player, after.pending.options
('A', ('p2', 'p1'))
>>> after, events = apply(after, Choose("A", "p1"))
>>> [event.render("en") for event in events]
['p1 is discarded.', 'p1 leaves play.']
"""

from __future__ import annotations

from checker.engine.cards import CardType
from checker.engine.events import Event, EventKey
from checker.engine.execution import record
from checker.engine.play_status import TRANSITION_CLAUSES
from checker.engine.registry import REGISTRY, rule
from checker.engine.state import TableView
from checker.engine.table import Table
from checker.engine.timing import When
from checker.engine.turns import Choice, Pending
from checker.engine.zones import VILLAIN_AREA

LIMIT_STEP = "player-side-scheme-limit.3"


def limit(view: TableView) -> int:
    """player-side-scheme-limit.2: one player side scheme with one or two players who started
    the game, two with three or four. Every seat counts, an eliminated player's too; the count is
    no per-player value, so it is read from the seats (``starting_players`` records
    per-player-icon.2)."""
    return 1 if len(view.players) <= 2 else 2


def player_side_schemes(view: TableView) -> list[str]:
    """The player side schemes in play, in table order."""
    return [card_id for card_id in view.in_zone(VILLAIN_AREA)
            if view.card(card_id).type is CardType.PLAYER_SIDE_SCHEME and view.is_in_play(card_id)]


def ask_to_discard_over_limit(table: Table, player: str, clause: str, entering: str = "") -> bool:
    """Over the limit, ``player`` chooses a player side scheme to discard; ``entering`` is the one
    whose entering play put them over, if one did, whose other triggers wait. True when asked."""
    schemes = player_side_schemes(table)
    if len(schemes) <= limit(table):
        return False
    record("player-side-scheme.4", "player-side-scheme-limit.1", "player-side-scheme-limit.2", clause)
    table.pending = Pending(player, Choice.DISCARD_PLAYER_SIDE_SCHEME, tuple(schemes), LIMIT_STEP, entering)
    return True


@rule(when=When.PLAY_LIMIT, on=EventKey.ENTERS_PLAY)
def played_at_the_limit(table: Table, event: Event) -> None:
    """player-side-scheme-limit.4: a player who plays a player side scheme at the limit chooses
    one to discard, as it enters play."""
    card_id = event.params["card"].id
    if table.card(card_id).type is not CardType.PLAYER_SIDE_SCHEME or table.pending is not None:
        return
    played_by = [e.params["player"] for e in table.events
                 if e.key is EventKey.PLAYED and e.params["card"].id == card_id]
    if played_by:
        ask_to_discard_over_limit(table, played_by[-1], "player-side-scheme-limit.4", card_id)


@rule(when=When.STATE_CHECK)
def over_the_limit(table: Table) -> bool:
    """player-side-scheme-limit.3: with more player side schemes in play than the limit, the
    first player chooses one to discard, again until they are no longer over it."""
    if table.pending is not None or table.first_player is None:
        return False
    return ask_to_discard_over_limit(table, table.first_player, "player-side-scheme-limit.3")


@rule(when=When.ANSWER, on=LIMIT_STEP)
def chosen_to_discard(table: Table, pending: Pending, scheme: str) -> None:
    """The chosen player side scheme is discarded, not defeated; over the limit still, the
    player chooses again."""
    table.discard(scheme, "player-side-scheme-limit.3")
    if ask_to_discard_over_limit(table, pending.player, "player-side-scheme-limit.3", pending.subject):
        return
    entering = pending.subject
    if entering and table.is_in_play(entering):
        # What else waits for it entering play resolves now (as with the ally limit).
        entered = Event.make(EventKey.ENTERS_PLAY, TRANSITION_CLAUSES[EventKey.ENTERS_PLAY], card=table.ref(entering))
        REGISTRY.resume(table, entered, When.PLAY_LIMIT)
