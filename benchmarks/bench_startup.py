"""Start-up: wall time of short ``mcrules`` commands, each in a fresh interpreter, beside anchors
run in alternation with them.

Run: ``python benchmarks/bench_startup.py [--runs N]``. Builds the bundled site into a
temporary folder, then runs each command as a new process (as a user's shell does):
``mcrules search threat --site <built site>``, ``mcrules verify --help`` and ``mcrules --help``.
Every run must exit 0 and print what the command prints.

The anchors, measured in the same run:

- ``python -c pass``: an empty interpreter, below which nothing starts. The target is stated
  against it: a cold search under 3 times its time.
- for the search, the import of what a whoosh search loads before it answers when it opens an
  index whoosh's own way (whoosh's index, its file storage and its codec) and that opening of
  one language's built index, whose schema brings the project's analysers with it: the anchor
  does not parse a query, score or print. ``mcrules search`` no longer opens its indexes that
  way: it reads their segments with the facts the build writes beside them
  (:mod:`checker.search.segment_files`), so this anchor is what it would cost otherwise.
- for the two help texts, ``python -c "import argparse"``: what any command line of the
  standard library loads; the anchor does not load the catalogs or build the parsers.

Each command and its anchor run in pairs, in alternating order, ``N`` pairs: the machine's
speed swings, and a pair sees the same machine. The figure is the median of the pairs' ratios,
with the least and the greatest; each side's median time is printed beside it.

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

OPEN_INDEX = (
    "import sys; from whoosh import index; from whoosh.filedb.filestore import FileStorage; "
    "import whoosh.codec.whoosh3; index.open_dir(sys.argv[1], indexname='glossary-en').reader().close()"
)
"""What any whoosh search must do before it answers: import the index, its storage and codec,
and open one language's index."""


def wall_time(argv: list[str], expected: str, environment: dict[str, str]) -> float:
    """Seconds one run of ``argv`` took, checked for exit status 0 and ``expected`` at the start
    of its standard output."""
    started = time.perf_counter()
    result = subprocess.run(argv, capture_output=True, text=True, env=environment)
    seconds = time.perf_counter() - started
    assert result.returncode == 0, (argv, result.returncode, result.stderr)
    assert result.stdout.startswith(expected), (argv, result.stdout[:200])
    return seconds


def paired(command: tuple, anchor: tuple, runs: int, environment: dict[str, str]) -> tuple[list[float], list[float]]:
    """Seconds of ``runs`` runs of the command and of its anchor, in pairs whose order alternates,
    after one unmeasured run of each."""
    wall_time(*command, environment)
    wall_time(*anchor, environment)
    ours, theirs = [], []
    for number in range(runs):
        if number % 2:
            theirs.append(wall_time(*anchor, environment))
            ours.append(wall_time(*command, environment))
        else:
            ours.append(wall_time(*command, environment))
            theirs.append(wall_time(*anchor, environment))
    return ours, theirs


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=21)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        site = Path(folder) / "site"
        build_site(load_glossary(), site)
        environment = as_a_user(Path(folder) / "caches")
        mcrules = [sys.executable, "-c", COMMAND_LINE, "--lang", "en"]
        empty = ("python -c pass", ([sys.executable, "-c", "pass"], ""))
        whoosh = ("open the index with whoosh", ([sys.executable, "-c", OPEN_INDEX, str(site / "_search")], ""))
        parsers = ("python -c 'import argparse'", ([sys.executable, "-c", "import argparse"], ""))
        search = ("mcrules search threat", ([*mcrules, "search", "threat", "--site", str(site)], "1. "))
        cases = [
            (search, empty),
            (search, whoosh),
            (("mcrules verify --help", ([*mcrules, "verify", "--help"], "usage: mcrules verify")), parsers),
            (("mcrules --help", ([*mcrules, "--help"], "usage: mcrules")), parsers),
        ]
        results = [(command[0], anchor[0], *paired(command[1], anchor[1], args.runs, environment))
                   for command, anchor in cases]
    print(f"wall time of fresh processes, {args.runs} pairs each, command and anchor in alternating order")
    print(f"{'command':<24}{'median':>10}  {'anchor':<30}{'median':>10}{'ratio: median':>16}{'min':>7}{'max':>7}")
    for name, anchor, ours, theirs in results:
        ratios = sorted(our / their for our, their in zip(ours, theirs))
        print(f"{name:<24}{statistics.median(ours) * 1000:8.1f} ms  {anchor:<30}{statistics.median(theirs) * 1000:8.1f} ms"
              f"{statistics.median(ratios):15.2f}x{ratios[0]:6.2f}x{ratios[-1]:6.2f}x")
    print("target: mcrules search threat under 3x python -c pass")


if __name__ == "__main__":
    main()
