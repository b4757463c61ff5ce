"""Hostile source sets: folders of pages shaped like ``sources/``, with hostile ingredients mixed in.

The strategies compose from the sentence up: sentence -> line -> block (one entry in one
language) -> page text -> page (a file's bytes, or something that only looks like a file) ->
source set (a folder). Every choice is drawn from hypothesis, so an example replays from its
seed and shrinks towards plain pages.

The pages imitate what the scraper leaves (see ``sources/README.md``): page chrome, a title
standing alone, a definition, bullets at several indents, numbered steps whose numbers are
broken, "For example" sentences, "See also" lists inline or bulleted, missing final periods, a
Spanish text followed by the English one. The hostile ingredients are what a careless scrape or
a malicious page can add: markup, invisible and control characters, terminal escapes, NUL
bytes, very long lines, bytes that are not UTF-8, odd line ends and file names, and directory
entries that are not regular files.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from hypothesis import strategies as st

LANGS = ("es", "en")

PLAIN_TITLES = (
    ("Amenaza", "Threat"),
    ("Villano", "Villain"),
    ("Esbirro", "Minion"),
    ("Capacidad", "Ability"),
    ("Obligación", "Obligation"),
)
ODD_TITLES = (
    ("Efecto…", "Effect..."),
    ("¡Oleada!", "Surge!"),
    ('"Cuando se muestre"', '"When Revealed"'),
    ("«Perfidia»", "«Treachery»"),
    ("Plan secundario (cartas y mazo)", "Side Scheme (card type)"),
)
TITLES = PLAIN_TITLES + ODD_TITLES
"""Entry titles in both languages, some with quotes, an ellipsis, exclamation marks or a
parenthetical. The pool is small, so that two pages often give one entry twice; each title has
one spelling, so that two pages never give two entries that differ only in punctuation."""

SUBJECTS = {
    "es": ("El Villano", "Cada jugador", "Un Esbirro", "El jugador inicial", "Esta carta", "El Plan principal"),
    "en": ("The villain", "Each player", "A minion", "The first player", "This card", "The main scheme"),
}
VERBS = {
    "es": ("coloca", "descarta", "retira", "gana", "prepara", "agota"),
    "en": ("places", "discards", "removes", "gains", "readies", "exhausts"),
}
OBJECTS = {
    "es": (
        "una ficha de amenaza en el Plan principal",
        "la primera carta del mazo de Encuentros",
        "todas las fichas que tenga la carta",
        "dos cartas de su mano",
        "una ficha de Aceleración junto al mazo",
    ),
    "en": (
        "one threat on the main scheme",
        "the top card of the encounter deck",
        "each token that is on the card",
        "two cards from their hand",
        "an acceleration token next to the deck",
    ),
}
NAMES = ("Rhino", "Klaw", "Ultron", "Groot", "Nebula", "Venom", "Loki", "Zola")
"""Card names that, with a number, make each generated sentence tell itself apart."""

EXAMPLE_OPENERS = {"es": "Por ejemplo,", "en": "For example,"}
STEP_INTROS = {"es": "Cuando esto ocurra, sigue estos pasos:", "en": "When this happens, follow these steps:"}
SEE_ALSO_HEADINGS = {
    "es": ("Véase también", "Ver también", "VÉASE TAMBIÉN", "Vease tambien"),
    "en": ("See also", "See Also", "see also"),
}
REDIRECT_HEADINGS = {"es": "Véase", "en": "See"}
LABELS = (
    "Aceleración, ficha de",
    "Amenaza",
    "Fase del villano",
    "Encuentro, carta de",
    "Acceleration Token",
    "Threat",
    "Villain Phase",
    "Ability",
    "Cost",
)
CHROME = ("Saltar al contenido principal", "Skip to main content", "Menú", "Volver arriba", "Back to top")
"""Navigation text a page template repeats on every page: never rules text."""

BULLETS = ("•", "•", "•", "◦", "▪", "-", "*", "·")
INDENTS = ("", "", "  ", "    ", "\t", "      ")

MARKUP = (
    "<img src=x onerror=alert(1)>",
    "</title><script>alert(9)</script>",
    "<svg/onload=alert(3)>",
    '<a href="javascript:alert(4)">aquí</a>',
    "<iframe srcdoc='<script>alert(5)</script>'></iframe>",
    "<x-raw>crudo</x-raw>",
    '<x-raw title="t">',
    "&lt;script&gt;alert(6)&lt;/script&gt;",
    "<!--",
    '{: onclick="alert(2)" }',
    "{#x .y onmouseover=alert(7)}",
    "[pulsa](javascript:alert(8))",
    '![x](x" onerror="alert(10))',
    "*énfasis* y `código`",
    "{{ config.extra }}",
    "{% raw %}",
    "# Título",
    "!!! note",
    "| a | b |",
    "[^1]",
    ":material-alert:",
    "\\",
    "&amp;",
    "]]>",
)
"""HTML, Markdown and attribute-list tricks, and template syntax. Every payload that would run
calls ``alert(`` or makes an ``x-raw`` element, so that a built page can be searched for it."""

INVISIBLE = ("\u200b", "\u200c", "\u200d", "\u2060", "\ufeff", "\u00ad", "\u202e", "\u2066")
"""Zero-width characters, a byte order mark, a soft hyphen and bidirectional overrides."""

BREAKS = ("\u2028", "\u2029", "\x0c", "\x0b", "\x85", "\x1c", "\r")
"""Characters some readers take for a line end and others do not."""

CONTROLS = (
    "\x1b[31m",
    "\x1b[0m",
    "\x1b[2J",
    "\x1b]0;título\x07",
    "\x1b]8;;https://example.com\x1b\\enlace\x1b]8;;\x1b\\",
    "\x07",
    "\x08",
    "\x7f",
    "\x00",
)
"""Terminal escapes (colour, clear screen, window title, hyperlink), other controls and NUL."""

LONG = ("x" * 3000, "palabra " * 600)

HOSTILE_TEXT = MARKUP + INVISIBLE + BREAKS + CONTROLS + LONG

STRAY_BYTES = (b"\xff", b"\xe9", b"\xc3(", b"\xed\xa0\x80", b"\xf8\x88\x80\x80\x80", b"\x80\x81\x8d", b"\xfe\xff")
"""Bytes that make a file invalid UTF-8: Latin-1 letters, broken and overlong sequences, C1 bytes."""

NAME_SHAPES = (
    "{n:03d}_page.txt",
    "{n:03d}_page.txt",
    "{n:03d}_page.txt",
    "{n:03d} <img src=x onerror=alert(1)>.txt",
    "{n:03d}_\x1b[31mrojo.txt",
    "{n:03d}_pa\u0301gina.txt",
    "-{n:03d}.txt",
    "{n:03d} salto\nde línea.txt",
    "{n:03d}_caf\udce9.txt",
)
"""File names: plain, markup, a terminal escape, decomposed Unicode, a leading dash, a line
break, and a byte that is not UTF-8 (written as a surrogate escape, as the file system hands it)."""

NON_REGULAR = ("fifo", "dangling-symlink", "symlink-loop", "folder")


@dataclass(frozen=True)
class Page:
    """One directory entry of a source folder: a file's bytes, or something that only looks like one."""

    name: str
    """The name, surrogate-escaped where its bytes are not UTF-8."""
    kind: str = "file"
    data: bytes = b""

    def write(self, folder: Path) -> None:
        path = os.path.join(os.fsencode(folder), os.fsencode(self.name))
        if self.kind == "file":
            with open(path, "wb") as stream:
                stream.write(self.data)
        elif self.kind == "fifo":
            os.mkfifo(path)
        elif self.kind == "dangling-symlink":
            os.symlink(b"missing-page.txt", path)
        elif self.kind == "symlink-loop":
            os.symlink(os.fsencode(self.name), path)
        elif self.kind == "folder":
            os.mkdir(path)
            with open(os.path.join(path, b"inside.txt"), "wb") as stream:
                stream.write(b"Amenaza\n\nLa Amenaza se coloca en el Plan principal.\n")
        else:
            raise ValueError(f"unknown kind of page: {self.kind}")


@dataclass(frozen=True)
class SourceSet:
    """A folder's worth of pages."""

    pages: tuple[Page, ...]

    def write(self, folder: Path) -> Path:
        folder.mkdir(parents=True, exist_ok=True)
        for page in self.pages:
            page.write(folder)
        return folder


def _lengthened(line: str) -> str:
    """A line of at least 6,000 characters, unless it is as short as a title."""
    return line * max(1, 6000 // len(line)) if len(line) > 40 else line


def _lower_first(text: str) -> str:
    return text[:1].lower() + text[1:]


@st.composite
def sentences(draw, lang: str) -> str:
    subject = draw(st.sampled_from(SUBJECTS[lang]))
    verb = draw(st.sampled_from(VERBS[lang]))
    thing = draw(st.sampled_from(OBJECTS[lang]))
    name = draw(st.sampled_from(NAMES))
    number = draw(st.integers(1, 999))
    return f"{subject} {verb} {thing} ({name} {number})."


@st.composite
def spoiled(draw, text: str, ingredients: st.SearchStrategy[str] | None, first: int = 0) -> str:
    """``text``, or (one time in three) ``text`` with a hostile ingredient between two of its
    words, not before word ``first``: a page spoiled everywhere would only test the first error."""
    if ingredients is None or draw(st.integers(0, 2)) < 2:
        return text
    words = text.split(" ")
    at = draw(st.integers(min(first, len(words)), len(words)))
    glue = draw(st.sampled_from((" ", "")))
    return glue.join([" ".join(words[:at]), draw(ingredients), " ".join(words[at:])]).strip(" ")


@st.composite
def paragraphs(draw, lang: str, ingredients) -> str:
    """One or two sentences, maybe a "For example" sentence, maybe without the final period."""
    parts = draw(st.lists(sentences(lang), min_size=1, max_size=2))
    if draw(st.booleans()):
        parts.append(f"{EXAMPLE_OPENERS[lang]} {_lower_first(draw(sentences(lang)))}")
    text = " ".join(parts)
    if draw(st.booleans()):
        text = text.rstrip(".")
    return draw(spoiled(text, ingredients))


@st.composite
def body_items(draw, lang: str, ingredients) -> list[str]:
    """A paragraph, a run of bullets at mixed indents, or a procedure with broken step numbers."""
    shape = draw(st.sampled_from(("paragraph", "bullets", "steps")))
    if shape == "paragraph":
        return [draw(paragraphs(lang, ingredients))]
    if shape == "bullets":
        count = draw(st.integers(1, 4))
        return [
            f"{draw(st.sampled_from(INDENTS))}{draw(st.sampled_from(BULLETS))} {draw(paragraphs(lang, ingredients))}"
            for _ in range(count)
        ]
    lines = [draw(spoiled(STEP_INTROS[lang], ingredients))]
    for _ in range(draw(st.integers(1, 5))):
        if draw(st.booleans()):
            lines.append("")
        indent = draw(st.sampled_from(("", "  ", "    ")))
        number = draw(st.integers(0, 12))
        mark = draw(st.sampled_from((".", ")")))
        lines.append(f"{indent}{number}{mark} {draw(paragraphs(lang, ingredients))}")
    return lines


@st.composite
def titles(draw, lang: str, ingredients, pool=TITLES, pair: tuple[str, str] | None = None) -> str:
    """A title of ``pair`` (any pair of ``pool`` when None), maybe spoiled after its first word."""
    name = (pair or draw(st.sampled_from(pool)))[LANGS.index(lang)]
    return draw(spoiled(name, ingredients, first=1))


@st.composite
def blocks(draw, lang: str, title: str, ingredients) -> list[str]:
    """One entry in one language: the title standing alone, a definition, then rules."""
    lines = [title]
    if draw(st.integers(0, 9)) < 9:
        lines.append("")
    lines.append(draw(paragraphs(lang, ingredients)))
    for item in draw(st.lists(body_items(lang, ingredients), max_size=4)):
        if draw(st.booleans()):
            lines.append("")
        lines.extend(item)
    return lines


def see_also_labels(ingredients) -> st.SearchStrategy[str]:
    return st.sampled_from(LABELS).flatmap(lambda label: spoiled(label, ingredients))


@st.composite
def see_also_lists(draw, lang: str, ingredients) -> list[str]:
    heading = draw(st.sampled_from(SEE_ALSO_HEADINGS[lang]))
    labels = draw(st.lists(see_also_labels(ingredients), max_size=4))
    style = draw(st.sampled_from(("commas", "semicolons", "bullets", "bullets")))
    if not labels:
        return [heading]
    if style == "commas":
        return [f"{heading}: {', '.join(labels)}"]
    if style == "semicolons":
        return [f"{heading}: {'; '.join(labels)}"]
    return [heading, ""] + [f"• {label}" for label in labels]


@st.composite
def chrome(draw, ingredients) -> list[str]:
    """Chrome lines, spoiled only by characters that have no letters: a template adds no words."""
    wordless = ingredients.filter(lambda ingredient: not any(char.isalnum() for char in ingredient)) if ingredients is not None else None
    lines = []
    for line in draw(st.lists(st.sampled_from(CHROME), max_size=2)):
        lines += [draw(spoiled(line, wordless)), ""]
    return lines


@st.composite
def entry_pages(draw, ingredients, pool=TITLES) -> list[str]:
    """A scraped entry page: chrome, Spanish and/or English blocks, a "See also" list, chrome."""
    lines = draw(chrome(ingredients))
    pair = draw(st.sampled_from(pool))
    langs = draw(st.sampled_from((("es", "en"), ("es", "en"), ("es",), ("en",), ("en", "es"))))
    for lang in langs:
        lines += draw(blocks(lang, draw(titles(lang, ingredients, pool, pair)), ingredients)) + [""]
    if draw(st.booleans()):
        lines += draw(see_also_lists(langs[0], ingredients))
    if draw(st.booleans()):
        lines += ["", *draw(chrome(ingredients))]
    return lines


@st.composite
def redirect_pages(draw, ingredients, pool=TITLES) -> list[str]:
    """A page that only sends the reader elsewhere: "Effect" then "See: Ability, Cost"."""
    lang = draw(st.sampled_from(LANGS))
    labels = draw(st.lists(see_also_labels(ingredients), min_size=1, max_size=3))
    lines = [draw(titles(lang, ingredients, pool))]
    if draw(st.booleans()):
        lines.append("")
    return lines + [f"{REDIRECT_HEADINGS[lang]}: {', '.join(labels)}"]


@st.composite
def title_only_pages(draw, ingredients, pool=TITLES) -> list[str]:
    return draw(chrome(ingredients)) + [draw(titles(draw(st.sampled_from(LANGS)), ingredients, pool))]


def page_texts(
    ingredients: st.SearchStrategy[str] | None, kinds: tuple[str, ...], pool=TITLES
) -> st.SearchStrategy[list[str]]:
    """Lines of a page of one of ``kinds``: entry, redirect, title-only, empty, blank, long."""
    makers = {
        "entry": entry_pages(ingredients, pool),
        "redirect": redirect_pages(ingredients, pool),
        "title-only": title_only_pages(ingredients, pool),
        "empty": st.just([]),
        "blank": st.lists(st.sampled_from(("", " ", "\t", "   ")), min_size=1, max_size=4),
        "long": entry_pages(ingredients, pool).map(lambda lines: [_lengthened(line) for line in lines]),
    }
    return st.sampled_from(kinds).flatmap(lambda kind: makers[kind])


@st.composite
def encoded(draw, lines: list[str], wild: bool) -> bytes:
    """The page's bytes: a line end, maybe a final one; when ``wild``, BOM, Latin-1 or stray bytes."""
    newline = draw(st.sampled_from(("\n", "\r\n", "\r"))) if wild else "\n"
    final = newline if draw(st.booleans()) else ""
    encoding = draw(st.sampled_from(("utf-8", "utf-8", "utf-8-sig", "latin-1", "stray"))) if wild else "utf-8"
    if encoding == "latin-1":
        return (newline.join(lines) + final).encode("latin-1", errors="replace")
    data = [line.encode("utf-8") for line in lines]
    if encoding == "stray" and data:
        at = draw(st.integers(0, len(data) - 1))
        data[at] += draw(st.sampled_from(STRAY_BYTES))
    prefix = b"\xef\xbb\xbf" if encoding == "utf-8-sig" else b""
    return prefix + newline.encode().join(data) + final.encode()


ALL_KINDS = ("entry", "entry", "entry", "entry", "redirect", "title-only", "empty", "blank", "long")


@st.composite
def source_sets(
    draw,
    ingredients: st.SearchStrategy[str] | None = st.sampled_from(HOSTILE_TEXT),
    kinds: tuple[str, ...] = ALL_KINDS,
    names: tuple[str, ...] = NAME_SHAPES,
    max_pages: int = 8,
    wild: bool = True,
    non_regular: bool = True,
    title_pool: tuple[tuple[str, str], ...] = TITLES,
) -> SourceSet:
    """A folder of 1 to ``max_pages`` pages, and (one time in four) one or two entries that are
    not regular files.

    ``wild`` allows any line end, a BOM, Latin-1 and stray bytes; without it pages are UTF-8
    with plain line ends, for properties that need the import to succeed often.
    """
    texts = draw(st.lists(page_texts(ingredients, kinds, title_pool), min_size=1, max_size=max_pages))
    pages = [
        Page(draw(st.sampled_from(names)).format(n=number), "file", draw(encoded(lines, wild)))
        for number, lines in enumerate(texts)
    ]
    if non_regular and draw(st.integers(0, 3)) == 3:
        oddities = draw(st.lists(st.sampled_from(NON_REGULAR), min_size=1, max_size=2, unique=True))
        pages += [Page(f"{900 + number}_{kind}.txt", kind) for number, kind in enumerate(oddities)]
    return SourceSet(tuple(pages))
