"""``mcrules build``: the site in Spanish and English, with its search index."""

from __future__ import annotations

from pathlib import Path

from checker import PROJECT_ROOT
from checker.cli.output import EXIT_FAILURE, report_warnings, say
from checker.glossary import SOURCES_DIR, load_glossary
from checker.site import SiteBuildError, build_site
from checker.site.site_folder import check_site_folder
from checker.site.text import translate

SITE_DIR = PROJECT_ROOT / "site"


def add_parser(subparsers, lang: str) -> None:
    parser = subparsers.add_parser(
        "build",
        help=translate(lang, "build the site and its search index"),
        description=translate(lang, "Import the sources and build the Spanish and English site with its search index."),
    )
    add_site_arguments(parser, lang)
    parser.set_defaults(run=run)


def add_site_arguments(parser, lang: str) -> None:
    parser.add_argument("--sources", type=Path, default=SOURCES_DIR, metavar="DIR",
                        help=translate(lang, "folder of source texts (default: sources/)"))
    parser.add_argument("--site", type=Path, default=SITE_DIR, metavar="DIR",
                        help=translate(lang, "folder the site is written to (default: site/)"))


def build(args, lang: str) -> bool:
    """Import and build, reporting progress; False when the site could not be built.

    A site folder that a build must not replace is refused before anything is read.
    """
    try:
        check_site_folder(args.site, [args.sources])
        glossary = load_glossary(args.sources)
        report_warnings(glossary.warnings, lang)
        build_site(glossary, args.site, say, lang=lang, inputs=[args.sources])
    except SiteBuildError as error:
        say(translate(lang, "error: {problem}", problem=error.render(lang)))
        return False
    return True


def run(args, lang: str) -> int:
    return 0 if build(args, lang) else EXIT_FAILURE
