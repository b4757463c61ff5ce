"""``mcrules verify`` on the bundled scenarios with its cache of results warm, cold and off,
beside an empty interpreter.

Run: ``python benchmarks/bench_verify_cache.py [--rounds N]``. Each round starts four processes,
each timed whole as a user's shell times a command (the interpreter's start, the imports, reading
the glossary): wall time, and the CPU time of the process.

- ``python -c pass``: an empty interpreter, the anchor, below which nothing starts;
- ``mcrules verify --no-cache``: every page read and every scenario run, nothing kept (as before
  the cache);
- ``mcrules verify`` with no results kept (cold): every page read and run, and its results kept;
- ``mcrules verify`` with the results the cold run kept (warm): nothing read into scenarios or run.

The four run in an order that turns by one each round, so that each sees the machine at every
point of a round. Every run of ``verify`` must exit 0 and print the same report as the run
without the cache before any figure is printed. The figures are medians of the rounds with the
least and the greatest; each ratio is the median of the rounds' ratios, with its range.

As in every benchmark that starts commands (:mod:`user_environment`), one unmeasured run first
writes Python's bytecode and the compiled catalogs; the cold run finds those, but no results.
"""

from __future__ import annotations

import argparse
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from checker.verdicts.result_cache import CACHE_KIND
from user_environment import COMMAND_LINE, as_a_user

EMPTY, OFF, COLD, WARM = "python -c pass", "verify --no-cache", "verify, cold cache", "verify, warm cache"


def children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def timed(argv: list[str], environment: dict[str, str]) -> tuple[float, float, str]:
    """Wall and CPU seconds of one run of ``argv``, and what it printed; it must exit 0."""
    cpu = children_cpu()
    started = time.perf_counter()
    result = subprocess.run(argv, capture_output=True, text=True, env=environment)
    wall = time.perf_counter() - started
    assert result.returncode == 0, (argv, result.returncode, result.stderr[-2000:])
    return wall, children_cpu() - cpu, result.stdout


def spread(values: list[float], scale: float = 1.0, unit: str = "s") -> str:
    ordered = sorted(values)
    return f"{statistics.median(ordered) * scale:.2f}{unit} ({ordered[0] * scale:.2f}-{ordered[-1] * scale:.2f})"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()
    verify = [sys.executable, "-c", COMMAND_LINE, "--lang", "en", "verify"]
    commands = {EMPTY: [sys.executable, "-c", "pass"], OFF: [*verify, "--no-cache"], COLD: verify, WARM: verify}
    with tempfile.TemporaryDirectory() as folder:
        environment = as_a_user(Path(folder))
        kept = Path(environment["XDG_CACHE_HOME"]) / "mcrules" / CACHE_KIND
        _, _, expected = timed(commands[OFF], environment)
        timed(commands[COLD], environment)
        figures: dict[str, list[tuple[float, float]]] = {kind: [] for kind in commands}
        for number in range(args.rounds):
            order = list(commands)[number % 4:] + list(commands)[:number % 4]
            # The warm run needs what the cold one keeps: where the turn puts it first, it uses
            # what the previous round's cold run kept.
            for kind in order:
                if kind == COLD:
                    shutil.rmtree(kept, ignore_errors=True)
                wall, cpu, printed = timed(commands[kind], environment)
                assert kind == EMPTY or printed == expected, f"{kind} printed another report"
                figures[kind].append((wall, cpu))
    print(f"mcrules verify on the bundled scenarios, {args.rounds} rounds of four fresh processes, each timed whole; "
          "every report the same as without the cache")
    print(f"{'median (least-greatest)':<26}{'wall s':>22}{'CPU s':>22}")
    for kind, runs in figures.items():
        print(f"{kind:<26}{spread([wall for wall, _ in runs]):>22}{spread([cpu for _, cpu in runs]):>22}")
    print("ratios, median of the rounds' (least-greatest):")
    for kind, anchor in ((WARM, OFF), (COLD, OFF), (WARM, EMPTY), (OFF, EMPTY)):
        for index, name in ((0, "wall"), (1, "CPU")):
            ratios = [ours[index] / theirs[index] for ours, theirs in zip(figures[kind], figures[anchor])]
            print(f"  {kind} / {anchor}, {name}: {spread(ratios, unit='x')}")


if __name__ == "__main__":
    main()
