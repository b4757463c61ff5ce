"""What see-also lists and redirect pages name: each label resolved to an entry and a term.

An inline list ("See also: Boost, Enemy Attacks, Enemy Schemes") is cut on its commas only
when every part is a name the glossary or the term table knows, and the whole is not: index
forms such as "Aceleración, ficha de" hold a comma of their own.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

from checker.glossary.blocks import Block, SeeAlsoItem
from checker.glossary.model import Alias, AliasTarget, Lang, Problem, SeeAlso
from checker.glossary.terms import TermTable, fold, slugify, uninvert
from checker.i18n import N_


@dataclass
class Names:
    """Every name a label may use: entry titles, redirect titles, and the term table."""

    terms: TermTable
    entries: dict[str, str]
    """Folded entry title -> entry id."""
    redirects: dict[str, list[str]]
    """Folded title of a redirect page -> ids of the entries it sends to, once they are known."""

    @cached_property
    def entry_ids(self) -> set[str]:
        return set(self.entries.values())

    def knows(self, label: str) -> bool:
        folded = fold(label)
        return (folded in self.entries or folded in self.redirects or self.terms.find(label) is not None
                or slugify(uninvert(label)) in self.entry_ids)

    def labels(self, item: SeeAlsoItem) -> list[str]:
        """The labels ``item`` holds: one, or the parts of an inline list that commas separate."""
        parts = [part.strip(" .") for part in item.label.split(",")]
        if item.inline and len(parts) > 1 and not self.knows(item.label) and all(map(self.knows, parts)):
            return parts
        return [item.label]

    def resolve(self, label: str, lang: Lang | None) -> tuple[Lang | None, str | None, str | None]:
        """The language of ``label``, the id of the entry it names and the id of its term."""
        term = self.terms.find(label)
        if term is not None:
            lang = next((language for language in Lang if self.terms.find(label, language) is term), lang)
        followed = self.redirects.get(fold(label), [])
        candidates = [self.entries.get(fold(label)), followed[0] if len(followed) == 1 else None,
                      term.id if term else None, slugify(uninvert(label))]
        target = next((candidate for candidate in candidates if candidate in self.entry_ids), None)
        return lang, target, term.id if term else None


def see_also_links(blocks: list[Block], names: Names, warnings: list[Problem]) -> list[SeeAlso]:
    links = []
    for block in blocks:
        for item in block.see_also:
            for label in names.labels(item):
                lang, target, term = names.resolve(label, item.heading_lang)
                if term is None and target is None and fold(label) not in names.redirects:
                    warnings.append(
                        Problem(item.source, N_("see-also label '{label}' names no known term or entry"),
                                (("label", label),))
                    )
                links.append(SeeAlso({lang or block.lang: label}, target, item.source, term))
    return links


def alias(block: Block, names: Names, warnings: list[Problem]) -> Alias:
    """The alias a redirect page makes of its title; targets not imported yet are kept, with a warning."""
    targets = []
    for item in block.redirect:
        for label in names.labels(item):
            _, target, term = names.resolve(label, item.heading_lang)
            if target is None:
                warnings.append(
                    Problem(item.source, N_("redirect '{title}' names '{label}', which is not imported yet"),
                            (("title", block.title), ("label", label)))
                )
            targets.append(AliasTarget(label, target, item.source, term))
    return Alias(block.title, block.lang, block.title_source, targets)

