"""Effects of the abilities players use: what an event or a card action does, in order, each
on the target its player chooses.

An ability's effects resolve in the order printed. Exhausting the card is a cost paid as it
comes; dealing damage, stunning or confusing, removing threat, discarding and removing a counter
need a target (an enemy in play, a scheme in play, a card of the player's that is not permanent,
one of theirs with an all-purpose counter), which the player chooses when more than one is
valid; drawing needs none. A labeled ability that a status card of the character making it
cancels resolves its costs only (labeled-ability.7). Once the last effect has resolved, an event
goes to its owner's discard pile (event.2).

An effect that lets its player choose between options ("choose to either ... or ...",
choose-option.1) is a decision of the player resolving the ability (choose.2), one option word
for each option printed, in order; only an option that can resolve at least in part may be
chosen (choose-option.3), and with none the ability cannot be initiated (choose.4). A search is
no target: its player chooses among the cards it finds (search.2.1), and the searched deck is
shuffled once the ability has resolved (search.2.3).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from checker.engine import actions as a
from checker.engine.cards import (
    EffectWords,
    ABILITY_CHOSEN,
    ALL_PURPOSE,
    ATTACK_INCREASE,
    AttacksInOrderEffect,
    THWART_INCREASE,
    DAMAGE,
    CONFUSED,
    STUNNED,
    ENEMY_TYPES,
    ACTION_TRIGGERS,
    SCHEME_TYPES,
    Ability,
    Amount,
    BasicPowerEffect,
    Keyword,
    Label,
    CardType,
    DelayedDrawEffect,
    LastingAttackEffect,
    LastingAlliesAttackEffect,
    LastingAttackPerMinionEffect,
    NextCardCostsLessEffect,
    DrawPerMinionEffect,
    DrawPerExcessEffect,
    ChooseOptionEffect,
    MayEffect,
    DamageEffect,
    DealDamageCost,
    DiscardEffect,
    DiscardFromHandEffect,
    DrawEffect,
    Effect,
    EventDamageEffect,
    ExhaustEffect,
    ExhaustYouEffect,
    IndirectDamageYouEffect,
    ExhaustCardCost,
    DiscardCardsCost,
    Form,
    IfAlterEgoEffect,
    IfHeroEffect,
    IfSpentEffect,
    StatusOnYouEffect,
    ReadyEffect,
    TakeControlEffect,
    PayCost,
    RemoveCounterEffect,
    RemoveThreatEffect,
    Resource,
    LookDiscardEffect,
    LookEffect,
    ResolveSpecialEffect,
    PlayIgnoringCostEffect,
    SearchEffect,
    ShuffleDiscardEffect,
    NemesisCardEffect,
    TargetsEffect,
    EachEffect,
    SameTargetEffect,
    SpendUseCost,
    StatusEffect,
    LosesKeywordEffect,
    EachPlayerDiscardsEffect,
    GainsKeywordEffect,
    TakeDamageCost,
    THREAT,
    TOUGH,
    Trigger,
)
from checker.engine.events import Event, EventKey
from checker.engine.execution import record
from checker.engine.forms import form_of, identity_of
from checker.engine.registry import REGISTRY, carries_out_words, rule
from checker.engine.rules.attack import strike
from checker.engine.rules.attack_triggers import ABILITY_ATTACK, ATTACK_IN_ORDER, excess_counted, interrupts_to_attack
from checker.engine.rules.basic_power import BASIC_ATTACK
from checker.engine.rules.cards_in_play import ability_bearers
from checker.engine.rules.character import is_character
from checker.engine.rules.cost_elements import PAYING, allotted, suspend_for_costs
from checker.engine.rules.crisis_icon import threat_protected
from checker.engine.rules.target import cannot_take_damage
from checker.engine.rules.damage import deal_damage
from checker.engine.rules.delayed_effect import create_delayed_draw
from checker.engine.rules.for_each import instance_clauses, written_out
from checker.engine.rules.guard import attack_guarded
from checker.engine.rules.lasting_effects import (
    create_lasting_allies_attack,
    create_lasting_attack,
    create_lasting_attack_per_minion,
)
from checker.engine.rules.ignore import stops
from checker.engine.rules.ownership_and_control import control_targets
from checker.engine.rules.patrol import thwart_patrolled
from checker.engine.rules.ready import cannot_ready, ready_character, ready_cost
from checker.engine.rules.ranged import refuse_ranged_card
from checker.engine.rules.main_scheme import resolve_effects
from checker.engine.rules.nemesis import put_nemesis_card_into_play
from checker.engine.rules.search import (
    add_found_card,
    found_cards,
    look_at_top,
    looked_at,
    shuffle_discard_into_deck,
    shuffle_searched_deck,
)
from checker.engine.rules.status_cards import CLAUSES, cancels, give_status, has_status, is_status, remove_status
from checker.engine.rules.sustained_damage import sustained_damage
from checker.engine.rules.then import Resolution
from checker.engine.rules.resource_card import forget_spent, identity_spent
from checker.engine.rules.thwart import (
    BASIC_THWART,
    THWART_UNDER_WAY,
    interrupts_to_thwart,
    remove_threat,
    schemes_in_play,
    thwarted,
)
from checker.engine.rules.vulnerable import status_before_damage
from checker.engine.state import TableView
from checker.engine.table import Table
from checker.engine.timing import When
from checker.engine.turns import OPTIONS, Answer, Choice, Pending, Suspended
from checker.engine.zones import ZoneKind, deck, hand, play_area

carries_out_words(Label.ATTACK, Label.THWART)

STEPS = {CardType.EVENT: "event.2"}
"""The clause of the procedure that asks for a target, by the type of card whose ability it is;
any other card's is a card action (action.1)."""
OPTIONAL_PART = (Answer.USE.value, Answer.DECLINE.value)
"""The answers to an optional effect: resolve it, or pass it over (may.1)."""
TARGETED = (DamageEffect, RemoveThreatEffect, StatusEffect, LosesKeywordEffect, GainsKeywordEffect, DiscardEffect, RemoveCounterEffect, BasicPowerEffect,
            TakeControlEffect, ReadyEffect, SameTargetEffect)
CHOSEN = (*TARGETED, SearchEffect, LookDiscardEffect, ResolveSpecialEffect, PlayIgnoringCostEffect, DiscardFromHandEffect)
"""The effects whose player chooses a card among several: a target, or a card a search finds, one
of the cards looked at to discard or a card of the hand to discard (no target, so an ability with
nothing to find, look at or discard can still be initiated)."""
KEPT = (DamageEffect, RemoveThreatEffect)
"""The effects whose targets an ability keeps across its decisions until it has resolved: the
enemies it damaged, which a labeled attack has attacked (labeled-ability.3), and the schemes it
removed threat from, which a labeled thwart has thwarted (labeled-ability.5)."""


def triggered_abilities(view: TableView, card_id: str) -> list[Ability]:
    """The triggered abilities the faceup side of ``card_id`` prints, in order."""
    return [ability for ability in view.card(card_id).abilities() if ability.trigger is not Trigger.CONSTANT]


def used_ability(view: TableView, card_id: str) -> Ability | None:
    """The card's triggered ability a player uses: for an event, the one its player chose to
    trigger as they played it (event.2.1); else the first action ability of its faceup side, or,
    for an event with none, its first triggered ability."""
    triggered = triggered_abilities(view, card_id)
    chosen = view.card(card_id).counter(ABILITY_CHOSEN)
    if chosen:
        return triggered[chosen - 1]
    actions = [ability for ability in triggered if ability.trigger in ACTION_TRIGGERS]
    chosen = actions or triggered
    return chosen[0] if chosen else None


def ability_effects(view: TableView, card_id: str) -> tuple[Effect, ...]:
    """The effects of the card's triggered ability a player uses, each "for each" effect written
    out as the instances it makes (for-each.1)."""
    ability = used_ability(view, card_id)
    return written_out(view, card_id, ability.effects) if ability is not None else ()


def ability_costs(view: TableView, card_id: str) -> tuple[Effect, ...]:
    """What the card's triggered ability a player uses prints before its cost arrow (cost.2)."""
    ability = used_ability(view, card_id)
    return ability.costs if ability is not None else ()


def resource_cost(view: TableView, card_id: str) -> int:
    """The resources the cost of the card's triggered ability asks for (cost.1)."""
    return sum(cost.amount for cost in ability_costs(view, card_id) if isinstance(cost, PayCost))


def exhausts_its_card(view: TableView, card_id: str) -> bool:
    """Whether using the card's triggered ability exhausts the card, as its cost."""
    return any(isinstance(effect, ExhaustEffect) for effect in (*ability_costs(view, card_id), *ability_effects(view, card_id)))


def pay_costs(table: Table, player: str, card_id: str, ability: Ability, chosen: tuple[str, ...] = ()) -> bool:
    """cost.2: what an ability prints before its arrow is its cost, paid before its effects
    resolve; the resources it asks for have been paid already (cost.4.1). Dealing damage to the
    player's identity pays its cost even if the damage is prevented (cost.12); taking damage pays
    it only if all of it is taken (cost.13). True when the whole cost is paid: else the effects
    do not occur. The elements ``chosen`` go to the costs whose elements their player chooses
    (cost.8), all paid at once with the others (cost.6)."""
    record("cost.2")
    if len(ability.costs) > 1:
        record("cost.6")
    paid = True
    allotment = allotted(ability.costs, chosen)
    for number, cost in enumerate(ability.costs):
        match cost:
            case ExhaustCardCost():
                for element in allotment[number]:
                    table.set_card(table.card(element).exhaust())
                    table.emit(EventKey.EXHAUSTED, "cost.8", card=table.ref(element))
            case DiscardCardsCost():
                for element in allotment[number]:
                    if element != Answer.DONE_CHOOSING:
                        table.discard(element, "cost.9")
            case ExhaustEffect():
                table.set_card(table.card(card_id).exhaust())
                table.emit(EventKey.EXHAUSTED, "cost.2", card=table.ref(card_id))
            case DealDamageCost(amount) | TakeDamageCost(amount):
                identity = identity_of(table, player)
                if identity is None:
                    paid = False
                    continue
                # Damage dealt to "you", or taken by "you", goes on your identity (you.1, you.1.2).
                record("you.1", "you.1.2")
                before = table.card(identity).counter(DAMAGE)
                deal_damage(table, identity, amount, "cost.2")
                if isinstance(cost, DealDamageCost):
                    record("cost.12")
                    if table.card(identity).counter(DAMAGE) - before < amount:
                        # Less damage taken leaves the damage dealt as it was (damage.2.3.2).
                        record("damage.2.3.2", "prevent.2.4")
                else:
                    record("cost.13")
                    taken = table.card(identity).counter(DAMAGE) - before == amount
                    if not taken:
                        record("prevent.2.5")
                    paid = paid and taken
            case SpendUseCost(amount):
                paid = spend_uses(table, card_id, amount) and paid
    if not paid:
        table.emit(EventKey.COST_NOT_PAID, "cost.13", card=table.ref(card_id))
    return paid


def spend_uses(table: Table, card_id: str, amount: int) -> bool:
    """uses-x.1, uses-x-type.2: an ability that spends uses removes that many all-purpose counters,
    of the card's type of uses, from its card, one use at a time. False when the card has fewer
    left: the cost is not paid."""
    card = table.card(card_id)
    left = card.counter(ALL_PURPOSE)
    if card.uses_type is None or left < amount:
        return False
    record("uses-x.1", "uses-x-type.2", "all-purpose-counter.4")
    for _ in range(amount):
        left -= 1
        table.set_card(table.card(card_id).with_counter(ALL_PURPOSE, left))
        table.emit(EventKey.USE_SPENT, "uses-x.1", card=table.ref(card_id), counter=card.uses_type, count=left)
    return True


def performer(view: TableView, player: str, card_id: str) -> str | None:
    """Who performs what an ability of ``card_id`` labels it (labeled-ability.2): an ally, itself
    (ally.6); an event, or an upgrade attached to no other character, the player's identity as
    an extension of it (event.2.4, upgrade.5), an upgrade attached to an ally, that ally; a
    support, no character (support.4)."""
    character, clauses = who_performs(view, player, card_id)
    record(*clauses)
    return character


def who_performs(view: TableView, player: str, card_id: str) -> tuple[str | None, tuple[str, ...]]:
    """The character :func:`performer` names, and the clauses that name it, recording nothing:
    for a prohibition, which only asks."""
    card = view.card(card_id)
    host = view.host_of(card_id)
    if card.type is CardType.UPGRADE and host is not None and view.card(host).type is CardType.ALLY:
        return host, ("upgrade.5", "ally.6", "you.4", "you.4.3")
    if card.type is CardType.ALLY:
        return card_id, ("ally.6", "you.5", "you.5.1")
    if card.type in (CardType.EVENT, CardType.UPGRADE):
        # An extension of the player's identity (you.3, you.4).
        extension = ("you.3", "you.4", "you.4.1" if card.type is CardType.EVENT else "you.4.3")
        return identity_of(view, player), ("event.2.4" if card.type is CardType.EVENT else "upgrade.5", *extension)
    return None, ("support.4", "you.5", "you.5.4") if card.type is CardType.SUPPORT else ()


def begin_labeled(view: TableView, ability: Ability) -> None:
    """labeled-ability.1, .2: a labeled ability is, as it begins resolving once its costs are
    paid, the attack (.3), thwart (.5) or each of them (.6) its labels say."""
    if not ability.labels:
        return
    record("labeled-ability.1", "labeled-ability.2")
    if Label.ATTACK in ability.labels:
        record("labeled-ability.3", "attack.1.3", "attack-player-ability-type.2.2")
    if Label.THWART in ability.labels:
        record("labeled-ability.5", "thwart.1.2")
    if len(ability.labels) > 1:
        record("labeled-ability.6")


def controller_of(view: TableView, source: str) -> str | None:
    """The player whose card ``source`` is: who controls it in play, or who owns the event being
    played."""
    zone = view.base_zone(source)
    return zone.holder if zone.kind is ZoneKind.PLAY else view.card(source).owner


def labeled_attack(view: TableView, card_id: str) -> bool:
    """Whether the ability of ``card_id`` a player uses is labeled an attack (labeled-ability.3)."""
    ability = used_ability(view, card_id)
    return ability is not None and Label.ATTACK in ability.labels


def targets(view: TableView, effect: Effect, source: str, resolver: str | None = None) -> list[str]:
    """The cards an effect of ``source`` may target: an enemy in play for damage or a status
    card (stun.3, confuse.3), a scheme in play for removing threat (not the main scheme, for a
    player card in a crisis: crisis-icon.1). An ability labeled as an attack cannot attack the
    villain past a guard (guard.1), one labeled as a thwart cannot thwart the main scheme past a
    patrol (patrol.1). "Your" deck and the cards "you" control are those of ``resolver``, the
    player resolving the ability, when known (you.2), else of the card's controller."""
    ability = used_ability(view, source)
    labels = ability.labels if ability is not None else ()
    player = resolver or controller_of(view, source)
    if isinstance(effect, SameTargetEffect):
        return affected_by_any(view, effect, source, player)
    if isinstance(effect, SearchEffect):
        return found_cards(view, effect, player)
    if isinstance(effect, DiscardFromHandEffect):
        # "Your" hand: that of the player resolving the ability (you.2.1).
        return [] if player is None else [card_id for card_id in view.in_zone(hand(player)) if card_id != source]
    if isinstance(effect, LookDiscardEffect):
        return looked_at(view, effect, player)
    if isinstance(effect, ResolveSpecialEffect):
        return [card_id for card_id in ability_bearers(view) if view.base_zone(card_id).kind is ZoneKind.PLAY
                and view.base_zone(card_id).holder == player
                and any(ability.trigger is Trigger.SPECIAL for ability in view.card(card_id).abilities())]
    if isinstance(effect, PlayIgnoringCostEffect):
        return playable_ignoring_cost(view, effect, player)
    if isinstance(effect, DiscardEffect):
        return discard_targets(view, effect, player)
    if isinstance(effect, TakeControlEffect):
        return control_targets(view, effect, player)
    if isinstance(effect, ReadyEffect):
        return readying_targets(view)
    if isinstance(effect, RemoveCounterEffect):
        return [card_id for card_id in controlled_of_type(view, effect, player) if view.card(card_id).counter(ALL_PURPOSE)]
    attack = isinstance(effect, DamageEffect) and Label.ATTACK in labels or effect == BasicPowerEffect("attack")
    if isinstance(effect, (LosesKeywordEffect, GainsKeywordEffect)):
        return [card_id for card_id in view.in_play_cards() if view.card(card_id).type in ENEMY_TYPES]
    if isinstance(effect, (DamageEffect, StatusEffect)) or attack:
        guarded = attack and player is not None
        enemies = [card_id for card_id in view.in_play_cards() if view.card(card_id).type in ENEMY_TYPES
                   and (not isinstance(effect, DamageEffect) or effect.only in (None, view.card(card_id).type))]
        if isinstance(effect, DamageEffect) or attack:
            enemies = damageable(view, enemies)
        return without_invalid(enemies, lambda card_id: guarded and stops(
            ability, "guard", partial(attack_guarded, view, player, card_id)), "target.4.8")
    patrolled = (Label.THWART in labels or effect == BasicPowerEffect("thwart")) and player is not None
    schemes = [card_id for card_id in schemes_in_play(view)
               if not stops(ability, "crisis", partial(threat_protected, view, card_id, source))]
    return without_invalid(schemes, lambda card_id: patrolled and stops(
        ability, "patrol", partial(thwart_patrolled, view, player, card_id)), "target.4.9")


def playable_ignoring_cost(view: TableView, effect: PlayIgnoringCostEffect, player: str | None) -> list[str]:
    """The cards of ``player``'s hand of the type ``effect`` names, which it may play ignoring
    their resource cost: not one with the requirement keyword, whose required resources cannot
    be paid for it then (requirement-resources.3)."""
    if player is None:
        return []
    cards = [card_id for card_id in view.in_zone(hand(player)) if view.card(card_id).type is effect.card_type]
    playable = [card_id for card_id in cards if Keyword.REQUIREMENT not in view.card(card_id).keywords]
    if len(playable) < len(cards):
        record("requirement-resources.3")
    return playable


def affected_by_any(view: TableView, effect: SameTargetEffect, source: str, player: str | None) -> list[str]:
    """target.4, .4.4: the targets of effects on one target: each card that at least one of them
    can affect."""
    each = [targets(view, part, source, player) for part in effect.effects if isinstance(part, TARGETED)]
    valid = list(dict.fromkeys(card_id for cards in each for card_id in cards))
    if any(len(cards) < len(valid) for cards in each):
        record("target.4", "target.4.4")
    return valid


def readying_targets(view: TableView) -> list[str]:
    """target.4.5, .4.5.1: the characters in play a card that readies a character may target,
    but those an attached card says cannot ready: readying is a game function it would make them
    perform."""
    characters = [card_id for card_id in view.in_play_cards() if is_character(view.card(card_id))]
    valid = [card_id for card_id in characters if not cannot_ready(view, card_id)]
    if len(valid) < len(characters):
        record("target.4.5", "target.4.5.1")
    return valid


def damageable(view: TableView, enemies: list[str]) -> list[str]:
    """target.4.7: ``enemies`` but those that cannot take damage, which are no valid target for an
    effect that only deals them damage. Damage a tough status card would prevent is dealt, not
    taken, and still affects its target: such an enemy stays valid (target.4.6)."""
    valid = [card_id for card_id in enemies if not cannot_take_damage(view, card_id)]
    if len(valid) < len(enemies):
        record("target.4.7")
    if any(view.card(card_id).counter(TOUGH) for card_id in valid):
        record("target.4.6")
    return valid


def without_invalid(cards: list[str], cannot: Callable[[str], bool], clause: str) -> list[str]:
    """target.4.8, .4.9: ``cards`` but those an attack (a thwart) cannot be made against, which
    are no valid target for an ability labeled as one."""
    valid = [card_id for card_id in cards if not cannot(card_id)]
    if len(valid) < len(cards):
        record(clause)
    return valid


def controlled_of_type(view: TableView, effect: DiscardEffect | RemoveCounterEffect, player: str | None) -> list[str]:
    """The cards of the type an effect names that ``player`` controls in play: "you control"
    refers to cards in play only (ownership-and-control.4.8)."""
    record("ownership-and-control.4.8")
    return [card_id for card_id in view.in_play_cards() if view.card(card_id).type is effect.type
            and view.base_zone(card_id).kind is ZoneKind.PLAY and view.base_zone(card_id).holder == player]


def lowest_cost(view: TableView, cards: list[str]) -> list[str]:
    """The cards of ``cards`` whose printed cost is the lowest (no cost counts as zero)."""
    costs = {card_id: (view.card(card_id).definition.cost or Amount(0)).resolve(view.starting_players) for card_id in cards}
    return [card_id for card_id in cards if costs[card_id] == min(costs.values())]


def discard_targets(view: TableView, effect: DiscardEffect, player: str | None) -> list[str]:
    """permanent.3.3, .3.3.1: the cards a discard effect may target: those of its type that its
    player controls, except permanent cards, which are no valid target for an effect that would
    make them leave play; "the lowest-cost" one is the lowest-cost among the others."""
    eligible = [card_id for card_id in controlled_of_type(view, effect, player) if not view.card(card_id).is_permanent]
    return lowest_cost(view, eligible) if effect.lowest and eligible else eligible


def has_targets(view: TableView, source: str, effects: tuple[Effect, ...]) -> bool:
    """Whether every effect of ``source`` that needs a target has at least one valid target
    (choose-game-element.3), and every effect that offers options has one its player may choose
    (choose.4)."""
    needing = [effect.effect if isinstance(effect, (TargetsEffect, EachEffect)) else effect
               for effect in effects if isinstance(effect, (*TARGETED, TargetsEffect, EachEffect))]
    if not all(targets(view, effect, source) for effect in needing):
        record("choose-game-element.3")
        if any(isinstance(effect, DamageEffect) and effect.only is CardType.MINION for effect in needing):
            # "Deal 5 damage to a minion" with no minion in play.
            record("target.3.1")
        return False
    if any(isinstance(effect, EachEffect) for effect in effects):
        # "Each [game element]": one valid target is enough to initiate it.
        record("target.5")
    return not any(no_valid_choice(view, effect, source) for effect in effects if isinstance(effect, ChooseOptionEffect))


def valid_options(view: TableView, effect: ChooseOptionEffect, source: str) -> list[int]:
    """choose-option.3: the numbers of the options of ``effect`` its player may choose, those
    that can resolve at least in part: not one whose cost cannot be paid (.3.1), nor one that
    needs a target where there is none (.3.2). The player must choose one that could change the
    game if there is one (choose.3)."""
    valid = []
    for number, option in enumerate(effect.options):
        if isinstance(option, SpendUseCost) and view.card(source).counter(ALL_PURPOSE) < option.amount:
            record("choose-option.3", "choose-option.3.1")
            continue
        if isinstance(option, TARGETED) and not targets(view, option, source):
            record("choose-option.3", "choose-option.3.2")
            continue
        valid.append(number)
    changing = [number for number in valid if not changes_nothing(view, effect.options[number], source)]
    if changing and len(changing) < len(valid):
        record("choose.3")
        return changing
    return valid


def changes_nothing(view: TableView, option: Effect, source: str) -> bool:
    """choose.3: whether resolving ``option`` could not change the game: removing threat when no
    scheme it may target has any."""
    return isinstance(option, RemoveThreatEffect) and not any(
        view.card(scheme).counter(THREAT) for scheme in targets(view, option, source))


def open_options(view: TableView, effect: ChooseOptionEffect, source: str, done: tuple[int, ...]) -> list[int]:
    """The options of ``effect`` its player may still choose, once those ``done`` have resolved:
    none once it has as many as it asks for, and never one chosen already (choose-option.4)."""
    if len(done) >= effect.count:
        return []
    valid = valid_options(view, effect, source)
    if done and any(number in done for number in valid):
        record("choose-option.4")
    return [number for number in valid if number not in done]


def no_valid_choice(view: TableView, effect: ChooseOptionEffect, source: str) -> bool:
    """choose.4: whether no option of ``effect`` is a valid choice, so that its ability cannot be
    initiated."""
    if valid_options(view, effect, source):
        return False
    record("choose.4")
    return True


def option_words(numbers: list[int]) -> tuple[str, ...]:
    """choose-option.1, choose.2: the answers that name the options ``numbers`` in the decision
    the player resolving the ability is offered."""
    record("choose-option.1", "choose.2")
    return tuple(OPTIONS[number].value for number in numbers)


def chosen_option(answer: str) -> int:
    """The number of the option an answer names."""
    return [option.value for option in OPTIONS].index(answer)


def choose_targets(table: Table, player: str, card_id: str, index: int, effect: TargetsEffect,
                   picked: tuple[str, ...], damaged: tuple[str, ...], resolution: Resolution) -> tuple[str, ...] | None:
    """choose-game-element.4: the different targets of ``effect`` its player chooses, as many as
    there are up to its number, ``picked`` being those chosen so far; None while the player is
    asked for the next one (for "any number", they may also stop: choose-game-element.5)."""
    available = targets(table, effect.effect, card_id)
    options = [target for target in available if target not in picked]
    if picked and len(options) < len(available):
        # A target chosen already cannot be chosen again.
        record("choose-game-element.4.1")
    room = len(options) if effect.count == 0 else effect.count - len(picked)
    if not options or room <= 0:
        return picked
    if effect.count and len(options) <= room:
        record("choose-game-element.4")
        return (*picked, *options)
    if effect.count:
        record("choose-game-element.4")
    step = STEPS.get(table.card(card_id).type, "action.1")
    record("choose-game-element.1", "choose-game-element.2")
    context = " ".join((resolution.mark(f"{index}@{'@'.join(picked)}"), *damaged))
    stop = (Answer.DONE_CHOOSING.value,) if effect.count == 0 else ()
    table.pending = Pending(player, Choice.TARGET, (*options, *stop), step, card_id, context)
    return None


def resolve_on_targets(table: Table, player: str, card_id: str, effect: TargetsEffect, chosen: tuple[str, ...],
                       damaged: tuple[str, ...]) -> tuple[str, ...]:
    """The effect resolves on each target chosen, in the order chosen; on none, it does not
    resolve (choose-game-element.5). The targets kept so far (:data:`KEPT`), with its own."""
    if not chosen and effect.count == 0:
        record("choose-game-element.5")
    for target in chosen:
        carry_out(table, player, card_id, effect.effect, target)
        if isinstance(effect.effect, KEPT):
            damaged = (*damaged, target)
    return damaged


def resolve_on_each(table: Table, player: str, card_id: str, effect: EachEffect,
                    damaged: tuple[str, ...]) -> tuple[str, ...]:
    """target.5.1: the effect resolves on each of its valid targets in play, in play order, and
    not against the cards of its kind that are no valid target: with a crisis icon in play, a
    player card removing threat from each scheme removes none from the main scheme (target.5.2,
    target.6). The targets kept so far (:data:`KEPT`), with its own."""
    valid = targets(table, effect.effect, card_id)
    kinds = SCHEME_TYPES if isinstance(effect.effect, RemoveThreatEffect) else ENEMY_TYPES
    left_out = [other for other in table.in_play_cards() if table.card(other).type in kinds and other not in valid]
    if left_out:
        record("target.5.1")
        if isinstance(effect.effect, RemoveThreatEffect) and any(
                threat_protected(table, other, card_id) for other in left_out):
            record("target.5.2", "target.6")
    for target in valid:
        carry_out(table, player, card_id, effect.effect, target)
        if isinstance(effect.effect, KEPT):
            damaged = (*damaged, target)
    return damaged


def begin(table: Table, player: str, card_id: str, ability: Ability, chosen: tuple[str, ...]) -> bool:
    """The ability's costs are paid, with the elements ``chosen`` for those whose elements its
    player chooses; then, unless a status card cancels it, it begins. False when its effects do
    not resolve: an event is then discarded."""
    if (ability.costs and not pay_costs(table, player, card_id, ability, chosen)) \
            or cancel_labeled(table, player, card_id, ability):
        discard_event(table, player, card_id)
        return False
    begin_labeled(table, ability)
    return True


UNDER_WAY = {ABILITY_ATTACK: ATTACK_INCREASE, ATTACK_IN_ORDER: ATTACK_INCREASE, THWART_UNDER_WAY: THWART_INCREASE,
             BASIC_THWART: THWART_INCREASE, BASIC_ATTACK: ATTACK_INCREASE}
"""The counter that keeps what interrupts add to an attack or a thwart under way, by the clause
it begins under."""


def interrupted_as_it_begins(table: Table, player: str, card_id: str, ability: Ability) -> bool:
    """attack-player-ability-type.2.2.2, thwart.1.2.2: an attack (thwart) ability begins as the
    occurrence of the character performing it attacking (thwarting), when an interrupt waits for
    it ("when [character] attacks"): the interrupts resolve before its effects (interrupt.4), and
    may increase its damage (the threat it removes), kept on ``card_id`` while it waits. True
    when a decision stopped them: the ability goes on once they have resolved."""
    if Label.ATTACK in ability.labels:
        clause, asks = ABILITY_ATTACK, interrupts_to_attack
    elif Label.THWART in ability.labels:
        clause, asks = THWART_UNDER_WAY, interrupts_to_thwart
    else:
        return False
    character = performer(table, player, card_id)
    if character is None or not asks(table, character):
        return False
    waiting = Suspended(clause, player, card_id)
    if clause == ABILITY_ATTACK:
        return REGISTRY.initiate_waiting(table, waiting, EventKey.ATTACK_BEGINS, clause, character=table.ref(character),
                                         card=table.ref(card_id))
    return REGISTRY.initiate_waiting(table, waiting, EventKey.THWARTS, clause, card=table.ref(character),
                                     source=table.ref(card_id))


@rule(when=When.RESUME, on=ABILITY_ATTACK)
@rule(when=When.RESUME, on=THWART_UNDER_WAY)
def labeled_goes_on(table: Table, waiting: Suspended) -> None:
    """The interrupts to the attack (thwart) ability have resolved: its effects resolve, with
    what they added to it."""
    resolve_ability(table, waiting.player, waiting.subject, 0, resolution=Resolution())


def increase_under_way(table: Table, clause: str, amount: int) -> None:
    """Keep ``amount`` more on the card whose ability, begun under ``clause``, waits for its
    interrupts, until it has resolved."""
    under_way = [resolution.subject for resolution in table.suspended if resolution.clause == clause]
    if under_way:
        card = table.card(under_way[0])
        table.set_card(card.with_counter(UNDER_WAY[clause], card.counter(UNDER_WAY[clause]) + amount))


@rule(when=When.PERFORM, on=ABILITY_ATTACK)
def increase_attack(table: Table, amount: int) -> None:
    """attack-player-ability-type.2.2.2: "+N damage to that attack", an interrupt to an attack
    ability as it begins, or to one of the attacks an ability makes in order (.2.3.1), or to a
    basic attack (.2.1)."""
    increase_under_way(table, ABILITY_ATTACK, amount)
    increase_under_way(table, ATTACK_IN_ORDER, amount)
    increase_under_way(table, BASIC_ATTACK, amount)


@rule(when=When.PERFORM, on=THWART_UNDER_WAY)
def increase_thwart(table: Table, amount: int) -> None:
    """thwart.1.2.2: "+N to that thwart", an interrupt to a thwart ability as it begins, or to a
    basic thwart (thwart.1.1)."""
    increase_under_way(table, THWART_UNDER_WAY, amount)
    increase_under_way(table, BASIC_THWART, amount)


@rule(when=When.RESUME, on=PAYING)
def costs_chosen(table: Table, waiting: Suspended) -> None:
    """cost.2: every element of the costs chosen, the costs are paid, then the effects resolve."""
    ability = used_ability(table, waiting.subject)
    if begin(table, waiting.player, waiting.subject, ability, waiting.words):
        resolve_ability(table, waiting.player, waiting.subject, 0, resolution=Resolution())


def resolve_ability(table: Table, player: str, card_id: str, start: int, damaged: tuple[str, ...] = (),
                    option: int | None = None, chosen: tuple[int, ...] = (), picked: tuple[str, ...] = (),
                    resolution: Resolution | None = None) -> None:
    """Resolve the effects of the ability of ``card_id`` that ``player`` uses, in order from
    ``start``; an effect with several valid targets asks its player to choose one (the targets
    kept so far, ``damaged``, ride along in that decision: :data:`KEPT`). A labeled attack has
    attacked the enemies it damaged once all its effects have resolved, which is when what waits
    for an attack resolves (attack-player-ability-type.2.6); a labeled thwart has then thwarted
    the schemes it removed threat from. Then an event goes to its owner's discard pile
    (event.2). An effect with options asks its player to choose one among the valid ones
    (choose-option.3), as many times as it says; ``option`` is the one just chosen for the
    effect at ``start`` and ``chosen`` those of it resolved already; ``picked``, the targets
    chosen so far for an effect on several targets at ``start``. ``resolution`` says how far the
    effects before ``start`` resolved (then.1); an optional effect asks its player first (may.1)."""
    ability = used_ability(table, card_id)
    effects = ability_effects(table, card_id)
    instances = instance_clauses(table, card_id, ability.effects) if ability is not None else {}
    resuming = option is not None or bool(chosen) or bool(picked)
    if ability is not None and start == 0 and not resuming and resolution is None:
        if Label.ATTACK in ability.labels:
            refuse_ranged_card(table, card_id, who_performs(table, player, card_id)[0])
        if suspend_for_costs(table, player, card_id, ability.costs) or not begin(table, player, card_id, ability, ()):
            return
        if interrupted_as_it_begins(table, player, card_id, ability):
            return
    resolution = resolution or Resolution()
    for index in range(start, len(effects)):
        if table.pending is not None:
            # What the effect before set off asks a player to decide: the rest waits (ability.6).
            suspend_ability(table, player, card_id, (index, *(chosen if index == start else ())), damaged, resolution)
            return
        effect, position = effects[index], str(index)
        target = None
        continuing = index == start and resuming
        if isinstance(effect, MayEffect):
            # Its player decides whether the effect after it resolves (may.1), even in an
            # ability whose resolution is mandatory (ability.6.3.1).
            if ability.trigger is Trigger.FORCED_ACTION:
                record("ability.6.3.1")
            context = " ".join((resolution.mark(position), *damaged))
            table.pending = Pending(player, Choice.USE_ABILITY, OPTIONAL_PART, "may.1", card_id, context)
            return
        if isinstance(effect, (IfHeroEffect, IfAlterEgoEffect)):
            resolution.condition(in_form(table, player, effect.form))
            continue
        if isinstance(effect, IfSpentEffect):
            resolution.condition(identity_spent(table, card_id, effect.resource))
            continue
        if not continuing and not resolution.attempts(table, effect):
            continue
        done = chosen if index == start else ()
        if isinstance(effect, TargetsEffect):
            final = choose_targets(table, player, card_id, index, effect, picked if index == start else (), damaged,
                                   resolution)
            if final is None:
                return
            damaged = resolve_on_targets(table, player, card_id, effect, final, damaged)
            resolution.resolved(table)
            continue
        if isinstance(effect, EachEffect):
            damaged = resolve_on_each(table, player, card_id, effect, damaged)
            resolution.resolved(table)
            continue
        if isinstance(effect, ChooseOptionEffect):
            numbers = [option] if index == start and option is not None else open_options(table, effect, card_id, done)
            if not numbers:
                resolution.resolved(table)
                continue
            if len(numbers) > 1:
                context = " ".join((resolution.mark("/".join(map(str, (index, *done)))), *damaged))
                table.pending = Pending(player, Choice.OPTION, option_words(numbers), "choose-option.1", card_id, context)
                return
            done = (*done, numbers[0])
            effect, position = effect.options[numbers[0]], "/".join((f"{index}.{numbers[0]}", *map(str, done[:-1])))
        if isinstance(effect, CHOSEN):
            options = targets(table, effect, card_id, player)
            if not options:
                # Its target gone, the effect resolves as far as it can: not at all.
                resolution.resolved(table)
                continue
            if len(options) > 1:
                if isinstance(effect, RemoveThreatEffect):
                    # "A scheme": the player resolving it chooses among every scheme in play.
                    record("scheme-card-type.2")
                if isinstance(effect, SearchEffect):
                    record("search.2.1")
                step = STEPS.get(table.card(card_id).type, "action.1")
                record("choose-game-element.1", "choose-game-element.2")
                context = " ".join((resolution.mark(position), *damaged))
                table.pending = Pending(player, Choice.TARGET, tuple(options), step, card_id, context)
                return
            target = options[0]
        if asks_ready_cost(table, player, card_id, str(index), target, damaged, resolution):
            return
        carry_out(table, player, card_id, effect, target)
        if isinstance(effect, AttacksInOrderEffect) and table.pending is not None:
            # The attacks go on one at a time, and the last one resolves the rest of the
            # ability (attack-player-ability-type.2.3).
            return
        record(*instances.get(index, ()))
        if table.pending is None:
            resolution.resolved(table)
        else:
            # The effect is under way: it asks a decision of the way it resolves.
            resolution.partly = True
        if index:
            # One sentence at a time: this one once the ones before it have resolved (ability.6).
            record("ability.6")
        if isinstance(effect, KEPT):
            damaged = (*damaged, target)
        if isinstance(effects[index], ChooseOptionEffect):
            # The next option, if the effect asks for more than one.
            resolve_ability(table, player, card_id, index, damaged, None, done, resolution=resolution)
            return
    if table.pending is not None:
        suspend_ability(table, player, card_id, (len(effects),), damaged, resolution)
        return
    shuffle_searched_deck(table, player, card_id, effects)
    attacker = performer(table, player, card_id) if ability and Label.ATTACK in ability.labels else None
    thwarter = performer(table, player, card_id) if ability and Label.THWART in ability.labels else None
    schemes = [kept for kept in damaged if table.card(kept).type in SCHEME_TYPES]
    damaged = tuple(kept for kept in damaged if kept not in schemes)
    for increase in (ATTACK_INCREASE, THWART_INCREASE):
        # An increase was for this attack or thwart only.
        if table.card(card_id).counter(increase):
            table.set_card(table.card(card_id).with_counter(increase, 0))
    if attacker is not None:
        if len(damaged) > 1:
            # Several instances of damage, one attack: each enemy has been attacked once.
            record("attack-player-ability-type.2.2.1")
        if len(set(damaged)) > 1:
            # An attack on several enemies: the attacker has attacked each of them.
            record("attack-player-ability-type.2.5")
        for enemy in dict.fromkeys(damaged):
            # A labeled attack: the enemy has been attacked by whoever performs it, which sets
            # off what waits for an attack (retaliate), though no one exhausts.
            table.emit(EventKey.ATTACKED, "labeled-ability.3", card=table.ref(enemy), attacker=table.ref(attacker))
    if thwarter is not None and schemes:
        # A labeled thwart has thwarted the schemes it removed threat from, as one thwart
        # (thwart.1.2.1): what waits for it ("after [character] thwarts") resolves once.
        if len(set(schemes)) > 1:
            record("thwart.1.2.1")
        thwarted(table, thwarter, schemes[0], "labeled-ability.5")
    discard_event(table, player, card_id)


CANCELED_BY = {"attack": (EventKey.ATTACK_CANCELED, "stun.6"), "thwart": (EventKey.THWART_CANCELED, "confuse.6")}
"""The event and clause of the status card that cancels each basic power."""


def make_basic_power(table: Table, player: str, card_id: str, power: str, target: str) -> None:
    """attack-player-ability-type.2.1.2, thwart.1.1.2: the character that performs the ability
    of ``card_id`` uses its basic attack (thwart) power on ``target`` without exhausting, so an
    exhausted character can use it too."""
    character = performer(table, player, card_id)
    if character is None or cancels(table, character, *CANCELED_BY[power]):
        # A stunned character's attack, a confused one's thwart, is canceled (stun.6, confuse.6).
        return
    if table.card(character).exhausted:
        record("attack-player-ability-type.2.1.2" if power == "attack" else "thwart.1.1.2")
    if power == "attack":
        record("attack-player-ability-type.2.1")
        strike(table, character, target)
    else:
        record("thwart.1.1")
        remove_threat(table, character, target)


def in_form(view: TableView, player: str, form: Form) -> bool:
    """Whether ``player`` is in ``form``, the condition "if you are in [form] form" asks of the
    player resolving the ability: of their identity, "you" (you.1)."""
    identity = identity_of(view, player)
    return identity is not None and form_of(view, identity) is form


def discard_event(table: Table, player: str, card_id: str) -> None:
    """event.2: once its ability has resolved, an event goes to its owner's discard pile, and
    what waits for it being played resolves."""
    if table.card(card_id).type is CardType.EVENT:
        if table.card(card_id).counter(ABILITY_CHOSEN):
            # The choice of its ability was for this play only.
            table.set_card(table.card(card_id).with_counter(ABILITY_CHOSEN, 0))
        forget_spent(table, card_id)
        table.discard(card_id, "event.2")
        played = Event.make(EventKey.PLAYED, None, player=player, card=table.ref(card_id))
        REGISTRY.resume(table, played, When.PLAY_LIMIT)


LABEL_STATUSES = {Label.ATTACK: STUNNED, Label.THWART: CONFUSED}
"""The status card that cancels each label: a stunned one an attack (stun.2), a confused one a
thwart (confuse.2); none cancels a defense."""


def canceling_statuses(view: TableView, character: str, ability: Ability) -> list[str]:
    """The status cards of ``character`` that cancel any of the labels of ``ability``."""
    return [LABEL_STATUSES[label] for label in ability.labels
            if label in LABEL_STATUSES and has_status(view, character, LABEL_STATUSES[label])]


def attempted_without_target(view: TableView, player: str, card_id: str) -> bool:
    """stun.7.1, confuse.7.1: a stunned (confused) character can attempt to use an attack
    (thwart) ability with no valid target, since a status card cancels it: whether the ability
    of ``card_id`` is one, asked without recording anything."""
    ability = used_ability(view, card_id)
    if ability is None:
        return False
    character, _ = who_performs(view, player, card_id)
    return character is not None and any(
        label in LABEL_STATUSES and is_status(view, character, LABEL_STATUSES[label]) for label in ability.labels)


def removes_several_threat(effects: tuple[Effect, ...]) -> bool:
    """Whether ``effects`` remove more than one instance of threat: several remove-threat
    effects, or one on several targets."""
    instances = [effect for effect in effects if isinstance(effect, RemoveThreatEffect)
                 or isinstance(effect, (TargetsEffect, EachEffect)) and isinstance(effect.effect, RemoveThreatEffect)]
    return len(instances) > 1 or any(not isinstance(effect, RemoveThreatEffect) for effect in instances)


def cancel_labeled(table: Table, player: str, card_id: str, ability: Ability) -> bool:
    """labeled-ability.7: a labeled ability triggered while the character that makes it has a
    status card that cancels any of its labels is canceled whole, except for its costs, which
    are paid (stun.6, stun.7, confuse.6, confuse.7): it is no attack or thwart made
    (labeled-ability.7.1), and each status card that cancels one of its labels is removed
    (labeled-ability.7.2), a stunned and a confused one for an "(attack/thwart)" ability
    (labeled-ability.7.2.1). True when it is canceled."""
    if not ability.labels:
        return False
    character = performer(table, player, card_id)
    statuses = [] if character is None else canceling_statuses(table, character, ability)
    if not statuses:
        return False
    record("labeled-ability.7", "labeled-ability.7.1", "labeled-ability.7.2")
    if len(statuses) > 1:
        record("labeled-ability.7.2.1")
    for status in statuses:
        record(*(("stun.6", "stun.7") if status == STUNNED else ("confuse.6", "confuse.7")))
    if Label.THWART in ability.labels and removes_several_threat(ability.effects):
        # One thwart, however many instances of threat it removes: canceled whole (thwart.1.2.1).
        record("thwart.1.2.1")
    if not has_targets(table, card_id, ability.effects):
        record(*("stun.7.1" if status == STUNNED else "confuse.7.1" for status in statuses))
    # Only its effects are canceled: the ability was initiated and its costs stay paid
    # (cancel.3); an event is still played, and discarded (cancel.4, event.2.2); an attack
    # canceled was never made, so what waits for one does not trigger (cancel.6.1).
    record("cancel.3", *(("cancel.4", "event.2.2") if table.card(card_id).type is CardType.EVENT else ()))
    if Label.ATTACK in ability.labels:
        record("cancel.6.1")
    for effect in ability.effects:
        if isinstance(effect, ExhaustEffect):
            carry_out(table, player, card_id, effect, None)
    table.emit(EventKey.ABILITY_CANCELED, "labeled-ability.7", card=table.ref(card_id), character=table.ref(character))
    for status in statuses:
        remove_status(table, character, status)
    return True


def constant_effects(view: TableView, player: str, kind: type) -> list[Effect]:
    """The effects of type ``kind`` of the constant abilities of the cards in play ``player``
    controls, those attached to them included."""
    return [
        effect
        for base in view.in_zone(play_area(player))
        for source in (base, *view.cards_on(base))
        if view.is_in_play(source)
        for ability in view.card(source).abilities()
        if ability.trigger is Trigger.CONSTANT
        for effect in ability.effects
        if isinstance(effect, kind)
    ]


def damage_amount(table: Table, player: str, card_id: str, effect: DamageEffect) -> int:
    """The damage ``effect`` deals: what it prints or, for damage equal to a sustained damage,
    that of the character performing the ability (sustained-damage.1), plus what modifies the
    damage of an event (event.2.5)."""
    amount = effect.amount
    if effect.sustained:
        amount = sustained_damage(table, performer(table, player, card_id))
    if effect.per_resource is not None:
        amount = resources_on_discarded_top(table, player, effect.per_resource)
    increase = table.card(card_id).counter(ATTACK_INCREASE)
    if increase:
        # Each instance of the attack's damage is increased (attack-player-ability-type.2.2.2).
        record("attack-player-ability-type.2.2.2")
    return amount + increase + event_damage_bonus(table, player, card_id)


def resources_on_discarded_top(table: Table, player: str, resource: Resource) -> int:
    """Discard the top card of ``player``'s deck and count the resources of type ``resource`` it
    prints. Outside a payment a wild resource is only a wild resource: it counts as no other
    type (wild-resource.4)."""
    top = next(iter(table.in_zone(deck(player))), None)
    if top is None:
        return 0
    printed = table.card(top).definition.resources
    table.discard(top)
    if resource is not Resource.WILD and Resource.WILD in printed:
        record("wild-resource.4")
    return sum(1 for each in printed if each is resource)


def event_damage_bonus(table: Table, player: str, card_id: str) -> int:
    """event.2.5: what the constant abilities of ``player``'s cards add to the damage an event
    they play deals: each instance of its damage is modified, however many it deals."""
    if table.card(card_id).type is not CardType.EVENT:
        return 0
    bonus = sum(effect.amount for effect in constant_effects(table, player, EventDamageEffect))
    if bonus:
        record("event.2.5")
    return bonus


def carry_out(table: Table, player: str, card_id: str, effect: Effect, target: str | None) -> None:
    """One effect of an ability of ``card_id``, on its target, which it is for the duration of
    its resolution (target.1)."""
    if target is not None:
        record("target.1")
    match effect:
        case ExhaustEffect():
            table.set_card(table.card(card_id).exhaust())
            table.emit(EventKey.EXHAUSTED, None, card=table.ref(card_id))
        case DamageEffect() if labeled_attack(table, card_id):
            # The damage of an attack, which the card whose ability it is may give overkill.
            amount = damage_amount(table, player, card_id, effect)
            REGISTRY.perform(table, a.DealAttackDamage(card_id, target, amount, "labeled-ability.3"))
        case DamageEffect():
            REGISTRY.perform(table, a.DealDamage(target, damage_amount(table, player, card_id, effect)))
        case BasicPowerEffect(power):
            make_basic_power(table, player, card_id, power, target)
        case AttacksInOrderEffect():
            REGISTRY.trigger(table, When.PERFORM, AttacksInOrderEffect, player, card_id, effect)
        case RemoveThreatEffect(amount):
            if table.card(card_id).counter(THWART_INCREASE):
                # Each instance of threat the thwart removes is increased (thwart.1.2.2).
                record("thwart.1.2.2")
                amount += table.card(card_id).counter(THWART_INCREASE)
            if table.card(target).type is CardType.PLAYER_SIDE_SCHEME:
                record("player-side-scheme.6", "player-side-scheme.6.2")
            REGISTRY.perform(table, a.RemoveThreat(target, amount))
        case DrawEffect(count):
            REGISTRY.perform(table, a.DrawCards(player, count))
        case DrawPerMinionEffect(per_minion, most):
            count = per_minion * sum(1 for other in table.in_play_cards() if table.card(other).type is CardType.MINION)
            if count > most:
                # "To a maximum of" caps the value for this ability (max.7).
                record("max.7")
                count = most
            if count:
                REGISTRY.perform(table, a.DrawCards(player, count))
        case DrawPerExcessEffect(per_excess):
            count = per_excess * excess_counted(table)
            if count:
                REGISTRY.perform(table, a.DrawCards(player, count))
        case LastingAttackEffect():
            create_lasting_attack(table, player, effect)
        case LastingAlliesAttackEffect():
            create_lasting_allies_attack(table, player, effect)
        case LastingAttackPerMinionEffect():
            create_lasting_attack_per_minion(table, player, effect)
        case NextCardCostsLessEffect():
            REGISTRY.trigger(table, When.PERFORM, NextCardCostsLessEffect, player, effect)
        case DelayedDrawEffect(count):
            create_delayed_draw(table, player, count)
        case SearchEffect():
            add_found_card(table, player, target)
        case PlayIgnoringCostEffect():
            REGISTRY.trigger(table, When.PERFORM, PlayIgnoringCostEffect, player, target)
        case ShuffleDiscardEffect():
            shuffle_discard_into_deck(table, player)
        case NemesisCardEffect(card_type):
            put_nemesis_card_into_play(table, player, card_type)
        case ResolveSpecialEffect():
            # Another card's ability instructs it: the Special abilities of the card resolve (special.1).
            record("special.1")
            for special in table.card(target).abilities():
                for inner in special.effects if special.trigger is Trigger.SPECIAL else ():
                    carry_out(table, player, target, inner, None)
        case LookEffect() | LookDiscardEffect():
            look_at_top(table, player, effect, target)
        case SpendUseCost(amount):
            spend_uses(table, card_id, amount)
        case StatusEffect(status):
            give_status(table, target, status, CLAUSES[status].gives)
        case LosesKeywordEffect():
            REGISTRY.trigger(table, When.PERFORM, LosesKeywordEffect, target, effect)
        case EachPlayerDiscardsEffect():
            REGISTRY.trigger(table, When.PERFORM, EachPlayerDiscardsEffect, effect)
        case GainsKeywordEffect():
            REGISTRY.trigger(table, When.PERFORM, GainsKeywordEffect, target, effect)
        case ExhaustYouEffect() | StatusOnYouEffect():
            REGISTRY.trigger(table, When.PERFORM, type(effect), player, effect)
        case IndirectDamageYouEffect(amount):
            # Indirect damage dealt to "you": the player resolving the ability assigns it among
            # the characters they control (you.1, you.1.3).
            record("you.1", "you.1.3")
            REGISTRY.perform(table, a.DealIndirectDamage(player, amount))
        case TakeControlEffect():
            REGISTRY.trigger(table, When.PERFORM, TakeControlEffect, player, target)
        case ReadyEffect():
            ready_character(table, target, None)
        case DiscardFromHandEffect():
            record("you.2", "you.2.1")
            REGISTRY.perform(table, a.Discard(target))
        case SameTargetEffect(parts):
            # Each effect that can affect the target resolves on it; the others cannot.
            for part in status_before_damage(table, target, parts):
                if not table.is_in_play(target):
                    break
                if not isinstance(part, TARGETED) or target in targets(table, part, card_id, player):
                    before = table.card(target).counter(DAMAGE)
                    carry_out(table, player, card_id, part, target)
                    if isinstance(part, DamageEffect) and table.card(target).counter(DAMAGE) == before:
                        # Its damage prevented, the effects joined to it resolve all the same (and.3).
                        record("and.3")
        case RemoveCounterEffect():
            # Whatever type the counters have on that card, they are all-purpose counters
            # (all-purpose-counter.4.2).
            record("all-purpose-counter.4.2")
            count = table.card(target).counter(ALL_PURPOSE) - 1
            table.set_card(table.card(target).with_counter(ALL_PURPOSE, count))
            table.emit(EventKey.COUNTERS_SET, "all-purpose-counter.4.2", card=table.ref(target), counter=ALL_PURPOSE,
                       count=count)
            REGISTRY.settle(table)
        case DiscardEffect(_, lowest):
            # A card "you control" that is not your identity: the card in the resolving
            # player's play area (you.2, you.2.3).
            record("you.2", "you.2.3")
            controlled = controlled_of_type(table, effect, controller_of(table, card_id))
            if any(table.card(other).is_permanent for other in controlled):
                record("permanent.3.3")
                if lowest and any(table.card(other).is_permanent for other in lowest_cost(table, controlled)):
                    record("permanent.3.3.1")
            REGISTRY.perform(table, a.Discard(target))
        case _:

            def log(name: EffectWords) -> None:
                table.emit(EventKey.ABILITY_RESOLVES, None, card=table.ref(card_id), effect=name)

            resolve_effects(table, card_id, (effect,), None, log)


@rule("event.2", when=When.ANSWER, on="event.2")
@rule("action.1", when=When.ANSWER, on="action.1")
def target_chosen(table: Table, pending: Pending, target: str) -> None:
    """The player chose the target of an effect: it resolves on it, then the effects after it."""
    token, *damaged = pending.context.split()
    position, resolution = Resolution.split(token)
    resolution.events = len(table.events)
    if "@" in position:
        # An effect on several targets: the next target, or the end of the choosing.
        index, _, rest = position.partition("@")
        picked = [target for target in rest.split("@") if target]
        if target != Answer.DONE_CHOOSING:
            resolve_ability(table, pending.player, pending.subject, int(index), tuple(damaged), picked=(*picked, target),
                            resolution=resolution)
            return
        effect = ability_effects(table, pending.subject)[int(index)]
        damaged = list(resolve_on_targets(table, pending.player, pending.subject, effect, tuple(picked), tuple(damaged)))
        resolution.resolved(table)
        resolve_ability(table, pending.player, pending.subject, int(index) + 1, tuple(damaged), resolution=resolution)
        return
    number, *before = position.split("/")
    index, _, option = number.partition(".")
    effect = ability_effects(table, pending.subject)[int(index)]
    if not option:
        if asks_ready_cost(table, pending.player, pending.subject, index, target, tuple(damaged), resolution):
            return
        carry_out(table, pending.player, pending.subject, effect, target)
        printed = used_ability(table, pending.subject).effects
        record(*instance_clauses(table, pending.subject, printed).get(int(index), ()))
        resolution.resolved(table)
        if isinstance(effect, KEPT):
            damaged.append(target)
        resolve_ability(table, pending.player, pending.subject, int(index) + 1, tuple(damaged), resolution=resolution)
        return
    # An option of an effect with options: the next option, if it asks for more than one.
    chosen = (*map(int, before), int(option))
    effect = effect.options[int(option)]
    carry_out(table, pending.player, pending.subject, effect, target)
    resolution.resolved(table)
    if isinstance(effect, KEPT):
        damaged.append(target)
    resolve_ability(table, pending.player, pending.subject, int(index), tuple(damaged), None, chosen,
                    resolution=resolution)


def asks_ready_cost(table: Table, player: str, card_id: str, index: str, target: str | None,
                    damaged: tuple[str, ...], resolution: Resolution) -> bool:
    """ready.2.1: readying ``target`` has an additional cost: its player is asked whether to pay
    it before it readies. True when they are asked."""
    if target is None or not table.card(target).exhausted or cannot_ready(table, target) or not ready_cost(table, target):
        return False
    if not isinstance(ability_effects(table, card_id)[int(index)], ReadyEffect):
        return False
    context = " ".join((resolution.mark(index), target, *damaged))
    table.pending = Pending(player, Choice.USE_ABILITY, OPTIONAL_PART, "ready.2.1", card_id, context)
    return True


@rule("ready.2.1", when=When.ANSWER, on="ready.2.1")
def ready_cost_chosen(table: Table, pending: Pending, answer: str) -> None:
    """ready.2.1, ready.3: the player chose whether to pay the additional cost to ready the
    character: paid, it readies; not paid, it does not ready. The ability goes on after it."""
    token, target, *damaged = pending.context.split()
    position, resolution = Resolution.split(token)
    resolution.events = len(table.events)
    record("ready.2.1")
    if Answer(answer) is Answer.USE:
        REGISTRY.perform(table, a.DealDamage(target, ready_cost(table, target)))
        ready_character(table, target, "ready.2")
    else:
        record("ready.3")
        table.emit(EventKey.READY_COST_DECLINED, "ready.3", card=table.ref(target))
    resolution.resolved(table)
    resolve_ability(table, pending.player, pending.subject, int(position) + 1, tuple(damaged), resolution=resolution)


RESUMED = "ability.6"
"""The clause of an ability that a decision stopped between two of its sentences."""


def suspend_ability(table: Table, player: str, card_id: str, position: tuple[int, ...], damaged: tuple[str, ...],
                    resolution: Resolution) -> None:
    """A decision arose as an effect of the ability resolved (a window of responses to it, the
    indirect damage it dealt to be assigned): the ability waits in the state at ``position``, the
    next effect (then the options of it resolved already), with how far it has resolved and the
    enemies it damaged, and goes on once that decision and what it set off are over."""
    mark = resolution.mark("/".join(map(str, position)))
    table.wait(Suspended(RESUMED, player, card_id, (mark, *damaged)))


@rule(when=When.RESUME, on=RESUMED)
def ability_goes_on(table: Table, waiting: Suspended) -> None:
    """ability.6: the decision that stopped the ability is over: its next sentence resolves."""
    record("ability.6")
    token, *damaged = waiting.words
    position, resolution = Resolution.split(token)
    resolution.events = len(table.events)
    index, *before = position.split("/")
    resolve_ability(table, waiting.player, waiting.subject, int(index), tuple(damaged), None, tuple(map(int, before)),
                    resolution=resolution)


@rule("choose-option.1", when=When.ANSWER, on="choose-option.1")
def option_chosen(table: Table, pending: Pending, answer: str) -> None:
    """The player chose an option of an effect: it resolves, then the effects after it."""
    token, *damaged = pending.context.split()
    position, resolution = Resolution.split(token)
    index, *before = position.split("/")
    resolve_ability(table, pending.player, pending.subject, int(index), tuple(damaged), chosen_option(answer),
                    tuple(map(int, before)), resolution=resolution)
