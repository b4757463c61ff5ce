"""What the cache keeps for the report of ``verify``: of each scenario's result only what the
report says of it, and of the glossary only its entries' and clauses' ids.

A page's results, kept whole (:mod:`checker.verdicts.result_cache`), are read back with the
scenarios, their set-ups and events, and so with the engine's classes. The report needs none of
that: a scenario's name, language, place, anchor, the clauses it cites and those the engine
carried out while it ran, whether it passed, and, when it failed, the account of the failure in
each language. :func:`summarize` keeps that much, beside the whole results, and a ``verify``
that finds it for every page reports without loading the engine or reading a scenario
(:mod:`checker.verdicts.kept_report`).

Parity, which compares the neutral forms of an entry's scenarios in both languages
(:mod:`checker.scenarios.parity`), is answered from a digest of each scenario's neutral form:
equal digests, equal forms. Where they differ, the scenarios are read again to say how.
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

from checker.i18n import LANGUAGES
from checker.verdicts.clauses import entry_clauses
from checker.verdicts.pages import Location

if TYPE_CHECKING:
    from checker.glossary.model import Glossary
    from checker.scenarios.runner import ScenarioResult


@dataclass(frozen=True)
class KeptScenario:
    """What the report says of a scenario: the fields of
    :class:`checker.scenarios.model.Scenario` it reads."""

    name: str
    lang: str
    location: Location
    anchor: str
    cites: tuple[str, ...]
    neutral: bytes
    """A digest of the scenario's neutral form."""


@dataclass(frozen=True)
class KeptResult:
    """What the report says of a scenario's result: the fields of
    :class:`checker.scenarios.runner.ScenarioResult` it reads."""

    scenario: KeptScenario
    passed: bool
    clauses_ran: tuple[str, ...]
    """The clauses the scenario cites that the engine carried out while it ran: the report asks
    about no other."""
    failures: Mapping[str, str]
    """The account of the failure in each language (none when the scenario passed)."""

    def report(self, lang: str | None = None) -> str:
        """The account of the failure in ``lang`` (by default the scenario's), empty when it passed."""
        return self.failures.get(lang or self.scenario.lang, "")


def summarize(result: ScenarioResult) -> KeptResult:
    """What the report says of ``result``."""
    scenario = result.scenario
    neutral = hashlib.sha256(repr(scenario.neutral()).encode("utf-8")).digest()[:16]
    kept = KeptScenario(scenario.name, scenario.lang, scenario.location, scenario.anchor, scenario.cites, neutral)
    ran = tuple(clause for clause in result.clauses_ran if clause in scenario.cites)
    failures = {} if result.passed else {lang: result.report(lang) for lang in LANGUAGES}
    return KeptResult(kept, result.passed, ran, failures)


@dataclass(frozen=True)
class GlossaryOutline:
    """What ``verify`` reads of a glossary: each entry's id with its clauses' ids (those it gives
    a verdict on, :func:`checker.verdicts.clauses.entry_clauses`), every clause id, and the digest
    the cache of results names the glossary by."""

    entries: tuple[tuple[str, tuple[str, ...]], ...]
    clauses: frozenset[str]
    """Every clause id of the glossary, a scenario may cite any."""
    digest: bytes


def outline(glossary: Glossary, digest: bytes) -> GlossaryOutline:
    """The outline of ``glossary``, whose digest is ``digest``."""
    clauses = frozenset(clause.id for entry in glossary.entries for clause in entry.walk())
    return GlossaryOutline(tuple(entry_clauses(glossary.entries)), clauses, digest)
