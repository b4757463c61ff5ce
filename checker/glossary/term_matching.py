"""How a game term is recognised in a text: its English spelling as whole words, and its Spanish
name inflected at will.

The translation checks look for terms in a clause, and the card evidence (:mod:`card_evidence`)
looks for them on the cards, with the same matching, so that a card counts as printing a term
exactly when a translation would count as writing it.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator

from checker.glossary.terms import fold

_LETTERS = re.compile(r"[^\W\d_]+")


def words(text: str) -> list[str]:
    """The words of ``text``: runs of letters, without digits or punctuation."""
    return _LETTERS.findall(text)



def stem_variants(stem: str) -> Iterator[str]:
    """``stem`` and the stems a verb's spelling changes lead back to: ``resuelv`` -> ``resolv``,
    ``sig`` -> ``seg``, ``coloqu`` -> ``coloc``, ``empiec`` -> ``empez``."""
    yield stem
    for written, base in (("qu", "c"), ("gu", "g"), ("c", "z"), ("ue", "o"), ("ie", "e"), ("i", "e")):
        at = stem.rfind(written)
        if at >= 0:
            yield stem[:at] + base + stem[at + len(written):]



_SPANISH_FUNCTION_WORDS = frozenset("a al con de del e el en la las lo los o por se su sus u un una y".split())
_DERIVATIONS = ("ciones", "cion", "miento", "mientos")
_MAX_WORDS_BETWEEN = 1
"""Words of a Spanish name may stand apart by one other word: "fichas e iconos de Aceleración"
names the acceleration tokens, "pila de descartes del mazo de Encuentros" the encounter discard pile."""


def _spelling(word: str) -> str:
    """``word`` folded, with "qu"/"gu" before e or i written "c"/"g" so that a verb and its noun
    share their beginning ("ataque", "ataca")."""
    return re.sub(r"([qg])u(?=[ei])", lambda found: "c" if found[1] == "q" else "g", fold(word))


PHRASE_WORDS_BETWEEN = 3
"""Words that may stand between two words of a phrase of the phrase table, in either language:
"takes 2 damage", "sufrirías cualquier cantidad de Daño"."""


_REFLEXIVE_INFINITIVES = ("arse", "erse", "irse")


def name_stem(word: str) -> str:
    """The beginning of a word of a Spanish term name that its inflections share: the word
    without a "-ción"/"-miento" ending, then its first ``max(4, length - 2)`` letters.

    >>> name_stem("Esbirro"), name_stem("Amenaza"), name_stem("Aliado"), name_stem("Mano")
    ('esbir', 'amena', 'alia', 'mano')
    >>> name_stem("Ataque"), name_stem("Aceleración"), name_stem("Recuperación"), name_stem("ego")
    ('atac', 'acele', 'recupe', 'ego')
    >>> name_stem("Enfrentarse")
    'enfrent'
    """
    spelled = _spelling(word)
    if spelled.endswith(_REFLEXIVE_INFINITIVES):
        # "Enfrentarse" is named by "se enfrenta": the pronoun leaves the verb.
        spelled = spelled[:-2]
    for ending in _DERIVATIONS:
        if spelled.endswith(ending) and len(spelled) - len(ending) >= 4:
            spelled = spelled[: -len(ending)]
            break
    return spelled[: max(4, len(spelled) - 2)]


def content_words(words: Iterable[str]) -> list[str]:
    """``words`` without the Spanish function words, which no term name needs."""
    return [word for word in words if fold(word) not in _SPANISH_FUNCTION_WORDS]


def names_term(spanish_words: list[str], spanish_name: str, words_between: int = _MAX_WORDS_BETWEEN) -> bool:
    """``spanish_words`` (a text's words, function words left out) name ``spanish_name``: its
    words in order, each inflected at will (:func:`name_stem`, and the stem changes of verbs:
    "resuelve" names "Resolver"), at most ``words_between`` other words between two.

    >>> text = content_words(words("Si un esbirro enfrentado tiene fichas e iconos de aceleración"))
    >>> names_term(text, "Esbirro"), names_term(text, "Enfrentado"), names_term(text, "Ficha de aceleración")
    (True, True, True)
    >>> names_term(content_words(words("la pila de descartes del mazo de Encuentros")), "Pila de descartes de encuentros")
    True
    >>> names_term(text, "Plan principal"), names_term(content_words(words("ataca")), "Ataque")
    (False, True)
    >>> names_term(["resuelve"], "Resolver"), names_term(["retira"], "Resolver")
    (True, False)
    """
    return names_in_spelled(spelled_words(spanish_words), spanish_name, words_between)


def spelled_words(spanish_words: list[str]) -> list[tuple[str, ...]]:
    """Each word as :func:`names_in_spelled` compares it: folded, with the stems its spelling
    changes lead back to. A text read many times (a card's) is spelled once."""
    return [tuple(stem_variants(_spelling(word))) for word in spanish_words]


def names_in_spelled(spelled: list[tuple[str, ...]], spanish_name: str, words_between: int = _MAX_WORDS_BETWEEN) -> bool:
    """:func:`names_term` over words already spelled by :func:`spelled_words`."""
    return next(name_matches(spelled, spanish_name, words_between), None) is not None


def name_matches(
    spelled: list[tuple[str, ...]], spanish_name: str, words_between: int = _MAX_WORDS_BETWEEN
) -> Iterator[tuple[int, ...]]:
    """Where words spelled by :func:`spelled_words` name ``spanish_name``: for each place, the
    positions of the words that stand for the name's words (function words left out of both).

    >>> text = content_words(words("coloca la ficha en el mazo de Encuentros"))
    >>> list(name_matches(spelled_words(text), "Mazo de Encuentros"))
    [(2, 3)]
    """
    stems = [name_stem(word) for word in content_words(words(spanish_name))]
    if not stems:
        return

    def from_here(position: int, remaining: list[str]) -> Iterator[tuple[int, ...]]:
        if not remaining:
            yield ()
            return
        for offset, variants in enumerate(spelled[position : position + 1 + words_between]):
            if _starts_with(variants, remaining[0]):
                for rest in from_here(position + offset + 1, remaining[1:]):
                    yield (position + offset, *rest)

    for start, variants in enumerate(spelled):
        if _starts_with(variants, stems[0]):
            yield from ((start, *rest) for rest in from_here(start + 1, stems[1:]))


def _starts_with(variants: tuple[str, ...], stem: str) -> bool:
    return any(variant.startswith(stem) for variant in variants)


def english_phrase_pattern(spelling: str, words_between: int) -> re.Pattern[str]:
    """Whole words of ``spelling`` in order, any case, with up to ``words_between`` other words
    or numbers between two of them ("take damage" in "takes 2 damage", "would take any damage").

    >>> pattern = english_phrase_pattern("takes damage", 2)
    >>> bool(pattern.search("Each hero takes 2 damage.")), bool(pattern.search("It takes a turn. Deal damage."))
    (True, False)
    """
    between = rf"(?:[^\w.;:]+[\w'-]+){{0,{words_between}}}?[^\w.;:]+"
    return re.compile(r"(?<!\w)" + between.join(re.escape(word) for word in spelling.split()) + r"(?!\w)", re.IGNORECASE)


def english_pattern(spelling: str) -> re.Pattern[str]:
    """Whole words of ``spelling``, any case, hyphen or space between them, the last one
    possibly plural ("allies", "minions", "schemes", "treacheries")."""
    words = spelling.split()
    *head, last = [word for part in words for word in part.split("-")]
    if last.endswith("y"):
        plural = rf"(?:{re.escape(last[:-1])}(?:y|ies))"
    else:
        plural = rf"{re.escape(last)}(?:e?s)?"
    parts = [re.escape(word) for word in head] + [plural]
    return re.compile(r"(?<!\w)" + r"[\s\-]+".join(parts) + r"(?!\w)", re.IGNORECASE)


def printed_form(name: str) -> str:
    """The words a card prints for a term's name: "Represalia X" prints as "Represalia 1",
    "Preparación (palabra clave)" as "Preparación", "Aumento, icono de Aumento" as "Aumento".

    >>> printed_form("Represalia X"), printed_form("Inicio (palabra clave)"), printed_form("Aumento, icono de Aumento")
    ('Represalia', 'Inicio', 'Aumento')
    """
    name = re.sub(r"\s*\([^)]*\)", "", name).split(",")[0]
    return re.sub(r"\s+X$", "", name.strip())
