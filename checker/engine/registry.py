"""Rules as registered handlers: which rule runs at which timing point, and which ones ran.

A rule module declares each rule with :func:`rule`, naming the glossary clauses it implements
and the timing point it subscribes to (:class:`~checker.engine.timing.When`)::

    @rule("encounter-deck.3", when=When.STATE_CHECK)
    def encounter_deck_ran_out(table: Table) -> bool:
        ...

``on`` narrows the subscription: the event key that triggers it, the effect type it performs,
the change it forbids (or the type of decision it limits, asked when a player decides something
that is not legal, so that the refusal cites it), the card type whose defeat it carries out, or
the clause of the pending decision it answers. The registry knows no rule itself; the rules package is loaded once by
:mod:`checker.engine.loader`.

Every run of a handler is recorded with its clauses in every open :meth:`Registry.recording`
(a state check only when it fires), so that coverage can count a clause as verified only when
code that carries it out actually ran. Code that is not a handler (a procedure step, the
in-play derivation, one branch of a rule) records the clause it carries out through
:mod:`checker.engine.execution`, into the same recordings; that module says what counts.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from functools import wraps

from checker.engine import execution
from checker.engine.errors import REASONS, RuleViolation
from checker.engine.events import Event, EventKey
from checker.engine.table import Table
from checker.engine.timing import ON_INITIATION, PRIORITY, TRIGGERED, When
from checker.engine.turns import Suspended


@dataclass(frozen=True)
class Handler:
    """One registered rule: the function, the clauses it implements, where it subscribes."""

    function: Callable[..., object]
    clauses: tuple[str, ...]
    when: When
    on: Hashable | None = None

    @property
    def name(self) -> str:
        return f"{self.function.__module__}.{self.function.__qualname__}"


class Registry:
    """Handlers by timing point, and the machinery that runs them in order."""

    def __init__(self) -> None:
        self._handlers: dict[tuple[When, Hashable | None], list[Handler]] = {}
        self._triggered: dict[Hashable, list[Handler]] = {}
        """Handlers of the triggered timing points, by the event key they wait for, in priority order."""
        self.words_carried_out: set[str] = set()
        """The words of what a card prints or carries (keywords, icons, counters) that a rule
        carries out: a card with any other is played as if the word were not there."""

    def carries_out(self, *words: str) -> None:
        """Declare that the rules of the calling module carry out these printed words (a keyword
        such as ``retaliate``, an icon such as ``hazard``, a counter such as ``tough``)."""
        self.words_carried_out.update(words)

    def rule(self, *clauses: str, when: When, on: Hashable | None = None) -> Callable:
        """Register the decorated function as a rule implementing ``clauses`` at ``when``."""

        def register(function: Callable) -> Callable:
            handler = Handler(function, clauses, when, on)
            self._handlers.setdefault((when, on), []).append(handler)
            if when in TRIGGERED:
                triggered = self._triggered.setdefault(on, [])
                triggered.append(handler)
                triggered.sort(key=lambda handler: PRIORITY[handler.when])
            return function

        return register

    def handlers(self, when: When | None = None, on: Hashable | None = None) -> list[Handler]:
        """The handlers subscribed at ``when`` (and ``on``), in registration order; all with no ``when``."""
        if when is None:
            return [handler for handlers in self._handlers.values() for handler in handlers]
        return list(self._handlers.get((when, on), ()))

    def triggered_by(self, event: Event, *, initiated: bool = False) -> list[Handler]:
        """The handlers ``event`` triggers, in Simultaneous Timing Priority; for an event that
        :meth:`initiate` logged, only those left once its interrupts have resolved."""
        handlers = self._triggered.get(event.key, [])
        return [handler for handler in handlers if not (initiated and handler.when in ON_INITIATION)]

    def initiate(self, table: Table, key: EventKey, clause: str | None = None, /, **params: object) -> None:
        """Log that a triggering condition initiates, resolve its constant abilities and
        interrupts at once, in Simultaneous Timing Priority, then what the condition does (the
        rule at :attr:`When.CONDITION_RESOLVES` on ``key``, if any): interrupts resolve before
        their condition resolves (interrupt.4). Its other triggers resolve in the next settle.

        An interrupt that asks a player a decision stops there: the condition and its other
        triggers are held until the window closes (:meth:`resume`)."""
        table.emit(key, clause, **params)
        index = len(table.events) - 1
        table.initiated.add(index)
        event = table.events[-1]
        for handler in self._triggered.get(key, []):
            if handler.when in ON_INITIATION:
                awaited = table.pending
                self.run(handler, table, event)
                if table.pending is not awaited:
                    table.held.add(index)
                    return
        self.trigger(table, When.CONDITION_RESOLVES, key, event)

    def initiate_waiting(
        self, table: Table, waiting: Suspended, key: EventKey, clause: str | None = None, /, **params: object
    ) -> bool:
        """:meth:`initiate` ``key`` while ``waiting`` waits for its interrupts: True when a
        decision stopped them, and ``waiting`` goes on once they are over (its rule at
        :attr:`When.RESUME`); False when they all resolved at once, and the caller goes on."""
        table.wait(waiting)
        self.initiate(table, key, clause, **params)
        if table.pending is not None or table.window is not None:
            return True
        table.suspended = tuple(resolution for resolution in table.suspended if resolution is not waiting)
        return False

    def interrupt(self, table: Table, key: EventKey, clause: str | None = None, /, **params: object) -> None:
        """Resolve the interrupts to an occurrence that the event log does not show, since it
        only would happen (a character that would be dealt damage, would take it, would be
        defeated), then what the occurrence does: the rule at :attr:`When.CONDITION_RESOLVES` on
        ``key``. Such an occurrence has no responses. Its interrupts resolve at once, so one that
        asks a player a decision (an optional interrupt, or the order of forced ones on several
        cards) is refused."""
        event = Event.make(key, clause, **params)
        for handler in self._triggered.get(key, []):
            if handler.when in ON_INITIATION:
                awaited = table.pending
                self.run(handler, table, event)
                if table.pending is not awaited:
                    raise table.error(REASONS.DECISION_IN_DAMAGE_INTERRUPTS, card=params["card"])
        self.trigger(table, When.CONDITION_RESOLVES, key, event)

    @contextmanager
    def recording(self) -> Iterator[dict[str, None]]:
        """The clause ids carried out inside the ``with`` block, in the order they first ran: by
        the handlers the registry runs and by the code that records through
        :mod:`checker.engine.execution`."""
        with execution.recording() as ran:
            yield ran

    def run(self, handler: Handler, table: Table, *args: object) -> object:
        """Run one handler and record that its clauses ran (a prohibition that forbids has run too)."""
        execution.record(*handler.clauses)
        return handler.function(table, *args)

    def perform(self, table: Table, effect: object, on: Hashable | None = None) -> None:
        """Carry out ``effect`` with the rule that performs it (registered on its type, or on
        ``on`` when given), then settle the table; a prohibition on its type may forbid it first."""
        for amount in ("amount", "count"):
            if getattr(effect, amount, 0) < 0:
                raise table.error(REASONS.NEGATIVE_AMOUNT, amount=getattr(effect, amount))
        self.forbid(table, type(effect), effect)
        [handler] = self.handlers(When.PERFORM, type(effect) if on is None else on)
        self.run(handler, table, effect)
        self.settle(table)

    def forbid(self, table: Table, change: Hashable, *args: object) -> None:
        """Ask every prohibition on ``change``; the first that forbids it raises a RuleViolation,
        and only a prohibition that forbids is recorded as carried out."""
        for handler in self.handlers(When.PROHIBITION, change):
            try:
                handler.function(table, *args)
            except RuleViolation:
                execution.record(*handler.clauses)
                raise

    def offers(self, table: Table, on: Hashable, player: str) -> list[object]:
        """Every decision the rules offer ``player`` at ``on`` (a phase), in registration order:
        the options a player has, before any prohibition is asked. Offering records nothing:
        a rule has run when what it offered is decided."""
        return [decision for handler in self.handlers(When.OFFER, on) for decision in handler.function(table, player)]

    def legal(self, table: Table, decision: object) -> bool:
        """Whether no prohibition forbids ``decision``: asked of every offered decision, without
        recording the prohibitions that let it pass."""
        for handler in self.handlers(When.PROHIBITION, type(decision)):
            try:
                handler.function(table, decision)
            except RuleViolation:
                return False
        return True

    def trigger(self, table: Table, when: When, on: Hashable, *args: object) -> None:
        """Run the handlers subscribed at ``when`` on ``on``, in registration order."""
        for handler in self.handlers(when, on):
            self.run(handler, table, *args)

    def answer(self, table: Table, choice: str) -> None:
        """Carry on the procedure that the pending decision interrupted, with ``choice``."""
        pending = table.pending
        handlers = self.handlers(When.ANSWER, pending.clause)
        if len(handlers) != 1:
            raise table.error(REASONS.NO_RULE_FOR_CHOICE, clause=pending.clause)
        table.pending = None
        self.run(handlers[0], table, pending, choice)
        self.settle(table)
        self.go_on(table)

    def go_on(self, table: Table) -> None:
        """Carry on the resolutions that decisions stopped in the middle, the last one stopped
        first, each once nothing is awaited and no window is open: the decision that stopped it
        has been answered and what it set off has resolved. One that stops again waits again."""
        while table.pending is None and table.window is None and table.suspended:
            resolution, *rest = table.suspended
            table.suspended = tuple(rest)
            [handler] = self.handlers(When.RESUME, resolution.clause)
            self.run(handler, table, resolution)
            self.settle(table)

    def resume(self, table: Table, event: Event, after: When, *, resolves: bool = False) -> None:
        """Run the handlers that ``event`` triggers after the last one at ``after``, in
        Simultaneous Timing Priority, once a decision that held them back is answered: a limit
        that asked a player to choose as a card entered play (see :meth:`settle`), or a window
        of interrupts or responses. With ``resolves``, the event is a triggering condition
        still to resolve (:meth:`initiate`): it resolves once its interrupts have. A handler
        that asks a new decision stops them again."""
        handlers = self._triggered.get(event.key, [])
        start = max((i + 1 for i, handler in enumerate(handlers) if handler.when is after), default=0)
        for handler in handlers[start:]:
            if resolves and handler.when not in ON_INITIATION:
                self.trigger(table, When.CONDITION_RESOLVES, event.key, event)
                resolves = False
            awaited = table.pending
            self.run(handler, table, event)
            if table.pending is not awaited:
                return
        if resolves:
            self.trigger(table, When.CONDITION_RESOLVES, event.key, event)

    def settle(self, table: Table) -> None:
        """Resolve what the logged events trigger, then run the state checks; again, until
        nothing changes. A settle asked for while one runs is left to the running one, and one
        asked for when nothing happened since the last is done already.

        A handler that asks a player to choose stops the other handlers of that event: the rule
        that asked resumes them with the answer (:meth:`resume`), so that a limit checked as a
        card enters play (:attr:`When.PLAY_LIMIT`) comes before the abilities that resolve upon
        it (ally-limit.3), and a window of interrupts or responses before the next one. The
        other triggers of a condition held by its interrupt window wait for it."""
        if table.settling or table.checked == len(table.events):
            return
        table.settling = True
        try:
            changed = True
            while changed:
                while table.dispatched < len(table.events):
                    event = table.events[table.dispatched]
                    initiated = table.dispatched in table.initiated
                    held = table.dispatched in table.held
                    table.dispatched += 1
                    if held:
                        continue
                    for handler in self.triggered_by(event, initiated=initiated):
                        awaited = table.pending
                        self.run(handler, table, event)
                        if table.pending is not awaited:
                            break
                changed = False
                for handler in self.handlers(When.STATE_CHECK):
                    if handler.function(table):
                        execution.record(*handler.clauses)
                        changed = True
                changed = changed or table.dispatched < len(table.events)
            table.checked = len(table.events)
        finally:
            table.settling = False


def quiet_until_changed(check: Callable[[Table], bool]) -> Callable[[Table], bool]:
    """Decorate a state check that reads nothing but the state's fields (no event, no zone that
    ran out): once it has found nothing to do on a table, it finds nothing again until the table
    changes, so the settle loop does not look again at every card in the meantime. A check that
    did something changed the table, and is asked again."""

    @wraps(check)
    def run(table: Table) -> bool:
        return table.remembered(check, check, table)

    return run


def quiet_while_in_place(check: Callable[[Table], bool]) -> Callable[[Table], bool]:
    """:func:`quiet_until_changed`, for a state check that reads nothing but the cards in play,
    where they are and what they show (see :meth:`Table.remembered_in_place`), and whether a
    decision is awaited: counters placed and cards moved among zones never in play leave it
    quiet too."""

    @wraps(check)
    def run(table: Table) -> bool:
        return table.remembered_in_place((check, table.pending is None), check, table)

    return run


REGISTRY = Registry()
"""The registry of the engine's rules, filled when :mod:`checker.engine.loader` loads them."""

rule = REGISTRY.rule
carries_out_words = REGISTRY.carries_out
