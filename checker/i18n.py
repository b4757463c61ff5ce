"""Translation of every user-facing string that is not rules text.

Catalogs live in ``locales/<lang>/LC_MESSAGES/<domain>.po``, one domain per layer:

* ``messages``: the command line's own messages and the importer's problems;
* ``engine``: the engine's event log and its errors;
* ``site``: strings that our page generator, templates and server add to the site;
* ``search``: the search command and API;
* ``scenarios``: scenario keywords, verdicts and failure reports.

Source strings are English and are marked for extraction with :func:`N_`. The ``.po`` files
are the only thing a translator edits: they are compiled when first used, so no compiled ``.mo``
file is ever edited or committed. The compiled copy is kept in the user's cache folder
(``$XDG_CACHE_HOME/mcrules/catalogs``, or ``~/.cache/...``) under a name made from the catalog's
own bytes, as Python keeps bytecode: a command starts without compiling again, and a changed
catalog is compiled afresh. Where the cache cannot be written, catalogs are compiled each time.

The catalogs (and the term table ``terms.toml``) are package data of :mod:`checker.locales`,
which the build maps onto the checkout's ``locales/`` folder: they are read from that package's
folder, so an installed package finds them wherever it is installed (as files: the package is
never run from a zip archive).

>>> translate("es", "Glossary exported: {count} entries.", count=4)
'Glosario exportado: 4 entradas.'
"""

from __future__ import annotations

import hashlib
import importlib
import io
import os
import struct
from collections.abc import Mapping
from functools import lru_cache
from gettext import GNUTranslations
from pathlib import Path

from checker.cache import cache_dir, cached_file

LANGUAGES = ("es", "en")
"""Every language the product speaks, Spanish first: it is the reference site's language."""
DEFAULT_LANGUAGE = "es"
DOMAIN_SOURCES = {
    "messages": ("checker/glossary", "checker/cli/__init__.py", "checker/cli/output.py",
                 "checker/cli/export.py", "checker/cli/arguments/export.py",
                 "checker/cli/argparse_language.py", "checker/i18n.py"),
    "engine": ("checker/engine",),
    "site": ("checker/site", "checker/cli/build.py", "checker/cli/serve.py",
             "checker/cli/arguments/build.py", "checker/cli/arguments/serve.py"),
    "search": ("checker/search", "checker/cli/search.py", "checker/cli/arguments/search.py"),
    "scenarios": ("checker/scenarios", "checker/cli/verify.py", "checker/cli/arguments/verify.py"),
}
"""Where each domain's strings are written, relative to the checkout; extraction reads these."""
DOMAINS = tuple(DOMAIN_SOURCES)
EXTRACTION_KEYWORDS = {"N_": None, "translate": (2,), "translate_plural": (2, 3)}
"""The functions whose string arguments are messages, and which arguments those are."""
CATALOGS_CACHE = "catalogs"
"""The kind of the cache that keeps compiled catalogs."""
LOCALES_PACKAGE = "checker.locales"
"""The package whose data are the catalogs; in the checkout, the ``locales/`` folder."""


class MissingCatalogError(LookupError):
    """A catalog that the product needs is not installed with it."""


def N_(message: str) -> str:
    """Mark ``message`` for extraction without translating it yet."""
    return message


def locale_data(name: str) -> Path:
    """A file of the ``locales/`` folder, as installed with the package."""
    try:
        return Path(importlib.import_module(LOCALES_PACKAGE).__file__).parent / name
    except ModuleNotFoundError:
        raise MissingCatalogError(
            f"{LOCALES_PACKAGE} is not installed; reinstall the package (pip install -e .)"
        ) from None


def catalog_path(lang: str, domain: str) -> Path:
    return locale_data(lang) / "LC_MESSAGES" / f"{domain}.po"


CACHE_FORMAT = b"mcrules-catalog-1"
"""Part of every cached catalog's name: changing it retires every copy compiled before."""


@lru_cache(maxsize=None)
def translations(lang: str, domain: str = "messages") -> GNUTranslations:
    """The compiled catalog for ``lang`` and ``domain``.

    Unlike :meth:`babel.support.Translations.load`, a missing catalog is an error, never a
    silent fall-back to the source strings.
    """
    if lang not in LANGUAGES:
        raise MissingCatalogError(f"unsupported language {lang!r}; expected one of {LANGUAGES}")
    path = catalog_path(lang, domain)
    try:
        source = path.read_bytes()
    except FileNotFoundError:
        raise MissingCatalogError(f"{path}: catalog not found") from None
    name = hashlib.sha256(b"/".join([CACHE_FORMAT, lang.encode(), domain.encode(), source])).hexdigest()
    cached = cached_file(CATALOGS_CACHE, f"{name}.mo")
    if cached is not None:
        try:
            return GNUTranslations(io.BytesIO(cached.read_bytes()))
        except (OSError, struct.error, IndexError, ValueError):
            pass  # Not compiled yet, or a damaged copy: compile it again.
    compiled = importlib.import_module("checker.catalog_compiler").compile_and_keep(source, lang, domain, cached)
    return GNUTranslations(io.BytesIO(compiled))


def catalog_cache_dir() -> Path | None:
    """Where compiled catalogs are kept: the user's cache folder (None when there is none)."""
    return cache_dir(CATALOGS_CACHE)


def translate(lang: str, message: str, domain: str = "messages", /, **params: object) -> str:
    """``message`` in ``lang``, with ``{name}`` placeholders filled from ``params``."""
    text = translations(lang, domain).gettext(message)
    return text.format(**params) if params else text


def translate_plural(
    lang: str, singular: str, plural: str, count: int, domain: str = "messages", /, **params: object
) -> str:
    """The form of ``singular``/``plural`` that ``count`` asks for in ``lang``."""
    text = translations(lang, domain).ngettext(singular, plural, count)
    return text.format(count=count, **params)


def language_from_environment(environ: Mapping[str, str] | None = None) -> str:
    """The user's language from ``LC_ALL``, ``LC_MESSAGES``, ``LANGUAGE`` or ``LANG``.

    >>> language_from_environment({"LANG": "en_GB.UTF-8"})
    'en'
    >>> language_from_environment({"LC_ALL": "C", "LANG": "es_ES.UTF-8"})
    'es'
    """
    environ = os.environ if environ is None else environ
    for variable in ("LC_ALL", "LC_MESSAGES", "LANGUAGE", "LANG"):
        for candidate in environ.get(variable, "").split(":"):
            code = candidate.split(".")[0].split("_")[0].lower()
            if code in LANGUAGES:
                return code
    return DEFAULT_LANGUAGE
