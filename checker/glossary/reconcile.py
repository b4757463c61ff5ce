"""Turning the blocks of one entry (any languages, any versions) into one bilingual entry.

The official block of the newest edition (``sources/manifest.toml``) gives the entry its
structure, and among blocks of one edition the richest (examples, nesting, length). Each other
language is paired with it clause by clause:

* when that language's text has the same shape (the same clauses at the same depths), clause
  *i* pairs with clause *i*;
* otherwise, when a version in the structure's own language has that shape (an older text that
  the translation was made from, or the project's own translation of it), the translation pairs
  with that version clause by clause, and the version's sentences are matched by wording to the
  clauses of the structure, carrying the translated sentences along;
* otherwise clauses pair in order, with a warning.

Every official block that is not the one chosen for its language is kept as a :class:`Variant`.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import lru_cache
from typing import NamedTuple

from checker.glossary.blocks import Block, RawClause
from checker.glossary.lang import LANGUAGES
from checker.glossary.model import (
    Clause,
    ClauseKind,
    Lang,
    Problem,
    SourceRef,
    Variant,
    VariantClause,
    depth_first,
)
from checker.glossary.terms import fold
from checker.i18n import N_
from checker.named_tuples import maker

_SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[¿¡\"«(A-ZÁÉÍÓÚÑ])")


def sentences(text: str) -> list[str]:
    """
    >>> sentences("Main scheme is a card type. It represents (mostly, etc.) a goal.")
    ['Main scheme is a card type.', 'It represents (mostly, etc.) a goal.']
    """
    return [part for part in _SENTENCE_END.split(text) if part]


_ASCII_NOT_IN_WORDS = bytes(code if code < 128 and re.fullmatch(r"\w", chr(code)) else ord(" ") for code in range(256))
"""A ``bytes.translate`` table: every ASCII character that ``\\w`` does not match, as a space.
Folding strips accents, so most folded texts are ASCII, and their words are what splitting them
at spaces then leaves. A table of bytes is read in C, where ``str.translate`` looks each
character up in a mapping."""


@lru_cache(maxsize=4096)
def _words(text: str) -> frozenset[str]:
    folded = text.casefold()
    # Only a text with letters beyond ASCII needs the rest of the fold: its spacing does not
    # count here, where the text is cut into words.
    if not folded.isascii():
        folded = fold(folded)
    if folded.isascii():
        return frozenset(folded.encode("ascii").translate(_ASCII_NOT_IN_WORDS).decode("ascii").split())
    return frozenset(re.findall(r"\w+", folded))


def similarity(left: str, right: str) -> float:
    """Shared words over all words (Jaccard): texts in one language that say the same thing
    share most of their words, whatever the scraper did to punctuation and order.

    >>> round(similarity("Cards in hand are out of play.", "Cards in a hand are out of play"), 2)
    0.88
    """
    return _jaccard(_words(left), _words(right))


def _jaccard(left_words: frozenset[str], right_words: frozenset[str]) -> float:
    shared = len(left_words & right_words)
    union = len(left_words) + len(right_words) - shared
    return shared / union if union else 1.0


def _rules(block_clauses: list[RawClause]) -> list[RawClause]:
    """Clauses in reading order, examples left out: what a block's shape is made of."""
    return [clause for clause in depth_first(block_clauses) if clause.kind is not ClauseKind.EXAMPLE]


def shape(block: Block) -> tuple[tuple[int, bool], ...]:
    return _shape_of(_rules(block.clauses))


def _shape_of(rules: Iterable[RawClause]) -> tuple[tuple[int, bool], ...]:
    return tuple([(clause.depth, clause.kind is ClauseKind.STEP) for clause in rules])


def richness(block: Block) -> tuple:
    """How good a candidate ``block`` is for the current text: official, newest, then richest."""
    clauses = block.walk()
    return (
        not block.unofficial,
        block.edition,
        sum(clause.kind is ClauseKind.EXAMPLE for clause in clauses),
        max((clause.depth for clause in clauses), default=0),
        len(clauses),
    )


class _Piece(NamedTuple):
    text: str
    source: SourceRef


_piece = maker(_Piece)
"""Every clause of every language is one (see :mod:`checker.named_tuples`)."""


_NO_LANGUAGE: frozenset[Lang] = frozenset()
"""What ``unofficial`` holds for a clause that nothing translates, as most are: one empty set
shared by them all, where each clause's own would take 216 bytes (20 MB at 10,000 entries), and
so for each slot of the reconciliation."""


@dataclass(slots=True)
class _Slot:
    """A clause of the structure, collecting the text each language gives it."""

    raw: RawClause
    pieces: dict[Lang, list[_Piece]] = field(default_factory=dict)
    unofficial: frozenset[Lang] = _NO_LANGUAGE
    children: list[_Slot] = field(default_factory=list)

    def add(self, lang: Lang, text: str, source: SourceRef, unofficial: bool) -> None:
        self.pieces.setdefault(lang, []).append(_piece((text, source)))
        if unofficial:
            self.unofficial |= {lang}


def _slots(clauses: list[RawClause], lang: Lang, unofficial: bool) -> list[_Slot]:
    # Most clauses have no children: for them no call is made to find none.
    return [
        _Slot(clause, {lang: [_piece((clause.text, clause.source))]},
              frozenset((lang,)) if unofficial else _NO_LANGUAGE,
              _slots(clause.children, lang, unofficial) if clause.children else [])
        for clause in clauses
    ]


@dataclass
class Reconciled:
    """One entry's clauses in both languages, and the versions that were not chosen."""

    clauses: list[Clause]
    primary: dict[Lang, Block]
    variants: list[Variant]


def reconcile(entry_id: str, blocks: list[Block], warnings: list[Problem]) -> Reconciled:
    by_lang: dict[Lang, list[Block]] = {}
    for block in blocks:
        by_lang.setdefault(block.lang, []).append(block)
    every_version = {lang: list(group) for lang, group in by_lang.items()}
    for lang, candidates in by_lang.items():
        if any(not block.unofficial for block in candidates):
            by_lang[lang] = [block for block in candidates if not block.unofficial]
    rank = {id(block): richness(block) for block in blocks}

    def richest(candidates: Iterable[Block]) -> Block:
        return max(candidates, key=lambda block: rank[id(block)])

    structure = richest(block for group in by_lang.values() for block in group)
    primary = {lang: richest(group) for lang, group in by_lang.items()}
    primary[structure.lang] = structure
    roots = _slots(structure.clauses, structure.lang, structure.unofficial)
    rule_slots = [slot for slot in depth_first(roots)
                  if slot.raw.kind is not ClauseKind.EXAMPLE]
    matches: dict[int, int] = {}
    used = {id(block) for group in by_lang.values() for block in group}
    for lang, block in primary.items():
        if block is not structure:
            pivot = _pair(block, structure, every_version[structure.lang], roots, rule_slots, warnings, used)
            if pivot is not None:
                matches.update(pivot)
    for lang, group in every_version.items():
        if lang is not structure.lang and not primary[lang].unofficial:
            for block in group:
                if block.unofficial:
                    _fill_gaps(block, structure, roots, warnings)
                    used.add(id(block))
    warnings.extend(
        Problem(block.title_source, N_("a translation where the official text says it all: not used"))
        for group in every_version.values() for block in group if id(block) not in used
    )
    others = [(lang, block) for lang, group in by_lang.items() for block in group if block is not primary[lang]]
    # The variants name the entry's clauses by id: the numbering notes each slot's as it goes.
    slot_ids: dict[int, str] | None = {} if others else None
    clauses = _number(entry_id, roots, slot_ids)
    variants = _variants(others, rule_slots, matches, slot_ids, structure.lang) if others else []
    return Reconciled(clauses, primary, variants)


def _fill_gaps(translation: Block, structure: Block, roots: list[_Slot], warnings: list[Problem]) -> None:
    """Give the project's own ``translation`` to the clauses its language's official text lacks
    (a clause a newer edition added): the official text wins wherever it has a clause."""
    slots = depth_first(roots)
    own = translation.walk()
    if [(slot.raw.depth, slot.raw.kind) for slot in slots] != [(clause.depth, clause.kind) for clause in own]:
        warnings.append(
            Problem(translation.title_source, N_("its clauses do not line up with {other}: not used"),
                    (("other", str(structure.title_source)),))
        )
        return
    for slot, clause in zip(slots, own):
        if translation.lang not in slot.pieces:
            slot.add(translation.lang, clause.text, clause.source, True)


def _variants(
    others: list[tuple[Lang, Block]], rule_slots: list[_Slot], matches: dict[int, int], slot_ids: dict[int, str],
    structure_lang: Lang,
) -> list[Variant]:
    """The official blocks not chosen for their language, each clause with the id of the
    entry's clause it says the same as: the one its pairing found (``matches``), or else, in
    the structure's language, the one whose wording it shares most. ``slot_ids`` gives the id
    of the clause made from each slot, under the ``id`` of the slot's raw clause."""
    rule_words = ([_words(slot.raw.text) for slot in rule_slots]
                  if any(lang is structure_lang for lang, _ in others) else [])

    def same_as(clause: RawClause, lang: Lang) -> str | None:
        if id(clause) in matches:
            return slot_ids.get(matches[id(clause)])
        if lang is structure_lang and rule_slots:
            return _best_match(clause, rule_slots, rule_words, slot_ids)
        return None

    return [
        Variant(
            lang=lang,
            edition=block.edition.label,
            title=block.title,
            title_source=block.title_source,
            clauses=[
                VariantClause(clause.text, clause.source, clause.depth, same_as(clause, lang))
                for clause in block.walk()
            ],
        )
        for lang, block in others
    ]


def _best_match(
    clause: RawClause, rule_slots: list[_Slot], rule_words: list[frozenset[str]], slot_ids: dict[int, str]
) -> str:
    """The id of the structure clause whose words ``clause`` shares most; ``rule_words`` are the
    words of each of ``rule_slots``."""
    words = _words(clause.text)
    scores = [_jaccard(words, slot_words) for slot_words in rule_words]
    return slot_ids[id(rule_slots[scores.index(max(scores))].raw)]


def _pair(
    block: Block,
    structure: Block,
    structure_versions: list[Block],
    roots: list[_Slot],
    rule_slots: list[_Slot],
    warnings: list[Problem],
    used: set[int],
) -> dict[int, int] | None:
    """Give ``block``'s text to the structure's slots; returns variant clause -> slot matches.

    A version of the structure's language that lines ``block`` up with it is added to ``used``:
    the project's own translation can be that version."""
    own_rules = _rules(block.clauses)
    if not block.clauses:
        return None
    own_shape = _shape_of(own_rules)
    if own_shape == _shape_of(slot.raw for slot in rule_slots):
        lang, unofficial = block.lang, block.unofficial
        for slot, clause in zip(rule_slots, own_rules):
            slot.add(lang, clause.text, clause.source, unofficial)
        _pair_examples(block, rule_slots, own_rules)
        _pair_top_level_examples(block, roots)
        return None
    pivot = max(
        (version for version in structure_versions
         if version is not structure and shape(version) == own_shape),
        key=richness, default=None,
    )
    if pivot is None:
        warnings.append(
            Problem(block.title_source, N_("its clauses do not line up with {other}: paired in order"),
                    (("other", str(structure.title_source)),))
        )
        for slot, clause in zip(rule_slots, own_rules):
            slot.add(block.lang, clause.text, clause.source, block.unofficial)
        appended: set[int] = set()
        for clause in own_rules[len(rule_slots):]:
            if id(clause) not in appended:
                roots.extend(_slots([clause], block.lang, block.unofficial))
                appended.update(id(kept) for kept in clause.walk())
        _pair_examples(block, rule_slots, own_rules)
        return None
    used.add(id(pivot))
    matches: dict[int, int] = {}
    version_rules = _rules(pivot.clauses)
    units = _paired_sentences(version_rules, own_rules)
    placed = _align(units, version_rules, rule_slots)
    if placed is not None:
        for unit, slot in zip(units, placed):
            slot.add(block.lang, unit.own_text, unit.own_clause.source, block.unofficial)
            matches.setdefault(id(unit.version_clause), id(slot.raw))
        for position, unit in enumerate(units):
            # An example follows the last sentence of its clause, so it goes where that sentence went.
            if position + 1 == len(units) or units[position + 1].own_clause is not unit.own_clause:
                _give_examples(placed[position], unit.own_clause, block)
        return matches
    for version_clause, own_clause in zip(version_rules, own_rules):
        version_sentences, own_sentences = sentences(version_clause.text), sentences(own_clause.text)
        if len(version_sentences) != len(own_sentences):
            version_sentences, own_sentences = [version_clause.text], [own_clause.text]
        for position, (version_sentence, own_sentence) in enumerate(zip(version_sentences, own_sentences)):
            best = max(rule_slots, key=lambda slot: similarity(version_sentence, slot.raw.text))
            best.add(block.lang, own_sentence, own_clause.source, block.unofficial)
            if position == 0:
                matches[id(version_clause)] = id(best.raw)
        # An example follows the last sentence of its clause, so it goes where that sentence went.
        _give_examples(best, own_clause, block)
    return matches


def _is_subsequence(shorter: list, longer: list) -> bool:
    remaining = iter(longer)
    return all(any(item == other for other in remaining) for item in shorter)


@dataclass(slots=True)
class _Sentence:
    """A sentence of an older version, the translated sentence it pairs with, and their clauses."""

    version_text: str
    own_text: str
    version_clause: RawClause
    own_clause: RawClause


def _paired_sentences(version_rules: list[RawClause], own_rules: list[RawClause]) -> list[_Sentence]:
    """Sentence by sentence where both clauses have as many, else clause by clause."""
    paired = []
    for version_clause, own_clause in zip(version_rules, own_rules):
        version_sentences, own_sentences = sentences(version_clause.text), sentences(own_clause.text)
        if len(version_sentences) != len(own_sentences):
            version_sentences, own_sentences = [version_clause.text], [own_clause.text]
        paired.extend(_Sentence(version, own, version_clause, own_clause)
                      for version, own in zip(version_sentences, own_sentences))
    return paired


def _clause_shape(clause: RawClause) -> tuple[int, bool]:
    return clause.depth, clause.kind is ClauseKind.STEP


def _align(units: list[_Sentence], version_rules: list[RawClause], rule_slots: list[_Slot]) -> list[_Slot] | None:
    """The slot each sentence of an older version goes to, when a newer edition only added
    clauses (the older shape is the newer one with clauses left out).

    Sentences keep their order, each goes to a slot of its clause's shape, and several may go to
    one slot; of all such placings, the one that shares the most wording wins. None for any other
    change of shape, where each sentence goes to the slot most like it wherever it stands.
    """
    slot_shapes = [_clause_shape(slot.raw) for slot in rule_slots]
    if not _is_subsequence([_clause_shape(clause) for clause in version_rules], slot_shapes):
        return None
    count, slots = len(units), len(rule_slots)
    impossible = float("-inf")

    def score(k: int, j: int) -> float:
        if _clause_shape(units[k].version_clause) != slot_shapes[j]:
            return impossible
        return max(similarity(units[k].version_text, sentence) for sentence in sentences(rule_slots[j].raw.text) or [""])

    # best[k][j]: the most wording sentences k.. can share when each goes to slot j or later.
    best = [[impossible] * (slots + 1) for _ in range(count + 1)]
    best[count] = [0.0] * (slots + 1)
    for k in range(count - 1, -1, -1):
        for j in range(slots - 1, -1, -1):
            best[k][j] = max(best[k][j + 1], score(k, j) + best[k + 1][j])
    if best[0][0] == impossible:
        return None
    placed, j = [], 0
    for k in range(count):
        while best[k][j] != score(k, j) + best[k + 1][j]:
            j += 1
        placed.append(rule_slots[j])
    return placed


def _pair_examples(block: Block, rule_slots: list[_Slot], own_rules: list[RawClause]) -> None:
    """Examples of the other language go under the paired clause, in order."""
    for slot, clause in zip(rule_slots, own_rules):
        _give_examples(slot, clause, block)


def _pair_top_level_examples(block: Block, roots: list[_Slot]) -> None:
    """Examples that stand on their own between rules, under no clause, pair in order."""
    structure_examples = [slot for slot in roots if slot.raw.kind is ClauseKind.EXAMPLE]
    own_examples = [clause for clause in block.clauses if clause.kind is ClauseKind.EXAMPLE]
    for slot, example in zip(structure_examples, own_examples):
        slot.add(block.lang, example.text, example.source, block.unofficial)


def _give_examples(slot: _Slot, clause: RawClause, block: Block) -> None:
    """The examples of ``clause`` pair with the examples of ``slot`` in order; extra ones are added."""
    if not clause.children:
        return
    own_examples = [child for child in clause.children if child.kind is ClauseKind.EXAMPLE]
    slot_examples = [child for child in slot.children if child.raw.kind is ClauseKind.EXAMPLE]
    for position, example in enumerate(own_examples):
        if position < len(slot_examples):
            slot_examples[position].add(block.lang, example.text, example.source, block.unofficial)
        else:
            extra = _Slot(example)
            extra.add(block.lang, example.text, example.source, block.unofficial)
            slot.children.append(extra)


def _number(
    prefix: str, slots: list[_Slot], slot_ids: dict[int, str] | None, path: str = "", depth: int = 0
) -> list[Clause]:
    """The clauses of ``slots``, numbered after ``path`` (".2.1") under the entry id ``prefix``;
    each clause's id goes into ``slot_ids`` too, under the ``id`` of its slot's raw clause,
    unless that is None."""
    clauses = []
    for position, slot in enumerate(slots, start=1):
        clause_path = f"{path}.{position}"
        clause_id = prefix + clause_path
        text: dict[Lang, str] = {}
        source: dict[Lang, SourceRef] = {}
        more_sources: dict[Lang, tuple[SourceRef, ...]] = {}
        for lang in LANGUAGES:
            pieces = slot.pieces.get(lang)
            if pieces is None:
                continue
            first = pieces[0].source
            source[lang] = first
            if len(pieces) == 1:
                text[lang] = pieces[0].text
                continue
            text[lang] = " ".join([piece.text for piece in pieces])
            if more := tuple(dict.fromkeys(piece.source for piece in pieces[1:] if piece.source != first)):
                more_sources[lang] = more
        raw = slot.raw
        if slot_ids is not None:
            slot_ids[id(raw)] = clause_id
        # Positional: every clause of every entry is made here, and keywords cost a look-up each.
        clauses.append(Clause(
            clause_id, raw.kind, depth, raw.number if raw.kind is ClauseKind.STEP else None, text, source,
            slot.unofficial, _NO_LANGUAGE,
            _number(prefix, slot.children, slot_ids, clause_path, depth + 1) if slot.children else [],
            more_sources,
        ))
    return clauses
