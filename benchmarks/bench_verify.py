"""Verification speed: 1,000 generated scenarios, half in Spanish and half in English.

Run: ``python benchmarks/bench_verify.py [--scenarios N]``. Adds generated entries to the real
glossary, each with two clauses worded like main-scheme.2 and main-scheme.6, and writes for each
one a Spanish and an English scenario page of the same scenarios (so parity holds), citing those
two clauses. Then times :func:`checker.scenarios.verify` over the pages (reading them, parsing
every block, checking parity, running every step and checking every expectation, giving each
clause of the generated entries a verdict); the report must be ok, every clause verified. The baseline, measured in the same run, applies the same actions to the same set-up
states straight through the engine, with no reading and no checking: the least any verifier has
to do. Target: 1,000 scenarios in under 5 s.
"""

from __future__ import annotations

import argparse
import tempfile
import time
from dataclasses import replace
from pathlib import Path

from checker.engine import Decision, RuleViolation, apply, setup
from checker.glossary import load_glossary
from checker.glossary.model import Glossary
from checker.scenarios import parse_scenarios, verify
from checker.scenarios.verify import VERIFIED

MODEL_ENTRY = "main-scheme"
MODEL_CLAUSES = ("main-scheme.2", "main-scheme.6")
"""The clauses the generated scenarios exercise: step one's threat, and tokens carrying over."""


SHAPES = {
    "en": (
        """```scenario
Scenario: Generated scenario {n}: tokens carry over
Cites: {entry}.1, {entry}.2
Given: players: A(first) B; phase: villain 1
  scheme: ms1[side=B accel={accel} target={target} threat=1] ms2[start=1 target=30]
  accel-tokens: {tokens}
  encounter-deck: e1 e2 e3
When: villain phase, step one
  Villain phase, step one: ms1 gets {total} threat (field {accel}, tokens {tokens}, icons 0).
  ...
Then: acceleration tokens: {tokens}
  ms2 is in play
When: discard 2 cards from the encounter deck
Then: encounter-deck: e3
  encounter-discard: e2 e1
When: discard ms2
Then: forbidden by main-scheme.7
```
"""
    ),
    "es": (
        """```scenario
Escenario: Escenario generado {n}: las fichas pasan
Cita: {entry}.1, {entry}.2
Dado: jugadores: A(inicial) B; fase: villano 1
  plan: ms1[cara=B aceleracion={accel} umbral={target} amenaza=1] ms2[inicial=1 umbral=30]
  fichas-aceleracion: {tokens}
  mazo-encuentros: e1 e2 e3
Cuando: fase del villano, paso uno
  Fase del Villano, paso uno: ms1 recibe {total} de amenaza (recuadro {accel}, fichas {tokens}, iconos 0).
  ...
Entonces: fichas de aceleración: {tokens}
  ms2 está en juego
Cuando: descarta 2 cartas del mazo de encuentros
Entonces: mazo-encuentros: e3
  descartes-encuentros: e2 e1
Cuando: descarta ms2
Entonces: prohibido por main-scheme.7
```
"""
    ),
}

def scenario_block(lang: str, entry: str, number: int) -> str:
    """Scenario ``number`` of ``entry``'s page in ``lang``: the same set-up, steps and expectations
    in either language, citing the entry's first two clauses."""
    accel, tokens = 1 + number % 3, number % 4
    target = 1 + accel + tokens
    return SHAPES[lang].format(n=number, entry=entry, accel=accel, tokens=tokens, target=target, total=accel + tokens)


PER_PAGE = 25
"""Scenarios in each language on one entry's page."""


def glossary_with_entries(count: int) -> Glossary:
    """The real glossary and ``count`` generated entries of two clauses each, copied from
    :data:`MODEL_CLAUSES`."""
    real = load_glossary()
    model = next(entry for entry in real.entries if entry.id == MODEL_ENTRY)
    clauses = {clause.id: clause for clause in model.walk()}
    generated = []
    for number in range(count):
        entry_id = f"generated-term-{number}"
        generated.append(
            replace(
                model,
                id=entry_id,
                title={lang: f"{title} {number}" for lang, title in model.title.items()},
                clauses=[
                    replace(clauses[clause_id], id=f"{entry_id}.{position}", children=[])
                    for position, clause_id in enumerate(MODEL_CLAUSES, start=1)
                ],
                see_also=[],
                variants=[],
            )
        )
    return replace(real, entries=[*real.entries, *generated])


def write_pages(root: Path, count: int) -> tuple[list[Path], int]:
    """``count`` scenarios, half in each language, ``PER_PAGE`` pairs to an entry's pages; the
    Spanish and English scenarios of a pair share their parameters. Returns the pages and how
    many entries they are named after."""
    pages: dict[Path, list[str]] = {}
    for pair in range(count // 2):
        entry = f"generated-term-{pair // PER_PAGE}"
        for lang in ("es", "en"):
            pages.setdefault(root / lang / "scenarios" / f"{entry}.md", []).append(scenario_block(lang, entry, pair))
    for page, blocks in pages.items():
        page.parent.mkdir(parents=True, exist_ok=True)
        page.write_text("\n".join(blocks), encoding="utf-8")
    return sorted(pages), -(-(count // 2) // PER_PAGE)


def baseline(pages: list[Path]) -> tuple[float, int]:
    """The same actions applied straight to the engine: set-ups and actions are prepared first."""
    runs = [
        (scenario.setup, [step.action for step in scenario.steps if step.action is not None])
        for page in pages
        for scenario in parse_scenarios(page)
    ]
    started = time.perf_counter()
    applied = 0
    for state, actions in runs:
        for action in actions:
            try:
                state, _ = (apply if isinstance(action, Decision) else setup.perform)(state, action)
            except RuleViolation:
                pass
            applied += 1
    return time.perf_counter() - started, applied


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--scenarios", type=int, default=1000)
    args = parser.parse_args()
    if args.scenarios < 2 or args.scenarios % 2:
        parser.error("--scenarios must be an even number, half in each language")
    with tempfile.TemporaryDirectory() as folder:
        root = Path(folder)
        pages, entries = write_pages(root, args.scenarios)
        glossary = glossary_with_entries(entries)
        started = time.perf_counter()
        report = verify([root / "es" / "scenarios", root / "en" / "scenarios"], glossary)
        verify_seconds = time.perf_counter() - started
        base_seconds, applied = baseline(pages)
    verified = report.clauses_with(VERIFIED)
    assert report.ok, (report.failed, report.parity[:3], report.unknown_citations[:3])
    assert len(report.results) == args.scenarios and len(report.entries) == entries
    assert len(verified) == entries * len(MODEL_CLAUSES)
    print(f"scenarios verified:      {len(report.results)} ({report.passed} passed) in {verify_seconds:.2f} s "
          f"({len(report.results) / verify_seconds:,.0f} scenarios/s; target: under 5 s for 1,000)")
    print(f"verdicts:                {len(verified)} clauses verified in {entries} entries, report ok")
    print(f"baseline (engine only):  {applied} actions in {base_seconds:.2f} s")
    print(f"ratio verify / baseline: {verify_seconds / base_seconds:.1f}x")


if __name__ == "__main__":
    main()
