"""The import: every source file in, one bilingual glossary out, and proof that no text was lost.

Each file goes to the reader of its kind (``sources/manifest.toml``, or the end of its name),
which cuts it into blocks; blocks about one rule, whatever file or edition they come from, make
one entry. Blocks are the same rule when their English titles give one id, or when
:mod:`checker.glossary.same_rule` finds that two sources name one rule differently. The sections the Rules Reference prints before its glossary
become :attr:`Glossary.front_matter`, not entries.

>>> glossary = load_glossary()
>>> [entry.id for entry in glossary.entries][:4]
['ability', 'acceleration-icon', 'acceleration-token', 'action']
>>> [entry.id for entry in glossary.front_matter]
['the-golden-rules', 'the-grim-rule', 'component-limitations', 'round-overview', 'glossary']
>>> glossary.unaccounted
[]
"""

from __future__ import annotations

import os
import re
from collections import Counter, defaultdict
from operator import attrgetter
from pathlib import Path

from checker import SOURCES_DIR, TRANSLATIONS_DIR
from checker.gc_tuning import no_collections
from checker.glossary.accounting import unaccounted
from checker.glossary.blocks import Block
from checker.glossary.errors import GlossaryError
from checker.glossary.lang import LANGUAGES
from checker.glossary.known_warnings import KNOWN_WARNINGS_NAME, known_warnings
from checker.glossary.links import Names, alias, see_also_links
from checker.glossary.manifest import MANIFEST_NAME, Manifest, load_manifest
from checker.glossary.migration import MIGRATION_NAME, load_moved_clauses
from checker.glossary.model import Entry, Glossary, Lang, Problem, SourceRef
from checker.glossary.normalise import printable_name
from checker.glossary.reconcile import reconcile
from checker.glossary.same_rule import join_same_rules
from checker.glossary.readers import READERS
from checker.glossary.sources import (
    KIND_BY_EXTENSION,
    SourceFile,
    SourceKind,
    read_source,
    source_paths,
)
from checker.glossary.terms import TermTable, fold, slugify, title_case
from checker.glossary.translations import (
    ALIASES_FILE, MADE_FROM_FILE, TranslationName, mark_outdated, translated_aliases,
)
from checker.i18n import N_

FRONT_MATTER = ("the-golden-rules", "the-grim-rule", "component-limitations", "round-overview", "glossary")
"""Ids of the sections the Rules Reference prints before its glossary entries, in its order: the
last one, where a source has it, is the sentence that introduces the glossary."""
_COMMA_OUTSIDE_PARENTHESES = re.compile(r",(?![^(]*\))")


def head_term(title: str) -> str:
    """The term a title is about: "Main Scheme, Main Scheme Deck" is about "Main Scheme".

    A parenthetical stays: it tells apart entries such as "Attack (Enemy Activation)" and
    "Attack (Player Ability Type)".

    >>> head_term("Attack (Enemy Activation)")
    'Attack (Enemy Activation)'
    >>> head_term("Main Scheme, Main Scheme Deck")
    'Main Scheme'
    """
    return _COMMA_OUTSIDE_PARENTHESES.split(title, maxsplit=1)[0].strip()


def _kinds(unofficial: bool) -> dict[str, SourceKind]:
    """The kind of source a file is by the end of its name: a translation is a page, always."""
    return {".txt": SourceKind.SCRAPED_PAGE} if unofficial else KIND_BY_EXTENSION


def _read_all(
    directory: Path, manifest: Manifest, unofficial: bool, warnings: list[Problem], errors: list[Problem]
) -> list[SourceFile]:
    """Every source file of ``directory``: the files the manifest lists, and the others whose
    names end as a kind of source does (only ``*.txt`` for the project's translations)."""
    kinds = _kinds(unofficial)
    # Keyed by their parts, which order paths as paths compare, without pathlib's own comparison.
    paths = sorted({*source_paths(directory, tuple(kinds)), *(directory / name for name in manifest.files)},
                   key=attrgetter("parts"))
    files = []
    for path in paths:
        try:
            source = read_source(path, warnings, unofficial=unofficial, kind=manifest.kind_of(path.name, kinds),
                                 edition=manifest.edition_of(path.name))
        except GlossaryError as error:
            errors.extend(error.problems)
        else:
            if source is not None:
                files.append(source)
    return files


SOURCES_COMPANIONS = frozenset({"README.md", MANIFEST_NAME, MIGRATION_NAME, KNOWN_WARNINGS_NAME, "cards"})
"""What a sources folder holds besides its sources: read by others, or by people."""

TRANSLATIONS_COMPANIONS = frozenset({"README.md", *(name.format(lang=lang) for lang in Lang
                                                    for name in (ALIASES_FILE, MADE_FROM_FILE))})


def _report_unread(directory: Path, manifest: Manifest, unofficial: bool, warnings: list[Problem]) -> None:
    """Warn of each file of ``directory`` that no reader takes (a page saved as ``.md`` or
    ``.TXT``, a compilation the manifest forgot): its text would be missing without a word.
    Hidden files are a tool's own, as a ``.gitkeep`` is."""
    companions = TRANSLATIONS_COMPANIONS if unofficial else SOURCES_COMPANIONS
    kinds = _kinds(unofficial)
    with os.scandir(directory) as found:
        names = sorted(entry.name for entry in found)
    warnings.extend(
        Problem(SourceRef(printable_name(name), 0),
                N_("read for nothing: neither the manifest nor the end of its name makes it a source"))
        for name in names
        if not name.startswith(".") and name not in companions and manifest.kind_of(name, kinds) is None
    )


def _entry_ids(blocks_by_file: list[list[Block]], terms: TermTable, warnings: list[Problem]) -> dict[int, str]:
    ids: dict[int, str] = {}
    for blocks in blocks_by_file:
        for block in blocks:
            if block.entry_id is not None:
                ids[id(block)] = block.entry_id
            elif block.lang is Lang.EN:
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


def _name_translation(source: SourceFile, blocks: list[Block]) -> None:
    """Give a translation's block the entry and language its file name says."""
    name = TranslationName.parse(source.name)
    for block in blocks:
        block.entry_id, block.lang = name.entry_id, name.lang


def _check_one_entry_per_id(entry_id: str, blocks: list[Block]) -> list[Problem]:
    """Two versions of one entry share a title; two entries that merely share an id do not.

    That holds among sources of one kind, which name each rule one way. Sources of different
    kinds may name one rule differently ("Boost" in one, "Boost, Boost Icon" in another): their
    blocks with one id are versions of one entry.
    """
    problems = []
    for lang, kind in {(block.lang, block.file.kind) for block in blocks}:
        titles: dict[str, Block] = {}
        for block in blocks:
            if block.lang is lang and block.file.kind is kind:
                titles.setdefault(fold(block.title), block)
        if len(titles) > 1:
            first, *others = titles.values()
            problems.extend(
                Problem(other.title_source, N_("entry '{title}' has the same id '{id}' as entry '{first}' at {where}"),
                        (("title", other.title), ("id", entry_id), ("first", first.title), ("where", str(first.title_source))))
                for other in others
            )
    return problems


def _decide_languages(blocks: list[Block], warnings: list[Problem]) -> None:
    """Give a language to each block whose page did not tell: the language another page names
    its title in (as a title or a redirect's target), or else that of most blocks, with a warning."""
    named: dict[str, Lang] = {}
    for block in blocks:
        if block.lang is not None:
            named.setdefault(fold(block.title), block.lang)
        for item in block.redirect:
            for label in (item.label, *item.label.split(",")):
                named.setdefault(fold(label), item.heading_lang)
    counts = Counter(block.lang for block in blocks if block.lang is not None)
    # A tie goes to Spanish, the language of the site the pages come from.
    majority = Lang.ES if counts[Lang.ES] >= counts[Lang.EN] else Lang.EN
    for block in blocks:
        if block.lang is not None:
            continue
        block.lang = named.get(fold(block.title))
        if block.lang is None:
            block.lang = majority
            message = (N_("cannot tell whether entry '{title}' is Spanish or English: taken as Spanish, like most entries")
                       if majority is Lang.ES else
                       N_("cannot tell whether entry '{title}' is Spanish or English: taken as English, like most entries"))
            warnings.append(Problem(block.title_source, message, (("title", block.title),)))


def _entry(entry_id: str, blocks: list[Block], names: Names, terms: TermTable, warnings: list[Problem]) -> Entry:
    warnings.extend(
        Problem(block.title_source, N_("entry '{title}' has no text: imported as an empty entry"),
                (("title", block.title),))
        for block in blocks if not block.clauses
    )
    reconciled = reconcile(entry_id, blocks, warnings)
    primary = _in_order(reconciled.primary)
    return Entry(
        id=entry_id,
        title={lang: title_case(block.title, terms, lang) for lang, block in primary},
        title_source={lang: block.title_source for lang, block in primary},
        clauses=reconciled.clauses,
        see_also=see_also_links(blocks, names, warnings),
        see_also_sources=[ref for block in blocks for ref in block.see_also_sources],
        variants=reconciled.variants,
        unofficial=frozenset(lang for lang, block in reconciled.primary.items() if block.unofficial),
        edition={lang: block.edition.label for lang, block in primary if not block.unofficial},
    )


def load_glossary(
    sources_dir: Path = SOURCES_DIR, translations_dir: Path | None = TRANSLATIONS_DIR
) -> Glossary:
    """Import every source file of ``sources_dir`` (and the project's own translations).

    Raises :class:`GlossaryError` listing every problem that stops the glossary being built.
    The import keeps nearly all it builds and makes no cycle, so no collection runs while it
    runs (:mod:`checker.gc_tuning`).
    """
    with no_collections():
        return _import(sources_dir, translations_dir)


def _import(sources_dir: Path, translations_dir: Path | None) -> Glossary:
    if not sources_dir.is_dir():
        raise GlossaryError([Problem(SourceRef(str(sources_dir), 0), N_("sources folder not found"))])
    warnings: list[Problem] = []
    errors: list[Problem] = []
    terms = TermTable.load()
    manifest = load_manifest(sources_dir)
    files = _read_all(sources_dir, manifest, False, warnings, errors)
    _report_unread(sources_dir, manifest, False, warnings)
    if translations_dir is not None and translations_dir.is_dir():
        files += _read_all(translations_dir, Manifest(), True, warnings, errors)
        _report_unread(translations_dir, Manifest(), True, warnings)
    blocks_by_file = []
    for source in files:
        try:
            blocks = READERS[source.kind].read_blocks(source, terms, warnings)
            if source.unofficial:
                _name_translation(source, blocks)
            blocks_by_file.append(blocks)
        except GlossaryError as error:
            errors.extend(error.problems)
    _decide_languages([block for blocks in blocks_by_file for block in blocks], warnings)
    pages = [[block for block in blocks if not block.redirect] for blocks in blocks_by_file]
    redirects = [block for blocks in blocks_by_file for block in blocks if block.redirect]
    ids = _entry_ids(pages, terms, warnings)
    grouped: dict[str, list[Block]] = defaultdict(list)
    for blocks in pages:
        for block in blocks:
            grouped[ids[id(block)]].append(block)
    for entry_id, blocks in grouped.items():
        if not entry_id:
            errors.extend(
                Problem(block.title_source, N_("entry '{title}' has no letter from a to z or digit to make its id of"),
                        (("title", block.title),))
                for block in blocks
            )
        errors.extend(_check_one_entry_per_id(entry_id, blocks))
    if errors:
        raise GlossaryError(
            sorted(errors, key=lambda problem: (problem.source.file, problem.source.line)), warnings
        )
    join_same_rules(grouped, redirects, terms)
    names = Names(
        terms,
        entries={fold(block.title): entry_id for entry_id, blocks in grouped.items() for block in blocks},
        redirects={fold(block.title): [] for block in redirects},
    )
    names.anchors = {(block.file.name, block.anchor): entry_id
                     for entry_id, blocks in grouped.items() for block in blocks if block.anchor}
    aliases = [alias(block, names, warnings) for block in redirects]
    for block, entry_alias in zip(redirects, aliases):
        followed = [target.target for target in entry_alias.targets if target.target]
        names.redirects[fold(block.title)] = followed
        if block.anchor and len(followed) == 1:
            names.anchors.setdefault((block.file.name, block.anchor), followed[0])
    names.settled = True
    entries = []
    for entry_id in sorted(grouped):
        blocks = grouped[entry_id]
        if all(block.unofficial for block in blocks):
            warnings.append(Problem(blocks[0].title_source, N_("translation of '{title}' has no official text to translate"),
                                    (("title", blocks[0].title),)))
            continue
        entries.append(_entry(entry_id, blocks, names, terms, warnings))
    front_matter = sorted((entry for entry in entries if entry.id in FRONT_MATTER), key=lambda entry: FRONT_MATTER.index(entry.id))
    glossary = Glossary(
        [entry for entry in entries if entry.id not in FRONT_MATTER], warnings=warnings, aliases=aliases,
        front_matter=front_matter,
    )
    glossary.moved_clauses = load_moved_clauses(sources_dir, glossary)
    if translations_dir is not None and translations_dir.is_dir():
        try:
            for lang in Lang:
                glossary.aliases += translated_aliases(aliases, translations_dir, lang, warnings)
            translated = {entry_id for entry_id, blocks in grouped.items() if any(block.unofficial for block in blocks)}
            mark_outdated(glossary, translations_dir, warnings, translated)
        except GlossaryError as error:
            raise GlossaryError(error.problems, warnings) from None
    glossary.unaccounted = unaccounted([source for source in files if not source.unofficial], glossary)
    glossary.known_warnings = known_warnings(sources_dir, warnings)
    return glossary


def _in_order(by_lang: dict[Lang, Block]):
    return [(lang, by_lang[lang]) for lang in LANGUAGES if lang in by_lang]
