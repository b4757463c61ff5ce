"""What may stand in the sources folder under a ``*.txt`` name: only regular files are read.

Anything else (a folder, a named pipe, a device, a socket, a symbolic link to nothing or to
itself) is skipped with a warning naming it. A regular file that cannot be read whole (too
large, permission denied) is an error naming it: importing without it would lose its rules.
"""

import errno
import os
import re
import socket
import threading
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from checker.cli import main
from checker.glossary import GlossaryError, Lang, load_glossary
from checker.glossary import sources as sources_module
from checker.glossary.readers.rules_reference_json import SectionPage

GOOD = "Villain\n\nThe villain is the enemy of the heroes.\n"


def warnings_of(glossary):
    return [(warning.source.file, warning.render("en")) for warning in glossary.warnings]


def errors_of(error: GlossaryError):
    return [(problem.source.file, problem.render("en")) for problem in error.problems]


def import_with(write_sources, make_odd_entry) -> tuple:
    folder = write_sources({"a.txt": GOOD})
    make_odd_entry(folder)
    glossary = load_glossary(folder, translations_dir=None)
    return [entry.id for entry in glossary.entries], warnings_of(glossary)


def test_a_folder_named_like_a_source_is_skipped_with_a_warning(write_sources):
    ids, warnings = import_with(write_sources, lambda folder: (folder / "x.txt").mkdir())
    assert ids == ["villain"]
    assert warnings == [("x.txt", "a folder, not a file: skipped")]


def test_a_dangling_symbolic_link_is_skipped_with_a_warning(write_sources):
    ids, warnings = import_with(write_sources, lambda folder: (folder / "gone.txt").symlink_to(folder / "nowhere.txt"))
    assert ids == ["villain"]
    assert warnings == [("gone.txt", "a symbolic link that leads to nothing: skipped")]


def test_a_symbolic_link_to_itself_is_skipped_with_a_warning(write_sources):
    ids, warnings = import_with(write_sources, lambda folder: (folder / "loop.txt").symlink_to("loop.txt"))
    assert ids == ["villain"]
    assert warnings == [("loop.txt", "a symbolic link that goes round in a loop: skipped")]


def test_a_symbolic_link_to_a_device_is_skipped_without_reading_it(write_sources):
    ids, warnings = import_with(write_sources, lambda folder: (folder / "zero.txt").symlink_to("/dev/zero"))
    assert ids == ["villain"]
    assert warnings == [("zero.txt", "a device, not a file: skipped")]


def test_a_socket_is_skipped_with_a_warning(write_sources):
    listener = socket.socket(socket.AF_UNIX)
    try:
        ids, warnings = import_with(write_sources, lambda folder: listener.bind(str(folder / "s.txt")))
    finally:
        listener.close()
    assert ids == ["villain"]
    assert warnings == [("s.txt", "a socket, not a file: skipped")]


def test_a_named_pipe_is_skipped_without_being_opened(write_sources):
    """A writer stands ready on the pipe, so an import that opened it would read a second entry."""
    folder = write_sources({"a.txt": GOOD})
    pipe = folder / "pipe.txt"
    os.mkfifo(pipe)

    def write_an_entry():
        with open(pipe, "w", encoding="utf-8") as stream:
            stream.write("Minion\n\nA minion is an encounter card.\n")

    writer = threading.Thread(target=write_an_entry, daemon=True)
    writer.start()
    try:
        glossary = load_glossary(folder, translations_dir=None)
    finally:
        # A reader of our own lets the writer finish, whether or not the import read the pipe.
        reader = os.open(pipe, os.O_RDONLY | os.O_NONBLOCK)
        writer.join()
        os.close(reader)
    assert [entry.id for entry in glossary.entries] == ["villain"]
    assert warnings_of(glossary) == [("pipe.txt", "a named pipe (FIFO), not a file: skipped")]


def test_a_symbolic_link_to_a_regular_file_is_read(write_sources, tmp_path):
    elsewhere = tmp_path / "minion.text"
    elsewhere.write_text("Minion\n\nA minion is an encounter card.\n", encoding="utf-8")
    ids, warnings = import_with(write_sources, lambda folder: (folder / "linked.txt").symlink_to(elsewhere))
    assert ids == ["minion", "villain"]
    assert warnings == []


def test_a_file_over_the_size_limit_is_an_error(write_sources):
    folder = write_sources({"a.txt": GOOD})
    with open(folder / "huge.txt", "wb") as stream:
        stream.truncate(sources_module.SIZE_LIMIT + 1)
    with pytest.raises(GlossaryError) as raised:
        load_glossary(folder, translations_dir=None)
    assert errors_of(raised.value) == [("huge.txt", "larger than the 16 MiB a source file may hold: not read")]


def test_a_file_that_grows_past_its_stated_size_is_read_no_further_than_the_limit(write_sources, monkeypatch):
    """Files under ``/proc`` say they are empty and are not; a small limit stands in for 16 MiB."""
    maps = Path("/proc/self/maps")
    if not maps.is_file() or maps.stat().st_size != 0:
        pytest.skip("needs a Linux /proc file that states size 0 and holds more")
    monkeypatch.setattr(sources_module, "SIZE_LIMIT", 64)
    folder = write_sources({"a.txt": GOOD})
    (folder / "maps.txt").symlink_to(maps)
    with pytest.raises(GlossaryError) as raised:
        load_glossary(folder, translations_dir=None)
    assert [file for file, _ in errors_of(raised.value)] == ["maps.txt"]


def test_an_unreadable_file_is_an_error_naming_it(write_sources, monkeypatch):
    """Tests run as root, who may read any file: the refusal is simulated at the open."""
    folder = write_sources({"a.txt": GOOD, "locked.txt": GOOD})
    real_open = os.open

    def refusing_open(path, *args, **kwargs):
        if Path(path).name == "locked.txt":
            raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), str(path))
        return real_open(path, *args, **kwargs)

    monkeypatch.setattr(sources_module.os, "open", refusing_open)
    with pytest.raises(GlossaryError) as raised:
        load_glossary(folder, translations_dir=None)
    assert errors_of(raised.value) == [("locked.txt", "permission denied: the file cannot be read")]
    assert raised.value.problems[0].render("es") == "permiso denegado: no se puede leer el archivo"


def test_a_file_that_fails_to_open_for_another_reason_is_an_error_giving_it(write_sources, monkeypatch):
    folder = write_sources({"a.txt": GOOD, "failing.txt": GOOD})
    real_open = os.open

    def failing_open(path, *args, **kwargs):
        if Path(path).name == "failing.txt":
            raise OSError(errno.EIO, "Input/output error", str(path))
        return real_open(path, *args, **kwargs)

    monkeypatch.setattr(sources_module.os, "open", failing_open)
    with pytest.raises(GlossaryError) as raised:
        load_glossary(folder, translations_dir=None)
    assert errors_of(raised.value) == [("failing.txt", "the file cannot be read: Input/output error")]


@pytest.mark.parametrize(
    ("make_odd_entry", "expected"),
    [
        (lambda folder: (folder / "gone.txt").symlink_to(folder / "nowhere.txt"),
         "aviso: gone.txt: un enlace simbólico que no lleva a nada: se omite"),
        (lambda folder: (folder / "loop.txt").symlink_to("loop.txt"),
         "aviso: loop.txt: un enlace simbólico que forma un bucle: se omite"),
        (lambda folder: (folder / "x.txt").mkdir(),
         "aviso: x.txt: una carpeta, no un archivo: se omite"),
        (lambda folder: (folder / "zero.txt").symlink_to("/dev/zero"),
         "aviso: zero.txt: un dispositivo, no un archivo: se omite"),
    ],
    ids=["dangling", "loop", "folder", "dev-zero"],
)
def test_export_warns_in_one_line_and_exports_the_rest(write_sources, capsys, make_odd_entry, expected):
    folder = write_sources({"a.txt": GOOD})
    make_odd_entry(folder)
    assert main(["--lang", "es", "export", "--sources", str(folder), "--verbose"]) == 0
    captured = capsys.readouterr()
    assert expected in captured.err.splitlines()
    assert "Traceback" not in captured.err
    assert '"villain"' in captured.out


def test_a_file_name_that_cannot_be_printed_is_named_with_escapes(write_sources):
    """Names reach messages and the model: a terminal escape in one must not act, nor a stray byte break output."""
    folder = write_sources({"x\x1b[31mred\u200b.txt": GOOD})
    (folder / os.fsdecode(b"minion\xff.txt")).write_text("Minion\n\nA minion is an encounter card.\n", encoding="utf-8")
    glossary = load_glossary(folder, translations_dir=None)
    assert {entry.id: entry.title_source[Lang.EN].file for entry in glossary.entries} == {
        "minion": "minion\\xff.txt",
        "villain": "x\\x1b[31mred\\u200b.txt",
    }


def test_a_sources_folder_that_cannot_be_listed_is_an_error_not_an_empty_glossary(write_sources, monkeypatch):
    """Tests run as root, who may list any folder: the refusal is simulated at the listing."""
    folder = write_sources({"a.txt": GOOD})
    real_scandir = os.scandir

    def refusing_scandir(path="."):
        if Path(path) == folder:
            raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), str(path))
        return real_scandir(path)

    monkeypatch.setattr(sources_module.os, "scandir", refusing_scandir)
    with pytest.raises(GlossaryError) as raised:
        load_glossary(folder, translations_dir=None)
    assert errors_of(raised.value) == [(str(folder), "permission denied: the folder cannot be read")]
    assert raised.value.problems[0].render("es") == "permiso denegado: no se puede leer la carpeta"


def test_a_failed_import_still_reports_the_files_it_skipped(write_sources, capsys, monkeypatch):
    folder = write_sources({"a.txt": GOOD})
    (folder / "x.txt").mkdir()
    monkeypatch.setattr(sources_module, "SIZE_LIMIT", 8)
    code = main(["--lang", "en", "export", "--sources", str(folder), "--verbose"])
    lines = capsys.readouterr().err.splitlines()
    assert code == 1
    assert any(line.startswith("warning: x.txt") for line in lines)
    assert any(line.startswith("error: a.txt") for line in lines)


@given(st.lists(st.sampled_from(["\r", "\n", "\r\n", "x", " ", "\x0c", "\u2028", "é"]), max_size=40).map("".join))
def test_lines_end_at_cr_lf_at_lf_and_at_a_lone_cr_only(text):
    """A file's lines are those its three line ends make, "\\r\\n" counting as one: what a
    pattern of the three finds, and never a form feed or U+2028, which ``str.splitlines`` takes."""
    expected = re.split(r"\r\n|\r|\n", text)
    if expected[-1] == "":
        expected.pop()
    assert sources_module._split_lines(text) == expected


@pytest.mark.parametrize("numbered", ["in order", "by the compilation's lines"])
def test_the_table_of_line_sources_names_each_line_as_ref_does(numbered):
    lines = ("Villain", "", "The villain is the enemy of the heroes.")
    source = (sources_module.SourceFile("a.txt", lines) if numbered == "in order"
              else SectionPage("rr.json", lines, file_lines=(7, 8, 12)))
    assert source.line_refs == tuple(source.ref(index) for index in range(len(lines)))
    assert [ref.line for ref in source.line_refs] == ([1, 2, 3] if numbered == "in order" else [7, 8, 12])


def test_a_file_is_parsed_once_for_both_of_its_reader_s_passes():
    source = sources_module.SourceFile("page.html", ("<h2>Boost</h2>",))
    calls = []

    def parse(file):
        calls.append(file)
        return [len(file.lines)]

    first, again = source.parsed(parse), source.parsed(parse)
    assert first is again and calls == [source]
    assert source == sources_module.SourceFile("page.html", ("<h2>Boost</h2>",))
