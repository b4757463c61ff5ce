"""Teamwork (Trait): a minion that joins another of its kind activates at once.

teamwork-trait.1, teamwork-trait.2: the keyword is a forced response: after a minion with
``teamwork=Trait`` enters play and engages a player, if another minion with that trait is in
play, the minion activates against the player it is engaged with: it attacks them in hero form,
schemes in alter-ego form (:mod:`checker.engine.rules.enemy_activation`). A minion being
revealed resolves its "When Revealed" abilities first, then the keyword (teamwork-trait.3).

>>> from checker.engine import PutIntoPlay, read_state, setup
>>> state = read_state(
...     "players: A(first); scheme: ms1[side=B target=20]; A.play: peter:identity[side=B hp=10]; "
...     "A.engaged: m1:minion[traits=Brute hp=3]; set-aside: m2:minion[traits=Brute sch=1 hp=2 teamwork=Brute]")
>>> after, events = setup.perform(state, PutIntoPlay("m2", "A"))
>>> after.card("ms1").counter("threat")
1
"""

from __future__ import annotations

from checker.engine.cards import CardType, Keyword
from checker.engine.events import Event, EventKey
from checker.engine.execution import record
from checker.engine.registry import carries_out_words, rule
from checker.engine.rules.card_play import WHEN_REVEALED_ABILITIES, Revealed
from checker.engine.rules.enemy_activation import activate
from checker.engine.state import TableView
from checker.engine.table import Table
from checker.engine.timing import When
from checker.engine.zones import ZoneKind

carries_out_words(Keyword.TEAMWORK)


def teamwork_traits(view: TableView, minion: str) -> tuple[str, ...]:
    """The traits the teamwork keywords of ``minion`` name."""
    return tuple(item.text for item in view.card(minion).face.keywords if item.keyword is Keyword.TEAMWORK)


def another_minion_shares(view: TableView, minion: str, traits: tuple[str, ...]) -> bool:
    """Whether a minion in play other than ``minion`` has one of ``traits``: a trait has no
    effect of its own, only through an ability that looks for it, as this keyword does (traits.2)."""
    record("traits.2")
    return any(
        card_id != minion
        and view.card(card_id).type is CardType.MINION
        and any(trait in view.card(card_id).face.traits for trait in traits)
        for card_id in view.in_play_cards()
    )


def being_revealed(table: Table, minion: str, entered: int) -> bool:
    """Whether ``minion`` entered play (the event at ``entered``) as it was revealed: it was
    revealed this step and has not left play since."""
    return table.last_about(minion, (EventKey.REVEALED, EventKey.LEAVES_PLAY), before=entered) is EventKey.REVEALED
    return False


def activate_with_teamwork(table: Table, minion: str) -> None:
    """teamwork-trait.1, .2: a minion with teamwork, in play and engaged with a player, activates
    against that player if another minion with the trait it names is in play."""
    traits = teamwork_traits(table, minion)
    if not traits or not table.is_in_play(minion) or table.location(minion).kind is not ZoneKind.ENGAGED:
        return
    if not another_minion_shares(table, minion, traits):
        return
    record("teamwork-trait.1", "teamwork-trait.2", "keywords.3.23")
    activate(table, minion, table.location(minion).holder or "")


@rule(when=When.FORCED_RESPONSE, on=EventKey.ENTERS_PLAY)
def minion_entered_play(table: Table, event: Event) -> None:
    """teamwork-trait.2: after a minion with teamwork enters play, put into play; a revealed one
    waits for its "When Revealed" abilities (teamwork-trait.3)."""
    minion = event.params["card"].id
    if table.card(minion).type is not CardType.MINION or not teamwork_traits(table, minion):
        return
    # An event resumed from an earlier step is not in this step's log: every logged event came before it.
    entered = next((index for index, logged in enumerate(table.events) if logged is event), len(table.events))
    if being_revealed(table, minion, entered):
        return
    activate_with_teamwork(table, minion)


@rule(when=When.WHEN_REVEALED, on=WHEN_REVEALED_ABILITIES)
def after_when_revealed(table: Table, revealed: Revealed) -> None:
    """teamwork-trait.3: a revealed minion's teamwork resolves after its "When Revealed"
    abilities, registered after them."""
    if table.card(revealed.card).type is CardType.MINION and teamwork_traits(table, revealed.card):
        record("teamwork-trait.3")
        activate_with_teamwork(table, revealed.card)
