"""A scenario told as a worked example: what happens, step by step, in plain sentences.

Each step of a scenario becomes one numbered point: the action as a sentence in the page's
language (the notation's own phrase for it), then what the engine logged, one sentence per
event, and what the scenario checks afterwards. An action the rules refuse reads as the rule
that forbids it and why. The table before the first step and after the last one is kept, for
the drawing (:mod:`checker.scenarios.table_drawing`).

Only a scenario that passes is told this way: a failing one shows its failure report instead.
The steps are told as the scenario's run played them, without playing them again.
"""

from __future__ import annotations

from dataclasses import dataclass

from checker.engine import GameState
from checker.engine.events import render_message
from checker.i18n import N_, translate
from checker.scenarios import facts as f
from checker.scenarios.model import DOMAIN, Step
from checker.scenarios.phrases import write_fact
from checker.scenarios.runner import PlayedStep, ScenarioResult


@dataclass(frozen=True)
class WorkedStep:
    """One numbered point: what is done, what happens, and what then holds."""

    action: str
    """The action as a sentence; for a step without one, a sentence saying the set-up is looked at."""
    happenings: tuple[str, ...]
    """The engine's log of the step, one sentence per event; or the rule that refused the action."""
    checks: str
    """What the scenario checks after the step, as one sentence (empty when it checks nothing)."""


@dataclass(frozen=True)
class WorkedExample:
    steps: tuple[WorkedStep, ...]
    before: GameState
    """The table as the scenario sets it up."""
    after: GameState
    """The table after the last step."""

    @property
    def changes_the_table(self) -> bool:
        return self.after != self.before


def worked_example(result: ScenarioResult, lang: str) -> WorkedExample:
    """Tell each step of a scenario that passed in ``lang``, as its run played it."""
    return WorkedExample(tuple(_tell(played, lang) for played in result.played), result.scenario.setup, result.final_state)


def _tell(played: PlayedStep, lang: str) -> WorkedStep:
    step = played.step
    checks = _checks(step, lang)
    if step.action is None:
        return WorkedStep(translate(lang, N_("The table as it is set up."), DOMAIN), (), checks)
    names = _names(played.before)
    action = sentence(step.action_text, names)
    if played.refusal is not None:
        reason = render_message(lang, played.refusal.reason, played.refusal.params)
        forbidden = translate(
            lang, N_("The rules forbid it (rule {clause}). {reason} Nothing changes."), DOMAIN,
            clause=played.refusal.clause, reason=sentence(reason, names),
        )
        return WorkedStep(action, (forbidden,), checks)
    return WorkedStep(action, tuple(event.render(lang) for event in played.events), checks)


def _checks(step: Step, lang: str) -> str:
    """The facts the step expects, the refusal aside (the happenings already say it)."""
    facts = [write_fact(line.fact, lang) for line in step.facts if not isinstance(line.fact, f.Forbidden)]
    if not facts:
        return ""
    return translate(lang, N_("Afterwards: {facts}."), DOMAIN, facts="; ".join(facts))


def _names(state: GameState) -> frozenset[str]:
    """Words a sentence may start with that keep their case: card ids and names, player ids."""
    names = {card.name for card in state.cards.values()}
    return frozenset(state.cards) | names | {player.id for player in state.players}


def sentence(phrase: str, names: frozenset[str] = frozenset()) -> str:
    """A phrase as a sentence: a capital first letter, unless it starts with one of ``names``
    (card ids and names, player ids), which keeps its case; and a full stop.

    >>> sentence("discard 5 cards from the encounter deck")
    'Discard 5 cards from the encounter deck.'
    >>> sentence("spyglass shuffles encounter-deck", frozenset({"spyglass"}))
    'spyglass shuffles encounter-deck.'
    """
    phrase = phrase.strip()
    if not any(phrase.startswith(name) and not phrase[len(name) : len(name) + 1].isalnum() for name in names):
        phrase = phrase[:1].upper() + phrase[1:]
    return phrase if phrase.endswith(".") else f"{phrase}."
