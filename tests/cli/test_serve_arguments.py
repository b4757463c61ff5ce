"""``serve`` refuses a port that cannot exist before it builds or binds anything."""

import pytest

from checker.cli import main


SPANISH = "mcrules serve: error: argumento --port: el puerto debe ser un número del 0 al 65535, no «{port}»"
ENGLISH = 'mcrules serve: error: argument --port: the port must be a number from 0 to 65535, not "{port}"'


@pytest.mark.parametrize(
    "lang, port, message",
    [
        ("es", "99999", SPANISH.format(port="99999")),
        ("en", "99999", ENGLISH.format(port="99999")),
        ("en", "-1", ENGLISH.format(port="-1")),
        ("en", "٨٠", ENGLISH.format(port="٨٠")),
        ("en", "http", ENGLISH.format(port="http")),
    ],
)
def test_a_port_out_of_range_is_one_line_in_the_users_language_and_exit_2(capsys, lang, port, message):
    with pytest.raises(SystemExit) as exit_:
        main(["--lang", lang, "serve", f"--port={port}"])
    assert exit_.value.code == 2
    error = capsys.readouterr().err
    assert error.splitlines()[-1] == message
    assert "Traceback" not in error
