"""Game set-up: the engine plays the set-up from a pre-game position, step by step.

A pre-game position (``phase: setup 1``) holds what the players gathered: each player's identity
card in their play area and their deck, the encounter cards (the scenario's, and the nemesis sets
and obligations that come with the identities, each marking the identity it comes with), the
villain deck with every version of the villain, the main scheme deck, and the modes of play
(``expert``, ``skirmish``, ``heroic``). Each step is a decision, ``setup, step N``, carried out
as the Rules Reference says; a choice the players make becomes a pending decision. After the
last step the first round begins (:mod:`checker.engine.rules.sequence` owns it from there).

The steps the glossary names by number or title are placed by it: the cards set aside before
step one (permanent.3.1), "Put Setup Cards Into Play" (setup-keyword.2), "Resolve Character
Setup Abilities" (setup-triggered-ability.4), step eight, "Select Scenario" (modes-of-play.5.1),
and "Resolve Scenario Setup and When Revealed Abilities" (setup-triggered-ability.3).
"""

from __future__ import annotations

from collections import Counter

from checker.engine import actions as a
from checker.engine import decisions as d
from checker.engine.cards import CardType, Keyword, Side
from checker.engine.errors import REASONS
from checker.engine.events import EventKey
from checker.engine.execution import record
from checker.engine.registry import REGISTRY, rule
from checker.engine.rules.linked_card_title import copies_to_set_aside
from checker.engine.rules.sequence import begin_round
from checker.engine.rules.unique import match
from checker.engine.table import Table
from checker.engine.timing import When
from checker.engine.turns import Choice, Pending, SetupStep
from checker.engine.zones import ENCOUNTER_DECK, SET_ASIDE, VILLAIN_DECK, deck, play_area


@rule(when=When.PERFORM, on=d.PerformSetupStep)
def carry_out_setup_step(table: Table, decision: d.PerformSetupStep) -> None:
    """The next step of the set-up is carried out by its rule; done, the next one comes."""
    REGISTRY.perform(table, decision.setup_step, on=decision.setup_step)
    if table.pending is None:
        next_setup_step(table, decision.setup_step)


def next_setup_step(table: Table, step: SetupStep) -> None:
    """The step after ``step``; after the last one, the first round begins."""
    if step is SetupStep.RESOLVE_SCENARIO_SETUP_ABILITIES:
        table.step = None
        begin_round(table)
    else:
        table.step = SetupStep(step.value + 1)


def identity_of(table: Table, player: str) -> str | None:
    """The identity card in ``player``'s play area."""
    return next((card_id for card_id in table.in_zone(play_area(player))
                 if table.card(card_id).type is CardType.IDENTITY), None)


def identities(table: Table) -> list[str]:
    return [card_id for player in table.player_order() if (card_id := identity_of(table, player)) is not None]


def alter_ego_name(table: Table, identity: str) -> str:
    """The name an identity's nemesis set and obligations name it by: its alter-ego."""
    return table.card(identity).definition.alter_ego or table.card(identity).name


def set_aside(table: Table, card_id: str, clause: str) -> None:
    table.emit(EventKey.MOVED, clause, card=table.ref(card_id), zone=SET_ASIDE)
    table.move(card_id, SET_ASIDE)


@rule("unique-icon.4", when=When.PROHIBITION, on=d.PerformSetupStep)
def matching_identities_cannot_be_chosen(table: Table, decision: d.PerformSetupStep) -> None:
    """unique-icon.4: the players cannot choose identities that match; two identities that share
    a title but not an alter-ego do not match, and may both be chosen (unique.4.1)."""
    if decision.setup_step is not SetupStep.SELECT_HEROES:
        return
    chosen = identities(table)
    for index, one in enumerate(chosen):
        for other in chosen[index + 1:]:
            if match(table, one, other):
                raise table.violation("unique-icon.4", REASONS.UNIQUE_IN_PLAY, card=one, other=other)


@rule("identity.2.1", when=When.PERFORM, on=SetupStep.SELECT_HEROES)
def select_heroes(table: Table, _step: SetupStep) -> None:
    """Before step one, the permanent cards and the linked cards leave the decks, set aside; then
    each player's identity is placed alter-ego side faceup: each player begins the game in
    alter-ego form (identity.2.1)."""
    set_aside_permanent_and_linked_cards(table)
    for identity in identities(table):
        card = table.card(identity)
        if card.side is not Side.B:
            table.set_card(card.flipped(Side.B))
            table.emit(EventKey.FLIPPED, "identity.2.1", card=table.ref(identity), side=Side.B.value)


def set_aside_permanent_and_linked_cards(table: Table) -> None:
    """permanent.3.1, permanent.2: the permanent cards are set aside before step one of setup.
    linked-card-title.1, .2, keywords.3.7: a linked card is set aside at the start of the game if
    a deck holds the card it names, until that card brings it into the game; a linked card whose
    named card no deck holds takes no part in the game. linked-card-title.4, .4.1: of a linked
    card its product holds, as many copies as that product holds are set aside for each deck
    holding the named card; a copy beyond them takes no part in the game."""
    players = table.player_order()
    holding = Counter(title for player in players
                      for title in {table.card(card_id).name for card_id in table.in_zone(deck(player))})
    set_aside_copies: Counter[str] = Counter()
    for player in players:
        for card_id in list(table.in_zone(deck(player))):
            card = table.card(card_id)
            if card.is_permanent:
                record("permanent.3.1", "permanent.2")
                set_aside(table, card_id, "permanent.3.1")
            elif Keyword.LINKED in card.keywords:
                record("linked-card-title.1", "linked-card-title.2", "keywords.3.7")
                named = {item.text for item in card.face.keywords if item.keyword is Keyword.LINKED}
                decks = sum(holding[title] for title in named)
                copies = copies_to_set_aside(card.name, named, decks)
                if not decks:
                    table.remove_from_game(card_id, "linked-card-title.1")
                elif copies is not None and set_aside_copies[card.name] >= copies:
                    table.remove_from_game(card_id, "linked-card-title.4")
                else:
                    set_aside_copies[card.name] += 1
                    set_aside(table, card_id, "linked-card-title.2")


@rule(when=When.PERFORM, on=SetupStep.SET_HIT_POINTS)
def set_hit_points(_table: Table, _step: SetupStep) -> None:
    """Each identity begins at its printed hit points: an identity without damage is there."""


@rule(when=When.PERFORM, on=SetupStep.SELECT_FIRST_PLAYER)
def select_first_player(table: Table, _step: SetupStep) -> None:
    """first-player.1: the players determine the first player; the player in the first seat
    gives the group's answer."""
    players = table.players_in_game()
    table.pending = Pending(players[0], Choice.FIRST_PLAYER, tuple(players), "first-player.1")


@rule("first-player.1", when=When.ANSWER, on="first-player.1")
def first_player_chosen(table: Table, _pending: Pending, player: str) -> None:
    """The chosen player takes the first player token; the set-up goes on."""
    table.first_player = player
    table.emit(EventKey.FIRST_PLAYER_CHOSEN, "first-player.1", player=player)
    next_setup_step(table, SetupStep.SELECT_FIRST_PLAYER)


@rule("nemesis.2", "nemesis-encounter-set.1", when=When.PERFORM, on=SetupStep.SET_ASIDE_NEMESIS_AND_OBLIGATIONS)
def set_aside_nemesis_and_obligations(table: Table, _step: SetupStep) -> None:
    """nemesis.2, nemesis-encounter-set.1: each player, in player order, sets aside the cards of
    their identity's nemesis set, out of play; their identity's obligations are set aside with
    them, until the encounter deck is shuffled (obligation.3)."""
    gathered = [*table.in_zone(ENCOUNTER_DECK), *(card for p in table.player_order() for card in table.in_zone(deck(p)))]
    for identity in identities(table):
        name = alter_ego_name(table, identity)
        for card_id in gathered:
            definition = table.card(card_id).definition
            if definition.nemesis == name or (definition.give_to == name and table.card(card_id).type is CardType.OBLIGATION):
                set_aside(table, card_id, "nemesis.2")


@rule(when=When.PERFORM, on=SetupStep.PUT_SETUP_CARDS_INTO_PLAY)
def put_setup_cards_into_play(table: Table, _step: SetupStep) -> None:
    """The "Put Setup Cards Into Play" step (setup-keyword.2)."""
    REGISTRY.perform(table, a.PutSetupCardsIntoPlay())


@rule(when=When.PERFORM, on=SetupStep.SHUFFLE_PLAYER_DECKS)
def shuffle_player_decks(table: Table, _step: SetupStep) -> None:
    """Each player shuffles their deck."""
    for player in table.player_order():
        table.shuffle(deck(player))
        table.emit(EventKey.SHUFFLED, None, zone=deck(player))


@rule(when=When.PERFORM, on=SetupStep.RESOLVE_CHARACTER_SETUP_ABILITIES)
def resolve_character_setup_abilities(table: Table, _step: SetupStep) -> None:
    """The "Resolve Character Setup Abilities" step (setup-triggered-ability.4)."""
    REGISTRY.perform(table, a.ResolveSetupAbilities(scenario=False))


@rule(when=When.PERFORM, on=SetupStep.SELECT_SCENARIO)
def select_scenario(table: Table, _step: SetupStep) -> None:
    """Step eight: the villain deck keeps the stages the mode of play uses, and the encounter
    deck the cards it uses. In skirmish mode, the players choose one version of the villain
    (modes-of-play.5.1); the first player gives the group's answer."""
    if table.skirmish:
        versions = table.in_zone(VILLAIN_DECK)
        table.pending = Pending(table.first_player or table.players_in_game()[0], Choice.VILLAIN_VERSION,
                                tuple(versions), "modes-of-play.5.1")
        return
    clause = "modes-of-play.3.1" if table.expert else "modes-of-play.2.1"
    record(clause)
    for card_id in list(table.in_zone(VILLAIN_DECK)):
        if not used_in_this_mode(table, card_id):
            table.remove_from_game(card_id, clause)
    villains_matching_identities(table)
    gather_encounter_deck(table)


def used_in_this_mode(table: Table, card_id: str) -> bool:
    """A card that prints a mode of play is used only in that mode; one that prints none, always."""
    definition = table.card(card_id).definition
    if not (definition.standard or definition.expert):
        return True
    return definition.expert if table.expert else definition.standard


def villains_matching_identities(table: Table) -> None:
    """unique-icon.4.1: a scenario whose villain matches a chosen identity (unique-icon.2, as
    :func:`~checker.engine.rules.unique.match` tells) is set up like any other: nothing is
    refused or left out."""
    chosen = identities(table)
    if any(match(table, villain, identity) for villain in table.in_zone(VILLAIN_DECK) for identity in chosen):
        record("unique-icon.4.1")


def gather_encounter_deck(table: Table) -> None:
    """The Expert set is added to the encounter deck in expert mode only (expert-set.1,
    modes-of-play.3.1): the cards that print Expert and not Standard stay out of a game in
    standard mode; the Standard set is added in either mode, expert mode being a modification of
    standard mode (standard-set.1)."""
    for card_id in list(table.in_zone(ENCOUNTER_DECK)):
        definition = table.card(card_id).definition
        if definition.standard:
            record("standard-set.1")
        elif definition.expert:
            record("expert-set.1")
            if not table.expert:
                table.remove_from_game(card_id, "expert-set.1")


@rule("modes-of-play.5.1", when=When.ANSWER, on="modes-of-play.5.1")
def villain_version_chosen(table: Table, _pending: Pending, version: str) -> None:
    """modes-of-play.5.1: only the chosen version of the villain is put into play; each other
    version in the villain deck is removed from the game."""
    for card_id in list(table.in_zone(VILLAIN_DECK)):
        if card_id != version:
            table.remove_from_game(card_id, "modes-of-play.5.1")
    if table.expert:
        # Skirmish mode combined with expert mode: the chosen version stands, and the Expert set
        # is added all the same.
        record("modes-of-play.3.2", "modes-of-play.5.2")
    villains_matching_identities(table)
    gather_encounter_deck(table)
    next_setup_step(table, SetupStep.SELECT_SCENARIO)


@rule("obligation.3", when=When.PERFORM, on=SetupStep.SHUFFLE_ENCOUNTER_DECK)
def shuffle_encounter_deck(table: Table, _step: SetupStep) -> None:
    """obligation.3: the obligations of each identity being played are shuffled into the
    encounter deck."""
    names = {alter_ego_name(table, identity) for identity in identities(table)}
    for card_id in list(table.in_zone(SET_ASIDE)):
        card = table.card(card_id)
        if card.type is CardType.OBLIGATION and card.definition.give_to in names:
            table.emit(EventKey.MOVED, "obligation.3", card=table.ref(card_id), zone=ENCOUNTER_DECK)
            table.move(card_id, ENCOUNTER_DECK)
    table.shuffle(ENCOUNTER_DECK)
    table.emit(EventKey.SHUFFLED, None, zone=ENCOUNTER_DECK)


@rule(when=When.PERFORM, on=SetupStep.RESOLVE_SCENARIO_SETUP_ABILITIES)
def resolve_scenario_setup_abilities(table: Table, _step: SetupStep) -> None:
    """The "Resolve Scenario Setup and When Revealed Abilities" step (setup-triggered-ability.3)."""
    REGISTRY.perform(table, a.ResolveSetupAbilities(scenario=True))

