"""Import speed: a generated corpus of 2,000 bilingual entries in the sources' shapes.

Run: ``python benchmarks/bench_import.py [--entries N]``. Prints entries per second for the full
import, and the ratio to a baseline measured in the same run on the same files: reading and
classifying every line, the least any importer has to do. Target: >= 1,000 entries/s, and the
bundled sources in well under a second.
"""

from __future__ import annotations

import argparse
import tempfile
import time
from pathlib import Path

from checker.glossary import load_glossary
from checker.glossary.lines import classify

ENTRIES_PER_FILE = 10


def spanish_and_english(number: int) -> str:
    """An entry in both languages, one after the other, shaped like the main scheme page."""
    return f"""Término número {number}

El término {number} es un tipo de carta de Encuentro. Representa el objetivo del Villano.

• Durante el paso uno de la fase del Villano, se coloca Amenaza sobre el término {number}.

• Si la Amenaza iguala su umbral, el término {number} se completa.

  • Si el Villano completa la última etapa, gana la partida.

• Cuando avanza el término {number}, sigue estos pasos:

  1. Retira del juego la carta superior.

  2. Resuelve cualquier capacidad "Cuando se muestre".

  1. Gira la carta y coloca la Amenaza inicial

Term number {number}

Term {number} is an encounter card type. It represents the villain's goal.

• During step one of the villain phase, place threat on term {number}.

• If the threat reaches its target, term {number} is completed.

  • If the villain completes the final stage, the villain wins the game.

• When term {number} advances, follow these steps:

  1. Remove the top card from the game.

  2. Resolve any "When Revealed" ability.

  1. Flip the card and place its starting threat

Véase también

• Amenaza
• Villano
"""


def newer_english(number: int) -> str:
    """A second, richer English version of the same entry, as the Rules Reference gives it."""
    return f"""Term number {number}

Term {number} is an encounter card type. It represents the villain's goal.

• During step one of the villain phase, place threat on term {number}. For example, 2 threat.

• If the threat reaches its target, term {number} is completed.

  • If the villain completes the final stage, the villain wins the game.

• When term {number} advances, follow these steps:

  1. Remove the top card from the game.

  2. Resolve any "When Revealed" ability.

  3. Flip the card and place its starting threat.
"""


def write_corpus(folder: Path, entries: int) -> None:
    for first in range(0, entries, ENTRIES_PER_FILE):
        numbers = range(first, min(first + ENTRIES_PER_FILE, entries))
        text = "Saltar al contenido principal\n\n" + "\n".join(spanish_and_english(n) for n in numbers)
        (folder / f"page_{first:05}.txt").write_text(text, encoding="utf-8")
    for number in range(0, entries, 4):
        (folder / f"rules_reference_{number:05}.txt").write_text(newer_english(number), encoding="utf-8")


def baseline(folder: Path) -> int:
    lines = 0
    for path in sorted(folder.glob("*.txt")):
        for index, raw in enumerate(path.read_text(encoding="utf-8").splitlines()):
            classify(index, raw)
            lines += 1
    return lines


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
    assert len(glossary.entries) == args.entries and not glossary.unaccounted
    _, real_seconds = timed(load_glossary)
    print(f"generated corpus: {args.entries} entries, {lines} lines")
    print(f"baseline (read + classify lines): {baseline_seconds:.3f} s")
    print(f"full import: {import_seconds:.3f} s = {args.entries / import_seconds:,.0f} entries/s (target >= 1,000)")
    print(f"ratio full import / baseline: {import_seconds / baseline_seconds:.1f}x")
    print(f"bundled sources: {real_seconds * 1000:.0f} ms (target well under 1 s)")


if __name__ == "__main__":
    main()
