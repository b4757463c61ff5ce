"""The project's own translations: one entry a file, named after it; the shape a new one starts
from; and the record that tells an up-to-date translation from an outdated one."""

import shutil

import tomllib

import pytest

from checker.cli import main
from checker.glossary import TRANSLATIONS_DIR, GlossaryError, Lang, load_glossary
from checker.glossary.blocks import split_blocks
from checker.glossary.normalise import normalise_line
from checker.glossary.sources import SourceFile
from checker.glossary.terms import TermTable
from checker.glossary.translations import TranslationName, alias_id, fingerprint, page_text

PATROL_ES = """Patrulla

Mientras un Esbirro con la palabra clave Patrulla esté enfrentado a un jugador, ese jugador no puede usar cartas que controle para intervenir en el Plan principal.

La palabra clave Patrulla equivale a la siguiente capacidad constante: "El jugador enfrentado no puede intervenir en el Plan principal."
"""


def _tree(clauses, lang=None):
    return [
        (clause.id if lang else None, clause.kind.value, clause.depth,
         clause.number if clause.kind.value == "step" else None,
         clause.text[lang] if lang else clause.text, _tree(clause.children, lang))
        for clause in clauses
    ]


def _raw_tree(clauses):
    return [(None, clause.kind.value, clause.depth, clause.number if clause.kind.value == "step" else None,
             clause.text, _raw_tree(clause.children)) for clause in clauses]


def test_every_entry_written_as_a_translation_reads_back_as_the_same_clauses():
    """A translator starts from :func:`page_text`; if its shape read back differently, the
    translation written over it would pair its clauses with the wrong English ones."""
    glossary = load_glossary()
    terms = TermTable.load()
    for entry in (*glossary.front_matter, *glossary.entries):
        text = page_text(entry, Lang.EN)
        source = SourceFile(f"{entry.id}.es.txt", tuple(normalise_line(line) for line in text.split("\n")),
                            unofficial=True)
        blocks = split_blocks(source, terms, [])
        assert [block.title for block in blocks] == [entry.title[Lang.EN]], entry.id
        expected = [(None, kind, depth, number, text[Lang.EN], children)
                    for _, kind, depth, number, text, children in _tree(entry.clauses)]
        assert _raw_tree(blocks[0].clauses) == _strip_ids(expected), entry.id


def _strip_ids(tree):
    return [(None, kind, depth, number, text[Lang.EN] if isinstance(text, dict) else text, _strip_ids(children))
            for _, kind, depth, number, text, children in tree]


def test_a_translation_gives_its_entry_spanish_clause_by_clause_marked_unofficial(tmp_path):
    (tmp_path / "patrol.es.txt").write_text(PATROL_ES, encoding="utf-8")
    entry = load_glossary(translations_dir=tmp_path).entry("patrol")
    assert entry.title == {Lang.ES: "Patrulla", Lang.EN: "Patrol"}
    assert entry.unofficial == {Lang.ES}
    assert [(clause.id, clause.unofficial) for clause in entry.walk()] == [
        ("patrol.1", {Lang.ES}), ("patrol.2", {Lang.ES})]
    assert entry.clause("patrol.2").text[Lang.ES].startswith("La palabra clave Patrulla equivale")
    assert entry.clause("patrol.2").source[Lang.ES].line == 5


def test_a_heading_in_a_translation_heads_a_section_not_a_new_entry(tmp_path):
    """The English entry Ability has sections; a short Spanish line shaped like a title, with
    text under it, stays inside the one entry the file translates."""
    text = "Patrulla\n\nMientras un Esbirro esté enfrentado, no puedes frustrar.\n\nEquivalencia\n\nEs una capacidad constante.\n"
    (tmp_path / "patrol.es.txt").write_text(text, encoding="utf-8")
    glossary = load_glossary(translations_dir=tmp_path)
    assert "equivalencia" not in [entry.id for entry in glossary.entries]
    assert glossary.entry("patrol").unofficial == {Lang.ES}


def test_a_translation_file_must_name_its_entry_and_language(tmp_path):
    (tmp_path / "Patrulla.txt").write_text(PATROL_ES, encoding="utf-8")
    with pytest.raises(GlossaryError) as error:
        load_glossary(translations_dir=tmp_path)
    assert [(problem.source.file, problem.source.line) for problem in error.value.problems] == [("Patrulla.txt", 0)]
    assert "main-scheme.es.txt" in error.value.problems[0].render("en")


def test_translation_names_are_entry_and_language():
    assert TranslationName.parse("uses-x-type.es.txt") == TranslationName("uses-x-type", Lang.ES)
    for name in ("uses-x-type.fr.txt", "uses x.es.txt", "uses-x-type.es.md", "es.txt"):
        with pytest.raises(GlossaryError):
            TranslationName.parse(name)


def test_a_translation_is_outdated_until_recorded_and_again_when_its_original_changes(tmp_path, capsys):
    (tmp_path / "patrol.es.txt").write_text(PATROL_ES, encoding="utf-8")
    never_recorded = load_glossary(translations_dir=tmp_path)
    assert never_recorded.entry("patrol").outdated == {Lang.ES}
    assert [clause.outdated for clause in never_recorded.entry("patrol").walk()] == [{Lang.ES}, {Lang.ES}]

    assert main(["--lang", "en", "translations", "--translations", str(tmp_path), "--stale"]) == 3
    listed = capsys.readouterr().out.splitlines()
    assert listed == ["patrol.es.txt:1: patrol", "patrol.es.txt:3: patrol.1", "patrol.es.txt:5: patrol.2"]

    assert main(["--lang", "en", "translations", "--translations", str(tmp_path), "--record", "patrol"]) == 0
    assert "3 translated clauses recorded as up to date." in capsys.readouterr().err
    recorded = load_glossary(translations_dir=tmp_path)
    assert recorded.entry("patrol").outdated == set()
    assert [clause.outdated for clause in recorded.entry("patrol").walk()] == [set(), set()]
    assert main(["--lang", "en", "translations", "--translations", str(tmp_path), "--stale"]) == 0
    assert capsys.readouterr().out == ""

    made_from = tmp_path / "made-from.es.toml"
    english = recorded.entry("patrol").clause("patrol.2").text[Lang.EN]
    record = made_from.read_text(encoding="utf-8")
    # The English of patrol.2 as it was before a newer edition reworded it.
    made_from.write_text(record.replace(fingerprint(english), fingerprint(english.replace("engaged", "current"))),
                         encoding="utf-8")
    changed = load_glossary(translations_dir=tmp_path)
    assert [clause.id for clause in changed.entry("patrol").walk() if clause.outdated] == ["patrol.2"]
    assert any("patrol.2" in warning.render("en") for warning in changed.warnings)
    assert main(["--lang", "en", "translations", "--translations", str(tmp_path), "--stale"]) == 3
    assert capsys.readouterr().out.splitlines() == ["patrol.es.txt:5: patrol.2"]


def test_recording_keeps_what_a_person_wrote_in_the_record_and_writes_valid_toml(tmp_path, capsys):
    (tmp_path / "patrol.es.txt").write_text(PATROL_ES, encoding="utf-8")
    hand_written = (
        "# kept by hand\n"
        '["a \\"quoted\\" entry"]  # a note\n'
        "'single quoted' = 'x'\n"
        '"with space" = "y"\n'
    )
    made_from = tmp_path / "made-from.es.toml"
    made_from.write_text(hand_written, encoding="utf-8")
    assert main(["--lang", "en", "translations", "--translations", str(tmp_path), "--record", "patrol"]) == 0
    capsys.readouterr()
    text = made_from.read_text(encoding="utf-8")
    assert text.startswith(hand_written)
    data = tomllib.loads(text)
    assert data['a "quoted" entry'] == {"single quoted": "x", "with space": "y"}
    assert sorted(data["patrol"]) == ["patrol", "patrol.1", "patrol.2"]
    assert main(["--lang", "en", "translations", "--translations", str(tmp_path), "--record", "patrol"]) == 0
    assert made_from.read_text(encoding="utf-8") == text


def test_missing_lists_every_clause_with_no_spanish_and_fails(tmp_path, capsys):
    (tmp_path / "patrol.es.txt").write_text(PATROL_ES, encoding="utf-8")
    assert main(["--lang", "en", "translations", "--translations", str(tmp_path), "--missing"]) == 3
    output = capsys.readouterr().out.splitlines()
    listed = [line for line in output if not line.startswith("alias ")]
    glossary = load_glossary(translations_dir=tmp_path)
    assert len(output) - len(listed) == len({alias.title for alias in glossary.aliases})
    entries = (*glossary.front_matter, *glossary.entries)
    expected = (sum(Lang.ES not in entry.title for entry in entries)
                + sum(Lang.ES not in clause.text for entry in entries for clause in entry.walk()))
    assert len(listed) == expected
    assert not [line for line in listed if line.startswith("patrol")]
    assert "ability.1: An ability is game text on a card" in "\n".join(listed)


def test_a_broken_record_names_its_file_and_line(tmp_path):
    (tmp_path / "patrol.es.txt").write_text(PATROL_ES, encoding="utf-8")
    (tmp_path / "made-from.es.toml").write_text('[patrol]\n"patrol.1" = "abc\n', encoding="utf-8")
    with pytest.raises(GlossaryError) as error:
        load_glossary(translations_dir=tmp_path)
    assert [(problem.source.file, problem.source.line) for problem in error.value.problems] == [("made-from.es.toml", 2)]


def test_template_prints_the_entry_to_translate_and_refuses_an_unknown_id(capsys):
    assert main(["--lang", "en", "translations", "--template", "patrol", "--into", "en"]) == 0
    assert capsys.readouterr().out.startswith("Patrol\n\nWhile a minion with the patrol keyword")
    assert main(["--lang", "en", "translations", "--template", "patrols"]) == 1
    assert "no entry has the id 'patrols'" in capsys.readouterr().err


def test_a_translation_fills_only_the_clauses_the_official_spanish_lacks(tmp_path, capsys):
    """The compilation added player-elimination.3.2.1, which the official Spanish page does not
    have; the official Spanish wins wherever it has a clause."""
    assert main(["translations", "--template", "player-elimination"]) == 0
    template = capsys.readouterr().out
    assert "  • Si todos los jugadores son eliminados" in template
    english = "If a player is eliminated in the middle of an attack, that attack ends."
    translated = template.replace(english, "Si un jugador es eliminado en mitad de un ataque, ese ataque termina.")
    translated = translated.replace("Si todos los jugadores son eliminados", "Cuando todos caen")
    (tmp_path / "player-elimination.es.txt").write_text(translated, encoding="utf-8")
    # The project's English of the flat Spanish page is what lines that page up with the compilation.
    shutil.copy(TRANSLATIONS_DIR / "player-elimination.en.txt", tmp_path)
    entry = load_glossary(translations_dir=tmp_path).entry("player-elimination")
    filled = entry.clause("player-elimination.3.2.1")
    assert filled.text[Lang.ES] == "Si un jugador es eliminado en mitad de un ataque, ese ataque termina."
    assert filled.unofficial == {Lang.ES}
    official = entry.clause("player-elimination.3.1")
    assert official.text[Lang.ES].startswith("Si todos los jugadores son eliminados")
    assert official.unofficial == set() and entry.unofficial == set()


def test_an_alias_title_translated_leads_where_its_original_leads(tmp_path):
    (tmp_path / "aliases.es.toml").write_text('# Spanish alias titles\n"Crisis Icon" = "Icono de Crisis"\n',
                                               encoding="utf-8")
    glossary = load_glossary(translations_dir=tmp_path)
    [crisis] = [alias for alias in glossary.aliases if alias.title == "Icono de Crisis"]
    [original] = [alias for alias in glossary.aliases if alias.title == "Crisis Icon"]
    assert (crisis.lang, crisis.translates) == (Lang.ES, "Crisis Icon")
    assert [target.target for target in crisis.targets] == [target.target for target in original.targets] == ["side-scheme"]
    assert (crisis.source.file, crisis.source.line) == ("aliases.es.toml", 2)
    spanish, english = glossary.aliases_in(Lang.ES), glossary.aliases_in(Lang.EN)
    assert crisis in spanish and original not in spanish
    assert original in english and crisis not in english
    assert len(english) == len([alias for alias in glossary.aliases if alias.lang is Lang.EN])


def test_an_alias_translation_of_no_alias_is_not_used_and_names_its_line(tmp_path):
    (tmp_path / "aliases.es.toml").write_text('"Crisis Icon" = "Icono de Crisis"\n"Crisis Icons" = "Iconos"\n',
                                               encoding="utf-8")
    glossary = load_glossary(translations_dir=tmp_path)
    [warning] = [warning for warning in glossary.warnings if warning.source.file == "aliases.es.toml"]
    assert warning.source.line == 2 and "Crisis Icons" in warning.render("en")
    assert [alias.title for alias in glossary.aliases if alias.lang is Lang.ES] == ["Icono de Crisis"]


def test_every_entry_and_alias_of_the_reference_has_spanish_clause_for_clause(capsys):
    glossary = load_glossary()
    for entry in (*glossary.front_matter, *glossary.entries):
        assert set(entry.title) == {Lang.ES, Lang.EN}, entry.id
        for clause in entry.walk():
            assert set(clause.text) == {Lang.ES, Lang.EN}, clause.id
    assert [alias.title for alias in glossary.aliases if alias.lang is Lang.EN
            and alias.title not in {spanish.translates for spanish in glossary.aliases_in(Lang.ES)}] == []
    translation_warnings = [warning.render("en") for warning in glossary.warnings
                            if warning.source.file.endswith((".es.txt", ".es.toml"))]
    assert translation_warnings == []
    assert main(["--lang", "en", "translations", "--missing"]) == 0
    assert main(["--lang", "en", "translations", "--stale"]) == 0
    assert capsys.readouterr().out == ""


def test_missing_names_each_clause_and_alias_by_its_id_once(tmp_path, capsys):
    """Each alias is listed once though two editions give it, by an id, not by its title alone."""
    assert main(["--lang", "en", "translations", "--translations", str(tmp_path), "--missing"]) == 3
    lines = capsys.readouterr().out.splitlines()
    glossary = load_glossary(translations_dir=tmp_path)
    clause_ids = {clause.id for entry in (*glossary.front_matter, *glossary.entries)
                  for clause in (entry, *entry.walk())}
    alias_ids = {alias_id(alias): alias.title for alias in glossary.aliases}
    aliases = [line.removeprefix("alias ").split(": ", 1) for line in lines if line.startswith("alias ")]
    assert aliases and all(alias_ids[found] == title for found, title in aliases)
    assert len(aliases) == len({title for _, title in aliases})
    assert {line.split(": ", 1)[0] for line in lines if not line.startswith("alias ")} <= clause_ids


def test_missing_into_english_lists_no_alias_the_project_translated_into_spanish(capsys):
    """The Spanish aliases are the project's translations of English ones: none lacks an English title."""
    assert main(["--lang", "en", "translations", "--missing", "--into", "en"]) == 0
    glossary = load_glossary()
    spanish = {alias.title for alias in glossary.aliases if alias.lang is Lang.ES}
    assert [line for line in capsys.readouterr().out.splitlines() if any(title in line for title in spanish)] == []


def test_check_names_each_faulty_translated_clause_at_its_line_and_fails(tmp_path, capsys):
    """A Spanish Patrol that leaves an English word and drops the Esbirro term."""
    faulty = PATROL_ES.replace("Mientras un Esbirro", "While un enemigo")
    (tmp_path / "patrol.es.txt").write_text(faulty, encoding="utf-8")
    assert main(["--lang", "es", "translations", "--translations", str(tmp_path), "--check"]) == 3
    output = capsys.readouterr()
    assert output.out.splitlines() == [
        "patrol.es.txt:3: patrol.1: «minion» no se escribe «Esbirro»",
        "patrol.es.txt:3: patrol.1: «While» es una palabra inglesa",
    ]
    assert "2 problemas en las traducciones." in output.err
    (tmp_path / "patrol.es.txt").write_text(PATROL_ES, encoding="utf-8")
    assert main(["--lang", "en", "translations", "--translations", str(tmp_path), "--check"]) == 0
    assert capsys.readouterr().out == ""


def test_renderings_counts_each_spanish_rendering_of_a_printed_term_on_the_cards(capsys):
    """Stalwart's cards print «Firmeza»; take damage, «sufrir Daño» far more than «recibir Daño»."""
    assert main(["--lang", "en", "translations", "--renderings"]) == 0
    lines = {line.partition(":")[0]: line for line in capsys.readouterr().out.splitlines()}
    assert lines["stalwart"].startswith("stalwart: Stalwart 57: Firmeza 57")
    counts = dict(part.rsplit(" ", 2)[:2] for part in lines["take-damage"].split(": ", 2)[2].split(", "))
    assert int(counts["Sufrir Daño"]) > 100 * int(counts["Recibir Daño"]) > 0


@pytest.mark.parametrize("name", ["made-from.es.toml", "aliases.es.toml"])
def test_a_translations_file_that_is_not_utf8_is_an_error_at_its_line(tmp_path, name):
    (tmp_path / name).write_bytes(b"# kept\n# caf\xe9\n")
    with pytest.raises(GlossaryError) as raised:
        load_glossary(translations_dir=tmp_path)
    (problem,) = raised.value.problems
    assert (problem.source.file, problem.source.line, problem.render("en")) == (name, 2, "not UTF-8 text")
