"""Team-Up: a card that names two characters is played only while both are in play on the players' side.

team-up.1, team-up.3: a card with ``team-up="name 1,name 2"`` cannot be played unless a friendly
character in play (an identity or an ally a player controls: friendly.1) has a title or subtitle
that matches name 1, and one matches name 2. An ally counts by its title or by its subtitle
(team-up.3.1). An eliminated player's characters have left the game, so they name no one. The
engine holds one title per card (its ``name``), whichever side is faceup, except for an identity
that prints its alter-ego title too: it goes by the title of its faceup side (identity.2.2).

>>> from checker.engine import PlayCard, RuleViolation, apply, read_state
>>> state = read_state(
...     'players: A(first); A.hand: t:event[team-up="Ant-Man,Wasp"]; '
...     'A.play: scott:identity[name=Ant-Man]')
>>> try:
...     apply(state, PlayCard("A", "t"))
... except RuleViolation as refused:
...     print(refused.clause)
team-up.3
"""

from __future__ import annotations

from checker.engine import decisions as d
from checker.engine.cards import CardType, Form, Keyword
from checker.engine.errors import REASONS
from checker.engine.execution import record
from checker.engine.forms import form_of
from checker.engine.registry import carries_out_words, rule
from checker.engine.rules.basic_power import controlled_characters
from checker.engine.state import TableView
from checker.engine.table import Table
from checker.engine.timing import When

carries_out_words(Keyword.TEAM_UP)


def named_characters(view: TableView, card_id: str) -> tuple[str, ...]:
    """The characters the team-up keyword of ``card_id`` names, comma-separated in its text."""
    return tuple(
        name.strip()
        for item in view.card(card_id).face.keywords
        if item.keyword is Keyword.TEAM_UP
        for name in item.text.split(",")
        if name.strip()
    )


def friendly_character_named(view: TableView, name: str) -> str | None:
    """friendly.1, team-up.3, .3.1: a character in play that a player still in the game
    controls, whose title or subtitle is ``name``; None when there is none."""
    record("friendly.1")
    for player in view.player_order():
        for character in controlled_characters(view, player):
            card = view.card(character)
            if title_in_play(view, character) == name:
                return character
            if card.definition.subtitle == name:
                record("team-up.3.1")
                return character
    return None


def title_in_play(view: TableView, card_id: str) -> str:
    """The title ``card_id`` goes by: its name, except for an identity that prints an alter-ego
    title, which goes by the title of its faceup side only (identity.2.2): an ability naming its
    alter-ego does not interact with it in hero form (form.4.2), one naming its hero does not in
    alter-ego form (form.4.3)."""
    card = view.card(card_id)
    alter_ego = card.definition.alter_ego
    if card.type is not CardType.IDENTITY or alter_ego is None:
        return card.name
    record("identity.2.2")
    if form_of(view, card_id) is Form.HERO:
        record("form.4.2")
        return card.name
    record("form.4.3")
    return alter_ego


@rule("team-up.1", "team-up.3", "keywords.3.22", when=When.PROHIBITION, on=d.PlayCard)
def both_named_characters_are_in_play(table: Table, decision: d.PlayCard) -> None:
    """team-up.1, team-up.3: a card with team-up is not played unless each character it names
    is a friendly character in play."""
    names = named_characters(table, decision.card)
    if not names:
        return
    missing = [name for name in names if friendly_character_named(table, name) is None]
    if missing:
        raise table.violation("team-up.3", REASONS.TEAM_UP_MISSING, card=decision.card, names=", ".join(missing))
