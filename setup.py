"""Which packages the distribution holds; everything else is in ``pyproject.toml``.

The catalogs stay in the top-level ``locales/`` folder and ship inside the package as
``checker.locales``: a mapping ``pyproject.toml`` cannot add to a package search. The Rules
Reference the project publishes (``sources/``, ``translations/``, ``docs/``, ``mkdocs.yml``) ships
as ``checker/reference/``, so that an installed package verifies rulings and builds the site
from any folder (``checker.REFERENCE_DIR``).
"""

import shutil
from pathlib import Path

from setuptools import find_packages, setup
from setuptools.command.build_py import build_py

REFERENCE = ("sources", "translations", "docs", "mkdocs.yml")


class BuildWithReference(build_py):
    """Copy the Rules Reference into the package being built, beside its modules."""

    def run(self):
        super().run()
        target = Path(self.build_lib) / "checker" / "reference"
        for name in REFERENCE:
            origin = Path(name)
            if origin.is_dir():
                shutil.copytree(origin, target / name, dirs_exist_ok=True,
                                ignore=shutil.ignore_patterns("__pycache__", ".*"))
            else:
                target.mkdir(parents=True, exist_ok=True)
                shutil.copy2(origin, target / name)


setup(
    packages=[*find_packages(include=["checker", "checker.*"]), "checker.locales"],
    package_dir={"checker.locales": "locales"},
    cmdclass={"build_py": BuildWithReference},
)
