"""The glossary model: entries, clauses, see-also links and where each line came from.

Everything downstream (site pages, search index, scenarios) reads these classes and nothing
else of the importer. A clause id is ``<entry id>.<path>``: ``main-scheme.4.2`` is the second
child of the fourth top-level clause of the Main Scheme entry. Ids follow the reconciled
structure of the entry, so they stay put when a source is re-scraped with the same shape; when a
newer edition's structure moves a clause, ``sources/id-migration.toml`` gives its old id, and
:attr:`Glossary.moved_clauses` leads from the old id to the new one.

Every text carries where it came from: each clause its source line per language, each entry the
edition of the Rules Reference its current text is from (:attr:`Entry.edition`), each variant its
own title line and edition.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, NamedTuple

from checker.glossary.lang import Lang
from checker.i18n import translate


def depth_first(nodes: Sequence[Any], into: list[Any] | None = None) -> list[Any]:
    """``nodes`` and every node under them (by their ``children``), depth first, in reading order.

    A list made by recursion: clause trees are walked at every step of the import and of the
    build, and a generator per node (``yield from`` down each level) costs three times as much.
    """
    found = [] if into is None else into
    for node in nodes:
        found.append(node)
        if node.children:
            depth_first(node.children, found)
    return found


class ClauseKind(StrEnum):
    """What a clause does in its entry."""

    DEFINITION = "definition"
    """The opening paragraph that says what the term is."""
    RULE = "rule"
    """A paragraph or top-level bullet that states a rule."""
    SUB_RULE = "sub-rule"
    """A bullet that refines the rule it stands under."""
    STEP = "step"
    """One numbered step of a procedure; ``number`` gives its place."""
    EXAMPLE = "example"
    """A "For example, ..." sentence attached to the rule it illustrates."""
    HEADING = "heading"
    """A heading inside the entry that opens a section of it ("Constant Abilities" in "Ability")."""


class SourceRef(NamedTuple):
    """A line of a source file, counted from 1.

    A named pair rather than a dataclass: the import makes one for every line it reads and
    looks each up again to account for its text, and a tuple is made and hashed in C.
    """

    file: str
    line: int

    def __str__(self) -> str:
        return f"{self.file}:{self.line}"


@dataclass(slots=True)
class Clause:
    """One unit of rules text, with its text in each language that has it."""

    id: str
    kind: ClauseKind
    depth: int
    """0 for top-level clauses, one more per level of nesting."""
    number: int | None
    """The step number for steps, renumbered in order; None for everything else."""
    text: dict[Lang, str]
    source: dict[Lang, SourceRef]
    unofficial: frozenset[Lang] = frozenset()
    """Languages whose text is the project's own translation, not the publisher's."""
    outdated: frozenset[Lang] = frozenset()
    """Languages whose translation was made from another text than the current one (see
    :mod:`checker.glossary.translations`): it stays shown, marked outdated, until updated."""
    children: list[Clause] = field(default_factory=list)
    more_sources: dict[Lang, tuple[SourceRef, ...]] = field(default_factory=dict)
    """Further lines whose text was joined into this clause (sentences of an older, flatter
    text that the newer structure gathers into one clause)."""

    def walk(self) -> list[Clause]:
        """This clause and every clause under it, depth first, in reading order."""
        return depth_first((self,))


@dataclass(slots=True)
class SeeAlso:
    """A "Véase también" / "See also" item: a label, and the entry it names when there is one."""

    label: dict[Lang, str]
    target: str | None
    """The id of the entry the label names, or None when that entry is not in the glossary yet."""
    source: SourceRef
    term: str | None = None
    """The id of the term table row the label names, which gives its name in both languages."""
    in_text: bool = False
    """True for a link written inside a clause's text ("See: Player Phase" in a step of the
    round overview): the label stands in that text too, so a page may link those words there
    rather than list the link again under "See also"."""


@dataclass(slots=True)
class VariantClause:
    """One clause of a kept variant, and the reconciled clause it was matched to."""

    text: str
    source: SourceRef
    depth: int
    matches: str | None
    """The id of the reconciled clause that says the same thing, or None when none does."""


@dataclass(slots=True)
class Variant:
    """Another version of an entry in one language, kept so that differences stay visible."""

    lang: Lang
    title: str
    title_source: SourceRef
    clauses: list[VariantClause]
    edition: str | None = None
    """The edition of the Rules Reference the variant's source is, as ``sources/manifest.toml``
    names it; None for a source the manifest does not date."""


@dataclass(slots=True)
class Entry:
    """A glossary entry: a term of the rules and its clauses, in Spanish and English."""

    id: str
    """Language-neutral slug of the English head term, such as ``main-scheme``."""
    title: dict[Lang, str]
    title_source: dict[Lang, SourceRef]
    clauses: list[Clause]
    """Top-level clauses in order; nested ones hang from :attr:`Clause.children`."""
    see_also: list[SeeAlso] = field(default_factory=list)
    see_also_sources: list[SourceRef] = field(default_factory=list)
    """Where each "See also" heading of the entry stands."""
    variants: list[Variant] = field(default_factory=list)
    unofficial: frozenset[Lang] = frozenset()
    """Languages whose title and text are the project's own translation."""
    outdated: frozenset[Lang] = frozenset()
    """Languages whose translated title was made from another title than the current one."""
    edition: dict[Lang, str | None] = field(default_factory=dict)
    """For each language with official text, the edition of the Rules Reference it is from (see
    :attr:`Variant.edition`)."""

    def walk(self) -> list[Clause]:
        """Every clause of the entry, depth first, in reading order."""
        return depth_first(self.clauses)

    def statements(self) -> Iterator[Clause]:
        """The clauses that say something about the game: every clause but section headings,
        which only name the part of the entry below them, so no scenario can verify them."""
        return (clause for clause in self.walk() if clause.kind is not ClauseKind.HEADING)

    def clause(self, clause_id: str) -> Clause:
        for clause in self.walk():
            if clause.id == clause_id:
                return clause
        raise KeyError(clause_id)

    @property
    def languages(self) -> list[Lang]:
        return [lang for lang in Lang if lang in self.title]


@dataclass(slots=True)
class AliasTarget:
    """One entry a redirect page sends its reader to."""

    label: str
    target: str | None
    """The id of the entry the label names, or None when that entry is not in the glossary yet."""
    source: SourceRef
    term: str | None = None
    """The id of the term table row the label names."""


@dataclass(slots=True)
class Alias:
    """Another name of entries, from a page that only redirects ("Crisis Icon / See: Side Scheme")."""

    title: str
    lang: Lang
    source: SourceRef
    targets: list[AliasTarget]
    translates: str | None = None
    """For the project's own translation of another alias, that alias's title (its language is
    the other one); None for an alias of the sources."""


@dataclass(frozen=True, slots=True)
class Problem:
    """Something the importer noticed about a source line: a warning, or an error."""

    source: SourceRef
    message: str
    """An English message template, translated through the ``messages`` catalog."""
    params: tuple[tuple[str, str], ...] = ()

    def render(self, lang: str) -> str:
        return translate(lang, self.message, "messages", **dict(self.params))


@dataclass(slots=True)
class Glossary:
    """The whole imported glossary, with what the import could not place and what it noticed."""

    entries: list[Entry]
    unaccounted: list[tuple[SourceRef, str]] = field(default_factory=list)
    warnings: list[Problem] = field(default_factory=list)
    known_warnings: list[Problem] = field(default_factory=list)
    """The :attr:`warnings` that the sources folder records as looked at
    (:mod:`checker.glossary.known_warnings`): the commands count only the others."""
    aliases: list[Alias] = field(default_factory=list)
    """Titles of redirect pages, each leading to the entries it names."""
    front_matter: list[Entry] = field(default_factory=list)
    """The sections the Rules Reference prints before its glossary entries, in this order when
    present: The Golden Rules, The Grim Rule, Component Limitations, Round Overview, and the
    sentence that introduces the glossary (ids ``the-golden-rules``, ``the-grim-rule``,
    ``component-limitations``, ``round-overview``, ``glossary``).

    Each is an :class:`Entry` like any other (clauses, ids, sources, variants), but not a term of
    the glossary: it is not in :attr:`entries`, so it has no place in the A to Z index, and a page
    of its own shows it. :meth:`entry` and :meth:`clause` find it too.
    """
    moved_clauses: dict[str, str] = field(default_factory=dict)
    """Old clause id -> the id the same clause has now, for each clause a newer edition moved
    (``sources/id-migration.toml``), so that links citing an old id can still be followed."""

    def aliases_in(self, lang: Lang) -> list[Alias]:
        """The aliases a reader of ``lang`` is shown: those in ``lang``, and those of the other
        language's sources that have no translation into it."""
        translated = {alias.translates for alias in self.aliases if alias.lang is lang}
        return [alias for alias in self.aliases
                if alias.lang is lang or (alias.translates is None and alias.title not in translated)]

    def entry(self, entry_id: str) -> Entry:
        for entry in (*self.entries, *self.front_matter):
            if entry.id == entry_id:
                return entry
        raise KeyError(entry_id)

    def current_clause_id(self, clause_id: str) -> str:
        """The id of the clause that ``clause_id`` names now: itself while a clause has it, else
        where a newer edition moved it.

        A newer edition can give an old id to a new clause (the compilation's new
        ``encounter-deck.3.2`` pushed the infinite loop to ``encounter-deck.3.3``): a citation or
        link written today means the clause that has the id today, so an id in use is never
        moved; :attr:`moved_clauses` still records where the old rule went.
        """
        try:
            return self.clause(clause_id).id
        except KeyError:
            return self.moved_clauses.get(clause_id, clause_id)

    def aliases_of(self, entry_id: str) -> list[Alias]:
        return [alias for alias in self.aliases if any(target.target == entry_id for target in alias.targets)]

    def clause(self, clause_id: str) -> Clause:
        return self.entry(clause_id.split(".", 1)[0]).clause(clause_id)
