"""What a scenario is once read: a set-up, steps, and what each step expects.

Everything here is language-neutral except the text kept for messages (``text`` fields) and the
words of a free-text effect (an effect the engine knows by its name only, such as "spring the
trap"), which each page writes in its own language, as it writes a scenario's title. Two
scenarios that say the same thing in Spanish and in English have equal :meth:`Scenario.neutral`
forms; that is what the parity check compares.
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping
from dataclasses import dataclass, field, fields, is_dataclass, replace
from functools import cached_property, lru_cache
from types import MappingProxyType

from checker.engine import Action, CardRef, Event, EventKey, GameState, NamedEffect, write_state
from checker.engine.cards import PrintedWords, replace_named_effects
from checker.verdicts.pages import DOMAIN as DOMAIN
from checker.verdicts.pages import Location
from checker.verdicts.pages import ScenarioSyntaxError as ScenarioSyntaxError


@dataclass(frozen=True)
class Ruling:
    """The ruling a scenario encodes: the question, the answer, who gave it, when, and where."""

    question: str = ""
    answer: str = ""
    ruled_by: str = ""
    date: str = ""
    link: str = ""

    def neutral(self) -> tuple[str, str, str]:
        """Who, when and where are the same in every language; the question and answer are not."""
        return (self.ruled_by, self.date, self.link)

    def __bool__(self) -> bool:
        return any((self.question, self.answer, self.ruled_by, self.date, self.link))


FREE_TEXT = NamedEffect("\N{HORIZONTAL ELLIPSIS}")
"""What a free-text effect's words become in a neutral form: the place of the effect counts, its
words (the page's own prose) do not."""

FREE_TEXT_EVENTS = frozenset({EventKey.ABILITY_RESOLVES, EventKey.BOOST_ABILITY, EventKey.WHEN_REVEALED,
                              EventKey.WHEN_COMPLETED, EventKey.WHEN_DEFEATED})
"""The events whose ``effect`` is the words of a free-text effect, as the engine logs them."""


def without_free_text(value):
    """``value`` (a game state, or any part of one) with the words of every free-text effect in it
    replaced by :data:`FREE_TEXT`; the parts that hold none are returned as they are."""
    return replace_named_effects(value, lambda _: FREE_TEXT)


def _recurring_without_free_text(value):
    """:func:`without_free_text` of a part of a set-up, found once for equal parts: each scenario
    reads its own copies of the cards and players it sets up, but the same few hundred recur
    across pages (and in a scenario's twin in the other language), and going through them is
    most of the work of making a set-up neutral. Equal parts differ at most in the
    translations of their free-text effects, which this replaces anyway. A part that cannot be
    hashed is gone through every time."""
    if not isinstance(value, tuple) and not (is_dataclass(value) and not isinstance(value, type)):
        return without_free_text(value)
    try:
        return _equal_without_free_text(value)
    except TypeError:
        return without_free_text(value)


@lru_cache(maxsize=8192)
def _equal_without_free_text(value):
    return without_free_text(value)


def setup_without_free_text(state: GameState) -> GameState:
    """:func:`without_free_text` of a whole game state, each card and each other part of it
    found through :func:`_recurring_without_free_text`."""
    cards = {card_id: _recurring_without_free_text(card) for card_id, card in state.cards.items()}
    changes = {item.name: _recurring_without_free_text(getattr(state, item.name))
               for item in fields(state) if item.init and item.name != "cards"}
    if any(cards[card_id] is not card for card_id, card in state.cards.items()):
        kind = MappingProxyType if isinstance(state.cards, MappingProxyType) else type(state.cards)
        changes["cards"] = kind(cards)
    changed = {name: new for name, new in changes.items() if new is not getattr(state, name)}
    return replace(state, **changed) if changed else state


def free_texts(value) -> tuple[str, ...]:
    """The words of every free-text effect in ``value`` (a game state, or any part of one)."""
    if isinstance(value, NamedEffect):
        return (value.name,)
    if isinstance(value, Mapping):
        value = tuple(value.values())
    if is_dataclass(value) and not isinstance(value, type):
        value = tuple(getattr(value, item.name) for item in fields(value) if item.init)
    return tuple(text for part in value for text in free_texts(part)) if isinstance(value, tuple) else ()


ELLIPSIS = "..."
"""An expected event line that stands for any number of events, as in doctest."""


def _as_written(value: object, lang: str) -> object:
    """An event's parameter as a page in ``lang`` writes it."""
    if isinstance(value, CardRef):
        return value.id
    return value.in_language(lang) if isinstance(value, PrintedWords) else value


@dataclass(frozen=True)
class ExpectedEvent:
    """What an event log line expects: an engine event key and its parameters.

    Cards are named by id and zones are :class:`~checker.engine.Zone` values, so an engine
    event matches by what happened, whatever words its message uses in either language.
    """

    key: EventKey
    params: tuple[tuple[str, object], ...]
    """``(name, value)`` pairs, sorted by name."""

    def matches(self, event: Event, lang: str) -> bool:
        """Whether ``event`` is this one, read on a page in ``lang``: the words of a card data's
        free-text effect are compared in the page's language."""
        return event.key is self.key and dict(self.params) == {
            name: _as_written(value, lang) for name, value in event.items
        }

    def neutral(self) -> ExpectedEvent:
        """The event with the words of a free-text effect left out: each page writes them in its
        own language."""
        if self.key not in FREE_TEXT_EVENTS:
            return self
        return replace(self, params=tuple((name, FREE_TEXT.name if name == "effect" else value)
                                          for name, value in self.params))


@dataclass(frozen=True)
class EventLine:
    """One expected line of the event log, as written, and the event it expects."""

    text: str
    location: Location
    event: ExpectedEvent | None
    """None for a ``...`` line, which stands for any number of events."""

    @property
    def is_ellipsis(self) -> bool:
        return self.event is None

    def neutral(self) -> ExpectedEvent | None:
        return None if self.event is None else self.event.neutral()


@dataclass(frozen=True)
class EventGroup:
    """Expected lines of the event log that the rules leave in no fixed order: the engine must
    log exactly these events, one after the other, in any order."""

    heading: str
    """The line that opens the group, as written."""
    location: Location
    lines: tuple[EventLine, ...]

    is_ellipsis = False

    @property
    def text(self) -> str:
        return "\n".join([self.heading, *(f"  {line.text}" for line in self.lines)])

    def neutral(self) -> tuple:
        return ("in any order", tuple(sorted((line.neutral() for line in self.lines), key=repr)))


@dataclass(frozen=True)
class FactLine:
    """One expected fact about the game after a step."""

    fact: object
    """A fact from :mod:`checker.scenarios.facts`."""
    text: str
    location: Location


@dataclass(frozen=True)
class Step:
    """An action (or none, to check the set-up itself) and what must follow from it."""

    location: Location
    action: Action | None
    action_text: str
    events: tuple[EventLine | EventGroup, ...] | None
    """The expected event log, or None when the scenario does not check it."""
    facts: tuple[FactLine, ...] = ()

    def neutral(self) -> tuple:
        events = None if self.events is None else tuple(line.neutral() for line in self.events)
        return (without_free_text(self.action), events, tuple(line.fact for line in self.facts))


@dataclass(frozen=True)
class Scenario:
    """One scenario block of a page."""

    name: str
    lang: str
    location: Location
    cites: tuple[str, ...]
    """Clause ids the scenario verifies."""
    setup: GameState
    setup_text: str
    steps: tuple[Step, ...]
    ruling: Ruling = field(default_factory=Ruling)
    source: str = ""
    """The text of the block, as written."""

    def neutral(self) -> tuple:
        """What the scenario sets up, does and expects, independent of the language it is written in."""
        return self._neutral

    @cached_property
    def _neutral(self) -> tuple:
        # Found once: it formats the whole set-up, and the anchor, parity and the build's
        # reuse of a twin's run all ask for it.
        return (
            self.cites,
            write_state(setup_without_free_text(self.setup), "en"),
            tuple(step.neutral() for step in self.steps),
            self.ruling.neutral(),
        )

    @cached_property
    def anchor(self) -> str:
        """A page anchor that is the same for the Spanish and English versions of the scenario
        (found once: it formats the whole set-up)."""
        digest = hashlib.sha1(repr(self.neutral()).encode("utf-8")).hexdigest()[:8]
        first = self.cites[0] if self.cites else "scenario"
        return f"scenario-{first}-{digest}"
