"""How long the whole site build takes for a glossary the size of the full rules reference.

A synthetic glossary of 200 entries in both languages, shaped like the imported sources
(definitions, rules with bullets, numbered steps, examples, see-also lists, kept variants), each
with a Spanish and an English scenario page (valid scenarios that pass the engine, citing the
entry's clauses), is built with :func:`checker.site.build_site`: page generation with the
scenarios folded in and linked from the clauses they cite, MkDocs in strict mode with our hooks,
and the search index.

The anchor, measured in the same rounds, is plain mkdocs-material building the same number of
pages with the same text, scenarios included as code blocks, written directly as Markdown, with
the one hook it shares with ours (:mod:`plain_hooks`: the i18n plugin's search de-duplication
in one pass instead of its quadratic one). It does not generate pages, run scenarios, draw
tables, or build a search index of its own; every page of ours besides the entries' (the
terms, the changes, the rules before the glossary, the coverage, the hand-written guides) it
gets as the text our build rendered, taken from an unmeasured build of ours.

Each build is a process of its own, timed whole by this one as a user's shell times a command:
the interpreter's start, the imports and the reading of the glossary are counted. With
``--reference``, ours is ``mcrules build`` itself on the bundled ``sources/`` and ``docs/``, and
the anchor gets the same entries, each page with its text in the page's language (or the other
one, as the site shows it) and the entry's real scenario page, if any, as code blocks. A
generated glossary has no source files, so our process reads it from a pickle. This process
checks what each built: every entry's page in both languages, and for ours the search index and
the scenarios on the pages. Printed for each: wall time; CPU time, which counts the build's
process and every child it waited for (our build writes its search index in another process
while MkDocs runs, so its wall time hides work the anchor does not do); and peak memory, the
most that the build's processes held at once, sampled every 20 ms as the sum of their
proportional set sizes (pages that processes share count once). Before each build, the file
system's pending writes are flushed, so that neither build's system time carries what the
benchmark itself wrote or removed just before it.

Every build runs as a user's would (see :mod:`user_environment`), its bytecode written by an
unmeasured build of each kind first. Ours runs three times a round: with the
cache folder that build left (the compiled catalogs and theme templates our build keeps, which
plain MkDocs does not have, and the scenario pages as it rendered them: warm), with the same
folder but ``MCRULES_NO_CACHE`` set, so that every scenario page is read, run and drawn again
(warm, scenarios not kept: a build before the cache of results), and with an empty one, as a
user's first build (cold). Only ``--reference`` builds keep scenario pages: a generated corpus is
built by :func:`checker.site.build_site` without a cache of results, as the library builds by
default, so its two warm builds do the same work.

Run: ``python benchmarks/bench_build.py [--entries 200 | --reference] [--repeat 3]``. The
figures are medians of the rounds, and each ratio is the median of the rounds' ratios (a plain
build and ours run right after it see the same machine), with the least and the greatest.
Targets: our build under 30 s; the reference at most 1.1 times the anchor in wall and CPU time,
cold cache; at 10,000 entries at most 1.1 times its wall and CPU time and 1.3 times its memory.
"""

from __future__ import annotations

import argparse
import json
import os
import pickle
import re
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from html.parser import HTMLParser
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from checker import PROJECT_ROOT
from checker.glossary import load_glossary
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
from checker.scenarios import verify
from checker.verdicts.result_cache import OFF_VARIABLE
from checker.site import build_site

from benchmarks.bench_verify import scenario_block  # noqa: E402
from benchmarks.user_environment import COMMAND_LINE, as_a_user  # noqa: E402

TARGET_SECONDS = 30.0
REFERENCE_SIZE = 250
"""Entries of a generated corpus the size of the whole Rules Reference, as the targets count it."""
TARGET_RATIO = 1.1
LARGE_ENTRIES = 10_000
LARGE_WALL_RATIO = 1.1
LARGE_MEMORY_RATIO = 1.3
SCENARIOS_PER_ENTRY = 2
"""Scenarios on each entry's page, in each language."""
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


def scenarios_markdown(entry: Entry, lang: Lang) -> str:
    """The verify benchmark's scenarios, citing clauses of ``entry`` instead of the Main Scheme's."""
    blocks = (scenario_block(str(lang), number) for number in range(SCENARIOS_PER_ENTRY))
    return "\n".join(block.replace("main-scheme.2, main-scheme.6", f"{entry.id}.1, {entry.id}.2") for block in blocks)


def real_scenarios_markdown(entry: Entry, lang: Lang) -> str:
    """The entry's own scenario page under ``docs/``, its fences made plain code blocks."""
    page = PROJECT_ROOT / "docs" / str(lang) / "scenarios" / f"{entry.id}.md"
    return page.read_text(encoding="utf-8").replace("```scenario", "```text") if page.is_file() else ""


def in_language(text: dict[Lang, str], lang: Lang) -> str:
    """``text`` in ``lang``, or in the other language where it has none, as the site shows it."""
    return text.get(lang) or text[lang.other]


def plain_markdown(entry: Entry, lang: Lang, scenarios=scenarios_markdown) -> str:
    """The same entry as plain Markdown: what a hand-written page of the same text would be."""
    lines = [f"# {in_language(entry.title, lang)}", ""]
    for clause in entry.walk():
        if not clause.text:
            continue
        # A top-level clause is a paragraph, so its children start a list at the margin: indented
        # by four spaces after a paragraph they would be code blocks.
        indent = "    " * (clause.depth - 1)
        bullet = f"{clause.number}." if clause.number else "-"
        text = in_language(clause.text, lang)
        lines += [f"{indent}{bullet} {text}" if clause.depth else text, ""]
    lines += ["## See also", ""] + [f"- {in_language(item.label, lang)}" for item in entry.see_also]
    lines += ["", "## Scenarios", "", scenarios(entry, lang)]
    return "\n".join(lines) + "\n"


def write_docs(glossary: Glossary, docs: Path) -> None:
    """The project's hand-written docs, and a scenario page per entry and language."""
    shutil.copytree(PROJECT_ROOT / "docs", docs)
    for lang in Lang:
        for entry in glossary.entries:
            (docs / str(lang) / "scenarios" / f"{entry.id}.md").write_text(
                scenarios_markdown(entry, lang), encoding="utf-8"
            )


def check_scenarios(glossary: Glossary, docs: Path) -> None:
    """The generated scenarios pass, match across languages and cite clauses of the glossary."""
    pages = [docs / str(lang) / "scenarios" / f"{entry.id}.md" for lang in Lang for entry in glossary.entries]
    report = verify(pages, glossary)
    assert len(report.results) == len(pages) * SCENARIOS_PER_ENTRY and report.failed == 0
    assert not report.parity and not report.unknown_citations and not report.syntax_errors


def usage_seconds() -> tuple[float, float]:
    """CPU time of this process and of every child process it has waited for, and the part of
    it the kernel spent working for them."""
    usages = (resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN))
    system = sum(usage.ru_stime for usage in usages)
    return sum(usage.ru_utime for usage in usages) + system, system


PLAIN_HOOKS = Path(__file__).resolve().parent / "plain_hooks.py"
BASELINE_CONFIG = f"""\
site_name: Baseline
use_directory_urls: true
hooks: [{PLAIN_HOOKS}]
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
        - {{locale: es, name: Español, default: true}}
        - {{locale: en, name: English}}
nav: [index.md, glossary/index.md, terms.md, reading-an-entry.md, writing-a-ruling.md]
"""


BLOCKS = frozenset({"p", "li", "h1", "h2", "h3", "h4", "h5", "h6", "tr", "pre", "dt", "dd", "summary", "figcaption"})


class _ArticleText(HTMLParser):
    """The text of a page's ``<article>``, a line per block."""

    def __init__(self) -> None:
        super().__init__()
        self.depth = 0
        self.lines: list[str] = [""]

    def handle_starttag(self, tag, attrs) -> None:
        if tag == "article" or self.depth:
            self.depth += tag not in VOID_TAGS
        if self.depth and tag in BLOCKS:
            self.lines.append("")

    def handle_endtag(self, tag) -> None:
        if self.depth:
            self.depth -= 1

    def handle_data(self, data) -> None:
        if self.depth:
            self.lines[-1] += data


VOID_TAGS = frozenset({"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"})


def generated_pages(site: Path) -> dict[str, str]:
    """The text of every page of our built ``site`` but the entries' (which the anchor writes
    from the glossary itself), as Markdown paragraphs keyed by the page's path under ``docs/``:
    the terms, the changes, the rules before the glossary, the coverage, the hand-written pages
    with their tables, as the anchor's pages of the same text."""
    pages = {}
    for html in site.rglob("index.html"):
        parts = html.parent.relative_to(site).parts
        lang, inner = (parts[0], parts[1:]) if parts[:1] == ("en",) else ("es", parts)
        if inner[:1] in {("glossary",), ("search",)}:
            continue
        reader = _ArticleText()
        reader.feed(html.read_text(encoding="utf-8"))
        paragraphs = [" ".join(line.split()) for line in reader.lines]
        text = "\n\n".join(escape(line) for line in paragraphs if line)
        pages["/".join((lang, *inner, "index.md"))] = text + "\n"
    return pages


def escape(line: str) -> str:
    """A line of text as a Markdown paragraph that says only that text."""
    return MARKDOWN_SPECIAL.sub(r"\\\g<0>", line)


MARKDOWN_SPECIAL = re.compile(r"[\\`*_{}\[\]<>()#+\-.!|]")


def write_baseline_docs(glossary: Glossary, work: Path, scenarios=scenarios_markdown, pages: dict[str, str] | None = None) -> None:
    """The anchor's Markdown and its ``mkdocs.yml``, written before it is timed: the entries from
    the glossary, and every other page of our site as its text (``pages``; stubs without it)."""
    docs = work / "docs"
    for lang in Lang:
        folder = docs / str(lang)
        (folder / "glossary").mkdir(parents=True)
        for name in ("index.md", "terms.md", "reading-an-entry.md", "writing-a-ruling.md"):
            (folder / name).write_text(f"# {name}\n\nText.\n", encoding="utf-8")
        links = [f"- [{in_language(entry.title, lang)}]({entry.id}.md)" for entry in glossary.entries]
        (folder / "glossary" / "index.md").write_text("# Index\n\n" + "\n".join(links) + "\n", encoding="utf-8")
        for entry in glossary.entries:
            (folder / "glossary" / f"{entry.id}.md").write_text(plain_markdown(entry, lang, scenarios), encoding="utf-8")
    for path, text in (pages or {}).items():
        target = docs / path
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text, encoding="utf-8")
        # A stub of the same address (terms.md beside terms/index.md) would clash with it.
        target.parent.with_suffix(".md").unlink(missing_ok=True)
    (work / "mkdocs.yml").write_text(BASELINE_CONFIG, encoding="utf-8")


def check_baseline_site(glossary: Glossary, work: Path, scenarios=scenarios_markdown) -> None:
    for lang in Lang:
        built = list((work / "site" / ("" if lang is Lang.ES else str(lang)) / "glossary").glob("*/index.html"))
        assert len(built) == len(glossary.entries), f"{lang}: {len(built)} entry pages built"
    for entry in glossary.entries[:20]:
        page = (work / "site" / "en" / "glossary" / entry.id / "index.html").read_text(encoding="utf-8")
        expected = scenarios(entry, Lang.EN).count("```") // 2
        assert page.count("<pre") == expected, f"{entry.id}: a clause rendered as a code block"


def prepare_ours(glossary: Glossary, work: Path, reference: bool) -> None:
    """The glossary our build receives, and for a synthetic one, the docs with its scenarios."""
    if reference:
        report = verify([PROJECT_ROOT / "docs" / str(lang) / "scenarios" for lang in Lang], glossary)
        assert report.results and report.failed == 0 and not report.parity and not report.syntax_errors
    else:
        write_docs(glossary, work / "docs")
        check_scenarios(glossary, work / "docs")
    with open(work / GLOSSARY_FILE, "wb") as stream:
        pickle.dump(glossary, stream)


def check_our_site(glossary: Glossary, work: Path, facts: dict, reference: bool) -> None:
    assert reference or (facts["entries"] == len(glossary.entries) and facts["search_index"])
    assert any((work / "site" / "_search").iterdir()), "no search index"
    for lang in Lang:
        built = list((work / "site" / ("" if lang is Lang.ES else str(lang)) / "glossary").glob("*/index.html"))
        assert len(built) == len(glossary.entries), f"{lang}: {len(built)} entry pages built"
    if not reference:
        page = (work / "site" / "en" / "glossary" / glossary.entries[0].id / "index.html").read_text(encoding="utf-8")
        assert "Generated scenario 0" in page and "Generated scenario 1" in page, "scenarios missing from the page"


# Each build runs in a process of its own, started afresh, so that its peak memory is its own:
# the parent prepares the inputs, the child times the build alone and prints what it measured.
GLOSSARY_FILE = "glossary.pickle"
PLAIN, OURS = "plain", "ours"


def child(kind: str, work: Path) -> None:
    """Run one build in ``work``, as its command would: MkDocs's command line for the plain
    build; for ours, the glossary read from its pickle (a generated corpus has no source files
    for ``mcrules build`` to read), then :func:`checker.site.build_site`, and its report printed as JSON."""
    if kind == PLAIN:
        from mkdocs.__main__ import cli

        cli(["build", "--quiet", "--strict", "--config-file", str(work / "mkdocs.yml"), "--site-dir", str(work / "site")],
            standalone_mode=False)
        return
    with open(work / GLOSSARY_FILE, "rb") as stream:
        glossary = pickle.load(stream)
    report = build_site(glossary, work / "site", docs_dir=work / "docs")
    print(json.dumps({"entries": report.entries, "search_index": report.search_index}))


def _descendants(pid: int) -> list[int]:
    found, waiting = [], [pid]
    while waiting:
        current = waiting.pop()
        found.append(current)
        try:
            for task in os.listdir(f"/proc/{current}/task"):
                with open(f"/proc/{current}/task/{task}/children") as stream:
                    waiting += [int(child) for child in stream.read().split()]
        except OSError:
            continue  # the process ended meanwhile
    return found


def tree_memory(pid: int) -> int:
    """Bytes of memory the process ``pid`` and its descendants use now: the sum of their
    proportional set sizes, so pages that forked processes share count once."""
    total = 0
    for process in _descendants(pid):
        try:
            with open(f"/proc/{process}/smaps_rollup") as stream:
                total += next(int(line.split()[1]) for line in stream if line.startswith("Pss:")) * 1024
        except (OSError, StopIteration):
            continue
    return total


@dataclass
class Run:
    wall: float
    cpu: float
    system: float
    peak_bytes: int
    facts: dict


def command_of(kind: str, work: Path, reference: bool) -> list[str]:
    """The command line of a build: for ours on the bundled sources, ``mcrules build`` itself."""
    if kind == OURS and reference:
        return [sys.executable, "-c", COMMAND_LINE, "--lang", "en", "build", "--site", str(work / "site")]
    return [sys.executable, str(Path(__file__).resolve()), "--child", kind, str(work)]


def run_child(kind: str, work: Path, environment: dict[str, str], reference: bool) -> Run:
    """Run one build as a process of its own, timed whole as a user's shell times a command
    (the interpreter's start, the imports and the glossary's reading included), sampling its
    memory while it runs. CPU time counts the process and every process it waited for.

    The file system's pending writes are flushed first: the inputs this process has just
    written and the previous build's folder it has just removed would otherwise be written back
    while the build runs, and counted in its system time, which is each build's own work.
    """
    os.sync()
    # Files, not pipes: a pipe nobody reads while the build runs could fill and hold it up.
    with tempfile.TemporaryFile("w+") as output, tempfile.TemporaryFile("w+") as errors:
        cpu, system = usage_seconds()
        started = time.perf_counter()
        process = subprocess.Popen(command_of(kind, work, reference), stdout=output, stderr=errors, text=True, env=environment)
        peak = 0
        while process.poll() is None:
            peak = max(peak, tree_memory(process.pid))
            time.sleep(MEMORY_SAMPLE_SECONDS)
        wall = time.perf_counter() - started
        cpu_after, system_after = usage_seconds()
        output.seek(0)
        errors.seek(0)
        assert process.returncode == 0, f"the {kind} build failed: {errors.read()}"
        printed = output.read()
    facts = json.loads(printed.strip().splitlines()[-1]) if kind == OURS and not reference else {}
    return Run(wall, cpu_after - cpu, system_after - system, peak, facts)


MEMORY_SAMPLE_SECONDS = 0.02


COLD, WARM, NOT_KEPT = "cold", "warm", "warm, scenarios not kept"
"""Our build with an empty cache folder (the compiled catalogs and templates made afresh and
every scenario page rendered, as a user's first build), with the cache a previous build left,
and with that cache but every scenario page rendered again (``MCRULES_NO_CACHE``)."""


def summary(runs: list[Run]) -> tuple[float, float, float, float]:
    """Medians of wall, CPU and system seconds and of peak MB."""
    return (statistics.median(run.wall for run in runs), statistics.median(run.cpu for run in runs),
            statistics.median(run.system for run in runs), statistics.median(run.peak_bytes for run in runs) / 2**20)


def ratio_range(pairs: list[tuple[Run, Run]], measure) -> str:
    ratios = sorted(measure(ours) / max(measure(plain), 1e-9) for plain, ours in pairs)
    return f"{statistics.median(ratios):.2f}x ({ratios[0]:.2f}-{ratios[-1]:.2f}x)"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    size = parser.add_mutually_exclusive_group()
    size.add_argument("--entries", type=int, default=200, help="entries of the synthetic glossary")
    size.add_argument("--reference", action="store_true", help="the glossary of the bundled sources instead")
    parser.add_argument("--repeat", type=int, default=3,
                        help="rounds, each a plain build, ours warm, ours warm without kept scenarios and ours cold")
    parser.add_argument("--child", nargs=2, metavar=("KIND", "WORK"), help=argparse.SUPPRESS)
    options = parser.parse_args()
    if options.child:
        child(options.child[0], Path(options.child[1]))
        return

    if options.reference:
        glossary = load_glossary()
        scenarios = real_scenarios_markdown
    else:
        glossary = synthetic_glossary(options.entries)
        scenarios = scenarios_markdown
    entries = len(glossary.entries)
    pages = 2 * (entries + 5)
    # Both builds write inside the checkout's build/ folder, as `mcrules build` writes site/.
    scratch = PROJECT_ROOT / "build"
    scratch.mkdir(exist_ok=True)
    runs: dict[str, list[Run]] = {PLAIN: [], WARM: [], NOT_KEPT: [], COLD: []}
    with tempfile.TemporaryDirectory() as caches:
        environment = as_a_user(Path(caches))
        # Unmeasured builds of each kind: they write the bytecode and our caches, and ours gives
        # the anchor the text of every page it generates besides the entries'.
        with tempfile.TemporaryDirectory(dir=scratch) as work:
            prepare_ours(glossary, Path(work), options.reference)
            run_child(OURS, Path(work), environment, options.reference)
            generated = generated_pages(Path(work) / "site")
        with tempfile.TemporaryDirectory(dir=scratch) as work:
            write_baseline_docs(glossary, Path(work), scenarios, generated)
            run_child(PLAIN, Path(work), environment, False)
        for round_number in range(options.repeat):
            with tempfile.TemporaryDirectory(dir=scratch) as work:
                write_baseline_docs(glossary, Path(work), scenarios, generated)
                runs[PLAIN].append(run_child(PLAIN, Path(work), environment, False))
                check_baseline_site(glossary, Path(work), scenarios)
            for warmth in (WARM, NOT_KEPT, COLD):
                cold_cache = Path(caches) / f"cold-{round_number}"
                settings = {
                    WARM: environment,
                    NOT_KEPT: {**environment, OFF_VARIABLE: "1"},
                    COLD: {**environment, "XDG_CACHE_HOME": str(cold_cache)},
                }[warmth]
                with tempfile.TemporaryDirectory(dir=scratch) as work:
                    prepare_ours(glossary, Path(work), options.reference)
                    run = run_child(OURS, Path(work), settings, options.reference)
                    check_our_site(glossary, Path(work), run.facts, options.reference)
                shutil.rmtree(cold_cache, ignore_errors=True)
                runs[warmth].append(run)
    what = "bundled sources" if options.reference else f"{2 * SCENARIOS_PER_ENTRY * entries} generated scenarios"
    print(f"{entries} entries x 2 languages = {pages} pages, {what}; {options.repeat} rounds of a plain build, ours "
          "with a warm cache, with it but no scenario page kept, and with a cold one, each a process of its own timed whole")
    print(f"anchor: plain mkdocs-material on the same pages as Markdown ({len(generated) // 2} pages a language besides "
          "the entries as our site's text), with the same linear search de-duplication hook; it does not generate "
          "pages, run scenarios, draw tables or build a search index of its own")
    # System time is part of CPU time: the kernel's work for the build (making files, mapping
    # memory), which counting the instructions the build runs leaves out.
    print(f"{'medians':34}{'wall s':>8}{'CPU s':>8}{'of it system s':>16}{'peak MB':>9}")
    reference_sized = options.reference or entries <= REFERENCE_SIZE
    labels = {PLAIN: "plain mkdocs-material build", WARM: "ours, warm cache", NOT_KEPT: "ours, warm, no kept scenarios",
              COLD: "ours, cold cache"}
    for kind, label in labels.items():
        wall, cpu, system, peak = summary(runs[kind])
        target = f"   (target < {TARGET_SECONDS:.0f} s wall)" if kind != PLAIN and reference_sized else ""
        print(f"{'  ' + label:34}{wall:8.2f}{cpu:8.2f}{system:16.2f}{peak:9.0f}{target}")
    print("ratios ours / plain, median of the rounds (least-greatest):")
    for warmth in (WARM, NOT_KEPT, COLD):
        pairs = list(zip(runs[PLAIN], runs[warmth]))
        print(f"  {labels[warmth].removeprefix('ours, ')}: wall {ratio_range(pairs, lambda run: run.wall)}, CPU {ratio_range(pairs, lambda run: run.cpu)}, "
              f"peak memory {ratio_range(pairs, lambda run: run.peak_bytes)}")
    print(f"  targets: reference {TARGET_RATIO}x wall and CPU; {LARGE_ENTRIES:,} entries {LARGE_WALL_RATIO}x wall, "
          f"{LARGE_MEMORY_RATIO}x peak memory")
    pairs = list(zip(runs[NOT_KEPT], runs[WARM]))
    print(f"ratios warm / warm without kept scenarios, median of the rounds (least-greatest): wall "
          f"{ratio_range(pairs, lambda run: run.wall)}, CPU {ratio_range(pairs, lambda run: run.cpu)}")


if __name__ == "__main__":
    main()
