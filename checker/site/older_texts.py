"""Entries whose current text is from an older edition than the Rules Reference's own, and the
entries of the newer edition that treat the same rule.

MarvelCDB's 2019 page has entries the newer Rules Reference no longer has by that name ("Attack",
which the 1.7-1.8 compilation splits into "Attack (Enemy Activation)" and "Attack (Player
Ability Type)"): their text is the 2019 one, the only one there is, and a player should know it.
"""

from __future__ import annotations

import re
from collections import Counter

from checker.glossary.model import Entry, Lang
from checker.site.editions import edition_rank

_QUALIFIER = re.compile(r"\s*\(.*\)$|\s+X$")


def main_edition(entries: list[Entry]) -> str | None:
    """The edition most entries' current English text comes from: the Rules Reference's own.
    A newer edition that gives a few entries (a page revised later) does not make the others old."""
    editions = Counter(entry.edition.get(Lang.EN) for entry in entries if entry.edition.get(Lang.EN))
    return editions.most_common(1)[0][0] if editions else None


def older_edition(entry: Entry, main: str | None) -> str | None:
    """The edition of ``entry``'s current English text when it is older than ``main``; else None."""
    edition = entry.edition.get(Lang.EN)
    return edition if edition and main and edition_rank(edition) < edition_rank(main) else None


def _head(title: str) -> str:
    """A title without its qualifier: "Attack (Enemy Activation)" -> "Attack", "Uses X" -> "Uses"."""
    return _QUALIFIER.sub("", title).strip()


def _names(text: str, head: str) -> bool:
    """``text`` holds ``head`` as whole words, in the singular or the plural."""
    return re.search(rf"(?<!\w){re.escape(head)}s?(?!\w)", text, re.IGNORECASE) is not None


def newer_related(entry: Entry, entries: list[Entry], main: str | None) -> list[str]:
    """The ids of the entries of the main edition whose English title begins with the older
    entry's (qualified, or in the plural: "Attack (Player Ability Type)", "Attacks Against
    Allies" for "Attack"), or that the older title names ("Encounter Deck" for "Empty Encounter
    Deck")."""
    title = entry.title.get(Lang.EN, "")
    head = _head(title)
    if not head:
        return []
    newer = [other for other in entries
             if other.id != entry.id and other.edition.get(Lang.EN) == main and Lang.EN in other.title]
    qualified = {other.id for other in newer if re.match(rf"{re.escape(head)}s?(?!\w)", other.title[Lang.EN], re.IGNORECASE)}
    named = {other.id: _head(other.title[Lang.EN]) for other in newer
             if other.id not in qualified and _names(title, _head(other.title[Lang.EN]))}
    # Of the entries the title names, the most precise: "Player Deck" for "Empty Player Deck",
    # not "Deck" and "Player" besides.
    precise = {entry_id for entry_id, name in named.items()
               if not any(other != name and _names(other, name) for other in named.values())}
    return [other.id for other in newer if other.id in qualified or other.id in precise]
