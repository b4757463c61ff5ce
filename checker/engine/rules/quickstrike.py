"""Quickstrike: a minion with the quickstrike keyword attacks the player it engages, if they are
in hero form.

The keyword is a forced response (quickstrike.2): after the minion engages a player whose
identity is in hero form, it attacks that player (quickstrike.1); a player in alter-ego form is
not attacked. A minion being revealed engages its player as it enters play, yet its quickstrike
waits until its "When Revealed" abilities have resolved (quickstrike.3). The attack goes as any
enemy's attack does (:mod:`enemy_activation`): the interrupts to it ("when [enemy] attacks")
resolve first (attack-enemy-activation.3.1), the minion is given a boost card if it gets one,
the players may declare a defender, and the attacked character's retaliate answers it. A stunned
minion does not attack: its stunned status card is removed instead (stun.7.2).

>>> from checker.engine import Reveal, read_state, setup
>>> state = read_state(
...     "players: A(first); villain: rhino[hp=14]; scheme: ms1[side=B target=20]; "
...     "A.play: spidey:identity[hp=10 def=2 exhausted]; A.dealt: m1:minion[atk=2 hp=3 quickstrike]")
>>> after, events = setup.perform(state, Reveal("m1", "A"))
>>> after.card("spidey").counter("damage")
2
"""

from __future__ import annotations

from checker.engine.cards import CardType, Form, Keyword
from checker.engine.events import Event, EventKey
from checker.engine.execution import record
from checker.engine.forms import form_of, identity_of
from checker.engine.registry import REGISTRY, carries_out_words, rule
from checker.engine.rules.attack_triggers import QUICKSTRIKE
from checker.engine.rules.boost import gets_boost_card, give_boost_card
from checker.engine.rules.card_play import WHEN_REVEALED_ABILITIES, Revealed
from checker.engine.rules.enemy_activation import ask_for_defender, defend_or_pass, resolve_attack
from checker.engine.rules.status_cards import cancels
from checker.engine.table import Table
from checker.engine.timing import When
from checker.engine.turns import Pending, Suspended
from checker.engine.zones import ZoneKind, engaged

carries_out_words(Keyword.QUICKSTRIKE)

DEFEND = "quickstrike.2"
"""The clause the players' choice of a defender against a quickstrike attack answers to."""


def has_quickstrike(table: Table, card_id: str) -> bool:
    """Whether ``card_id`` is a minion with the quickstrike keyword."""
    card = table.card(card_id)
    return card.type is CardType.MINION and Keyword.QUICKSTRIKE in card.keywords


def engaged_as_revealed(table: Table, event: Event) -> bool:
    """Whether the engagement ``event`` logs is the minion's entering play as it is revealed:
    of what this step logged about the minion being revealed or engaging, the last before
    ``event`` is its being revealed."""
    minion = event.params["card"].id
    index = next((position for position, logged in enumerate(table.events) if logged is event), len(table.events))
    for logged in reversed(table.events[:index]):
        if logged.key in (EventKey.REVEALED, EventKey.ENGAGED) and logged.params["card"].id == minion:
            return logged.key is EventKey.REVEALED
    return False


@rule(when=When.FORCED_RESPONSE, on=EventKey.ENGAGED)
def quickstrike_after_engaging(table: Table, event: Event) -> None:
    """quickstrike.2: after a minion with quickstrike engages a player, it attacks them; one
    being revealed waits for its "When Revealed" abilities (quickstrike.3)."""
    minion = event.params["card"].id
    if not has_quickstrike(table, minion) or engaged_as_revealed(table, event):
        return
    strike(table, minion, event.params["player"])


@rule(when=When.WHEN_REVEALED, on=WHEN_REVEALED_ABILITIES)
def quickstrike_after_when_revealed(table: Table, revealed: Revealed) -> None:
    """quickstrike.3: a revealed minion with quickstrike attacks the player it engaged once its
    "When Revealed" abilities have resolved; its handler comes after theirs."""
    if not has_quickstrike(table, revealed.card) or not table.is_in_play(revealed.card):
        return
    zone = table.location(revealed.card)
    if zone.kind is not ZoneKind.ENGAGED or zone.holder is None:
        return
    record("quickstrike.3")
    strike(table, revealed.card, zone.holder)


def strike(table: Table, minion: str, player: str) -> None:
    """quickstrike.1: the minion, still engaged with ``player``, attacks them if their identity
    is in hero form; in alter-ego form, it does not. A stunned minion that would attack removes
    its stunned status card instead (stun.7.2). While a decision is awaited, such as one a
    "When Revealed" ability asks, the attack waits in the state and comes once it is over."""
    identity = identity_of(table, player)
    if identity is None or table.location(minion) != engaged(player):
        return
    if table.pending is not None:
        table.wait(Suspended(WAITING, player, minion))
        return
    record("quickstrike.1", "quickstrike.2", "keywords.3.13")
    if form_of(table, identity) is not Form.HERO:
        return
    if cancels(table, minion, EventKey.ATTACK_CANCELED, "stun.7.2"):
        return
    record("attack-enemy-activation.1", "attack-enemy-activation.2")
    REGISTRY.initiate(table, EventKey.ATTACK_INITIATED, QUICKSTRIKE, enemy=table.ref(minion), player=player)


@rule(when=When.CONDITION_RESOLVES, on=EventKey.ATTACK_INITIATED)
def quickstrike_attack_initiated(table: Table, event: Event) -> None:
    """A quickstrike attack goes on as any enemy attack once the interrupts to its initiation
    ("when [enemy] attacks") have resolved (attack-enemy-activation.3.1): the boost card, then
    the defender. Resumed after an interrupt that asked a decision, what the attack set off
    resolves once it has resolved."""
    if event.clause != QUICKSTRIKE:
        return
    minion, player = event.params["enemy"].id, event.params["player"]
    resumed = not any(logged is event for logged in table.events)
    if gets_boost_card(table, minion):
        give_boost_card(table, minion, "attack-enemy-activation.2.4.1")
    if not ask_for_defender(table, minion, player, clause=DEFEND):
        resolve_attack(table, minion, player, None)
        if resumed:
            REGISTRY.settle(table)


WAITING = "quickstrike.3"
"""The clause of a quickstrike attack waiting for the decision its minion's "When Revealed"
abilities asked."""


@rule(when=When.RESUME, on=WAITING)
def waiting_strike(table: Table, waiting: Suspended) -> None:
    """The "When Revealed" abilities have resolved, with their decisions: the minion attacks."""
    strike(table, waiting.subject, waiting.player)


@rule(DEFEND, when=When.ANSWER, on=DEFEND)
def defender_chosen(table: Table, pending: Pending, choice: str) -> None:
    """The players defend a quickstrike attack as any enemy attack: a player who declares no
    defender passes the choice on, and with no one left to ask, the attack is undefended; a
    defender takes it instead, and a defender of another player makes them the target player."""
    if defend_or_pass(table, pending, choice, pending.context, DEFEND):
        REGISTRY.settle(table)
