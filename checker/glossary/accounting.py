"""Proof that the import lost nothing: every sentence of every source line is in the model.

Counting lines is not enough: a line whose rule reached a clause while its "For example"
sentence reached nothing would count as imported. So each line with text is cut into sentences
(a list line into its items), and each one must appear, spacing aside, in a text that the model
took from that very line: a title, a clause, a see-also label, an alias or a variant clause.
"""

from __future__ import annotations

from collections import defaultdict

from checker.glossary.blocks import redirect
from checker.glossary.lines import Form, classify, split_inline_items
from checker.glossary.model import Glossary, SourceRef
from checker.glossary.reconcile import sentences
from checker.glossary.sources import SourceFile


def _spaced(text: str) -> str:
    return " ".join(text.split())


def texts_by_line(glossary: Glossary) -> dict[SourceRef, list[str]]:
    """Every text of the model, under each source line it was taken from."""
    texts: dict[SourceRef, list[str]] = defaultdict(list)
    for entry in glossary.entries:
        for lang, ref in entry.title_source.items():
            texts[ref].append(entry.title[lang])
        labels: dict[SourceRef, list[str]] = defaultdict(list)
        for link in entry.see_also:
            labels[link.source].extend(link.label.values())
        for ref, line_labels in labels.items():
            texts[ref].append(", ".join(line_labels))
        for clause in entry.walk():
            for lang, text in clause.text.items():
                for ref in (clause.source[lang], *clause.more_sources.get(lang, ())):
                    texts[ref].append(text)
        for variant in entry.variants:
            texts[variant.title_source].append(variant.title)
            for variant_clause in variant.clauses:
                texts[variant_clause.source].append(variant_clause.text)
    for alias in glossary.aliases:
        texts[alias.source].append(alias.title)
        targets: dict[SourceRef, list[str]] = defaultdict(list)
        for target in alias.targets:
            targets[target.source].append(target.label)
        for ref, line_labels in targets.items():
            texts[ref].append(", ".join(line_labels))
    return texts


def _missing(raw: str, kept: str) -> list[str]:
    """What of a raw line ``kept`` lacks: sentences of its text, or items of its list."""
    line = classify(0, raw)
    if line.form in (Form.BLANK, Form.CHROME):
        return []
    if line.form is Form.SEE_ALSO:
        pieces = split_inline_items(line.text)
    elif found := redirect(line):
        pieces = found.items
    elif _spaced(line.text) in kept:
        return []
    else:
        pieces = sentences(line.text)
    return [piece for piece in map(_spaced, pieces) if piece not in kept]


def unaccounted(files: list[SourceFile], glossary: Glossary) -> list[tuple[SourceRef, str]]:
    """Each sentence of ``files`` that no text of the model taken from its line holds."""
    texts = texts_by_line(glossary)
    missing = []
    for source in files:
        for index, raw in enumerate(source.lines):
            ref = source.ref(index)
            kept = " | ".join(_spaced(text) for text in texts.get(ref, ()))
            missing.extend((ref, piece) for piece in _missing(raw, kept))
    return missing
