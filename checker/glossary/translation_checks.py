"""Checks of the project's own Spanish against the English text it translates.

A translation under ``translations/`` pairs each Spanish clause with the English clause of the
same id (the importer marks it unofficial: ``Lang.ES in clause.unofficial``). These checks
compare the two texts of one clause and name what the Spanish lost or kept in English:

* :attr:`Check.SENTENCES`: the same number of sentences;
* :attr:`Check.TERM`: every game term of the English written with its official Spanish name;
* :attr:`Check.NUMBER`: every number of the English in the Spanish;
* :attr:`Check.ICON`: every icon as often as in the English;
* :attr:`Check.QUOTE`: at least as many quoted spans (card text, ability names) as the English;
* :attr:`Check.ENGLISH_WORD`: no English word left in the Spanish;
* :attr:`Check.PHRASE`: every recurring phrase of the English (``locales/phrases.toml``: "take
  damage") written as the cards print it, and none of its rejected renderings anywhere;
* :attr:`Check.CARD_NAME`: every card the English names by its English name, by its Spanish name;
* :attr:`Check.CAPITALS`: a term's word that its Spanish name capitalises after the first word
  ("mazo de Encuentros", "fase del Villano", "carta de Jugador") capitalised wherever the term is
  named, as the official text prints it.

Official Spanish is never checked: the publisher is free to word things its own way.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass
from enum import StrEnum
from functools import cache
from pathlib import Path

from spellchecker import SpellChecker

from checker import SOURCES_DIR
from checker.glossary.icons import find_icons
from checker.glossary.model import Entry, Lang, Problem, SourceRef
from checker.glossary.reconcile import sentences
from checker.glossary.errors import GlossaryError
from checker.glossary.card_evidence import CardTexts, Renderings, RowProblem, check_term_table, term_rendering
from checker.glossary.term_matching import (
    PHRASE_WORDS_BETWEEN,
    content_words,
    english_pattern,
    english_phrase_pattern,
    name_matches,
    names_term,
    spelled_words,
    stem_variants,
    words,
)
from checker.glossary.terms import PHRASES_FILE, TERMS_FILE, Term, TermTable, fold
from checker.i18n import N_, locale_data, translate

ALLOWED_WORDS_FILE = "spanish-allowed-words.txt"
"""The project's short list of words a Spanish text may use that no word list knows."""
CARDS_DIR = SOURCES_DIR / "cards" / "es"
"""The Spanish card data: card names and traits are words a translation may use."""


class Check(StrEnum):
    """What a translated clause is compared with its English on."""

    SENTENCES = "sentences"
    TERM = "term"
    NUMBER = "number"
    ICON = "icon"
    QUOTE = "quote"
    ENGLISH_WORD = "english-word"
    PHRASE = "phrase"
    CARD_NAME = "card-name"
    CAPITALS = "capitals"


@dataclass(frozen=True)
class TranslationProblem:
    """One way the Spanish of ``clause_id`` departs from its English."""

    clause_id: str
    check: Check
    message: str
    """What is wrong, an English message template of the ``messages`` catalog."""
    params: tuple[tuple[str, str], ...] = ()
    """The template's values: the English term, number, icon or word."""

    def render(self, lang: str) -> str:
        return translate(lang, self.message, **dict(self.params))

    @property
    def detail(self) -> str:
        """What is wrong, in English."""
        return self.render("en")


_Message = tuple[str, tuple[tuple[str, str], ...]]
"""A message template and its values."""


def _problem(message: str, **params: object) -> _Message:
    return message, tuple((name, str(value)) for name, value in params.items())


# --- Spanish words -------------------------------------------------------------------------

_ENCLITICS = ("selas", "selos", "sela", "selo", "nos", "los", "las", "les", "lo", "la", "le", "se", "me", "te")
_ENDINGS = tuple(sorted(
    "s a as an e es en o os amos emos imos ais eis ad ed id "
    "ado ada ados adas ido ida idos idas ando iendo yendo "
    "aba abas aban ia ias ian ara aras aran iera ieras ieran ase asen iese iesen "
    "are aren iere ieren aron ieron yeron ra ras ran re res ren".split(),
    key=len, reverse=True,
))
_INFINITIVES = ("ar", "er", "ir")


def spanish_forms(word: str) -> Iterator[str]:
    """The dictionary forms a folded Spanish word may be an inflection of.

    The packaged Spanish word list holds mostly lemmas ("carta", "descartar", not "cartas",
    "descarta"), so a word is looked up as itself, then without an enclitic pronoun, then
    without a plural, gender or verb ending, both as it stands and as the infinitive
    (with the usual stem changes).

    >>> "carta" in spanish_forms("cartas"), "descartar" in spanish_forms("descarta")
    (True, True)
    >>> "resolver" in spanish_forms("resuelve"), "barajar" in spanish_forms("barajalo")
    (True, True)
    >>> "seguir" in spanish_forms("sigue"), "colocar" in spanish_forms("coloque")
    (True, True)
    """
    yield word
    bases = [word]
    for pronoun in _ENCLITICS:
        if word.endswith(pronoun) and len(word) - len(pronoun) >= 4:
            bases.append(word[: -len(pronoun)])
            yield bases[-1]
    for base in bases:
        if base.endswith("ces"):
            yield base[:-3] + "z"
        for ending in _ENDINGS:
            stem = base[: -len(ending)]
            if base.endswith(ending) and len(stem) >= 2:
                yield stem
                yield stem + "o"
                for variant in stem_variants(stem):
                    for infinitive in _INFINITIVES:
                        yield variant + infinitive


_ENGLISH_FUNCTION_WORDS = frozenset(
    "the and of to when each this that with you your from its it is are for or if by any all "
    "not may can has have then they their them".split()
)
"""Short English words that a Spanish sentence never needs, checked whatever their length."""
_SHORTEST_CHECKED_WORD = 4
"""Lower-case words shorter than this are often words of both languages ("a", "son", "once")."""


class SpanishWords:
    """The words a Spanish translation may use: the packaged Spanish word list (with its
    inflections, :func:`spanish_forms`), the Spanish spellings of the term table, the names and
    traits of the Spanish cards, and the project's allow-list; and the English word list, to tell
    an English word left behind from an unknown one. All folded (:func:`fold`)."""

    def __init__(self, spanish: frozenset[str], english: frozenset[str], names: frozenset[str]) -> None:
        self.spanish = spanish
        self.english = english
        self.names = names
        """Words of proper names: cards, traits and the allow-list."""

    @classmethod
    def load(cls, cards_dir: Path = CARDS_DIR, allowed: Path | None = None) -> SpanishWords:
        """The word lists; loading them takes a fraction of a second, so :func:`spanish_words`
        keeps one for the whole process."""
        return cls(
            spanish=_word_list("es"),
            english=_word_list("en"),
            names=frozenset(_card_words(cards_dir)) | frozenset(allowed_words(allowed)),
        )

    def is_spanish(self, word: str) -> bool:
        """``word`` (folded) is in the Spanish word list or an inflection of one of its words."""
        return any(form in self.spanish for form in spanish_forms(word))

    def is_english(self, word: str) -> bool:
        return word in self.english


@cache
def spanish_words() -> SpanishWords:
    """The word lists of the installed package and the repository's card data."""
    return SpanishWords.load()


def _word_list(language: str) -> frozenset[str]:
    return frozenset(fold(word) for word in SpellChecker(language=language, distance=1).word_frequency.keys())


def _card_words(cards_dir: Path) -> Iterator[str]:
    for path in sorted(cards_dir.glob("*.json")):
        for card in json.loads(path.read_text(encoding="utf-8")):
            for field in ("name", "subname", "traits"):
                yield from (fold(word) for word in words(card.get(field) or ""))


def allowed_words(path: Path | None = None) -> list[str]:
    """The allow-list: one word per line, ``#`` starting a comment line; folded.

    A line holding more than one word is an error naming the file and the line.
    """
    source = path or locale_data(ALLOWED_WORDS_FILE)
    words = []
    for number, line in enumerate(source.read_text(encoding="utf-8").splitlines(), start=1):
        text = line.strip()
        if not text or text.startswith("#"):
            continue
        if len(text.split()) != 1:
            raise GlossaryError([Problem(
                SourceRef(ALLOWED_WORDS_FILE, number),
                N_("an allowed word is one word per line: '{line}'"), (("line", text),),
            )])
        words.append(fold(text))
    return words


# --- Terms ---------------------------------------------------------------------------------

_ORDINARY_WORD_FREQUENCY = 50_000
"""A one-word English term at least this frequent in the English word list ("play", "ready",
"hand", "cost", "target", "action") is more often the ordinary word than the game term."""


@dataclass(frozen=True)
class _TermSpelling:
    term_id: str
    english: str
    pattern: re.Pattern[str]
    ordinary: bool
    spanish: tuple[str, ...]


@cache
def _term_spellings(terms: TermTable) -> tuple[_TermSpelling, ...]:
    ordinary_words = _ordinary_english_words()
    rows = [
        _TermSpelling(
            term.id, spelling, english_pattern(spelling),
            # An English alias of one word ("Uses" for Uses X) is a loose label: in lower case it
            # is the ordinary word ("uses a basic power"), like the frequent words.
            ordinary=" " not in spelling and (fold(spelling) in ordinary_words or spelling not in _names(term)),
            spanish=term.spellings(Lang.ES),
        )
        for term in terms.terms
        for spelling in _english_spellings(term)
    ]
    return tuple(sorted(rows, key=lambda row: len(row.english), reverse=True))


def _names(term: Term) -> tuple[str, ...]:
    """The English name, and the word the cards print for it: not loose labels, as aliases are."""
    return (term.names[Lang.EN], term.printed_as.rstrip(".:;!"))


def _english_spellings(term: Term) -> tuple[str, ...]:
    """How the English writes ``term``: its spellings, and the word the cards print for it when
    that word names another term too ("Setup" is the keyword Inicio as well as the ability
    Preparación: either Spanish name will do)."""
    printed = term.printed_as.rstrip(".:;!")
    return (*term.spellings(Lang.EN), printed) if printed else term.spellings(Lang.EN)


@cache
def _ordinary_english_words() -> frozenset[str]:
    frequencies = SpellChecker(language="en", distance=1).word_frequency
    return frozenset(word for word, count in frequencies.items() if count >= _ORDINARY_WORD_FREQUENCY)


def _starts_sentence(text: str, position: int) -> bool:
    before = text[:position].rstrip(" ¿¡\"“«(")
    return not before or before[-1] in ".!?:"


def english_terms(english: str, terms: TermTable) -> list[tuple[str, tuple[str, ...]]]:
    """The game terms ``english`` writes: each found spelling and the term's Spanish spellings.

    Longer spellings go first and take their words, so "encounter discard pile" is one term and
    not also "discard pile". A term whose English name is an ordinary English word
    (:data:`_ORDINARY_WORD_FREQUENCY`) counts only where the text capitalises it inside a sentence:
    "the hero" below is not taken for the Hero term.

    >>> [found for found, _ in english_terms("Minions engaged with you attack the hero.", TermTable.load())]
    ['Minions', 'engaged']
    """
    taken = [False] * len(english)
    found: dict[tuple[int, int], tuple[str, tuple[str, ...]]] = {}
    for row in _term_spellings(terms):
        for match in row.pattern.finditer(english):
            span = match.span()
            if span in found:
                # Two terms spelled alike ("Attachments" of Attach and of Attachment): either name does.
                found[span] = (match[0], found[span][1] + row.spanish)
                continue
            if any(taken[span[0] : span[1]]):
                continue
            if row.ordinary and (match[0][0].islower() or _starts_sentence(english, match.start())):
                continue
            taken[span[0] : span[1]] = [True] * (span[1] - span[0])
            found[span] = (match[0], row.spanish)
    return [found[span] for span in sorted(found)]


# --- The checks ----------------------------------------------------------------------------

_NUMBER_WORDS = {
    "zero": ("cero",), "one": ("uno", "una", "un"), "two": ("dos",), "three": ("tres",),
    "four": ("cuatro",), "five": ("cinco",), "six": ("seis",), "seven": ("siete",),
    "eight": ("ocho",), "nine": ("nueve",), "ten": ("diez",),
}
_DIGITS = ("0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10")
_QUOTED = re.compile(r'"[^"]*"|“[^”]*”|«[^»]*»')


def _sentences_problems(english: str, spanish: str) -> Iterator[_Message]:
    english_count, spanish_count = len(sentences(english)), len(sentences(spanish))
    if english_count != spanish_count:
        yield _problem(N_("{spanish} sentences for the English {english}"), spanish=spanish_count, english=english_count)


def _term_problems(english: str, spanish: str, terms: TermTable) -> Iterator[_Message]:
    spanish_words = content_words(words(spanish))
    for found, spanish_spellings in english_terms(english, terms):
        if not any(names_term(spanish_words, name) for name in spanish_spellings):
            yield _problem(N_("'{term}' is not written '{spanish}'"), term=found, spanish=spanish_spellings[0])


def _capital_problems(english: str, spanish: str, terms: TermTable) -> Iterator[_Message]:
    """A word written in lower case where a term of the English is named and the term's Spanish
    spelling capitalises that word, not being its first ("mazo de encuentros")."""
    written = content_words(words(spanish))
    spelled = spelled_words(written)
    reported = set()
    for _, spanish_spellings in english_terms(english, terms):
        for spelling in spanish_spellings:
            name_words = content_words(words(spelling))
            for positions in name_matches(spelled, spelling, 0):
                for name_word, position in list(zip(name_words, positions))[1:]:
                    word = written[position]
                    # Only the word itself, maybe plural: a verb of the same stem ("aumenta") is no name.
                    same_word = fold(word) in {fold(name_word) + ending for ending in ("", "s", "es")}
                    if same_word and name_word[0].isupper() and word[0].islower() and word not in reported:
                        reported.add(word)
                        yield _problem(N_("'{word}' takes a capital, as in '{spanish}'"), word=word, spanish=spelling)


def _number_problems(english: str, spanish: str) -> Iterator[_Message]:
    """Each digit run of the English, and each English number word from zero to ten, as often in
    the Spanish, as digits or as the Spanish word."""
    spanish_numbers = Counter(re.findall(r"\d+", spanish))
    for number, count in sorted(Counter(re.findall(r"\d+", english)).items()):
        if spanish_numbers[number] < count:
            yield _problem(N_("the number {number} is missing"), number=number)
    spanish_words = Counter(fold(word) for word in words(spanish))
    english_words = Counter(fold(word) for word in words(english))
    for value, (word, spanish_names) in enumerate(_NUMBER_WORDS.items()):
        written = spanish_numbers[_DIGITS[value]] + sum(spanish_words[name] for name in spanish_names)
        if english_words[word] and written < english_words[word]:
            yield _problem(N_("the number '{word}' is missing"), word=word)


def _icon_problems(english: str, spanish: str) -> Iterator[_Message]:
    """Icons are compared by what they stand for: "(v)" and the icon font's per-player letter
    are the same icon."""
    spanish_icons = Counter(icon.name for _, _, icon in find_icons(spanish))
    for name, count in sorted(Counter(icon.name for _, _, icon in find_icons(english)).items()):
        if spanish_icons[name] != count:
            yield _problem(N_("the {icon} icon {english} times in English, {spanish} in Spanish"),
                           icon=name, english=count, spanish=spanish_icons[name])


def _quote_problems(english: str, spanish: str) -> Iterator[_Message]:
    """At least as many quoted spans as in the English: a Spanish text may quote a name the
    English does not ("el icono de "por jugador""), but drops no quoted card text."""
    english_count, spanish_count = len(_QUOTED.findall(english)), len(_QUOTED.findall(spanish))
    if spanish_count < english_count:
        yield _problem(N_("{spanish} quoted texts for the English {english}"), spanish=spanish_count, english=english_count)


_NAME = re.compile(r"[A-ZÀ-Ý][\w'’-]*(?:\s+(?:(?:of|the|and)\s+)?[A-ZÀ-Ý][\w'’-]*)*")


def english_names(english: str) -> list[str]:
    """Names the English capitalises inside a sentence: cards of later sets ("The Painted Lady",
    "Flurry of Blades") and people keep them in Spanish, as written.

    >>> english_names("For example, cards placed under The Painted Lady. Then Steve Rogers draws.")
    ['The Painted Lady', 'Steve Rogers']
    """
    names = []
    for match in _NAME.finditer(english):
        name = match[0]
        if _starts_sentence(english, match.start()):
            # The first word is capitalised for the sentence; a name may follow it.
            name = name.partition(" ")[2]
            name = name if _NAME.fullmatch(name) else ""
        if name:
            names.append(name)
    return names


def _english_word_problems(english: str, spanish: str, terms: TermTable, vocabulary: SpanishWords) -> Iterator[_Message]:
    """Words that are not Spanish.

    A word is fine when it is a single letter (the "B" side of a card, "X" in card text), or when
    it is, inflected at will (:func:`spanish_forms`), a word of a Spanish spelling of the term
    table, of a Spanish card name or trait, of the allow-list, or of the Spanish word list. Otherwise:

    * a capitalised word is a problem, as an English word when the English word list has it,
      else as an unknown word, unless the English text writes the very same word (a name such
      as "Technovirus" that neither language translates);
    * a lower-case word is a problem when the English word list has it and it is at least
      four letters long, or is one of the short English function words ("the", "of", "your").
    """
    allowed = vocabulary.names | _term_words(terms)
    english_as_written = set(words(english))
    reported = set()
    for name in english_names(english):
        spanish = spanish.replace(name, " ")
    for word in words(spanish):
        folded = fold(word)
        if len(folded) == 1 or folded in reported or any(form in allowed for form in spanish_forms(folded)):
            continue
        if word[0].isupper():
            if vocabulary.is_spanish(folded):
                continue
            if vocabulary.is_english(folded):
                reported.add(folded)
                yield _problem(N_("'{word}' is an English word"), word=word)
            elif word not in english_as_written:
                reported.add(folded)
                yield _problem(N_("'{word}' is in neither word list"), word=word)
        elif folded in _ENGLISH_FUNCTION_WORDS or (
            len(folded) >= _SHORTEST_CHECKED_WORD and vocabulary.is_english(folded) and not vocabulary.is_spanish(folded)
        ):
            reported.add(folded)
            yield _problem(N_("'{word}' is an English word"), word=word)


@cache
def phrase_table() -> TermTable:
    """The phrase table installed with the package."""
    return TermTable.load(locale_data(PHRASES_FILE), key="phrase")


def _tables() -> tuple[tuple[str, TermTable, int], ...]:
    """The installed term and phrase tables: each file's name, its rows, and the words that may
    stand between two words of a row."""
    return (TERMS_FILE, TermTable.load(), 0), (PHRASES_FILE, phrase_table(), PHRASE_WORDS_BETWEEN)


def printed_renderings(cards: CardTexts) -> list[tuple[Term, Renderings]]:
    """Every row of the term and phrase tables whose English the cards print, with how many
    cards print each of its Spanish renderings (:func:`~checker.glossary.card_evidence.term_rendering`)."""
    counted = [(term, term_rendering(term, cards, words_between))
               for _, table, words_between in _tables() for term in table.terms]
    return [(term, renderings) for term, renderings in counted if renderings.printed]


def table_problems(cards: CardTexts) -> list[tuple[Path, RowProblem]]:
    """Every row of the installed term and phrase tables that the cards contradict
    (:func:`~checker.glossary.card_evidence.check_term_table`), with the table's path."""
    found = []
    for name, table, words_between in _tables():
        path = locale_data(name)
        found += [(path, problem) for problem in check_term_table(table, cards, path.read_text(encoding="utf-8"), words_between)]
    return found


@cache
def card_texts() -> CardTexts:
    """The bundled card data of every official product."""
    return CardTexts.load()


@cache
def _phrase_patterns(phrases: TermTable) -> tuple[tuple[Term, tuple[re.Pattern[str], ...]], ...]:
    return tuple(
        (phrase, tuple(english_phrase_pattern(spelling, PHRASE_WORDS_BETWEEN) for spelling in phrase.spellings(Lang.EN)))
        for phrase in phrases.terms
    )


def _phrase_problems(english: str, spanish: str, phrases: TermTable) -> Iterator[_Message]:
    """A phrase of the English not written with its Spanish (other words may stand between the
    words of either), and a rival rendering of a phrase, which the cards reject, wherever it is."""
    spanish_words = content_words(words(spanish))
    for phrase, patterns in _phrase_patterns(phrases):
        found = next((match[0] for pattern in patterns if (match := pattern.search(english))), None)
        if found and not any(names_term(spanish_words, name, PHRASE_WORDS_BETWEEN) for name in phrase.spellings(Lang.ES)):
            yield _problem(N_("'{phrase}' is not written '{spanish}'"), phrase=found, spanish=phrase.names[Lang.ES])
        for rival in phrase.rivals:
            if names_term(spanish_words, rival, PHRASE_WORDS_BETWEEN):
                yield _problem(N_("'{rival}' is written where the cards print '{spanish}'"),
                               rival=rival, spanish=phrase.names[Lang.ES])


def _card_name_problems(english: str, spanish: str, cards: CardTexts) -> Iterator[_Message]:
    """A card the English names by its English name ("The Painted Lady") whose Spanish name
    ("La Dama Pintada") the Spanish does not write; a name both languages print alike is fine."""
    folded = fold(spanish)
    for name in dict.fromkeys(english_names(english)):
        spanish_names = cards.spanish_names.get(name, ())
        if spanish_names and name not in spanish_names and not any(fold(known) in folded for known in spanish_names):
            yield _problem(N_("the card '{card}' is not named '{spanish}'"), card=name, spanish=spanish_names[0])


@cache
def _term_words(terms: TermTable) -> frozenset[str]:
    return frozenset(
        fold(word) for term in terms.terms for spelling in term.spellings(Lang.ES) for word in words(spelling)
    )


def check_text(
    clause_id: str, english: str, spanish: str, terms: TermTable, words: SpanishWords,
    phrases: TermTable | None = None, cards: CardTexts | None = None,
) -> list[TranslationProblem]:
    """Every problem of ``spanish`` as the translation of ``english``, the texts of ``clause_id``;
    ``phrases`` and ``cards`` are by default the packaged phrase table and the bundled card data."""
    phrases = phrase_table() if phrases is None else phrases
    cards = card_texts() if cards is None else cards
    found = [
        *((Check.SENTENCES, detail) for detail in _sentences_problems(english, spanish)),
        *((Check.TERM, detail) for detail in _term_problems(english, spanish, terms)),
        *((Check.NUMBER, detail) for detail in _number_problems(english, spanish)),
        *((Check.ICON, detail) for detail in _icon_problems(english, spanish)),
        *((Check.QUOTE, detail) for detail in _quote_problems(english, spanish)),
        *((Check.ENGLISH_WORD, detail) for detail in _english_word_problems(english, spanish, terms, words)),
        *((Check.PHRASE, detail) for detail in _phrase_problems(english, spanish, phrases)),
        *((Check.CARD_NAME, detail) for detail in _card_name_problems(english, spanish, cards)),
        *((Check.CAPITALS, detail) for detail in _capital_problems(english, spanish, terms)),
    ]
    return [TranslationProblem(clause_id, check, message, params) for check, (message, params) in found]


def check_entry(
    entry: Entry, terms: TermTable, words: SpanishWords,
    phrases: TermTable | None = None, cards: CardTexts | None = None,
) -> list[TranslationProblem]:
    """Every problem of the entry's unofficial Spanish: each clause with both texts, and the
    title, which must be one of the term table's Spanish spellings when the table has a term of the
    entry's id ("Aumento, icono de Aumento" names both terms of "Boost, Boost Icon")."""
    problems = []
    term = terms.by_id(entry.id)
    title = entry.title.get(Lang.ES) if Lang.ES in entry.unofficial else None
    if term is not None and title is not None and fold(title) not in {fold(name) for name in term.spellings(Lang.ES)}:
        problems.append(TranslationProblem(entry.id, Check.TERM, *_problem(
            N_("the title '{title}' is not '{spanish}'"), title=title, spanish=term.names[Lang.ES])))
    for clause in entry.walk():
        if Lang.ES in clause.unofficial and Lang.ES in clause.text and Lang.EN in clause.text:
            problems += check_text(clause.id, clause.text[Lang.EN], clause.text[Lang.ES], terms, words, phrases, cards)
    return problems
