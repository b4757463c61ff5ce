"""Unique: the players as a group have only one copy of each unique card in play.

A card with the unique icon before its title is unique (unique.1, unique-icon.1). Two unique
cards match when they share a title and neither has a subtitle or an alter-ego title
(unique-icon.2.1), or when the subtitle or alter-ego title of one is the title, subtitle or
alter-ego title of the other (unique-icon.2.2). So a player cannot play a unique card, nor
put one into play, while a matching unique card is in play under any player's control
(unique.2); two cards that share a title but differ in the names under it coexist (unique.4.2,
unique.4.3). The title of a card is its ``name``; an identity's hero side shows that title and
its alter-ego side the ``alter-ego`` title it prints.

>>> from checker.engine import PlayCard, RuleViolation, apply, read_state
>>> state = read_state(
...     'players: A(first) B; A.hand: cap:ally[unique name="Captain America"]; '
...     'B.play: cap2:ally[unique name="Captain America"]')
>>> try:
...     apply(state, PlayCard("A", "cap"))
... except RuleViolation as refused:
...     print(refused.clause)
unique.2
"""

from __future__ import annotations

from checker.engine import decisions as d
from checker.engine.cards import CardType
from checker.engine.errors import REASONS
from checker.engine.execution import record
from checker.engine.registry import rule
from checker.engine.state import TableView
from checker.engine.table import Table
from checker.engine.timing import Change, When


def names_under_title(view: TableView, card_id: str) -> set[str]:
    """The subtitle and the alter-ego title ``card_id`` prints, those it has."""
    definition = view.card(card_id).definition
    return {name for name in (definition.subtitle, definition.alter_ego) if name is not None}


def match(view: TableView, one: str, other: str) -> bool:
    """unique-icon.2: whether two unique cards match."""
    record("unique-icon.2")
    one_names, other_names = names_under_title(view, one), names_under_title(view, other)
    one_title, other_title = view.card(one).name, view.card(other).name
    if one_title == other_title and not one_names and not other_names:
        record("unique-icon.2.1")
        return True
    if one_names & {other_title, *other_names} or other_names & {one_title, *one_names}:
        record("unique-icon.2.2")
        return True
    if one_title == other_title:
        # Same title, told apart by their subtitles or alter-egos: different people.
        record("unique.4", *COEXIST.get(frozenset({view.card(one).type, view.card(other).type}), ()))
    return False


COEXIST = {
    frozenset({CardType.ALLY}): ("unique.4.2",),
    frozenset({CardType.ALLY, CardType.IDENTITY}): ("unique.4.3",),
    frozenset({CardType.IDENTITY}): ("unique.4.1",),
}
"""The clause that lets two unique cards of these types share a title when the names under it
differ."""


def matching_in_play(view: TableView, card_id: str) -> str | None:
    """unique.2: a unique card in play under a player's control (friendly.1) that matches
    ``card_id``; None when there is none or ``card_id`` is not unique."""
    if not view.card(card_id).definition.unique:
        return None
    record("unique.1")
    for other in view.in_play_cards():
        card = view.card(other)
        if other != card_id and card.is_player_card and card.definition.unique and match(view, card_id, other):
            return other
    return None


@rule("unique.2", when=When.PROHIBITION, on=d.PlayCard)
def a_unique_card_is_not_played_beside_its_match(table: Table, decision: d.PlayCard) -> None:
    """unique.2: a player cannot play a unique card while a matching one is in play, whoever
    controls it: the limit is for the players as a group."""
    other = matching_in_play(table, decision.card)
    if other is not None:
        raise table.violation("unique.2", REASONS.UNIQUE_IN_PLAY, card=decision.card, other=other)


@rule("unique.2", when=When.PROHIBITION, on=Change.ENTER_PLAY)
def a_unique_card_is_not_put_into_play_beside_its_match(table: Table, card_id: str, _player: str | None) -> None:
    """unique.2: nor can a card ability put a unique player card into play while a matching one
    is in play."""
    other = matching_in_play(table, card_id) if table.card(card_id).is_player_card else None
    if other is not None:
        raise table.violation("unique.2", REASONS.UNIQUE_IN_PLAY, card=card_id, other=other)
