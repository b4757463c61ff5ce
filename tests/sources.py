"""The five Spanish site pages alone, as the sources were before the Rules Reference compilation.

The tests of the layers downstream of the glossary (scenarios, engine coverage, site, search
quality) were written for the four entries these pages give, and they test those layers, not
the sources: they read this copy, so that what they check does not shift each time the sources
grow. What the real sources import to is tested in ``tests/glossary``.
"""

from pathlib import Path

SPANISH_SITE_SOURCES = Path(__file__).resolve().parent / "fixtures" / "spanish-site-sources"
