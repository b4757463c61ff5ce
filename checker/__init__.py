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

_PACKAGE = Path(__file__).resolve().parent
_CHECKOUT = _PACKAGE.parent
_IN_CHECKOUT = (_CHECKOUT / "pyproject.toml").is_file()
PROJECT_ROOT = _CHECKOUT if _IN_CHECKOUT else Path.cwd()
"""The project folder: the checkout when the package runs from one; for an installed package,
the current folder, where a user's own ``sources/``, ``translations/`` and ``docs/`` may live."""
REFERENCE_DIR = _CHECKOUT if _IN_CHECKOUT else _PACKAGE / "reference"
"""Where the Rules Reference this project publishes is: its sources, translations, pages and
``mkdocs.yml``. An installed package carries a copy (see ``setup.py``), so that a user can
verify rulings, build and serve the site from any folder, with no checkout."""


def _own_or_bundled(name: str) -> Path:
    own = PROJECT_ROOT / name
    return own if own.exists() else REFERENCE_DIR / name


SOURCES_DIR = _own_or_bundled("sources")
"""The raw rules pages, as received."""
TRANSLATIONS_DIR = _own_or_bundled("translations")
"""The project's own translations of entries that have no official text in a language."""
DOCS_DIR = _own_or_bundled("docs")
"""The hand-written pages of the site, scenario pages among them."""
CONFIG_FILE = _own_or_bundled("mkdocs.yml")
"""The MkDocs configuration of the site."""
SITE_DIR = PROJECT_ROOT / "site"
"""Where ``mcrules build`` writes the site by default."""
