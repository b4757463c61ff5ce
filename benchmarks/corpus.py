"""A synthetic bilingual glossary in the model's shape, for benchmarks that need thousands of entries.

The real entries come first, unchanged, so queries about them keep their answers; the generated
ones reuse the real texts' words (so common words stay common) mixed with made-up words (so the
vocabulary grows with the glossary, as it would with the full rules reference).
"""

from __future__ import annotations

import random
import re

from checker.glossary import load_glossary
from checker.glossary.model import Clause, ClauseKind, Entry, Glossary, Lang, SourceRef

SYLLABLES = "ra ve lo mi sa tu pe no ca di fe go la mu re si ta bo ne ri".split()
CLAUSES_PER_ENTRY = (2, 6)
WORDS_PER_CLAUSE = (6, 24)
INVENTED_SHARE = 0.5
"""Share of generated words that are made up; the rest follow the real texts' word frequencies."""


def _vocabulary(glossary: Glossary, lang: Lang) -> list[str]:
    return [
        word
        for entry in glossary.entries
        for clause in entry.walk()
        for word in re.findall(r"[^\W\d_]+", clause.text.get(lang, ""))
    ]


def _made_up_word(rng: random.Random) -> str:
    return "".join(rng.choice(SYLLABLES) for _ in range(rng.randint(2, 4)))


def _sentence(rng: random.Random, words: list[str], invented: list[str]) -> str:
    chosen = [
        rng.choice(invented) if rng.random() < INVENTED_SHARE else rng.choice(words)
        for _ in range(rng.randint(*WORDS_PER_CLAUSE))
    ]
    return " ".join(chosen).capitalize() + "."


def synthetic_glossary(entries: int, seed: int = 1) -> Glossary:
    """The real glossary padded with generated entries up to ``entries`` entries in all."""
    real = load_glossary()
    rng = random.Random(seed)
    words = {lang: _vocabulary(real, lang) for lang in Lang}
    invented = [_made_up_word(rng) for _ in range(max(entries * 2, 100))]
    generated: list[Entry] = []
    for number in range(entries - len(real.entries)):
        entry_id = f"generated-{number}"
        head = rng.choice(invented)
        clauses = []
        for position in range(1, rng.randint(*CLAUSES_PER_ENTRY) + 1):
            text = {lang: _sentence(rng, words[lang], invented) for lang in Lang}
            clauses.append(
                Clause(
                    id=f"{entry_id}.{position}",
                    kind=ClauseKind.DEFINITION if position == 1 else ClauseKind.RULE,
                    depth=0,
                    number=None,
                    text=text,
                    source={lang: SourceRef(f"{entry_id}.txt", position) for lang in Lang},
                )
            )
        generated.append(
            Entry(
                id=entry_id,
                title={Lang.ES: f"{head.capitalize()} {number}", Lang.EN: f"{head.capitalize()} {number}"},
                title_source={lang: SourceRef(f"{entry_id}.txt", 0) for lang in Lang},
                clauses=clauses,
            )
        )
    return Glossary(entries=[*real.entries, *generated])
