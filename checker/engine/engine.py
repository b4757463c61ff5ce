"""``apply``: the one way a game state changes.

>>> from checker.engine import GameState, PlaceThreat
>>> state = GameState.from_notation("players: A(first); scheme: ms1[side=B target=5] ms2")
>>> after, events = apply(state, PlaceThreat("ms1", 2))
>>> after.notation()
'players: A(first); scheme: ms1[side=B target=5 threat=2] ms2'
>>> [event.render("es") for event in events]
['ms1 recibe 2 de amenaza.']
>>> state.notation()  # the old state is untouched
'players: A(first); scheme: ms1[side=B target=5] ms2'
"""

from __future__ import annotations

from collections.abc import Callable

from checker.engine import actions as a
from checker.engine.errors import REASONS, RuleViolation
from checker.engine.events import Event, EventKey
from checker.engine.rules import card_play, encounter_deck, main_scheme, player_elimination
from checker.engine.state import GameState
from checker.engine.table import Table
from checker.engine.zones import ENCOUNTER_DECK, MAIN_SCHEME_DECK


def apply(state: GameState, action: a.Action) -> tuple[GameState, tuple[Event, ...]]:
    """The state after ``action``, and the events it caused, in order.

    Raises :class:`~checker.engine.errors.RuleViolation` when the rules forbid the request (and
    when the game is already over), :class:`~checker.engine.errors.EngineError` when it names
    cards or players that do not exist. ``state`` itself never changes.
    """
    over = state.outcome()
    if over.is_over:
        raise RuleViolation(over.clause or "", REASONS.GAME_OVER, {}, state.notation())
    table = Table(state)
    perform(table, action)
    return table.freeze(), tuple(table.events)


def perform(table: Table, action: a.Action) -> None:
    for amount in ("amount", "count"):
        if getattr(action, amount, 0) < 0:
            raise table.error(REASONS.NEGATIVE_AMOUNT, amount=getattr(action, amount))
    HANDLERS[type(action)](table, action)


def _place_threat(table: Table, action: a.PlaceThreat) -> None:
    main_scheme.place_threat(table, action.card, action.amount)
    if table.top(MAIN_SCHEME_DECK) == action.card:
        main_scheme.check_completion(table)


def _advance(table: Table, action: a.AdvanceMainScheme) -> None:
    if action.by_completion:
        main_scheme.advance_by_completion(table)
    else:
        main_scheme.advance_by_other_means(table)


def _acceleration(table: Table, action: a.PlaceAccelerationToken) -> None:
    for _ in range(action.count):
        main_scheme.add_acceleration_token(table, None)


def _draw(table: Table, action: a.DrawEncounterCard) -> None:
    if not player_elimination.skip_if_eliminated(table, action.player):
        encounter_deck.deal_encounter_card(table, action.player)


def _deal_to_each(table: Table, action: a.DealEncounterCards) -> None:
    first = table.first_player
    order = table.players_in_game()
    if first in order:
        order = order[order.index(first) :] + order[: order.index(first)]
    for player in order:
        encounter_deck.deal_encounter_card(table, player)


def _shuffle(table: Table, action: a.Shuffle) -> None:
    if action.zone == ENCOUNTER_DECK:
        encounter_deck.check_reorder_instructed(table, action.instructed_by)
    table.shuffle(action.zone)
    table.emit(EventKey.SHUFFLED, None, zone=action.zone)


def _discard(table: Table, action: a.Discard) -> None:
    table.discard(action.card)


def _eliminate(table: Table, action: a.EliminatePlayer) -> None:
    player_elimination.eliminate_player(table, action.player, dict(action.attach_choices))


def _play(table: Table, action: a.PlayCard) -> None:
    if table.player(action.player).eliminated:
        raise table.violation("player-elimination.3", REASONS.PLAYER_ELIMINATED, player=action.player)
    card_play.play_card(table, action.player, action.card, action.host)


def _resolve_ability(table: Table, action: a.ResolveAbility) -> None:
    """player-elimination.3.2: every step resolves, even after a player is eliminated part way."""
    table.emit(EventKey.ABILITY_USED, "player-elimination.3.2", card=table.ref(action.source))
    for step in action.steps:
        perform(table, step)


HANDLERS: dict[type, Callable[[Table, object], None]] = {
    a.VillainPhaseStepOne: lambda table, _: main_scheme.villain_phase_step_one(table),
    a.AdvanceMainScheme: _advance,
    a.PlaceThreat: _place_threat,
    a.RemoveThreat: lambda table, act: main_scheme.remove_threat(table, act.card, act.amount),
    a.PlaceCounters: lambda table, act: card_play.set_counter(table, act.card, act.counter, act.amount),
    a.PlaceAccelerationToken: _acceleration,
    a.DrawEncounterCard: _draw,
    a.DealEncounterCards: _deal_to_each,
    a.DiscardFromEncounterDeck: lambda table, act: encounter_deck.discard_from_encounter_deck(table, act.count),
    a.DiscardUntil: lambda table, act: encounter_deck.discard_until(table, act.card_type),
    a.ReorderEncounterDeck: lambda table, act: encounter_deck.reorder_encounter_deck(
        table, act.order, act.instructed_by
    ),
    a.Shuffle: _shuffle,
    a.Reveal: lambda table, act: card_play.reveal(table, act.card, act.player, act.host),
    a.PlayCard: _play,
    a.PutIntoPlay: lambda table, act: card_play.put_into_play(table, act.card, act.player, act.host),
    a.Attach: lambda table, act: card_play.attach(table, act.card, act.host, facedown=act.facedown),
    a.MoveCard: lambda table, act: card_play.move_card(table, act.card, act.zone, act.bottom),
    a.Discard: _discard,
    a.RemoveFromGame: lambda table, act: table.remove_from_game(act.card),
    a.Flip: lambda table, act: card_play.flip(table, act.card),
    a.DealDamage: lambda table, act: card_play.deal_damage(table, act.card, act.amount),
    a.Defeat: lambda table, act: card_play.defeat(table, act.card),
    a.EliminatePlayer: _eliminate,
    a.UseAbility: lambda table, act: card_play.use_ability(table, act.source, act.side),
    a.Target: lambda table, act: card_play.target(table, act.source, act.card, act.side),
    a.ResolveAbility: _resolve_ability,
}
"""Which rule function carries out each action."""
