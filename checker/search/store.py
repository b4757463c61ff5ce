"""What a hit shows, kept beside the index: each document's page, clause, text and names.

Whoosh stores fields per document as pickles inside its segment; this store keeps the same
facts as plain JSON, one line per document, in the index's document order, plus a table of
contents that is read once when a searcher opens: numbers only (each document's page, as a
number, and where its line starts), so that no text of the sources sits in a JSON file of the
site. A hit or a phrase check reads one line. The table also keeps each document's length in
every scored field as whoosh's one-byte code, so the index can score a whole posting list
without asking whoosh for each document's length, and the weight of each document whose text
counts less than an entry's.

Files per language ``<l>``, next to whoosh's: ``glossary-<l>.documents.jsonl`` (its first line
the names of every term a text names in the other language, each line after it a document,
which refers to a term by its place in that first line) and ``glossary-<l>.documents.json``, and ``glossary-<l>.names.jsonl``: each name of an entry (its
title, the term table's spellings, the titles of the aliases that lead to it) as
:func:`name_key` writes it, with the title documents it names, so that a query that is a name
finds its entry even when every word of it is a stop word ("After", "For Each"); and
``glossary-<l>.words.txt``: each indexed form of the words of the documents' texts that the
index counts, with those words, tab-separated, so that marking a hit's words needs no stemmer.
"""

from __future__ import annotations

import binascii
import json
import re
from collections.abc import Callable, Iterable, Mapping
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING, NamedTuple, TypeVar

from checker.glossary.terms import fold
from checker.search.snippets import Span
from checker.search.urls import TITLED_KINDS, PageKind, page_url

if TYPE_CHECKING:
    # Named in annotations only: the store is written from documents and read without them.
    from checker.search.documents import SearchDocument

FORMAT = 6
"""Written in the table of contents; a store of another format is not read."""


PAGE_KINDS = {str(kind): kind for kind in PageKind}
"""A page kind as the store writes it -> the kind: a search reads a dozen documents, and the
enumeration's own look-up by value is slow beside a dictionary's."""


class DocumentStoreError(Exception):
    """The store's files are not what :func:`write_store` wrote."""


def spans_of(places: list[int]) -> list[Span]:
    """The spans of a term that :attr:`StoredDocument.places` gives as starts and ends, one after
    the other."""
    if len(places) % 2 or not all(type(place) is int for place in places):
        raise DocumentStoreError(f"a term's places are not pairs of numbers: {places!r}"[:200])
    return list(zip(places[::2], places[1::2]))


class StoredDocument(NamedTuple):
    """One document as a hit needs it (see :class:`~checker.search.documents.SearchDocument`);
    a named tuple, since a search reads a few dozen of them and makes nothing else as often."""

    page: str
    title: str
    clause: str | None
    text: str
    terms: tuple[int, ...]
    """The terms the text names, each as the number of its names in the other language in
    :attr:`DocumentStore.term_names` (see :class:`~checker.search.documents.Synonym`)."""
    places: tuple[list[int], ...]
    """For each of :attr:`terms`, where the text names it (see :func:`spans_of`)."""
    names: tuple[str, ...]
    other_names: tuple[str, ...]
    kind: PageKind
    section: str | None

    @property
    def is_title(self) -> bool:
        return self.kind in TITLED_KINDS and self.clause is None

    def url(self, lang: str) -> str:
        return page_url(self.kind, self.page, lang, self.clause or self.section)


def lines_path(index_dir: Path, name: str) -> Path:
    return Path(index_dir) / f"{name}.documents.jsonl"


def contents_path(index_dir: Path, name: str) -> Path:
    return Path(index_dir) / f"{name}.documents.json"


def write_store(
    index_dir: Path,
    name: str,
    documents: Iterable[SearchDocument],
    lengths: dict[str, bytes],
    names_forms: Callable[[tuple[str, ...]], Iterable[str]],
) -> None:
    """Write ``documents`` (in the index's order), the length codes of each scored field, and
    for each term that the documents name, the indexed forms of its names in the other
    language, as ``names_forms`` gives them (see :attr:`DocumentStore.term_forms`)."""
    documents = list(documents)
    terms = list(dict.fromkeys(synonym.names for document in documents for synonym in document.synonyms))
    term_of = {names: term for term, names in enumerate(terms)}
    pages: dict[tuple[PageKind, str], int] = {}
    page_of: list[int] = []
    weighted: list[tuple[int, float]] = []
    with open(lines_path(index_dir, name), "wb") as lines:
        table = json.dumps(terms, ensure_ascii=False, separators=(",", ":")).encode() + b"\n"
        lines.write(table)
        offsets = [len(table)]
        for docnum, document in enumerate(documents):
            if document.weight != 1.0:
                weighted.append((docnum, document.weight))
            page_of.append(pages.setdefault((document.kind, document.page), len(pages)))
            record = [
                document.page,
                document.title,
                document.clause,
                document.text,
                [[term_of[synonym.names], [place for span in synonym.spans for place in span]] for synonym in document.synonyms],
                list(document.names),
                list(document.other_names),
                str(document.kind),
                document.section,
            ]
            line = json.dumps(record, ensure_ascii=False, separators=(",", ":")).encode() + b"\n"
            lines.write(line)
            offsets.append(offsets[-1] + len(line))
    contents = {
        "format": FORMAT,
        "page_of": page_of,
        "weighted": weighted,
        "offsets": offsets,
        "lengths": {field: binascii.b2a_base64(codes, newline=False).decode("ascii") for field, codes in lengths.items()},
        "term_forms": [sorted(set(names_forms(names))) for names in terms],
    }
    contents_path(index_dir, name).write_text(json.dumps(contents, separators=(",", ":")), encoding="utf-8")


def names_path(index_dir: Path, name: str) -> Path:
    return Path(index_dir) / f"{name}.names.jsonl"


_WORD = re.compile(r"[^\W_]+")


def name_key(text: str) -> str:
    """``text`` as a name is looked up: its words, lower case and without accents.

    >>> name_key("You, Your"), name_key("  Attack (Enemy Activation) "), name_key("Aceleración")
    ('you your', 'attack enemy activation', 'aceleracion')
    """
    return " ".join(fold(word) for word in _WORD.findall(text.lower()))


def write_names(index_dir: Path, name: str, documents: list[SearchDocument]) -> None:
    """The names of the entries' title documents of ``documents`` (in the index's order), each
    with the numbers of the documents it is the title of, and of those it is another name of.
    A page's section is found by its words only: an entry comes first for its own name."""
    titled: dict[str, list[int]] = {}
    named: dict[str, list[int]] = {}
    for docnum, document in enumerate(documents):
        if document.is_title:
            title = name_key(document.title)
            titled.setdefault(title, []).append(docnum)
            for entry_name in dict.fromkeys(name_key(text) for text in document.names):
                if entry_name and entry_name != title:
                    named.setdefault(entry_name, []).append(docnum)
    with open(names_path(index_dir, name), "w", encoding="utf-8") as lines:
        for entry_name in dict.fromkeys([*titled, *named]):
            record = [entry_name, titled.get(entry_name, []), named.get(entry_name, [])]
            lines.write(json.dumps(record, ensure_ascii=False, separators=(",", ":")) + "\n")


def words_path(index_dir: Path, name: str) -> Path:
    return Path(index_dir) / f"{name}.words.txt"


def write_words(index_dir: Path, name: str, forms: Mapping[str, tuple[str, ...]]) -> None:
    """Each indexed form of the lower-cased words of ``forms`` (each word with its forms), with
    the words that have it, one form a line: what a search looks up, in the order it reads it in."""
    words_of_form = _holders_of_forms(forms.items())
    with open(words_path(index_dir, name), "w", encoding="utf-8") as lines:
        lines.writelines("\t".join((form, *words)) + "\n" for form, words in words_of_form.items())


def store_exists(index_dir: Path, name: str) -> bool:
    return all(path(index_dir, name).is_file() for path in (lines_path, contents_path, names_path, words_path))


class DocumentStore:
    """The store of one language, open for reading; a search reads it one thread at a time."""

    def __init__(self, index_dir: Path, name: str) -> None:
        try:
            contents = json.loads(contents_path(index_dir, name).read_text(encoding="utf-8"))
            if contents["format"] != FORMAT:
                raise DocumentStoreError(f"format {contents['format']!r}")
            # Each document's page, as a number that only tells one page from another.
            self.page_of: list[int] = contents["page_of"]
            self.weights: dict[int, float] = {int(docnum): float(weight) for docnum, weight in contents["weighted"]}
            """Document number -> what its scores are multiplied by, where that is not 1."""
            self._offsets: list[int] = contents["offsets"]
            self._lengths = {field: binascii.a2b_base64(codes) for field, codes in contents["lengths"].items()}
            # Read whole, never mapped: a mapped file cut short under a reader kills its process.
            self._lines = lines_path(index_dir, name).read_bytes()
            terms = json.loads(self._lines[: self._offsets[0]]) if self._offsets else None
            if not isinstance(terms, list):
                raise DocumentStoreError("the documents file does not begin with the terms' names")
            self.term_names: list[tuple[str, ...]] = [tuple(map(str, names)) for names in terms]
            """Each term's names in the other language, by the number documents refer to it by."""
            self.term_forms: list[tuple[str, ...]] = [tuple(map(str, forms)) for forms in contents["term_forms"]]
            """The indexed forms of the words of each term's :attr:`term_names`, in that language."""
            if len(self.term_forms) != len(self.term_names):
                raise DocumentStoreError("the table of contents does not give the forms of every term")
            self.named: dict[str, tuple[list[int], list[int]]] = {}
            """:func:`name_key` of a name -> the title documents it is the title of, and those
            it is another name of."""
            # One parse for all the lines: a call of json.loads costs more than a line takes to parse.
            lines_of_names = names_path(index_dir, name).read_text(encoding="utf-8").splitlines()
            for entry_name, titles, others in json.loads(f"[{','.join(lines_of_names)}]"):
                self.named[str(entry_name)] = ([int(docnum) for docnum in titles], [int(docnum) for docnum in others])
            # Split at the first tab only: a search splits the words of the few forms it looks up.
            lines_of_forms = words_path(index_dir, name).read_text(encoding="utf-8").splitlines()
            self._words_of_form: dict[str, str] = dict(line.split("\t", 1) for line in lines_of_forms)
            """An indexed form -> the lower-cased words of the documents' texts that have it,
            tab-separated."""
        except DocumentStoreError:
            raise
        except (OSError, ValueError, KeyError, TypeError) as error:
            raise DocumentStoreError(f"{type(error).__name__}: {error}") from error
        if len(self._offsets) != len(self.page_of) + 1 or self._offsets[-1] != len(self._lines):
            raise DocumentStoreError("the documents file does not have the length its table gives")

    def words_with_forms(self, forms: set[str] | frozenset[str]) -> frozenset[str]:
        """The words of the documents' texts that have one of ``forms`` among their indexed
        forms."""
        words_of_form = self._words_of_form
        return frozenset(word for form in forms if (words := words_of_form.get(form)) for word in words.split("\t"))

    def terms_with_forms(self, forms: set[str] | frozenset[str]) -> frozenset[int]:
        """The terms (by number) that have one of ``forms`` among their :attr:`term_forms`."""
        terms_of_form = self._terms_of_form
        return frozenset(term for form in forms for term in terms_of_form.get(form, ()))

    @cached_property
    def _terms_of_form(self) -> dict[str, list[int]]:
        """An indexed form -> the terms that have it; made when a hit first needs it."""
        return _holders_of_forms(enumerate(self.term_forms))

    def close(self) -> None:
        self._lines = b""

    def length_codes(self, field: str) -> bytes:
        """Each document's length in ``field`` as whoosh's one-byte code (0 where it is empty);
        no bytes at all for a field that no document fills."""
        return self._lengths.get(field, b"")

    def document(self, docnum: int) -> StoredDocument:
        try:
            page, title, clause, text, synonyms, names, other_names, kind, section = json.loads(
                self._lines[self._offsets[docnum] : self._offsets[docnum + 1]]
            )
            # Each synonym is a pair of its term and its places: one transposition splits them.
            if synonyms and set(map(len, synonyms)) != {2}:
                raise ValueError("a synonym is not a pair of its term and its places")
            terms, places = zip(*synonyms) if synonyms else ((), ())
            return StoredDocument(
                str(page), str(title), clause, str(text), terms, places, tuple(names), tuple(other_names),
                PAGE_KINDS[kind], section,
            )
        except (ValueError, TypeError, IndexError, KeyError) as error:
            raise DocumentStoreError(f"document {docnum}: {type(error).__name__}: {error}") from error


Holder = TypeVar("Holder")


def _holders_of_forms(holders: Iterable[tuple[Holder, Iterable[str]]]) -> dict[str, list[Holder]]:
    """Each form -> the holders that have it, in order, from each holder with its forms."""
    holders_of_form: dict[str, list[Holder]] = {}
    for holder, forms in holders:
        for form in forms:
            holders_of_form.setdefault(form, []).append(holder)
    return holders_of_form
