"""Which packages the distribution holds; everything else is in ``pyproject.toml``.

The catalogs stay in the top-level ``locales/`` folder and ship inside the package as
``checker.locales``: a mapping ``pyproject.toml`` cannot add to a package search.
"""

from setuptools import find_packages, setup

setup(
    packages=[*find_packages(include=["checker", "checker.*"]), "checker.locales"],
    package_dir={"checker.locales": "locales"},
)
