"""How the command line writes: problems one line each, ``file:line: message``, on stderr; results
on stdout; and nothing a terminal would obey instead of showing.

Rules texts, scenario pages and queries come from outside; an escape sequence in them could
recolour, retitle or clear the user's terminal. Everything the command line writes goes through
:func:`terminal_text` or, for JSON, :func:`show_json`.
"""

from __future__ import annotations

import argparse
import errno
import os
import re
import sys
from collections.abc import Iterable, Iterator, Sequence
from typing import TYPE_CHECKING

from checker.glossary.errors import GlossaryError
from checker.i18n import N_, translate, translate_plural

if TYPE_CHECKING:
    # Named in annotations only: a search's output needs no glossary model.
    from checker.glossary.model import Problem

EXIT_FAILURE = 1
"""The command could not do its job."""
EXIT_INCOMPLETE = 3
"""The command did its job, but what it produced is known to be incomplete."""

BOLD, PLAIN = "\033[1m", "\033[0m"

CONTROL = re.compile(
    r"(?:\x1b\[|\x9b)[0-?]*[ -/]*[@-~]"  # CSI: colours, cursor moves, screen clearing
    r"|(?:\x1b[P\]X^_]|[\x90\x9d\x98\x9e\x9f])[^\x07\x1b\x9c]*(?:\x07|\x1b\\|\x9c)"  # OSC and other strings
    r"|\x1b[ -/]*[0-~]"  # the other escape sequences
    r"|[\x00-\x08\x0b-\x1f\x7f-\x9f]"  # any other C0 or C1 control character, tab and newline kept
)
C1_AND_DELETE = re.compile(r"[\x7f-\x9f]")

WRITE_ERRORS = {
    errno.ENOTDIR: N_("a part of the path is a file, not a folder"),
    errno.EEXIST: N_("a part of the path is a file, not a folder"),
    errno.EISDIR: N_("it is a folder"),
    errno.EACCES: N_("permission denied"),
    errno.EPERM: N_("permission denied"),
    errno.EROFS: N_("the file system is read-only"),
    errno.ENOSPC: N_("no space left on the device"),
    errno.EDQUOT: N_("disk quota exceeded"),
}
"""Why a file could not be written, in the user's words, for the reasons a user can fix."""


def terminal_text(text: str) -> str:
    r"""``text`` without control sequences and control characters, except new lines and tabs.

    >>> terminal_text("\x1b[31mred\x1b[0m\x1b]0;title\x07 and\tbell\a")
    'red and\tbell'
    """
    return CONTROL.sub("", text)


def emphasised(text: str, spans: Sequence[tuple[int, int]], before: str, after: str) -> str:
    """``text`` made safe for a terminal, with ``before`` and ``after`` around every span of it."""
    pieces, cursor = [], 0
    for start, end in spans:
        pieces += [terminal_text(text[cursor:start]), before, terminal_text(text[start:end]), after]
        cursor = end
    pieces.append(terminal_text(text[cursor:]))
    return "".join(pieces)


def say(message: str) -> None:
    print(terminal_text(message), file=sys.stderr)


class ArgumentParser(argparse.ArgumentParser):
    """argparse, writing its usage, help and errors through :func:`terminal_text`: its errors
    quote the arguments they refuse, and an argument can hold anything."""

    def _print_message(self, message: str, file=None) -> None:
        super()._print_message(terminal_text(message), file)


class OutputClosed(Exception):
    """Whatever read the command's results stopped reading them (``mcrules export | head``)."""


def show(text: str) -> None:
    """Write a result on stdout."""
    show_safe(terminal_text(text))


def show_safe(text: str) -> None:
    """Write a result on stdout that is already safe for a terminal (see :func:`emphasised`)."""
    try:
        sys.stdout.write(text)
    except BrokenPipeError as error:
        raise OutputClosed from error


def flush_results() -> None:
    """Hand the results still buffered to whatever reads them: a reader that has gone is
    found here rather than as the interpreter exits, where it could only be reported with a
    traceback."""
    try:
        sys.stdout.flush()
    except BrokenPipeError as error:
        raise OutputClosed from error


def discard_results() -> None:
    """Send the results not yet written nowhere, so that the interpreter's own flush as it
    exits does not find the closed pipe again. A stdout that is no file (a test's capture) is
    left as it is."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except (AttributeError, OSError, ValueError):
        pass


def json_text(data: object) -> str:
    r"""``data`` as JSON that is safe to show on a terminal, ending with a new line.

    >>> print(json_text(["\x1b[2J\x9b2J", {"a": [], "b": None}]), end="")
    [
      "\u001b[2J\u009b2J",
      {
        "a": [],
        "b": null
      }
    ]
    """
    return json_bytes(data).decode()


def json_pieces(members: Iterable[tuple[str, object]]) -> Iterator[bytes]:
    r""":func:`json_bytes` of the object that ``members`` (key, value) make, in pieces that add
    up to it byte for byte. A value given as an iterator is a list written an item at a time:
    each item can be made as it is written, so that no more than one of them need exist at once.

    >>> members = [("entries", iter([{"id": "a"}, {"id": "b"}])), ("moved", {}), ("none", iter([]))]
    >>> b"".join(json_pieces(members)) == json_bytes({"entries": [{"id": "a"}, {"id": "b"}], "moved": {}, "none": []})
    True
    """
    # One level deeper than orjson writes a value alone: every new line it writes is one of its
    # layout, since a string in JSON writes its own new lines as "\n".
    member_indent, item_indent = b"\n  ", b"\n    "
    opening = b"{"
    for key, value in members:
        yield opening + member_indent + json_bytes(key, new_line=False) + b": "
        opening = b","
        if not isinstance(value, Iterator):
            yield json_bytes(value, new_line=False).replace(b"\n", member_indent)
            continue
        separator = b"["
        for item in value:
            yield separator + item_indent + json_bytes(item, new_line=False).replace(b"\n", item_indent)
            separator = b","
        yield b"[]" if separator == b"[" else member_indent + b"]"
    yield b"{}\n" if opening == b"{" else b"\n}\n"


def json_bytes(data: object, new_line: bool = True) -> bytes:
    r""":func:`json_text` encoded in UTF-8, as a file is written; without its final new line
    when ``new_line`` is false.

    Written by orjson, in the layout of ``json.dumps(data, ensure_ascii=False, indent=2)``:
    Python's own encoder writes indented JSON in Python, 4 s for an export of 10,000 entries.
    Both escape C0 characters but leave C1 ones (``\x9b`` starts a control sequence too) and
    DEL as they are; they are escaped here, so the JSON means the same.
    """
    # Imported here: it imports dataclasses and uuid, which a cold search does without.
    import orjson

    encoded = orjson.dumps(data, option=orjson.OPT_INDENT_2 | (orjson.OPT_APPEND_NEWLINE if new_line else 0))
    if not _holds_c1_or_delete(encoded):
        return encoded
    return _C1_AND_DELETE_IN_UTF8.sub(lambda match: b"\\u%04x" % ord(match.group().decode()), encoded)


_C1_AND_DELETE_IN_UTF8 = re.compile(rb"\x7f|\xc2[\x80-\x9f]")
""":data:`C1_AND_DELETE` as UTF-8 writes those characters."""


def _holds_c1_or_delete(utf8: bytes) -> bool:
    """Whether UTF-8 text holds DEL or a C1 character, which UTF-8 writes as 0xC2 then a byte
    from 0x80 to 0x9F. Looking for those bytes is a search in C, where the pattern would
    test every character: most exports hold neither, and one of 10,000 entries is 77 MB. A
    0xC2 starts only a few characters of rules text (¿, ¡, «, »), so each is looked at where
    it is found.

    >>> _holds_c1_or_delete("¿Qué?".encode()), _holds_c1_or_delete("«a»\x9bb".encode())
    (False, True)
    """
    if b"\x7f" in utf8:
        return True
    position = utf8.find(b"\xc2")
    while position != -1:
        following = utf8[position + 1 : position + 2]
        if following and 0x80 <= following[0] <= 0x9F:
            return True
        position = utf8.find(b"\xc2", position + 1)
    return False


def show_json(data: object) -> None:
    """Write ``data`` as JSON on stdout."""
    show_safe(json_text(data))


def report_write_error(path: object, error: OSError, lang: str) -> None:
    """One line: which file could not be written, and why."""
    reason = WRITE_ERRORS.get(error.errno)
    reason = translate(lang, reason) if reason else error.strerror or str(error)
    say(translate(lang, "error: cannot write {path}: {reason}", path=str(path), reason=reason))


def problem_line(problem: Problem, lang: str) -> str:
    where = problem.source.file if problem.source.line == 0 else str(problem.source)
    return f"{where}: {problem.render(lang)}"


def report_warnings(problems: list[Problem], lang: str, verbose: bool, known: Iterable[Problem] = ()) -> None:
    """Each warning on a line of its own when ``verbose``, the ``known`` ones (that the sources
    folder records as looked at) marked so; else one line that counts the others, if any.

    The whole reference gives dozens of warnings about the sources on every import, and a
    build that lists them all on every run buries the lines that matter.
    """
    known = set(known)
    if verbose:
        for problem in problems:
            template = "known warning: {problem}" if problem in known else "warning: {problem}"
            say(translate(lang, template, problem=problem_line(problem, lang)))
        return
    unknown = [problem for problem in problems if problem not in known]
    if unknown:
        say(translate_plural(
            lang,
            "{count} warning about the sources (--verbose lists it).",
            "{count} warnings about the sources (--verbose lists them).",
            len(unknown),
        ))


def report_glossary_error(error: GlossaryError, lang: str, verbose: bool) -> None:
    report_warnings(error.warnings, lang, verbose)
    for problem in error.problems:
        say(translate(lang, "error: {problem}", problem=problem_line(problem, lang)))
    say(translate(lang, "The glossary could not be built."))
