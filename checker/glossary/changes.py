"""What changed in an entry's text between an older edition of the Rules Reference and the current one.

The importer keeps each older text of an entry as a :class:`~checker.glossary.model.Variant`,
each of its clauses matched to the current clause that says the same thing, if any. Comparing
a variant with the current text in the variant's language gives three kinds of change:

* a clause whose text changed: a variant clause and the current clause it matches, when their
  texts differ by more than spacing and the shape of quotes and apostrophes (the sources write
  the same sentence with ``'`` and ``’``, and a flattened page may lose a space);
* a clause added: a current clause with text in that language that no variant clause matches;
* a clause removed: a variant clause that matches no current clause.

Only a variant from another edition than the current text is an older version: the importer
also keeps a second text of the same edition (an entry printed twice in a compilation), which
says nothing about what changed between versions.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import StrEnum

from checker.glossary.model import Clause, Entry, Lang, Variant, VariantClause

_SPACES = re.compile(r"\s+")
_SAME_SHAPE = str.maketrans({"’": "'", "‘": "'", "“": '"', "”": '"', "«": '"', "»": '"'})


def comparable(text: str) -> str:
    """``text`` as compared: spacing gone, and every quote and apostrophe written plainly.

    >>> comparable("a player’s “hand”.") == comparable("a  player's \\"hand\\" .")
    True
    """
    return _SPACES.sub("", text.translate(_SAME_SHAPE))


class ChangeKind(StrEnum):
    CHANGED = "changed"
    ADDED = "added"
    REMOVED = "removed"


@dataclass(frozen=True)
class ClauseChange:
    """One clause that differs between the older text and the current one."""

    kind: ChangeKind
    clause_id: str | None
    """The current clause; None for a removed clause."""
    old: VariantClause | None
    """The older text's clause; None for an added clause."""
    new_text: str | None
    """The current clause's text in the older text's language; None for a removed clause."""


@dataclass(frozen=True)
class VersionChanges:
    """An older text of an entry compared with the current text in the same language."""

    variant: Variant
    current_edition: str | None
    changes: list[ClauseChange]

    @property
    def lang(self) -> Lang:
        return self.variant.lang


def version_changes(entry: Entry, variant: Variant) -> VersionChanges:
    """The clauses that differ between ``variant`` and the entry's current text, in the reading
    order of the current text; a removed clause comes after the last clause before it that matches."""
    lang = variant.lang
    current: list[Clause] = [clause for clause in entry.walk() if lang in clause.text]
    position = {clause.id: index for index, clause in enumerate(current)}
    texts = {clause.id: clause.text[lang] for clause in current}
    placed: list[tuple[tuple[int, int, int], ClauseChange]] = []
    last_matched = -1
    for order, old in enumerate(variant.clauses):
        if old.matches in position:
            last_matched = position[old.matches]
            if comparable(old.text) != comparable(texts[old.matches]):
                change = ClauseChange(ChangeKind.CHANGED, old.matches, old, texts[old.matches])
                placed.append(((last_matched, 0, order), change))
        else:
            placed.append(((last_matched, 1, order), ClauseChange(ChangeKind.REMOVED, None, old, None)))
    matched = {old.matches for old in variant.clauses}
    for clause in current:
        if clause.id not in matched:
            change = ClauseChange(ChangeKind.ADDED, clause.id, None, texts[clause.id])
            placed.append(((position[clause.id], 0, -1), change))
    placed.sort(key=lambda item: item[0])
    return VersionChanges(variant, entry.edition.get(lang), [change for _, change in placed])


def entry_changes(entry: Entry) -> list[VersionChanges]:
    """Each older edition's text of ``entry`` that differs from the current one, in the importer's order."""
    compared = (
        version_changes(entry, variant)
        for variant in entry.variants
        if variant.edition != entry.edition.get(variant.lang)
    )
    return [version for version in compared if version.changes]
