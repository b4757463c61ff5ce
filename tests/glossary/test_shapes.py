"""Every shape the scraped pages come in, on small made-up pages (no file of today's sources)."""

from checker.glossary import ClauseKind, Lang

from .conftest import texts

THREAT_ES = """Amenaza

La Amenaza representa el avance del Villano hacia su objetivo.

• Si no hay Amenaza sobre un Plan secundario, se descarta.
"""
THREAT_EN = """Threat

Threat represents the villain's progress towards its goal.

• If a side scheme has no threat on it, it is discarded.
"""


def test_spanish_and_english_files_pair_through_the_term_table(import_sources):
    glossary = import_sources({"a.txt": THREAT_ES, "b.txt": THREAT_EN})
    (entry,) = glossary.entries
    assert entry.id == "threat"
    assert entry.title == {Lang.ES: "Amenaza", Lang.EN: "Threat"}
    assert entry.clauses[1].text[Lang.ES].startswith("Si no hay Amenaza")
    assert entry.clauses[1].text[Lang.EN].startswith("If a side scheme")
    assert entry.clauses[1].source[Lang.EN].file == "b.txt"


def test_both_languages_in_one_file_are_two_blocks_of_one_entry(import_sources):
    glossary = import_sources({"both.txt": THREAT_ES + "\n" + THREAT_EN})
    (entry,) = glossary.entries
    assert entry.title_source[Lang.ES].line == 1
    assert entry.title_source[Lang.EN].line == 7


def test_an_unknown_spanish_title_pairs_with_the_english_block_beside_it(import_sources):
    glossary = import_sources({"x.txt": """Gorro mágico

El gorro mágico es una carta de ejemplo que no está en la tabla de términos.

Magic Hat

The magic hat is an example card that is not in the term table.
"""})
    (entry,) = glossary.entries
    assert entry.id == "magic-hat"
    assert entry.title == {Lang.ES: "Gorro mágico", Lang.EN: "Magic Hat"}


def test_page_chrome_is_dropped_and_not_reported_missing(import_sources):
    glossary = import_sources({"x.txt": "Skip to main content\n\n" + THREAT_EN})
    (entry,) = glossary.entries
    assert all("Skip" not in clause.text[Lang.EN] for clause in entry.walk())
    assert glossary.unaccounted == []


def test_see_also_lists_bulleted_inline_and_empty(import_sources):
    glossary = import_sources({
        "threat.txt": THREAT_EN + "\nSee also\n\n• Villain\n• Side Scheme\n• Flux Capacitor\n",
        "villain.txt": "Villain\n\nThe villain is the enemy the players face.\n\nSee also: Threat; Main Scheme\n",
        "empty.txt": "Minion\n\nA minion is an encounter card type.\n\nSee also",
    })
    threat, minion, villain = (glossary.entry(name) for name in ("threat", "minion", "villain"))
    assert [(link.label, link.target) for link in threat.see_also] == [
        ({Lang.EN: "Villain"}, "villain"),
        ({Lang.EN: "Side Scheme"}, None),
        ({Lang.EN: "Flux Capacitor"}, None),
    ]
    assert [(link.label, link.target) for link in villain.see_also] == [
        ({Lang.EN: "Threat"}, "threat"),
        ({Lang.EN: "Main Scheme"}, None),
    ]
    assert minion.see_also == [] and len(minion.see_also_sources) == 1
    assert glossary.unaccounted == []


def test_bullets_at_several_indents_nest(import_sources):
    glossary = import_sources({"x.txt": """Boost

Boost cards are dealt facedown to the villain.

If the villain attacks, turn its boost cards faceup.

• Each boost icon adds one to the attack.
  • A star icon resolves the card's boost ability.
    • Star abilities resolve before damage.
• Then discard the boost cards.
"""})
    (entry,) = glossary.entries
    assert [(depth, kind) for depth, kind, _, _ in texts(entry)] == [
        (0, "definition"), (0, "rule"), (1, "sub-rule"), (2, "sub-rule"), (3, "sub-rule"), (1, "sub-rule"),
    ]
    assert [clause.id for clause in entry.walk()] == [
        "boost.1", "boost.2", "boost.2.1", "boost.2.1.1", "boost.2.1.1.1", "boost.2.2",
    ]


def test_broken_step_numbers_are_renumbered_with_bullets_under_their_step(import_sources):
    glossary = import_sources({"x.txt": """Setup

Setup prepares a game.

Follow these steps in order:

  1. Choose a hero.

  2. Choose a villain.

  1. Build the encounter deck:

    • Shuffle the modular set in.

    • Shuffle the standard set in.

  1. Draw a hand.

  2. Begin the game.
"""})
    procedure = glossary.entries[0].clauses[1]
    assert [(child.number, child.text[Lang.EN]) for child in procedure.children] == [
        (1, "Choose a hero."), (2, "Choose a villain."), (3, "Build the encounter deck:"),
        (4, "Draw a hand."), (5, "Begin the game."),
    ]
    assert [child.kind for child in procedure.children[2].children] == [ClauseKind.SUB_RULE] * 2
    assert [problem.source.line for problem in glossary.warnings] == [11, 17, 19]


def test_steps_introduced_by_a_bullet_ending_in_a_colon_hang_under_it(import_sources):
    glossary = import_sources({"x.txt": """Advance

Advancing moves a deck on.

• When a deck advances, follow these steps:

1. Remove the top card.

2. Reveal the next card.

• Excess threat is lost.
"""})
    entry = glossary.entries[0]
    assert [(clause.id, clause.kind.value, clause.number) for clause in entry.walk()] == [
        ("advance.1", "definition", None), ("advance.2", "rule", None), ("advance.2.1", "step", 1),
        ("advance.2.2", "step", 2), ("advance.3", "rule", None),
    ]


def test_example_sentences_become_example_clauses_under_their_rule(import_sources):
    glossary = import_sources({"x.txt": """Facedown

Facedown cards have no game text.

• A facedown card has no traits. For example, a card dealt as an encounter.
• For example, cards under a scheme.
"""})
    entry = glossary.entries[0]
    rule = entry.clauses[1]
    assert rule.text[Lang.EN] == "A facedown card has no traits."
    assert [(child.kind, child.text[Lang.EN]) for child in rule.children] == [
        (ClauseKind.EXAMPLE, "For example, a card dealt as an encounter.")
    ]
    assert entry.clauses[2].kind is ClauseKind.EXAMPLE


def test_missing_final_period_is_restored(import_sources):
    glossary = import_sources({"x.txt": "Villain\n\nThe villain is the enemy of the heroes\n"})
    assert glossary.entries[0].clauses[0].text[Lang.EN] == "The villain is the enemy of the heroes."


def test_two_versions_of_one_entry_are_reconciled_with_the_translation_carried_over(import_sources):
    older = """Amenaza

La Amenaza mide el avance del Villano.

Si hay Amenaza suficiente, el Plan se completa. El Villano gana si es la última etapa.

Threat

Threat measures the villain's progress.

If there is enough threat, the scheme is completed. The villain wins if it is the final stage.
"""
    newer = """Threat

Threat measures how far the villain has come.

• If there is enough threat, the scheme is completed.
• The villain wins if it is the final stage. For example, a stage marked 2/2.
"""
    glossary = import_sources({"1.txt": older, "2.txt": newer})
    (entry,) = glossary.entries
    assert [(clause.id, clause.text.get(Lang.ES)) for clause in entry.walk()] == [
        ("threat.1", "La Amenaza mide el avance del Villano."),
        ("threat.2", "Si hay Amenaza suficiente, el Plan se completa."),
        ("threat.3", "El Villano gana si es la última etapa."),
        ("threat.3.1", None),
    ]
    assert entry.clauses[0].source[Lang.EN].file == "2.txt"
    (variant,) = entry.variants
    assert (variant.lang, variant.title_source.file) == (Lang.EN, "1.txt")
    assert [clause.matches for clause in variant.clauses] == ["threat.1", "threat.2"]
    assert glossary.unaccounted == []
