"""What see-also lists and redirect pages name: each label resolved to an entry and a term.

A list on one line ("See also: Boost, Enemy Attacks", "Véase: Amenaza, Coste") may separate
its names with commas, but index forms such as "Aceleración, ficha de" hold a comma of their
own. A label the glossary or the term table knows as a whole stays whole; one whose parts it all
knows is cut on every comma. Otherwise it is cut only at the commas a capital follows (a part in
lower case is the second half of an index form), and only when the line is a redirect, since a
"See:" line lists entries, or when every name looks like a title and one of them is known. Names
the glossary does not know become labels of entries not imported yet.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property

from checker.glossary.blocks import Block, SeeAlsoItem
from checker.glossary.lines import title_shaped
from checker.glossary.model import Alias, AliasTarget, Lang, Problem, SeeAlso
from checker.glossary.terms import TermTable, fold, slugify, title_case, uninvert
from checker.i18n import N_


@dataclass
class Names:
    """Every name a label may use: entry titles, redirect titles, and the term table."""

    terms: TermTable
    entries: dict[str, str]
    """Folded entry title -> entry id."""
    redirects: dict[str, list[str]]
    """Folded title of a redirect page -> ids of the entries it sends to, once they are known."""
    anchors: dict[tuple[str, str], str] = field(default_factory=dict)
    """(file, anchor) -> entry id: on an HTML page, the sections a link may name by their id."""
    settled: bool = False
    """True once every redirect leads where it will: nothing a label may name changes from then
    on, so each label is resolved once, however many lists name it."""
    _resolved: dict[tuple[str, Lang | None], tuple[Lang | None, str | None, str | None]] = field(default_factory=dict)

    def anchored(self, file: str, item: SeeAlsoItem) -> str | None:
        """The entry that ``item`` links to by its section's id, whatever its label says."""
        return self.anchors.get((file, item.anchor)) if item.anchor else None

    @cached_property
    def entry_ids(self) -> set[str]:
        return set(self.entries.values())

    @cached_property
    def title_names(self) -> dict[str, str]:
        """Folded name -> entry id, for each name a title lists: "Recover, Recovery" names its
        entry "Recover" and "Recovery". Index forms ("Encuentros, mazo de") list no names."""
        names: dict[str, str] = {}
        for title, entry_id in self.entries.items():
            parts = [part.strip() for part in title.split(",")]
            if len(parts) > 1 and all(part[:1].isalpha() and part.split()[-1] not in {"de", "del", "of"} for part in parts):
                for part in parts:
                    names.setdefault(part, entry_id)
        return names

    def knows(self, label: str) -> bool:
        folded = fold(label)
        return (folded in self.entries or folded in self.title_names or folded in self.redirects
                or self.terms.find(label) is not None or slugify(uninvert(label)) in self.entry_ids)

    def labels(self, item: SeeAlsoItem) -> list[str]:
        """The labels ``item`` holds: one, or the parts of an inline list that commas separate."""
        parts = [part.strip(" .") for part in item.label.split(",")]
        # An empty part ("Amenaza,,") is no list of names: the label stays as written.
        if not item.inline or len(parts) == 1 or not all(parts) or self.knows(item.label):
            return [item.label]
        if all(map(self.knows, parts)):
            return parts
        names = _names(parts)
        if len(names) > 1 and (item.on_redirect_line or (all(map(title_shaped, names)) and any(map(self.knows, names)))):
            return names
        return [item.label]

    def resolve(self, label: str, lang: Lang | None) -> tuple[Lang | None, str | None, str | None]:
        """The language of ``label``, the id of the entry it names and the id of its term.

        A label names an entry by its title, by one of the names a title lists ("Recovery" in
        "Recover, Recovery"), through a redirect that leads to one entry, or through the term
        table, whose English spellings of the term may title the entry.
        """
        if not self.settled:
            return self._resolve(label, lang)
        found = self._resolved.get((label, lang))
        if found is None:
            found = self._resolved[label, lang] = self._resolve(label, lang)
        return found

    def _resolve(self, label: str, lang: Lang | None) -> tuple[Lang | None, str | None, str | None]:
        term = self.terms.find(label)
        if term is not None:
            lang = next((language for language in Lang if self.terms.find(label, language) is term), lang)
        folded = fold(label)
        followed = self.redirects.get(folded, [])
        spellings = term.spellings(Lang.EN) if term else ()
        candidates = [self.entries.get(folded), self.title_names.get(folded),
                      followed[0] if len(followed) == 1 else None, term.id if term else None,
                      *(self.entries.get(fold(spelling)) for spelling in spellings),
                      *(slugify(spelling) for spelling in spellings), slugify(uninvert(label))]
        target = next((candidate for candidate in candidates if candidate in self.entry_ids), None)
        return lang, target, term.id if term else None


def _names(parts: list[str]) -> list[str]:
    """Rejoin each part that starts in lower case to the part before it: "Aceleración, ficha de"
    is one name in index form.

    >>> _names(["Amenaza", "Aceleración", "ficha de", "Coste"])
    ['Amenaza', 'Aceleración, ficha de', 'Coste']
    """
    names: list[str] = []
    for part in parts:
        if names and part[:1].islower():
            names[-1] = f"{names[-1]}, {part}"
        else:
            names.append(part)
    return names


def see_also_links(blocks: list[Block], names: Names, warnings: list[Problem]) -> list[SeeAlso]:
    links = []
    for block in blocks:
        for item in block.see_also:
            anchored = names.anchored(block.file.name, item)
            for label in [item.label] if anchored else names.labels(item):
                lang, target, term = names.resolve(label, item.heading_lang)
                target = anchored or target
                if term is None and target is None and fold(label) not in names.redirects:
                    warnings.append(
                        Problem(item.source, N_("see-also label '{label}' names no known term or entry"),
                                (("label", label),))
                    )
                links.append(SeeAlso({lang or block.lang: label}, target, item.source, term, in_text=item.in_text))
    return links


def alias(block: Block, names: Names, warnings: list[Problem]) -> Alias:
    """The alias a redirect page makes of its title; targets not imported yet are kept, with a warning."""
    targets = []
    for item in block.redirect:
        anchored = names.anchored(block.file.name, item)
        for label in [item.label] if anchored else names.labels(item):
            _, target, term = names.resolve(label, item.heading_lang)
            target = anchored or target
            if target is None:
                warnings.append(
                    Problem(item.source, N_("redirect '{title}' names '{label}', which is not imported yet"),
                            (("title", block.title), ("label", label)))
                )
            targets.append(AliasTarget(label, target, item.source, term))
    return Alias(title_case(block.title, names.terms, block.lang), block.lang, block.title_source, targets)

