"""The bilingual reference site: pages generated from the glossary, built with MkDocs.

:func:`build_site` is the entry point; :mod:`checker.site.wsgi` is a built site together with
the search API as a WSGI application, which :mod:`checker.site.server` serves. The builder
loads on first use of :func:`build_site`: the search index's process reads the site's other
pages through this package, and needs none of the builder's modules.
"""

import importlib

from checker.site.errors import SiteBuildError

_FROM_BUILD = ("BuildReport", "build_site")


def __getattr__(name: str) -> object:
    if name in _FROM_BUILD:
        return getattr(importlib.import_module("checker.site.build"), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = ["BuildReport", "SiteBuildError", "build_site"]
