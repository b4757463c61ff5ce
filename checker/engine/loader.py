"""The one place that loads the rules: importing a rule module registers its handlers.

:mod:`checker.engine.flow` and :mod:`checker.engine.setup` get the registry from here; no other
module imports a rule module.
"""

from __future__ import annotations

from checker.engine.registry import REGISTRY, Registry
from checker.engine.rules import (
    action,
    ally_limit,
    assault,
    attack,
    attacks_against_allies,
    basic_power,
    boost,
    cancel,
    card_play,
    consequential_damage,
    crisis_icon,
    damage,
    dash_value,
    delayed_effect,
    draw,
    effects,
    empty_player_deck,
    encounter_deck,
    end_of_player_phase,
    enemy_activation,
    engage,
    find,
    form,
    guard,
    identity,
    in_play,
    indirect_damage,
    initiating_abilities,
    keywords,
    lasting_effects,
    limit,
    linked_card_title,
    main_scheme,
    maximum,
    may,
    move,
    overkill,
    ownership_and_control,
    patrol,
    peril,
    permanent,
    piercing,
    play,
    play_restrictions_and_permissions,
    player_elimination,
    player_side_scheme,
    quickstrike,
    ranged,
    ready,
    recover,
    removed_from_the_game,
    restricted,
    search,
    sequence,
    setup_keyword,
    setup_triggered_ability,
    side_scheme,
    status_cards,
    surge,
    swap,
    target,
    team_up,
    teamwork_trait,
    temporary,
    thwart,
    triggered_ability,
    unique,
    uses_x_type,
    villain,
    vulnerable,
    when_completed,
    when_defeated_abilities,
    you,
)

RULE_MODULES = (
    action, ally_limit, assault, attack, attacks_against_allies, basic_power, boost, cancel, card_play, consequential_damage,
    crisis_icon, damage, dash_value, delayed_effect, draw, effects, empty_player_deck, encounter_deck, end_of_player_phase,
    enemy_activation, engage, find, form, guard, identity, in_play, indirect_damage, initiating_abilities, keywords,
    lasting_effects, limit,
    linked_card_title, main_scheme, maximum, may, move, overkill, ownership_and_control, patrol, peril, permanent,
    piercing, play, play_restrictions_and_permissions, player_elimination,
    player_side_scheme, quickstrike, ranged, ready, recover, removed_from_the_game, restricted, search, sequence, setup_keyword,
    setup_triggered_ability, side_scheme, status_cards, surge, swap, target, team_up, teamwork_trait, temporary, thwart,
    triggered_ability, unique, uses_x_type, villain, vulnerable, when_completed, when_defeated_abilities, you,
)
"""Every rule module, one per glossary entry (or Rules Reference entry the glossary lacks yet)."""


def load_rules() -> Registry:
    """The registry with every rule of :data:`RULE_MODULES` registered."""
    return REGISTRY
