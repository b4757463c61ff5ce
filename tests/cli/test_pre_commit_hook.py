"""The hook that ``.pre-commit-hooks.yaml`` declares for repositories of rulings, run as pre-commit
runs it: its entry, then the arguments the README's example gives, from the rulings' folder."""

import re
import shlex
import tomllib
import xml.etree.ElementTree as ElementTree

import pytest
import yaml

from checker import PROJECT_ROOT
from checker.cli import main

PASSING = """```scenario
Scenario: An exhausted hero cannot attack until it is readied
Cites: exhausted.2
Given: players: A(first); villain: rhino[hp=14]; A.play: spidey:identity[atk=2 exhausted]
When: A attacks rhino with spidey
Then: forbidden by exhausted.2
  damage on rhino: 0
```
"""


def hook() -> dict:
    [declared] = yaml.safe_load((PROJECT_ROOT / ".pre-commit-hooks.yaml").read_text(encoding="utf-8"))
    return declared


def readme_arguments() -> list[str]:
    example = re.search(r"- id: mcrules-verify\n\s+args: \[(.*)\]", (PROJECT_ROOT / "README.md").read_text(encoding="utf-8"))
    return [argument.strip() for argument in example[1].split(",")]


def test_the_hook_runs_the_command_the_package_installs():
    scripts = tomllib.loads((PROJECT_ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["scripts"]
    declared = hook()
    assert declared["id"] == "mcrules-verify" and declared["language"] == "python"
    assert shlex.split(declared["entry"])[0] in scripts
    assert declared["pass_filenames"] is False


@pytest.mark.parametrize("page, code, failures", [(PASSING, 0, "0"), (PASSING.replace("damage on rhino: 0", "damage on rhino: 2"), 1, "1")])
def test_the_readme_example_of_the_hook_verifies_a_folder_of_rulings(tmp_path, monkeypatch, capsys, page, code, failures):
    (tmp_path / "my-rulings" / "en").mkdir(parents=True)
    (tmp_path / "my-rulings" / "en" / "exhausted.md").write_text(page, encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    command = [*shlex.split(hook()["entry"])[1:], *readme_arguments()]
    assert main(["--lang", "en", *command]) == code
    report = ElementTree.parse(tmp_path / "report.xml").getroot()
    suite = report if report.tag == "testsuite" else report.find("testsuite")
    assert [case.get("name") for case in suite.iter("testcase")] == ["An exhausted hero cannot attack until it is readied"]
    summary = capsys.readouterr().out.strip().splitlines()[-1]
    assert summary.startswith(f"{1 - code} scenario")
    assert f"{code} failed" in summary and "0 uncovered" not in summary
    assert suite.get("failures") == failures

