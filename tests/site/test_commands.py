"""The ``build`` and ``serve`` commands over the site library."""

from __future__ import annotations

import argparse
import os
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from checker.cli import build as build_command
from checker.cli import serve as serve_command
from checker.cli.arguments import build as build_arguments
from checker.cli.arguments import serve as serve_arguments
from checker.site.stamp import STAMP_NAME, is_stale, write_stamp
from tests.site.serving import address_get

COMMAND_LINE = "import sys; from checker.entry_point import main; sys.exit(main())"


def parse(arguments, argv):
    parser = argparse.ArgumentParser()
    arguments.add_parser(parser.add_subparsers(dest="command"), "en")
    return parser.parse_args(argv)


def test_build_writes_the_site_and_reports_progress(tmp_path, capsys):
    site = tmp_path / "site"
    args = parse(build_arguments, ["build", "--site", str(site)])
    assert build_command.run(args, "es") == 0
    assert (site / "glossary" / "main-scheme" / "index.html").is_file()
    assert (site / "en" / "glossary" / "main-scheme" / "index.html").is_file()
    assert f"Sitio escrito en {site.resolve()}" in capsys.readouterr().err


def test_serve_defaults_to_the_local_address_and_port_8000(tmp_path):
    args = parse(serve_arguments, ["serve"])
    assert (args.host, args.port) == ("127.0.0.1", 8000)
    assert args.site.name == "site"


def test_a_site_is_stale_without_a_stamp_or_when_an_input_is_newer(tmp_path):
    site, inputs = tmp_path / "site", tmp_path / "inputs"
    site.mkdir()
    inputs.mkdir()
    source = inputs / "entry.txt"
    source.write_text("x", encoding="utf-8")
    assert is_stale(site, [inputs])
    write_stamp(site, entries=1)
    past = time.time() - 60
    os.utime(source, (past, past))
    assert not is_stale(site, [inputs])
    future = time.time() + 60
    os.utime(source, (future, future))
    assert is_stale(site, [inputs])
    assert (site / STAMP_NAME).is_file()


def test_serve_on_a_busy_port_says_so_and_fails(real_site, capsys, monkeypatch):
    import socket

    monkeypatch.setattr(serve_command, "is_stale", lambda site, inputs: False)
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        port = busy.getsockname()[1]
        args = parse(serve_arguments, ["serve", "--port", str(port), "--site", str(real_site)])
        assert serve_command.run(args, "en") == 1
    assert f"error: cannot listen on 127.0.0.1:{port}: Address already in use" in capsys.readouterr().err


def test_serve_uses_one_process_per_cpu_up_to_four_unless_told():
    assert parse(serve_arguments, ["serve"]).workers == min(os.cpu_count() or 1, 4)
    assert parse(serve_arguments, ["serve", "--workers", "7"]).workers == 7


@pytest.mark.parametrize("workers", ["0", "65", "-1", "two", "٢"])
def test_serve_refuses_a_number_of_processes_it_cannot_run(workers, capsys):
    with pytest.raises(SystemExit):
        parse(serve_arguments, ["serve", "--workers", workers])
    assert f'the number of processes must be from 1 to 64, not "{workers}"' in capsys.readouterr().err


SERVING = re.compile(r"http://127\.0\.0\.1:(\d+)/")


def children_of(pid: int, expected: int) -> list[int]:
    """The processes ``pid`` started, once there are ``expected`` of them (or after 30 s)."""
    deadline = time.monotonic() + 30
    while True:
        children = [int(child) for child in Path(f"/proc/{pid}/task/{pid}/children").read_text().split()]
        if len(children) >= expected or time.monotonic() > deadline:
            return children
        time.sleep(0.05)


@pytest.mark.skipif(not Path("/proc/self/task").is_dir(), reason="needs Linux's /proc to see the processes")
def test_serve_answers_from_several_processes_and_stopping_it_stops_them_all(real_site):
    command = [sys.executable, "-c", COMMAND_LINE, "--lang", "en", "serve", "--port", "0", "--workers", "3",
               "--site", str(real_site)]
    server = subprocess.Popen(command, stderr=subprocess.PIPE, text=True)
    try:
        port = int(SERVING.search(server.stderr.readline())[1])
        copies = children_of(server.pid, 2)
        answers = [address_get(("127.0.0.1", port), "/api/search?q=amenaza&limit=1")[0] for _ in range(30)]
    finally:
        server.send_signal(signal.SIGTERM)
        server.wait(timeout=30)
    assert len(copies) == 2
    assert answers == [200] * 30
    for pid in copies:
        with pytest.raises(ProcessLookupError):
            os.kill(pid, 0)
