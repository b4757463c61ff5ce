"""Export and import speed: generated corpora of 2,000 and 10,000 bilingual entries in the
sources' shapes.

Each entry's sentences are drawn at random (seeded) from a word list, so no two entries share
their text and the importer cannot profit from repeated lines.

Run: ``python benchmarks/bench_import.py [--entries N ...] [--repeats N]``. For each size, runs
``mcrules export --output`` on the corpus ``--repeats`` times, each run a command of its own as a
user starts it (a fresh interpreter, its start-up counted; see :mod:`user_environment`): the
import, the model as JSON and the file written. The import alone, and the baseline, run as many
times, each in a fresh interpreter too, timed from the moment its modules are loaded: a process
that has already built and freed one glossary runs the next up to a third slower, as its memory
is scattered. Every export is checked (the command's status, each entry in the file, nothing
unaccounted) and every import (each entry whole, in both languages, with its own text, and
every source line accounted for) before anything is printed. Prints entries per second for
both, the best run in CPU time (the machine is shared) with wall time beside it, and their
ratios to a baseline measured in the same run on the same files: reading and classifying every
line, the least any importer has to do. Each size is imported again with the garbage collector
left as Python sets it (:mod:`checker.gc_tuning` not applied), to show what the tuning does;
then the bundled sources are imported.

Target: an export of >= 2,000 entries/s at 10,000 entries, and the bundled sources imported in
well under a second.
"""

from __future__ import annotations

import argparse
import contextlib
import gc
import json
import random
import resource
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from unittest.mock import patch

from checker.glossary import importer, load_glossary
from checker.glossary.lines import classify
from checker.glossary.model import ClauseKind, Lang
from user_environment import COMMAND_LINE, as_a_user

ENTRIES_PER_FILE = 10


SPANISH_WORDS = (
    "de la el los las que y en se del por con una un su "
    "carta jugador amenaza villano plan principal mazo encuentro aceleración ficha fase paso zona "
    "juego descarte esbirro capacidad efecto aliado apoyo mejora héroe identidad daño ataque "
    "contraataque turno ronda mano recurso coste objetivo etapa umbral icono lado secundario"
).split()
ENGLISH_WORDS = (
    "the of and to is in that a an on for with it its this "
    "card player threat villain main scheme deck encounter acceleration token phase step area "
    "play discard minion ability effect ally support upgrade hero identity damage attack "
    "retaliate turn round hand resource cost target stage threshold icon side secondary"
).split()


# Function words are part of the lists, as common as in rules text, since the importer tells the
# languages apart by them.
def sentence(rng: random.Random, words: list[str], low: int = 6, high: int = 18) -> str:
    text = " ".join(rng.choice(words) for _ in range(rng.randint(low, high)))
    return text[0].upper() + text[1:]


def spanish_and_english(rng: random.Random, number: int) -> str:
    """An entry in both languages, one after the other, shaped like the main scheme page."""
    es = [sentence(rng, SPANISH_WORDS) for _ in range(8)]
    en = [sentence(rng, ENGLISH_WORDS) for _ in range(8)]
    return f"""Término número {number}

{es[0]}. {es[1]}.

• {es[2]}.

• {es[3]}.

  • {es[4]}.

• {es[5]}:

  1. {es[6]}.

  2. {es[7]}.

  1. {sentence(rng, SPANISH_WORDS)}

Term number {number}

{en[0]}. {en[1]}.

• {en[2]}.

• {en[3]}.

  • {en[4]}.

• {en[5]}:

  1. {en[6]}.

  2. {en[7]}.

  1. {sentence(rng, ENGLISH_WORDS)}

Véase también

• Amenaza
• Villano
"""


def newer_english(rng: random.Random, number: int) -> str:
    """A second, richer English version of the same entry, as the Rules Reference gives it."""
    en = [sentence(rng, ENGLISH_WORDS) for _ in range(8)]
    return f"""Term number {number}

{en[0]}. {en[1]}.

• {en[2]}. For example, {sentence(rng, ENGLISH_WORDS, 3, 8).lower()}.

• {en[3]}.

  • {en[4]}.

• {en[5]}:

  1. {en[6]}.

  2. {en[7]}.

  3. {sentence(rng, ENGLISH_WORDS)}.
"""


def write_corpus(folder: Path, entries: int, seed: int = 1) -> None:
    rng = random.Random(seed)
    for first in range(0, entries, ENTRIES_PER_FILE):
        numbers = range(first, min(first + ENTRIES_PER_FILE, entries))
        text = "Saltar al contenido principal\n\n" + "\n".join(spanish_and_english(rng, n) for n in numbers)
        (folder / f"page_{first:05}.txt").write_text(text, encoding="utf-8")
    for number in range(0, entries, 4):
        (folder / f"rules_reference_{number:05}.txt").write_text(newer_english(rng, number), encoding="utf-8")


TARGET_ENTRIES_PER_SECOND = 2000
TARGET_SIZE = 10000


def baseline(folder: Path) -> int:
    lines = 0
    for path in sorted(folder.glob("*.txt")):
        for index, raw in enumerate(path.read_text(encoding="utf-8").splitlines()):
            classify(index, raw)
            lines += 1
    return lines


def check_import(glossary, entries: int) -> None:
    """Every entry imported whole, in both languages, each with its own text."""
    assert len(glossary.entries) == entries and not glossary.unaccounted, glossary.unaccounted
    definitions = set()
    for entry in glossary.entries:
        clauses = list(entry.walk())
        assert len(clauses) >= 8, entry.id
        assert all(set(clause.text) == set(Lang) for clause in clauses if clause.kind is not ClauseKind.EXAMPLE)
        definitions.add(clauses[0].text[Lang.EN])
    assert len(definitions) == entries, "entries share their text"


@dataclass
class Timing:
    cpu: float = float("inf")
    wall: float = float("inf")

    def keep(self, cpu: float, wall: float) -> None:
        """Keep the best times so far."""
        self.cpu, self.wall = min(self.cpu, cpu), min(self.wall, wall)

    def add(self, function, *args):
        """Run ``function`` in this process, keep the best times so far, and return its result."""
        gc.collect()
        started, started_cpu = time.perf_counter(), time.process_time()
        result = function(*args)
        self.keep(time.process_time() - started_cpu, time.perf_counter() - started)
        return result


def children_cpu() -> float:
    """CPU seconds, the kernel's included, of every child process this one has waited for."""
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def export(folder: Path, output: Path, environment: dict[str, str]) -> tuple[int, float, float]:
    """``mcrules export --sources FOLDER --output OUTPUT`` as a user runs it: its exit status,
    and its CPU and wall seconds. Its messages are kept out of the benchmark's output."""
    argv = [sys.executable, "-c", COMMAND_LINE, "--lang", "en", "export", "--sources", str(folder), "--output", str(output)]
    started, started_cpu = time.perf_counter(), children_cpu()
    status = subprocess.run(argv, capture_output=True, env=environment).returncode
    return status, children_cpu() - started_cpu, time.perf_counter() - started


def check_export(status: int, output: Path, entries: int) -> None:
    """The command succeeded and its file holds every entry, with nothing left unaccounted."""
    assert status == 0, status
    data = json.loads(output.read_text(encoding="utf-8"))
    assert len(data["entries"]) == entries and not data["unaccounted"], data["unaccounted"]
    assert all(len(entry["clauses"]) >= 8 for entry in data["entries"])


def untuned_import(folder: Path):
    """The import with the collector as Python sets it: the importer's tuning becomes a no-op."""
    with patch.object(importer, "no_collections", contextlib.nullcontext):
        return load_glossary(folder, None)


PASSES = {"baseline": baseline, "import": lambda folder: load_glossary(folder, None), "untuned": untuned_import}
"""What runs in a fresh interpreter of its own (:func:`in_fresh_interpreter`), by name."""


def measure_here(name: str, folder: Path, entries: int) -> dict[str, float | int]:
    """Run the pass ``name`` on ``folder`` once in this process, check it, and give its times
    (and for the baseline, the lines read)."""
    timing = Timing()
    result = timing.add(PASSES[name], folder)
    if name != "baseline":
        check_import(result, entries)
    return {"cpu": timing.cpu, "wall": timing.wall, "lines": result if name == "baseline" else 0}


def in_fresh_interpreter(name: str, folder: Path, entries: int, environment: dict[str, str]) -> dict[str, float | int]:
    """:func:`measure_here` in an interpreter of its own."""
    argv = [sys.executable, __file__, "--pass", name, str(folder), "--entries", str(entries)]
    completed = subprocess.run(argv, capture_output=True, text=True, env=environment)
    assert completed.returncode == 0, completed.stderr
    return json.loads(completed.stdout)


def measure(entries: int, repeats: int, environment: dict[str, str]) -> dict[str, Timing | int]:
    """Baseline, export, import and untuned import of a corpus of ``entries`` entries, each checked."""
    timings = {"baseline": Timing(), "export": Timing(), "import": Timing(), "untuned": Timing()}
    with tempfile.TemporaryDirectory() as temporary:
        folder, output = Path(temporary) / "sources", Path(temporary) / "glossary.json"
        folder.mkdir()
        write_corpus(folder, entries)
        for _ in range(repeats):
            # A file left by the run before would pass for this run's.
            output.unlink(missing_ok=True)
            status, cpu, wall = export(folder, output, environment)
            check_export(status, output, entries)
            timings["export"].keep(cpu, wall)
            for name in PASSES:
                found = in_fresh_interpreter(name, folder, entries, environment)
                timings[name].keep(found["cpu"], found["wall"])
                if name == "baseline":
                    lines = found["lines"]
    return {**timings, "lines": lines}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--entries", type=int, nargs="+", default=[2000, TARGET_SIZE])
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--pass", dest="one_pass", nargs=2, metavar=("NAME", "FOLDER"),
                        help="run one pass on FOLDER here and print its times as JSON (what each fresh interpreter runs)")
    args = parser.parse_args()
    if args.one_pass:
        name, folder = args.one_pass
        print(json.dumps(measure_here(name, Path(folder), args.entries[0])))
        return
    load_glossary()
    with tempfile.TemporaryDirectory() as caches:
        environment = as_a_user(Path(caches))
        # A first, unmeasured command writes the bytecode and the compiled catalogs, as a
        # user's first run does.
        with tempfile.TemporaryDirectory() as warm_up:
            write_corpus(Path(warm_up), 20)
            check_export(export(Path(warm_up), Path(warm_up) / "glossary.json", environment)[0], Path(warm_up) / "glossary.json", 20)
        results = {entries: measure(entries, args.repeats, environment) for entries in args.entries}
    real = Timing()
    for _ in range(args.repeats):
        real.add(load_glossary)
    print(f"every export and import checked: entries whole, in both languages, all lines accounted for (best of {args.repeats})")
    for entries, result in results.items():
        base, exported, full, untuned = result["baseline"], result["export"], result["import"], result["untuned"]
        target = f" (target >= {TARGET_ENTRIES_PER_SECOND:,})" if entries == TARGET_SIZE else ""
        print(f"{entries} entries, {result['lines']} lines:")
        print(f"  baseline (read + classify lines): {base.cpu:.3f} s CPU ({base.wall:.3f} s wall)")
        print(f"  export (the command: start-up, import, JSON, file): {exported.cpu:.3f} s CPU = "
              f"{entries / exported.cpu:,.0f} entries/s{target}; wall {exported.wall:.3f} s = {entries / exported.wall:,.0f} entries/s")
        print(f"  the import alone: {full.cpu:.3f} s CPU = {entries / full.cpu:,.0f} entries/s; "
              f"wall {full.wall:.3f} s = {entries / full.wall:,.0f} entries/s")
        print(f"  ratio export / baseline: {exported.cpu / base.cpu:.1f}x CPU, {exported.wall / base.wall:.1f}x wall; "
              f"import / baseline: {full.cpu / base.cpu:.1f}x CPU, {full.wall / base.wall:.1f}x wall")
        print(f"  default GC instead: {untuned.cpu:.3f} s CPU = {entries / untuned.cpu:,.0f} entries/s "
              f"(GC tuning saves {untuned.cpu - full.cpu:.2f} s, {untuned.cpu / full.cpu:.2f}x)")
    print(f"bundled sources: {real.cpu * 1000:.0f} ms CPU ({real.wall * 1000:.0f} ms wall; target well under 1 s)")


if __name__ == "__main__":
    main()
