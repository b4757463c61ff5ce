"""``mcrules translations``: what is missing or outdated in the project's own translations, a
starting file for a new one, and the record that one is up to date."""

from __future__ import annotations

from pathlib import Path
from textwrap import shorten

from checker.cli.output import EXIT_FAILURE, EXIT_INCOMPLETE, report_warnings, report_write_error, say, show
from checker.files import write_atomically
from checker.glossary import Lang, load_glossary
from checker.glossary.translations import (
    alias_id,
    load_made_from,
    made_from_path,
    made_from_text,
    missing_aliases,
    missing_texts,
    outdated_texts,
    page_text,
    record,
)
from checker.glossary.terms import TermTable
from checker.glossary.translation_checks import (
    card_texts,
    check_entry,
    printed_renderings,
    spanish_words,
    table_problems,
)
from checker.i18n import translate, translate_plural


def run(args, lang: str) -> int:
    glossary = load_glossary(args.sources, args.translations)
    into = Lang(args.into)
    if args.template or args.record:
        unknown = [entry_id for entry_id in ([args.template] if args.template else args.record)
                   if not _known(glossary, entry_id)]
        if unknown:
            for entry_id in unknown:
                say(translate(lang, "error: no entry has the id '{id}'", id=entry_id))
            return EXIT_FAILURE
    if args.template:
        entry = glossary.entry(args.template)
        show(page_text(entry, into, into.other))
        return 0
    if args.record:
        return _record(glossary, into, args, lang)
    if args.renderings:
        return _renderings(lang)
    report_warnings(glossary.warnings, lang, args.verbose, glossary.known_warnings)
    if args.check:
        return _check(glossary, lang)
    if args.missing:
        texts = [text for entry in (*glossary.front_matter, *glossary.entries) for text in missing_texts(entry, into)]
        _show_lines([f"{text.clause_id}: {shorten(text.original, 100, placeholder=' …')}" for text in texts])
        aliases = missing_aliases(glossary.aliases, into)
        _show_lines([f"alias {alias_id(alias)}: {alias.title}" for alias in aliases])
        say(translate_plural(lang, "{count} clause has no text in this language.",
                             "{count} clauses have no text in this language.", len(texts)))
        say(translate_plural(lang, "{count} alias has no title in this language.",
                             "{count} aliases have no title in this language.", len(aliases)))
        texts += aliases
    else:
        texts = outdated_texts(glossary, into, load_made_from(args.translations, into))
        _show_lines([f"{_where(text, into)}: {text.clause_id}" for text in texts])
        say(translate_plural(lang, "{count} translated clause is outdated.",
                             "{count} translated clauses are outdated.", len(texts)))
    return EXIT_INCOMPLETE if texts else 0


def _show_lines(lines: list[str]) -> None:
    if lines:
        show("\n".join(lines) + "\n")


def _where(text, into: Lang):
    """The line of the translation file that holds the translated text."""
    entry = text.entry
    return entry.title_source[into] if text.clause_id == entry.id else entry.clause(text.clause_id).source[into]


def _check(glossary, lang: str) -> int:
    """Every Spanish translated clause against its English, by the checks the tests run, and every
    row of the term and phrase tables against the cards."""
    terms, words = TermTable.load(), spanish_words()
    lines = [
        f"{_shown(path)}:{problem.line}: {problem.term_id}: {problem.render(lang)}"
        for path, problem in table_problems(card_texts())
    ]
    for entry in (*glossary.front_matter, *glossary.entries):
        for problem in check_entry(entry, terms, words):
            where = entry.title_source[Lang.ES] if problem.clause_id == entry.id else entry.clause(problem.clause_id).source[Lang.ES]
            lines.append(f"{where}: {problem.clause_id}: {problem.render(lang)}")
    _show_lines(lines)
    say(translate_plural(lang, "{count} problem in the translations.", "{count} problems in the translations.", len(lines)))
    return EXIT_INCOMPLETE if lines else 0


def _renderings(lang: str) -> int:
    """Each term and phrase that the cards print, with the number of cards printing its English
    and, for each Spanish rendering (the name, its aliases and rivals), how many of them print it
    and a card that does."""
    lines = []
    for term, counted in printed_renderings(card_texts()):
        renderings = ", ".join(
            f"{rendering.spanish} {rendering.cards}" + (f" ({rendering.example})" if rendering.example else "")
            for rendering in counted.renderings
        )
        lines.append(f"{term.id}: {counted.english} {counted.cards}: {renderings}")
    _show_lines(lines)
    say(translate_plural(lang, "{count} term or phrase printed on the cards.",
                         "{count} terms and phrases printed on the cards.", len(lines)))
    return 0


def _shown(path: Path) -> str:
    """``path`` as the user can open it: relative to the current folder when it lies inside it."""
    try:
        return str(path.resolve().relative_to(Path.cwd().resolve()))
    except ValueError:
        return str(path)


def _known(glossary, entry_id: str) -> bool:
    try:
        glossary.entry(entry_id)
    except KeyError:
        return False
    return True


def _record(glossary, into: Lang, args, lang: str) -> int:
    path = made_from_path(args.translations, into)
    made_from = record(glossary, into, args.record, load_made_from(args.translations, into))
    try:
        previous = path.read_text(encoding="utf-8") if path.is_file() else ""
        updates = {entry_id: made_from.get(entry_id, {}) for entry_id in args.record}
        write_atomically(path, made_from_text(previous, into, updates))
    except OSError as error:
        report_write_error(path, error, lang)
        return EXIT_FAILURE
    count = sum(len(made_from.get(entry_id, {})) for entry_id in args.record)
    say(translate_plural(lang, "{count} translated clause recorded as up to date.",
                         "{count} translated clauses recorded as up to date.", count))
    return 0
