"""Export and import speed: generated corpora of 2,000 and 10,000 bilingual entries in the
sources' shapes.

Each entry's sentences are drawn at random (seeded) from a word list, so no two entries share
their text and the importer cannot profit from repeated lines.

Run: ``python benchmarks/bench_import.py [--entries N ...] [--repeats N]``. For each size, runs
``mcrules export --output`` on the corpus ``--repeats`` times, in this process (the import, the
model as JSON, the file written), and imports it as many times on its own; it checks every
export (the command's status, each entry in the file, nothing unaccounted) and every import
(each entry whole, in both languages, with its own text, and every source line accounted for)
before printing anything. Prints entries per second for both, the best run in CPU time (the
machine is shared) with wall time beside it, and their ratios to a baseline measured in the same
run on the same files: reading and classifying every line, the least any importer has to do.
Each size is imported again with the garbage collector left as Python sets it
(:mod:`checker.gc_tuning` not applied), to show what the tuning does; then the bundled sources
are imported.

Target: an export of >= 2,000 entries/s at 10,000 entries, and the bundled sources imported in
well under a second.
"""

from __future__ import annotations

import argparse
import contextlib
import gc
import io
import json
import random
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from unittest.mock import patch

from checker import cli
from checker.glossary import importer, load_glossary
from checker.glossary.lines import classify
from checker.glossary.model import ClauseKind, Lang

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

    def add(self, function, *args):
        """Run ``function``, keep the best times so far, and return its result."""
        gc.collect()
        started, started_cpu = time.perf_counter(), time.process_time()
        result = function(*args)
        self.cpu = min(self.cpu, time.process_time() - started_cpu)
        self.wall = min(self.wall, time.perf_counter() - started)
        return result


def export(folder: Path, output: Path) -> int:
    """``mcrules export --sources FOLDER --output OUTPUT``, run in this process: the import (the
    project's own translations included, as the command does), the model as JSON and the file
    written. Its messages are kept out of the benchmark's output."""
    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
        return cli.main(["--lang", "en", "export", "--sources", str(folder), "--output", str(output)])


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


def measure(entries: int, repeats: int) -> dict[str, Timing | int]:
    """Baseline, export, import and untuned import of a corpus of ``entries`` entries, each checked."""
    timings = {"baseline": Timing(), "export": Timing(), "import": Timing(), "untuned": Timing()}
    with tempfile.TemporaryDirectory() as temporary:
        folder, output = Path(temporary) / "sources", Path(temporary) / "glossary.json"
        folder.mkdir()
        write_corpus(folder, entries)
        for _ in range(repeats):
            lines = timings["baseline"].add(baseline, folder)
            check_export(timings["export"].add(export, folder, output), output, entries)
            check_import(timings["import"].add(load_glossary, folder, None), entries)
            check_import(timings["untuned"].add(untuned_import, folder), entries)
    return {**timings, "lines": lines}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--entries", type=int, nargs="+", default=[2000, TARGET_SIZE])
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args()
    load_glossary()
    results = {entries: measure(entries, args.repeats) for entries in args.entries}
    real = Timing()
    for _ in range(args.repeats):
        real.add(load_glossary)
    print(f"every export and import checked: entries whole, in both languages, all lines accounted for (best of {args.repeats})")
    for entries, result in results.items():
        base, exported, full, untuned = result["baseline"], result["export"], result["import"], result["untuned"]
        target = f" (target >= {TARGET_ENTRIES_PER_SECOND:,})" if entries == TARGET_SIZE else ""
        print(f"{entries} entries, {result['lines']} lines:")
        print(f"  baseline (read + classify lines): {base.cpu:.3f} s CPU ({base.wall:.3f} s wall)")
        print(f"  export (import, JSON, file): {exported.cpu:.3f} s CPU = {entries / exported.cpu:,.0f} entries/s{target}; "
              f"wall {exported.wall:.3f} s = {entries / exported.wall:,.0f} entries/s")
        print(f"  of it the import: {full.cpu:.3f} s CPU = {entries / full.cpu:,.0f} entries/s; "
              f"wall {full.wall:.3f} s = {entries / full.wall:,.0f} entries/s")
        print(f"  ratio export / baseline: {exported.cpu / base.cpu:.1f}x CPU, {exported.wall / base.wall:.1f}x wall; "
              f"import / baseline: {full.cpu / base.cpu:.1f}x CPU, {full.wall / base.wall:.1f}x wall")
        print(f"  default GC instead: {untuned.cpu:.3f} s CPU = {entries / untuned.cpu:,.0f} entries/s "
              f"(GC tuning saves {untuned.cpu - full.cpu:.2f} s, {untuned.cpu / full.cpu:.2f}x)")
    print(f"bundled sources: {real.cpu * 1000:.0f} ms CPU ({real.wall * 1000:.0f} ms wall; target well under 1 s)")


if __name__ == "__main__":
    main()
