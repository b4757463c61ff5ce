"""Shared helpers for the engine tests: play decisions and perform effects from a notation, read the log."""

from checker.engine import Decision, Event, GameState, PerformStep, VillainStep, apply, read_state, setup

STEP_ONE = PerformStep(VillainStep.PLACE_THREAT)
"""Villain phase, step one: place threat."""


def play(state: GameState, action) -> tuple[GameState, tuple[Event, ...]]:
    """A decision is played; any other action is an effect carried out in the set-up namespace."""
    return apply(state, action) if isinstance(action, Decision) else setup.perform(state, action)


def run(notation: str, *actions) -> tuple[GameState, list[Event]]:
    """The state after ``actions`` applied in order to ``notation``, and every event logged."""
    state = read_state(notation)
    events: list[Event] = []
    for action in actions:
        state, new_events = play(state, action)
        events.extend(new_events)
    return state, events


def keys(events: list[Event]) -> list[str]:
    return [event.key.value for event in events]


def english(events: list[Event]) -> list[str]:
    return [event.render("en") for event in events]
