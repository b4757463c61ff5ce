"""The reader of Rules Reference compilations in JSON: sections into blocks, with the file line of
each key, the compilation's flaws mended, and bad files named with their line."""

import json

import pytest

from checker.glossary import ClauseKind, GlossaryError, Lang


def compilation(*sections: dict) -> str:
    """A compilation as the bundled one is laid out: one key per line, each text on one line."""
    return json.dumps({"source": "a test", "entries": list(sections)}, indent=2, ensure_ascii=False) + "\n"


def line_of(text: str, fragment: str) -> int:
    return next(number for number, line in enumerate(text.splitlines(), start=1) if fragment in line)


THREAT = {
    "term": "THREAT",
    "termFr": "MENACE",
    "en": "Threat measures the villain's progress.\n• Threat is placed on schemes.\n» A scheme with no threat is "
          "defeated.\n• When the main scheme advances, follow these steps:\n1. Remove the top card.\nReturn its tokens.\n"
          "2. Reveal the next card.",
    "fr": "La menace mesure les progrès du méchant.",
}


def test_a_section_becomes_an_entry_whose_lines_are_those_of_its_keys(import_sources):
    text = compilation(THREAT)
    glossary = import_sources({"rr.json": text})
    (entry,) = glossary.entries
    assert (entry.id, entry.title) == ("threat", {Lang.EN: "Threat"})
    assert entry.title_source[Lang.EN].line == line_of(text, '"term": "THREAT"')
    assert {clause.source[Lang.EN].line for clause in entry.walk()} == {line_of(text, '"en": ')}
    assert glossary.unaccounted == []


def test_bullets_sub_bullets_and_steps_nest_and_a_wrapped_step_is_one_step(import_sources):
    glossary = import_sources({"rr.json": compilation(THREAT)})
    (entry,) = glossary.entries
    assert [(clause.id, clause.kind, clause.text[Lang.EN]) for clause in entry.walk()] == [
        ("threat.1", ClauseKind.DEFINITION, "Threat measures the villain's progress."),
        ("threat.2", ClauseKind.RULE, "Threat is placed on schemes."),
        ("threat.2.1", ClauseKind.SUB_RULE, "A scheme with no threat is defeated."),
        ("threat.3", ClauseKind.RULE, "When the main scheme advances, follow these steps:"),
        ("threat.3.1", ClauseKind.STEP, "Remove the top card. Return its tokens."),
        ("threat.3.2", ClauseKind.STEP, "Reveal the next card."),
    ]


def test_the_french_is_not_imported_and_not_asked_for(import_sources):
    glossary = import_sources({"rr.json": compilation(THREAT)})
    texts = [text for entry in glossary.entries for clause in entry.walk() for text in clause.text.values()]
    assert not any("menace" in text.casefold() for text in texts)
    assert glossary.unaccounted == []


def test_a_sentence_wrapped_across_lines_is_joined_and_a_number_it_wraps_before_is_no_step(import_sources):
    glossary = import_sources({"rr.json": compilation({
        "term": "DASH (VALUE)",
        "en": "A dash is a value that cannot be used.\n• A dash counts as the\nvillain's value of\n0. (For example, "
              "an ally with a dash.)",
    })})
    (entry,) = glossary.entries
    assert [clause.text[Lang.EN] for clause in entry.walk()] == [
        "A dash is a value that cannot be used.",
        "A dash counts as the villain's value of 0. (For example, an ally with a dash.)",
    ]
    assert glossary.warnings == []


def test_a_for_example_line_becomes_the_example_of_the_bullet_above(import_sources):
    glossary = import_sources({"rr.json": compilation({
        "term": "TARGET",
        "en": "A target is chosen.\n• An ability needs a valid target.\nFor example, no minion means no target.",
    })})
    (entry,) = glossary.entries
    assert [(clause.id, clause.kind) for clause in entry.walk()] == [
        ("target.1", ClauseKind.DEFINITION), ("target.2", ClauseKind.RULE), ("target.2.1", ClauseKind.EXAMPLE),
    ]


def test_a_see_also_list_at_the_end_of_a_line_is_a_see_also_list(import_sources):
    glossary = import_sources({"rr.json": compilation(
        {"term": "COST", "en": "A cost is paid.\n• Pay it first. See also: Threat, Target"},
        {"term": "THREAT", "en": "Threat is a token."},
        {"term": "TARGET", "en": "A target is chosen."},
    )})
    cost = glossary.entry("cost")
    assert [clause.text[Lang.EN] for clause in cost.walk()] == ["A cost is paid.", "Pay it first."]
    assert [(link.label[Lang.EN], link.target) for link in cost.see_also] == [("Threat", "threat"), ("Target", "target")]
    assert glossary.unaccounted == []


def test_a_title_closing_a_section_heads_what_the_rules_reference_prints_elsewhere_and_is_no_rule(import_sources):
    """The compilation ends Player Card with "Deck Customization" and Card Types with "Card
    Anatomy": the titles of an appendix and of the card diagrams, which the glossary does not
    hold. Such a line is a heading with nothing under it, not a rule given a period."""
    glossary = import_sources({"rr.json": compilation(
        {"term": "PLAYER CARD", "en": "There are seven player card types.\n• Most player cards have a blue card "
                                      "back.\n\nDeck Customization"},
    )})
    (entry,) = glossary.entries
    assert [(clause.id, clause.kind, clause.text[Lang.EN]) for clause in entry.walk()] == [
        ("player-card.1", ClauseKind.DEFINITION, "There are seven player card types."),
        ("player-card.2", ClauseKind.RULE, "Most player cards have a blue card back."),
        ("player-card.3", ClauseKind.HEADING, "Deck Customization"),
    ]
    assert [clause.id for clause in entry.statements()] == ["player-card.1", "player-card.2"]
    assert glossary.unaccounted == []


def test_a_redirect_section_is_an_alias_and_a_section_run_on_into_another_is_cut(import_sources):
    glossary = import_sources({"rr.json": compilation(
        {"term": "COUNTER", "en": "See: Threat\n\nCRISIS ICON\nWhile a crisis icon is in play, threat stays."},
        {"term": "THREAT", "en": "Threat is a token."},
        {"term": "CRISIS ICON", "en": "While a crisis icon is in play, threat stays."},
    )})
    assert [(alias.title, [target.target for target in alias.targets]) for alias in glossary.aliases] == [
        ("Counter", ["threat"])
    ]
    assert [entry.id for entry in glossary.entries] == ["crisis-icon", "threat"]
    (variant,) = glossary.entry("crisis-icon").variants
    assert variant.title == "CRISIS ICON"
    assert glossary.unaccounted == []


def test_repeated_sections_are_one_entry_with_the_repeats_as_variants(import_sources):
    play_area = {"term": "PLAY AREA", "en": "There are two play areas.\n• A card is in one play area."}
    glossary = import_sources({"rr.json": compilation(play_area, play_area, play_area)})
    (entry,) = glossary.entries
    assert entry.id == "play-area"
    assert [[clause.matches for clause in variant.clauses] for variant in entry.variants] == [
        ["play-area.1", "play-area.2"], ["play-area.1", "play-area.2"],
    ]
    assert glossary.unaccounted == []


def test_malformed_json_is_an_error_naming_file_and_line(import_sources):
    text = compilation(THREAT).replace('"termFr": "MENACE",', '"termFr": "MENACE"')
    with pytest.raises(GlossaryError) as raised:
        import_sources({"rr.json": text})
    (problem,) = raised.value.problems
    assert (problem.source.file, problem.source.line) == ("rr.json", line_of(text, '"en": '))
    assert problem.render("en").startswith("not a Rules Reference compilation: Expecting ',' delimiter")


def test_a_section_without_english_text_is_an_error_naming_its_line(import_sources):
    text = compilation(THREAT, {"term": "VILLAIN", "fr": "Le méchant."})
    with pytest.raises(GlossaryError) as raised:
        import_sources({"rr.json": text})
    (problem,) = raised.value.problems
    assert (problem.source.file, problem.source.line) == ("rr.json", line_of(text, '"term": "VILLAIN"') - 1)
    assert problem.render("en") == 'not a Rules Reference compilation: a section without a "en" text'


def test_json_that_is_no_compilation_is_an_error(import_sources):
    with pytest.raises(GlossaryError) as raised:
        import_sources({"rr.json": "[1, 2]\n"})
    assert [(problem.source.line, problem.render("en")) for problem in raised.value.problems] == [
        (1, 'not a Rules Reference compilation: no "entries" list')
    ]


def test_a_line_that_ends_sending_the_reader_elsewhere_ends_its_sentence(import_sources):
    """The round overview's steps end with "See: Player Phase", no full stop: each is a clause."""
    text = ("The following is an overview of a game round.\nPlayer phase begins. See: Player Phase\n"
            "Each player takes a turn. See: Player Turn\nEnd the round.")
    glossary = import_sources({"rr.json": compilation({"term": "ROUND OVERVIEW", "en": text})})
    (section,) = glossary.front_matter
    assert [clause.text[Lang.EN].removesuffix(".") for clause in section.walk()] == [
        "The following is an overview of a game round", "Player phase begins. See: Player Phase",
        "Each player takes a turn. See: Player Turn", "End the round",
    ]


def test_a_reference_wrapped_inside_its_parenthesis_or_on_the_next_line_stays_with_its_item(import_sources):
    """The compilation's Keywords entry wraps "(See:" before "Guard)", and puts "(See: Patrol)" on
    a line of its own: each item is still one clause, and the items after it stay items."""
    glossary = import_sources({"rr.json": compilation({
        "term": "KEYWORDS",
        "en": "A keyword is an attribute.\nThe following keywords are used in the game:\n"
              "• Guard: While a minion with guard is engaged, you cannot attack the villain. (See:\nGuard)\n"
              "• Patrol: While a minion with patrol is engaged, you cannot thwart the main scheme.\n(See: Patrol)\n"
              "• Peril: While resolving a card with peril, players cannot talk. (See: Peril)",
    })})
    (entry,) = glossary.entries
    assert [(clause.id, clause.kind) for clause in entry.walk()] == [
        ("keywords.1", ClauseKind.DEFINITION), ("keywords.2", ClauseKind.RULE),
        ("keywords.2.1", ClauseKind.SUB_RULE), ("keywords.2.2", ClauseKind.SUB_RULE), ("keywords.2.3", ClauseKind.SUB_RULE),
    ]
    items = [clause.text[Lang.EN] for clause in entry.clause("keywords.2").children]
    assert [item.split(":")[0] for item in items] == ["Guard", "Patrol", "Peril"]
    assert [item.endswith(f"(See: {name}).") for item, name in zip(items, ["Guard", "Patrol", "Peril"])] == [True] * 3


@pytest.mark.parametrize("text, line, reason", [
    ("[" * 100_000 + "]" * 100_000, 1, "arrays or objects nested too deeply"),
    ('{"entries": [{"term": "A", "en": "x",\n "n": ' + "9" * 5000 + "}]}", 2, "Exceeds the limit (4300 digits)"),
    ('{"entries": [{"term": "A",\n "term": "B", "en": "x"}]}', 2, 'the key "term" is given twice'),
    ('{"entries": [],\n"entries": [{"term": "A", "en": "x"}]}', 2, 'the key "entries" is given twice'),
])
def test_json_the_decoder_chokes_on_or_keeps_half_of_is_an_error_naming_its_line(import_sources, text, line, reason):
    with pytest.raises(GlossaryError) as raised:
        import_sources({"rr.json": text})
    (problem,) = raised.value.problems
    assert (problem.source.file, problem.source.line) == ("rr.json", line)
    assert problem.render("en").startswith(f"not a Rules Reference compilation: {reason}")
