"""Entering and leaving play: the move of a card between out of play and in play.

Whether a card is in play is read off the table, from the zone it is in and the side it shows
(:meth:`checker.engine.state.TableView.is_in_play`); the rules that act on the answer (what may
be targeted, which abilities may be used) live in ``rules/in_play.py``. This module names the
event a move between the two makes.
"""

from __future__ import annotations

from checker.engine.events import EventKey
from checker.engine.execution import record


def play_transition(was_in_play: bool, now_in_play: bool) -> EventKey | None:
    """in-play-and-out-of-play.2.4 and .3.6: moving from out of play into a play area is entering
    play (enters-play.1: playing, putting into play, revealing are all such moves); moving from a
    play area out of play is leaving it (leaves-play.1: defeat, discard, the victory display,
    removal from the game are all such moves, leaves-play.2)."""
    if now_in_play and not was_in_play:
        record("in-play-and-out-of-play.2.4", "enters-play.1")
        return EventKey.ENTERS_PLAY
    if was_in_play and not now_in_play:
        record("in-play-and-out-of-play.3.6", "leaves-play.1", "leaves-play.2")
        return EventKey.LEAVES_PLAY
    return None


TRANSITION_CLAUSES = {
    EventKey.ENTERS_PLAY: "in-play-and-out-of-play.2.4",
    EventKey.LEAVES_PLAY: "in-play-and-out-of-play.3.6",
}
