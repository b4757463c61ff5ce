"""How the index keeps what it needs: scores as whoosh gives them, phrases checked in the texts,
word forms found without stemming every word, and a document store that reports its damage."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys

import pytest
from whoosh import index as whoosh_index
from whoosh.scoring import BM25F
from whoosh.searching import Searcher as WhooshSearcher
from whoosh.util.numeric import byte_to_length

from checker.glossary import load_glossary
from checker.glossary.model import Alias, AliasTarget, Glossary, Lang, SourceRef
from checker.glossary.terms import fold
from checker.search import IndexMissingError, IndexUnreadableError, Searcher, build_index
from checker.glossary.terms import TermTable
from checker.search.documents import glossary_documents
from checker.search.analysis import (
    CASED_APART,
    FIELD_LANGUAGES,
    INDEX_NAMES,
    WordReader,
    analyse,
    analyse_words,
    indexed_forms,
    indexed_words,
    name_forms,
    word_forms,
    word_spans,
)
from checker.search.fields import schema
from checker.search.segment_files import read_facts
from checker.search.searcher import BM25_B, BM25_K1, _accepted, _typo_automaton
from checker.search.writer import _fields, _stored_order
from checker.search.segment import write_segment
from checker.search.store import names_path
from checker.search.ranking import MAX_SCORED
from tests.search.conftest import clause, entry


@pytest.fixture
def whoosh_readers():
    """Whoosh's own readers of an index folder's indexes, by language, closed after the test."""
    opened = []

    def open_readers(index_dir):
        readers = {}
        for lang, name in INDEX_NAMES.items():
            index = whoosh_index.open_dir(str(index_dir), indexname=name)
            readers[lang] = index.reader()
            opened.append((index, readers[lang]))
        return readers

    yield open_readers
    for index, reader in opened:
        reader.close()
        index.close()


def test_postings_score_as_whoosh_own_bm25f_scorer(searcher, whoosh_readers):
    assert (BM25F().B, BM25F().K1) == (BM25_B, BM25_K1)
    for lang, reader in whoosh_readers(searcher._index_dir).items():
        postings = searcher._postings[lang]
        whoosh_searcher = WhooshSearcher(reader, weighting=BM25F(), closereader=False)
        for field, text in [(f"body_{lang}", "acceler"), (f"name_{lang}", "plan"), (f"syn_{lang.other}", "threat")]:
            if (field, text) not in whoosh_searcher.reader():
                continue
            matcher = whoosh_searcher.postings(field, text)
            expected = {}
            while matcher.is_active():
                expected[matcher.id()] = matcher.score()
                matcher.next()
            assert postings.scores(field, text) == pytest.approx(expected, rel=1e-12), (lang, field, text)


def test_the_segment_read_without_whoosh_holds_what_whoosh_reads_in_it(real_searcher, whoosh_readers):
    """Every term of every field, in order, with the documents and frequencies whoosh's matcher
    steps through; the terms of each prefix a typo looks up; the counts and lengths a score uses."""
    compared = 0
    for lang, reader in whoosh_readers(real_searcher._index_dir).items():
        segment = real_searcher._segments[lang]
        assert set(segment.fields) == set(reader.indexed_field_names())
        assert segment.doc_count == reader.doc_count_all() == reader.doc_count()
        for field in reader.indexed_field_names():
            assert segment.field_length(field) == reader.field_length(field)
            terms = [term.decode("utf-8") for term in reader.lexicon(field)]
            assert list(segment.terms(field)) == terms
            for prefix in ("a", "c", "e", "m", "t", "á", "z"):
                assert list(segment.terms(field, prefix)) == [term for term in terms if term.startswith(prefix)]
            for term in terms:
                stepped = ([], [])
                matcher = reader.postings(field, term)
                while matcher.is_active():
                    stepped[0].append(matcher.id())
                    stepped[1].append(matcher.weight())
                    matcher.next()
                assert segment.postings(field, term) == stepped, (lang, field, term)
                compared += 1
            assert segment.postings(field, "zzzqqq") is None
        assert segment.postings("no_such_field", "plan") is None
    assert compared > 500  # the loop met the terms of every field


def test_the_store_keeps_each_text_words_forms_as_the_stemmer_gives_them(real_searcher):
    for lang in Lang:
        store = real_searcher._stores[lang]
        texts = [store.document(docnum).text for docnum in range(len(store.page_of))]
        words = {word for text in texts for word, _, _ in indexed_words(text, lang)}
        forms_of_words = {}
        for form, holders in store._words_of_form.items():
            for word in holders.split("\t"):
                forms_of_words.setdefault(word, set()).add(form)
        assert forms_of_words == {word: set(word_forms(word, str(lang))) for word in words}


def test_the_store_reads_each_line_of_its_names_file(real_searcher):
    for lang, name in INDEX_NAMES.items():
        lines = names_path(real_searcher._index_dir, name).read_text(encoding="utf-8").splitlines()
        assert len(lines) > 5
        assert real_searcher._stores[lang].named == {
            entry_name: (titles, others) for entry_name, titles, others in map(json.loads, lines)
        }


def test_the_store_keeps_the_forms_of_each_terms_names_as_the_analyser_gives_them(real_searcher):
    """A hit marks a term that the search found through its names in the other language: the
    store gives those names' forms, written with the index, in that language's analysis."""
    for lang in Lang:
        store = real_searcher._stores[lang]
        assert len(store.term_names) > 50
        assert store.term_forms == [
            tuple(sorted({form for name in names for form in name_forms(name, lang.other)})) for names in store.term_names
        ]
        threat = store.term_names.index(("Threat",) if lang is Lang.ES else ("Amenaza",))
        assert threat in store.terms_with_forms(set(name_forms("threats" if lang is Lang.ES else "amenazas", lang.other)))


def stemmed_spans(text, lang, wanted):
    """Where ``text`` has a word that the stemmer gives one of the ``wanted`` forms."""
    return [(start, end) for word, start, end in indexed_words(text, lang) if set(word_forms(word, str(lang))) & wanted]


def test_a_hit_marks_the_words_the_stemmer_gives_a_wanted_form(real_searcher):
    """The words are looked up in the store's table of forms, then found by a regular expression."""
    compared = 0
    for lang in Lang:
        store = real_searcher._stores[lang]
        for docnum in range(len(store.page_of)):
            text = store.document(docnum).text
            positions = analyse(text, lang)
            wanted = {form for position in positions[1::4] for form in position.forms}
            expected = stemmed_spans(text, lang, wanted)
            assert word_spans(text, store.words_with_forms(wanted)) == expected, (lang, docnum)
            compared += bool(expected)
    assert compared > 100


@pytest.mark.parametrize("text", [
    "Shuffle the deck; DECKS, Deck-building deckS.",
    f"{CASED_APART[0]}ZMIR deck İzmir",
    "ΑΣ'Α deck ας σας",
    "ΣΟΦΟΣ deck σοφος",
    "Kelvin \u212aey key ſhuffle shuffle",
    "deck_deck deck2 deck",
    "Shuffle the deck; DECKS, Deck-building deckS, redeck deck_deck. " * 40,  # past LONG_TEXT
])
def test_marked_words_are_whole_words_lower_cased_as_the_index_reads_them(text):
    words = frozenset(word for word, _, _ in indexed_words(text, Lang.EN))
    for word in words:
        expected = [(start, end) for found, start, end in indexed_words(text, Lang.EN) if found == word]
        assert word_spans(text, frozenset({word})) == expected, word


def test_a_text_lower_cases_as_its_characters_one_at_a_time_but_for_two():
    """What :func:`word_spans` relies on, over every code point, each between cased letters,
    spaces and punctuation."""
    chars = [chr(point) for point in range(sys.maxunicode + 1) if not 0xD800 <= point <= 0xDFFF]
    assert [char for char in chars if len(char.lower()) != 1] == [CASED_APART[0]]
    others = [char for char in chars if char not in CASED_APART]
    for context in ("A{}A", " {} ", "A{}.", "'{}'"):
        text = "".join(context.format(char) for char in others)
        assert text.lower() == "".join(char.lower() for char in text)
    assert "ΑΣ ".lower() != "".join(char.lower() for char in "ΑΣ ")  # a final sigma


def test_the_facts_of_each_segment_are_written_beside_it_and_nothing_else_is_left(small_index, whoosh_readers):
    readers = whoosh_readers(small_index)
    for lang, name in INDEX_NAMES.items():
        facts = read_facts(small_index, name)
        segment = readers[lang].segment()
        assert facts.files["terms"][0] == facts.files["postings"][0] == f"{segment.segment_id()}.seg"
        assert facts.doc_count == readers[lang].doc_count_all()
        assert facts.analysers == FIELD_LANGUAGES
        assert facts.code_lengths == [byte_to_length(code) for code in range(256)]
    assert not [path.name for path in small_index.iterdir() if path.name.startswith(".")]


def test_typo_look_ups_find_every_term_the_automaton_accepts(real_searcher, whoosh_readers):
    """The terms are searched in a list; every accepted one is found, in order."""
    found = 0
    readers = whoosh_readers(real_searcher._index_dir)
    for lang in Lang:
        every_term = sorted({
            term.decode()
            for reader in readers.values()
            for prefix in ("name", "body")
            if f"{prefix}_{lang}" in reader.indexed_field_names()
            for term in reader.lexicon(f"{prefix}_{lang}")
        })
        assert len(every_term) > 100
        for stem in ("acceler", "amenaz", "villan", "scheme", "ecnounter", "d"):
            terms = real_searcher._vocabulary(lang, stem[0])
            assert terms == [term for term in every_term if term.startswith(stem[0])]
            automaton = _typo_automaton(stem, 2)
            accepted = list(_accepted(terms, automaton))
            assert accepted == [term for term in every_term if automaton.accept(term)]
            found += len(accepted)
    assert found  # some stems have neighbours: the comparison is not of empty lists only


def index_contents(folder, name):
    """What a whoosh index holds: counts, lengths, every posting and its block's figures."""
    index = whoosh_index.open_dir(str(folder), indexname=name)
    reader = index.reader()
    try:
        fields = sorted(reader.indexed_field_names())
        postings = {}
        for field in fields:
            for term in reader.lexicon(field):
                matcher = reader.postings(field, term)
                steps = []
                while matcher.is_active():
                    steps.append((
                        matcher.id(), matcher.weight(), matcher.value(),
                        matcher.block_min_length(), matcher.block_max_length(), matcher.block_max_weight(),
                    ))
                    matcher.next()
                postings[field, term] = steps
        return {
            "documents": reader.doc_count_all(),
            "fields": fields,
            "totals": {field: (reader.field_length(field), reader.max_field_length(field)) for field in fields},
            "lengths": {
                field: [reader.doc_field_length(docnum, field) for docnum in range(reader.doc_count_all())]
                for field in fields
            },
            "postings": postings,
        }
    finally:
        reader.close()
        index.close()


@pytest.mark.parametrize("lang", list(Lang))
def test_the_segment_holds_what_whoosh_own_writer_makes_of_the_same_documents(tmp_path, lang):
    glossary = load_glossary()
    documents = sorted(glossary_documents(glossary, TermTable.load(), analyse, lang), key=_stored_order)
    words = WordReader()
    fields = [_fields(words, document) for document in documents]
    (tmp_path / "ours").mkdir()
    write_segment(tmp_path / "ours", "index", schema(), fields)
    (tmp_path / "whoosh").mkdir()
    with whoosh_index.create_in(str(tmp_path / "whoosh"), schema(), indexname="index").writer() as writer:
        for document_fields in fields:
            writer.add_document(**document_fields)
    ours, theirs = index_contents(tmp_path / "ours", "index"), index_contents(tmp_path / "whoosh", "index")
    assert len(ours["postings"]) > 500
    assert ours == theirs


def source_words(lang: Lang) -> set[str]:
    glossary = load_glossary()
    texts = [part.text.get(lang, "") for item in glossary.entries for part in item.walk()]
    texts += [item.title.get(lang, "") for item in glossary.entries]
    return {word for text in texts for word, _, _ in indexed_words(text, lang)}


@pytest.mark.parametrize("lang", list(Lang))
def test_every_indexed_form_begins_with_the_folded_first_letter_of_its_word(lang):
    """A typo is looked for among the forms that begin with its first letter, folded: the
    forms of the word the reader meant begin with it too."""
    words = source_words(lang) | {"skies", "dying", "lying", "cries", "ties", "agreed", "aceleración", "ñandú", "éxito"}
    for word in words:
        for form in word_forms(word, str(lang)):
            assert form.startswith(fold(word[0])), (word, form)


@pytest.mark.parametrize("lang", list(Lang))
def test_a_texts_marked_words_are_those_whose_analysed_forms_were_wanted(lang):
    """Over every clause of the glossary, short and long texts alike."""
    glossary = load_glossary()
    for source_entry in glossary.entries:
        for source_clause in source_entry.walk():
            text = source_clause.text.get(lang)
            if not text:
                continue
            positions = analyse(text, lang)
            wanted = {form for position in positions[::3] for form in position.forms}
            expected = [(position.start, position.end) for position in positions if position.forms & wanted]
            words = frozenset(word for word, _, _ in indexed_words(text, lang) if wanted & set(word_forms(word, str(lang))))
            assert word_spans(text, words) == expected


def test_a_word_reader_reads_every_text_as_the_analysers_do():
    """The reader of one index keeps what it found of each word as written: in each language
    its own, and the same whatever the case the texts write the word in."""
    words = WordReader()
    texts = [(text, lang) for entry in load_glossary().entries for clause in entry.walk() for lang, text in clause.text.items()]
    texts += [("Deck DECK deck", Lang.EN), ("Deck DECK deck", Lang.ES), ("İstanbul ΣΟΦΊΑ Straße", Lang.EN)]
    for text, lang in texts * 2:
        assert words.analyse_words(text, lang) == analyse_words(text, lang), (text, lang)
        assert words.indexed_forms(text, lang) == indexed_forms(text, lang), (text, lang)


def test_a_field_indexes_the_forms_of_its_words_without_stop_words():
    assert indexed_forms("The Encounter Decks of the villain", Lang.EN) == ["encount", "deck", "villain"]
    assert indexed_forms("la Energía", Lang.ES) == ["energ", "energi"]
    assert indexed_forms("la Aceleración", Lang.ES) == ["aceler"]


def test_a_phrase_must_stand_in_one_name_not_run_from_one_name_into_the_next(tmp_path):
    """A title document indexes every name of its entry; "Zone Pile" is not one of them even
    though one name ends with "zone" and the next begins with "pile"."""
    source = SourceRef("hand-made.txt", 1)
    glossary = Glossary(
        entries=[entry("victory-display", "Zona de victoria", "Victory Zone", [clause("victory-display.1", "Texto.", "Text.")])],
        aliases=[Alias("Pile of Victory", Lang.EN, source, [AliasTarget("Victory Zone", "victory-display", source)])],
    )
    build_index(glossary, tmp_path / "_search")
    with Searcher.open(tmp_path / "_search") as searcher:
        assert {hit.entry for hit in searcher.search('"pile of victory"', "en")} == {"victory-display"}
        assert {hit.entry for hit in searcher.search('"victory zone"', "en")} == {"victory-display"}
        assert searcher.search('"zone pile"', "en") == []


@pytest.fixture
def index_copy(small_index, tmp_path):
    copy = tmp_path / "_search"
    shutil.copytree(small_index, copy)
    return copy


def test_the_store_table_of_contents_holds_no_text_of_the_sources(small_index):
    """It is a JSON file of the built site: source strings stay in the documents file."""
    for path in small_index.glob("*.documents.json"):
        contents = path.read_text(encoding="utf-8")
        assert all(name not in contents for name in ("Plan principal", "Main Scheme", "main-scheme", "Amenaza"))
    lines = "".join(path.read_text(encoding="utf-8") for path in small_index.glob("*.documents.jsonl"))
    assert "Plan principal" in lines and "Main Scheme" in lines


@pytest.mark.parametrize("pattern", ["*.documents.json", "*.words.txt"])
def test_an_index_without_its_document_store_is_missing(index_copy, pattern):
    for path in index_copy.glob(pattern):
        path.unlink()
    with pytest.raises(IndexMissingError):
        Searcher.open(index_copy)


@pytest.mark.parametrize("pattern", ["*.documents.json", "*.documents.jsonl", "*.names.jsonl"])
def test_a_truncated_document_store_cannot_be_opened(index_copy, pattern):
    for path in index_copy.glob(pattern):
        path.write_bytes(path.read_bytes()[:40])
    with pytest.raises(IndexUnreadableError) as raised:
        Searcher.open(index_copy)
    assert raised.value.render("en").startswith(f"The search index in {index_copy} cannot be read (")


def test_a_document_store_overwritten_in_place_fails_the_open_as_unreadable(index_copy):
    for path in index_copy.glob("*.documents.jsonl"):
        path.write_bytes(b"\xff" * path.stat().st_size)
    with pytest.raises(IndexUnreadableError):
        Searcher.open(index_copy)


def test_documents_overwritten_in_place_fail_the_search_as_unreadable(index_copy):
    """The first line, the terms' names, is read when the store opens; a document when a search
    needs it."""
    for path in index_copy.glob("*.documents.jsonl"):
        first_line, documents = path.read_bytes().split(b"\n", 1)
        path.write_bytes(first_line + b"\n" + b"\xff" * len(documents))
    with Searcher.open(index_copy) as searcher, pytest.raises(IndexUnreadableError):
        searcher.search("amenaza", "es")


def test_a_phrase_keeps_its_first_matches_in_stored_order_up_to_what_the_ranking_scores(tmp_path):
    """Checking a phrase reads texts; past MAX_SCORED matches the ranking would not score more."""
    count = MAX_SCORED + 20
    glossary = Glossary(
        entries=[
            entry(f"e{number}", f"Entrada {number}", f"Entry {number}",
                  [clause(f"e{number}.1", None, "Shuffle the deck" + " now" * number + ".")])
            for number in range(count)
        ]
    )
    build_index(glossary, tmp_path / "_search")
    with Searcher.open(tmp_path / "_search") as searcher:
        kept = searcher._postings[Lang.EN]._phrase("body_en", (("shuffl",), ("deck",)))
        store = searcher._stores[Lang.EN]
        assert [store.document(docnum).page for docnum in kept] == [f"e{number}" for number in range(MAX_SCORED)]
        hits = searcher.search('"shuffle deck"', "en", limit=50)
        assert [hit.entry for hit in hits] == [f"e{number}" for number in range(50)]


def test_the_index_files_are_the_same_whatever_the_hash_seed(tmp_path):
    """Sets iterate in an order that depends on Python's string hashing; what the index keeps
    must not, or two builds of the same sources would differ."""
    for seed in ("1", "2"):
        subprocess.run(
            [sys.executable, "-c", f"from checker.glossary import load_glossary; from checker.search import build_index; "
             f"build_index(load_glossary(), {str(tmp_path / seed)!r})"],
            check=True, env={**os.environ, "PYTHONHASHSEED": seed},
        )
    kept = sorted(path.name for path in (tmp_path / "1").iterdir() if path.suffix in (".jsonl", ".json", ".txt"))
    assert kept
    for name in kept:
        ours, theirs = (tmp_path / "1" / name).read_bytes(), (tmp_path / "2" / name).read_bytes()
        if name.endswith(".segment.json"):
            # Whoosh names each segment at random (its table of contents holds the name), and
            # lays the files out in its compound file in the order the folder lists them.
            ours, theirs = without_segment_layout(ours), without_segment_layout(theirs)
        assert ours == theirs, name


def without_segment_layout(facts: bytes) -> dict:
    content = json.loads(facts)
    del content["toc_digest"], content["sizes"]
    content["files"] = {kind: length for kind, (_, _, length) in content["files"].items()}
    return content
