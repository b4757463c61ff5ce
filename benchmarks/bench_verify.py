"""Verification speed: generated scenarios, half in Spanish and half in English, at 1,000 and 10,000.

Run: ``python benchmarks/bench_verify.py [--small N] [--large N] [--repeats N]``. Writes the
generated scenarios of the Main Scheme entry, citing main-scheme.2 and main-scheme.6 (the clauses
they exercise: a clause is verified only when the engine carries it out, so they cite the real
clauses), in pairs of a Spanish and an English page of the same scenarios (so parity holds), one
pair per batch folder, next to the entry's real pages. Then times :func:`checker.scenarios.verify`
over the pages (reading them, parsing every block, checking parity, running every step and
checking every expectation, giving each clause of the entry a verdict); every report must be ok,
with no parity problem and every clause of the entry verified, before any figure is printed.

Both sizes are measured in the same run, after a warm-up (the first verification also pays for
loading modules), each the best of ``--repeats`` runs in CPU time (the machine is shared) with
wall time beside it. The baseline, measured in the same run, applies the same actions to the same
set-up states straight through the engine, with no reading and no checking: the least any
verifier has to do. The same sizes are measured again with the garbage collector left as Python
sets it (:mod:`checker.gc_tuning` not applied), to show what the tuning does.

Target: verifying grows linearly with the number of scenarios: the time per scenario at 10,000
is within 1.2x of the time per scenario at 1,000.
"""

from __future__ import annotations

import argparse
import contextlib
import gc
import importlib
import shutil
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from unittest.mock import patch

from checker.engine import Decision, RuleViolation, apply, setup
from checker.glossary import load_glossary
from checker.scenarios import parse_scenarios, verify
from checker.scenarios.verify import DOCS_DIR, VERIFIED

VERIFY_MODULE = importlib.import_module("checker.scenarios.verify")
"""The module, which the package's function of the same name hides as an attribute."""

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
    started = time.process_time()
    applied = 0
    for state, actions in runs:
        for action in actions:
            try:
                state, _ = (apply if isinstance(action, Decision) else setup.perform)(state, action)
            except RuleViolation:
                pass
            applied += 1
    return time.process_time() - started, applied


GROWTH_TARGET = 1.2
"""The most that the time per scenario may grow from the small run to the large one."""


@dataclass
class Run:
    scenarios: int
    cpu: float
    wall: float
    base_seconds: float
    applied: int

    @property
    def per_scenario(self) -> float:
        return self.cpu / self.scenarios


def check_report(report, scenarios: int, glossary) -> None:
    """The report is ok, both languages say the same, and every clause of the entry is verified."""
    real = sum(len(parse_scenarios(DOCS_DIR / lang / "scenarios" / f"{ENTRY}.md")) for lang in ("es", "en"))
    entry = next(entry for entry in glossary.entries if entry.id == ENTRY)
    assert report.ok, (report.failed, report.parity[:3], report.unknown_citations[:3])
    assert not report.parity and report.passed == len(report.results) == scenarios + real
    assert [entry.id for entry in report.entries] == [ENTRY]
    assert len(report.clauses_with(VERIFIED)) == len(list(entry.statements()))


def measure(scenarios: int, glossary, repeats: int, tuned: bool = True) -> Run:
    """The best of ``repeats`` verifications of ``scenarios`` generated scenarios, checked."""
    with tempfile.TemporaryDirectory() as folder:
        root = Path(folder)
        pages = write_pages(root, scenarios)
        paths = [root / "es" / "scenarios", root / "en" / "scenarios"]
        cpu = wall = float("inf")
        for _ in range(repeats):
            gc.collect()
            with contextlib.ExitStack() as stack:
                if not tuned:
                    # The collector as Python sets it: verify's tuning becomes a no-op.
                    stack.enter_context(patch.object(VERIFY_MODULE, "young_collections_only", contextlib.nullcontext))
                started, started_cpu = time.perf_counter(), time.process_time()
                report = verify(paths, glossary)
                wall = min(wall, time.perf_counter() - started)
                cpu = min(cpu, time.process_time() - started_cpu)
            check_report(report, scenarios, glossary)
            count = len(report.results)
            del report
        base_seconds, applied = baseline(pages)
    return Run(count, cpu, wall, base_seconds, applied)


def growth(small: Run, large: Run) -> float:
    return large.per_scenario / small.per_scenario


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--small", type=int, default=1000)
    parser.add_argument("--large", type=int, default=10000)
    parser.add_argument("--repeats", type=int, default=2)
    args = parser.parse_args()
    if any(count < 2 or count % 2 for count in (args.small, args.large)):
        parser.error("--small and --large must be even numbers, half in each language")
    glossary = load_glossary()
    measure(100, glossary, 1)
    runs = {tuned: [measure(count, glossary, args.repeats, tuned) for count in (args.small, args.large)]
            for tuned in (True, False)}
    print(f"every report ok: no parity problem, every clause of {ENTRY} verified (best of {args.repeats} runs)")
    for tuned, label in ((True, "tuned GC"), (False, "default GC")):
        small, large = runs[tuned]
        for run in (small, large):
            print(f"{label}: {run.scenarios:>6} scenarios in {run.cpu:6.2f} s CPU ({run.wall:6.2f} s wall) = "
                  f"{run.scenarios / run.cpu:,.0f} scenarios/s; baseline (engine only, {run.applied} actions) "
                  f"{run.base_seconds:.2f} s, ratio {run.cpu / run.base_seconds:.1f}x")
        print(f"{label}: time per scenario grows {growth(small, large):.2f}x from {small.scenarios} to "
              f"{large.scenarios} scenarios (linear: 1.00x; target <= {GROWTH_TARGET}x)")
    tuned_large, default_large = runs[True][1], runs[False][1]
    print(f"GC tuning at {tuned_large.scenarios} scenarios: {default_large.cpu - tuned_large.cpu:+.2f} s CPU saved "
          f"({default_large.cpu / tuned_large.cpu:.2f}x)")


if __name__ == "__main__":
    main()
