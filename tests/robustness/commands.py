"""Hostile command lines for every command, with paths that point at the user's things.

A command line is drawn as words and :class:`Place` markers; a place becomes a path only inside
an example's :class:`~tests.robustness.sandbox.Sandbox`, so every path a command sees is
temporary or read-only:

* ``build`` and ``serve`` always end with an explicit ``--site``: their default is the
  project's own ``site/`` folder;
* ``serve`` gets only ports that cannot be listened on (never 0, which picks a free port), and
  they come after any other words, so the last ``--port`` is always one of them;
* ``/`` is given only where a command reads, or must refuse: as a site or an output, never as a
  folder of scenario pages to walk.
"""

from __future__ import annotations

from dataclasses import dataclass

from hypothesis import strategies as st

from tests.robustness.sandbox import Sandbox


@dataclass(frozen=True)
class Place:
    """A path named by its role; see :meth:`resolve`."""

    role: str

    def resolve(self, sandbox: Sandbox) -> str:
        return {
            "cwd": ".",
            "empty-string": "",
            "root": "/",
            "parent": "..",
            "checkout": str(sandbox.checkout),
            "checkout-docs": "docs",
            "inside-checkout": "site",
            "user": str(sandbox.user),
            "user-file": str(sandbox.file),
            "below-file": str(sandbox.file / "site"),
            "outputs": str(sandbox.outputs),
            "empty": str(sandbox.empty),
            "sources": str(sandbox.sources),
            "missing": str(sandbox.root / "missing"),
            "new": str(sandbox.root / "new" / "deep" / "target"),
            "new-file": str(sandbox.root / "glossary.json"),
        }[self.role]


def resolve(words: tuple[str | Place, ...], sandbox: Sandbox) -> list[str]:
    return [word.resolve(sandbox) if isinstance(word, Place) else word for word in words]


def places(*roles: str) -> st.SearchStrategy[Place]:
    return st.sampled_from([Place(role) for role in roles])


SITES = places(
    "cwd", "empty-string", "root", "parent", "checkout", "checkout-docs", "inside-checkout", "user",
    "user-file", "below-file", "outputs", "empty", "missing", "new",
)
OUTPUTS = places("cwd", "root", "user", "outputs", "below-file", "empty", "new", "new-file", "checkout-docs")
"""Where to write a file: folders, a path below a file, new paths; never a user's file itself,
which a user may ask to overwrite."""
SOURCES = places("sources", "sources", "missing", "user-file", "user", "empty", "cwd", "empty-string", "root")
SCENARIO_PATHS = places("missing", "user", "user-file", "checkout-docs", "empty", "outputs", "cwd")

BAD_PORTS = ("99999", "65536", "100000000000000000000", "-1", "-65535", "abc", "", "1e3", "0x1F90", "8000.0", "NaN")
HOSTS = ("127.0.0.1", "localhost", "::1", "0.0.0.0", "256.1.1.1", "", "\x1b[31m", "-")
LANGUAGES = ("es", "en", "xx", "", "ES")
LIMITS = ("0", "-5", "99999", "abc", "1", "3", "")
QUERY_SYNTAX = (
    "AND", "OR (", "NOT", '"unclosed', "field:junk", "doc_id:x", "*", "a*", "amenaza~9", "[a TO z]",
    "(((((", "\x1b[31mrojo\x1b[0m", "\x07\x08\x7f", "<script>alert(1)</script>", "\u202eamenaza\u200b",
    "a" * 2000, "--help", "-x", "ñandú", "🃏",
)
JUNK_WORDS = ("--bogus", "-", "--", "--help", "-h", "--json", "--lang", "--output", "--sources", "--site=", "-x", "\x1b[2J")

words = st.text(st.characters(exclude_characters="\x00", exclude_categories=("Cs",)), max_size=20)
"""Any word a shell can pass (a NUL byte cannot be passed)."""


def _optional(draw, *parts) -> list:
    return list(parts) if draw(st.booleans()) else []


def junk() -> st.SearchStrategy[list[str]]:
    return st.lists(st.sampled_from(JUNK_WORDS) | words, max_size=2)


@st.composite
def export_lines(draw) -> list:
    return [
        "export",
        *_optional(draw, "--sources", draw(SOURCES)),
        *_optional(draw, "--output", draw(OUTPUTS)),
        *draw(junk()),
    ]


@st.composite
def build_lines(draw) -> list:
    return ["build", *_optional(draw, "--sources", draw(SOURCES)), *draw(junk()), "--site", draw(SITES)]


@st.composite
def serve_lines(draw) -> list:
    return [
        "serve",
        *draw(junk()),
        *_optional(draw, "--host", draw(st.sampled_from(HOSTS))),
        *_optional(draw, "--sources", draw(SOURCES)),
        "--port",
        draw(st.sampled_from(BAD_PORTS)),
        "--site",
        draw(SITES),
    ]


@st.composite
def search_lines(draw) -> list:
    query = draw(st.lists(st.sampled_from(QUERY_SYNTAX) | words, min_size=1, max_size=3))
    return [
        "search",
        *query,
        *_optional(draw, "--lang", draw(st.sampled_from(LANGUAGES))),
        *_optional(draw, "--limit", draw(st.sampled_from(LIMITS))),
        *_optional(draw, "--json"),
        *draw(junk()),
        "--site",
        draw(SITES),
    ]


@st.composite
def verify_lines(draw) -> list:
    return [
        "verify",
        *draw(st.lists(SCENARIO_PATHS, max_size=2)),
        *_optional(draw, "--junit", draw(OUTPUTS)),
        *_optional(draw, "--json"),
        *_optional(draw, "--sources", draw(SOURCES)),
        *draw(junk()),
    ]


COMMAND_NAMES = ("export", "build", "serve", "search", "verify")


@st.composite
def command_lines(draw) -> tuple[str | Place, ...]:
    """A whole command line: maybe ``--lang`` first, then one command and its words."""
    command = draw(st.sampled_from((export_lines, build_lines, serve_lines, search_lines, verify_lines)))
    return tuple(_optional(draw, "--lang", draw(st.sampled_from(LANGUAGES))) + draw(command()))
