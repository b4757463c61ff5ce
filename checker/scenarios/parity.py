"""Parity: the Spanish and English scenarios of an entry set up, do and expect the same things.

The comparison is on the language-neutral forms (:meth:`Scenario.neutral`), scenario by scenario
in page order: same number of scenarios, and for each the same cited clauses, set-up, actions,
expected events, expected facts and ruling source.
"""

from __future__ import annotations

from dataclasses import dataclass

from checker.i18n import N_, translate
from checker.scenarios.model import DOMAIN, Scenario

ASPECTS = (N_("cited clauses"), N_("set-up"), N_("steps"), N_("ruling (who, when, link)"))
"""What each part of :meth:`Scenario.neutral` is called in a parity message, in order."""


@dataclass(frozen=True)
class ParityProblem:
    """A way the two languages of one entry's scenarios differ."""

    entry: str
    message: str
    params: tuple[tuple[str, object], ...] = ()

    def render(self, lang: str) -> str:
        params = {key: translate(lang, value, DOMAIN) if key == "aspect" else value for key, value in self.params}
        return translate(lang, self.message, DOMAIN, entry=self.entry, **params)


def parity_problems(entry: str, first: list[Scenario], second: list[Scenario]) -> list[ParityProblem]:
    """How ``first`` and ``second`` (the same entry's scenarios in two languages) differ."""
    problems = []
    if len(first) != len(second):
        problems.append(
            ParityProblem(
                entry,
                N_("{entry}: {first_lang} has {first} scenarios and {second_lang} has {second}"),
                (("first_lang", _lang(first)), ("first", len(first)),
                 ("second_lang", _lang(second)), ("second", len(second))),
            )
        )
    for one, other in zip(first, second):
        for aspect, mine, theirs in zip(ASPECTS, one.neutral(), other.neutral()):
            if mine != theirs:
                where, there = _first_difference(one, other) if aspect == ASPECTS[2] else (one.location, other.location)
                problems.append(
                    ParityProblem(
                        entry,
                        N_("{entry}: the {aspect} of {first} and {second} differ"),
                        (("aspect", aspect), ("first", f"“{one.name}” ({where})"),
                         ("second", f"“{other.name}” ({there})")),
                    )
                )
    return problems


def _first_difference(one: Scenario, other: Scenario):
    """The locations of the first pair of steps that differ (or of the scenarios, if one has more steps)."""
    for mine, theirs in zip(one.steps, other.steps):
        if mine.neutral() != theirs.neutral():
            return mine.location, theirs.location
    return one.location, other.location


def _lang(scenarios: list[Scenario]) -> str:
    return scenarios[0].lang if scenarios else "-"
