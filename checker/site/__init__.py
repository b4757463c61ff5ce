"""The bilingual reference site: pages generated from the glossary, built with MkDocs.

:func:`build_site` is the entry point; :mod:`checker.site.wsgi` is a built site together with
the search API as a WSGI application, which :mod:`checker.site.server` serves.
"""

from checker.site.build import BuildReport, build_site
from checker.site.errors import SiteBuildError

__all__ = ["BuildReport", "SiteBuildError", "build_site"]
