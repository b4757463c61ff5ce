"""Bilingual rules reference and rulings checker for Marvel Champions: The Card Game.

Layers, in the direction data flows:

* :mod:`checker.glossary` turns the raw pages in ``sources/`` into the glossary model;
* :mod:`checker.site`, :mod:`checker.search` and :mod:`checker.scenarios` read that model;
* :mod:`checker.engine` is the executable model of the rules that scenarios drive.

The library never prints; :mod:`checker.cli` is the only place that talks to a terminal.
"""

from pathlib import Path

from checker.enum_lookup import drop_member_fallback

drop_member_fallback()

_CHECKOUT = Path(__file__).resolve().parent.parent
PROJECT_ROOT = _CHECKOUT if (_CHECKOUT / "pyproject.toml").is_file() else Path.cwd()
"""The project folder, where ``sources/``, ``translations/`` and ``docs/`` live: the checkout
when the package runs from one; for an installed package, the current folder."""
SOURCES_DIR = PROJECT_ROOT / "sources"
"""The raw rules pages, as received."""
TRANSLATIONS_DIR = PROJECT_ROOT / "translations"
"""The project's own translations of entries that have no official text in a language."""
SITE_DIR = PROJECT_ROOT / "site"
"""Where ``mcrules build`` writes the site by default."""
