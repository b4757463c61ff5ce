"""Reading the index's segment for a search, without loading whoosh.

Whoosh opens an index by unpickling its table of contents, which holds the schema: that loads
whoosh's fields, analysers, columns and codec, and the project's analysers with them, which took
longer than everything else a cold ``mcrules search`` does (whoosh's codec module alone loads
nearly all of whoosh). A search needs far less: the segment's document count and field lengths,
and two of the files inside it, the table of terms and the postings.

:func:`write_facts` keeps those facts in a small file beside the index,
``<name>.segment.json``, written by :func:`~checker.search.segment.write_segment` with the
segment itself; :class:`SegmentFiles` reads it, then reads the two files' bytes, and a term's
postings in whoosh's own format (``whoosh.codec.whoosh3`` of the pinned version: the table of
terms is whoosh's ordered hash file, each term's value its ``W3TermInfo``, its postings
``W3LeafMatcher``'s blocks). The index stays whoosh's, and whoosh still opens it; a facts file
that is missing, or does not describe the files beside it, makes the index unreadable, never
read wrongly.
"""

from __future__ import annotations

import hashlib
import json
import os
import pickle
import zlib
from bisect import bisect_left
from codecs import encode
from collections.abc import Iterator
from io import BytesIO
from itertools import accumulate, repeat
from pathlib import Path
from struct import Struct
from struct import error as StructError
from typing import NamedTuple

FORMAT = 1
"""Written in the facts file; a file of another format is not read."""
TERMS_MAGIC = b"HSH3"
"""The first bytes of whoosh's hash files, its table of terms among them."""
POSTINGS_MAGIC = b"W3Bl"
"""The first bytes of a term's postings that whoosh's codec wrote to the postings file."""
_INT = Struct("!i")
_LONG = Struct("!q")
_FIELD = Struct("!H")
_RECORD = Struct("!ii")
"""A record of the table of terms begins with the lengths of its key and of its value."""
_TERM_INFO = Struct("!BfIBBfII")
"""A term's value begins with whether its postings are inline, then figures a search does not
use; where its postings lie follows."""
DAMAGE = (ValueError, TypeError, IndexError, KeyError, EOFError, OverflowError, MemoryError, StructError,
          zlib.error, pickle.UnpicklingError)
"""What reading bytes that are not what whoosh wrote raises here."""


class IndexFileError(Exception):
    """The segment's files, or the facts file beside them, are not what the index's build wrote."""


class SegmentFacts(NamedTuple):
    """What opening the segment needs, as the build knew it."""

    toc: str
    """Whoosh's table of contents of the index: the file that names the segment."""
    toc_digest: str
    """The table of contents' SHA-256: a search does not read the rest of it, but an index
    whose table whoosh could not read, or that names another segment, is not read either."""
    files: dict[str, tuple[str, int, int]]
    """``terms`` and ``postings``: the file each is in, where it starts there, its length."""
    sizes: dict[str, int]
    """The size of each file of :attr:`files`."""
    doc_count: int
    field_lengths: dict[str, int]
    """Each field's length summed over the documents, as whoosh's segment keeps it."""
    analysers: dict[str, str]
    """Each field -> the language whose analyser read its texts: what a query is read as."""
    code_lengths: list[int]
    """The length that each one-byte length code stands for, as whoosh decodes it: the document
    store keeps each document's length in a field as its code (whoosh's own table is in a
    module whose imports cost a cold search more than reading 256 numbers)."""


def facts_path(index_dir: Path, name: str) -> Path:
    return Path(index_dir) / f"{name}.segment.json"


def write_facts(index_dir: Path, name: str, facts: SegmentFacts) -> None:
    """Write ``facts`` beside the index ``name``, whole or not at all: into a file of another
    name, renamed into place."""
    path = facts_path(index_dir, name)
    temporary = path.with_name(f".{path.name}.new")
    content = {"format": FORMAT, **facts._asdict()}
    temporary.write_text(json.dumps(content, sort_keys=True, separators=(",", ":")), encoding="utf-8")
    os.replace(temporary, path)


def toc_digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def read_facts(index_dir: Path, name: str) -> SegmentFacts:
    path = facts_path(index_dir, name)
    try:
        content = json.loads(path.read_bytes())
        if not isinstance(content, dict) or content.pop("format", None) != FORMAT:
            raise IndexFileError(f"{path.name} is not of format {FORMAT}")
        facts = SegmentFacts(**content)
        numbers = [facts.doc_count, *facts.field_lengths.values(), *facts.code_lengths]
        if len(facts.code_lengths) != 256 or not all(type(number) is int for number in numbers):
            raise IndexFileError(f"{path.name} does not hold a segment's figures")
        files = {kind: (str(file), int(start), int(length)) for kind, (file, start, length) in facts.files.items()}
        return facts._replace(files=files)
    except FileNotFoundError as error:
        raise IndexFileError(f"{path.name} is missing") from error
    except IndexFileError:
        raise
    except (OSError, *DAMAGE) as error:
        raise IndexFileError(f"{path.name}: {type(error).__name__}: {error}") from error


class _PlainValues(pickle.Unpickler):
    """Whoosh's pickles in these files hold numbers, strings, bytes, tuples and dictionaries:
    a damaged one that names any other class or function is refused, not imported."""

    def find_class(self, module: str, name: str) -> object:
        if (module, name) == ("_codecs", "encode"):
            return encode  # How pickle's protocol 2 writes bytes.
        raise pickle.UnpicklingError(f"an index file names {module}.{name}")


def _plain_value(stream: BytesIO) -> object:
    """The value pickled where ``stream`` stands, which is left just after it."""
    return _PlainValues(stream).load()


def _plain_values(data: bytes) -> tuple:
    """The tuple pickled in ``data``."""
    value = _PlainValues(BytesIO(data)).load()
    if not isinstance(value, tuple):
        raise IndexFileError(f"a pickled {type(value).__name__} where whoosh writes a tuple")
    return value


class SegmentFiles:
    """The table of terms and the postings of one index's segment, read into memory when it
    opens (a file mapped instead could shrink under the reader, which would kill its process).

    A term is found by a binary search of the table's ordered index of keys; a key is the
    field's number (2 bytes) and the term's UTF-8 bytes, as whoosh's codec makes it.
    """

    def __init__(self, index_dir: Path, name: str, expected_analysers: dict[str, str]) -> None:
        index_dir = Path(index_dir)
        self.facts = facts = read_facts(index_dir, name)
        described = facts_path(index_dir, name).name
        if facts.analysers != expected_analysers:
            raise IndexFileError(f"{described}: the index was built with other analysers")
        try:
            if toc_digest(index_dir / facts.toc) != facts.toc_digest:
                raise IndexFileError(f"{described} does not describe {facts.toc}")
            parts = {kind: _read_part(index_dir, *place, facts.sizes[place[0]], described)
                     for kind, place in facts.files.items()}
            self._terms, self._postings = parts["terms"], parts["postings"]
            self._read_table()
        except IndexFileError:
            raise
        except (OSError, *DAMAGE) as error:
            raise IndexFileError(f"{type(error).__name__}: {error}") from error

    def _read_table(self) -> None:
        terms = self._terms
        if terms[:4] != TERMS_MAGIC:
            raise IndexFileError("the table of terms does not begin as whoosh's do")
        # At the end: the length of what precedes it, the table's extras (a pickled dictionary)
        # and the positions of its keys in order.
        (extras_length,) = _INT.unpack_from(terms, len(terms) - _INT.size)
        stream = BytesIO(terms)
        stream.seek(len(terms) - _INT.size - extras_length)
        extras = _plain_value(stream)
        count = extras["indexlen"]
        self._positions = Struct(f"!{count}{extras['indextype']}").unpack_from(terms, stream.tell())
        self.fields: dict[str, bytes] = {str(field): _FIELD.pack(number) for field, number in extras["fieldmap"].items()}
        """Each field that holds terms -> the first bytes of its terms' keys."""

    @property
    def doc_count(self) -> int:
        return self.facts.doc_count

    def field_length(self, field: str) -> int:
        return self.facts.field_lengths.get(field, 0)

    def _key_at(self, position: int) -> bytes:
        key_length, _ = _RECORD.unpack_from(self._terms, position)
        start = position + _RECORD.size
        return self._terms[start : start + key_length]

    def _first_at_least(self, key: bytes) -> int:
        """The place, in the table's order, of the first key not below ``key``."""
        return bisect_left(self._positions, key, key=self._key_at)

    def term_value(self, field: str, text: str) -> bytes | None:
        """The value the table keeps for ``text`` in ``field``; None if it has no such term."""
        prefix = self.fields.get(field)
        if prefix is None:
            return None
        key = prefix + text.encode("utf-8")
        try:
            place = self._first_at_least(key)
            if place == len(self._positions):
                return None
            position = self._positions[place]
            key_length, value_length = _RECORD.unpack_from(self._terms, position)
            start = position + _RECORD.size
            if self._terms[start : start + key_length] != key:
                return None
            return self._terms[start + key_length : start + key_length + value_length]
        except DAMAGE as error:
            raise IndexFileError(f"the table of terms: {type(error).__name__}: {error}") from error

    def terms(self, field: str, prefix: str = "") -> Iterator[str]:
        """The terms of ``field`` that begin with ``prefix``, in order."""
        field_prefix = self.fields.get(field)
        if field_prefix is None:
            return
        wanted = field_prefix + prefix.encode("utf-8")
        try:
            positions = self._positions
            for place in range(self._first_at_least(wanted), len(positions)):
                key = self._key_at(positions[place])
                if not key.startswith(wanted):
                    return
                yield key[_FIELD.size :].decode("utf-8")
        except DAMAGE as error:
            raise IndexFileError(f"the table of terms: {type(error).__name__}: {error}") from error

    def postings(self, field: str, text: str) -> tuple[list[int], list[float]] | None:
        """The numbers of the documents that hold ``text`` in ``field``, in order, and how often
        each holds it; None if no document does."""
        value = self.term_value(field, text)
        if value is None:
            return None
        try:
            if value[0]:
                # The pinned whoosh's codec fails as it inlines postings in a term's value (its
                # term info lacks the method it calls), so no index it wrote has any.
                raise IndexFileError(f"the postings of {field}:{text} are inlined, which whoosh does not write")
            (start,) = _LONG.unpack_from(value, _TERM_INFO.size)
            (length,) = _INT.unpack_from(value, _TERM_INFO.size + _LONG.size)
            return self._blocks(start, start + length)
        except IndexFileError:
            raise
        except DAMAGE as error:
            raise IndexFileError(f"the postings of {field}:{text}: {type(error).__name__}: {error}") from error

    def _blocks(self, start: int, end: int) -> tuple[list[int], list[float]]:
        """The postings whoosh wrote as blocks between ``start`` and ``end``.

        Each block: its length (negative for the last one), a pickled tuple of its figures
        (count, last document, greatest frequency, compression, shortest and longest length),
        then its data, compressed with zlib if the figures say so: a pickled tuple of the
        documents' numbers as differences, their frequencies (a tuple; one number when they are
        all equal; None when all are 1) and their values.
        """
        postings = self._postings
        if postings[start : start + len(POSTINGS_MAGIC)] != POSTINGS_MAGIC:
            raise IndexFileError(f"no postings at {start}")
        docnums: list[int] = []
        frequencies: list[float] = []
        stream = BytesIO(postings)
        position = start + len(POSTINGS_MAGIC)
        while True:
            (length,) = _INT.unpack_from(postings, position)
            following = position + _INT.size + abs(length)
            if following > end:
                raise IndexFileError(f"a block of postings at {position} runs past its term's")
            stream.seek(position + _INT.size)
            compression = _plain_value(stream)[3]
            data = postings[stream.tell() : following]
            ids, weights = _plain_values(zlib.decompress(data) if compression else data)[:2]
            docnums.extend(accumulate(ids))
            if weights is None:
                weights = repeat(1.0, len(ids))
            elif isinstance(weights, float):
                weights = repeat(weights, len(ids))
            frequencies.extend(weights)
            if length < 0:
                return docnums, frequencies
            position = following


def _read_part(index_dir: Path, file: str, start: int, length: int, size: int, described: str) -> bytes:
    """The ``length`` bytes at ``start`` of ``file``, which must be ``size`` bytes long."""
    with open(index_dir / file, "rb") as stream:
        if os.fstat(stream.fileno()).st_size != size:
            raise IndexFileError(f"{described} does not describe {file}")
        stream.seek(start)
        part = stream.read(length)
    if len(part) != length:
        raise IndexFileError(f"{file} is shorter than {described} says")
    return part
