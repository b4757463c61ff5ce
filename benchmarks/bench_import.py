"""Import speed: a generated corpus of 2,000 bilingual entries in the sources' shapes.

Each entry's sentences are drawn at random (seeded) from a word list, so no two entries share
their text and the importer cannot profit from repeated lines.

Run: ``python benchmarks/bench_import.py [--entries N]``. Prints entries per second for the full
import, and the ratio to a baseline measured in the same run on the same files: reading and
classifying every line, the least any importer has to do. Target: >= 1,000 entries/s, and the
bundled sources in well under a second.
"""

from __future__ import annotations

import argparse
import random
import tempfile
import time
from pathlib import Path

from checker.glossary import load_glossary
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


def timed(function, *args):
    start = time.perf_counter()
    result = function(*args)
    return result, time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--entries", type=int, default=2000)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as temporary:
        folder = Path(temporary)
        write_corpus(folder, args.entries)
        lines, baseline_seconds = timed(baseline, folder)
        glossary, import_seconds = timed(load_glossary, folder, None)
    check_import(glossary, args.entries)
    _, real_seconds = timed(load_glossary)
    print(f"generated corpus: {args.entries} entries, {lines} lines")
    print(f"baseline (read + classify lines): {baseline_seconds:.3f} s")
    print(f"full import: {import_seconds:.3f} s = {args.entries / import_seconds:,.0f} entries/s (target >= 1,000)")
    print(f"ratio full import / baseline: {import_seconds / baseline_seconds:.1f}x")
    print(f"bundled sources: {real_seconds * 1000:.0f} ms (target well under 1 s)")


if __name__ == "__main__":
    main()
