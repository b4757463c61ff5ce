"""In Play and Out of Play: what may use abilities, and what abilities may target.

Whether a card is in play is derived from its zone and facing (:mod:`checker.engine.play_status`);
the rules here act on that answer.
"""

from __future__ import annotations

from checker.engine.cards import RESOLVES_OUT_OF_PLAY_TYPES, Card, Side
from checker.engine.errors import REASONS
from checker.engine.events import CardRef
from checker.engine.play_status import side_in_play
from checker.engine.registry import rule
from checker.engine.state import TableView
from checker.engine.table import Table
from checker.engine.timing import Change, When


def ability_source_active(view: TableView, card: Card) -> bool:
    """in-play-and-out-of-play.2.6: abilities work only in play, except on events and treacheries
    (in-play-and-out-of-play.3.4) and on cards whose text says they are used from out of play
    (``works_out_of_play``, in-play-and-out-of-play.2.6.1)."""
    return card.type in RESOLVES_OUT_OF_PLAY_TYPES or card.works_out_of_play or view.is_in_play(card.id)


def may_target(view: TableView, source: Card, target: Card) -> bool:
    """in-play-and-out-of-play.2.5: abilities only target cards in play, unless their text refers
    to an out-of-play area (``targets_out_of_play``)."""
    return source.targets_out_of_play or view.is_in_play(target.id)


@rule(
    "in-play-and-out-of-play.2.5", "in-play-and-out-of-play.2.6", "in-play-and-out-of-play.3.7",
    when=When.PROHIBITION, on=Change.USE_ABILITY,
)
def abilities_work_in_play(table: Table, source_id: str, side: Side | None, target_id: str | None) -> None:
    """The one place that decides whether an ability may be initiated, and may target a card.

    Card text exceptions are the flags ``works_out_of_play`` and ``targets_out_of_play`` on the
    source card.
    """
    source = table.card(source_id)
    if not ability_source_active(table, source):
        raise table.violation(
            "in-play-and-out-of-play.2.6", REASONS.SOURCE_OUT_OF_PLAY, source=CardRef(source.id, source.name)
        )
    out_of_play_text = source.type in RESOLVES_OUT_OF_PLAY_TYPES or source.works_out_of_play
    if side is not None and not out_of_play_text and not side_in_play(table, source_id, side):
        raise table.violation(
            "in-play-and-out-of-play.3.7", REASONS.SIDE_FACEDOWN, card=CardRef(source.id, source.name), side=side.value
        )
    if target_id is not None:
        target = table.card(target_id)
        if not may_target(table, source, target):
            raise table.violation(
                "in-play-and-out-of-play.2.5", REASONS.TARGET_OUT_OF_PLAY,
                card=CardRef(target.id, target.name), source=CardRef(source.id, source.name),
            )
