"""Writing a new index as one segment, straight through whoosh's codec.

Whoosh's writer takes documents one at a time: it analyses each field's value again, pools
every posting, sorts the pool, and reads each document's length back while it writes the
postings. The index's documents and their forms are all known before writing starts, so this
module counts them once and hands the codec the postings already in order, with the lengths
it was given: the files are those whoosh's own writer makes of the same documents (a test
compares them term by term).
"""

from __future__ import annotations

from collections import Counter, defaultdict
from pathlib import Path

from whoosh import index as whoosh_index
from whoosh.codec import default_codec
from whoosh.fields import Schema
from whoosh.filedb.filestore import FileStorage
from whoosh.index import TOC, clean_files
from whoosh.system import pack_uint

GENERATION = 1
"""The generation of the index's table of contents: the one after the empty index's."""


def write_segment(folder: Path, name: str, schema: Schema, documents: list[dict[str, list[str]]]) -> None:
    """Create the index ``name`` in ``folder`` holding ``documents``, in order: for each, the
    forms each field indexes (a form once per occurrence)."""
    whoosh_index.create_in(str(folder), schema, indexname=name)
    storage = FileStorage(str(folder))
    codec = default_codec()
    segment = codec.new_segment(storage, name)
    postings: dict[str, defaultdict[str, list[tuple[int, int]]]] = {field: defaultdict(list) for field in schema.names()}
    stored_lengths: dict[str, list[int]] = {field: [0] * len(documents) for field in schema.names()}
    per_document = codec.per_document_writer(storage, segment)
    for docnum, fields in enumerate(documents):
        per_document.start_doc(docnum)
        for field in sorted(fields):
            forms = fields[field]
            per_document.add_field(field, schema[field], None, len(forms))
            stored_lengths[field][docnum] = len(forms)
            for form, count in Counter(forms).items():
                postings[field][form].append((docnum, count))
        per_document.finish_doc()
    per_document.close()
    field_writer = codec.field_writer(storage, segment)
    for field in sorted(postings):
        terms, lengths = postings[field], stored_lengths[field]
        if not terms:
            continue
        field_writer.start_field(field, schema[field])
        # Python orders strings by code point, as UTF-8 orders their bytes.
        for form in sorted(terms):
            field_writer.start_term(form.encode("utf-8"))
            for docnum, count in terms[form]:
                field_writer.add(docnum, float(count), pack_uint(count), lengths[docnum])
            field_writer.finish_term()
        field_writer.finish_field()
    field_writer.close()
    segment.set_doc_count(len(documents))
    if segment.should_assemble():
        segment.create_compound_file(storage)
        segment.compound = True
    TOC(schema, [segment], GENERATION).write(storage, name)
    clean_files(storage, name, GENERATION, [segment])
