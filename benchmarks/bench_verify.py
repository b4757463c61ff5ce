"""Verification speed: 1,000 generated scenarios, half in Spanish and half in English.

Run: ``python benchmarks/bench_verify.py [--scenarios N]``. Writes the generated scenarios of the
Main Scheme entry, citing main-scheme.2 and main-scheme.6 (the clauses they exercise: a clause is
verified only when the engine carries it out, so they cite the real clauses), in pairs of a
Spanish and an English page of the same scenarios (so parity holds), one pair per batch folder,
next to the entry's real pages. Then times :func:`checker.scenarios.verify` over the pages
(reading them, parsing every block, checking parity, running every step and checking every
expectation, giving each clause of the entry a verdict); the report must be ok, every clause
verified. The baseline, measured in the same run, applies the same actions to the same set-up
states straight through the engine, with no reading and no checking: the least any verifier has
to do. Target: 1,000 scenarios in under 5 s.
"""

from __future__ import annotations

import argparse
import shutil
import tempfile
import time
from pathlib import Path

from checker.engine import Decision, RuleViolation, apply, setup
from checker.glossary import load_glossary
from checker.scenarios import parse_scenarios, verify
from checker.scenarios.verify import DOCS_DIR, VERIFIED

ENTRY = "main-scheme"
"""The entry whose scenarios are generated; its real pages are verified with them."""


SHAPES = {
    "en": (
        """```scenario
Scenario: Generated scenario {n}: tokens carry over
Cites: main-scheme.2, main-scheme.6
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
Cita: main-scheme.2, main-scheme.6
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

def scenario_block(lang: str, number: int) -> str:
    """Scenario ``number`` in ``lang``: the same set-up, steps and expectations in either language."""
    accel, tokens = 1 + number % 3, number % 4
    target = 1 + accel + tokens
    return SHAPES[lang].format(n=number, accel=accel, tokens=tokens, target=target, total=accel + tokens)


PER_PAGE = 25
"""Scenarios in each language on one batch's page."""


def write_pages(root: Path, count: int) -> list[Path]:
    """``count`` scenarios, half in each language, ``PER_PAGE`` pairs to a batch folder's pages
    ``<lang>/scenarios/batch-N/main-scheme.md``; the Spanish and English scenarios of a pair share
    their parameters. The entry's real pages go beside them, so that every clause has its
    scenarios. Returns every page."""
    pages: dict[Path, list[str]] = {}
    for pair in range(count // 2):
        for lang in ("es", "en"):
            page = root / lang / "scenarios" / f"batch-{pair // PER_PAGE:04}" / f"{ENTRY}.md"
            pages.setdefault(page, []).append(scenario_block(lang, pair))
    for page, blocks in pages.items():
        page.parent.mkdir(parents=True, exist_ok=True)
        page.write_text("\n".join(blocks), encoding="utf-8")
    for lang in ("es", "en"):
        shutil.copy(DOCS_DIR / lang / "scenarios" / f"{ENTRY}.md", root / lang / "scenarios" / f"{ENTRY}.md")
    return sorted(root.rglob("*.md"))


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
        pages = write_pages(root, args.scenarios)
        glossary = load_glossary()
        started = time.perf_counter()
        report = verify([root / "es" / "scenarios", root / "en" / "scenarios"], glossary)
        verify_seconds = time.perf_counter() - started
        base_seconds, applied = baseline(pages)
    real = sum(len(parse_scenarios(DOCS_DIR / lang / "scenarios" / f"{ENTRY}.md")) for lang in ("es", "en"))
    entry = next(entry for entry in glossary.entries if entry.id == ENTRY)
    verified = report.clauses_with(VERIFIED)
    assert report.ok, (report.failed, report.parity[:3], report.unknown_citations[:3])
    assert len(report.results) == args.scenarios + real and [entry.id for entry in report.entries] == [ENTRY]
    assert len(verified) == len(list(entry.statements()))
    print(f"scenarios verified:      {len(report.results)} ({report.passed} passed; {real} of them the entry's own) "
          f"in {verify_seconds:.2f} s ({len(report.results) / verify_seconds:,.0f} scenarios/s; "
          "target: under 5 s for 1,000)")
    print(f"verdicts:                {len(verified)} clauses of {ENTRY} verified, report ok")
    print(f"baseline (engine only):  {applied} actions in {base_seconds:.2f} s")
    print(f"ratio verify / baseline: {verify_seconds / base_seconds:.1f}x")


if __name__ == "__main__":
    main()
