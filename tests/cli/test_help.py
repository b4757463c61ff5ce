"""Every command's help and argument errors speak the user's language, argparse's words included."""

import pytest

from checker.cli import COMMANDS, main

COMMAND_NAMES = ["export", "build", "serve", "search", "verify"]


def test_every_command_is_registered():
    assert list(COMMANDS) == COMMAND_NAMES


@pytest.mark.parametrize("command", COMMAND_NAMES)
def test_help_in_spanish_has_no_english_left(command, capsys):
    with pytest.raises(SystemExit) as exit_:
        main(["--lang", "es", command, "--help"])
    assert exit_.value.code == 0
    text = capsys.readouterr().out
    assert text.startswith(f"uso: mcrules {command}")
    assert "opciones:" in text and "muestra esta ayuda y termina" in text
    assert [word for word in ("usage:", "options:", "show this help") if word in text] == []


@pytest.mark.parametrize("command", COMMAND_NAMES)
def test_help_in_english(command, capsys):
    with pytest.raises(SystemExit):
        main(["--lang", "en", command, "--help"])
    text = capsys.readouterr().out
    assert text.startswith(f"usage: mcrules {command}") and "show this help message and exit" in text


def test_bad_arguments_are_reported_in_spanish_with_exit_2(capsys):
    with pytest.raises(SystemExit) as exit_:
        main(["--lang", "es", "search", "amenaza", "--limit", "muchos"])
    assert exit_.value.code == 2
    assert "mcrules search: error: argumento --limit: valor int no válido: 'muchos'" in capsys.readouterr().err


def test_argparse_speaks_english_again_after_a_spanish_run(capsys):
    import argparse

    with pytest.raises(SystemExit):
        main(["--lang", "es", "export", "--help"])
    assert argparse.ArgumentParser(prog="x").format_usage() == "usage: x [-h]\n"
