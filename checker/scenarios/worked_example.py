"""A scenario told as a worked example: what happens, step by step, in plain sentences.

Each step of a scenario becomes one numbered point: the action as a sentence in the page's
language, then what the engine logged, one sentence per event, and what the scenario checks
afterwards, all in players' words (:mod:`checker.scenarios.telling`): cards by their names,
never by the scenario's ids. An action the rules refuse reads as the rule that forbids it and
why. The table before the first step and after the last one is kept, for the drawing
(:mod:`checker.scenarios.table_drawing`), with the same names on its cards.

Only a scenario that passes is told this way: a failing one shows its failure report instead.
The steps are told as the scenario's run played them, without playing them again.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace

from checker.engine import GameState
from checker.i18n import N_, translate
from checker.scenarios import facts as f
from checker.scenarios.card_names import card_names, foreign_names, named
from checker.scenarios.model import DOMAIN, Step
from checker.scenarios.runner import PlayedStep, ScenarioResult
from checker.scenarios.telling import Teller, Told, clause_number


@dataclass(frozen=True)
class WorkedStep:
    """One numbered point: what is done, what happens, and what then holds."""

    action: str
    """The action as a sentence; for a step without one, a sentence saying the set-up is looked at."""
    happenings: tuple[str, ...]
    """The engine's log of the step, one sentence per event; or the rule that refused the action."""
    checks: str
    """What the scenario checks after the step, as one sentence (empty when it checks nothing)."""
    english: tuple[str, ...] = ()
    """Passages of these sentences written in English on every page: ability texts the
    scenario gives in free words, and names it gives cards that no official card prints in
    the page's language."""


@dataclass(frozen=True)
class WorkedExample:
    steps: tuple[WorkedStep, ...]
    before: GameState
    """The table as the scenario sets it up, its cards named as the steps name them."""
    after: GameState
    """The table after the last step, named alike."""
    names: Mapping[str, str]
    """Card id -> the name the steps and the drawings give it."""

    @property
    def changes_the_table(self) -> bool:
        return self.after != self.before


def worked_example(
    result: ScenarioResult,
    lang: str,
    clause_label: Callable[[str], str] = clause_number,
    printed_title: Callable[[str], str | None] = lambda name: None,
) -> WorkedExample:
    """Tell each step of a scenario that passed in ``lang``, as its run played it.

    ``clause_label`` names a clause as the page does; ``printed_title`` gives the official
    title in ``lang`` of a card the scenario names by its English title
    (:func:`~checker.scenarios.card_names.card_names`)."""
    states = [result.scenario.setup, *(played.after for played in result.played), result.final_state]
    states = [state for state in states if state is not None]
    names = card_names(states, lang, printed_title)
    foreign = tuple(sorted(foreign_names(states, lang, printed_title)))
    teller = Teller(lang, names, clause_label, printed_title)
    steps = (_tell(played, teller) for played in result.played)
    return WorkedExample(
        tuple(replace(step, english=step.english + foreign) for step in steps),
        named(result.scenario.setup, names),
        named(result.final_state, names),
        names,
    )


def _tell(played: PlayedStep, teller: Teller) -> WorkedStep:
    step, lang = played.step, teller.lang
    checks = _checks(step, teller)
    if step.action is None:
        return WorkedStep(translate(lang, N_("The table as it is set up."), DOMAIN), (), checks.text, checks.english)
    action = teller.action(step.action)
    if played.refusal is not None:
        reason = teller.message(played.refusal.reason, played.refusal.params)
        forbidden = translate(
            lang, N_("The rules forbid it (rule {clause}). {reason} Nothing changes."), DOMAIN,
            clause=teller.clause_label(played.refusal.clause), reason=sentence(reason.text),
        )
        return WorkedStep(sentence(action.text), (forbidden,), checks.text,
                          action.english + reason.english + checks.english)
    told = [teller.event(event) for event in played.events]
    english = action.english + tuple(passage for event in told for passage in event.english) + checks.english
    # An event that says what the action already said ("A plays Mockingbird.") is not told twice.
    happenings = tuple(sentence(event.text) for event in told if sentence(event.text) != sentence(action.text))
    return WorkedStep(sentence(action.text), happenings, checks.text, english)


def _checks(step: Step, teller: Teller) -> Told:
    """The facts the step expects, the refusal aside (the happenings already say it)."""
    facts = [teller.fact(line.fact) for line in step.facts if not isinstance(line.fact, f.Forbidden)]
    if not facts:
        return Told("")
    text = translate(teller.lang, N_("Afterwards: {facts}."), DOMAIN, facts="; ".join(fact.text for fact in facts))
    return Told(text, tuple(passage for fact in facts for passage in fact.english))


def sentence(phrase: str) -> str:
    """A phrase as a sentence: a capital first letter and a full stop.

    >>> sentence("discard 5 cards from the encounter deck")
    'Discard 5 cards from the encounter deck.'
    >>> sentence("Rino ataca a A.")
    'Rino ataca a A.'
    """
    phrase = phrase.strip()
    phrase = phrase[:1].upper() + phrase[1:]
    return phrase if phrase.endswith(".") else f"{phrase}."
