"""What each raw line of a scraped page is: chrome, a title, a bullet, a step, a paragraph, ...

Nothing here knows about particular files: the patterns describe the shapes scraped glossary
pages come in (see ``sources/README.md``).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from enum import Enum
from typing import NamedTuple

from checker.glossary.model import Lang
from checker.glossary.terms import fold
from checker.named_tuples import maker

CHROME_LINES = frozenset(
    fold(line)
    for line in (
        "Saltar al contenido principal",
        "Saltar al contenido",
        "Ir al contenido principal",
        "Skip to main content",
        "Skip to content",
        "Menú",
        "Menu",
        "Cerrar menú",
        "Close menu",
        "Volver arriba",
        "Back to top",
    )
)
"""Navigation text that site templates put on every page; never part of the rules."""

CHROME_MAX_CHARS = max(len(line) for line in CHROME_LINES)

SEE_ALSO_HEADINGS = {
    "vease tambien": Lang.ES,
    "ver tambien": Lang.ES,
    "see also": Lang.EN,
}

SEE_ALSO_MAX_CHARS = max(len(heading) for heading in SEE_ALSO_HEADINGS) + 2

_BULLET_MARKS = "•◦▪●·*‣⁃-"
_STEP = re.compile(r"^(?P<indent>\s*)(?P<number>\d{1,3})[.)]\s+(?P<text>\S.*)$")
_SEE_ALSO = re.compile(r"^\s*(?P<heading>[^:]+?)\s*(?::\s*(?P<items>.*))?$")
_TERMINAL_PUNCTUATION = tuple(".:;,!?")
_TITLE_ENDINGS = ("…", "...", "!")
"""Endings that a heading may have although they end sentences too ("Would…", "Boom!")."""
_QUOTES = "\"'«»“”‘’"
_SPANISH_OPENING_MARKS = "¡¿"
_OPENING_ELLIPSIS = re.compile(r"^(\.\.\.|…)\s*")
"""Spanish opens an exclamation or a question with its own mark: "¡Ataque!" is a title."""
_SENTENCE_INSIDE = re.compile(r"[a-z]{3,}[.!?]\s+[A-Z¿¡]")
"""A sentence ending inside a line: a word of three letters or more closing it (not an
abbreviation such as "St."), then the next sentence."""
_ITEM_SEPARATOR = re.compile(r"[;•|]")
"""What separates the items of a list written on one line."""
TITLE_MAX_WORDS = 8
TITLE_MAX_CHARS = 70


class Form(Enum):
    """The shape of a line, before anything is known of its meaning."""

    BLANK = "blank"
    CHROME = "chrome"
    SEE_ALSO = "see-also"
    BULLET = "bullet"
    STEP = "step"
    TEXT = "text"


WITHOUT_TEXT = (Form.BLANK, Form.CHROME)
"""The forms of the lines that hold no rules text. A tuple: ``in`` finds an enum member in it
by identity, where a set would call the enum's hash, written in Python, for each line."""


class Line(NamedTuple):
    """One classified line; ``index`` counts from 0, ``indent`` in columns.

    Lines come normalised (:mod:`checker.glossary.normalise`): an indenting tab is four spaces.
    A named tuple rather than a frozen dataclass: every line of every source is one, and a
    tuple is made several times faster.
    """

    index: int
    form: Form
    text: str
    indent: int = 0
    number: int | None = None
    see_also_lang: Lang | None = None


_line = maker(Line)
"""Every line of every source is classified (see :mod:`checker.named_tuples`)."""


def classify(index: int, raw: str) -> Line:
    """Classify one raw line.

    >>> classify(0, "  • Si el Villano completa la última etapa").form
    <Form.BULLET: 'bullet'>
    >>> classify(0, "  1. Si el jugador eliminado tiene la ficha").number
    1
    >>> classify(0, "Véase también").see_also_lang
    <Lang.ES: 'es'>
    >>> classify(0, "See also  : Boost").text, classify(0, "Threat is placed on schemes: always").form
    ('Boost', <Form.TEXT: 'text'>)
    """
    stripped = raw.strip()
    if not stripped:
        return _line((index, Form.BLANK, "", 0, None, None))
    if len(stripped) <= CHROME_MAX_CHARS and fold(stripped) in CHROME_LINES:
        return _line((index, Form.CHROME, stripped, 0, None, None))
    # Each pattern is tried only on a line that could match it: every line of every page is
    # classified, and most are paragraphs that no pattern matches. A see-also heading is short
    # (the text before the first colon, spaces after it aside), and a long line shows that it
    # is none by its first characters.
    if ((len(stripped) <= SEE_ALSO_MAX_CHARS or stripped[SEE_ALSO_MAX_CHARS].isspace()
         or ":" in stripped[: SEE_ALSO_MAX_CHARS + 1])
            and len(stripped.partition(":")[0].rstrip()) <= SEE_ALSO_MAX_CHARS):
        see_also = _SEE_ALSO.match(stripped)
        if see_also and len(see_also["heading"]) <= SEE_ALSO_MAX_CHARS and fold(see_also["heading"]) in SEE_ALSO_HEADINGS:
            lang = SEE_ALSO_HEADINGS[fold(see_also["heading"])]
            return _line((index, Form.SEE_ALSO, (see_also["items"] or "").strip(), 0, None, lang))
    first = stripped[0]
    # A bullet is its mark and some text after it: a third of the lines of a page are bullets,
    # and cutting the line costs less than matching a pattern. The mark is the line's first
    # character that is no space, so its position is the line's indent.
    if first in _BULLET_MARKS and (text := stripped[1:].lstrip()):
        return _line((index, Form.BULLET, text, raw.find(first), None, None))
    if first.isdigit() and (step := _STEP.match(raw)):
        return _line((index, Form.STEP, step["text"].strip(), len(step["indent"]), int(step["number"]), None))
    return _line((index, Form.TEXT, stripped, len(raw) - len(raw.lstrip()), None, None))


def classify_all(raws: Iterable[str]) -> list[Line]:
    """:func:`classify` of each line of a file, ``raws[0]`` being at index 0.

    >>> [line.form.value for line in classify_all(["Amenaza", "", "  ", "• Villano"])]
    ['text', 'blank', 'blank', 'bullet']
    """
    # Half the lines of a page are empty: each is made here, without a call.
    return [classify(index, raw) if raw else _line((index, Form.BLANK, "", 0, None, None))
            for index, raw in enumerate(raws)]


def looks_like_title(line: Line) -> bool:
    """A short unpunctuated line standing at the left margin: the shape of an entry heading.

    >>> looks_like_title(classify(0, "Main Scheme, Main Scheme Deck"))
    True
    >>> looks_like_title(classify(0, "Cuando se avanza el mazo de Plan principal, sigue estos pasos:"))
    False
    >>> looks_like_title(classify(0, '"After"')), looks_like_title(classify(0, "Would..."))
    (True, True)
    >>> looks_like_title(classify(0, "¡Ataque!")), looks_like_title(classify(0, "¿Después?"))
    (True, True)
    >>> looks_like_title(classify(0, "Después?"))
    False
    """
    return line.form is Form.TEXT and line.indent == 0 and title_shaped(line.text)


def title_shaped(text: str) -> bool:
    """Short, capitalised and unpunctuated, as a title or a name in a list is written.

    >>> title_shaped("Coste"), title_shaped("ficha de"), title_shaped("Pay the cost.")
    (True, False, False)

    A sentence that ends inside the line makes it text, whatever its end: "Pass the first player
    token. See: First Player" is a step of the round overview, not a heading.

    >>> title_shaped("Pass the first player token. See: First Player"), title_shaped("St. Louis")
    (False, True)
    >>> title_shaped("...Unless All Of"), title_shaped("…and so on")
    (True, False)
    """
    # Most lines of rules text are longer than any title: they are told at once.
    if len(text) > TITLE_MAX_CHARS:
        return False
    bare = text.strip(_QUOTES)
    if bare.startswith("¿") and bare.endswith("?"):
        bare = bare[:-1]
    # A title may open with an ellipsis, as a card's words quoted from their middle do
    # ("...Unless All Of").
    bare = _OPENING_ELLIPSIS.sub("", bare.lstrip(_SPANISH_OPENING_MARKS))
    return (
        len(text.split()) <= TITLE_MAX_WORDS
        and (not bare.endswith(_TERMINAL_PUNCTUATION) or bare.endswith(_TITLE_ENDINGS))
        and bare[:1].isupper()
        and not _SENTENCE_INSIDE.search(bare)
    )


def split_inline_items(text: str) -> list[str]:
    """Items of an inline "See also: a; b" list (semicolons or bullets separate them).

    Commas are not cut here, because index forms such as "Aceleración, ficha de" hold one: the
    glossary's names decide (:meth:`checker.glossary.links.Names.labels`).

    >>> split_inline_items("Amenaza; Aceleración, ficha de • Villano")
    ['Amenaza', 'Aceleración, ficha de', 'Villano']
    """
    return [item.strip(" .") for item in _ITEM_SEPARATOR.split(text) if item.strip(" .")]
