"""Boost: the facedown encounter cards an activating enemy is given, and what they add.

A boost card waits facedown under the enemy it was given to (out of play, in the order dealt;
the cards facedown under an enemy are its boost cards) until that enemy's activation turns it
faceup: its "Boost" abilities resolve, its boost icons add to the activation, and it is
discarded.
"""

from __future__ import annotations

from checker.engine.card_notation import EFFECT_WORDS
from checker.engine.cards import CardType, ExhaustYouEffect, Keyword, NamedEffect, StatusOnYouEffect, Trigger, VillainHealsEffect
from checker.engine.errors import REASONS
from checker.engine.events import Event, EventKey
from checker.engine.execution import record
from checker.engine.registry import REGISTRY, carries_out_words, rule
from checker.engine.rules.cards_in_play import icons_in_play
from checker.engine.rules.encounter_deck import ensure_encounter_deck
from checker.engine.rules.recover import heal
from checker.engine.state import TableView
from checker.engine.table import Table
from checker.engine.timing import When
from checker.engine.zones import ENCOUNTER_DECK, VILLAIN_DECK, under


carries_out_words(Keyword.VILLAINOUS, "amplify")


def gets_boost_card(table: Table, enemy: str) -> bool:
    """The villain, and a minion with the villainous keyword, are given a boost card when they
    activate (boost.1); any other minion is not. The villainous keyword is a forced interrupt
    to the character's using a basic power, attacking or scheming (villainous.1, .2.1)."""
    card = table.card(enemy)
    if card.type is CardType.VILLAIN:
        return True
    if Keyword.VILLAINOUS in card.keywords:
        record("villainous.1", "villainous.2.1", "keywords.3.28")
        return True
    return False


def amplify_icons_in_play(view: TableView) -> int:
    """amplify-icon.2: the amplify icons of the cards in play, each adding a boost icon to every
    boost card turned faceup during an enemy activation (amplify-icon.2.1)."""
    return icons_in_play(view, "amplify")


def give_boost_card(table: Table, enemy: str, clause: str) -> None:
    """boost.1: give ``enemy`` the top card of the encounter deck, facedown, as a boost card.
    An empty deck is reset first (encounter-deck.3); with nothing left to reset, none is given."""
    record("boost.1")
    if table.in_zone(under(enemy)):
        # A boost card dealt outside the enemy's activation waited facedown on it (boost.5.6);
        # the enemy still gets its own (boost.5.6.1).
        record("boost.5.6", "boost.5.6.1")
    ensure_encounter_deck(table)
    top = table.top(ENCOUNTER_DECK)
    if top is None:
        return
    table.emit(EventKey.BOOST_GIVEN, clause, enemy=table.ref(enemy), card=table.ref(top))
    table.move(top, under(enemy), bottom=True)
    REGISTRY.settle(table)


YOU_EFFECTS = (ExhaustYouEffect, StatusOnYouEffect)
"""The effects of a "Boost" ability that refer to "you": they resolve for the player the
activation is against, not through the card's own rule."""


def resolve_boost_cards(table: Table, enemy: str, clause: str, you: str | None = None,
                        you_clauses: tuple[str, ...] = ()) -> int:
    """boost.2: turn each boost card on ``enemy`` faceup, one at a time in the order dealt;
    resolve its "Boost" abilities (boost.4), count its boost icons (a star is not one:
    boost.5.1) and discard it (boost.5.5). The icons of every card add up (boost.5.4 when
    there are several), and each amplify icon in play adds one to every card (amplify-icon.2):
    the total is what the activation adds to the ATK or SCH value. A "Boost" ability that
    refers to "you" resolves for ``you``, the player the activation is against, recording
    ``you_clauses``, the clauses that make them that player."""
    record("boost.2")
    icons = 0
    amplify = amplify_icons_in_play(table)
    cards = list(table.in_zone(under(enemy)))
    if len(cards) > 1:
        record("boost.5.4")
    for card_id in cards:
        card = table.card(card_id)
        if amplify:
            record("amplify-icon.2", "amplify-icon.2.1", "icons.7")
        table.emit(EventKey.BOOST_FLIPPED, clause, enemy=table.ref(enemy), card=table.ref(card_id),
                   count=card.definition.boost + amplify)
        REGISTRY.settle(table)
        if you is not None:
            boost_abilities_for_you(table, card_id, you, you_clauses)
        if card.definition.boost_star:
            record("boost.5.1", "star-icon.1", "icons.11")
        if card.definition.boost:
            record("icons.10")
        icons += card.definition.boost + amplify
        record("boost.5.5")
        if table.card(enemy).type is not CardType.VILLAIN:
            record("villainous.2")
        table.discard(card_id, "boost.5.5")
        REGISTRY.settle(table)
    return icons


@rule(when=When.BOOST, on=EventKey.BOOST_FLIPPED)
def resolve_boost_abilities(table: Table, event: Event) -> None:
    """boost.4: the star says the card has a "Boost" ability: it resolves as the card turns
    faceup; only those abilities are active on a boost card (boost.5.2), so its "When Revealed"
    abilities do nothing. It heals the villain, or is logged by name; the effects that refer
    to "you" resolve for the player the activation is against (:func:`boost_abilities_for_you`)."""
    card_id = event.params["card"].id
    if not table.card(card_id).definition.boost_star:
        return
    record("boost.4", "boost.5.2")
    for ability in table.card(card_id).abilities():
        for effect in (*ability.costs, *ability.effects) if ability.trigger is Trigger.BOOST else ():
            if isinstance(effect, VillainHealsEffect):
                villain_heals(table, event.params["enemy"].id, effect.amount)
                continue
            if isinstance(effect, YOU_EFFECTS):
                # It refers to "you": it resolves for the player the activation is against.
                continue
            if not isinstance(effect, NamedEffect):
                raise table.error(REASONS.EFFECT_NOT_CARRIED_OUT, card=table.ref(card_id),
                                  effect=EFFECT_WORDS.get(type(effect), type(effect).__name__))
            table.emit(EventKey.BOOST_ABILITY, "boost.4", card=table.ref(card_id), effect=effect.words)


def boost_abilities_for_you(table: Table, card_id: str, you: str, clauses: tuple[str, ...]) -> None:
    """boost.4: the effects of the card's "Boost" abilities that refer to "you" ("You are
    stunned") resolve for ``you``: the attacked player, the controller of an ally the enemy
    attacks (attacks-against-allies.2.2), or the player who became the target by defending
    (attack-enemy-activation.2.4.2.2); the player the enemy schemes against."""
    if not table.card(card_id).definition.boost_star:
        return
    for ability in table.card(card_id).abilities():
        for effect in ability.effects if ability.trigger is Trigger.BOOST else ():
            if isinstance(effect, YOU_EFFECTS):
                record(*clauses)
                REGISTRY.trigger(table, When.PERFORM, type(effect), you, effect)
                REGISTRY.settle(table)


def villain_heals(table: Table, enemy: str, amount: int) -> None:
    """A boost ability that names the villain applies to the villain, even when the boost card
    was given to another character, such as a minion with villainous (villainous.2.2)."""
    villain = table.top(VILLAIN_DECK)
    if villain is None:
        return
    if villain != enemy:
        record("villainous.2.2")
    heal(table, villain, amount, "villainous.2.2" if villain != enemy else "boost.4")
