"""Play: the decisions legal in a state, and ``apply``, the one way play changes a state.

The state knows the round, the phase, the step of the villain phase, the active player and the
decision awaited (:mod:`checker.engine.turns`). :func:`legal_actions` lists what may be decided
now; :func:`apply` refuses anything else with a :class:`RuleViolation` citing the clause that
forbids it. The engine never takes a default: a choice the rules leave to a player becomes a
pending decision, and only that player's answer carries the game on.

>>> from checker.engine import EndTurn, PlayCard, read_state, write_state
>>> state = read_state("players: A(first) B; A.hand: cap:ally")
>>> legal_actions(state)
[PlayCard(player='A', card='cap', host=None), EndTurn(player='A')]
>>> after, events = apply(state, EndTurn("A"))
>>> write_state(after), [event.render("en") for event in events]
('players: A(first) B; phase: player B; A.hand: cap', ['B takes their turn.'])
>>> apply(after, PlayCard("A", "cap"))
Traceback (most recent call last):
...
checker.engine.errors.RuleViolation: A may not decide that now: it is not among the legal decisions (rule player-phase.1; state: players: A(first) B; phase: player B; A.hand: cap)
"""

from __future__ import annotations

from checker.engine.decisions import (
    OFFERED_IN_ORDER,
    BeginGame,
    Choose,
    Decision,
    PerformSetupStep,
    PerformStep,
    PlayCard,
    UseAction,
)
from checker.engine.errors import REASONS, RuleViolation
from checker.engine.events import Event
from checker.engine.execution import record
from checker.engine.loader import load_rules
from checker.engine.notation import write_state
from checker.engine.outcome import outcome
from checker.engine.state import GameState
from checker.engine.table import Table
from checker.engine.timing import Change
from checker.engine.turns import Phase

RULES = load_rules()

PHASE_ENTRIES = {Phase.SETUP: "setup", Phase.PLAYER: "player-phase.1", Phase.VILLAIN: "villain-phase.1"}
"""The clause that says what may happen in each phase: each player takes one turn, in player
order; the villain phase goes through its steps. The set-up is in an appendix of the Rules
Reference that the glossary does not hold; a refusal then cites it as "setup"."""


def legal_actions(state: GameState) -> list[Decision]:
    """Every decision legal in ``state``, in a fixed order; none once the game is over."""
    if outcome(state).is_over:
        return []
    player = _offered_to(state)
    return offered(state, player) if player is not None else _sequence_decisions(state)


def _offered_to(state: GameState) -> str | None:
    """The player whom the rules offer decisions to now: the active player of the player phase,
    with no decision pending; None when the round's sequence decides what comes next."""
    if state.pending is not None or state.phase is not Phase.PLAYER:
        return None
    player = state.active_player
    return player if player is not None and not state.player(player).eliminated else None


def _sequence_decisions(state: GameState) -> list[Decision]:
    """What the round's sequence offers when no player is offered decisions (the answers to a
    pending decision, the set-up and the villain phase steps), less what a prohibition forbids."""
    table = Table(state)
    return [decision for decision in _sequence_offers(state) if RULES.legal(table, decision)]


def _sequence_offers(state: GameState) -> list[Decision]:
    if state.pending is not None:
        return [Choose(state.pending.player, option) for option in state.pending.options]
    if state.phase is Phase.SETUP:
        return [BeginGame()] if state.step is None else [PerformSetupStep(state.step)]
    if state.phase is Phase.VILLAIN:
        return [PerformStep(state.step)]
    return []


def offered(state: GameState, player: str) -> list[Decision]:
    """What the rules offer the active ``player`` in the player phase (each rule module offers
    the decisions it gives players the option of, at :attr:`When.OFFER`), less what a
    prohibition forbids; in :data:`OFFERED_IN_ORDER`, each kind in the order it was offered."""
    table = Table(state)
    decisions = [decision for decision in RULES.offers(table, Phase.PLAYER, player) if RULES.legal(table, decision)]
    return sorted(decisions, key=lambda decision: OFFERED_IN_ORDER.index(type(decision)))


def words_not_carried_out(state: GameState) -> list[str]:
    """The words of what the cards of ``state`` print or carry (a keyword on either side, an
    icon, an ability's label, a counter) that no rule carries out, in the notation's English: a game with them
    would be played as if they were not printed, so a scenario naming one cannot pass."""
    found: dict[str, None] = {}
    for card in state.cards.values():
        for face in card.definition.faces:
            found.update(dict.fromkeys(str(item.keyword) for item in face.keywords))
            found.update(dict.fromkeys(name for name, count in vars(face.icons).items() if count))
            found.update(dict.fromkeys(str(label) for ability in face.abilities for label in ability.labels))
        found.update(dict.fromkeys(name for name, count in card.counters if count))
    return [word for word in found if word not in RULES.words_carried_out]


def check_legal(state: GameState, decision: Decision) -> None:
    """Refuse ``decision`` unless it is legal, citing the clause that forbids it."""
    over = outcome(state)
    if over.is_over:
        raise RuleViolation(over.clause or "", REASONS.GAME_OVER, {}, write_state(state))
    player = _offered_to(state)
    if player is not None:
        # One decision is legal when it is offered and no prohibition forbids it: the other
        # offers need no asking (a game spends most of its time deciding what is legal).
        table = Table(state)
        if decision in RULES.offers(table, Phase.PLAYER, player) and RULES.legal(table, decision):
            return
    elif decision in legal_actions(state):
        return
    player = getattr(decision, "player", None)
    if player is not None:
        RULES.forbid(Table(state), Change.TAKE_PART, player)
    try:
        RULES.forbid(Table(state), type(decision), decision)
    except RuleViolation:
        if isinstance(decision, (PlayCard, UseAction)):
            # A card is played, or an ability used, only if every one of its play restrictions
            # is observed: the first one that is not refuses it (play-restrictions-and-permissions.2).
            record("play-restrictions-and-permissions.2")
        raise
    pending = state.pending
    if pending is not None:
        params = {"player": pending.player, "options": " ".join(pending.options)}
        raise RuleViolation(pending.clause, REASONS.DECISION_PENDING, params, write_state(state))
    raise RuleViolation(
        PHASE_ENTRIES[state.phase], REASONS.NOT_LEGAL_NOW, {"player": player or "-"}, write_state(state)
    )


def apply(state: GameState, decision: Decision) -> tuple[GameState, tuple[Event, ...]]:
    """The state after ``decision`` and everything it sets off, and the events, in order.

    ``state`` itself never changes.
    """
    check_legal(state, decision)
    table = Table(state)
    RULES.perform(table, decision)
    return table.freeze(), tuple(table.events)
