"""Which blocks, titled differently by different sources, are one rule and so one entry.

Blocks whose English titles give one id are one entry already. Two groups of blocks are joined
too when a newer source turned one's title into a redirect to the other ("Constant Ability", a
page in 2019, is "See: Ability" in the 1.7-1.8 compilation): the newer source says they are one
rule. Sources of different kinds also name one rule differently, so two groups of blocks from
sources of no kind in common are joined when

* the term table knows their titles as one term ("Encounter Card" and "Encounter Cards");
* a name one title lists is the other's title, or its singular ("Drawing Cards" and "Draw,
  Drawing Cards"; "Replacement Effects" and "Replacement Effect");
* redirects of one title in the two sources each lead to one of them ("Undefended" leads to
  "Enemy Attacks" in one source and to "Attack (Enemy Activation)" in the other).

A joined entry takes the id of its newest block's group, as the newest text is the current one.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from checker.glossary.blocks import Block
from checker.glossary.model import Lang
from checker.glossary.terms import TermTable, fold, slugify

_NAME_SEPARATOR = re.compile(r"[,;](?![^(]*\))")
_INDEX_FORM_ENDS = ("de", "del", "of")


def listed_names(title: str) -> list[str]:
    """The names a title lists: "Draw, Drawing Cards" lists "Draw" and "Drawing Cards". An index
    form ("Encuentros, mazo de") lists one name.

    >>> listed_names("SUSTAINED DAMAGE; DAMAGE SUSTAINED"), listed_names("Encuentros, mazo de")
    (['SUSTAINED DAMAGE', 'DAMAGE SUSTAINED'], ['Encuentros, mazo de'])
    """
    parts = [part.strip() for part in _NAME_SEPARATOR.split(title)]
    if len(parts) == 1 or not all(parts) or any(part.split()[-1].casefold() in _INDEX_FORM_ENDS for part in parts):
        return [title]
    return parts


def _singular(name: str) -> str:
    """
    >>> _singular("replacement effects"), _singular("status cards"), _singular("access")
    ('replacement effect', 'status card', 'access')
    """
    return name[:-1] if name.endswith("s") and not name.endswith("ss") and len(name) > 3 else name


def _names(blocks: list[Block]) -> set[str]:
    return {
        form
        for block in blocks if block.lang is Lang.EN
        for name in listed_names(block.title)
        for form in (fold(name), _singular(fold(name)))
    }


def _kinds(blocks: list[Block]) -> set:
    return {block.file.kind for block in blocks}


def _resolve(label: str, titles: dict[str, str], grouped: dict[str, list[Block]]) -> str | None:
    found = titles.get(fold(label))
    return found if found else (slugify(label) if slugify(label) in grouped else None)


def _pairs(grouped: dict[str, list[Block]], redirects: list[Block], terms: TermTable) -> Iterator[tuple[str, str, bool]]:
    """Pairs of groups that are one rule, and whether a newer source says so itself."""
    by_name: dict[str, set[str]] = {}
    by_term: dict[str, set[str]] = {}
    titles: dict[str, str] = {}
    for entry_id, blocks in grouped.items():
        for name in _names(blocks):
            by_name.setdefault(name, set()).add(entry_id)
        for block in blocks:
            titles.setdefault(fold(block.title), entry_id)
            if term := terms.find(block.title):
                by_term.setdefault(term.id, set()).add(entry_id)
    for ids in (*by_name.values(), *by_term.values()):
        first, *others = sorted(ids)
        yield from ((first, other, False) for other in others)
    single_targets: dict[str, list[tuple[Block, str]]] = {}
    for redirect in redirects:
        targets = [_resolve(item.label, titles, grouped) for item in redirect.redirect]
        if len(targets) == 1 and targets[0] is not None:
            single_targets.setdefault(fold(redirect.title), []).append((redirect, targets[0]))
    for title, leads in single_targets.items():
        page = titles.get(title)
        for redirect, target in leads:
            if page is not None and all(redirect.edition > block.edition for block in grouped[page]):
                yield page, target, True
        for (first, first_target), (second, second_target) in zip(leads, leads[1:]):
            if first.file.kind is not second.file.kind:
                yield first_target, second_target, False


def join_same_rules(grouped: dict[str, list[Block]], redirects: list[Block], terms: TermTable) -> None:
    """Join, in place, the groups of ``grouped`` (entry id -> blocks) that are one rule."""
    leader = {entry_id: entry_id for entry_id in grouped}

    def find(entry_id: str) -> str:
        while leader[entry_id] != entry_id:
            entry_id = leader[entry_id]
        return entry_id

    for first, second, said_by_a_source in list(_pairs(grouped, redirects, terms)):
        first, second = find(first), find(second)
        if first != second and (said_by_a_source or not (_kinds(grouped[first]) & _kinds(grouped[second]))):
            newest, other = sorted((first, second), key=lambda entry_id: (max(block.edition for block in grouped[entry_id]),
                                                                          entry_id), reverse=True)
            grouped[newest].extend(grouped.pop(other))
            leader[other] = newest
