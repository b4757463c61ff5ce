"""Bilingual rules reference and rulings checker for Marvel Champions: The Card Game.

Layers, in the direction data flows:

* :mod:`checker.glossary` turns the raw pages in ``sources/`` into the glossary model;
* :mod:`checker.site`, :mod:`checker.search` and :mod:`checker.scenarios` read that model;
* :mod:`checker.engine` is the executable model of the rules that scenarios drive.

The library never prints; :mod:`checker.cli` is the only place that talks to a terminal.
"""

from pathlib import Path

PROJECT_ROOT = Path(__file__).resolve().parent.parent
"""The checkout: ``sources/``, ``locales/`` and ``docs/`` live here."""
SOURCES_DIR = PROJECT_ROOT / "sources"
"""The raw rules pages, as received."""
TRANSLATIONS_DIR = PROJECT_ROOT / "translations"
"""The project's own translations of entries that have no official text in a language."""
SITE_DIR = PROJECT_ROOT / "site"
"""Where ``mcrules build`` writes the site by default."""
