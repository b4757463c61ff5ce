"""Play: playing a card from hand, and paying its resource cost one source of resources at a time.

During their turn, the active player may play a card from their hand (player-turn.3, play.1):
they pay its cost, then the card enters play in their play area, or, for an event, resolves
its ability and goes to its owner's discard pile (play.2.2, event.2).

The cost is the number the card prints, times the players who started the game when it carries
the per-player icon (cost.3); a card that prints none costs nothing. The player pays it one
decision at a time (cost.4, resource.2): each time they choose a source of resources, either a
card of their hand other than the one being played, discarded to generate the resources it
prints, or a card they control in play whose resource ability they use (resource-ability.2),
paying that ability's own cost (exhausting the card) and generating what it says; for a card
with the alliance keyword, the cards of any player may pay (alliance.1). Once the
resources generated are at least the cost, of any types (resource.4.1), and include each
resource the card's requirement keyword names (requirement-resources.1, a wild one standing
for any type: resource.4, wild-resource.2), the cost is paid; what was generated beyond it is
lost (cost.5.2, resource.4.3). A choice never strands a payment: a source only adds resources,
so a card is offered only when every source its player has could pay for it together.

>>> from checker.engine import Choose, PlayCard, apply, read_state, write_state
>>> state = read_state("players: A(first); A.hand: cap:ally[cost=2] r1[resources=physical,physical] r2[resources=wild]")
>>> after, events = apply(state, PlayCard("A", "cap"))
>>> after.pending.options
('r1', 'r2')
>>> after, events = apply(after, Choose("A", "r1"))
>>> write_state(after), [event.render("en") for event in events]
('players: A(first); A.hand: r2[resources=wild]; A.discard: r1[resources=physical,physical]; A.play: cap[cost=2]', ['r1 is discarded.', 'r1 generates physical, physical.', 'The cost of cap is paid.', 'A plays cap.', 'cap enters play.'])
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Iterator, Sequence

from checker.engine import decisions as d
from checker.engine.cards import (
    ABILITY_CHOSEN,
    AdditionalCostEffect,
    ALL_PURPOSE,
    PLAYABLE_TYPES,
    CardType,
    Effect,
    DoubleResourcesEffect,
    ExhaustEffect,
    GenerateEffect,
    Keyword,
    OnlyForEffect,
    PlayIgnoringCostEffect,
    ReduceCostEffect,
    Resource,
    SpendUseCost,
    Trigger,
    WINDOW_TRIGGERS,
)
from checker.engine.errors import REASONS
from checker.engine.events import EventKey, Resources
from checker.engine.execution import record
from checker.engine.forms import form_of, identity_of
from checker.engine.registry import carries_out_words, rule
from checker.engine.rules.cards_in_play import ability_bearers
from checker.engine.rules.resource_card import note_spent
from checker.engine.rules.card_play import attach, attach_targets, place_starting_threat
from checker.engine.rules.effects import (
    ability_effects,
    attempted_without_target,
    constant_effects,
    has_targets,
    resolve_ability,
    resource_cost,
    spend_uses,
    triggered_abilities,
    used_ability,
)
from checker.engine.state import TableView
from checker.engine.table import Table
from checker.engine.timing import When
from checker.engine.turns import OPTIONS, Choice, Pending, Phase
from checker.engine.rules.initiating_abilities import modified_cost, use_cost_reduction
from checker.engine.rules.play_restrictions_and_permissions import permitted_from_discard
from checker.engine.zones import VILLAIN_AREA, ZoneKind, hand, play_area

carries_out_words(Keyword.REQUIREMENT, Keyword.ALLIANCE)

PAY_STEP = "cost.4"
ABILITY_PAY_STEP = "cost.4.1"
"""The clause under which a player pays the resources an ability's cost asks for."""


def cost_of(view: TableView, card_id: str) -> int:
    """cost.1, cost.3: the resource cost to play a card; a per-player cost is multiplied by the
    players who started the game. A card that prints no cost costs nothing. A reduction lowers
    that total, not the value multiplied by the players (cost.3.1), and never below zero."""
    cost = view.card(card_id).definition.cost
    if cost is None:
        return 0
    return max(0, cost.resolve(view.starting_players) - reduction(view, card_id))


def reduction(view: TableView, card_id: str) -> int:
    """How much less ``card_id`` costs its player, by the constant abilities of the cards in play
    they control that reduce the cost of the cards of its type they play."""
    player = view.location(card_id).holder
    if player is None or view.location(card_id) != hand(player):
        return 0
    return sum(effect.amount for effect in constant_effects(view, player, ReduceCostEffect)
               if effect.card_type is view.card(card_id).type)


def cost_to_pay(view: TableView, card_id: str) -> int:
    """The resources to pay as ``card_id`` is played: its resource cost and, for an event whose
    ability asks for resources before its arrow, those too, paid at the same time (cost.6). A
    modifier to the cost of the next card its player plays applies to the card's cost
    (initiating-abilities.2.1)."""
    extra = resource_cost(view, card_id) if view.card(card_id).type is CardType.EVENT else 0
    zone = view.location(card_id)
    player = zone.holder if zone.kind in (ZoneKind.HAND, ZoneKind.DISCARD) else None
    return modified_cost(view, player, cost_of(view, card_id)) + extra + additional_cost(view, card_id)


def additional_cost(view: TableView, card_id: str) -> int:
    """cost.11: the resources the constant abilities of the cards in play add, as additional
    costs, to the cost of playing ``card_id``; paid with it, all at once."""
    return sum(effect.amount for source in ability_bearers(view) for ability in view.card(source).abilities()
               if ability.trigger is Trigger.CONSTANT for effect in ability.effects
               if isinstance(effect, AdditionalCostEffect) and effect.card_type is view.card(card_id).type)


def required_of(view: TableView, card_id: str) -> tuple[Resource, ...]:
    """requirement-resources.2: the resources the requirement keyword says must be spent to pay
    for the card, each named once per resource."""
    return tuple(
        Resource(word.strip())
        for item in view.card(card_id).face.keywords
        if item.keyword is Keyword.REQUIREMENT
        for word in item.text.split(",")
        if word.strip()
    )


def meets(generated: Sequence[str], cost: int, required: Iterable[Resource]) -> bool:
    """Whether ``generated`` pays a cost of ``cost`` with ``required`` among it: enough resources
    of any types (resource.4.1), each required one of its own type or wild, a wild one standing
    for any type (resource.4, wild-resource.2); a required wild resource must be wild itself."""
    if not required:
        return len(generated) >= cost
    needed = Counter(required)
    have = Counter(generated)
    if len(generated) < max(cost, sum(needed.values())):
        return False
    spare_wild = have[Resource.WILD] - needed.pop(Resource.WILD, 0)
    short = sum(max(0, count - have[resource]) for resource, count in needed.items())
    return spare_wild >= short


def resource_abilities(view: TableView, card_id: str) -> list[tuple[Effect, ...]]:
    """The effects of each resource ability the faceup side of ``card_id`` prints."""
    return [(*ability.costs, *ability.effects) for ability in view.card(card_id).abilities() if ability.trigger is Trigger.RESOURCE]


def sources(view: TableView, player: str, playing: str) -> Iterator[str]:
    """resource.2, resource-ability.2: where ``player`` may generate resources while paying for
    ``playing``: each other card of their hand that prints resources, then each card of theirs in
    play, or attached to one, whose resource ability they can pay for: its cost is exhausting the
    card, which an exhausted card cannot do, and, for a card with uses, spending the uses it has
    left (uses-x.1). A resource ability with no cost is offered while its limit ("Limit 1 per
    round") has uses left (limit.1), and not at all without one; one with any other cost is not
    offered: the engine does not pay another cost while paying one."""
    for payer in payers(view, player, playing):
        for card_id in view.in_zone(hand(payer)):
            if card_id != playing and view.card(card_id).definition.resources and pays_for(view, card_id, playing):
                yield card_id
        for base in view.in_zone(play_area(payer)):
            for card_id in (base, *view.cards_on(base)):
                abilities = resource_abilities(view, card_id)
                if not abilities or not view.is_in_play(card_id) or view.card(card_id).exhausted:
                    continue
                exhausts = any(isinstance(effect, ExhaustEffect) for effect in abilities[0])
                limit = view.card(card_id).definition.limit
                within_limit = limit is None or view.limits_used.count(card_id) < limit.count
                payable = all(isinstance(effect, (ExhaustEffect, GenerateEffect, SpendUseCost)) for effect in abilities[0])
                uses_left = uses_spent(abilities[0]) <= view.card(card_id).counter(ALL_PURPOSE)
                if (exhausts or limit is not None) and within_limit and payable and uses_left \
                        and generates_for(view, abilities[0], playing):
                    yield card_id


def pays_for(view: TableView, card_id: str, paying_for: str) -> bool:
    """resource-card.2.1: the text of a card of the hand that is active while it generates
    resources: "use this resource only to pay for a [type] card" keeps it from paying for a card
    of another type."""
    only_for = {effect.card_type for ability in view.card(card_id).abilities() if ability.trigger is Trigger.CONSTANT
                for effect in ability.effects if isinstance(effect, OnlyForEffect)}
    if not only_for:
        return True
    record("resource-card.2.1")
    return view.card(paying_for).type in only_for


def generates_for(view: TableView, effects: tuple[Effect, ...], paying_for: str) -> bool:
    """resource-ability.2.1: a resource ability that generates its resources only for a type of
    card cannot be triggered while paying for a card of another type (the card being played, or
    the card whose ability is being paid for: cost.4.1)."""
    wanted = {effect.only_for for effect in effects if isinstance(effect, GenerateEffect)} - {None}
    if not wanted:
        return True
    record("resource-ability.2.1")
    return view.card(paying_for).type in wanted


def payers(view: TableView, player: str, playing: str) -> list[str]:
    """cost.8: the players whose cards pay for ``playing``: ``player`` alone, but for a card with
    the alliance keyword being played from hand, to which every player still in the game may
    contribute (alliance.1, .2), ``player`` first. The players agree on each source; the engine
    asks ``player``, who is paying, which comes next."""
    card = view.card(playing)
    if Keyword.ALLIANCE not in card.keywords or view.location(playing) != hand(player):
        return [player]
    return [player, *(other for other in view.player_order() if other != player)]


RESOURCE_ICON_CLAUSES = {
    Resource.ENERGY: "icons.2", Resource.MENTAL: "icons.3", Resource.PHYSICAL: "icons.4", Resource.WILD: "icons.5",
}
"""The clause of the list of icons that says what each resource icon generates when spent."""


def uses_spent(effects: tuple[Effect, ...]) -> int:
    """How many uses a resource ability spends as its cost (uses-x.1)."""
    return sum(effect.amount for effect in effects if isinstance(effect, SpendUseCost))


def generated_by(view: TableView, source: str) -> tuple[str, ...]:
    """The resources ``source`` generates: the ones a card of the hand prints, or those its
    resource ability generates."""
    card = view.card(source)
    if view.location(source).kind is ZoneKind.HAND:
        printed = tuple(resource.value for resource in card.definition.resources)
        holder = view.location(source).holder
        if card.type is not CardType.RESOURCE or holder is None \
                or not constant_effects(view, holder, DoubleResourcesEffect):
            return printed
        if Resource.WILD.value in printed:
            # Each wild resource of the doubled card stands for a type of its own (wild-resource.2.1).
            record("wild-resource.2.1")
        return printed * 2
    [effects, *_] = resource_abilities(view, source)
    return tuple(effect.resource.value for effect in effects if isinstance(effect, GenerateEffect))


def everything_available(view: TableView, player: str, card_id: str) -> list[str]:
    """The resources every source ``player`` has could generate together toward ``card_id``."""
    return [resource for source in sources(view, player, card_id) for resource in generated_by(view, source)]


@rule("player-turn.3", "play.1", when=When.OFFER, on=Phase.PLAYER)
def playing_a_card_is_an_option(table: Table, player: str) -> list[d.PlayCard]:
    """player-turn.3, play.1: during their turn, a player may play a card from hand; an upgrade
    whose "attach to" names a type of card is played attached to a card of that type in play
    (attach-to.1), any other card into its play area."""
    plays = []
    for card_id in table.in_zone(hand(player)):
        card = table.card(card_id)
        if card.type not in PLAYABLE_TYPES:
            continue
        if card.type is CardType.UPGRADE and card.attach_to is not None:
            plays += [d.PlayCard(player, card_id, host) for host in attach_targets(table, card_id)]
        else:
            plays.append(d.PlayCard(player, card_id))
    return plays


@rule("attach-to.1", "attach-to.4", when=When.PROHIBITION, on=d.PlayCard)
def an_upgrade_attaches_where_its_attach_to_says(table: Table, decision: d.PlayCard) -> None:
    """attach-to.1, .4: an upgrade with "attach to" is played attached to a card of the type it
    names, and only there; a card without it is not played onto another card."""
    card = table.card(decision.card)
    if card.attach_to is None:
        if decision.host is not None:
            raise table.violation("attach-to.1", REASONS.ILLEGAL_ATTACH_TARGET, card=decision.card, host=decision.host)
        return
    if decision.host is None or decision.host not in attach_targets(table, decision.card):
        raise table.violation("attach-to.4", REASONS.ILLEGAL_ATTACH_TARGET, card=decision.card,
                              host=decision.host or "-")


@rule("event.2.3", "initiating-abilities.1.2", "initiating-abilities.1.2.1", "target.3", "ability.4",
      when=When.PROHIBITION, on=d.PlayCard)
def an_event_needs_a_target(table: Table, decision: d.PlayCard) -> None:
    """event.2.3, initiating-abilities.1.2.1, target.3: an event that requires a target cannot be
    played without a valid one, checked with its play restrictions; unless a status card of the
    character making it cancels it (stun.7.1, confuse.7.1)."""
    card = table.card(decision.card)
    if card.type is not CardType.EVENT:
        return
    if len(triggered_abilities(table, decision.card)) > 1 and not card.counter(ABILITY_CHOSEN):
        # The player chooses which ability to trigger (event.2.1): one with a target will do.
        with_target = bool(choosable_abilities(table, decision.card))
    else:
        with_target = has_targets(table, decision.card, ability_effects(table, decision.card))
    if not with_target and not attempted_without_target(table, decision.player, decision.card):
        raise table.violation("event.2.3", REASONS.NO_TARGET, card=decision.card)


@rule("play.2.1", "form.4.5", when=When.PROHIBITION, on=d.PlayCard)
def a_form_only_card_needs_its_form(table: Table, decision: d.PlayCard) -> None:
    """play.2.1, form.4.5: a "[form] form only" card is played only by a player whose identity is
    in that form."""
    if not in_its_form(table, decision.player, decision.card):
        raise table.violation("play.2.1", REASONS.WRONG_FORM_ONLY, card=decision.card)


@rule("interrupt.1", "response.1", when=When.PROHIBITION, on=d.PlayCard)
def an_interrupt_or_response_event_waits_for_its_condition(table: Table, decision: d.PlayCard) -> None:
    """interrupt.1, response.1: an event whose ability is an interrupt or a response is played
    when its triggering condition occurs, not as an option of the turn; the engine opens no window
    to play one from hand, so it is not played at all."""
    card = table.card(decision.card)
    ability = used_ability(table, decision.card) if card.type is CardType.EVENT else None
    if ability is not None and ability.trigger in WINDOW_TRIGGERS:
        clause = "interrupt.1" if ability.trigger in (Trigger.INTERRUPT, Trigger.FORCED_INTERRUPT) else "response.1"
        raise table.violation(clause, REASONS.NOT_AN_ACTION_EVENT, card=decision.card)


@rule("cost.1", "cost.11", "requirement-resources.1", "initiating-abilities.1.3", when=When.PROHIBITION, on=d.PlayCard)
def a_card_is_played_only_if_its_cost_can_be_paid(table: Table, decision: d.PlayCard) -> None:
    """cost.1, initiating-abilities.1.3: the resource cost must be paid to play the card, so a
    player whose sources of resources cannot pay it all (with the resources its requirement
    names: requirement-resources.1) cannot play it; nor one who could pay the card's own cost but
    not the additional costs added to it, since they are paid together or not at all (cost.11)."""
    if table.location(decision.card) != hand(decision.player) and not permitted_from_discard(
            table, decision.player, decision.card):
        return
    cost, required = cost_to_pay(table, decision.card), required_of(table, decision.card)
    if not cost and not required:
        # Nothing to pay: no source of resources need be looked for.
        return
    everything = everything_available(table, decision.player, decision.card)
    if len(everything) < cost and len(everything) >= cost - additional_cost(table, decision.card):
        # Enough for the card's own cost, not with the additional ones: none is paid (cost.11).
        raise table.violation("cost.11", REASONS.CANNOT_PAY_ADDITIONAL, card=decision.card, count=cost)
    if len(everything) < cost:
        raise table.violation("cost.1", REASONS.CANNOT_PAY, card=decision.card, count=cost)
    if not meets(everything, cost, required):
        raise table.violation("requirement-resources.1", REASONS.CANNOT_PAY_REQUIREMENT, card=decision.card)


def in_its_form(view: TableView, player: str | None, card_id: str) -> bool:
    """Whether ``player`` is in the form a "[form] form only" card names (any card else)."""
    form = view.card(card_id).definition.form_only
    if form is None:
        return True
    identity = None if player is None else identity_of(view, player)
    return identity is not None and form_of(view, identity) is form


@rule("player-turn.3", "play.1", "cost.1", when=When.PERFORM, on=d.PlayCard)
def play_card(table: Table, decision: d.PlayCard) -> None:
    """play.1, cost.4: a player plays a card from their hand by paying its cost first; an event
    with several triggered abilities first asks which one they trigger (event.2.1)."""
    card = table.card(decision.card)
    if permitted_from_discard(table, decision.player, decision.card):
        # A permission lets the player play it from their discard pile (an ally, say).
        record("play-restrictions-and-permissions.3",
               *(("play-restrictions-and-permissions.3.1",) if card.type is CardType.ALLY else ()))
    elif table.location(decision.card) != hand(decision.player):
        raise table.error(REASONS.NOT_IN_HAND, card=table.ref(decision.card), player=decision.player)
    if card.type not in PLAYABLE_TYPES:
        raise table.error(REASONS.CANNOT_BE_PLAYED, card=table.ref(decision.card))
    if card.type is CardType.EVENT and not card.counter(ABILITY_CHOSEN) and len(triggered_abilities(table, decision.card)) > 1:
        options = tuple(OPTIONS[number].value for number in choosable_abilities(table, decision.card))
        table.pending = Pending(decision.player, Choice.OPTION, options, "event.2.1", decision.card,
                                decision.host or "")
        return
    pay_then_play(table, decision.player, decision.card, decision.host or "")


def choosable_abilities(view: TableView, card_id: str) -> list[int]:
    """event.2.1: the numbers of the triggered abilities of an event its player may choose to
    trigger as they play it during their turn: not an interrupt or a response, which waits for
    its triggering condition, and only one with a valid target, if it needs one (event.2.3)."""
    return [number for number, ability in enumerate(triggered_abilities(view, card_id))
            if number < len(OPTIONS) and ability.trigger not in WINDOW_TRIGGERS
            and has_targets(view, card_id, ability.effects)]


@rule("event.2.1", when=When.ANSWER, on="event.2.1")
def event_ability_chosen(table: Table, pending: Pending, answer: str) -> None:
    """event.2.1: the player chose which triggered ability of the event they play to trigger;
    its cost is paid with the card's (cost.6), then it resolves."""
    number = [option.value for option in OPTIONS].index(answer)
    table.set_card(table.card(pending.subject).with_counter(ABILITY_CHOSEN, number + 1))
    pay_then_play(table, pending.player, pending.subject, pending.context)


def pay_then_play(table: Table, player: str, card_id: str, host: str) -> None:
    """cost.4: a card that costs nothing is played at once, any other asks for its first source
    of resources."""
    card = table.card(card_id)
    cost, required = cost_to_pay(table, card_id), required_of(table, card_id)
    if meets((), cost, required):
        played(table, player, card_id, host)
        return
    if card.definition.cost is not None and card.definition.cost.per_player:
        record("cost.3", *(("cost.3.1",) if reduction(table, card_id) else ()))
    if additional_cost(table, card_id):
        # The additional costs are paid with the cost they add to, in one payment (cost.11).
        record("cost.11")
    if cost - additional_cost(table, card_id) > cost_of(table, card_id) > 0:
        # The card's cost and its ability's are paid with one payment, whose resources the
        # player divides between them as they please (cost.6.1).
        record("cost.6", "cost.6.1")
    table.emit(EventKey.COST_TO_PAY, "cost.4", player=player, card=table.ref(card_id), count=cost)
    ask_for_resources(table, player, card_id, host, ())


@rule(when=When.PERFORM, on=PlayIgnoringCostEffect)
def play_ignoring_cost(table: Table, player: str, card_id: str) -> None:
    """An ability has its player play a card from their hand ignoring its resource cost: it is
    played at once, with no resources spent."""
    played(table, player, card_id, "")


def ask_for_resources(table: Table, player: str, card_id: str, host: str, paid: tuple[str, ...],
                      step: str = PAY_STEP) -> None:
    """cost.4: the player chooses their next source of resources, among the cards they control
    (cost.8): toward the card they play or, under ``ABILITY_PAY_STEP``, the ability they use."""
    # A player controls the cards of their own hand, whoever owns them (ownership-and-control.4.4).
    record("cost.8", "ownership-and-control.4.4")
    options = tuple(sources(table, player, card_id))
    table.pending = Pending(player, Choice.PAY, options, step, card_id, host, paid)


def pay_for_ability(table: Table, player: str, card_id: str) -> None:
    """cost.1, cost.4: an ability whose cost asks for resources waits for its player to pay them,
    one source at a time; once they are paid, the ability resolves."""
    table.emit(EventKey.COST_TO_PAY, "cost.4", player=player, card=table.ref(card_id), count=resource_cost(table, card_id))
    ask_for_resources(table, player, card_id, "", (), ABILITY_PAY_STEP)


@rule("cost.4", "resource.2", when=When.ANSWER, on=PAY_STEP)
@rule("cost.4", "cost.4.1", "resource.2", when=When.ANSWER, on=ABILITY_PAY_STEP)
def source_chosen(table: Table, pending: Pending, source: str) -> None:
    """cost.4, resource.2: a card of the hand is discarded for the resources it prints; a card
    in play uses its resource ability (resource-ability.2). Once the resources generated pay
    the cost, the card is played, or the ability paid for resolves; else the player chooses
    again."""
    player, card_id, host = pending.player, pending.subject, pending.context
    for_ability = pending.clause == ABILITY_PAY_STEP
    resources = generated_by(table, source)
    if table.base_zone(source).holder != player:
        # Another player helps pay for a card with alliance (alliance.1, .2).
        record("alliance.1", "alliance.2", "keywords.3.1")
    if table.location(source).kind is ZoneKind.HAND:
        if table.card(source).type is CardType.RESOURCE:
            record("resource-card.1")
        # Each resource icon the card prints generates one resource of its type (icons.2 to .5).
        record(*(RESOURCE_ICON_CLAUSES[Resource(resource)] for resource in resources))
        table.discard(source, "resource.2")
    else:
        use_resource_ability(table, player, source)
    # Each resource generated is of one of the four types (energy-resource.1, mental-resource.1,
    # physical-resource.1, wild-resource.1), and as a resource it goes toward the cost (.2).
    kinds = {Resource(resource) for resource in resources}
    record(*(f"{resource.value}-resource.{clause}" for resource in kinds for clause in (1, 2)))
    table.emit(EventKey.RESOURCES_GENERATED, "resource.2", card=table.ref(source), resources=Resources(resources))
    paid = (*pending.paid, *resources)
    cost = resource_cost(table, card_id) if for_ability else cost_to_pay(table, card_id)
    required = () if for_ability else required_of(table, card_id)
    if not meets(paid, cost, required):
        ask_for_resources(table, player, card_id, host, paid, pending.clause)
        return
    if required:
        record("requirement-resources.1", "requirement-resources.2", "keywords.3.15")
        record(*(f"{resource.value}-resource.3" for resource in set(required)))
    if Resource.WILD.value in paid:
        record("resource.4")
        if required:
            record("wild-resource.2")
    # Both conditions met, the cost is paid in full before anything else (initiating-abilities.2.2).
    record("resource.1", "resource.4.1", "initiating-abilities.2", "initiating-abilities.2.2")
    table.emit(EventKey.COST_PAID, "cost.4", card=table.ref(card_id))
    beyond = len(paid) - max(cost, len(required))
    if beyond > 0:
        record("cost.5", "cost.5.1", "cost.5.2", "resource.4.3")
        table.emit(EventKey.RESOURCES_LOST, "cost.5.2", count=beyond)
    if for_ability:
        # Resources generated for an ability of a card are paid for that card (cost.4.1).
        record("cost.4.1", "resource.4.2")
        resolve_ability(table, player, card_id, 0)
    else:
        note_spent(table, card_id, paid)
        played(table, player, card_id, host)


def use_resource_ability(table: Table, player: str, source: str) -> None:
    """resource-ability.1, .2: the player triggers the resource ability of a card they control
    while paying a cost: its cost (exhausting the card, spending its uses) is paid."""
    record("resource-ability.1", "resource-ability.2")
    table.emit(EventKey.ABILITY_USED, "resource-ability.2", card=table.ref(source))
    [effects, *_] = resource_abilities(table, source)
    if any(isinstance(effect, ExhaustEffect) for effect in effects):
        table.set_card(table.card(source).exhaust())
        table.emit(EventKey.EXHAUSTED, "resource-ability.2", card=table.ref(source))
    if uses_spent(effects):
        spend_uses(table, source, uses_spent(effects))


def played(table: Table, player: str, card_id: str, host: str) -> None:
    """play.1, play.2.2: the paid card is played: an event resolves its ability from the table
    and goes to its owner's discard pile; an upgrade played on a host attaches to it; a player
    side scheme enters the villain's area with its starting threat; any other card enters play
    in its player's play area. Its cost paid, the card commences being played
    (initiating-abilities.2.3)."""
    record("initiating-abilities.1", "initiating-abilities.2.3")
    table.emit(EventKey.PLAYED, None, player=player, card=table.ref(card_id))
    use_cost_reduction(table, player)
    card = table.card(card_id)
    if Keyword.ALLIANCE in card.keywords:
        # Whoever helped pay, only the player playing it resolves the card (alliance.3).
        record("alliance.3")
    if card.type is CardType.EVENT:
        # What waits for the event being played waits for it to resolve (resolve_ability).
        table.held.add(len(table.events) - 1)
        record("in-play-and-out-of-play.3.4", "play.2.2", "event.2", "ability.3")
        table.emit(EventKey.RESOLVED, "in-play-and-out-of-play.3.4", card=table.ref(card_id))
        resolve_ability(table, player, card_id, 0)
    elif host:
        record("upgrade.4")
        attach(table, card_id, host)
    elif card.type is CardType.PLAYER_SIDE_SCHEME:
        table.move(card_id, VILLAIN_AREA)
        place_starting_threat(table, card_id)
    else:
        record({CardType.UPGRADE: "upgrade.3", CardType.SUPPORT: "support.2"}.get(card.type, "play.1"))
        table.move(card_id, play_area(player))
