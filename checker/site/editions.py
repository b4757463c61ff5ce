"""The editions of the Rules Reference that the sources carry, named for players.

``sources/manifest.toml`` labels each source file with an edition; players read a name for it
in their language, and the file and line, which contributors look for, in a tooltip.
"""

from __future__ import annotations

from checker.glossary.model import Lang
from checker.i18n import N_
from checker.site.text import translate

EDITION_NAMES = {
    "MarvelCDB 2019": N_("MarvelCDB rules page (2019)"),
    "Spanish site pages": N_("Spanish reference site"),
    "1.7-1.8 compilation": N_("Rules Reference 1.7–1.8"),
    "later than the Spanish site pages": N_("Rules Reference, later text"),
}


def edition_name(lang: Lang | str, edition: str | None) -> str | None:
    """The edition's name in ``lang``; None for an edition the manifest does not name."""
    label = EDITION_NAMES.get(edition or "")
    return translate(lang, label) if label else None
