"""Running a scenario against the engine, and saying what differed in the scenario's language.

Each step plays its action with :func:`checker.engine.apply` when it is a player's decision, or
carries it out with :func:`checker.engine.setup.perform` when it is an effect the scenario asks
for directly; then it compares the event log
and the facts the scenario expects with what the engine did. The first step that differs ends
the run: later steps would start from a state the scenario did not intend.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from checker.engine import Action, Decision, EngineError, Event, GameState, RuleViolation, apply, setup, write_state
from checker.engine.flow import words_not_carried_out
from checker.engine.loader import load_rules
from checker.i18n import N_, translate
from checker.scenarios import facts as f
from checker.scenarios.model import DOMAIN, EventGroup, EventLine, Scenario, Step
from checker.scenarios.phrases import keyword_word, option_word, printed_word, write_fact

RULES = load_rules()


@dataclass(frozen=True)
class Difference:
    """One thing that differed: what the scenario expected and what the engine did, as text."""

    expected: str
    actual: str
    location: str = ""
    is_log: bool = False
    """The difference is in the event log, so the report need not print the log again."""


@dataclass(frozen=True)
class StepFailure:
    """The step that failed, what differed, and the engine's log and state after it."""

    step: Step
    differences: tuple[Difference, ...]
    events: tuple[str, ...]
    """The engine's event log for the step, rendered in the scenario's language."""
    state: str
    """The state after the step (before it, if the engine refused it), in the scenario's notation words."""


@dataclass(frozen=True)
class PlayedStep:
    """A step as the engine played it: the table before and after it, and what the engine
    logged, or the rule that refused the action (the table is then as it was)."""

    step: Step
    before: GameState
    after: GameState
    events: tuple[Event, ...] = ()
    refusal: RuleViolation | None = None


@dataclass(frozen=True)
class ScenarioResult:
    """The verdict on one scenario."""

    scenario: Scenario
    failure: StepFailure | None = None
    steps_run: int = 0
    final_state: GameState | None = field(default=None, compare=False)
    played: tuple[PlayedStep, ...] = field(default=(), compare=False)
    """Each step the run played, up to the one that failed (a worked example tells them)."""
    clauses_ran: tuple[str, ...] = field(default=(), compare=False)
    """The clauses the engine carried out during the scenario, its facts included, in the order
    each first ran (:mod:`checker.engine.execution` says what records a clause; a state check
    that found nothing to do, or an event that names a clause, records nothing)."""

    @property
    def passed(self) -> bool:
        return self.failure is None

    def report(self, lang: str | None = None) -> str:
        """A readable account of the failure (empty when the scenario passed)."""
        return "" if self.failure is None else render_failure(self.scenario, self.failure, lang or self.scenario.lang)


def run_scenario(scenario: Scenario) -> ScenarioResult:
    """Apply every step of ``scenario`` to its set-up and compare what happens with what it expects.

    A scenario must answer every choice the game asks: one that ends with a decision still
    pending fails, naming it.
    """
    played: list[PlayedStep] = []
    with RULES.recording() as ran:
        failure, state = _run_steps(scenario, played)
    return ScenarioResult(scenario, failure, len(played), state, tuple(played), tuple(ran))


def _run_steps(scenario: Scenario, played: list[PlayedStep]) -> tuple[StepFailure | None, GameState]:
    """Play the steps into ``played`` until one fails; the failure, if any, and the table after.
    A set-up with a word no rule carries out fails at once: the game would be played as if the
    word were not printed, and the scenario must not pass hollow."""
    state = scenario.setup
    missing = words_not_carried_out(state)
    if missing and scenario.steps:
        return _not_carried_out(scenario.steps[0], state, missing, scenario.lang), state
    for step in scenario.steps:
        step_played, failure = run_step(state, step, scenario.lang)
        played.append(step_played)
        state = step_played.after
        if failure is not None:
            return failure, state
    if scenario.steps and state.pending is not None and state.pending != scenario.setup.pending:
        return _unanswered(scenario.steps[-1], state, scenario.lang), state
    return None, state


def _not_carried_out(step: Step, state: GameState, words: list[str], lang: str) -> StepFailure:
    expected = translate(lang, N_("every word of the set-up carried out by a rule"), DOMAIN)
    actual = translate(lang, N_("not carried out yet: {words}"), DOMAIN,
                       words=", ".join(printed_word(word, lang) for word in words))
    return StepFailure(step, (Difference(expected, actual),), (), write_state(state, lang, "\n"))


def _unanswered(step: Step, state: GameState, lang: str) -> StepFailure:
    pending = state.pending
    expected = translate(lang, N_("no decision left waiting"), DOMAIN)
    actual = translate(
        lang, N_("{player} still has to choose among: {options} (rule {clause})"), DOMAIN,
        player=pending.player, options=" ".join(option_word(option, lang) for option in pending.options),
        clause=pending.clause,
    )
    return StepFailure(step, (Difference(expected, actual),), (), write_state(state, lang, "\n"))


def carry_out(state: GameState, action: Action) -> tuple[GameState, tuple[Event, ...]]:
    """The state after ``action`` and the events it logged: a player's decision is played by the
    rules, any other action is carried out directly as an effect."""
    play = apply if isinstance(action, Decision) else setup.perform
    return play(state, action)


def run_step(state: GameState, step: Step, lang: str) -> tuple[PlayedStep, StepFailure | None]:
    """``step`` played from ``state``, and how it differed from what the step expects (None if
    it did not)."""
    events: tuple[Event, ...] = ()
    refusal: RuleViolation | None = None
    after = state
    if step.action is not None:
        try:
            after, events = carry_out(state, step.action)
        except RuleViolation as violation:
            refusal = violation
        except EngineError as error:
            difference = Difference(_expected_summary(step, lang), _refused(error, lang))
            return PlayedStep(step, state, state), StepFailure(step, (difference,), (), write_state(state, lang, "\n"))
    played = PlayedStep(step, state, after, events, refusal)
    differences = _refusal_differences(step, refusal, lang)
    if refusal is None or differences:
        differences += _event_differences(step.events, events, lang)
    differences += _fact_differences(step, after, lang)
    if not differences:
        return played, None
    return played, StepFailure(step, tuple(differences), _rendered(events, lang), write_state(after, lang, "\n"))


def _rendered(events: tuple[Event, ...], lang: str) -> tuple[str, ...]:
    """The engine's log in words, for the person reading a failure; scenarios compare events, not words."""
    return tuple(event.render(lang) for event in events)


def _refused(error: EngineError, lang: str) -> str:
    return translate(lang, N_("the engine refused the action: {error}"), DOMAIN, error=error.render(lang))


def _expected_summary(step: Step, lang: str) -> str:
    lines = [line.text for line in step.events or ()] + [line.text for line in step.facts]
    return "; ".join(lines) or translate(lang, N_("the action to be carried out"), DOMAIN)


def _refusal_differences(step: Step, refusal: RuleViolation | None, lang: str) -> list[Difference]:
    """A "forbidden by" fact: the engine must refuse the action, citing that clause; and it must
    not refuse an action the scenario expects to go through."""
    expected = [line for line in step.facts if isinstance(line.fact, f.Forbidden)]
    if refusal is None and not expected:
        return []
    if refusal is not None and not expected:
        return [Difference(_expected_summary(step, lang), _refused(refusal, lang))]
    differences = []
    for line in expected:
        if refusal is None:
            actual = translate(lang, N_("the engine carried out the action"), DOMAIN)
            differences.append(Difference(line.text, actual, str(line.location)))
        elif refusal.clause != line.fact.clause:
            actual = write_fact(f.Forbidden(refusal.clause), lang) + " — " + refusal.render(lang)
            differences.append(Difference(line.text, actual, str(line.location)))
    return differences


def events_match(expected: tuple[EventLine | EventGroup, ...], actual: tuple[Event, ...], lang: str) -> bool:
    """Whether the engine's events are the expected ones of a page in ``lang``, by key and
    parameters; a ``...`` line stands for any number of events, and a group in any order for its
    events in any order."""
    reachable = {0}
    for line in expected:
        if isinstance(line, EventGroup):
            size = len(line.lines)
            reachable = {at + size for at in reachable if _in_any_order(line.lines, actual[at : at + size], lang)}
        elif line.is_ellipsis:
            reachable = set(range(min(reachable), len(actual) + 1)) if reachable else set()
        else:
            reachable = {at + 1 for at in reachable if at < len(actual) and line.event.matches(actual[at], lang)}
    return len(actual) in reachable


def _in_any_order(lines: tuple[EventLine, ...], events: tuple[Event, ...], lang: str) -> bool:
    """Whether each line matches its own one of ``events``, every event taken once."""
    if not lines:
        return not events
    first, rest = lines[0], lines[1:]
    return len(events) == len(lines) and any(
        first.event.matches(event, lang) and _in_any_order(rest, events[:at] + events[at + 1 :], lang)
        for at, event in enumerate(events)
    )


def _event_differences(
    expected: tuple[EventLine | EventGroup, ...] | None, events: tuple[Event, ...], lang: str
) -> list[Difference]:
    if expected is None or events_match(expected, events, lang):
        return []
    nothing = translate(lang, N_("(no events)"), DOMAIN)
    return [
        Difference(
            "\n".join(line.text for line in expected),
            "\n".join(_rendered(events, lang)) or nothing,
            str(expected[0].location),
            is_log=True,
        )
    ]


def _fact_differences(step: Step, after: GameState, lang: str) -> list[Difference]:
    differences = []
    for line in step.facts:
        if isinstance(line.fact, f.Forbidden):
            continue
        try:
            observed = f.observe(line.fact, after)
        except EngineError as error:
            differences.append(Difference(line.text, error.render(lang), str(line.location)))
            continue
        if observed != line.fact:
            differences.append(Difference(line.text, write_fact(observed, lang), str(line.location)))
    return differences


def render_failure(scenario: Scenario, failure: StepFailure, lang: str) -> str:
    """The failure of ``scenario`` as a rules expert reads it: which scenario and rule, which
    step, what was expected, what the engine did, its event log and the state it reached."""

    def say(message: str, **params: object) -> str:
        return translate(lang, message, DOMAIN, **params)

    step = failure.step
    if step.action is None:
        step_text = say(N_("the set-up"))
    else:
        step_text = f"{keyword_word('when', scenario.lang)}: {step.action_text}"
    lines = [
        say(N_("Scenario “{name}” failed ({location})"), name=scenario.name, location=str(scenario.location)),
        say(N_("Clauses cited: {clauses}"), clauses=", ".join(scenario.cites)),
        say(N_("Step at {location}: {step}"), location=str(step.location), step=step_text),
    ]
    for difference in failure.differences:
        where = f" ({difference.location})" if difference.location else ""
        lines.append(say(N_("Expected{where}:"), where=where))
        lines += [f"    {text}" for text in difference.expected.splitlines()]
        lines.append(say(N_("The engine:")))
        lines += [f"    {text}" for text in difference.actual.splitlines()]
    if not any(difference.is_log for difference in failure.differences):
        lines.append(say(N_("Event log of the step:")))
        no_events = say(N_("(no events)"))
        lines += [f"    {text}" for text in failure.events] or [f"    {no_events}"]
    lines.append(say(N_("State after the step:")))
    lines += [f"    {text}" for text in failure.state.splitlines()]
    return "\n".join(lines)
