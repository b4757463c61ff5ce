"""Writing the search index: every title and clause of the glossary, and a site's other pages,
one index per language (see :mod:`checker.search.analysis` for its fields), each written as one
segment by :mod:`checker.search.segment`, beside the document store that
:mod:`checker.search.store` keeps.
"""

from __future__ import annotations

import os
import shutil
import tempfile
from functools import partial
from pathlib import Path

from whoosh.util.numeric import length_to_byte

from checker.glossary.model import Glossary, Lang
from checker.glossary.terms import TermTable
from checker.search.analysis import INDEX_NAMES, STOP_WORDS, WORD, WordReader, name_forms, word_forms
from checker.search.fields import schema
from checker.search.documents import SearchDocument, SitePages, glossary_documents
from checker.search.segment import write_segment
from checker.search.store import write_names, write_store, write_words


def _fields(words: WordReader, document: SearchDocument) -> dict[str, list[str]]:
    """The forms each field indexes for ``document``, in the field's language."""
    lang, other = document.lang, document.lang.other
    texts = {
        f"name_{lang}": (lang, document.names),
        f"name_{other}": (other, document.other_names),
        f"body_{lang}": (lang, () if document.is_title else (document.text,)),
        f"syn_{other}": (other, () if document.is_title else [name for synonym in document.synonyms for name in synonym.names]),
    }
    return {field: [form for text in texts for form in words.indexed_forms(text, lang)] for field, (lang, texts) in texts.items()}


def build_index(
    glossary: Glossary,
    index_dir: Path,
    terms: TermTable | None = None,
    site: SitePages | None = None,
    *,
    in_parallel: bool = True,
) -> None:
    """Index every title and clause of ``glossary`` into ``index_dir``, replacing what is there,
    and the ``site``'s other pages when the index is a site's.

    The index is written next to ``index_dir`` and renamed into place, so a reader never sees
    half an index. Documents are stored in :func:`_stored_order`, whoosh's index and the
    document store alike. The two languages are written by two processes at once unless
    ``in_parallel`` is false: then one after the other, here, holding one language's documents
    at a time (the site's build indexes beside MkDocs, which keeps the other core busy).
    """
    terms = terms or TermTable.load()
    index_dir = Path(index_dir)
    index_dir.parent.mkdir(parents=True, exist_ok=True)
    staging = Path(tempfile.mkdtemp(prefix=f".{index_dir.name}-new-", dir=index_dir.parent))
    try:
        # The two languages are separate indexes: write them side by side, one process each.
        # The glossary reaches the workers as they start: where they are forked, it is not
        # pickled at all (pickling a large one costs as much as indexing a language).
        if in_parallel:
            # Imported here: the site's build indexes in a process of its own, one language
            # after the other, and has no use for a pool.
            from concurrent.futures import ProcessPoolExecutor

            with ProcessPoolExecutor(max_workers=len(Lang), initializer=_receive, initargs=(glossary, terms, site)) as pool:
                for written in [pool.submit(_write_received, staging, lang) for lang in Lang]:
                    written.result()
        else:
            for lang in Lang:
                _write_language(glossary, terms, staging, lang, site)
        _swap(staging, index_dir)
    except BaseException:
        shutil.rmtree(staging, ignore_errors=True)
        raise


_received: tuple[Glossary, TermTable, SitePages | None] | None = None
"""In a worker of :func:`build_index`: the glossary, term table and site pages it indexes."""


def _receive(glossary: Glossary, terms: TermTable, site: SitePages | None) -> None:
    global _received
    _received = (glossary, terms, site)


def _write_received(staging: Path, lang: Lang) -> None:
    assert _received is not None, "a build worker starts with the glossary"
    glossary, terms, site = _received
    _write_language(glossary, terms, staging, lang, site)


def _write_language(glossary: Glossary, terms: TermTable, staging: Path, lang: Lang, site: SitePages | None) -> None:
    name = INDEX_NAMES[lang]
    words = WordReader()
    documents = sorted(glossary_documents(glossary, terms, words.analyse_words, lang, site), key=_stored_order)
    lengths = write_segment(staging, name, schema(), map(partial(_fields, words), documents))
    codes = {field: bytes(map(length_to_byte, field_lengths)) for field, field_lengths in lengths.items()}
    write_store(
        staging,
        name,
        documents,
        {field: field_codes for field, field_codes in codes.items() if any(field_codes)},
        lambda names: (form for name in names for form in name_forms(name, lang.other)),
    )
    write_names(staging, name, documents)
    code, stop_words = str(lang), STOP_WORDS[lang]
    words = dict.fromkeys(word.lower() for document in documents for word in WORD.findall(document.text))
    write_words(staging, name, {word: word_forms(word, code) for word in words if len(word) >= 2 and word not in stop_words})


def _stored_order(document: SearchDocument) -> tuple[bool, int]:
    """Titles first, then clauses and page sections from the shortest: the order in which a search that stops
    after :data:`~checker.search.ranking.MAX_SCORED` documents meets them, so it meets the
    likeliest best ones first (names weigh most, and a word counts more in a short clause than
    in a long one)."""
    return not document.is_title, len(document.text)


def _swap(staging: Path, index_dir: Path) -> None:
    if not index_dir.exists():
        os.rename(staging, index_dir)
        return
    retired = Path(tempfile.mkdtemp(prefix=f".{index_dir.name}-old-", dir=index_dir.parent))
    os.rename(index_dir, retired / index_dir.name)
    os.rename(staging, index_dir)
    shutil.rmtree(retired, ignore_errors=True)
