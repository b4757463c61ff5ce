"""What every page generator needs to know about the rest of the site."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path

from checker.glossary.card_evidence import CardTexts
from checker.glossary.changes import VersionChanges, entry_changes
from checker.glossary.errors import GlossaryError
from checker.glossary.keyword_cards import KeywordCards
from checker.glossary.model import Alias, Entry, Glossary, Lang
from checker.glossary.terms import TermTable
from checker.verdicts.result_cache import ResultCache
from checker.scenarios.verify import NOT_EXECUTABLE_FILE, load_not_executable
from checker.site.collation import sort_key
from checker.site.older_texts import main_edition
from checker.site.term_links import TermFinder
from checker.site.urls import GLOSSARY_INTRODUCTION, entry_doc, rules_doc

SCENARIOS_DIR = "scenarios"
NOTES_DIR = "notes"


@dataclass
class SiteContext:
    """The glossary, the term table and the hand-written files the pages draw on."""

    glossary: Glossary
    terms: TermTable
    docs_dir: Path
    """The hand-written tree: ``<lang>/scenarios/<entry id>.md``, ``<lang>/notes/<entry id>.md``."""
    results: ResultCache | None = None
    """Where the results of the scenario pages the build runs are kept for ``verify``
    (:mod:`checker.verdicts.result_cache`); None keeps them nowhere."""
    verifying_scenarios: dict[Lang, dict[str, list[tuple[str, str | None]]]] = field(default_factory=dict)
    """Per language, clause id -> the (name, link) of each scenario that verifies it (an anchor
    on the page, another entry's page where the scenario is shown, or None when no page shows
    it): it
    cites the clause, passes, and the engine carried the clause out while it ran. Staging fills
    it (:mod:`checker.site.scenario_pages`) before it writes any page."""
    _entries: dict[str, Entry] = field(init=False, repr=False)

    def __post_init__(self) -> None:
        self._entries = {entry.id: entry for entry in (*self.glossary.entries, *self.rules_pages)}

    def entry(self, entry_id: str | None) -> Entry | None:
        """The glossary entry, or the section with a page of its own, that has ``entry_id``."""
        return self._entries.get(entry_id) if entry_id else None

    @cached_property
    def rules_pages(self) -> list[Entry]:
        """The sections printed before the glossary that have a page of their own: all but the
        sentence introducing the glossary, which the index shows."""
        return [section for section in self.glossary.front_matter if section.id != GLOSSARY_INTRODUCTION]

    @cached_property
    def glossary_introduction(self) -> Entry | None:
        return next((section for section in self.glossary.front_matter if section.id == GLOSSARY_INTRODUCTION), None)

    def doc(self, entry_id: str) -> str:
        """The Markdown file of the entry or section's page, relative to its language folder."""
        if any(section.id == entry_id for section in self.rules_pages):
            return rules_doc(entry_id)
        return entry_doc(entry_id)

    def title(self, entry: Entry, lang: Lang) -> tuple[str, Lang]:
        """The entry's title to show on a ``lang`` page, and the language it is written in.

        An entry with no text in ``lang`` takes its name from the term table when the table
        knows it, and otherwise shows its title in the other language.
        """
        if lang in entry.title:
            return entry.title[lang], lang
        term = self.terms.by_id(entry.id)
        if term is not None:
            return term.names[lang], lang
        return entry.title[lang.other], lang.other

    def hand_written(self, lang: Lang, folder: str, entry_id: str) -> str | None:
        """The Markdown of ``docs/<lang>/<folder>/<entry id>.md``, or None when there is none."""
        path = self.docs_dir / str(lang) / folder / f"{entry_id}.md"
        return path.read_text(encoding="utf-8") if path.is_file() else None

    @cached_property
    def not_executable(self) -> dict[str, dict[str, str]]:
        """Clause id -> why no scenario can execute it, per language."""
        path = self.docs_dir / NOT_EXECUTABLE_FILE.name
        return load_not_executable(path) if path.is_file() else {}

    @cached_property
    def keyword_cards(self) -> KeywordCards:
        """The official cards that print each keyword and status, read once per build."""
        return KeywordCards.load()

    @cached_property
    def printed_titles(self) -> dict[Lang, dict[str, str]]:
        """For each language, a card's English title -> the title most cards of that English
        title print in the language (Spanish "El Dama Pintada" for "The Painted Lady"); empty
        without the card data."""
        try:
            cards = CardTexts.load().cards.values()
        except GlossaryError:
            return {lang: {} for lang in Lang}
        found: dict[Lang, dict[str, Counter[str]]] = {lang: {} for lang in Lang}
        for card in cards:
            for lang in Lang:
                if card.name[Lang.EN] and card.name[lang]:
                    found[lang].setdefault(card.name[Lang.EN], Counter())[card.name[lang]] += 1
        return {lang: {english: names.most_common(1)[0][0] for english, names in titles.items()}
                for lang, titles in found.items()}

    @cached_property
    def aliases(self) -> dict[Lang, dict[str, list[Alias]]]:
        """For each language, entry id -> the aliases that lead to the entry, in alphabetical order."""
        leading: dict[Lang, dict[str, list[Alias]]] = {lang: {} for lang in Lang}
        for lang in Lang:
            for alias in sorted(self.glossary.aliases_in(lang), key=lambda alias: sort_key(alias.title)):
                for target in dict.fromkeys(target.target for target in alias.targets if target.target):
                    leading[lang].setdefault(target, []).append(alias)
        return leading

    @cached_property
    def sorted_entries(self) -> dict[Lang, list[Entry]]:
        return {
            lang: sorted(self.glossary.entries, key=lambda entry: sort_key(self.title(entry, lang)[0]))
            for lang in Lang
        }

    @cached_property
    def main_edition(self) -> str | None:
        """The edition of the Rules Reference most entries' current text comes from (:mod:`checker.site.older_texts`)."""
        return main_edition(self.glossary.entries)

    @cached_property
    def term_finder(self) -> TermFinder:
        """Where a text names the game terms that have an entry or a page (:mod:`checker.site.term_links`)."""
        return TermFinder(self.terms, set(self._entries))

    @cached_property
    def changes(self) -> dict[str, list[VersionChanges]]:
        """Entry or section id -> each older text of it that differs from the current one."""
        found = {entry.id: entry_changes(entry) for entry in (*self.glossary.entries, *self.rules_pages)}
        return {entry_id: versions for entry_id, versions in found.items() if versions}
