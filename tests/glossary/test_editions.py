"""Sources of several kinds and editions: the manifest says what each file is, the newest edition
gives an entry its current text, and the id migration leads old clause ids to new ones."""

import json

import pytest

from checker.glossary import GlossaryError, Lang, load_glossary

OLDER = "Threat\n\nThreat measures the villain's progress.\n\n• Threat goes on schemes.\n\n• A scheme with no threat is defeated.\n"
NEWER = ("Threat\n\nThreat measures the villain's progress.\n\n• Threat goes on schemes.\n\n"
         "• Threat cannot go below zero.\n\n• A scheme with no threat is defeated.\n")
MANIFEST = """editions = ["first", "second"]

[[source]]
file = "a.txt"
kind = "scraped-page"
edition = "second"

[[source]]
file = "b.txt"
kind = "scraped-page"
edition = "first"
"""


def problems(error: GlossaryError):
    return [(problem.source.file, problem.source.line, problem.render("en")) for problem in error.problems]


def test_the_newest_edition_gives_the_current_text_whatever_the_file_order(import_sources):
    glossary = import_sources({"a.txt": NEWER, "b.txt": OLDER, "manifest.toml": MANIFEST})
    (entry,) = glossary.entries
    assert entry.edition == {Lang.EN: "second"}
    assert [clause.text[Lang.EN] for clause in entry.walk()][2] == "Threat cannot go below zero."
    (variant,) = entry.variants
    assert (variant.title_source.file, variant.edition) == ("b.txt", "first")
    assert [clause.matches for clause in variant.clauses] == ["threat.1", "threat.2", "threat.4"]


def test_a_file_the_manifest_does_not_list_is_older_than_every_edition(import_sources):
    manifest = 'editions = ["first"]\n\n[[source]]\nfile = "b.txt"\nkind = "scraped-page"\nedition = "first"\n'
    glossary = import_sources({"a.txt": NEWER, "b.txt": OLDER, "manifest.toml": manifest})
    (entry,) = glossary.entries
    assert entry.edition == {Lang.EN: "first"}
    assert [(variant.title_source.file, variant.edition) for variant in entry.variants] == [("a.txt", None)]


def test_the_spanish_of_an_older_edition_pairs_with_the_newer_english_through_the_older_english(import_sources):
    spanish = "Amenaza\n\nLa Amenaza mide el avance del Villano.\n\n• La Amenaza va en los planes.\n\n• Un plan sin Amenaza es derrotado.\n\n"
    glossary = import_sources({"a.txt": NEWER, "b.txt": spanish + OLDER, "manifest.toml": MANIFEST})
    (entry,) = glossary.entries
    assert [(clause.id, clause.text.get(Lang.ES)) for clause in entry.walk()] == [
        ("threat.1", "La Amenaza mide el avance del Villano."),
        ("threat.2", "La Amenaza va en los planes."),
        ("threat.3", None),
        ("threat.4", "Un plan sin Amenaza es derrotado."),
    ]
    assert entry.edition == {Lang.ES: "first", Lang.EN: "second"}
    assert glossary.unaccounted == []


@pytest.mark.parametrize("row, message", [
    ('kind = "pdf"\nedition = "first"', "'a.txt' has a kind the importer does not know: 'pdf'"),
    ('kind = "scraped-page"\nedition = "third"', "'a.txt' has an edition that 'editions' does not list: 'third'"),
])
def test_a_manifest_row_the_importer_cannot_follow_is_an_error_naming_its_line(import_sources, row, message):
    manifest = f'editions = ["first"]\n\n[[source]]\nfile = "a.txt"\n{row}\n'
    with pytest.raises(GlossaryError) as raised:
        import_sources({"a.txt": OLDER, "manifest.toml": manifest})
    assert problems(raised.value) == [("manifest.toml", 4, message)]


@pytest.mark.parametrize("manifest, line, message", [
    ('editions = [1, {a = 1}]\n', 1, "'editions' is a list of edition names, each a text in quotes"),
    ('editions = "first"\n', 1, "'editions' is a list of edition names, each a text in quotes"),
    ('editions = ["first"]\nsource = 4\n', 2, "'source' is a list of [[source]] tables"),
    ('editions = ["first"]\n\n[[source]]\nfile = "a.txt"\nkind = "scraped-page"\nedition = ["first"]\n', 4,
     "'a.txt': file, kind, edition and origin are each a text in quotes"),
    ('[[source]]\nfile = "a.txt"\nkind = 7\n', 2, "'a.txt': file, kind, edition and origin are each a text in quotes"),
])
def test_a_manifest_value_of_the_wrong_type_is_an_error_naming_its_line(import_sources, manifest, line, message):
    with pytest.raises(GlossaryError) as raised:
        import_sources({"a.txt": OLDER, "manifest.toml": manifest})
    assert problems(raised.value) == [("manifest.toml", line, message)]


def test_a_manifest_that_is_not_utf8_is_an_error_naming_its_line(import_sources):
    with pytest.raises(GlossaryError) as raised:
        import_sources({"a.txt": OLDER, "manifest.toml": b'editions = ["first"]\n# caf\xe9\n'})
    assert problems(raised.value) == [("manifest.toml", 2, "the manifest is not UTF-8 text")]


def test_a_manifest_naming_a_missing_file_is_an_error(import_sources):
    manifest = '[[source]]\nfile = "gone.txt"\nkind = "scraped-page"\n'
    with pytest.raises(GlossaryError) as raised:
        import_sources({"a.txt": OLDER, "manifest.toml": manifest})
    assert problems(raised.value) == [("manifest.toml", 2, "'gone.txt' is listed but not in the folder")]


def test_a_manifest_that_is_not_toml_is_an_error_naming_its_line(import_sources):
    with pytest.raises(GlossaryError) as raised:
        import_sources({"a.txt": OLDER, "manifest.toml": 'editions = ["first"]\n[[source]\n'})
    ((file, line, message),) = problems(raised.value)
    assert (file, line) == ("manifest.toml", 2) and message.startswith("the manifest is not valid TOML")


def test_one_rule_titled_differently_by_two_kinds_of_source_is_one_entry(import_sources):
    compilation = json.dumps({"entries": [{"term": "VILLAIN, VILLAIN DECK", "en": "The villain is the enemy of the heroes."}]})
    glossary = import_sources({"a.txt": "Villain\n\nThe villain is the enemy of the heroes.\n", "rr.json": compilation})
    (entry,) = glossary.entries
    assert entry.id == "villain"
    assert len(entry.variants) == 1
    assert glossary.unaccounted == []


def test_one_rule_titled_by_two_spellings_of_its_term_is_one_entry(import_sources):
    """The term table knows "Encounter Card" and "Encounter Cards" as one term."""
    compilation = json.dumps({"entries": [{"term": "ENCOUNTER CARD", "en": "Encounter cards have orange backs."}]})
    glossary = import_sources({"a.txt": "Encounter Cards\n\nEncounter cards have an orange back.\n", "rr.json": compilation})
    (entry,) = glossary.entries
    assert len(entry.variants) == 1


def test_a_migration_to_a_clause_that_does_not_exist_is_an_error_naming_its_line(import_sources):
    migration = '[moved]\n"threat.2" = "threat.3"\n"threat.3" = "threat.9"\n'
    with pytest.raises(GlossaryError) as raised:
        import_sources({"a.txt": NEWER, "id-migration.toml": migration})
    assert problems(raised.value) == [("id-migration.toml", 3, "'threat.3' moves to 'threat.9', which is no clause of the glossary")]


def test_the_migration_leads_old_ids_to_new_ones_unless_a_clause_has_the_id_now(write_sources):
    """``threat.3`` moved to ``threat.4``, and the newer text gave ``threat.3`` to a new rule: a
    citation of ``threat.3`` today means that rule. ``threat.9`` names no clause now."""
    migration = '[moved]\n"threat.3" = "threat.4"\n"threat.9" = "threat.4"\n'
    folder = write_sources({"a.txt": NEWER, "id-migration.toml": migration})
    glossary = load_glossary(folder, translations_dir=None)
    assert glossary.moved_clauses == {"threat.3": "threat.4", "threat.9": "threat.4"}
    assert glossary.current_clause_id("threat.9") == "threat.4"
    assert glossary.current_clause_id("threat.3") == "threat.3"
    assert glossary.current_clause_id("threat.2") == "threat.2"


def test_a_page_that_a_newer_source_made_a_redirect_is_an_older_text_of_the_entry_it_leads_to(import_sources):
    manifest = (MANIFEST.replace('file = "a.txt"', 'file = "new.txt"').replace('file = "b.txt"', 'file = "old.txt"')
                + '\n[[source]]\nfile = "new-redirect.txt"\nkind = "scraped-page"\nedition = "second"\n')
    glossary = import_sources({
        "old.txt": "Constant Ability\n\nA constant ability is always active.\n",
        "new.txt": "Ability\n\nAn ability is game text on a card.\n",
        "new-redirect.txt": "Constant Ability\n\nSee: Ability\n",
        "manifest.toml": manifest,
    })
    (entry,) = glossary.entries
    assert entry.id == "ability"
    assert [(variant.title, variant.edition) for variant in entry.variants] == [("Constant Ability", "first")]
    assert [(alias.title, [target.target for target in alias.targets]) for alias in glossary.aliases] == [
        ("Constant Ability", ["ability"])
    ]
    assert glossary.unaccounted == []


def test_two_redirects_of_one_title_lead_to_one_rule_named_two_ways(import_sources):
    compilation = json.dumps({"entries": [
        {"term": "ATTACK (ENEMY ACTIVATION)", "en": "An attack is a type of enemy activation."},
        {"term": "UNDEFENDED", "en": "See: Attack (Enemy Activation)"},
    ]})
    glossary = import_sources({
        "old.txt": "Enemy Attacks\n\nWhen an enemy attacks, it deals damage.\n",
        "old-redirect.txt": "Undefended\n\nSee: Enemy Attacks\n",
        "rr.json": compilation,
        "manifest.toml": 'editions = ["old", "new"]\n\n[[source]]\nfile = "old.txt"\nkind = "scraped-page"\nedition = "old"\n\n'
                         '[[source]]\nfile = "old-redirect.txt"\nkind = "scraped-page"\nedition = "old"\n\n'
                         '[[source]]\nfile = "rr.json"\nkind = "rules-reference-json"\nedition = "new"\n',
    })
    (entry,) = glossary.entries
    assert entry.id == "attack-enemy-activation"
    assert [variant.title for variant in entry.variants] == ["Enemy Attacks"]
    assert [[target.target for target in alias.targets] for alias in glossary.aliases] == [
        ["attack-enemy-activation"], ["attack-enemy-activation"]
    ]


@pytest.mark.parametrize("name", ["../outside/secret.txt", "/etc/passwd", "../../etc/passwd", "a/../../b.txt"])
def test_a_manifest_naming_a_file_outside_its_folder_is_an_error_naming_its_line(import_sources, name):
    manifest = f'[[source]]\nfile = "{name}"\nkind = "scraped-page"\n'
    with pytest.raises(GlossaryError) as raised:
        import_sources({"a.txt": OLDER, "manifest.toml": manifest})
    message = f"'{name}' is not a file of this folder: the manifest names only its own files"
    assert problems(raised.value) == [("manifest.toml", 2, message)]
