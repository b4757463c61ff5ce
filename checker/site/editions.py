"""The editions of the Rules Reference that the sources carry, named for players.

``sources/manifest.toml`` labels each source file with an edition; players read a name for it
in their language, and the file and line, which contributors look for, in a tooltip.
"""

from __future__ import annotations

from checker.glossary.model import Lang
from checker.i18n import N_
from checker.site.text import translate

EDITION_NAMES = {
    "MarvelCDB 2019": N_("MarvelCDB (2019)"),
    "Spanish site pages": N_("Spanish reference site"),
    "1.7-1.8 compilation": N_("Rules Reference 1.7–1.8"),
    "later than the Spanish site pages": N_("Spanish reference site, later revision"),
}
"""The editions of ``sources/manifest.toml``, oldest first, by the names players know them by."""
UNDATED_EDITION = N_("Undated source")


def edition_name(lang: Lang | str, edition: str | None) -> str | None:
    """The edition's name in ``lang``; None for an edition the table does not name."""
    label = EDITION_NAMES.get(edition or "")
    return translate(lang, label) if label else None


def edition_label(lang: Lang | str, edition: str | None) -> str:
    """The edition as a page names it: its name, the label the manifest gives it, or "undated"."""
    if edition is None:
        return translate(lang, UNDATED_EDITION)
    return edition_name(lang, edition) or edition


def edition_rank(edition: str | None) -> int:
    """Oldest first; an undated source counts as older than every edition, as the importer counts it."""
    return list(EDITION_NAMES).index(edition) + 1 if edition in EDITION_NAMES else 0
