"""The five Spanish site pages alone, as the sources were before the Rules Reference compilation.

The tests of the layers downstream of the glossary (scenarios, engine coverage, site, search
quality) were written for the four entries these pages give, and they test those layers, not
the sources: they read this copy, and the translations of that time, so that what they check
does not shift each time the sources or the translations grow. What the real sources import to is tested in ``tests/glossary``.
"""

from pathlib import Path

from checker.glossary import Glossary, load_glossary

SPANISH_SITE_SOURCES = Path(__file__).resolve().parent / "fixtures" / "spanish-site-sources"
SPANISH_SITE_TRANSLATIONS = Path(__file__).resolve().parent / "fixtures" / "spanish-site-translations"
"""The project's translations as they were with those pages: the English of Player Elimination."""


def load_spanish_site_glossary() -> Glossary:
    """The glossary of the five pages and their translations, as it was before the compilation."""
    return load_glossary(SPANISH_SITE_SOURCES, SPANISH_SITE_TRANSLATIONS)
