"""The package works installed from a wheel, away from the checkout: the catalogs, the term
table and the Rules Reference (sources, translations, pages) travel inside it, so that
``mcrules verify`` checks a folder of scenario pages, and ``build`` and ``serve`` publish the site,
from any folder.

The wheel is built from a copy of the files a build reads, so the build writes nothing into the
checkout. It is installed without its dependencies into a fresh virtual environment made
without pip; that environment borrows the dependencies from this interpreter's own
site-packages through a ``.pth`` line. A ``.pth`` line only puts a folder on ``sys.path``: the
``.pth`` files inside it are not run, so the editable install of the checkout that lives there
(a ``.pth`` file and its finder) stays out, and ``checker`` can only come from the wheel.
Installing the dependencies from the package index instead would make the test slow and
dependent on the network.
"""

import json
import os
import shutil
import socket
import subprocess
import sys
import sysconfig
import time
import urllib.request
import venv
from pathlib import Path

import pytest

from checker import PROJECT_ROOT

BUILD_INPUTS = ("checker", "locales", "pyproject.toml", "setup.py", "README.md",
                "sources", "translations", "docs", "mkdocs.yml")
"""What the build reads from the checkout."""
PROJECT_INPUTS = ("sources", "translations", "docs")
"""What ``mcrules verify`` reads from a project folder of its own."""

REFUSED_ES = """```scenario
Escenario: Descartar el Plan principal
Cita: main-scheme.7
Dado: jugadores: A(inicial); plan: ms1[cara=B umbral=5] ms2
Cuando: descarta ms1
Entonces: ms1 está en juego
```
"""

REFUSED_EN = """```scenario
Scenario: Discarding the main scheme
Cites: main-scheme.7
Given: players: A(first); scheme: ms1[side=B target=5] ms2
When: discard ms1
Then: ms1 is in play
```
"""


def run(command: list, cwd: Path) -> subprocess.CompletedProcess:
    environment = {key: value for key, value in os.environ.items() if not key.startswith(("PYTHON", "LC_", "LANG"))}
    return subprocess.run(command, cwd=cwd, env=environment, capture_output=True, text=True, timeout=120)


@pytest.fixture(scope="module")
def installed(tmp_path_factory) -> Path:
    """The ``mcrules`` command of a fresh environment where only the wheel provides ``checker``."""
    scratch = tmp_path_factory.mktemp("installed")
    source = scratch / "source"
    for name in BUILD_INPUTS:
        origin = PROJECT_ROOT / name
        if origin.is_dir():
            shutil.copytree(origin, source / name, ignore=shutil.ignore_patterns("__pycache__"))
        else:
            shutil.copy2(origin, source / name)
    built = run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--quiet", "-w", scratch / "wheels", source], scratch)
    assert built.returncode == 0, built.stderr
    [wheel] = (scratch / "wheels").glob("mcrules-*.whl")
    environment = scratch / "venv"
    venv.create(environment, with_pip=False)
    python = environment / "bin" / "python"
    site_packages = Path(run([python, "-c", "import sysconfig; print(sysconfig.get_path('purelib'))"], scratch).stdout.strip())
    (site_packages / "borrowed-dependencies.pth").write_text(sysconfig.get_path("purelib") + "\n", encoding="utf-8")
    install = run([sys.executable, "-m", "pip", "--python", python, "install", "--no-deps", "--quiet", wheel], scratch)
    assert install.returncode == 0, install.stderr
    where = run([python, "-c", "import checker; print(checker.__file__)"], scratch)
    assert where.stdout.strip().startswith(str(site_packages)), where
    return environment / "bin" / "mcrules"


@pytest.fixture
def project(tmp_path) -> Path:
    """A folder with the project's sources, translations and docs, and no package source."""
    for name in PROJECT_INPUTS:
        shutil.copytree(PROJECT_ROOT / name, tmp_path / name)
    return tmp_path


def test_the_installed_command_verifies_the_docs_in_both_languages(installed, project):
    spanish = run([installed, "verify", "docs"], project)
    assert spanish.returncode == 0, spanish.stdout + spanish.stderr
    assert " escenarios correctos, 0 fallan." in spanish.stdout
    english = run([installed, "--lang", "en", "verify", "docs"], project)
    assert english.returncode == 0, english.stdout + english.stderr
    assert " scenarios passed, 0 failed." in english.stdout
    assert "main-scheme.6" in english.stdout and "verified" in english.stdout


def test_the_installed_command_reports_a_rule_violation_in_the_pages_language(installed, project):
    for lang, page in (("es", REFUSED_ES), ("en", REFUSED_EN)):
        path = project / "refused" / lang / "scenarios" / "main-scheme.md"
        path.parent.mkdir(parents=True)
        path.write_text(page, encoding="utf-8")
    spanish = run([installed, "verify", "refused/es"], project)
    english = run([installed, "--lang", "en", "verify", "refused/en"], project)
    assert (spanish.returncode, english.returncode) == (1, 1)
    assert "Las cartas de Plan principal no pueden descartarse: ms1 se queda (regla main-scheme.7;" in spanish.stdout
    assert "Main scheme cards cannot be discarded: ms1 stays (rule main-scheme.7;" in english.stdout
    assert "Traceback" not in spanish.stderr + english.stderr


def test_the_installed_command_verifies_a_folder_of_rulings_from_a_folder_with_nothing_else(installed, tmp_path):
    """The glossary the rulings cite comes from the package: no sources, no docs beside them."""
    for lang, page in (("es", REFUSED_ES), ("en", REFUSED_EN)):
        path = tmp_path / "my-rulings" / lang / "main-scheme.md"
        path.parent.mkdir(parents=True)
        path.write_text(page, encoding="utf-8")
    spanish = run([installed, "verify", "my-rulings/es"], tmp_path)
    english = run([installed, "--lang", "en", "verify", "my-rulings/en"], tmp_path)
    assert (spanish.returncode, english.returncode) == (1, 1), english.stdout + english.stderr
    assert "Las cartas de Plan principal no pueden descartarse: ms1 se queda (regla main-scheme.7;" in spanish.stdout
    assert "Main scheme cards cannot be discarded: ms1 stays (rule main-scheme.7;" in english.stdout
    assert sorted(path.name for path in tmp_path.iterdir()) == ["my-rulings"]


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def test_the_installed_command_builds_and_serves_the_site_from_an_empty_folder(installed, tmp_path):
    built = run([installed, "--lang", "en", "build"], tmp_path)
    assert built.returncode == 0, built.stdout + built.stderr
    assert (tmp_path / "site" / "en" / "glossary" / "guard" / "index.html").is_file()
    assert "Guardia" in (tmp_path / "site" / "glossary" / "guard" / "index.html").read_text(encoding="utf-8")
    port = _free_port()
    server = subprocess.Popen([installed, "serve", "--port", str(port)], cwd=tmp_path,
                              stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/api/search?q=guard&lang=en", timeout=5) as answer:
                    hits = json.loads(answer.read())
                break
            except OSError:
                assert server.poll() is None and time.monotonic() < deadline, server.stderr.read()
                time.sleep(0.5)
        assert hits[0]["entry"] == "guard"
    finally:
        server.terminate()
        server.wait(timeout=30)
