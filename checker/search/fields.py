"""The index's fields as whoosh's schema declares them, for writing the index.

Apart from :mod:`checker.search.analysis`, which a search imports: a search reads the segment
without whoosh's schema (see :mod:`checker.search.segment_files`), and loading whoosh's fields
and analysers cost a cold search more than the search itself. Whoosh's table of contents
pickles :class:`FormAnalyser` by this module's name, so whoosh opening an index loads it.
"""

from __future__ import annotations

from whoosh.analysis import Token, Tokenizer
from whoosh.fields import TEXT, Schema

from checker.glossary.lang import Lang
from checker.search.analysis import FIELD_LANGUAGES, indexed_words, word_forms


class FormAnalyser(Tokenizer):
    """The fields' analyser, as whoosh calls it: :func:`~checker.search.analysis.indexed_forms`,
    each form a token at its word's position. The index is written from the forms directly."""

    def __init__(self, lang: str) -> None:
        self.lang = lang

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and other.lang == self.lang

    def __call__(self, value: str, positions=False, chars=False, start_pos=0, start_char=0, mode="", **kwargs):
        token = Token(positions, chars, mode=mode, **kwargs)
        for position, (word, start, end) in enumerate(indexed_words(value, Lang(self.lang)), start_pos):
            for form in word_forms(word, self.lang):
                token.text, token.boost, token.stopped = form, 1.0, False
                if positions:
                    token.pos = position
                if chars:
                    token.startchar, token.endchar = start_char + start, start_char + end
                yield token


def schema() -> Schema:
    """Only the scored fields, each read in its language: what a hit shows is in the document store."""
    return Schema(**{field: TEXT(analyzer=FormAnalyser(lang), phrase=False) for field, lang in FIELD_LANGUAGES.items()})
