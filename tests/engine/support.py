"""Shared helpers for the engine tests: run actions from a notation, read the log."""

from checker.engine import Event, GameState, apply


def run(notation: str, *actions) -> tuple[GameState, list[Event]]:
    """The state after ``actions`` applied in order to ``notation``, and every event logged."""
    state = GameState.from_notation(notation)
    events: list[Event] = []
    for action in actions:
        state, new_events = apply(state, action)
        events.extend(new_events)
    return state, events


def keys(events: list[Event]) -> list[str]:
    return [event.key.value for event in events]


def english(events: list[Event]) -> list[str]:
    return [event.render("en") for event in events]

