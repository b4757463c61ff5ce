"""Action: the action abilities a player triggers during their turn.

action.1: during their turn, a player may trigger action abilities; action.2: only those on
cards they control, or on encounter cards. Triggering one pays its cost (exhausting the card,
which an exhausted card cannot do: exhausted.2) and resolves its effects
(:mod:`checker.engine.rules.effects`). A "Hero Action" is used only in hero form, an
"Alter-Ego Action" only in alter-ego form; the form is checked as the ability is initiated
(initiating-abilities.1.2.2), and so it is for an event played for such an ability.

>>> from checker.engine import UseAction, apply, read_state
>>> state = read_state(
...     "players: A(first); A.deck: d1 d2; A.play: lab:support[ability=\\"action: exhaust, draw+1\\"]")
>>> after, events = apply(state, UseAction("A", "lab"))
>>> [event.render("en") for event in events]
['The ability of lab is used.', 'lab exhausts.', 'A draws d1.']
"""

from __future__ import annotations

from checker.engine import decisions as d
from checker.engine.cards import ACTION_TRIGGERS, CardType, Form, Trigger
from checker.engine.errors import REASONS
from checker.engine.events import Event, EventKey
from checker.engine.execution import record
from checker.engine.forms import form_of, identity_of
from checker.engine.registry import REGISTRY, rule
from checker.engine.rules.cards_in_play import ability_bearers
from checker.engine.rules.effects import (
    ability_effects,
    attempted_without_target,
    exhausts_its_card,
    has_targets,
    resolve_ability,
    resource_cost,
)
from checker.engine.rules.play import everything_available, pay_for_ability
from checker.engine.state import TableView
from checker.engine.table import Table
from checker.engine.timing import When
from checker.engine.turns import Phase
from checker.engine.zones import ZoneKind

ACTIVE_IN_PLAY = {CardType.SUPPORT: "support.3", CardType.UPGRADE: "upgrade.2"}
"""The clause saying that a card of each of these types is active while it is in play."""

FORM_OF_TRIGGER = {Trigger.HERO_ACTION: Form.HERO, Trigger.ALTER_EGO_ACTION: Form.ALTER_EGO}
"""The form a labeled action is used in."""


def action_trigger(view: TableView, card_id: str) -> Trigger | None:
    """The timing trigger of the action ability the faceup side of ``card_id`` prints, if any."""
    for ability in view.card(card_id).abilities():
        if ability.trigger in ACTION_TRIGGERS:
            return ability.trigger
    return None


@rule("action.1", when=When.OFFER, on=Phase.PLAYER)
def triggering_an_action_is_an_option(table: Table, player: str) -> list[d.UseAction]:
    """action.1: during their turn, a player may trigger action abilities: those of the cards
    in play; the prohibitions below keep the ones they may trigger (action.2)."""
    return [d.UseAction(player, card) for card in ability_bearers(table) if action_trigger(table, card) is not None]


@rule("support.3", "upgrade.2", when=When.PROHIBITION, on=d.UseAction)
def a_support_or_upgrade_is_active_only_in_play(table: Table, decision: d.UseAction) -> None:
    """support.3, upgrade.2: a support or an upgrade is active while it is in play, and only
    then: once an ability has made it leave play, its action cannot be triggered."""
    card = table.card(decision.card)
    if card.type in ACTIVE_IN_PLAY and not table.is_in_play(decision.card):
        raise table.violation(ACTIVE_IN_PLAY[card.type], REASONS.SOURCE_OUT_OF_PLAY, source=decision.card)


@rule("action.2", "action.2.1", "obligation.7.1", "attachment.3.1.1", when=When.PROHIBITION, on=d.UseAction)
def only_own_cards_and_encounter_cards(table: Table, decision: d.UseAction) -> None:
    """action.2: a player triggers the action abilities of the cards they control and of
    encounter cards; action.2.1: not those of an obligation in another player's play area. An
    upgrade attached to a character is controlled by that character's controller (upgrade.4.1)."""
    zone = table.base_zone(decision.card)
    own = zone.kind is ZoneKind.PLAY and zone.holder == decision.player
    card = table.card(decision.card)
    if card.type is CardType.UPGRADE and table.host_of(decision.card) is not None and card.owner != zone.holder:
        # An upgrade on a character is controlled by that character's controller, whoever owns it.
        record("upgrade.4.1", "ownership-and-control.4.1")
    if table.card(decision.card).is_player_card and not own:
        raise table.violation("action.2", REASONS.NOT_CONTROLLED, card=decision.card, player=decision.player)
    if not table.card(decision.card).is_player_card and zone.kind is ZoneKind.PLAY and not own:
        # An obligation in another player's area (action.2.1), or an attachment on a card
        # another player controls (attachment.3.1.1).
        clause = "attachment.3.1.1" if table.card(decision.card).type is CardType.ATTACHMENT else "action.2.1"
        record("ability.6.4.1" if clause == "attachment.3.1.1" else "ability.6.4.2")
        raise table.violation(clause, REASONS.NOT_CONTROLLED, card=decision.card, player=decision.player)


@rule("initiating-abilities.1.2.2", "ability.8.3", when=When.PROHIBITION, on=d.UseAction)
@rule("initiating-abilities.1.2.2", "ability.8.3", when=When.PROHIBITION, on=d.PlayCard)
def a_labeled_action_needs_its_form(table: Table, decision: d.UseAction | d.PlayCard) -> None:
    """initiating-abilities.1.2.2: a "Hero Action" is initiated only by a player in hero form,
    an "Alter-Ego Action" only in alter-ego form: as a card's action is triggered, or an event
    is played for it. Playing a card that merely prints one is not initiating it."""
    if isinstance(decision, d.PlayCard) and table.card(decision.card).type is not CardType.EVENT:
        return
    form = FORM_OF_TRIGGER.get(action_trigger(table, decision.card))
    identity = identity_of(table, decision.player)
    if form is not None and (identity is None or form_of(table, identity) is not form):
        raise table.violation("initiating-abilities.1.2.2", REASONS.WRONG_FORM, card=decision.card)


@rule("exhausted.2", "exhausted.3", when=When.PROHIBITION, on=d.UseAction)
def an_exhausted_card_cannot_pay_exhaust(table: Table, decision: d.UseAction) -> None:
    """exhausted.2, exhausted.3: an action whose cost is exhausting its card cannot be triggered
    while that card is exhausted; any other ability of an exhausted card still can."""
    if table.card(decision.card).exhausted and exhausts_its_card(table, decision.card):
        raise table.violation("exhausted.2", REASONS.ALREADY_EXHAUSTED, card=decision.card)


@rule("cost.7", "initiating-abilities.1.2", "initiating-abilities.1.2.1", "target.3", "ability.4",
      when=When.PROHIBITION, on=d.UseAction)
def an_action_needs_a_target(table: Table, decision: d.UseAction) -> None:
    """cost.7, initiating-abilities.1.2.1, target.3: an ability whose effect needs a target cannot
    have its cost paid, so cannot be triggered, without a valid target; unless a status card of
    the character making it cancels it (stun.7.1, confuse.7.1)."""
    if not has_targets(table, decision.card, ability_effects(table, decision.card)) \
            and not attempted_without_target(table, decision.player, decision.card):
        raise table.violation("cost.7", REASONS.NO_TARGET, card=decision.card)


@rule("cost.1", "resource.4.2", "initiating-abilities.1.3", when=When.PROHIBITION, on=d.UseAction)
def an_action_needs_its_resources(table: Table, decision: d.UseAction) -> None:
    """cost.1, resource.4.2, initiating-abilities.1.3: an ability whose cost asks for resources is
    used only if its player's sources of resources can generate at least that many."""
    cost = resource_cost(table, decision.card)
    if cost and len(everything_available(table, decision.player, decision.card)) < cost:
        raise table.violation("cost.1", REASONS.CANNOT_PAY, card=decision.card, count=cost)


@rule("action.1", when=When.PERFORM, on=d.UseAction)
def trigger_action(table: Table, decision: d.UseAction) -> None:
    """action.1: the player triggers the action: its cost is paid and its effects resolve. A
    "Forced Action" is triggered as a non-forced one could be (action.3.1, forced.3), and is
    then resolved for this player phase."""
    table.emit(EventKey.ABILITY_USED, "action.1", card=table.ref(decision.card))
    if table.card(decision.card).type in ACTIVE_IN_PLAY:
        # Only a card in play offers its action: a support or an upgrade is active while it is
        # in play (support.3, upgrade.2).
        record(ACTIVE_IN_PLAY[table.card(decision.card).type])
    if action_trigger(table, decision.card) is Trigger.FORCED_ACTION:
        record("action.3.1", "forced.3")
        table.forced_actions_done = (*table.forced_actions_done, decision.card)
    if resource_cost(table, decision.card):
        pay_for_ability(table, decision.player, decision.card)
    else:
        resolve_ability(table, decision.player, decision.card, 0)


def forced_actions_left(table: Table, player: str) -> list[str]:
    """The cards in play with a "Forced Action" not resolved this player phase that ``player``
    must trigger before their turn ends: those of their own cards, and those of encounter cards
    when theirs is the last turn of the phase. One whose cost cannot be paid or that has no
    valid target is not required (action.3.2)."""
    after = table.players_clockwise_after(player)
    last_turn = not after or after[0] == table.first_player
    left = []
    for card_id in table.in_play_cards():
        if action_trigger(table, card_id) is not Trigger.FORCED_ACTION or card_id in table.forced_actions_done:
            continue
        zone = table.base_zone(card_id)
        in_a_play_area = zone.kind is ZoneKind.PLAY
        if (in_a_play_area and zone.holder != player) or (not in_a_play_area and not last_turn):
            # Another player's to trigger, or an encounter card's left for the last turn.
            continue
        if REGISTRY.legal(table, d.UseAction(player, card_id)):
            left.append(card_id)
        elif cost_unpaid_or_no_target(table, card_id):
            record("action.3.2")
    return left


def cost_unpaid_or_no_target(table: Table, card_id: str) -> bool:
    """action.3.2: the Forced Action's cost cannot be paid (its card must exhaust and is
    exhausted) or it requires a target and has none."""
    exhausting = exhausts_its_card(table, card_id)
    return (exhausting and table.card(card_id).exhausted) or not has_targets(table, card_id, ability_effects(table, card_id))


@rule("action.3", "forced.3", when=When.PROHIBITION, on=d.EndTurn)
def forced_actions_before_the_phase_ends(table: Table, decision: d.EndTurn) -> None:
    """action.3, forced.3: each "Forced Action" must be resolved before the player phase can
    end, so a player may not end their turn with one left that they may trigger."""
    left = forced_actions_left(table, decision.player)
    if left:
        raise table.violation("action.3", REASONS.FORCED_ACTION_LEFT, card=left[0])


@rule(when=When.CONSTANT, on=EventKey.VILLAIN_PHASE_BEGINS)
def new_phase_new_forced_actions(table: Table, _event: Event) -> None:
    """The Forced Actions resolved in a player phase are due again in the next one."""
    if table.forced_actions_done:
        table.forced_actions_done = ()
