"""The project's own translations (``translations/``): their file names, their shape, and the
record of the text each one was made from.

A translation is one entry in one language, in a file named ``<entry id>.<language>.txt``
(``ability.es.txt``), written in the plain-text shape of a scraped page: the title, then one
line per clause, blank lines between them; bullets (``•``) and steps (``1.``) are indented two
spaces a level. :func:`page_text` writes an entry in that shape, which is where a new
translation starts from.

Each translated clause records a fingerprint of the text it was translated from, in
``translations/made-from.<language>.toml``. When the official text changes, the fingerprint no
longer matches: the clause is *outdated* until its translation is updated and recorded again
(:func:`record`).
"""

from __future__ import annotations

import hashlib
import re
import tomllib
from collections.abc import Collection
from dataclasses import dataclass
from pathlib import Path

import tomlkit
from tomlkit.items import KeyType, SingleKey

from checker.glossary.model import Alias, Clause, ClauseKind, Entry, Glossary, Lang, Problem, SourceRef
from checker.glossary.errors import GlossaryError
from checker.glossary.sources import read_configuration
from checker.glossary.terms import slugify
from checker.i18n import N_
from checker.toml_cache import parsed_toml

_FILE_NAME = re.compile(r"^(?P<entry>[a-z0-9]+(?:-[a-z0-9]+)*)\.(?P<lang>[a-z]{2})\.txt$")
_INDENT = "  "
MADE_FROM_FILE = "made-from.{lang}.toml"
ALIASES_FILE = "aliases.{lang}.toml"
"""The translated titles of the aliases: ``"Crisis Icon" = "Icono de crisis"``."""
FINGERPRINT_DIGITS = 12
"""Hex digits of the SHA-256 kept: enough that no two texts of the reference share one."""


@dataclass(frozen=True)
class TranslationName:
    """What a translation's file name says: the entry it translates, and into which language."""

    entry_id: str
    lang: Lang

    @classmethod
    def parse(cls, file_name: str) -> TranslationName:
        """
        >>> TranslationName.parse("main-scheme.es.txt")
        TranslationName(entry_id='main-scheme', lang=<Lang.ES: 'es'>)
        """
        found = _FILE_NAME.match(file_name)
        if found is None or found["lang"] not in {lang.value for lang in Lang}:
            raise GlossaryError([Problem(
                SourceRef(file_name, 0),
                N_("a translation is named after its entry and language, as in 'main-scheme.es.txt'"),
            )])
        return cls(found["entry"], Lang(found["lang"]))

    @property
    def file_name(self) -> str:
        return f"{self.entry_id}.{self.lang}.txt"


def _text(texts: dict[Lang, str], langs: tuple[Lang, ...]) -> str:
    return next((texts[lang] for lang in langs if lang in texts), "")


def _clause_lines(clause: Clause, langs: tuple[Lang, ...]) -> list[str]:
    text = _text(clause.text, langs)
    children = clause.children
    if children and children[0].kind is ClauseKind.EXAMPLE:
        # An example right under its rule is read from the rule's own line, as its last sentence:
        # a bullet under an opening paragraph would be a rule of its own.
        text = f"{text} {_text(children[0].text, langs)}"
        children = children[1:]
    indent = _INDENT * clause.depth
    if clause.kind is ClauseKind.STEP:
        line = f"{indent}{clause.number}. {text}"
    elif clause.depth == 0:
        line = text
    else:
        line = f"{indent}• {text}"
    return [line, *(line for child in children for line in _clause_lines(child, langs))]


def page_text(entry: Entry, *langs: Lang) -> str:
    """``entry`` written as a translation file, each text in the first of ``langs`` that has it:
    reading it back gives the entry's clauses with the same ids, kinds and texts.

    ``page_text(entry, Lang.ES, Lang.EN)`` is where a Spanish translation starts: the official
    Spanish where there is some, and the English to translate everywhere else.
    """
    lines = [_text(entry.title, langs), *(line for clause in entry.clauses for line in _clause_lines(clause, langs))]
    return "\n\n".join(lines) + "\n"


def fingerprint(text: str) -> str:
    """A short fingerprint of ``text``, whitespace aside.

    >>> fingerprint("Threat is a token.") == fingerprint("Threat  is a token. ")
    True
    """
    normal = " ".join(text.split())
    return hashlib.sha256(normal.encode("utf-8")).hexdigest()[:FINGERPRINT_DIGITS]


@dataclass(frozen=True)
class Translated:
    """One translated text: a clause, or an entry's title (``clause_id`` is then the entry id)."""

    entry: Entry
    clause_id: str
    original: str
    """The text in the other language, which the translation was made from."""


def translated_texts(entry: Entry, lang: Lang) -> list[Translated]:
    """The texts of ``entry`` that are the project's own translation into ``lang``."""
    source = lang.other
    texts = []
    if lang in entry.unofficial and source in entry.title:
        texts.append(Translated(entry, entry.id, entry.title[source]))
    texts.extend(
        Translated(entry, clause.id, clause.text[source])
        for clause in entry.walk()
        if lang in clause.unofficial and source in clause.text
    )
    return texts


def missing_texts(entry: Entry, lang: Lang) -> list[Translated]:
    """The texts of ``entry`` that have no ``lang`` text at all, official or not."""
    source = lang.other
    texts = [Translated(entry, entry.id, entry.title[source])] if lang not in entry.title else []
    texts.extend(
        Translated(entry, clause.id, clause.text[source])
        for clause in entry.walk()
        if lang not in clause.text and source in clause.text
    )
    return texts


def made_from_path(translations_dir: Path, lang: Lang) -> Path:
    return translations_dir / MADE_FROM_FILE.format(lang=lang)


def _load_toml(path: Path) -> dict:
    data = read_configuration(path)
    if data is None:
        return {}
    try:
        return parsed_toml(data)
    except UnicodeDecodeError as error:
        line = data[: error.start].count(b"\n") + 1
        raise GlossaryError([Problem(SourceRef(path.name, line), N_("not UTF-8 text"))]) from None
    except tomllib.TOMLDecodeError as error:
        line = int(match[1]) if (match := re.search(r"line (\d+)", str(error))) else 0
        raise GlossaryError([Problem(SourceRef(path.name, line), N_("not valid TOML: {reason}"),
                                     (("reason", str(error)),))]) from None


def load_made_from(translations_dir: Path, lang: Lang) -> dict[str, dict[str, str]]:
    """Entry id -> (clause id -> fingerprint of the text translated), as recorded for ``lang``."""
    data = _load_toml(made_from_path(translations_dir, lang))
    return {entry_id: dict(fingerprints) for entry_id, fingerprints in data.items() if isinstance(fingerprints, dict)}


def translated_aliases(aliases: list[Alias], translations_dir: Path, lang: Lang, warnings: list[Problem]) -> list[Alias]:
    """The aliases ``aliases.<lang>.toml`` translates, each leading where its original leads.

    A title that no alias of the other language has gets a warning at its line, as a
    translated entry with nothing to translate does: it is not shown."""
    path = translations_dir / ALIASES_FILE.format(lang=lang)
    titles = _load_toml(path)
    if not titles:
        return []
    lines = path.read_text(encoding="utf-8").splitlines()
    originals = {alias.title for alias in aliases if alias.lang is lang.other}
    translated = []
    for original, title in titles.items():
        keys = (f'"{original}"', f"'{original}'")
        line = next((number for number, text in enumerate(lines, start=1) if text.lstrip().startswith(keys)), 0)
        where = SourceRef(path.name, line)
        if original not in originals or not isinstance(title, str):
            warnings.append(Problem(where, N_("'{title}' is not the title of an alias to translate: not used"),
                                    (("title", original),)))
            continue
        translated.extend(
            Alias(title, lang, where, alias.targets, translates=original)
            for alias in aliases if alias.lang is lang.other and alias.title == original
        )
    return translated


def missing_aliases(aliases: list[Alias], lang: Lang) -> list[Alias]:
    """The aliases of the other language's sources that have no title in ``lang``, each title
    once (two sources may give the same alias). An alias that is itself the project's
    translation has its original's title in ``lang``."""
    translated = {alias.translates for alias in aliases if alias.lang is lang}
    missing = {alias.title: alias for alias in aliases
               if alias.lang is lang.other and alias.translates is None and alias.title not in translated}
    return list(missing.values())


def alias_id(alias: Alias) -> str:
    """A name for the alias in lists, shaped as an entry id: its title as a slug ("x-value")."""
    return slugify(alias.title)


def outdated_texts(
    glossary: Glossary, lang: Lang, made_from: dict[str, dict[str, str]], translated: Collection[str] | None = None
) -> list[Translated]:
    """The translated texts whose original is not the one recorded: changed since, or never
    recorded. ``translated``, when given, names every entry that holds a translation (the
    importer knows them from their files): the others are not walked."""
    return [
        text
        for entry in (*glossary.front_matter, *glossary.entries)
        if translated is None or entry.id in translated
        for text in translated_texts(entry, lang)
        if made_from.get(entry.id, {}).get(text.clause_id) != fingerprint(text.original)
    ]


def made_from_text(previous: str, lang: Lang, updates: dict[str, dict[str, str]]) -> str:
    """The record ``previous`` (the text of the file, empty when there is none) with the entries
    of ``updates`` written anew, each with its clauses in order, and those with no clause left
    taken out; whatever else it holds (comments, quoting, the order of its entries) stays as it
    was written."""
    document = tomlkit.parse(previous) if previous.strip() else _new_record(lang)
    for entry_id, fingerprints in updates.items():
        if not fingerprints:
            document.pop(entry_id, None)
            continue
        table = tomlkit.table()
        for clause_id, value in sorted(fingerprints.items(), key=lambda item: _clause_order(item[0])):
            # Quoted, as the record has always written them.
            table.add(SingleKey(clause_id, KeyType.Basic), value)
        if entry_id in document:
            document[entry_id] = table
        else:
            document.add(entry_id, table)
    return tomlkit.dumps(document)


def _new_record(lang: Lang) -> tomlkit.TOMLDocument:
    document = tomlkit.document()
    document.add(tomlkit.comment(f"For each clause of the project's own translations into '{lang}', a fingerprint of the text"))
    document.add(tomlkit.comment("it was translated from (see checker/glossary/translations.py). Written by"))
    document.add(tomlkit.comment("`mcrules translations --record ENTRY`; do not edit by hand."))
    document.add(tomlkit.nl())
    return document


def _clause_order(clause_id: str) -> tuple:
    return tuple(int(part) if part.isdigit() else -1 for part in clause_id.split(".")[1:])


def record(glossary: Glossary, lang: Lang, entry_ids: list[str], made_from: dict[str, dict[str, str]]) -> dict[str, dict[str, str]]:
    """``made_from`` with the texts of ``entry_ids`` recorded as translated from their current
    original: what a translator says once a translation is brought up to date."""
    updated = dict(made_from)
    for entry_id in entry_ids:
        entry = glossary.entry(entry_id)
        updated[entry_id] = {text.clause_id: fingerprint(text.original) for text in translated_texts(entry, lang)}
        if not updated[entry_id]:
            del updated[entry_id]
    return updated


def mark_outdated(
    glossary: Glossary, translations_dir: Path, warnings: list[Problem], translated: Collection[str] | None = None
) -> None:
    """Mark every outdated translated text in the model, with a warning at its line;
    ``translated`` as :func:`outdated_texts` takes it."""
    for lang in Lang:
        for text in outdated_texts(glossary, lang, load_made_from(translations_dir, lang), translated):
            entry = text.entry
            if text.clause_id == entry.id:
                entry.outdated |= {lang}
                where = entry.title_source[lang]
            else:
                clause = entry.clause(text.clause_id)
                clause.outdated |= {lang}
                where = clause.source[lang]
            warnings.append(Problem(where, N_("translation outdated: {id} was translated from another text than the current one"),
                                    (("id", text.clause_id),)))
