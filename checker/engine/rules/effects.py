"""Effects of the abilities players use: what an event or a card action does, in order, each
on the target its player chooses.

An ability's effects resolve in the order printed. Exhausting the card is a cost paid as it
comes; dealing damage and removing threat need a target (an enemy in play, a scheme in play),
which the player chooses when more than one is valid; drawing needs none. Once the last effect
has resolved, an event goes to its owner's discard pile (event.2).
"""

from __future__ import annotations

from checker.engine import actions as a
from checker.engine.cards import (
    ENEMY_TYPES,
    ACTION_TRIGGERS,
    SCHEME_TYPES,
    Ability,
    Label,
    CardType,
    DamageEffect,
    DrawEffect,
    Effect,
    ExhaustEffect,
    RemoveThreatEffect,
    Trigger,
)
from checker.engine.errors import REASONS
from checker.engine.events import Event, EventKey
from checker.engine.execution import record
from checker.engine.forms import identity_of
from checker.engine.registry import REGISTRY, carries_out_words, rule
from checker.engine.rules.crisis_icon import threat_protected
from checker.engine.rules.main_scheme import resolve_effects
from checker.engine.state import TableView
from checker.engine.table import Table
from checker.engine.timing import When
from checker.engine.turns import Choice, Pending

carries_out_words(Label.ATTACK, Label.THWART)

STEPS = {CardType.EVENT: "event.2"}
"""The clause of the procedure that asks for a target, by the type of card whose ability it is;
any other card's is a card action (action.1)."""
TARGETED = (DamageEffect, RemoveThreatEffect)


def used_ability(view: TableView, card_id: str) -> Ability | None:
    """The card's triggered ability a player uses: the first action ability of its faceup side,
    or, for an event with none, its first triggered ability."""
    triggered = [ability for ability in view.card(card_id).abilities() if ability.trigger is not Trigger.CONSTANT]
    actions = [ability for ability in triggered if ability.trigger in ACTION_TRIGGERS]
    chosen = actions or triggered
    return chosen[0] if chosen else None


def ability_effects(view: TableView, card_id: str) -> tuple[Effect, ...]:
    """The effects of the card's triggered ability a player uses."""
    ability = used_ability(view, card_id)
    return ability.effects if ability is not None else ()


def performer(view: TableView, player: str, card_id: str) -> str | None:
    """Who performs what an ability of ``card_id`` labels it (labeled-ability.2): an ally, itself
    (ally.6); an event, or an upgrade attached to no other character, the player's identity as
    an extension of it (event.2.4, upgrade.5), an upgrade attached to an ally, that ally; a
    support, no character (support.4)."""
    card = view.card(card_id)
    host = view.host_of(card_id)
    if card.type is CardType.UPGRADE and host is not None and view.card(host).type is CardType.ALLY:
        record("upgrade.5")
        card, card_id = view.card(host), host
    if card.type is CardType.ALLY:
        record("ally.6")
        return card_id
    if card.type is CardType.EVENT:
        record("event.2.4")
    elif card.type is CardType.UPGRADE:
        record("upgrade.5")
    else:
        if card.type is CardType.SUPPORT:
            record("support.4")
        return None
    return identity_of(view, player)


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


def labeled_attack(view: TableView, card_id: str) -> bool:
    """Whether the ability of ``card_id`` a player uses is labeled an attack (labeled-ability.3)."""
    ability = used_ability(view, card_id)
    return ability is not None and Label.ATTACK in ability.labels


def targets(view: TableView, effect: Effect, source: str) -> list[str]:
    """The cards an effect of ``source`` may target: an enemy in play for damage, a scheme in
    play for removing threat (not the main scheme, for a player card in a crisis:
    crisis-icon.1)."""
    if isinstance(effect, DamageEffect):
        return [card_id for card_id in view.in_play_cards() if view.card(card_id).type in ENEMY_TYPES]
    return [card_id for card_id in view.in_play_cards()
            if view.card(card_id).type in SCHEME_TYPES and not threat_protected(view, card_id, source)]


def has_targets(view: TableView, source: str, effects: tuple[Effect, ...]) -> bool:
    """Whether every effect of ``source`` that needs a target has at least one valid target."""
    return all(targets(view, effect, source) for effect in effects if isinstance(effect, TARGETED))


def resolve_ability(table: Table, player: str, card_id: str, start: int, damaged: tuple[str, ...] = ()) -> None:
    """Resolve the effects of the ability of ``card_id`` that ``player`` uses, in order from
    ``start``; an effect with several valid targets asks its player to choose one (the enemies
    ``damaged`` so far ride along in that decision). A labeled attack has attacked the enemies
    it damaged once all its effects have resolved, which is when what waits for an attack
    resolves (attack-player-ability-type.2.6). Then an event goes to its owner's discard pile
    (event.2)."""
    ability = used_ability(table, card_id)
    effects = ability.effects if ability is not None else ()
    if ability is not None and start == 0:
        begin_labeled(table, ability)
    for index in range(start, len(effects)):
        effect = effects[index]
        target = None
        if isinstance(effect, TARGETED):
            options = targets(table, effect, card_id)
            if not options:
                # Its target gone, the effect resolves as far as it can: not at all.
                continue
            if len(options) > 1:
                if isinstance(effect, RemoveThreatEffect):
                    # "A scheme": the player resolving it chooses among every scheme in play.
                    record("scheme-card-type.2")
                step = STEPS.get(table.card(card_id).type, "action.1")
                context = " ".join((str(index), *damaged))
                table.pending = Pending(player, Choice.TARGET, tuple(options), step, card_id, context)
                return
            target = options[0]
        carry_out(table, player, card_id, effect, target)
        if isinstance(effect, DamageEffect):
            damaged = (*damaged, target)
        if table.pending is not None:
            raise table.error(REASONS.DECISION_INSIDE_ABILITY, card=table.ref(card_id))
    attacker = performer(table, player, card_id) if ability and Label.ATTACK in ability.labels else None
    if attacker is not None:
        if len(damaged) > 1:
            # Several instances of damage, one attack: each enemy has been attacked once.
            record("attack-player-ability-type.2.2.1")
        for enemy in dict.fromkeys(damaged):
            # A labeled attack: the enemy has been attacked by whoever performs it, which sets
            # off what waits for an attack (retaliate), though no one exhausts.
            table.emit(EventKey.ATTACKED, "labeled-ability.3", card=table.ref(enemy), attacker=table.ref(attacker))
    if table.card(card_id).type is CardType.EVENT:
        table.discard(card_id, "event.2")
        # The event has been played: what waits for it being played resolves now.
        played = Event.make(EventKey.PLAYED, None, player=player, card=table.ref(card_id))
        REGISTRY.resume(table, played, When.PLAY_LIMIT)


def carry_out(table: Table, player: str, card_id: str, effect: Effect, target: str | None) -> None:
    """One effect of an ability of ``card_id``, on its target."""
    match effect:
        case ExhaustEffect():
            table.set_card(table.card(card_id).exhaust())
            table.emit(EventKey.EXHAUSTED, None, card=table.ref(card_id))
        case DamageEffect(amount) if labeled_attack(table, card_id):
            # The damage of an attack, which the card whose ability it is may give overkill.
            REGISTRY.perform(table, a.DealAttackDamage(card_id, target, amount, "labeled-ability.3"))
        case DamageEffect(amount):
            REGISTRY.perform(table, a.DealDamage(target, amount))
        case RemoveThreatEffect(amount):
            if table.card(target).type is CardType.PLAYER_SIDE_SCHEME:
                record("player-side-scheme.6", "player-side-scheme.6.2")
            REGISTRY.perform(table, a.RemoveThreat(target, amount))
        case DrawEffect(count):
            REGISTRY.perform(table, a.DrawCards(player, count))
        case _:

            def log(name: str) -> None:
                table.emit(EventKey.ABILITY_RESOLVES, None, card=table.ref(card_id), effect=name)

            resolve_effects(table, card_id, (effect,), None, log)


@rule("event.2", when=When.ANSWER, on="event.2")
@rule("action.1", when=When.ANSWER, on="action.1")
def target_chosen(table: Table, pending: Pending, target: str) -> None:
    """The player chose the target of an effect: it resolves on it, then the effects after it."""
    index, *damaged = pending.context.split()
    effect = ability_effects(table, pending.subject)[int(index)]
    carry_out(table, pending.player, pending.subject, effect, target)
    if isinstance(effect, DamageEffect):
        damaged.append(target)
    resolve_ability(table, pending.player, pending.subject, int(index) + 1, tuple(damaged))
