"""Every command's help and argument errors speak the user's language, argparse's words included."""

import re

import pytest

from checker import i18n
from checker.cli import COMMANDS, main

COMMAND_NAMES = ["export", "build", "serve", "search", "verify", "translations"]


def test_every_command_is_registered():
    assert list(COMMANDS) == COMMAND_NAMES


PLACEHOLDERS = {"DIR": "CARPETA", "FILE": "ARCHIVO", "QUERY": "CONSULTA", "ENTRY": "ENTRADA", "PATH": "RUTA",
                "PORT": "PUERTO"}
"""The placeholders of the arguments, in English and in Spanish."""


@pytest.mark.parametrize("command", COMMAND_NAMES)
def test_the_placeholders_of_a_commands_arguments_are_in_the_language_of_the_help(command, capsys):
    shown = {}
    for lang in ("es", "en"):
        with pytest.raises(SystemExit):
            main(["--lang", lang, command, "--help"])
        shown[lang] = set(re.findall(r"\b[A-Z]{2,}\b", capsys.readouterr().out))
    assert shown["es"] & set(PLACEHOLDERS) == set()
    assert {PLACEHOLDERS[word] for word in shown["en"] & set(PLACEHOLDERS)} <= shown["es"]
    assert shown["en"] & set(PLACEHOLDERS), "every command has an argument with a placeholder"


@pytest.mark.parametrize("command", COMMAND_NAMES)
def test_help_in_spanish_has_no_english_left(command, capsys):
    with pytest.raises(SystemExit) as exit_:
        main(["--lang", "es", command, "--help"])
    assert exit_.value.code == 0
    text = capsys.readouterr().out
    assert text.startswith(f"uso: mcrules {command}")
    assert "opciones:" in text and "muestra esta ayuda y termina" in text
    assert [word for word in ("usage:", "options:", "show this help") if word in text] == []


@pytest.mark.parametrize("lang, placeholder, other", [("es", "COMANDO", "COMMAND"), ("en", "COMMAND", "COMANDO")])
def test_the_placeholder_of_the_command_is_in_the_language_of_the_help(lang, placeholder, other, capsys):
    with pytest.raises(SystemExit):
        main(["--lang", lang, "--help"])
    text = capsys.readouterr().out
    assert f"[--lang {{es,en}}] {placeholder} ..." in text and other not in text


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


def catalogs_compiled_by(argv, monkeypatch) -> set[str]:
    domains = set()
    read_catalog = i18n.catalog_path

    def recording(lang, domain):
        domains.add(domain)
        return read_catalog(lang, domain)

    i18n.translations.cache_clear()
    monkeypatch.setattr(i18n, "catalog_path", recording)
    try:
        main(argv)
    except SystemExit:
        pass
    i18n.translations.cache_clear()
    return domains


def test_a_commands_help_compiles_only_its_own_catalog_and_the_command_lines(monkeypatch, capsys):
    assert catalogs_compiled_by(["--lang", "es", "verify", "--help"], monkeypatch) == {"messages", "scenarios"}
    assert capsys.readouterr().out.startswith("uso: mcrules verify")


def test_the_general_help_lists_every_command_in_the_users_language(monkeypatch, capsys):
    assert catalogs_compiled_by(["--lang", "es", "--help"], monkeypatch) == {
        "messages", "site", "search", "scenarios"
    }
    text = capsys.readouterr().out
    assert "busca en el glosario en español y en inglés" in text
    assert "ejecuta los escenarios" in text and "construye el sitio" in text
