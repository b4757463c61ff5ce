"""Proof that the import lost nothing: every sentence of every source line is in the model.

Counting lines is not enough: a line whose rule reached a clause while its "For example"
sentence reached nothing would count as imported. So the reader of each kind of file cuts it
into pieces of rules text (``accountable``: paragraphs, sentences, the items of a list), each
with its line, and each sentence of each piece must appear, spacing and letter case aside, in a text that the model took from
that very line: a title, a clause, a see-also label, an alias or a variant clause. Letter case
does not count because a compilation may print a title in capitals that the entry spells in
title case.
"""

from __future__ import annotations

from collections import defaultdict

from checker.glossary.model import Entry, Glossary, SourceRef
from checker.glossary.reconcile import sentences
from checker.glossary.readers import READERS
from checker.glossary.sources import SourceFile


def _comparable(text: str) -> str:
    return " ".join(text.split()).casefold()


_BETWEEN_TEXTS = "\0"
"""What joins the texts taken from one line: no piece of a source line holds it, nor does
:func:`_comparable` take it for a space, so no piece is found across two texts."""


class _TextsByLine(dict[SourceRef, str]):
    """Every text of the model under the source line it was taken from, one line's texts
    joined by :data:`_BETWEEN_TEXTS`: a piece is looked for in them all at once."""

    def add(self, ref: SourceRef, text: str) -> None:
        found = self.setdefault(ref, text)
        if found is not text:
            self[ref] = f"{found}{_BETWEEN_TEXTS}{text}"


def texts_by_line(glossary: Glossary) -> dict[SourceRef, str]:
    """Every text of the model, under each source line it was taken from (see :class:`_TextsByLine`)."""
    texts = _TextsByLine()
    for entry in [*glossary.entries, *glossary.front_matter]:
        _entry_texts(entry, texts)
    for alias in glossary.aliases:
        texts.add(alias.source, alias.title)
        targets: dict[SourceRef, list[str]] = defaultdict(list)
        for target in alias.targets:
            targets[target.source].append(target.label)
        for ref, line_labels in targets.items():
            texts.add(ref, ", ".join(line_labels))
    return texts


def _entry_texts(entry: Entry, texts: _TextsByLine) -> None:
    for lang, ref in entry.title_source.items():
        texts.add(ref, entry.title[lang])
    labels: dict[SourceRef, list[str]] = defaultdict(list)
    for link in entry.see_also:
        labels[link.source].extend(link.label.values())
    for ref, line_labels in labels.items():
        texts.add(ref, ", ".join(line_labels))
    for clause in entry.walk():
        for lang, text in clause.text.items():
            texts.add(clause.source[lang], text)
            if clause.more_sources:
                for ref in clause.more_sources.get(lang, ()):
                    texts.add(ref, text)
    for variant in entry.variants:
        texts.add(variant.title_source, variant.title)
        for variant_clause in variant.clauses:
            texts.add(variant_clause.source, variant_clause.text)


def unaccounted(files: list[SourceFile], glossary: Glossary) -> list[tuple[SourceRef, str]]:
    """Each piece of rules text of ``files`` that no text of the model taken from its line holds."""
    texts_of_line = texts_by_line(glossary).get
    missing = []
    for source in files:
        for ref, piece in READERS[source.kind].accountable(source):
            line_texts = texts_of_line(ref, "")
            # A piece the model holds as written is there spacing and case aside too (a part of
            # a text stays a part of it when both are compared), and most pieces are such.
            if piece in line_texts:
                continue
            comparable = _comparable(line_texts)
            if _comparable(piece) in comparable:
                continue
            # The model may have cut a paragraph into a rule and its example, or joined its
            # sentences to others: each sentence is looked for on its own.
            missing.extend((ref, sentence) for sentence in sentences(piece) if _comparable(sentence) not in comparable)
    return missing
