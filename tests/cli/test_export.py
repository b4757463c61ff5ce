"""``mcrules export``: JSON on stdout, clean errors with exit codes, messages in the user's language."""

import json

from checker.cli import main


def test_export_prints_the_glossary_contract(capsys):
    assert main(["--lang", "en", "export"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["unaccounted"] == []
    main_scheme = next(entry for entry in data["entries"] if entry["id"] == "main-scheme")
    assert main_scheme["title"] == {"es": "Plan principal (cartas y mazo)", "en": "Main Scheme, Main Scheme Deck"}
    step = next(clause for clause in main_scheme["clauses"] if clause["id"] == "main-scheme.4.2")
    assert (step["kind"], step["depth"], step["number"], step["parent"]) == ("step", 1, 2, "main-scheme.4")
    assert step["source"]["es"] == {"file": "002_6d90a9809fccdd6f.txt", "line": 17}
    assert len(main_scheme["see_also"]) == 9


def test_export_to_a_file_says_so_in_spanish(tmp_path, capsys):
    target = tmp_path / "out" / "glossary.json"
    assert main(["--lang", "es", "export", "--output", str(target)]) == 0
    assert "Glosario exportado: 4 entradas." in capsys.readouterr().err
    assert len(json.loads(target.read_text(encoding="utf-8"))["entries"]) == 4
    assert [path.name for path in target.parent.iterdir()] == ["glossary.json"]


def test_unbuildable_glossary_exits_non_zero_naming_file_and_line(tmp_path, capsys):
    (tmp_path / "bad.txt").write_bytes(b"Title\n\n\x00")
    assert main(["--lang", "en", "export", "--sources", str(tmp_path)]) == 1
    err = capsys.readouterr().err
    assert "error: bad.txt:3: binary data (NUL byte): not a text file" in err
    assert "The glossary could not be built." in err


def test_failed_export_leaves_an_earlier_output_untouched(tmp_path):
    target = tmp_path / "glossary.json"
    target.write_text("earlier export", encoding="utf-8")
    (tmp_path / "src").mkdir()
    (tmp_path / "src" / "bad.txt").write_bytes(b"\x00")
    assert main(["export", "--sources", str(tmp_path / "src"), "--output", str(target)]) == 1
    assert target.read_text(encoding="utf-8") == "earlier export"


def test_language_follows_the_environment(monkeypatch, tmp_path, capsys):
    monkeypatch.setenv("LANG", "es_ES.UTF-8")
    for variable in ("LC_ALL", "LC_MESSAGES", "LANGUAGE"):
        monkeypatch.delenv(variable, raising=False)
    assert main(["export", "--sources", str(tmp_path / "missing")]) == 1
    assert "no se encuentra la carpeta de fuentes" in capsys.readouterr().err


def test_lines_left_unimported_make_export_exit_incomplete(tmp_path, capsys, monkeypatch):
    import checker.cli.export as export_command
    from checker.glossary import SourceRef, load_glossary

    def losing_import(sources):
        glossary = load_glossary(sources)
        glossary.unaccounted = [(SourceRef("x.txt", 4), "a lost line")]
        return glossary

    monkeypatch.setattr(export_command, "load_glossary", losing_import)
    assert main(["--lang", "en", "export"]) == 3
    assert "error: x.txt:4: line not imported: a lost line" in capsys.readouterr().err


def write_renumbered_steps(folder):
    folder.mkdir()
    (folder / "deck.txt").write_text(
        "Encounter Deck\n\nThe encounter deck is a deck:\n1. First step.\n1. Second step.\n", encoding="utf-8"
    )


def test_warnings_are_counted_on_one_line_unless_verbose(tmp_path, capsys):
    write_renumbered_steps(tmp_path / "src")
    assert main(["--lang", "en", "export", "--sources", str(tmp_path / "src")]) == 0
    err = capsys.readouterr().err.splitlines()
    assert "warning:" not in "\n".join(err)
    assert [line for line in err if "about the sources" in line] == [line for line in err if line.strip()]
    assert len(err) == 1 and err[0].endswith("warnings about the sources (--verbose lists them).")


def test_verbose_lists_each_warning_with_file_and_line(tmp_path, capsys):
    write_renumbered_steps(tmp_path / "src")
    assert main(["--lang", "es", "export", "--sources", str(tmp_path / "src"), "--verbose"]) == 0
    err = capsys.readouterr().err
    assert "aviso: deck.txt:5: el paso numerado 1 en la fuente es el paso 2" in err
    assert "avisos sobre las fuentes" not in err


def test_a_failed_import_counts_its_warnings_too(tmp_path, capsys):
    write_renumbered_steps(tmp_path / "src")
    (tmp_path / "src" / "bad.txt").write_bytes(b"Title\n\n\x00")
    assert main(["--lang", "es", "export", "--sources", str(tmp_path / "src")]) == 1
    err = capsys.readouterr().err
    assert "aviso:" not in err and "sobre las fuentes (--verbose lo" in err
    assert "error: bad.txt:3:" in err
