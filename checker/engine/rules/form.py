"""Form, Change Form: a player's hero or alter-ego form, and changing it once each round.

The form is read off the identity card (:mod:`checker.engine.forms`, form.1). During their
turn, once each round, the active player may change form by flipping their identity card
(form.2): :class:`~checker.engine.decisions.ChangeForm`, among the legal decisions while it is
allowed and refused citing form.2 otherwise. Only the form changes (form.3, form.4): the card
keeps its damage, counters and attached cards. A card ability that flips an identity changes
the form without counting against that limit (form.4.1).

>>> from checker.engine import ChangeForm, apply, read_state, write_state
>>> state = read_state("players: A(first) B; A.play: peter:identity[damage=2]")
>>> after, events = apply(state, ChangeForm("A"))
>>> write_state(after), [event.render("en") for event in events]
('players: A(first changed-form) B; A.play: peter:identity[side=B damage=2]', ['A changes to alter-ego form.'])
>>> apply(after, ChangeForm("A"))
Traceback (most recent call last):
...
checker.engine.errors.RuleViolation: A has already changed form this round (rule form.2; state: players: A(first changed-form) B; A.play: peter:identity[side=B damage=2])
"""

from __future__ import annotations

from checker.engine import decisions as d
from checker.engine.errors import REASONS
from checker.engine.events import Event, EventKey
from checker.engine.execution import carries_out
from checker.engine.forms import form_of, identity_of
from checker.engine.registry import rule
from checker.engine.table import Table
from checker.engine.timing import When
from checker.engine.turns import Phase


@rule("form.2", "player-turn.2", when=When.OFFER, on=Phase.PLAYER)
def change_form_is_an_option(table: Table, player: str) -> list[d.ChangeForm]:
    """player-turn.2: during their turn, a player with an identity may change form; form.2's
    prohibition below limits it to once each round."""
    return [d.ChangeForm(player)] if identity_of(table, player) is not None else []


@rule("form.2", "player-turn.1", "player-turn.2", when=When.PROHIBITION, on=d.ChangeForm)
def once_each_round_during_their_turn(table: Table, decision: d.ChangeForm) -> None:
    """form.2: a player may change form only during their turn, and once each round."""
    player = decision.player
    table.player(player)
    if table.phase is not Phase.PLAYER or table.active_player != player:
        raise table.violation("form.2", REASONS.FORM_NOT_THEIR_TURN, player=player)
    if table.player(player).changed_form:
        raise table.violation("form.2", REASONS.FORM_ALREADY_CHANGED, player=player)


@rule("form.2", "player-turn.2", when=When.PERFORM, on=d.ChangeForm)
def change_form_voluntarily(table: Table, decision: d.ChangeForm) -> None:
    """form.2: the player flips their identity card; it is their one voluntary change this round."""
    identity = identity_of(table, decision.player)
    if identity is None:
        raise table.error(REASONS.NO_IDENTITY, player=decision.player)
    table.replace_player(decision.player, changed_form=True)
    change_form(table, decision.player, identity)


@carries_out("form.3", "form.4")
def change_form(table: Table, player: str, identity: str) -> None:
    """form.3 and form.4: only the form changes; the identity card keeps its damage, tokens and
    attached cards, as flipping any card to a side of the same type keeps them."""
    card = table.card(identity)
    table.set_card(card.flipped(card.side.other))
    table.emit(EventKey.FORM_CHANGED, "form.2", player=player, form=form_of(table, identity))


@rule("form.2", when=When.CONSTANT, on=EventKey.ROUND_BEGINS)
def new_round_new_change(table: Table, _event: Event) -> None:
    """form.2: the voluntary change is once each round, so a new round allows another."""
    for player in table.players:
        if player.changed_form:
            table.replace_player(player.id, changed_form=False)
