"""The one normalisation every line of source text goes through before anything reads it.

Scraped pages carry characters that look like nothing but change what the importer sees: a
zero-width space splits a word (and an id) in two, a line separator or a form feed would end a
line that the file does not end, terminal escape sequences would act on the terminal of whoever
searches the glossary. The policy (``sources/README.md``) is applied to each line, once the file
has been split at its real line ends, so that line numbers always count the lines of the file:

* escape sequences (CSI such as colours, and the strings OSC, DCS, SOS, PM and APC up to their
  terminator) are removed whole, so that none of their letters is left behind as text;
* every other control character (Unicode category Cc) and every format character (Cf: zero-width
  spaces and joiners, the byte order mark, the soft hyphen, ...) is removed;
* every other kind of space (no-break spaces, line and paragraph separators, form feeds, ...)
  becomes a plain space, and a tab becomes a space, or four when it indents the line, since
  indents are what nest bullets;
* the result is composed (Unicode NFC), so that one word has one spelling.

File names, which messages and the model show too, are made printable instead (see
:func:`printable_name`).
"""

from __future__ import annotations

import re
import unicodedata

TAB_WIDTH = 4
"""The columns that a tab indents by."""

_ESCAPE_SEQUENCE = re.compile(
    r"(?:\x1b\[|\x9b)[0-?]*[ -/]*[@-~]"
    r"|(?:\x1b[\]PX^_]|[\x90\x98\x9d\x9e\x9f]).*?(?:\x07|\x1b\\|\x9c)",
    re.DOTALL,
)
"""CSI sequences (7-bit and 8-bit), then the string sequences, which run to BEL or ST."""
_REMOVED_CATEGORIES = frozenset({"Cc", "Cf"})


class _PlainCharacters(dict):
    """A ``str.translate`` table for the rules above, filled in as characters are first met.

    Every character of every source goes through it, so the answer for each is worked out once.
    """

    def __missing__(self, codepoint: int) -> str | None:
        character = chr(codepoint)
        if character == "\t":
            plain = character  # left for normalise_line, which knows whether it indents
        elif character.isspace():
            plain = " "
        elif unicodedata.category(character) in _REMOVED_CATEGORIES:
            plain = None
        else:
            plain = character
        self[codepoint] = plain
        return plain


_PLAIN_CHARACTERS = _PlainCharacters()


def normalise_line(raw: str) -> str:
    """One line of source text, as the policy above says; the same line again if already normal.

    >>> normalise_line("\\tThr\\u200beat\\u00a0is\\x1b[31m the villain\\u2028plan.")
    '    Threat is the villain plan.'
    """
    if raw.isprintable() and unicodedata.is_normalized("NFC", raw):
        # Nothing above applies to such a line (a tab, a space other than the plain one, an
        # escape sequence or a control or format character is not printable), and most lines
        # of a scraped page are such lines.
        return raw
    text = unicodedata.normalize("NFC", _ESCAPE_SEQUENCE.sub("", raw).translate(_PLAIN_CHARACTERS))
    body = text.lstrip(" \t")
    indent = text[: len(text) - len(body)]
    return indent.replace("\t", " " * TAB_WIDTH) + body.replace("\t", " ")


def normalise_lines(lines: list[str]) -> tuple[str, ...]:
    """Every line of a file as :func:`normalise_line` makes it.

    Most files hold only normal lines, and two tests of their whole text, in C, tell so: the
    lines joined are printable when each is, and joined at line ends they are composed when each
    is, since no character composes with a line end.

    >>> normalise_lines(["Amenaza", "\\tVillano\\u00a0"]), normalise_lines(["Amenaza", "Villano"])
    (('Amenaza', '    Villano '), ('Amenaza', 'Villano'))
    """
    if "".join(lines).isprintable() and unicodedata.is_normalized("NFC", "\n".join(lines)):
        return tuple(lines)
    return tuple(map(normalise_line, lines))


def printable_name(name: str) -> str:
    """A file name as messages and the model show it: what cannot be printed, written as an escape.

    A name is not text to normalise: two names that normalise alike are still two files, so
    each character that cannot be shown is spelled out instead, and a byte that was not UTF-8
    (which Python keeps as a lone surrogate) as that byte.

    >>> printable_name("x\\x1b[31m.txt"), printable_name("caf\\udce9.txt"), printable_name("a b\\u200b.txt")
    ('x\\\\x1b[31m.txt', 'caf\\\\xe9.txt', 'a b\\\\u200b.txt')
    """
    return "".join(character if character.isprintable() else _escape(character) for character in name)


def _escape(character: str) -> str:
    code = ord(character)
    if 0xDC80 <= code <= 0xDCFF:
        return f"\\x{code - 0xDC00:02x}"
    if code <= 0xFF:
        return f"\\x{code:02x}"
    if code <= 0xFFFF:
        return f"\\u{code:04x}"
    return f"\\U{code:08x}"
