"""Comparing an entry's older texts with its current text: which clauses changed, were added or
were removed, and which only look different."""

from __future__ import annotations

from checker.glossary.changes import ChangeKind, entry_changes
from checker.glossary.model import Clause, ClauseKind, Entry, Lang, SourceRef, Variant, VariantClause

SOURCE = "changes.txt"


def rule(clause_id: str, en: str, es: str | None = None) -> Clause:
    text = {Lang.EN: en} | ({Lang.ES: es} if es else {})
    return Clause(clause_id, ClauseKind.RULE, clause_id.count(".") - 1, None, text, {lang: SourceRef(SOURCE, 1) for lang in text})


def older(text: str, matches: str | None, line: int) -> VariantClause:
    return VariantClause(text, SourceRef(SOURCE, line), 0, matches)


def entry_with(variant_clauses: list[VariantClause], *, edition: str = "old edition") -> Entry:
    clauses = [
        rule("deck.1", "Each player has a deck.", "Cada jugador tiene un mazo."),
        rule("deck.2", "A player’s deck has 40 cards."),
        rule("deck.3", "Shuffle the deck at the start of the game."),
        rule("deck.4", "A deck with no cards left is refilled from its discard pile."),
    ]
    variant = Variant(Lang.EN, "Deck", SourceRef(SOURCE, 10), variant_clauses, edition)
    return Entry(
        "deck", {Lang.EN: "Deck"}, {Lang.EN: SourceRef(SOURCE, 1)}, clauses,
        variants=[variant], edition={Lang.EN: "new edition", Lang.ES: "new edition"},
    )


def test_a_clause_whose_words_changed_is_listed_with_both_texts_and_its_current_id():
    entry = entry_with([
        older("Each player has a deck.", "deck.1", 11),
        older("A player's deck has 50 cards.", "deck.2", 12),
        older("Shuffle the deck at the start of the game.", "deck.3", 13),
        older("A deck with no cards left is refilled from its discard pile.", "deck.4", 14),
    ])
    [version] = entry_changes(entry)
    assert version.variant.edition == "old edition" and version.current_edition == "new edition"
    [change] = version.changes
    assert change.kind is ChangeKind.CHANGED and change.clause_id == "deck.2"
    assert change.old.text == "A player's deck has 50 cards."
    assert change.new_text == "A player’s deck has 40 cards."


def test_spacing_and_the_shape_of_quotes_are_no_change():
    entry = entry_with([
        older("Each  player has a deck .", "deck.1", 11),
        older("A player's deck has 40 cards.", "deck.2", 12),
        older("Shuffle the deck at the start of the game.", "deck.3", 13),
        older("A deck with no cards left is refilled from its discard pile.", "deck.4", 14),
    ])
    assert entry_changes(entry) == []


def test_clauses_added_and_removed_come_in_the_current_texts_order():
    entry = entry_with([
        older("Each player has a deck.", "deck.1", 11),
        older("Decks may hold any number of cards.", None, 12),
        older("Shuffle the deck at the start of the game.", "deck.3", 13),
    ])
    [version] = entry_changes(entry)
    assert [(change.kind, change.clause_id) for change in version.changes] == [
        (ChangeKind.REMOVED, None),
        (ChangeKind.ADDED, "deck.2"),
        (ChangeKind.ADDED, "deck.4"),
    ]
    assert version.changes[0].old.text == "Decks may hold any number of cards."
    assert version.changes[2].new_text == "A deck with no cards left is refilled from its discard pile."


def test_another_text_of_the_current_edition_is_not_an_older_version():
    entry = entry_with([older("Decks may hold any number of cards.", None, 12)], edition="new edition")
    assert entry_changes(entry) == []
