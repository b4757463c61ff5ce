"""In Play and Out of Play: what may use abilities, and what abilities may target.

Whether a card is in play is derived from its zone and facing (:mod:`checker.engine.state`);
the rules here act on that answer.
"""

from __future__ import annotations

from checker.engine.cards import RESOLVES_OUT_OF_PLAY_TYPES, CardType, RefersToOutOfPlay, Side, UsedFromOutOfPlay
from checker.engine.errors import REASONS
from checker.engine.events import CardRef
from checker.engine.execution import record
from checker.engine.registry import rule
from checker.engine.table import Table
from checker.engine.timing import Change, When

USED_IN_PLAY = frozenset({CardType.IDENTITY, CardType.ALLY, CardType.UPGRADE, CardType.SUPPORT, CardType.EVENT})
"""The player card types whose abilities ability.3 says are used only in play, or for an event
from out of play."""


@rule("in-play-and-out-of-play.2.6", when=When.PROHIBITION, on=Change.USE_ABILITY)
def abilities_work_in_play(table: Table, source_id: str, side: Side | None, target_id: str | None) -> None:
    """The one place that decides whether an ability may be initiated, and may target a card.

    in-play-and-out-of-play.2.6: abilities work only in play (the text of a card in play is
    active, .2; out of play it is not, .3), except on events and treacheries (.3.4) and on cards
    whose text says they are used from out of play (.2.6.1). Only the
    faceup side of a card in play is in play (.2.7, .3.7). An ability only targets cards in play,
    unless its text refers to an out-of-play area (.2.5). What a card's text says is read off its
    abilities' effects: :class:`UsedFromOutOfPlay` and :class:`RefersToOutOfPlay`.
    """
    source = table.card(source_id)
    if source.type in USED_IN_PLAY:
        record("ability.3")
    if source.type in RESOLVES_OUT_OF_PLAY_TYPES:
        record("in-play-and-out-of-play.3.4")
    elif table.is_in_play(source_id):
        record("in-play-and-out-of-play.2")
        if side is not None and not table.side_in_play(source_id, side):
            raise table.violation(
                "in-play-and-out-of-play.3.7", REASONS.SIDE_FACEDOWN,
                card=CardRef(source.id, source.name), side=side.value,
            )
    elif any(ability.has(UsedFromOutOfPlay) for ability in source.all_abilities()):
        record("in-play-and-out-of-play.2.6.1")
    else:
        record("in-play-and-out-of-play.3")
        raise table.violation(
            "in-play-and-out-of-play.2.6", REASONS.SOURCE_OUT_OF_PLAY, source=CardRef(source.id, source.name)
        )
    if target_id is not None:
        record("in-play-and-out-of-play.2.5", "ability.2")
        target = table.card(target_id)
        abilities = source.abilities(side)
        if not (any(ability.has(RefersToOutOfPlay) for ability in abilities) or table.is_in_play(target_id)):
            raise table.violation(
                "in-play-and-out-of-play.2.5", REASONS.TARGET_OUT_OF_PLAY,
                card=CardRef(target.id, target.name), source=CardRef(source.id, source.name),
            )
