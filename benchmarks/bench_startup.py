"""Start-up: wall time of short ``mcrules`` commands, each in a fresh interpreter.

Run: ``python benchmarks/bench_startup.py [--runs N]``. Builds the bundled site into a
temporary folder, then runs each command ``N`` times as a new process (as a user's shell does)
and reports the median: ``mcrules search threat --site <built site>``, ``mcrules verify --help``
and ``mcrules --help``. Every run must exit 0 and print what the command prints. The baseline,
measured in the same run, is ``python -c "import checker"``: the interpreter and the package,
below which no command can start. Target: the search under 120 ms.

Each command runs once unmeasured first, so that Python writes its bytecode cache (and the
command its compiled catalogs), as on a user's machine after the first run (see :mod:`user_environment`).
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from checker.glossary import load_glossary
from checker.site import build_site
from user_environment import COMMAND_LINE, as_a_user


def wall_times(argv: list[str], runs: int, expected: str, environment: dict[str, str]) -> list[float]:
    """Seconds per run of ``argv``, each checked for exit status 0 and ``expected`` at the start
    of its standard output."""
    times = []
    for _ in range(runs + 1):
        started = time.perf_counter()
        result = subprocess.run(argv, capture_output=True, text=True, env=environment)
        times.append(time.perf_counter() - started)
        assert result.returncode == 0, (argv, result.returncode, result.stderr)
        assert result.stdout.startswith(expected), (argv, result.stdout[:200])
    return times[1:]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=21)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        site = Path(folder) / "site"
        build_site(load_glossary(), site)
        environment = as_a_user(Path(folder) / "caches")
        mcrules = [sys.executable, "-c", COMMAND_LINE, "--lang", "en"]
        cases = [
            ("python -c 'import checker'", [sys.executable, "-c", "import checker"], ""),
            ("mcrules search threat", [*mcrules, "search", "threat", "--site", str(site)], "1. "),
            ("mcrules verify --help", [*mcrules, "verify", "--help"], "usage: mcrules verify"),
            ("mcrules --help", [*mcrules, "--help"], "usage: mcrules"),
        ]
        medians = {name: statistics.median(wall_times(argv, args.runs, expected, environment)) for name, argv, expected in cases}
    baseline = medians[cases[0][0]]
    print(f"median wall time of {args.runs} fresh processes each (target: search under 120 ms)")
    for name, seconds in medians.items():
        ratio = "baseline" if seconds is baseline else f"{seconds / baseline:.1f}x baseline"
        print(f"  {name:<28} {seconds * 1000:7.1f} ms   {ratio}")


if __name__ == "__main__":
    main()
