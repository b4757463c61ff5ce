"""Writing a new index as one segment, straight through whoosh's codec.

Whoosh's writer takes documents one at a time: it analyses each field's value again, pools
every posting, sorts the pool, and reads each document's length back while it writes the
postings. The index's documents and their forms are all known before writing starts, so this
module counts them once and hands the codec the postings already in order, with the lengths
it was given: the files are those whoosh's own writer makes of the same documents (a test
compares them term by term). Beside them it writes what a search needs to open the segment
without whoosh (:mod:`checker.search.segment_files`).
"""

from __future__ import annotations

from array import array
from collections import Counter
from collections.abc import Iterable
from io import BytesIO
from pathlib import Path

from whoosh import index as whoosh_index
from whoosh.codec import default_codec
from whoosh.codec.base import Segment
from whoosh.codec.whoosh3 import W3Codec, W3PostingsWriter
from whoosh.fields import Schema
from whoosh.filedb.compound import CompoundStorage
from whoosh.filedb.filestore import FileStorage, RamStorage
from whoosh.filedb.structfile import StructFile
from whoosh.index import TOC, clean_files
from whoosh.system import pack_uint
from whoosh.util.numeric import byte_to_length

from checker.search.segment_files import SegmentFacts, toc_digest, write_facts

GENERATION = 1
"""The generation of the index's table of contents: the one after the empty index's."""


class _WrittenOnClose(FileStorage):
    """A folder whose new files are held in memory and written whole when closed, and whose
    temporary files (the codec's columns, before it joins them into one file) stay in memory.

    The codec asks where it stands in a file several times per term, and a file on disk
    answers each time with a system call.
    """

    def temp_storage(self, name: str | None = None) -> RamStorage:
        return RamStorage()

    def create_file(self, name: str, **kwargs) -> StructFile:
        path = self._fpath(name)

        def write(written: StructFile) -> None:
            with open(path, "wb") as stream:
                stream.write(written.file.getvalue())

        return StructFile(BytesIO(), name=name, onclose=write)


class _PostingBlocks:
    """Hands a term's postings to whoosh's postings writer a block at a time.

    The writer takes one posting per call, checks its types and keeps the block's statistics as
    it goes, about half of what writing the index's postings costs; here each block's lists and
    statistics are set in one go, as those calls would leave them, and the writer writes the
    block as before (its format: :meth:`W3PostingsWriter.add_posting` in ``whoosh.codec.whoosh3``,
    which a test compares with, posting by posting).
    """

    def __init__(self, writer: W3PostingsWriter, lengths: array) -> None:
        self._writer = writer
        self._lengths = lengths
        self._values: dict[int, bytes] = {}
        """Count -> its bytes in a posting, as ``pack_uint`` writes it."""

    def add(self, docnums: array, counts: array) -> None:
        """The postings of the term just started: the documents that hold it, in order, and how
        many times each holds it."""
        writer, limit = self._writer, self._writer._blocklimit
        for start in range(0, len(docnums), limit):
            if start:
                writer._write_block()  # The writer writes a full block when the next posting comes.
            block_docnums, block_counts = docnums[start : start + limit], counts[start : start + limit]
            block_lengths = [self._lengths[docnum] for docnum in block_docnums]
            writer._ids = block_docnums
            writer._weights = array("f", block_counts)
            writer._values = [self._value(count) for count in block_counts]
            writer._maxweight = float(max(block_counts))
            # A document holds each of its postings' forms, so its length in the field is never 0.
            writer._minlength = min(block_lengths)
            writer._maxlength = max(block_lengths)

    def _value(self, count: int) -> bytes:
        value = self._values.get(count)
        if value is None:
            value = self._values[count] = pack_uint(count)
        return value


def write_segment(folder: Path, name: str, schema: Schema, documents: Iterable[dict[str, list[str]]]) -> dict[str, array]:
    """Create the index ``name`` in ``folder`` holding ``documents``, in order: for each, the
    forms each field indexes (a form once per occurrence). Returns each field's length in every
    document, in order.

    The documents are read once, one at a time; the postings wait in arrays of numbers, a few
    bytes each, until every document is read.
    """
    whoosh_index.create_in(str(folder), schema, indexname=name)
    storage = _WrittenOnClose(str(folder))
    codec = default_codec()
    segment = codec.new_segment(storage, name)
    postings: dict[str, dict[str, tuple[array, array]]] = {field: {} for field in schema.names()}
    stored_lengths: dict[str, array] = {field: array("I") for field in schema.names()}
    per_document = codec.per_document_writer(storage, segment)
    count_documents = 0
    for docnum, fields in enumerate(documents):
        count_documents += 1
        per_document.start_doc(docnum)
        for field, lengths in stored_lengths.items():
            lengths.append(len(fields.get(field, ())))
        for field in sorted(fields):
            forms = fields[field]
            per_document.add_field(field, schema[field], None, len(forms))
            terms = postings[field]
            for form, count in Counter(forms).items():
                found = terms.get(form)
                if found is None:
                    found = terms[form] = (array("I"), array("I"))
                found[0].append(docnum)
                found[1].append(count)
        per_document.finish_doc()
    per_document.close()
    field_writer = codec.field_writer(storage, segment)
    for field in sorted(postings):
        terms, lengths = postings[field], stored_lengths[field]
        if not terms:
            continue
        field_writer.start_field(field, schema[field])
        blocks = _PostingBlocks(field_writer._postwriter, lengths)
        # Python orders strings by code point, as UTF-8 orders their bytes.
        for form in sorted(terms):
            field_writer.start_term(form.encode("utf-8"))
            blocks.add(*terms[form])
            field_writer.finish_term()
        field_writer.finish_field()
    field_writer.close()
    segment.set_doc_count(count_documents)
    if segment.should_assemble():
        segment.create_compound_file(storage)
        segment.compound = True
    TOC(schema, [segment], GENERATION).write(storage, name)
    clean_files(storage, name, GENERATION, [segment])
    write_facts(folder, name, _facts(folder, storage, segment, TOC._filename(name, GENERATION), schema))
    return stored_lengths


def _facts(folder: Path, storage: FileStorage, segment: Segment, toc: str, schema: Schema) -> SegmentFacts:
    """What a search needs to open ``segment``, now written: where its table of terms and its
    postings lie in its compound file (whoosh's codec always assembles one)."""
    compound = segment.make_filename(segment.COMPOUND_EXT)
    opened = CompoundStorage(storage.open_file(compound), use_mmap=False)
    try:
        files = {
            kind: (compound, *opened.range(segment.make_filename(ext)))
            for kind, ext in (("terms", W3Codec.TERMS_EXT), ("postings", W3Codec.POSTS_EXT))
        }
    finally:
        opened.close()
    return SegmentFacts(
        toc=toc,
        toc_digest=toc_digest(folder / toc),
        files=files,
        sizes={compound: (folder / compound).stat().st_size},
        doc_count=segment.doc_count_all(),
        field_lengths=dict(segment._fieldlengths),
        analysers={field: schema[field].analyzer.lang for field in schema.names()},
        code_lengths=[byte_to_length(code) for code in range(256)],
    )
