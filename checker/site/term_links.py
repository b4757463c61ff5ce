"""Where a clause's text names a game term that has an entry: the places its first mentions link from.

The term table knows every term's names in both languages. English names are matched as whole
words, the last one possibly plural ("minions", "encounter decks"); Spanish names inflect in
number and gender ("esbirros", "cartas agotadas"), so each of their words is matched with the
endings of its number and gender, a verb with those of its common forms. Where names
overlap, the longest wins: "mazo de Encuentros" is the encounter deck, not a deck.

A clause links each term once, at its first mention; never inside a quotation (the words of a
card, "Forced Interrupt: When …"), and never to the page's own entry.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

from checker.glossary.model import Lang
from checker.glossary.term_matching import english_pattern
from checker.glossary.terms import TermTable, fold

NOT_LINKED = frozenset({
    "after", "and", "cannot", "each-player", "for-each", "gains", "gets", "glossary", "loses", "may",
    "otherwise", "printed", "special", "then", "would", "you",
})
"""Terms whose entries explain a word of card text ("you", "then", "may") that rules text uses
as everyday language in nearly every sentence: a link on each would be noise, not help."""

EVERYDAY_SPELLINGS = frozenset({"Uses", "Inicio"})
"""Names of terms that are also everyday words, which rules text uses far more often as such
("the player uses", "al inicio de la ronda"): the term is linked by its other names only."""

_QUOTED = re.compile(r'“[^”]*”|"[^"\n]*"|«[^»]*»|‘[^’]*’')
"""A quotation: the words of a card or of a game term, which stay as they are printed."""
_SPANISH_FUNCTION_WORDS = frozenset("a al de del el en la las lo los por un una y".split())


@dataclass(frozen=True)
class TermMention:
    start: int
    end: int
    term_id: str


def _folded_in_place(text: str) -> str:
    """``text`` in lower case without accents, each character where it was, so that a place in
    one is the same place in the other."""
    folded = []
    for character in text:
        base = unicodedata.normalize("NFKD", character)[0].lower()
        folded.append(base if len(base) == 1 else character)
    return "".join(folded)


def _spanish_word(word: str) -> tuple[str, int]:
    """A folded word of a Spanish name as a pattern, inflected in number and gender ("agotado",
    "agotadas"), a verb in its common forms ("robar", "roba"), and how many of its letters are
    fixed: where two names match the same words, the one that fixes more of them is meant."""
    if word in _SPANISH_FUNCTION_WORDS:
        return re.escape(word), len(word)
    if word.endswith(("arse", "erse", "irse")) or word.endswith(("ar", "er", "ir")) and len(word) > 4:
        # A verb: its stem, then a vowel and a short ending ("cura", "curado", not "curso").
        stem, ending = word[: -4 if word.endswith("se") else -2], r"[aeio]\w{0,3}"
    elif word.endswith(("os", "as", "es")) and len(word) > 4:
        stem, ending = word[:-2], "(?:[aeo]s?)"
    elif word.endswith("cion"):
        stem, ending = word, "(?:es)?"
    elif word.endswith(("a", "o")):
        stem, ending = word[:-1], "(?:[ao]s?)"
    elif word.endswith("e"):
        stem, ending = word[:-1], "(?:es?)"
    else:
        stem, ending = word, "(?:es|s)?"
    return re.escape(stem) + ending, len(stem)


def _spanish_pattern(name: str) -> tuple[str, int]:
    """``name``'s words in order, each inflected (:func:`_spanish_word`), over folded text."""
    words = [_spanish_word(word) for word in fold(name).split()]
    return r"(?<!\w)" + r"\s+".join(source for source, _ in words) + r"(?!\w)", sum(fixed for _, fixed in words)


_PLURAL = re.compile(r"(?<![isu])s$")
"""The plural ending of a name's last word, but in "Nemesis", "Villainous" or "Status"."""


def _english_pattern(name: str) -> str:
    """``name``'s words, its last in the singular or the plural, whatever the name's number
    ("Status Cards" in "a status card").

    >>> [bool(re.match(_english_pattern(name), text, re.IGNORECASE))
    ...  for name, text in (("Status Cards", "status card"), ("Villainous", "villainou"), ("Initiating Abilities", "initiating ability"))]
    [True, False, True]
    """
    singular = re.sub(r"ies$", "y", name) if name.endswith("ies") else _PLURAL.sub("", name)
    return english_pattern(singular).pattern


def _linkable_spellings(spellings: tuple[str, ...]) -> list[str]:
    """The spellings a text can write as they are: not an index form ("Boost, Boost Icon"), not
    a title qualified in parentheses ("Attack (Enemy Activation)"), which no sentence says."""
    return [spelling for spelling in spellings
            if spelling not in EVERYDAY_SPELLINGS and not any(mark in spelling for mark in "(),«»\"")]


_WORD = re.compile(r"\w+")


class TermFinder:
    """Every term with an entry, its names filed by their first letters.

    A pattern per name tried at each word of a text keeps a build fast: one pattern joining
    every name, tried at each character, took 25 s over the glossary's clauses; this, about one."""

    def __init__(self, terms: TermTable, entry_ids: set[str]) -> None:
        self.by_start: dict[Lang, dict[str, list[tuple[int, re.Pattern[str], str]]]] = {lang: {} for lang in Lang}
        for term in terms.terms:
            if term.id not in entry_ids or term.id in NOT_LINKED:
                continue
            for lang in Lang:
                for spelling in _linkable_spellings(term.spellings(lang)):
                    if lang is Lang.EN:
                        source, fixed = _english_pattern(spelling), len(spelling)
                    else:
                        source, fixed = _spanish_pattern(spelling)
                    self.by_start[lang].setdefault(_start(fold(spelling)), []).append(
                        (fixed, re.compile(source, re.IGNORECASE), term.id))

    def mentions(self, text: str, lang: Lang) -> list[TermMention]:
        """Every place ``text`` (in ``lang``) names a term, outside quotations, in reading order."""
        searched = _folded_in_place(text) if lang is Lang.ES else text
        quoted = [(found.start(), found.end()) for found in _QUOTED.finditer(text)]
        names = self.by_start[lang]
        found: list[TermMention] = []
        cursor = 0
        for word in _WORD.finditer(searched):
            if word.start() < cursor or any(start <= word.start() < end for start, end in quoted):
                continue
            folded = word.group().lower()
            matches = [
                (match.end(), fixed, term_id)
                for fixed, pattern, term_id in (*names.get(folded[:2], ()), *names.get(folded[:1], ()))
                if (match := pattern.match(searched, word.start()))
            ]
            if matches:
                # The longest mention, and of two as long the name that fixes more letters:
                # "enfrentado" is Engaged, not a form of Engage.
                end, _, term_id = max(matches)
                found.append(TermMention(word.start(), end, term_id))
                cursor = end
        return found


def _start(folded_name: str) -> str:
    """The letters a name is looked up by: its first two, or its first word's one ("a distancia")."""
    first_word = _WORD.match(folded_name)
    return first_word.group()[:2] if first_word else folded_name[:2]


def first_mentions(finder: TermFinder, text: str, lang: Lang, own_entry: str, already_linked: set[str]) -> list[TermMention]:
    """The first mention of each term in ``text``, but the page's own entry and the terms
    ``already_linked`` (by a "See:" list of the same text)."""
    chosen, seen = [], {own_entry, *already_linked}
    for mention in finder.mentions(text, lang):
        if mention.term_id not in seen:
            seen.add(mention.term_id)
            chosen.append(mention)
    return chosen
