"""``mcrules export``: the glossary model as JSON."""

from __future__ import annotations

from pathlib import Path

from checker import TRANSLATIONS_DIR
from checker.cli.ending import done
from checker.cli.output import (
    EXIT_FAILURE,
    EXIT_INCOMPLETE,
    json_pieces,
    report_warnings,
    report_write_error,
    say,
    show,
)
from checker.files import write_atomically
from checker.gc_tuning import no_collections
from checker.glossary import load_glossary
from checker.glossary.export import glossary_members
from checker.glossary.terms import TERMS_FILE
from checker.i18n import locale_data, translate


def _input_holding(output: Path, inputs: list[Path]) -> Path | None:
    """The input (a folder or a file the glossary is read from) that ``output`` is, or lies in."""
    target = Path(output).resolve()
    for read in inputs:
        read = Path(read).resolve()
        if target == read or read in target.parents:
            return read
    return None


def run(args, lang: str) -> int:
    # The model stays alive until the command ends, and neither it nor its data holds a cycle:
    # no collection runs throughout (:mod:`checker.gc_tuning`). Left to its own thresholds once
    # the import is over, the collector would scan every object of the model, to find nothing
    # to free: 0.6 s at 10,000 entries.
    with no_collections():
        return _export(args, lang)


def _export(args, lang: str) -> int:
    if args.output:
        read_from = _input_holding(args.output, [args.sources, TRANSLATIONS_DIR, locale_data(TERMS_FILE)])
        if read_from is not None:
            say(translate(lang, "error: will not write the export to {path}: the glossary is read from {input}",
                          path=str(args.output), input=str(read_from)))
            return EXIT_FAILURE
    glossary = load_glossary(args.sources)
    report_warnings(glossary.warnings, lang, args.verbose, glossary.known_warnings)
    # Written an entry at a time: the data of only one entry exists at once.
    pieces = json_pieces(glossary_members(glossary, lang))
    if args.output:
        try:
            write_atomically(args.output, pieces)
        except OSError as error:
            report_write_error(args.output, error, lang)
            return EXIT_FAILURE
        say(translate(lang, "Glossary exported: {count} entries.", count=len(glossary.entries)))
    else:
        for piece in pieces:
            show(piece.decode())
    for ref, line in glossary.unaccounted:
        say(translate(lang, "error: {where}: line not imported: {text}", where=str(ref), text=line))
    # While the model is alive and no collection runs (see :mod:`checker.cli.ending`).
    return done(EXIT_INCOMPLETE if glossary.unaccounted else 0)
