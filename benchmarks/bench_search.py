"""Search speed on a 10,000-entry bilingual glossary, next to SQLite FTS5 on the same text.

Run: ``python benchmarks/bench_search.py [--entries N] [--rounds R] [--distinct D]``. Builds the
index of a synthetic glossary (:mod:`benchmarks.corpus`) and, from the same clauses, the
baseline: an FTS5 database on disk with one table per language (accent folding only: no
stemming, typos or synonyms), dropping the stop words whoosh drops and answering
``ORDER BY rank LIMIT n``, the page's language first. Both build times and sizes are printed.

Queries are timed three ways, each on whoosh and FTS5 alike:

- cold: the search quality set (``tests/search/queries.toml``) once, in a fresh process that
  opens the index and the database, so no posting or word form is cached yet;
- distinct: ``D`` queries of one to three words drawn (seeded) from the corpus, each word of
  the vocabulary alike, each asked once in the benchmark's process, so most of their postings
  are read from the index;
- by frequency: ``D`` queries drawn the same way, but each word as often as the corpus has it,
  as people ask about common words: long postings, which cost the two engines differently;
- repeated: the quality set ``R`` times over, so every posting comes from the open index's
  cache: what a search server sees for popular queries.

Each is timed on the wall clock and in CPU time (``time.thread_time``): on a machine shared
with other work, the CPU figures show what the search itself costs. Build times
count the CPU of the processes that build the index too.

Targets: p99 under 10 ms and at most 1.2 times the baseline's, on both the distinct and the
by-frequency mix; the index at most 3 times the baseline's size, built in under 10 s.

The baseline ranks with ``bm25`` weighting the title 4 times the body, as the index boosts
titles; FTS5's ``bm25`` takes one weight per column, the unindexed ones included.

It also prints how many quality-set queries still find their expected entry first on the
large corpus. That is a guard, not a target: the generated clauses are shuffles of the real
entries' own words, so they compete with the real entries on exactly the words these queries
use, far more than the rest of a full rules reference would. A change that speeds the search
up by ignoring documents should not lower it.

The index size counts whoosh's segments and the document store beside them (the texts a hit
shows and a phrase is checked in, as JSON).
"""

from __future__ import annotations

import argparse
import json
import random
import re
import resource
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
import tomllib
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from whoosh.lang import stopwords_for_language  # noqa: E402

from benchmarks.corpus import synthetic_glossary  # noqa: E402
from checker.glossary.model import Lang  # noqa: E402
from checker.search import Searcher, build_index  # noqa: E402

QUERIES_FILE = Path(__file__).resolve().parent.parent / "tests" / "search" / "queries.toml"
LIMIT = 10
STOP_WORDS = frozenset().union(*(stopwords_for_language(str(lang)) for lang in Lang))
"""The words whoosh's analysers drop in either language; a query word dropped in either one
is left out of the query, in both engines."""
MIN_WORD_LENGTH = 2
"""Shorter words are dropped by whoosh's stop filter too."""
WORD = re.compile(r"[^\W_]+")


def percentile(samples: list[float], share: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def fts_database(glossary, path: Path) -> sqlite3.Connection:
    database = sqlite3.connect(path)
    for lang in Lang:
        database.execute(
            f"CREATE VIRTUAL TABLE clauses_{lang} USING fts5("
            "entry UNINDEXED, clause UNINDEXED, title, body, tokenize = 'unicode61 remove_diacritics 2')"
        )
        # bm25 takes a weight for every column, the unindexed ones included: the title counts 4 times the body.
        database.execute(f"INSERT INTO clauses_{lang}(clauses_{lang}, rank) VALUES ('rank', 'bm25(0.0, 0.0, 4.0, 1.0)')")
        database.executemany(
            f"INSERT INTO clauses_{lang} VALUES (?, ?, ?, ?)",
            [
                (entry.id, clause.id, entry.title.get(lang, ""), clause.text[lang])
                for entry in glossary.entries
                for clause in entry.walk()
                if lang in clause.text
            ],
        )
    database.commit()
    return database


def fts_search(database: sqlite3.Connection, text: str, lang: str | None) -> list[tuple]:
    words = [
        word for word in WORD.findall(text.lower()) if len(word) >= MIN_WORD_LENGTH and word not in STOP_WORDS
    ][:8]
    if not words:
        return []
    match = " OR ".join(f'"{word}"' for word in words)
    if lang is None:
        both = [
            row
            for language in Lang
            for row in database.execute(
                f"SELECT entry, clause, rank FROM clauses_{language} WHERE clauses_{language} MATCH ?"
                " ORDER BY rank LIMIT ?",
                (match, LIMIT),
            )
        ]
        return sorted(both, key=lambda row: row[2])[:LIMIT]
    rows: list[tuple] = []
    for language in (Lang(lang), Lang(lang).other):
        if len(rows) < LIMIT:
            rows += database.execute(
                f"SELECT entry, clause, rank FROM clauses_{language} WHERE clauses_{language} MATCH ?"
                " ORDER BY rank LIMIT ?",
                (match, LIMIT - len(rows)),
            ).fetchall()
    return rows


def quality(searcher: Searcher, queries: list[dict]) -> tuple[int, float]:
    """How many queries find their expected entry first, and the mean reciprocal rank."""
    ranks = []
    for query in queries:
        entries = [hit.entry for hit in searcher.search(query["text"], query.get("lang"), LIMIT)]
        ranks.append(entries.index(query["expect"]) + 1 if query["expect"] in entries else None)
    return ranks.count(1), sum(1 / rank for rank in ranks if rank) / len(ranks)


def timings(function, queries: list[dict], rounds: int = 1) -> tuple[list[float], list[float]]:
    """Milliseconds per query, on the wall clock and in CPU time of the thread that runs it
    (both engines run in it). The CPU clock is read outside the wall-clock window: reading it
    can cost tens of microseconds (``time.process_time`` far more than ``thread_time``)."""
    wall, cpu = [], []
    for _ in range(rounds):
        for query in queries:
            start_cpu = time.thread_time()
            start = time.perf_counter()
            function(query["text"], query.get("lang"))
            wall.append((time.perf_counter() - start) * 1000)
            cpu.append((time.thread_time() - start_cpu) * 1000)
    return wall, cpu


def cpu_seconds() -> float:
    """CPU time of this process and of the child processes it has waited for."""
    own, children = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


def word_counts(glossary) -> dict[Lang, Counter]:
    """How often each query word occurs in the corpus, per language."""
    return {
        lang: Counter(
            word.lower()
            for entry in glossary.entries
            for clause in entry.walk()
            for word in WORD.findall(clause.text.get(lang, ""))
            if len(word) >= MIN_WORD_LENGTH and word.lower() not in STOP_WORDS and not word.isdigit()
        )
        for lang in Lang
    }


def distinct_queries(counts: dict[Lang, Counter], count: int, by_frequency: bool, seed: int = 2) -> list[dict]:
    """``count`` different queries of one to three words of the corpus, in either page language:
    each word of the vocabulary as likely as any other, or (``by_frequency``) as likely as it is
    frequent in the text, as people ask about the common words. The mix decides the ratio to
    FTS5: a frequent word has long postings, which cost each engine differently."""
    rng = random.Random(seed)
    vocabularies = {lang: sorted(words) for lang, words in counts.items()}
    weights = {lang: [counts[lang][word] for word in vocabularies[lang]] for lang in Lang}
    queries: dict[tuple, dict] = {}
    while len(queries) < count:
        lang = rng.choice([*Lang, None])
        words_lang = lang or rng.choice(list(Lang))
        vocabulary, size = vocabularies[words_lang], rng.randint(1, 3)
        if by_frequency:
            words = list(dict.fromkeys(rng.choices(vocabulary, weights[words_lang], k=size)))
        else:
            words = rng.sample(vocabulary, size)
        text = " ".join(words)
        queries.setdefault((text, lang), {"text": text, "lang": None if lang is None else str(lang)})
    return list(queries.values())


def check_answers(searcher: Searcher, database: sqlite3.Connection, glossary) -> None:
    """Both engines find a generated entry first by its own title, and whoosh a real entry by
    its Spanish title typed without capitals."""
    entry = glossary.entries[-1]
    title = entry.title[Lang.EN]
    assert searcher.search(title, "en", LIMIT)[0].entry == entry.id, title
    assert fts_search(database, title, "en")[0][0] == entry.id, title
    assert searcher.search("mazo de encuentros", "es", LIMIT)[0].entry == "encounter-deck"


def cold_round(index_dir: Path, database_path: Path) -> None:
    """Run in a fresh process: the quality set once on a just-opened index and database."""
    queries = tomllib.loads(QUERIES_FILE.read_text(encoding="utf-8"))["query"]
    with Searcher.open(index_dir) as searcher:
        ours = timings(lambda text, lang: searcher.search(text, lang, LIMIT), queries)
    database = sqlite3.connect(database_path)
    baseline = timings(lambda text, lang: fts_search(database, text, lang), queries)
    print(json.dumps({"ours": ours, "baseline": baseline}))


def cold_timings(index_dir: Path, database_path: Path) -> dict[str, list[list[float]]]:
    output = subprocess.run(
        [sys.executable, __file__, "--cold", str(index_dir), str(database_path)],
        check=True, capture_output=True, text=True,
    ).stdout
    return json.loads(output)


def folder_size(folder: Path) -> int:
    return sum(path.stat().st_size for path in folder.iterdir())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--entries", type=int, default=10_000)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--distinct", type=int, default=600)
    parser.add_argument("--cold", nargs=2, type=Path, metavar=("INDEX", "DATABASE"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.cold:
        cold_round(*args.cold)
        return
    queries = tomllib.loads(QUERIES_FILE.read_text(encoding="utf-8"))["query"]

    glossary = synthetic_glossary(args.entries)
    clauses = sum(len(clause.text) for entry in glossary.entries for clause in entry.walk())
    counts = word_counts(glossary)
    distinct = distinct_queries(counts, args.distinct, by_frequency=False)
    frequent = distinct_queries(counts, args.distinct, by_frequency=True)
    print(f"corpus: {len(glossary.entries)} entries, {clauses} clause texts")
    with tempfile.TemporaryDirectory() as folder:
        index_dir = Path(folder) / "_search"
        database_path = Path(folder) / "fts5.sqlite"
        start, start_cpu = time.perf_counter(), cpu_seconds()
        build_index(glossary, index_dir)
        build_seconds, build_cpu = time.perf_counter() - start, cpu_seconds() - start_cpu
        start, start_cpu = time.perf_counter(), cpu_seconds()
        database = fts_database(glossary, database_path)
        fts_seconds, fts_cpu = time.perf_counter() - start, cpu_seconds() - start_cpu
        index_size, fts_size = folder_size(index_dir), database_path.stat().st_size
        print(f"whoosh index:  built in {build_seconds:5.1f} s ({build_cpu:5.1f} s CPU), {index_size / 1e6:6.1f} MB"
              f" ({index_size / fts_size:.1f}x)")
        print(f"FTS5 baseline: built in {fts_seconds:5.1f} s ({fts_cpu:5.1f} s CPU), {fts_size / 1e6:6.1f} MB")

        with Searcher.open(index_dir) as searcher:
            check_answers(searcher, database, glossary)
        cold = cold_timings(index_dir, database_path)
        with Searcher.open(index_dir) as searcher:
            samples = {
                "distinct": (
                    timings(lambda text, lang: searcher.search(text, lang, LIMIT), distinct),
                    timings(lambda text, lang: fts_search(database, text, lang), distinct),
                ),
                "by frequency": (
                    timings(lambda text, lang: searcher.search(text, lang, LIMIT), frequent),
                    timings(lambda text, lang: fts_search(database, text, lang), frequent),
                ),
                "repeated": (
                    timings(lambda text, lang: searcher.search(text, lang, LIMIT), queries, args.rounds),
                    timings(lambda text, lang: fts_search(database, text, lang), queries, args.rounds),
                ),
            }
            first_hits, mean_reciprocal_rank = quality(searcher, queries)
        database.close()
    samples = {"cold": (cold["ours"], cold["baseline"]), **samples}

    print(f"queries: cold {len(queries)} once in a fresh process, distinct {len(distinct)} once each with "
          f"every word alike, by frequency {len(frequent)} once each with words drawn as often as the text "
          f"has them, repeated {len(queries)} x {args.rounds} rounds")
    for clock, which in (("wall clock", 0), ("CPU time", 1)):
        print(f"{clock:24}{'p50 ms':>10}{'p99 ms':>10}{'max ms':>10}{'p50 ratio':>11}{'p99 ratio':>11}")
        for name, (ours, baseline) in samples.items():
            ours, baseline = ours[which], baseline[which]
            for engine, times in (("whoosh", ours), ("FTS5", baseline)):
                line = f"{name + ', ' + engine:24}{statistics.median(times):10.2f}{percentile(times, 0.99):10.2f}{max(times):10.2f}"
                if engine == "whoosh":
                    line += (f"{statistics.median(ours) / statistics.median(baseline):10.1f}x"
                             f"{percentile(ours, 0.99) / percentile(baseline, 0.99):10.1f}x")
                print(line)
    print(f"quality on this corpus: {first_hits}/{len(queries)} first hits, "
          f"mean reciprocal rank {mean_reciprocal_rank:.3f}")
    print("targets: p99 < 10 ms and <= 1.2x FTS5, distinct and by frequency; index <= 3x FTS5's size, built in < 10 s")


if __name__ == "__main__":
    main()
