"""``mcrules export``: the glossary model as JSON."""

from __future__ import annotations

from checker.cli.ending import done
from checker.cli.output import (
    EXIT_FAILURE,
    EXIT_INCOMPLETE,
    json_bytes,
    json_text,
    report_warnings,
    report_write_error,
    say,
    show,
)
from checker.files import write_atomically
from checker.gc_tuning import no_collections
from checker.glossary import load_glossary
from checker.glossary.export import glossary_to_data
from checker.i18n import translate


def run(args, lang: str) -> int:
    # The model, its data and its JSON stay alive until the command ends, and none of them
    # holds a cycle: no collection runs throughout (:mod:`checker.gc_tuning`). Left to its own
    # thresholds once the import is over, the collector would scan every object of the model,
    # to find nothing to free: 0.6 s at 10,000 entries.
    with no_collections():
        return _export(args, lang)


def _export(args, lang: str) -> int:
    glossary = load_glossary(args.sources)
    report_warnings(glossary.warnings, lang, args.verbose)
    data = glossary_to_data(glossary, lang)
    if args.output:
        try:
            write_atomically(args.output, json_bytes(data))
        except OSError as error:
            report_write_error(args.output, error, lang)
            return EXIT_FAILURE
        say(translate(lang, "Glossary exported: {count} entries.", count=len(glossary.entries)))
    else:
        show(json_text(data))
    for ref, line in glossary.unaccounted:
        say(translate(lang, "error: {where}: line not imported: {text}", where=str(ref), text=line))
    # While the model, its data and its JSON are alive and no collection runs (see
    # :mod:`checker.cli.ending`).
    return done(EXIT_INCOMPLETE if glossary.unaccounted else 0)
