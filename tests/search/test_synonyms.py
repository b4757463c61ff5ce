"""The term table's terms that a clause names, as the index finds them, against their definition:
a spelling names its term where each of its words shares an indexed form with the text's word
in the same place, one word after the other."""

from __future__ import annotations

from checker.glossary.model import Lang
from checker.glossary.terms import TermTable
from checker.search.analysis import analyse_words
from checker.search.documents import SynonymFinder


def named_terms(text: str, lang: Lang, spellings: dict[str, list[tuple[str, list]]]) -> dict[str, set[tuple[int, int]]]:
    """Term id -> the spans where a spelling names it, read word by word; ``spellings`` holds,
    under each form, the terms with a spelling whose first word has that form, and its words."""
    words = analyse_words(text, lang)
    found: dict[str, set[tuple[int, int]]] = {}
    for start, first in enumerate(words):
        for term_id, wanted in (pair for form in first.forms for pair in spellings.get(form, ())):
            end = start + len(wanted) - 1
            if end < len(words) and all(words[start + step].forms & word.forms for step, word in enumerate(wanted)):
                found.setdefault(term_id, set()).add((first.start, words[end].end))
    return found


def spellings_by_first_form(terms: TermTable, lang: Lang) -> dict[str, list[tuple[str, list]]]:
    spellings: dict[str, list[tuple[str, list]]] = {}
    for term in terms.terms:
        for spelling in term.spellings(lang):
            if wanted := analyse_words(spelling, lang):
                for form in wanted[0].forms:
                    spellings.setdefault(form, []).append((term.id, wanted))
    return spellings


def test_every_clause_names_the_terms_its_words_spell(reference_glossary):
    terms = TermTable.load()
    finder = SynonymFinder(terms, analyse_words)
    spellings = {lang: spellings_by_first_form(terms, lang) for lang in Lang}
    # A synonym carries its term's names in the other language, which tell the term.
    names = {lang: {term.id: tuple(dict.fromkeys(term.spellings(lang.other))) for term in terms.terms} for lang in Lang}
    checked = named = 0
    for entry in reference_glossary.entries:
        for clause in entry.walk():
            for lang, text in clause.text.items():
                synonyms = finder.find(text, lang)
                expected = named_terms(text, lang, spellings[lang])
                found = {
                    term_id: set(synonym.spans)
                    for synonym in synonyms
                    for term_id in expected
                    if names[lang][term_id] == synonym.names
                }
                assert found == expected, (clause.id, lang)
                assert len(synonyms) == len(expected), (clause.id, lang)
                # Each span once, and the terms in the order the text first names them.
                assert all(len(set(synonym.spans)) == len(synonym.spans) for synonym in synonyms)
                firsts = [min(synonym.spans) for synonym in synonyms]
                assert firsts == sorted(firsts), (clause.id, lang)
                checked += 1
                named += bool(expected)
    assert checked > 2000 and named > checked / 2
