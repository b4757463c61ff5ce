"""The import: every source file in, one bilingual glossary out, and proof that no line was lost.

>>> glossary = load_glossary()
>>> [entry.id for entry in glossary.entries]
['encounter-deck', 'in-play-and-out-of-play', 'main-scheme', 'player-elimination']
>>> glossary.unaccounted
[]
"""

from __future__ import annotations

import re
from collections import defaultdict
from pathlib import Path

from checker import PROJECT_ROOT
from checker.glossary.blocks import Block, split_blocks
from checker.glossary.lines import is_blank_or_chrome
from checker.glossary.model import Entry, Glossary, Lang, Problem, SeeAlso, SourceRef
from checker.glossary.reconcile import reconcile
from checker.glossary.sources import GlossaryError, SourceFile, read_source, source_paths
from checker.glossary.terms import TermTable, fold, uninvert
from checker.i18n import N_

SOURCES_DIR = PROJECT_ROOT / "sources"
TRANSLATIONS_DIR = PROJECT_ROOT / "translations"
"""The project's own translations of entries that have no official text in a language."""


def slugify(text: str) -> str:
    """
    >>> slugify("In Play and Out of Play")
    'in-play-and-out-of-play'
    """
    return re.sub(r"[^a-z0-9]+", "-", fold(text)).strip("-")


def head_term(title: str) -> str:
    """The term a title is about: "Main Scheme, Main Scheme Deck" is about "Main Scheme".

    >>> head_term("Plan principal (cartas y mazo)")
    'Plan principal'
    """
    return re.sub(r"\s*\([^)]*\)", "", title).split(",")[0].strip()


def _read_all(
    directory: Path, unofficial: bool, warnings: list[Problem], errors: list[Problem]
) -> list[SourceFile]:
    files = []
    for path in source_paths(directory):
        try:
            source = read_source(path, warnings, unofficial=unofficial)
        except GlossaryError as error:
            errors.extend(error.problems)
        else:
            if source is not None:
                files.append(source)
    return files


def _entry_ids(blocks_by_file: list[list[Block]], terms: TermTable, warnings: list[Problem]) -> dict[int, str]:
    ids: dict[int, str] = {}
    for blocks in blocks_by_file:
        for block in blocks:
            if block.lang is Lang.EN:
                ids[id(block)] = slugify(head_term(block.title))
            elif term := terms.find(block.title, Lang.ES):
                ids[id(block)] = slugify(head_term(term.names[Lang.EN]))
    for blocks in blocks_by_file:
        for position, block in enumerate(blocks):
            if id(block) in ids:
                continue
            neighbours = [blocks[other] for other in (position + 1, position - 1) if 0 <= other < len(blocks)]
            english = next((other for other in neighbours if other.lang is Lang.EN), None)
            if english is not None:
                ids[id(block)] = ids[id(english)]
            else:
                warnings.append(
                    Problem(block.title_source, N_("no English title known for '{title}': the entry id comes from the Spanish title"),
                            (("title", block.title),))
                )
                ids[id(block)] = slugify(head_term(block.title))
    return ids


def _check_one_entry_per_id(entry_id: str, blocks: list[Block]) -> list[Problem]:
    """Two versions of one entry share a title; two entries that merely share an id do not."""
    problems = []
    for lang in Lang:
        titles: dict[str, Block] = {}
        for block in blocks:
            if block.lang is lang:
                titles.setdefault(fold(block.title), block)
        if len(titles) > 1:
            first, *others = titles.values()
            problems.extend(
                Problem(other.title_source, N_("entry '{title}' has the same id '{id}' as entry '{first}' at {where}"),
                        (("title", other.title), ("id", entry_id), ("first", first.title), ("where", str(first.title_source))))
                for other in others
            )
    return problems


def _see_also(blocks: list[Block], terms: TermTable, entry_ids: set[str], warnings: list[Problem]) -> list[SeeAlso]:
    links = []
    for block in blocks:
        for item in block.see_also:
            term = terms.find(item.label)
            lang = item.heading_lang
            if term is not None:
                lang = next((language for language in Lang if terms.find(item.label, language) is term), lang)
            candidates = [term.id] if term else []
            candidates.append(slugify(uninvert(item.label)))
            target = next((candidate for candidate in candidates if candidate in entry_ids), None)
            if term is None and target is None:
                warnings.append(
                    Problem(item.source, N_("see-also label '{label}' names no known term or entry"),
                            (("label", item.label),))
                )
            links.append(SeeAlso({lang: item.label}, target, item.source, term.id if term else None))
    return links


def load_glossary(
    sources_dir: Path = SOURCES_DIR, translations_dir: Path | None = TRANSLATIONS_DIR
) -> Glossary:
    """Import every ``*.txt`` file of ``sources_dir`` (and the project's own translations).

    Raises :class:`GlossaryError` listing every problem that stops the glossary being built.
    """
    if not sources_dir.is_dir():
        raise GlossaryError([Problem(SourceRef(str(sources_dir), 0), N_("sources folder not found"))])
    warnings: list[Problem] = []
    errors: list[Problem] = []
    terms = TermTable.load()
    files = _read_all(sources_dir, False, warnings, errors)
    if translations_dir is not None and translations_dir.is_dir():
        files += _read_all(translations_dir, True, warnings, errors)
    blocks_by_file = []
    for source in files:
        try:
            blocks_by_file.append(split_blocks(source, terms, warnings))
        except GlossaryError as error:
            errors.extend(error.problems)
    ids = _entry_ids(blocks_by_file, terms, warnings)
    grouped: dict[str, list[Block]] = defaultdict(list)
    for blocks in blocks_by_file:
        for block in blocks:
            grouped[ids[id(block)]].append(block)
    for entry_id, blocks in grouped.items():
        errors.extend(_check_one_entry_per_id(entry_id, blocks))
    if errors:
        raise GlossaryError(sorted(errors, key=lambda problem: (problem.source.file, problem.source.line)))
    entries = []
    for entry_id in sorted(grouped):
        blocks = grouped[entry_id]
        if all(block.unofficial for block in blocks):
            warnings.append(Problem(blocks[0].title_source, N_("translation of '{title}' has no official text to translate"),
                                    (("title", blocks[0].title),)))
            continue
        reconciled = reconcile(entry_id, blocks, warnings)
        entries.append(
            Entry(
                id=entry_id,
                title={lang: block.title for lang, block in _in_order(reconciled.primary)},
                title_source={lang: block.title_source for lang, block in _in_order(reconciled.primary)},
                clauses=reconciled.clauses,
                see_also=_see_also(blocks, terms, set(grouped), warnings),
                see_also_sources=[ref for block in blocks for ref in block.see_also_sources],
                variants=reconciled.variants,
                unofficial=frozenset(lang for lang, block in reconciled.primary.items() if block.unofficial),
            )
        )
    glossary = Glossary(entries, warnings=warnings)
    glossary.unaccounted = unaccounted_lines([source for source in files if not source.unofficial], glossary)
    return glossary


def _in_order(by_lang: dict[Lang, Block]):
    return [(lang, by_lang[lang]) for lang in Lang if lang in by_lang]


def accounted_lines(glossary: Glossary) -> set[SourceRef]:
    """Every source line that the glossary model holds, wherever it landed."""
    refs: set[SourceRef] = set()
    for entry in glossary.entries:
        refs.update(entry.title_source.values())
        refs.update(entry.see_also_sources)
        refs.update(link.source for link in entry.see_also)
        for clause in entry.walk():
            refs.update(clause.source.values())
            refs.update(ref for more in clause.more_sources.values() for ref in more)
        for variant in entry.variants:
            refs.add(variant.title_source)
            refs.update(clause.source for clause in variant.clauses)
    return refs


def unaccounted_lines(files: list[SourceFile], glossary: Glossary) -> list[tuple[SourceRef, str]]:
    """Lines with text, other than page chrome, that landed nowhere in the model."""
    accounted = accounted_lines(glossary)
    missing = []
    for source in files:
        for index, raw in enumerate(source.lines):
            if is_blank_or_chrome(raw):
                continue
            if source.ref(index) not in accounted:
                missing.append((source.ref(index), raw.strip()))
    return missing
