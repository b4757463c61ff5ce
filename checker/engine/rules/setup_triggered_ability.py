"""Setup (triggered ability): the "Setup" abilities, resolved while the game is set up.

A "Setup" ability is a triggered ability resolved during setup (setup-triggered-ability.1), and
its resolution is mandatory (setup-triggered-ability.2): no player is asked. Those on encounter
cards resolve in the "Resolve Scenario Setup and When Revealed Abilities" step (.3), those on
player cards in the "Resolve Character Setup Abilities" step (.4), each player's in player order.
The "When Revealed" abilities of the encounter cards that entered play during setup resolve in
the scenario step too (when-revealed-abilities.2.1). A card's other abilities do not resolve in
either step. Once the game has begun, the steps of setup are over.

>>> from checker.engine import ResolveSetupAbilities, read_state, setup
>>> state = read_state(
...     'players: A(first); phase: setup; A.play: peter:identity[hp=10 ability="setup: spin a web"]')
>>> after, events = setup.perform(state, ResolveSetupAbilities())
>>> [event.render("en") for event in events]
['Ability of peter: spin a web.']
"""

from __future__ import annotations

from checker.engine import actions as a
from checker.engine.cards import PLAYER_CARD_TYPES, EffectWords, Trigger
from checker.engine.errors import REASONS
from checker.engine.events import EventKey
from checker.engine.execution import record
from checker.engine.registry import rule
from checker.engine.rules.main_scheme import resolve_effects, resolve_when_revealed
from checker.engine.table import Table
from checker.engine.timing import When
from checker.engine.turns import Phase


@rule("setup-triggered-ability.1", "setup-triggered-ability.2", when=When.PERFORM, on=a.ResolveSetupAbilities)
def resolve_setup_abilities(table: Table, step: a.ResolveSetupAbilities) -> None:
    """setup-triggered-ability.1, .2: during setup, the step resolves every "Setup" ability of
    the cards in play it is about, mandatory as they are: those of encounter cards in the scenario
    step (.3), those of player cards in the character step (.4), in player order."""
    if table.phase is not Phase.SETUP:
        raise table.violation("setup-triggered-ability.1", REASONS.NOT_DURING_SETUP)
    clause = "setup-triggered-ability.3" if step.scenario else "setup-triggered-ability.4"
    cards = [card_id for card_id in table.in_play_cards()
             if (table.card(card_id).type in PLAYER_CARD_TYPES) is not step.scenario]
    if not step.scenario:
        order = table.player_order()
        cards.sort(key=lambda card_id: order.index(holder) if (holder := table.base_zone(card_id).holder) in order
                   else len(order))
    for card_id in cards:
        effects = [effect for ability in table.card(card_id).abilities() if ability.trigger is Trigger.SETUP
                   for effect in ability.effects]
        if not effects:
            continue
        record(clause)

        def log(name: EffectWords, source: str = card_id) -> None:
            table.emit(EventKey.ABILITY_RESOLVES, clause, card=table.ref(source), effect=name)

        resolve_effects(table, card_id, effects, clause, log)
    if step.scenario:
        when_revealed_during_setup(table, cards)


def when_revealed_during_setup(table: Table, cards: list[str]) -> None:
    """when-revealed-abilities.2.1: the "When Revealed" abilities of the encounter cards that
    entered play during setup resolve in this step too, after the "Setup" ones, each for the
    player in whose area its card is, or else the first player."""
    for card_id in cards:
        card = table.card(card_id)
        if not any(ability.trigger is Trigger.WHEN_REVEALED for ability in card.abilities()):
            continue
        record("when-revealed-abilities.2.1")
        resolve_when_revealed(table, card_id, card.side, "when-revealed-abilities.2.1",
                              table.base_zone(card_id).holder or table.first_player)
