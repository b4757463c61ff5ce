"""Indirect damage: damage dealt to a player, who divides it among the characters they control.

indirect-damage.2: the player chooses where each point goes, one point at a time (the
:data:`~checker.engine.turns.Choice.ASSIGN_INDIRECT_DAMAGE` choice, whose options are their
characters that can take one more point). A character cannot be assigned more than would defeat
it, its remaining hit points, whether or not a tough status card would prevent it
(indirect-damage.4.1, .4.2), and a character written without hit points none. When only one
character can take the points left, they go to it: there is nothing to choose. Once every point
is assigned, the damage is dealt to each character at once (indirect-damage.4); points no
character can take are ignored (indirect-damage.5.1). Indirect damage dealt to the players as a
group is divided among the friendly characters in play, and the first player makes the choice for
the group (indirect-damage.3, first-player.4.2).
"""

from __future__ import annotations

from collections import Counter

from checker.engine import actions as a
from checker.engine.cards import TOUGH, CardType
from checker.engine.execution import record
from checker.engine.forms import identity_of
from checker.engine.registry import rule
from checker.engine.rules.character import is_character
from checker.engine.rules.damage import deal_damage
from checker.engine.rules.target import cannot_take_damage
from checker.engine.rules.hit_points import hit_points
from checker.engine.rules.overkill import remaining_hit_points
from checker.engine.state import TableView
from checker.engine.table import Table
from checker.engine.timing import When
from checker.engine.turns import Choice, Pending
from checker.engine.zones import play_area

SEPARATOR = "/"
"""Joins the points left and the characters assigned so far in the choice's context."""

PLAYER = "indirect-damage.2"
"""The clause of a choice about indirect damage dealt to one player."""
GROUP = "indirect-damage.3"
"""The clause of a choice about indirect damage dealt to the players as a group."""


def characters_of(view: TableView, players: tuple[str, ...]) -> list[str]:
    """The characters ``players`` control: the characters in play in their play areas, their
    identities and their allies (character.1); no other card they control can take a point."""
    return [
        card_id for player in players for card_id in view.in_zone(play_area(player))
        if is_character(view.card(card_id)) and view.is_in_play(card_id)
    ]


def can_be_assigned(view: TableView, character: str, assigned: Counter[str]) -> bool:
    """indirect-damage.4.1: whether ``character`` can be assigned one more point: not past its
    remaining hit points, the damage it can take before reaching zero (remaining-hit-points.1),
    and not at all without hit points."""
    if hit_points(view, character) is None:
        return False
    if cannot_take_damage(view, character):
        record("indirect-damage.5")
        return False
    record("remaining-hit-points.1")
    return assigned[character] < remaining_hit_points(view, character)


def among(table: Table, clause: str, chooser: str) -> tuple[str, ...]:
    """The players among whose characters the damage is divided: the one it is dealt to
    (indirect-damage.2), or every player in the game for the group (indirect-damage.3)."""
    return tuple(table.players_in_game()) if clause == GROUP else (chooser,)


def assign(table: Table, chooser: str, clause: str, left: int, assigned: Counter[str]) -> None:
    """Assign the ``left`` points still to assign: ask ``chooser`` while they have a choice, put
    them on the only character that can take them when there is one, then deal them all."""
    characters = characters_of(table, among(table, clause, chooser))
    while left:
        options = [card for card in characters if can_be_assigned(table, card, assigned)]
        if not options:
            record("indirect-damage.5.1")
            break
        if len(options) > 1:
            context = SEPARATOR.join((str(left), *assigned.elements()))
            table.pending = Pending(chooser, Choice.ASSIGN_INDIRECT_DAMAGE, tuple(options), clause,
                                    identity_of(table, chooser) or "", context)
            return
        assigned[options[0]] += 1
        left -= 1
    resolve(table, characters, assigned)


def resolve(table: Table, characters: list[str], assigned: Counter[str]) -> None:
    """indirect-damage.4: the assigned damage is dealt to each character, all at once; a tough
    status card prevents all that is assigned to its character (indirect-damage.4.2)."""
    record("indirect-damage.4")
    if any(assigned[card] >= remaining_hit_points(table, card) for card in assigned):
        record("indirect-damage.4.1")
    if len(assigned) > 1 and any(table.card(card).type is CardType.ALLY
                                 and assigned[card] == remaining_hit_points(table, card) for card in assigned):
        # An ally takes what it has left and the identity the rest (the example of .7).
        record("indirect-damage.7")
    for card in characters:
        if assigned[card]:
            if table.card(card).counter(TOUGH):
                record("indirect-damage.4.2")
            deal_damage(table, card, assigned[card], "indirect-damage.4")


@rule("indirect-damage.1", "indirect-damage.2", when=When.PERFORM, on=a.DealIndirectDamage)
def deal_indirect_damage(table: Table, effect: a.DealIndirectDamage) -> None:
    """indirect-damage.1, .2: indirect damage dealt to a player is divided as they choose among
    the characters they control."""
    assign(table, effect.player, PLAYER, effect.amount, Counter())


@rule("indirect-damage.1", "indirect-damage.3", "first-player.4", "first-player.4.2", when=When.PERFORM,
      on=a.DealIndirectDamageToPlayers)
def deal_indirect_damage_to_players(table: Table, effect: a.DealIndirectDamageToPlayers) -> None:
    """indirect-damage.3: indirect damage dealt to the players as a group is divided as the group
    chooses among the friendly characters in play; the first player decides for the group
    (first-player.4.2)."""
    assign(table, table.first_player or "", GROUP, effect.amount, Counter())


@rule(PLAYER, when=When.ANSWER, on=PLAYER)
@rule(GROUP, when=When.ANSWER, on=GROUP)
def point_assigned(table: Table, pending: Pending, character: str) -> None:
    """The player asked assigned the next point to ``character``; the rest are assigned in turn."""
    left, *so_far = pending.context.split(SEPARATOR)
    assigned = Counter(so_far)
    assigned[character] += 1
    assign(table, pending.player, pending.clause, int(left) - 1, assigned)
