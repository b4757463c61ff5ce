"""MarvelCDB's rules page: one English block per <h2> section, links kept with the sections they
lead to, and the page's slips read as the page means them.

Expected values come from reading ``sources/marvelcdb-rulesreference.html.twig``.
"""

import html
import re
from collections import defaultdict

import pytest

from checker.glossary import ClauseKind, GlossaryError, Lang
from checker.glossary.reconcile import sentences
from checker.glossary.readers.marvelcdb import accountable, read_blocks
from checker.glossary.sources import SourceFile, read_source
from checker.glossary.terms import TermTable

PAGE = "marvelcdb-rulesreference.html.twig"
FRONT_MATTER = ["THE GOLDEN RULES", "THE GRIM RULE", "COMPONENT LIMITATIONS", "ROUND OVERVIEW"]


@pytest.fixture(scope="module")
def real_page(request):
    warnings = []
    source = read_source(request.path.parents[2] / "sources" / PAGE, warnings)
    return source, read_blocks(source, TermTable.load(), warnings), warnings


@pytest.fixture(scope="module")
def by_title(real_page):
    return {block.title: block for block in real_page[1]}


def read(html: str, name: str = "page.html.twig"):
    warnings = []
    source = SourceFile(name, tuple(html.split("\n")))
    return read_blocks(source, TermTable.load(), warnings), warnings


def shape(block):
    return [(clause.depth, clause.kind.value, clause.number, clause.text) for clause in block.walk()]


def messages(warnings):
    return [(problem.source.line, problem.render("en")) for problem in warnings]


# The real page


def test_each_h2_of_the_page_is_a_block_in_page_order(real_page):
    source, blocks, _ = real_page
    page = "\n".join(source.lines)
    assert page.count('<h2 id="') == 143 == len(blocks)
    titles = [block.title for block in blocks]
    assert titles[:5] == [*FRONT_MATTER, "GLOSSARY"]
    glossary = titles[5:]
    assert len(glossary) == 138
    assert glossary[0] == "ABILITY, CARD ABILITY" and glossary[-1] == "YOU"
    assert [block.anchor for block in blocks] == re.findall(r'<h2 id="([^"]+)">', page)
    assert all(block.lang is Lang.EN for block in blocks)
    # Each "<p>See: ...</p>" is the whole text of its section.
    assert sum(bool(block.redirect) for block in blocks) == page.count("<p>See: ") == 11


def test_titles_and_clauses_keep_the_lines_they_start_on(by_title):
    assert by_title["THE GOLDEN RULES"].title_source.line == 12
    assert by_title["YOU"].title_source.line == 976
    assert by_title["YOU"].title_source.file == PAGE
    steps = [clause for clause in by_title["ROUND OVERVIEW"].walk() if clause.kind is ClauseKind.STEP]
    assert [step.source.line for step in steps] == list(range(28, 38))


def test_the_golden_rules_are_two_clauses(by_title):
    golden = by_title["THE GOLDEN RULES"]
    assert [clause.kind for clause in golden.clauses] == [ClauseKind.DEFINITION, ClauseKind.RULE]
    assert golden.clauses[1].text.startswith("If the text of a card directly contradicts")


def test_a_li_left_open_ends_where_the_next_one_starts(by_title, real_page):
    hit_points = by_title["HIT POINTS"]
    items = [clause.text for clause in hit_points.clauses[1:]]
    assert len(items) == 4
    assert items[0] == ("If a hero/alter-ego or villain is damaged, apply the damage by reducing its hit point "
                        "dial by the specified amount.")
    assert items[1].startswith("If a player’s hit point dial is reduced to zero")
    assert hit_points.clauses[2].source.line == 407


def test_a_li_written_for_a_closing_tag_leaves_the_item_whole_and_adds_none(by_title, real_page):
    activation = by_title["ACTIVATION"]
    assert [clause.kind for clause in activation.clauses] == [ClauseKind.DEFINITION] + [ClauseKind.RULE] * 3
    assert activation.clauses[-1].text == (
        "Each time the villain activates, give the villain one boost card from the encounter deck for that activation."
    )
    assert (72, "empty list item in section 'ACTIVATION': skipped") in messages(real_page[2])


def test_a_link_whose_case_and_marks_differ_still_finds_its_section(by_title):
    counter = by_title["COUNTER"]
    assert counter.clauses == []
    (target,) = counter.redirect
    assert (target.label, target.anchor, target.on_redirect_line) == (
        "All-Purpose Counter", "all_purpose_counter", True
    )
    assert by_title["ALL-PURPOSE COUNTER"].anchor == "all_purpose_counter"


def test_a_see_also_run_into_a_paragraph_is_split_off(by_title):
    counter = by_title["ALL-PURPOSE COUNTER"]
    (definition,) = counter.clauses
    assert definition.text.endswith("an all-purpose counter is used to track its presence in the game.")
    assert "See also" not in definition.text
    assert [(item.label, item.anchor) for item in counter.see_also] == [
        ("Keywords (Uses)", None), ("Response", "response")
    ]
    assert [ref.line for ref in counter.see_also_sources] == [88, 89]


def test_a_see_also_run_into_a_list_item_is_split_off(by_title):
    forced = by_title["FORCED"]
    last = forced.clauses[-1]
    assert last.text.endswith("by the same triggering condition may initiate.")
    assert "Triggered Ability" not in last.text
    assert [item.label for item in forced.see_also] == ["Triggered Ability"]


def test_round_overview_steps_keep_their_see_and_record_its_links(by_title):
    overview = by_title["ROUND OVERVIEW"]
    steps = [clause for clause in overview.walk() if clause.kind is ClauseKind.STEP]
    assert [step.number for step in steps] == list(range(1, 11))
    assert steps[0].text == "Player phase begins. See: Player Phase."
    assert steps[-1].text == "End the round. Proceed to step one of the next game round."
    assert all(item.in_text for item in overview.see_also)
    assert [(item.label, item.anchor, item.source.line) for item in overview.see_also[:3]] == [
        ("Player Phase", "player_phase", 28),
        ("Player Turn", "player_turn", 29),
        ("End of Player Phase", "end_of_player_phase", 30),
    ]
    assert [item.label for item in overview.see_also if item.source.line == 33] == [
        "Activation", "Enemy Attacks", "Enemy Schemes"
    ]


def test_see_also_links_keep_the_sections_they_lead_to(by_title):
    ability = by_title["ABILITY, CARD ABILITY"]
    assert [item.label for item in ability.see_also][:3] == ["Cancel", "Constant Ability", "Delayed Effects"]
    assert ability.see_also[0].anchor == "cancel"
    assert not any(item.in_text or item.inline for item in ability.see_also)


def test_a_link_to_an_id_no_section_has_keeps_its_label_with_a_warning(by_title, real_page):
    # The section is <h2 id="delayed_effect">; Ability links to #delayed_effects.
    delayed = next(item for item in by_title["ABILITY, CARD ABILITY"].see_also if item.label == "Delayed Effects")
    assert delayed.anchor is None
    assert by_title["DELAYED EFFECTS"].anchor == "delayed_effect"
    assert (55, "link to '#delayed_effects' leads to no section of this page: 'Delayed Effects' is kept as written") \
        in messages(real_page[2])


def test_a_see_also_item_wider_than_its_link_is_named_by_its_label(by_title, real_page):
    # "See also: End of <a href="#player_phase">Player Phase</a>" on the Player Phase page.
    first = by_title["PLAYER PHASE"].see_also[0]
    assert (first.label, first.anchor) == ("End of Player Phase", None)
    assert any(line == 625 and "'End of Player Phase'" in text for line, text in messages(real_page[2]))


def test_see_also_written_without_links_is_one_list_for_the_names_lookup(by_title):
    (item,) = by_title["INITIATING ABILITIES, PLAYING CARDS"].see_also
    assert (item.label, item.inline, item.anchor) == ("Ability, Cost, Play Restrictions and Permissions", True, None)


def test_a_page_that_only_says_see_is_a_redirect(by_title):
    icon = by_title["ACCELERATION ICON"]
    assert icon.clauses == [] and icon.see_also == []
    assert [(item.label, item.anchor) for item in icon.redirect] == [("Side Scheme", "side_scheme")]
    (setup,) = by_title["SETUP"].redirect
    assert (setup.label, setup.anchor) == ("Appendix II: Setup", None)


def test_text_written_straight_into_a_section_is_a_paragraph(by_title):
    defeat = by_title["DEFEAT"]
    assert defeat.clauses[0].kind is ClauseKind.DEFINITION
    assert defeat.clauses[0].text == ("If a character has zero or fewer remaining hit points, or if a side scheme "
                                      "has no threat on it, it is defeated.")
    assert defeat.clauses[0].source.line == 233


def test_end_tags_that_close_nothing_are_warnings(real_page):
    found = messages(real_page[2])
    assert (312, "</p> closes nothing in section 'ENGAGED': ignored") in found
    assert (478, "</li> closes nothing in section 'KEYWORDS': ignored") in found


def test_links_inside_a_paragraph_stay_in_its_text(by_title):
    keywords = by_title["KEYWORDS"]
    assert keywords.clauses[1].text.startswith("The following keywords are used in the game: Guard, Overkill,")
    assert [item.label for item in keywords.see_also if item.in_text][:2] == ["Guard", "Overkill"]


def test_star_icon_examples_stand_apart_and_take_no_rules(by_title):
    kinds = [(clause.depth, clause.kind) for clause in by_title["STAR ICON"].walk()]
    assert kinds == [(0, ClauseKind.DEFINITION), (0, ClauseKind.RULE), (0, ClauseKind.EXAMPLE),
                     *[(0, ClauseKind.RULE)] * 4, (0, ClauseKind.EXAMPLE)]


def test_template_chrome_is_no_rules_text(real_page):
    source, blocks, _ = real_page
    every_text = [block.title for block in blocks] + [clause.text for block in blocks for clause in block.walk()]
    assert not any("{%" in text or "curInnerHTML" in text or text == "Rules Reference" for text in every_text)
    pieces = [text for _, text in accountable(source)]
    assert not any("{%" in text or "curInnerHTML" in text or text == "Rules Reference" for text in pieces)


def test_every_word_of_the_sections_is_accountable(real_page):
    """Counted a different way: the words left once the tags are stripped from the sections."""
    source, _, _ = real_page
    lines = source.lines
    start = next(index for index, line in enumerate(lines) if line.startswith("<h2"))
    end = lines.index("</div>")
    stripped = html.unescape(re.sub(r"<[^>]*>", " ", "\n".join(lines[start:end])))
    words = defaultdict(int)
    for word in re.findall(r"\w+", stripped):
        words[word] += 1
    for _, text in accountable(source):
        for word in re.findall(r"\w+", text):
            words[word] -= 1
    left = {word: count for word, count in words.items() if count}
    # Only the words that say a list of links follows are not rules text.
    assert left == {"See": 72, "also": 61}


def test_every_accountable_piece_reached_a_block_from_its_line(real_page):
    source, blocks, _ = real_page
    kept = defaultdict(list)
    for block in blocks:
        kept[block.title_source].append(block.title)
        for clause in block.walk():
            kept[clause.source].append(clause.text)
        for item in block.see_also + block.redirect:
            kept[item.source].append(item.label)
    for ref, text in accountable(source):
        held = " | ".join(kept[ref])
        assert all(sentence in held for sentence in sentences(text)), (ref, text)


# Small pages


def test_lists_nest_and_steps_count_per_list():
    (block,), warnings = read("""<h2 id="x">X</h2>
<p>X is a thing.</p>
<p>Do this:</p>
<ol>
<li>First:
  <ul><li>a detail</li>
  <li>another<ol><li>deeper</li></ol></li></ul>
</li>
<li>Second</li>
</ol>
<p>Then these:</p>
<ol><li>Again one</li></ol>""")
    assert warnings == []
    assert shape(block) == [
        (0, "definition", None, "X is a thing."),
        (0, "rule", None, "Do this:"),
        (1, "step", 1, "First:"),
        (2, "sub-rule", None, "a detail."),
        (2, "sub-rule", None, "another."),
        (3, "step", 1, "deeper."),
        (1, "step", 2, "Second."),
        (0, "rule", None, "Then these:"),
        (1, "step", 1, "Again one."),
    ]


def test_a_list_after_the_definition_stands_alone_unless_the_definition_introduces_it():
    blocks, _ = read("""<h2 id="a">A</h2><p>A is a thing.</p><ul><li>One rule.</li></ul>
<h2 id="b">B</h2><p>B works so:</p><ul><li>One way.</li></ul>""")
    assert [shape(block) for block in blocks] == [
        [(0, "definition", None, "A is a thing."), (0, "rule", None, "One rule.")],
        [(0, "definition", None, "B works so:"), (1, "sub-rule", None, "One way.")],
    ]


def test_for_example_sentences_become_example_clauses():
    (block,), _ = read("""<h2 id="q">Q</h2>
<p>A qualifier applies to each item. For example, “each ready ally and minion” means both.</p>
<ul><li>It applies once. For example, twice is not more.</li></ul>""")
    definition, rule = block.clauses
    assert definition.text == "A qualifier applies to each item."
    assert [(child.kind, child.text) for child in definition.children] == [
        (ClauseKind.EXAMPLE, "For example, “each ready ally and minion” means both.")
    ]
    assert rule.text == "It applies once."
    assert [(child.kind, child.depth, child.text) for child in rule.children] == [
        (ClauseKind.EXAMPLE, 1, "For example, twice is not more.")
    ]


def test_entities_are_decoded():
    (block,), _ = read('<h2 id="t">Tricks &amp; Traps</h2><p>A player&rsquo;s hand&nbsp;size is&#8203; fixed.</p>')
    assert block.title == "Tricks & Traps"
    assert block.clauses[0].text == "A player’s hand size is fixed."


def test_text_starts_on_the_line_of_its_first_word():
    (block,), _ = read("""<h2 id="x">
X
</h2>
<p>
Rule one
goes on.</p><p>Rule two.</p>
<ul><li>
Item</li></ul>
<p>See also: <a href="#x">X</a>,
<a href="#X">Again</a></p>""")
    assert block.title_source.line == 2
    assert [(clause.text, clause.source.line) for clause in block.walk()] == [
        ("Rule one goes on.", 5), ("Rule two.", 6), ("Item.", 8)
    ]
    assert [(item.label, item.source.line, item.anchor) for item in block.see_also] == [
        ("X", 9, "x"), ("Again", 10, "x")
    ]
    assert [ref.line for ref in block.see_also_sources] == [9]


def test_see_paragraph_beside_text_is_a_see_also_list():
    (block,), _ = read('<h2 id="e">Effect</h2><p>An effect does things.</p><p>See: <a href="#e">Effect</a></p>')
    assert block.redirect == []
    assert [(item.label, item.on_redirect_line) for item in block.see_also] == [("Effect", True)]


def test_markup_a_rules_page_does_not_use_is_a_warning_and_its_text_is_kept():
    (block,), warnings = read('<h2 id="x">X</h2>\n<p>Rule.</p>\n<ul><li>a <table>b</table></li>\n<li></li></ul>',
                              name="odd.html")
    assert [clause.text for clause in block.walk()] == ["Rule.", "a b."]
    assert [(problem.source.file, problem.source.line, problem.render("en")) for problem in warnings] == [
        ("odd.html", 3, "unexpected markup <table> in section 'X': its text is kept"),
        ("odd.html", 4, "empty list item in section 'X': skipped"),
    ]


def test_text_in_a_list_outside_its_items_is_an_item_with_a_warning():
    (block,), warnings = read('<h2 id="x">X</h2><p>Rule:</p><ul>loose text<li>item</li></ul>')
    assert [clause.text for clause in block.walk()] == ["Rule:", "loose text.", "item."]
    assert messages(warnings) == [(1, "text outside a list item in section 'X': read as an item of its own")]


def test_a_page_without_h2_sections_is_an_error_naming_the_file():
    with pytest.raises(GlossaryError) as raised:
        read("Threat\n\nThreat is the villain's progress.", name="threat.txt")
    (problem,) = raised.value.problems
    assert problem.source.file == "threat.txt"
    assert problem.render("en") == "no <h2> section heading: not a rules page in MarvelCDB's shape"


def test_accountable_gives_titles_texts_and_labels_with_their_lines():
    source = SourceFile("p.html", (
        "{% block body %}",
        "<h1>Rules Reference</h1>",
        '<h2 id="x">X</h2>',
        "<p>X is a thing. For example, this.See also: <a href='#y'>Y</a>, Z</p>",
        "<ul><li>One</li></ul>",
        "{% endblock %}",
    ))
    assert [(ref.line, text) for ref, text in accountable(source)] == [
        (3, "X"), (4, "X is a thing. For example, this."), (4, "Y"), (4, "Z"), (5, "One")
    ]
