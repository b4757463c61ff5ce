"""Verification speed: 1,000 generated scenarios, half in Spanish and half in English.

Run: ``python benchmarks/bench_verify.py [--scenarios N]``. Writes the scenarios as pages of a
temporary docs tree, then times :func:`checker.scenarios.verify` over them (reading the pages,
parsing every block, running every step and checking every expectation, giving each clause a
verdict). The baseline, measured in the same run, applies the same actions to the same set-up
states straight through the engine, with no reading and no checking: the least any verifier has
to do. Target: 1,000 scenarios in under 5 s.
"""

from __future__ import annotations

import argparse
import tempfile
import time
from pathlib import Path

from checker.engine import RuleViolation, apply
from checker.glossary import load_glossary
from checker.scenarios import parse_scenarios, verify

ENTRY = "main-scheme"

SHAPES = {
    "en": (
        """```scenario
Scenario: Generated scenario {n}: tokens carry over
Cites: main-scheme.2, main-scheme.6
Given: players: A(first) B
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
Dado: jugadores: A(inicial) B
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

PER_PAGE = 50


def write_pages(root: Path, count: int) -> list[Path]:
    """``count`` scenarios, alternately Spanish and English, ``PER_PAGE`` to a page."""
    pages: dict[Path, list[str]] = {}
    for n in range(count):
        lang = ("es", "en")[n % 2]
        accel, tokens = 1 + n % 3, n % 4
        target = 1 + accel + tokens
        text = SHAPES[lang].format(n=n, accel=accel, tokens=tokens, target=target, total=accel + tokens)
        page = root / lang / "scenarios" / f"{ENTRY}-{n // (2 * PER_PAGE)}.md"
        pages.setdefault(page, []).append(text)
    for page, blocks in pages.items():
        page.parent.mkdir(parents=True, exist_ok=True)
        page.write_text("\n".join(blocks), encoding="utf-8")
    return sorted(pages)


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
                state, _ = apply(state, action)
            except RuleViolation:
                pass
            applied += 1
    return time.perf_counter() - started, applied


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--scenarios", type=int, default=1000)
    args = parser.parse_args()
    glossary = load_glossary()
    with tempfile.TemporaryDirectory() as folder:
        root = Path(folder)
        pages = write_pages(root, args.scenarios)
        started = time.perf_counter()
        report = verify([root / "es" / "scenarios", root / "en" / "scenarios"], glossary)
        verify_seconds = time.perf_counter() - started
        base_seconds, applied = baseline(pages)
    assert report.failed == 0 and len(report.results) == args.scenarios, report.failed
    print(f"scenarios verified:      {len(report.results)} ({report.passed} passed) in {verify_seconds:.2f} s "
          f"({len(report.results) / verify_seconds:,.0f} scenarios/s; target: under 5 s for 1,000)")
    print(f"baseline (engine only):  {applied} actions in {base_seconds:.2f} s")
    print(f"ratio verify / baseline: {verify_seconds / base_seconds:.1f}x")


if __name__ == "__main__":
    main()
