"""The ``build`` and ``serve`` commands over the site library."""

from __future__ import annotations

import argparse
import os
import time

from checker.cli import build as build_command
from checker.cli import serve as serve_command
from checker.cli.arguments import build as build_arguments
from checker.cli.arguments import serve as serve_arguments
from checker.site.stamp import STAMP_NAME, is_stale, write_stamp


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
