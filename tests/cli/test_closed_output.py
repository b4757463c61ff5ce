"""A reader that stops reading a command's results (``mcrules export | head``): the command
stops quietly with status 1, whether the pipe closes while it writes or before it writes at all."""

import os
import subprocess
import sys

MCRULES = "import sys; from checker.entry_point import main; sys.exit(main())"


def test_an_export_whose_reader_stops_halfway_ends_quietly_with_status_1():
    process = subprocess.Popen([sys.executable, "-c", MCRULES, "--lang", "en", "export"],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert process.stdout.read(100).startswith(b'{\n  "entries": [')
    # The bundled glossary's JSON is 1.5 MB: far more than a pipe holds, so the export is
    # still writing when its reader goes.
    process.stdout.close()
    err = process.stderr.read().decode()
    assert process.wait(timeout=60) == 1, err
    assert "Traceback" not in err and "Exception ignored" not in err, err
    assert err == "", "no warning about the bundled sources: each is recorded as known"


def test_a_search_whose_reader_has_gone_before_it_writes_ends_quietly_with_status_1(tmp_path):
    """The hits fit in the output's buffer: the closed pipe shows only as they are flushed."""
    reader, writer = os.pipe()
    os.close(reader)
    argv = [sys.executable, "-c", MCRULES, "--lang", "en", "search", "threat", "--site", str(tmp_path)]
    try:
        process = subprocess.Popen(argv, stdout=writer, stderr=subprocess.PIPE)
    finally:
        os.close(writer)
    err = process.communicate(timeout=120)[1].decode()
    assert process.returncode == 1, err
    assert "Traceback" not in err and "Exception ignored" not in err, err


def test_a_search_whose_reader_reads_everything_succeeds(tmp_path):
    result = subprocess.run([sys.executable, "-c", MCRULES, "--lang", "en", "search", "threat", "--site", str(tmp_path)],
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("1. Threat"), result.stdout
