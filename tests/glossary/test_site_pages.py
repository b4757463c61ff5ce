"""Pages shaped like the source site's other entries: redirects, bare titles, unusual titles,
sections, inline see-also lists, several entries in one file."""

import pytest

from checker.glossary import ClauseKind, Lang

THREAT = "Threat\n\nThreat measures the villain's progress towards its goal.\n"
AMENAZA = "Amenaza\n\nLa Amenaza mide el avance del Villano hacia su objetivo.\n"


def rendered(warnings):
    return [(str(problem.source), problem.render("en")) for problem in warnings]


def targets(alias):
    return [(target.label, target.target) for target in alias.targets]


def test_an_entry_after_a_see_also_list_is_an_entry_of_its_own(import_sources):
    glossary = import_sources({"pages.txt": THREAT + """
See also

• Main Scheme

Guard Keyword

Guard means that the minion must be defeated before the villain can be attacked.
"""})
    threat, guard = (glossary.entry(name) for name in ("threat", "guard-keyword"))
    assert [link.label for link in threat.see_also] == [{Lang.EN: "Main Scheme"}]
    assert len(threat.clauses) == 1
    assert guard.title == {Lang.EN: "Guard Keyword"}
    assert guard.clauses[0].text[Lang.EN].startswith("Guard means that the minion")
    assert glossary.unaccounted == []


def test_a_redirect_page_is_an_alias_of_its_target(import_sources):
    glossary = import_sources({"threat.txt": THREAT, "crisis.txt": "Crisis Icon\n\nSee: Threat\n"})
    assert [entry.id for entry in glossary.entries] == ["threat"]
    (alias,) = glossary.aliases
    assert (alias.title, alias.lang, str(alias.source)) == ("Crisis Icon", Lang.EN, "crisis.txt:1")
    assert targets(alias) == [("Threat", "threat")]
    assert glossary.aliases_of("threat") == [alias]
    assert glossary.warnings == [] and glossary.unaccounted == []


def test_a_spanish_redirect_to_several_entries_keeps_the_one_not_imported_yet(import_sources):
    glossary = import_sources({"amenaza.txt": AMENAZA, "efecto.txt": "Efecto\n\nVéase: Amenaza, Villano\n"})
    (alias,) = glossary.aliases
    assert (alias.title, alias.lang) == ("Efecto", Lang.ES)
    assert targets(alias) == [("Amenaza", "threat"), ("Villano", None)]
    assert rendered(glossary.warnings) == [("efecto.txt:3", "redirect 'Efecto' names 'Villano', which is not imported yet")]
    assert glossary.unaccounted == []


def test_a_page_with_only_a_title_is_an_empty_entry_with_a_warning(import_sources):
    glossary = import_sources({"threat.txt": THREAT, "villain.txt": "Villain\n\nThe villain is the enemy of the heroes.\n",
                               "rhino.txt": "Saltar al contenido principal\n\nRhino\n"})
    rhino = glossary.entry("rhino")
    assert (rhino.title, rhino.clauses) == ({Lang.EN: "Rhino"}, [])
    assert rendered(glossary.warnings) == [
        ("rhino.txt:3", "cannot tell whether entry 'Rhino' is Spanish or English: taken as English, like most entries"),
        ("rhino.txt:3", "entry 'Rhino' has no text: imported as an empty entry"),
    ]
    assert glossary.unaccounted == []


def test_a_title_named_by_another_page_takes_that_pages_language_before_the_majority(import_sources):
    glossary = import_sources({
        "amenaza.txt": AMENAZA,
        "villano.txt": "Villano\n\nEl Villano es el enemigo de los jugadores.\n",
        "doom.txt": "Doom Icon\n\nSee: Crisis Icon\n",
        "crisis.txt": "Crisis Icon\n",
    })
    assert glossary.entry("crisis-icon").title == {Lang.EN: "Crisis Icon"}
    (alias,) = glossary.aliases
    assert targets(alias) == [("Crisis Icon", "crisis-icon")]
    assert rendered(glossary.warnings) == [("crisis.txt:1", "entry 'Crisis Icon' has no text: imported as an empty entry")]


def test_quoted_ellipsis_exclamation_and_parenthetical_titles_are_entries_of_their_own(import_sources):
    glossary = import_sources({
        "after.txt": '"After"\n\n"After" refers to the moment right after an event resolves.\n',
        "would.txt": "Would…\n\nAn ability that says it would do something can be interrupted.\n",
        "boom.txt": "Boom!\n\nA boom is what happens when the bomb goes off in play.\n",
        "enemy.txt": "Attack (Enemy Activation)\n\nWhen an enemy attacks, it deals damage to a hero.\n",
        "player.txt": "Attack (Player Ability Type)\n\nAn attack is an ability that a player uses to damage an enemy.\n",
    })
    assert {entry.id: entry.title[Lang.EN] for entry in glossary.entries} == {
        "after": '"After"',
        "attack-enemy-activation": "Attack (Enemy Activation)",
        "attack-player-ability-type": "Attack (Player Ability Type)",
        "boom": "Boom!",
        "would": "Would…",
    }
    assert glossary.unaccounted == []


def test_a_heading_inside_a_page_opens_a_section_of_its_entry(import_sources):
    glossary = import_sources({"ability.txt": """Ability

An ability is the special text a card brings to the game.

Constant Abilities

• A constant ability is active while its card is in play.
• It needs no trigger.

Triggered Abilities

A triggered ability waits for its trigger.
"""})
    (entry,) = glossary.entries
    assert [(clause.kind, clause.depth, clause.text[Lang.EN]) for clause in entry.walk()] == [
        (ClauseKind.DEFINITION, 0, "An ability is the special text a card brings to the game."),
        (ClauseKind.HEADING, 0, "Constant Abilities"),
        (ClauseKind.RULE, 0, "A constant ability is active while its card is in play."),
        (ClauseKind.RULE, 0, "It needs no trigger."),
        (ClauseKind.HEADING, 0, "Triggered Abilities"),
        (ClauseKind.RULE, 0, "A triggered ability waits for its trigger."),
    ]


def test_an_inline_see_also_list_splits_on_commas_when_every_part_is_known(import_sources):
    glossary = import_sources({
        "villain.txt": "Villain\n\nThe villain is the enemy of the heroes.\n\nSee also: Boost, Enemy Attacks, Threat\n",
        "attacks.txt": "Enemy Attacks\n\nAn enemy attack deals damage to a hero or an ally.\n",
        "threat.txt": THREAT + "\nSee also: Boost, Quantum Realm\n",
        "amenaza.txt": AMENAZA + "\nVéase también: Aceleración, ficha de\n",
    })
    villain, threat = glossary.entry("villain"), glossary.entry("threat")
    assert [(link.label, link.target, link.term) for link in villain.see_also] == [
        ({Lang.EN: "Boost"}, None, "boost"),
        ({Lang.EN: "Enemy Attacks"}, "enemy-attacks", None),
        ({Lang.EN: "Threat"}, "threat", "threat"),
    ]
    assert [link.label for link in threat.see_also] == [
        {Lang.ES: "Aceleración, ficha de"}, {Lang.EN: "Boost"}, {Lang.EN: "Quantum Realm"},
    ]
    assert rendered(glossary.warnings) == [("threat.txt:5", "see-also label 'Quantum Realm' names no known term or entry")]
    assert glossary.unaccounted == []


def test_an_entry_after_a_redirect_in_the_same_file_is_an_entry_of_its_own(import_sources):
    glossary = import_sources({"threat.txt": THREAT, "pages.txt": """Crisis Icon

See: Threat

Guard Keyword

Guard means that the minion must be defeated before the villain can be attacked.
"""})
    assert [entry.id for entry in glossary.entries] == ["guard-keyword", "threat"]
    assert [(alias.title, targets(alias)) for alias in glossary.aliases] == [("Crisis Icon", [("Threat", "threat")])]
    assert glossary.unaccounted == []


def test_an_undecidable_title_takes_spanish_when_most_pages_are_spanish(import_sources):
    glossary = import_sources({"amenaza.txt": AMENAZA, "threat.txt": THREAT,
                               "villano.txt": "Villano\n\nEl Villano es el enemigo de los jugadores.\n",
                               "zz.txt": "Rhino\n"})
    assert glossary.entry("rhino").title == {Lang.ES: "Rhino"}
    assert rendered(glossary.warnings)[0] == (
        "zz.txt:1", "cannot tell whether entry 'Rhino' is Spanish or English: taken as Spanish, like most entries"
    )


def test_a_see_also_label_naming_a_redirect_leads_to_the_redirects_target(import_sources):
    glossary = import_sources({
        "threat.txt": THREAT + "\nSee also: Crisis Icon\n",
        "crisis.txt": "Crisis Icon\n\nSee: Villain\n",
        "villain.txt": "Villain\n\nThe villain is the enemy of the heroes.\n",
    })
    assert [(link.label, link.target) for link in glossary.entry("threat").see_also] == [
        ({Lang.EN: "Crisis Icon"}, "villain")
    ]
    assert glossary.warnings == []


def test_spanish_titles_opened_with_their_own_exclamation_or_question_mark_are_entries(import_sources):
    glossary = import_sources({
        "boom.txt": "Boom!\n\nA boom is what happens when the bomb goes off in play.\n\n"
                    "¡Bum!\n\nUn bum es lo que pasa cuando la bomba estalla en juego.\n",
        "after.txt": "Afterwards\n\nThis entry asks when an event has finished resolving.\n\n"
                     "¿Después?\n\nEsta entrada pregunta cuándo ha terminado de resolverse un evento.\n",
    })
    titles = {entry.title[Lang.ES]: len(entry.clauses) for entry in glossary.entries}
    assert titles == {"¡Bum!": 1, "¿Después?": 1}
    assert glossary.unaccounted == []


CAPACIDAD = """Capacidad

Una capacidad es el texto especial que una carta aporta al juego.

Capacidades constantes

Una capacidad constante está activa mientras su carta está en juego.
"""
ABILITY = """Ability

An ability is the special text a card brings to the game.

Constant Abilities

A constant ability is active while its card is in play.
"""


def sections(entry, lang):
    return [(clause.kind, clause.text.get(lang)) for clause in entry.walk()]


def test_a_heading_right_under_a_short_second_language_text_is_a_section_of_it(import_sources):
    for order in ([CAPACIDAD, ABILITY], [ABILITY, CAPACIDAD]):
        glossary = import_sources({"ability.txt": "\n".join(order)})
        (entry,) = glossary.entries
        assert entry.title == {Lang.ES: "Capacidad", Lang.EN: "Ability"}
        assert sections(entry, Lang.EN) == [
            (ClauseKind.DEFINITION, "An ability is the special text a card brings to the game."),
            (ClauseKind.HEADING, "Constant Abilities"),
            (ClauseKind.RULE, "A constant ability is active while its card is in play."),
        ]
        assert sections(entry, Lang.ES) == [
            (ClauseKind.DEFINITION, "Una capacidad es el texto especial que una carta aporta al juego."),
            (ClauseKind.HEADING, "Capacidades constantes"),
            (ClauseKind.RULE, "Una capacidad constante está activa mientras su carta está en juego."),
        ]
        assert glossary.warnings == [] and glossary.unaccounted == []



def test_a_second_language_title_with_a_heading_right_under_it_opens_the_other_language(import_sources):
    glossary = import_sources({"ability.txt": CAPACIDAD + "\nAbility\n\nConstant Abilities\n\n"
                                              "A constant ability is active while its card is in play.\n"})
    (entry,) = glossary.entries
    assert entry.title == {Lang.ES: "Capacidad", Lang.EN: "Ability"}
    assert "A constant ability is active while its card is in play." in [
        clause.text.get(Lang.EN) for clause in entry.walk()
    ]
    assert glossary.unaccounted == []

@pytest.mark.parametrize("see_also, labels", [
    ("See also\n\n• Main Scheme\n• Villain\n", ["Main Scheme", "Villain"]),
    ("See also\n\n• Main Scheme\n\n• Villain\n", ["Main Scheme", "Villain"]),
    ("See also: Main Scheme; Villain\n", ["Main Scheme", "Villain"]),
    ("See also\nMain Scheme\nVillain\n", ["Main Scheme", "Villain"]),
    ("See also\n\nMain Scheme\n\nSkip to main content\n", ["Main Scheme"]),
])
def test_a_title_only_page_after_a_see_also_list_is_an_entry_not_one_more_label(import_sources, see_also, labels):
    glossary = import_sources({"pages.txt": THREAT + "\n" + see_also + "\nRhino\n"})
    threat, rhino = glossary.entry("threat"), glossary.entry("rhino")
    assert [link.label[Lang.EN] for link in threat.see_also] == labels
    assert (rhino.title, rhino.clauses) == ({Lang.EN: "Rhino"}, [])
    assert "entry 'Rhino' has no text: imported as an empty entry" in [message for _, message in rendered(glossary.warnings)]
    assert glossary.unaccounted == []


def test_a_title_only_page_after_a_redirect_leaves_the_redirect_an_alias(import_sources):
    glossary = import_sources({"threat.txt": THREAT, "pages.txt": "Crisis Icon\n\nSee: Threat\n\nRhino\n"})
    assert [(alias.title, targets(alias)) for alias in glossary.aliases] == [("Crisis Icon", [("Threat", "threat")])]
    assert [entry.id for entry in glossary.entries] == ["rhino", "threat"]
    assert glossary.entry("rhino").clauses == []
    assert glossary.unaccounted == []


def test_a_title_only_page_before_another_page_in_one_file_is_an_entry_of_its_own(import_sources):
    glossary = import_sources({"pages.txt": THREAT + "\nSee also\n\n• Villain\n\nRhino\n\n"
                               "Villain\n\nThe villain is the enemy of the heroes.\n"})
    assert [(entry.id, len(entry.clauses)) for entry in glossary.entries] == [("rhino", 0), ("threat", 1), ("villain", 1)]
    assert [(link.label, link.target) for link in glossary.entry("threat").see_also] == [({Lang.EN: "Villain"}, "villain")]
    assert glossary.unaccounted == []


@pytest.mark.parametrize("see_also, labels", [
    ("See also\n", ["Rhino"]),
    ("See also\n\nMain Scheme\n", ["Main Scheme", "Rhino"]),
])
def test_a_title_laid_out_like_the_items_of_its_see_also_list_stays_a_label(import_sources, see_also, labels):
    # sources/README.md: such a title cannot be told from one more item of the list.
    glossary = import_sources({"pages.txt": THREAT + "\n" + see_also + "\nRhino\n"})
    (threat,) = glossary.entries
    assert [link.label[Lang.EN] for link in threat.see_also] == labels
    assert glossary.unaccounted == []


def test_an_unbulleted_line_right_under_a_bulleted_list_stays_a_label(import_sources):
    glossary = import_sources({"pages.txt": THREAT + "\nSee also\n\n• Main Scheme\nRhino\n"})
    (threat,) = glossary.entries
    assert [link.label[Lang.EN] for link in threat.see_also] == ["Main Scheme", "Rhino"]
    assert glossary.unaccounted == []


@pytest.mark.parametrize("see, expected", [
    ("Véase: Amenaza, Coste", [("Amenaza", "threat"), ("Coste", None)]),
    ("Véase: Coste, Aceleración, ficha de", [("Coste", None), ("Aceleración, ficha de", None)]),
    ("Véase: Aceleración, ficha de", [("Aceleración, ficha de", None)]),
])
def test_a_redirect_names_each_entry_its_commas_separate_and_keeps_index_forms_whole(import_sources, see, expected):
    glossary = import_sources({"amenaza.txt": AMENAZA, "efecto.txt": f"Efecto\n\n{see}\n"})
    (alias,) = glossary.aliases
    assert targets(alias) == expected
    assert rendered(glossary.warnings) == [
        ("efecto.txt:3", f"redirect 'Efecto' names '{label}', which is not imported yet")
        for label, target in expected if target is None
    ]
    assert glossary.unaccounted == []


def test_an_inline_see_also_list_splits_between_names_when_one_is_known(import_sources):
    glossary = import_sources({
        "threat.txt": THREAT + "\nVéase también: Villano, Reino cuántico, Aceleración, ficha de\n",
        "villain.txt": "Villain\n\nThe villain is the enemy of the heroes.\n\nSee also: Quantum Realm, Time Stone\n",
    })
    threat, villain = glossary.entry("threat"), glossary.entry("villain")
    assert [(link.label, link.target) for link in threat.see_also] == [
        ({Lang.ES: "Villano"}, "villain"), ({Lang.ES: "Reino cuántico"}, None), ({Lang.ES: "Aceleración, ficha de"}, None),
    ]
    # No part is a name the glossary knows: this may be one title with a comma in it.
    assert [link.label for link in villain.see_also] == [{Lang.EN: "Quantum Realm, Time Stone"}]
    assert rendered(glossary.warnings) == [
        ("threat.txt:5", "see-also label 'Reino cuántico' names no known term or entry"),
        ("villain.txt:5", "see-also label 'Quantum Realm, Time Stone' names no known term or entry"),
    ]
    assert glossary.unaccounted == []


def test_an_empty_name_between_commas_keeps_the_redirect_line_as_written(import_sources):
    glossary = import_sources({"amenaza.txt": AMENAZA, "efecto.txt": "Efecto\n\nVéase: Amenaza, , Coste\n"})
    (alias,) = glossary.aliases
    assert targets(alias) == [("Amenaza, , Coste", None)]
    assert glossary.unaccounted == []
