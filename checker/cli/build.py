"""``mcrules build``: the site in Spanish and English, with its search index."""

from __future__ import annotations

from checker.cli.output import EXIT_FAILURE, report_warnings, say
from checker.glossary import load_glossary
from checker.verdicts.result_cache import result_cache
from checker.site import SiteBuildError, build_site
from checker.site.site_folder import check_site_folder
from checker.site.text import translate


def build(args, lang: str) -> bool:
    """Import and build, reporting progress; False when the site could not be built.

    A site folder that a build must not replace is refused before anything is read.
    """
    try:
        check_site_folder(args.site, [args.sources])
        glossary = load_glossary(args.sources)
        report_warnings(glossary.warnings, lang, args.verbose, glossary.known_warnings)
        results = result_cache(glossary, enabled=not args.no_cache)
        build_site(glossary, args.site, say, lang=lang, inputs=[args.sources], results=results)
    except SiteBuildError as error:
        say(translate(lang, "error: {problem}", problem=error.render(lang)))
        return False
    return True


def run(args, lang: str) -> int:
    return 0 if build(args, lang) else EXIT_FAILURE
