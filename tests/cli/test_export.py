"""``mcrules export``: JSON on stdout, clean errors with exit codes, messages in the user's language."""

import errno
import json
import os
import subprocess
import sys

import pytest

from checker.cli import main
from checker.cli.ending import done


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
    # The compilation's 247 sections, less 4 of front matter, 33 redirects and the 3 repeats of
    # PLAY AREA and TEAMWORK (TRAIT), the Spanish site pages' four entries being among them; and
    # the 13 entries only MarvelCDB gives (tests/glossary/test_whole_rules_reference.py).
    assert "Glosario exportado: 220 entradas." in capsys.readouterr().err
    assert len(json.loads(target.read_text(encoding="utf-8"))["entries"]) == 220
    assert [path.name for path in target.parent.iterdir()] == ["glossary.json"]


@pytest.mark.parametrize("inside", ["manifest.toml", "new.json", "."])
def test_an_export_is_never_written_over_the_sources_it_reads(tmp_path, capsys, inside):
    sources = tmp_path / "sources"
    sources.mkdir()
    (sources / "a.txt").write_text("Threat\n\nThreat is placed on schemes.\n", encoding="utf-8")
    (sources / "manifest.toml").write_text("", encoding="utf-8")
    before = {path.name: path.read_bytes() for path in sources.iterdir()}
    output = sources / inside
    assert main(["--lang", "en", "export", "--sources", str(sources), "--output", str(output)]) == 1
    assert f"will not write the export to {output}: the glossary is read from {sources.resolve()}" in capsys.readouterr().err
    assert {path.name: path.read_bytes() for path in sources.iterdir()} == before


def test_an_export_is_never_written_over_the_term_table(capsys):
    from checker.glossary.terms import TERMS_FILE
    from checker.i18n import locale_data

    terms = locale_data(TERMS_FILE)
    before = terms.read_bytes()
    assert main(["--lang", "es", "export", "--output", str(terms)]) == 1
    assert "no se escribe la exportación" in capsys.readouterr().err
    assert terms.read_bytes() == before


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


def test_an_export_that_fails_half_written_leaves_an_earlier_output_untouched(tmp_path, monkeypatch, capsys):
    """The file is written an entry at a time: a failure after some of them (a full disk) must
    leave neither a part of the new file nor a temporary one."""
    from checker.glossary import export

    target = tmp_path / "glossary.json"
    target.write_text("earlier export", encoding="utf-8")
    made = []

    def entry_then_a_full_disk(entry):
        if len(made) == 3:
            raise OSError(errno.ENOSPC, "No space left on device")
        made.append(entry.id)
        return real_entry(entry)

    real_entry = export._entry
    monkeypatch.setattr(export, "_entry", entry_then_a_full_disk)
    assert main(["--lang", "en", "export", "--output", str(target)]) == 1
    assert len(made) == 3
    assert "no space left on the device" in capsys.readouterr().err
    assert target.read_text(encoding="utf-8") == "earlier export"
    assert [path.name for path in tmp_path.iterdir()] == ["glossary.json"]


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


EXPORT_IN_ITS_OWN_PROCESS = """
import atexit, sys
from checker.entry_point import main
atexit.register(print, "the interpreter's exit ran", file=sys.stderr)
sys.argv = ["mcrules", *sys.argv[1:]]
sys.exit(main())
"""


@pytest.mark.parametrize("output", ["stdout", "file"])
def test_the_mcrules_process_ends_with_its_export_its_output_whole(tmp_path, output):
    """The process ends where the export is done, without the interpreter's exit (which would
    free the model object by object), yet with all it wrote and its exit status."""
    target = tmp_path / "glossary.json"
    argv = ["--lang", "en", "export", *(["--output", str(target)] if output == "file" else [])]
    result = subprocess.run([sys.executable, "-c", EXPORT_IN_ITS_OWN_PROCESS, *argv], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    written = target.read_text(encoding="utf-8") if output == "file" else result.stdout
    assert len(json.loads(written)["entries"]) == 220
    assert "the interpreter's exit ran" not in result.stderr
    # The bundled sources' warnings are all recorded as known: nothing else is said.
    assert result.stderr == ("Glossary exported: 220 entries.\n" if output == "file" else "")


def test_a_process_that_ends_with_its_command_ends_with_the_command_s_status_its_output_flushed():
    code = """
import sys
from checker.cli.ending import done, process_ends_with_command
process_ends_with_command()
sys.stdout.write("written before the end")
done(3)
print("after the end")
"""
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            env={**os.environ, "PYTHONUNBUFFERED": ""})
    assert (result.returncode, result.stdout) == (3, "written before the end")


def test_called_in_process_a_command_s_end_is_a_return():
    assert done(3) == 3


def test_a_command_that_builds_no_glossary_ends_through_the_interpreter_s_exit(tmp_path):
    result = subprocess.run([sys.executable, "-c", EXPORT_IN_ITS_OWN_PROCESS, "--lang", "en", "search", "threat",
                             "--site", str(tmp_path)], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    assert "the interpreter's exit ran" in result.stderr
