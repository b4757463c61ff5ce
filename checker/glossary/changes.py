"""What changed in an entry's text between an older edition of the Rules Reference and the current one.

The importer keeps each older text of an entry as a :class:`~checker.glossary.model.Variant`,
each of its clauses matched to the current clause that says the same thing, if any. Comparing
a variant with the current text in the variant's language gives three kinds of change:

* a clause whose text changed: a variant clause and the current clause it matches, when their
  texts differ by more than spacing and the shape of quotes and apostrophes (the sources write
  the same sentence with ``'`` and ``’``, and a flattened page may lose a space);
* a clause added: a current clause with text in that language that no variant clause matches;
* a clause removed: a variant clause that matches no current clause;
* a clause moved: a variant clause whose words the current text keeps, in the same order, only
  punctuated anew or split over clauses that follow one another (the 2019 text's "… them.The first
  player has timing priority …" is two clauses now). Nothing was reworded, so nothing is shown as
  deleted, and the clauses it was split into are not "added".

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
    MOVED = "moved"


_WORDS = re.compile(r"\w+")
_MOST_PARTS = 4
"""The most clauses one older clause is looked for split into."""


def words(text: str) -> list[str]:
    """The words of ``text``, case aside, without its punctuation: what a moved clause keeps.

    >>> words("them.The first") == words("them. The First")
    True
    """
    return [word.casefold() for word in _WORDS.findall(text)]


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
    parts: tuple[str, ...] = ()
    """For a moved clause, the current clauses that hold its words, in order (``clause_id`` first
    among them or not): one when it was only punctuated anew, more when it was split."""


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
    matched = {old.matches for old in variant.clauses}
    split_into: set[str] = set()
    for order, old in enumerate(variant.clauses):
        if old.matches in position:
            last_matched = position[old.matches]
            if comparable(old.text) != comparable(texts[old.matches]):
                parts = _same_words(old.text, last_matched, [clause.id for clause in current], texts, matched)
                if parts:
                    split_into.update(parts)
                    change = ClauseChange(ChangeKind.MOVED, old.matches, old,
                                          " ".join(texts[part] for part in parts), parts)
                else:
                    change = ClauseChange(ChangeKind.CHANGED, old.matches, old, texts[old.matches])
                placed.append(((last_matched, 0, order), change))
        else:
            placed.append(((last_matched, 1, order), ClauseChange(ChangeKind.REMOVED, None, old, None)))
    for clause in current:
        if clause.id not in matched and clause.id not in split_into:
            change = ClauseChange(ChangeKind.ADDED, clause.id, None, texts[clause.id])
            placed.append(((position[clause.id], 0, -1), change))
    placed.sort(key=lambda item: item[0])
    return VersionChanges(variant, entry.edition.get(lang), [change for _, change in placed])


def _same_words(old_text: str, at: int, ids: list[str], texts: dict[str, str], matched: set[str]) -> tuple[str, ...]:
    """The run of current clauses, ``ids[at]`` among them, that says exactly the words of
    ``old_text``; none of the others may be the match of another older clause. Empty when none does."""
    wanted = words(old_text)
    for start in range(at, max(-1, at - _MOST_PARTS), -1):
        if start != at and ids[start] in matched:
            break
        said: list[str] = [word for index in range(start, at) for word in words(texts[ids[index]])]
        for end in range(at, min(len(ids), start + _MOST_PARTS)):
            if end != at and ids[end] in matched:
                break
            said += words(texts[ids[end]])
            if said == wanted:
                return tuple(ids[start:end + 1])
            if len(said) >= len(wanted):
                break
    return ()


def entry_changes(entry: Entry) -> list[VersionChanges]:
    """Each older edition's text of ``entry`` that differs from the current one, in the importer's order."""
    compared = (
        version_changes(entry, variant)
        for variant in entry.variants
        if variant.edition != entry.edition.get(variant.lang)
    )
    return [version for version in compared if version.changes]
