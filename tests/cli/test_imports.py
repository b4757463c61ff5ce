"""The command line parses arguments and shows any command's help without loading the heavy
layers; a command loads only what it runs."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

HEAVY = ("mkdocs", "whoosh", "checker.engine", "checker.site", "checker.scenarios")


def loaded_after(code: str) -> list[str]:
    """The heavy modules that a fresh interpreter has loaded after running ``code``."""
    report = f"""
import json, sys
print(json.dumps(sorted(name for name in sys.modules if name.startswith({HEAVY!r}))))
"""
    result = subprocess.run([sys.executable, "-c", code + report], capture_output=True, text=True, check=True)
    return json.loads(result.stdout.splitlines()[-1])


@pytest.mark.parametrize("lang", ["es", "en"])
def test_building_the_parser_loads_no_heavy_module(lang):
    assert loaded_after(f"from checker.cli import build_parser\nbuild_parser({lang!r})\n") == []


@pytest.mark.parametrize("command", ["export", "build", "serve", "search", "verify"])
def test_a_commands_help_loads_no_heavy_module(command):
    code = f"""
from checker.cli import main
try:
    main(["--lang", "es", {command!r}, "--help"])
except SystemExit as exit_:
    assert exit_.code == 0
"""
    assert loaded_after(code) == []


@pytest.mark.parametrize("command", ["export", "build", "verify"])
def test_another_command_s_parser_does_not_load_the_search(command):
    code = f"""
import sys
from checker.cli import build_parser
build_parser("en", {command!r})
print(sorted(name for name in sys.modules if name.startswith("checker.search")))
"""
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert result.stdout.splitlines()[-1] == "[]"
