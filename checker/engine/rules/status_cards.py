"""Status cards: the stunned and confused status cards a character is given, and what they cancel.

The state keeps a character's status cards as counters, as it keeps its tough status cards
(tough.3.1): ``stunned`` and ``confused``. Giving one takes it from the pool (status-cards.2);
a character has at most one of each type (status-cards.2.1), two with the steady keyword
(status-cards.2.1.1), and none with the stalwart keyword (stalwart.2).

A stunned status card cancels the character's next attack, a confused one its next scheme or
thwart (status-cards.4, .5): when the character would do it, each status card of that type is
removed instead (stun.2, confuse.2). A character with steady is stunned or confused only with
two (stun.4.1, confuse.4.1). The rules that attack, scheme and thwart ask :func:`cancels`
first: the enemy activation (:mod:`enemy_activation`), the basic powers (:mod:`attack`,
:mod:`thwart`) and the labeled abilities (:mod:`effects`).

>>> from checker.engine import PerformStep, VillainStep, apply, read_state
>>> state = read_state(
...     "players: A(first); phase: villain 2; villain: rhino[atk=2 hp=14 stunned=1]; scheme: ms1[side=B target=9]; "
...     "encounter-deck: b1; A.play: spidey:identity[hp=10 def=2]")
>>> after, events = apply(state, PerformStep(VillainStep.ENEMIES_ACTIVATE))
>>> [event.render("en") for event in events]
['rhino is stunned: its attack is canceled.', 'rhino now has 0 stunned.']
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType

from checker.engine.cards import CONFUSED, STUNNED, Keyword
from checker.engine.events import EventKey
from checker.engine.execution import record
from checker.engine.registry import carries_out_words, rule
from checker.engine.rules.vulnerable import discarded_instead
from checker.engine.state import TableView
from checker.engine.table import Table
from checker.engine.timing import When

carries_out_words(STUNNED, CONFUSED, Keyword.STEADY, Keyword.STALWART)

@dataclass(frozen=True)
class StatusClauses:
    """The clauses of a status card that cancels, in its entry and in Status Cards."""

    cancels: str
    """What it cancels (stun.1, confuse.1)."""
    resolves: str
    """How it resolves: each status card of its type is removed instead (stun.2, confuse.2)."""
    gives: str
    """An ability that stuns or confuses gives one (stun.3, confuse.3)."""
    has: str
    """A character with one has the status (stun.4, confuse.4)."""
    steady: str
    """A steady character has it only with two (stun.4.1, confuse.4.1)."""
    cannot: str
    """A character that cannot have it is not given one (stun.5, confuse.5)."""
    not_done: str
    """The character has not done what it cancels (stun.7.3, confuse.7.3)."""
    kind: str
    """Its line in the list of status card types (status-cards.5, status-cards.4)."""


CLAUSES: Mapping[str, StatusClauses] = MappingProxyType({
    STUNNED: StatusClauses("stun.1", "stun.2", "stun.3", "stun.4", "stun.4.1", "stun.5", "stun.7.3", "status-cards.5"),
    CONFUSED: StatusClauses("confuse.1", "confuse.2", "confuse.3", "confuse.4", "confuse.4.1", "confuse.5",
                            "confuse.7.3", "status-cards.4"),
})
"""The clauses of each status card that cancels, by its counter."""


def most_allowed(view: TableView, card_id: str, status: str) -> int:
    """How many status cards of ``status`` the character can have: none with stalwart
    (stalwart.2), two with steady (status-cards.2.1.1), else one (status-cards.2.1)."""
    keywords = view.card(card_id).keywords
    if Keyword.STALWART in keywords:
        record("stalwart.1", "stalwart.2", "keywords.3.19", CLAUSES[status].cannot)
    elif Keyword.STEADY in keywords:
        record("status-cards.2.1.1", "steady.1", "steady.2")
    return limit(view, card_id)


def limit(view: TableView, card_id: str) -> int:
    """The number :func:`most_allowed` gives, without recording why."""
    keywords = view.card(card_id).keywords
    if Keyword.STALWART in keywords:
        return 0
    return 2 if Keyword.STEADY in keywords else 1


@rule("status-cards.2.1", when=When.STATE_CHECK)
def no_more_status_cards_than_allowed(table: Table) -> bool:
    """status-cards.2.1: a character never has more status cards of a type than it can have; a
    set-up or a counter placed directly that gives it more leaves it only those it can have."""
    for card in table.cards.values():
        if not card.counters:
            continue
        for status in CLAUSES:
            if card.counter(status) and card.counter(status) > limit(table, card.id):
                allowed = most_allowed(table, card.id, status)
                table.set_card(card.with_counter(status, allowed))
                table.emit(EventKey.COUNTERS_SET, "status-cards.2.1", card=table.ref(card.id), counter=status,
                           count=allowed)
                return True
    return False


def gained_stalwart(table: Table, card_id: str) -> None:
    """stalwart.3: a character that has just gained the stalwart keyword has each of its
    stunned and confused status cards removed."""
    if Keyword.STALWART not in table.card(card_id).keywords:
        return
    for status in CLAUSES:
        if table.card(card_id).counter(status):
            record("stalwart.3")
            table.set_card(table.card(card_id).with_counter(status, 0))
            table.emit(EventKey.COUNTERS_SET, "stalwart.3", card=table.ref(card_id), counter=status, count=0)


def give_status(table: Table, card_id: str, status: str, clause: str) -> None:
    """status-cards.2: give the character a status card of ``status``, taken from the pool and
    placed on it; one it cannot have (status-cards.2.1) is not placed."""
    card = table.card(card_id)
    record("status-cards.1", "status-cards.2", CLAUSES[status].gives, CLAUSES[status].kind)
    if card.counter(status) >= most_allowed(table, card_id, status):
        record("status-cards.2.1")
        return
    if discarded_instead(table, card_id, status):
        return
    table.set_card(card.with_counter(status, card.counter(status) + 1))
    table.emit(EventKey.COUNTERS_SET, clause, card=table.ref(card_id), counter=status, count=card.counter(status) + 1)


def is_status(view: TableView, card_id: str, status: str) -> bool:
    """Whether the character is stunned (confused), without recording why: for the rules that
    only ask, such as a prohibition (see :func:`has_status`)."""
    steady = Keyword.STEADY in view.card(card_id).keywords
    return view.card(card_id).counter(status) >= (2 if steady else 1)


def has_status(view: TableView, card_id: str, status: str) -> bool:
    """stun.4, confuse.4: a character is stunned (confused) if it has a status card of that
    type; with steady, only if it has two (stun.4.1, confuse.4.1), and one alone does not
    resolve (steady.2)."""
    if not view.card(card_id).counter(status):
        return False
    if Keyword.STEADY in view.card(card_id).keywords:
        record("steady.1", "steady.2", "keywords.3.20", CLAUSES[status].steady)
    else:
        record(CLAUSES[status].has)
    return is_status(view, card_id, status)


def remove_status(table: Table, card_id: str, status: str) -> None:
    """stun.2, confuse.2: each status card of ``status`` is removed from the character, however
    many it has (steady.1)."""
    card = table.card(card_id)
    record(CLAUSES[status].resolves)
    table.set_card(card.with_counter(status, 0))
    table.emit(EventKey.COUNTERS_SET, CLAUSES[status].resolves, card=table.ref(card_id), counter=status, count=0)


CANCELED_EVENTS: Mapping[EventKey, str] = MappingProxyType({
    EventKey.ATTACK_CANCELED: STUNNED,
    EventKey.SCHEME_CANCELED: CONFUSED,
    EventKey.THWART_CANCELED: CONFUSED,
})
"""What a status card cancels, by the event that logs it, and the status that cancels it."""


def cancels(table: Table, card_id: str, canceled: EventKey, clause: str) -> bool:
    """Whether the character's status card cancels what it would do (an attack, a scheme, a
    thwart: ``canceled``): if it is stunned (confused), that is logged and each status card of
    that type is removed instead (stun.2, confuse.2), and the character is not considered to
    have done it (stun.7.3, confuse.7.3). ``clause`` says who would do it."""
    status = CANCELED_EVENTS[canceled]
    if not has_status(table, card_id, status):
        return False
    record(clause, CLAUSES[status].cancels, CLAUSES[status].not_done)
    table.emit(canceled, clause, card=table.ref(card_id))
    remove_status(table, card_id, status)
    return True
