"""Extract every domain's strings and bring the Spanish and English catalogs up to date.

Run from the checkout: ``python scripts/sync_catalogs.py [DOMAIN ...]`` (all domains by default).
It runs ``pybabel extract`` over the code of each domain into ``locales/<domain>.pot``, then updates ``locales/<lang>/LC_MESSAGES/
<domain>.po``: new strings appear untranslated in Spanish (fill them in; the tests fail until you
do), and English, the source language, gets each string as its own translation.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po, write_po

from checker.i18n import DOMAIN_SOURCES as DOMAINS, EXTRACTION_KEYWORDS

ROOT = Path(__file__).resolve().parent.parent
LOCALES = ROOT / "locales"


def keyword_options() -> list[str]:
    options = []
    for name, arguments in EXTRACTION_KEYWORDS.items():
        options += ["-k", name if arguments is None else f"{name}:{','.join(map(str, arguments))}"]
    return options


def extract(domain: str, paths: list[str]) -> Path:
    template = LOCALES / f"{domain}.pot"
    existing = [path for path in paths if (ROOT / path).exists()]
    subprocess.run(
        ["pybabel", "extract", "-F", "babel.cfg", *keyword_options(), "--no-location", "--sort-output",
         "--project", "mcrules", "-o", str(template), *existing],
        cwd=ROOT, check=True, capture_output=True,
    )
    return template


def update(domain: str, template: Path, lang: str) -> int:
    path = LOCALES / lang / "LC_MESSAGES" / f"{domain}.po"
    with open(template, "rb") as stream:
        pot = read_po(stream)
    if path.exists():
        with open(path, "rb") as stream:
            catalog = read_po(stream, locale=lang, domain=domain)
    else:
        catalog = Catalog(locale=lang, domain=domain, project="mcrules")
    catalog.update(pot, no_fuzzy_matching=True)
    missing = 0
    for message in catalog:
        if not message.id:
            continue
        if lang == "en" and not any(message.string if isinstance(message.string, tuple) else [message.string]):
            message.string = (message.id if isinstance(message.id, str)
                              else tuple(message.id[min(i, 1)] for i in range(catalog.num_plurals)))
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        missing += not all(strings)
    catalog.obsolete.clear()
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, "wb") as stream:
        write_po(stream, catalog, width=100, no_location=True, omit_header=False, sort_output=True)
    return missing


def main(domains: list[str]) -> int:
    untranslated = 0
    for domain in domains or DOMAINS:
        template = extract(domain, DOMAINS[domain])
        for lang in ("es", "en"):
            missing = update(domain, template, lang)
            if missing:
                print(f"{lang}/{domain}.po: {missing} untranslated", file=sys.stderr)
            untranslated += missing
    return 1 if untranslated else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
