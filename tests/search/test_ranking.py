"""Which documents a search scores: rarer words find, common words rank, every word counts double."""

from __future__ import annotations

from checker.search.ranking import ALL_WORDS_BONUS, COMMON_SHARE, MAX_SCORED, Part, rank

DOC_COUNT = 10_000
COMMON = int(COMMON_SHARE * DOC_COUNT) * 5


def part(*postings: dict[int, float], weight: float = 1.0) -> Part:
    return Part(tuple((weight, each) for each in postings))


def test_common_word_does_not_crowd_out_the_documents_of_a_rarer_word():
    common = part({docnum: 1.0 for docnum in range(COMMON)}, {DOC_COUNT - 1: 1.0})
    rare = part({DOC_COUNT - 1: 0.5})
    scores = rank([common, rare], every_part_present=True, doc_count=DOC_COUNT)
    assert max(scores, key=scores.get) == DOC_COUNT - 1
    assert scores[DOC_COUNT - 1] == (1.0 + 0.5) * (1 + ALL_WORDS_BONUS)


def test_common_word_only_ranks_what_a_rarer_word_finds():
    common = part({docnum: 1.0 for docnum in range(COMMON)})
    rare = part({3: 0.5, DOC_COUNT - 1: 0.5})
    scores = rank([common, rare], every_part_present=True, doc_count=DOC_COUNT)
    assert set(scores) == {3, DOC_COUNT - 1}


def test_documents_with_every_common_word_are_found_beyond_the_first_scored():
    shared = COMMON - 1
    first = part({docnum: 1.0 for docnum in range(COMMON)})
    second = part({docnum: 1.0 for docnum in range(COMMON, 2 * COMMON)}, {shared: 1.0})
    scores = rank([first, second], every_part_present=True, doc_count=DOC_COUNT)
    assert shared >= MAX_SCORED
    assert max(scores, key=scores.get) == shared
    assert len(scores) <= 2 * MAX_SCORED


def test_no_bonus_when_the_index_lacks_a_part_of_the_query():
    only = part({1: 1.0, 2: 2.0}, weight=2.0)
    assert rank([only], every_part_present=False, doc_count=DOC_COUNT) == {1: 2.0, 2: 4.0}


def test_a_word_found_in_several_fields_adds_their_weighted_scores():
    word = Part(((4.0, {7: 1.0}), (1.0, {7: 0.5, 8: 0.5})))
    assert rank([word], every_part_present=True, doc_count=DOC_COUNT) == {7: 4.5, 8: 0.5}
