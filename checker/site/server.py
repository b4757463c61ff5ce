"""Serve a built site, and its search API, from the standard library's HTTP server.

``GET /api/search?q=...&lang=es|en&limit=N`` answers with the hits of
``checker.search.Searcher`` as JSON; every other path is a file of the site. Folders are never
listed and no path can leave the site folder.
"""

from __future__ import annotations

import importlib
import json
import os
import threading
from collections.abc import Callable
from functools import partial
from http import HTTPStatus
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

from checker.glossary.model import Lang
from checker.site.build import SEARCH_INDEX_DIR
from checker.site.text import translate

API_PREFIX = "/api/"
SEARCH_PATH = "/api/search"
DEFAULT_LIMIT = 10
ERROR_LANG = "en"
"""The language of an error about the request's own ``lang`` parameter."""


def _open_searcher(index_dir: Path):
    return importlib.import_module("checker.search").Searcher.open(index_dir)


class SiteServer(ThreadingHTTPServer):
    """A threading HTTP server over one site folder, opening the searcher on first use."""

    daemon_threads = True
    request_queue_size = 256
    """Room for a burst of connections (a page's assets, many readers at once) before the
    operating system refuses new ones; the library default of 5 is meant for one client."""

    def __init__(self, site_dir: Path, address: tuple[str, int], searcher_factory: Callable | None) -> None:
        self.site_dir = Path(site_dir).resolve()
        self._searcher_factory = searcher_factory or _open_searcher
        self._searcher = None
        self._lock = threading.Lock()
        super().__init__(address, partial(_Handler, directory=str(self.site_dir)))

    @property
    def url(self) -> str:
        host, port = self.server_address[:2]
        return f"http://{host}:{port}/"

    def search(self, query: str, lang: str, limit: int) -> list:
        """Hits from the one searcher this server keeps open; queries run one at a time."""
        with self._lock:
            if self._searcher is None:
                self._searcher = self._searcher_factory(self.site_dir / SEARCH_INDEX_DIR)
            return self._searcher.search(query, lang, limit)


def serve(
    site_dir: Path, host: str = "127.0.0.1", port: int = 8000, searcher_factory: Callable | None = None
) -> SiteServer:
    """A server for ``site_dir`` bound to ``host``:``port`` (0 picks a free port), not yet running.

    Run it with ``serve_forever()`` (in a thread, if need be) and stop it with ``shutdown()``.
    ``searcher_factory(index_dir)`` replaces ``checker.search.Searcher.open``.
    """
    return SiteServer(site_dir, (host, port), searcher_factory)


class _Handler(SimpleHTTPRequestHandler):
    server: SiteServer

    def log_message(self, format: str, *args: object) -> None:
        """Stay quiet: the library never writes to the terminal."""

    def do_GET(self) -> None:
        path = urlsplit(self.path).path
        if path.startswith(API_PREFIX):
            self._api(path)
        else:
            super().do_GET()

    def do_HEAD(self) -> None:
        if urlsplit(self.path).path.startswith(API_PREFIX):
            self.send_error(HTTPStatus.METHOD_NOT_ALLOWED)
        else:
            super().do_HEAD()

    def list_directory(self, path):
        self.send_error(HTTPStatus.NOT_FOUND)
        return None

    def translate_path(self, path: str) -> str:
        """The file for ``path``, or a name that cannot exist when it would fall outside the site."""
        translated = os.path.realpath(super().translate_path(path))
        root = str(self.server.site_dir)
        if translated != root and not translated.startswith(root + os.sep):
            return os.path.join(root, "\0outside")
        return translated

    def _json(self, status: HTTPStatus, data: object) -> None:
        body = json.dumps(data, ensure_ascii=False).encode("utf-8")
        self.send_response(status)
        self.send_header("Content-Type", "application/json; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Cache-Control", "no-store")
        self.end_headers()
        self.wfile.write(body)

    def _error(self, status: HTTPStatus, message: str) -> None:
        self._json(status, {"error": message})

    def _api(self, path: str) -> None:
        if path.rstrip("/") != SEARCH_PATH:
            self._error(HTTPStatus.NOT_FOUND, translate(ERROR_LANG, "Unknown API path: {path}", path=path))
            return
        params = parse_qs(urlsplit(self.path).query)
        lang = params.get("lang", [str(Lang.ES)])[-1]
        if lang not in {str(language) for language in Lang}:
            self._error(
                HTTPStatus.BAD_REQUEST,
                translate(ERROR_LANG, "Unknown language \"{language}\": use es or en.", language=lang),
            )
            return
        raw_limit = params.get("limit", [str(DEFAULT_LIMIT)])[-1]
        if not raw_limit.isdigit():
            self._error(
                HTTPStatus.BAD_REQUEST,
                translate(lang, "The limit must be a whole number, not \"{limit}\".", limit=raw_limit),
            )
            return
        limit = int(raw_limit)
        query = params.get("q", [""])[-1]
        search = importlib.import_module("checker.search")
        try:
            hits = self.server.search(query, lang, limit)
        except search.QueryError as error:
            self._error(HTTPStatus.BAD_REQUEST, error.render(lang))
            return
        except search.SearchError as error:
            self._error(HTTPStatus.SERVICE_UNAVAILABLE, error.render(lang))
            return
        self._json(HTTPStatus.OK, [hit.as_json() for hit in hits])
