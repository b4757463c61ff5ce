"""``export --output`` and ``verify --junit`` that cannot write, and ``verify`` of a page that is
not there: one line in the user's language naming the path, exit 1, and no earlier file lost."""

import errno
import os
import re
import shutil
import stat
from pathlib import Path

import pytest

import checker.files
from checker.cli import main
from checker.scenarios.verify import DOCS_DIR

PAGE = DOCS_DIR / "en" / "scenarios" / "main-scheme.md"
WARNING_COUNT = re.compile(r"^\d+ (warnings? about the sources|avisos? sobre las fuentes) \(--verbose")
"""The line counting the importer's warnings about the bundled sources, before any error."""


def problems(err: str) -> list[str]:
    assert "Traceback" not in err
    return [line for line in err.splitlines() if not WARNING_COUNT.match(line)]


def device(folder: Path, name: str) -> Path:
    """``/dev/full`` (always full) or ``/dev/null``: a node of its own where the tests may make one,
    so that a command that wrongly replaces it harms nothing outside ``folder``."""
    node = folder / name
    try:
        os.mknod(node, stat.S_IFCHR | 0o666, os.makedev(1, {"null": 3, "full": 7}[name]))
    except PermissionError:
        return Path("/dev") / name
    return node


def unwritable_paths(tmp_path: Path) -> dict[str, tuple[Path, dict[str, str]]]:
    """Paths no one can write, root included, and why, by language."""
    devices = tmp_path / "devices"
    devices.mkdir()
    a_file = tmp_path / "a-file.txt"
    a_file.write_text("not a folder\n", encoding="utf-8")
    below_a_file = {
        "en": "a part of the path is a file, not a folder",
        "es": "una parte de la ruta es un archivo, no una carpeta",
    }
    return {
        "below a file": (a_file / "out.json", below_a_file),
        "deeper below a file": (a_file / "sub" / "out.json", below_a_file),
        "a folder": (devices, {"en": "it is a folder", "es": "es una carpeta"}),
        "a full device": (
            device(devices, "full"), {"en": "no space left on the device", "es": "no queda espacio en el dispositivo"}
        ),
    }


CASES = ["below a file", "deeper below a file", "a folder", "a full device"]
EXPECTED = {"en": "error: cannot write {path}: {reason}", "es": "error: no se puede escribir {path}: {reason}"}


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("case", CASES)
def test_export_to_an_unwritable_path_is_one_clear_line(tmp_path, capsys, case, lang):
    paths = unwritable_paths(tmp_path)
    path, reason = paths[case]
    assert main(["--lang", lang, "export", "--output", str(path)]) == 1
    assert problems(capsys.readouterr().err) == [EXPECTED[lang].format(path=path, reason=reason[lang])]
    assert paths["a full device"][0].is_char_device()


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("case", CASES)
def test_verify_junit_to_an_unwritable_path_is_one_clear_line_after_the_report(tmp_path, capsys, case, lang):
    paths = unwritable_paths(tmp_path)
    path, reason = paths[case]
    assert main(["--lang", lang, "verify", str(PAGE), "--junit", str(path)]) == 1
    captured = capsys.readouterr()
    assert problems(captured.err) == [EXPECTED[lang].format(path=path, reason=reason[lang])]
    assert "main-scheme.6" in captured.out
    assert paths["a full device"][0].is_char_device()


def disk_full(*args):
    raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))


@pytest.mark.parametrize("command", [["export", "--output"], ["verify", str(PAGE), "--junit"]])
def test_a_disk_that_fills_up_midway_leaves_the_earlier_file_byte_for_byte(tmp_path, capsys, monkeypatch, command):
    target = tmp_path / "earlier.out"
    target.write_bytes(b"earlier \xc3\xa9xport\n")
    monkeypatch.setattr(checker.files.os, "fsync", disk_full)
    assert main(["--lang", "en", *command, str(target)]) == 1
    assert problems(capsys.readouterr().err) == [f"error: cannot write {target}: no space left on the device"]
    assert target.read_bytes() == b"earlier \xc3\xa9xport\n"
    assert [path.name for path in tmp_path.iterdir()] == ["earlier.out"]


def test_a_rewritten_output_keeps_its_permissions_and_its_link(tmp_path, capsys):
    target = tmp_path / "real.json"
    target.write_text("{}", encoding="utf-8")
    target.chmod(0o640)
    link = tmp_path / "link.json"
    link.symlink_to(target)
    assert main(["--lang", "en", "export", "--output", str(link)]) == 0
    assert link.is_symlink() and '"entries"' in target.read_text(encoding="utf-8")
    assert target.stat().st_mode & 0o777 == 0o640
    assert sorted(path.name for path in tmp_path.iterdir()) == ["link.json", "real.json"]


def test_a_link_to_a_device_is_written_through_not_replaced(tmp_path, capsys):
    (tmp_path / "devices").mkdir()
    null = device(tmp_path / "devices", "null")
    link = tmp_path / "report.xml"
    link.symlink_to(null)
    assert main(["--lang", "en", "verify", str(PAGE), "--junit", str(link)]) == 0
    assert problems(capsys.readouterr().err) == []
    assert link.is_symlink() and null.is_char_device()


@pytest.mark.parametrize(
    ("lang", "expected"), [("en", "error: {path}: not found"), ("es", "error: {path}: no se encuentra")]
)
def test_verify_of_a_missing_page_says_not_found(tmp_path, capsys, lang, expected):
    missing = tmp_path / "nowhere" / "main-scheme.md"
    assert main(["--lang", lang, "verify", str(PAGE), str(missing)]) == 1
    captured = capsys.readouterr()
    assert problems(captured.err) == [expected.format(path=missing)]
    assert captured.out == ""


@pytest.mark.parametrize(
    ("lang", "expected"),
    [("en", "error: {path}: no scenario page (*.md) in this folder"),
     ("es", "error: {path}: no hay ninguna página de escenarios (*.md) en esta carpeta")],
)
def test_verify_of_a_folder_without_pages_does_not_pass(tmp_path, capsys, lang, expected):
    (tmp_path / "en" / "scenarios").mkdir(parents=True)
    (tmp_path / "en" / "scenarios" / "notes.txt").write_text("no page here\n", encoding="utf-8")
    assert main(["--lang", lang, "verify", str(tmp_path / "en")]) == 1
    captured = capsys.readouterr()
    assert problems(captured.err) == [expected.format(path=tmp_path / "en")]
    assert captured.out == ""


def test_verify_reports_a_page_it_cannot_read_with_the_others(tmp_path, capsys):
    folder = tmp_path / "en" / "scenarios"
    folder.mkdir(parents=True)
    shutil.copy(PAGE, folder / "main-scheme.md")
    (folder / "dangling.md").symlink_to(tmp_path / "gone.md")
    assert main(["--lang", "en", "verify", str(folder)]) == 1
    captured = capsys.readouterr()
    assert "Traceback" not in captured.err
    assert "en/scenarios/dangling.md:0: not found" in captured.out
