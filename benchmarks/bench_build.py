"""How long the whole site build takes for a glossary the size of the full rules reference.

A synthetic glossary of 200 entries in both languages, shaped like the imported sources
(definitions, rules with bullets, numbered steps, examples, see-also lists, kept variants), is
built with :func:`checker.site.build_site`: page generation, MkDocs in strict mode with our hooks,
and the search index. The baseline, measured in the same run, is a plain mkdocs-material build of
the same number of pages with the same text, written directly as Markdown: no generation step,
no hooks, no search index of our own.

Run: ``python benchmarks/bench_build.py [--entries 200] [--repeat 2]``.
Targets: our build under 30 s, and at most 1.3 times the baseline.
"""

from __future__ import annotations

import argparse
import logging
import os
import tempfile
import time
from pathlib import Path

from checker import PROJECT_ROOT
from checker.glossary.model import (
    Clause,
    ClauseKind,
    Entry,
    Glossary,
    Lang,
    SeeAlso,
    SourceRef,
    Variant,
    VariantClause,
)
from checker.site import build_site

TARGET_SECONDS = 30.0
TARGET_RATIO = 1.3
WORDS = {
    Lang.ES: "carta jugador amenaza villano plan principal mazo encuentro aceleración ficha fase "
    "paso zona juego descarte esbirro capacidad efecto aliado apoyo mejora".split(),
    Lang.EN: "card player threat villain main scheme deck encounter acceleration token phase "
    "step area play discard minion ability effect ally support upgrade".split(),
}


def sentence(lang: Lang, seed: int, length: int = 18) -> str:
    words = WORDS[lang]
    text = " ".join(words[(seed * 7 + position * 3) % len(words)] for position in range(length))
    return text[0].upper() + text[1:] + "."


def both(seed: int, prefix: str = "") -> dict[Lang, str]:
    return {lang: prefix + sentence(lang, seed) for lang in Lang}


def make_clause(clause_id, kind, seed, *, number=None, children=()):
    text = both(seed, "For example, " if kind is ClauseKind.EXAMPLE else "")
    return Clause(
        id=clause_id,
        kind=kind,
        depth=clause_id.count(".") - 1,
        number=number,
        text=text,
        source={lang: SourceRef(f"bench-{seed % 50}.txt", seed % 400 + 1) for lang in Lang},
        children=list(children),
    )


def make_entry(index: int, count: int) -> Entry:
    entry_id = f"term-{index:03d}"
    seed = index * 31
    clauses = [
        make_clause(f"{entry_id}.1", ClauseKind.DEFINITION, seed),
        make_clause(
            f"{entry_id}.2",
            ClauseKind.RULE,
            seed + 1,
            children=[
                make_clause(f"{entry_id}.2.1", ClauseKind.SUB_RULE, seed + 2),
                make_clause(f"{entry_id}.2.2", ClauseKind.SUB_RULE, seed + 3),
                make_clause(f"{entry_id}.2.3", ClauseKind.EXAMPLE, seed + 4),
            ],
        ),
        make_clause(
            f"{entry_id}.3",
            ClauseKind.RULE,
            seed + 5,
            children=[
                make_clause(f"{entry_id}.3.{step}", ClauseKind.STEP, seed + 5 + step, number=step)
                for step in range(1, 6)
            ],
        ),
        *(make_clause(f"{entry_id}.{n}", ClauseKind.RULE, seed + 10 + n) for n in range(4, 7)),
    ]
    see_also = [
        SeeAlso({Lang.ES: f"Término {(index + hop) % count}"}, f"term-{(index + hop) % count:03d}", SourceRef("bench.txt", 1))
        for hop in (1, 7)
    ] + [SeeAlso({Lang.ES: "Concepto ausente", Lang.EN: "Missing Concept"}, None, SourceRef("bench.txt", 2))]
    variants = []
    if index % 10 == 0:
        variants.append(
            Variant(
                Lang.EN,
                f"Term {index}",
                SourceRef("bench.txt", 3),
                [VariantClause(sentence(Lang.EN, seed + n), SourceRef("bench.txt", 4 + n), 0, f"{entry_id}.{n + 1}")
                 for n in range(4)],
            )
        )
    return Entry(
        id=entry_id,
        title={Lang.ES: f"Término {index}", Lang.EN: f"Term {index}"},
        title_source={lang: SourceRef("bench.txt", 1) for lang in Lang},
        clauses=clauses,
        see_also=see_also,
        variants=variants,
    )


def synthetic_glossary(count: int) -> Glossary:
    return Glossary(entries=[make_entry(index, count) for index in range(count)])


def plain_markdown(entry: Entry, lang: Lang) -> str:
    """The same entry as plain Markdown: what a hand-written page of the same text would be."""
    lines = [f"# {entry.title[lang]}", ""]
    for clause in entry.walk():
        indent = "    " * clause.depth
        bullet = f"{clause.number}." if clause.number else "-"
        lines += [f"{indent}{bullet} {clause.text[lang]}" if clause.depth else clause.text[lang], ""]
    lines += ["## See also", ""] + [f"- {item.label.get(lang, item.label[Lang.ES])}" for item in entry.see_also]
    return "\n".join(lines) + "\n"


BASELINE_CONFIG = """\
site_name: Baseline
use_directory_urls: true
theme:
  name: material
  language: es
  font: false
markdown_extensions: [admonition, attr_list, md_in_html, tables, toc, pymdownx.superfences]
plugins:
  - search:
      lang: [es, en]
  - i18n:
      docs_structure: folder
      fallback_to_default: false
      reconfigure_material: true
      languages:
        - {locale: es, name: Español, default: true}
        - {locale: en, name: English}
nav: [index.md, glossary/index.md, terms.md, reading-an-entry.md, writing-a-ruling.md]
"""


def baseline_build(glossary: Glossary, work: Path) -> float:
    docs = work / "docs"
    for lang in Lang:
        folder = docs / str(lang)
        (folder / "glossary").mkdir(parents=True)
        for name in ("index.md", "terms.md", "reading-an-entry.md", "writing-a-ruling.md"):
            (folder / name).write_text(f"# {name}\n\nText.\n", encoding="utf-8")
        links = [f"- [{entry.title[lang]}]({entry.id}.md)" for entry in glossary.entries]
        (folder / "glossary" / "index.md").write_text("# Index\n\n" + "\n".join(links) + "\n", encoding="utf-8")
        for entry in glossary.entries:
            (folder / "glossary" / f"{entry.id}.md").write_text(plain_markdown(entry, lang), encoding="utf-8")
    config = work / "mkdocs.yml"
    config.write_text(BASELINE_CONFIG, encoding="utf-8")

    from mkdocs.commands.build import build
    from mkdocs.config import load_config

    started = time.perf_counter()
    build(load_config(config_file=str(config), site_dir=str(work / "site"), strict=True))
    return time.perf_counter() - started


def our_build(glossary: Glossary, work: Path) -> float:
    started = time.perf_counter()
    build_site(glossary, work / "site", docs_dir=PROJECT_ROOT / "docs")
    return time.perf_counter() - started


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--entries", type=int, default=200)
    parser.add_argument("--repeat", type=int, default=2, help="runs of each build; the best one counts")
    options = parser.parse_args()
    os.environ["NO_MKDOCS_2_WARNING"] = "1"
    logging.getLogger("mkdocs").setLevel(logging.ERROR)

    glossary = synthetic_glossary(options.entries)
    pages = 2 * (options.entries + 5)
    # Both builds write inside the checkout's build/ folder, as `mcrules build` writes site/.
    scratch = PROJECT_ROOT / "build"
    scratch.mkdir(exist_ok=True)
    ours, baseline = [], []
    for _ in range(options.repeat):
        with tempfile.TemporaryDirectory(dir=scratch) as work:
            baseline.append(baseline_build(glossary, Path(work)))
        with tempfile.TemporaryDirectory(dir=scratch) as work:
            ours.append(our_build(glossary, Path(work)))
    best_ours, best_baseline = min(ours), min(baseline)
    ratio = best_ours / best_baseline
    print(f"{options.entries} entries x 2 languages = {pages} pages, best of {options.repeat}")
    print(f"  plain mkdocs-material build:   {best_baseline:6.2f} s")
    print(f"  our build (pages+mkdocs+index): {best_ours:6.2f} s   (target < {TARGET_SECONDS:.0f} s)")
    print(f"  ratio ours / plain:             {ratio:6.2f}     (target <= {TARGET_RATIO})")


if __name__ == "__main__":
    main()
