"""Serve a built site, and its search API, from the standard library's HTTP server.

``GET /api/search?q=...&lang=es|en&limit=N`` answers with the hits of
``checker.search.Searcher`` as JSON; every other path is a file of the site, and a path that
names none gets the site's own ``404.html``. Folders are never listed and no path can leave
the site folder.

Each request is answered in one language (see :func:`request_language`), and every error of
the API has one shape: ``{"error": "<message in that language>"}``.

A build replaces the site folder while the server runs. Files are looked up by path on every
request, so pages come from the new site at once; the search index is reopened when
:func:`site_version` changes.
"""

from __future__ import annotations

import importlib
import json
import logging
import os
import sys
import threading
from collections.abc import Callable
from functools import partial
from http import HTTPStatus
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import parse_qs

from checker.i18n import DEFAULT_LANGUAGE, LANGUAGES
from checker.site.build import SEARCH_INDEX_DIR
from checker.site.stamp import STAMP_NAME
from checker.site.text import translate

API_PREFIX = "/api/"
SEARCH_PATH = "/api/search"
DEFAULT_LIMIT = 10
DEFAULT_IDLE_TIMEOUT = 30.0
"""Seconds a connection may stay silent before the server closes it: a client that never
finishes its request would otherwise hold a thread forever."""
NOT_FOUND_PAGE = "404.html"
ECHOED_CHARS = 20
"""Most characters of a refused parameter that an error message repeats."""

logger = logging.getLogger(__name__)


def _open_searcher(index_dir: Path):
    return importlib.import_module("checker.search").Searcher.open(index_dir)


def site_version(site_dir: Path) -> tuple:
    """What tells one build of ``site_dir`` from the next.

    A build writes a new site folder, with a new search index folder and build stamp, and
    renames it into place (the index alone is replaced the same way), so the identity of any
    of the three changes; a missing one counts as ``None``.
    """
    marks = []
    for path in (site_dir, site_dir / SEARCH_INDEX_DIR, site_dir / STAMP_NAME):
        try:
            status = os.stat(path)
        except OSError:
            marks.append(None)
        else:
            marks.append((status.st_dev, status.st_ino, status.st_mtime_ns))
    return tuple(marks)


def request_language(lang: str | None, accept_language: str | None) -> str:
    """The language of an answer: ``lang`` when the site speaks it, else the language the
    ``Accept-Language`` header weighs most among those it speaks, else Spanish.

    >>> request_language("en", "es")
    'en'
    >>> request_language(None, "fr-CH, fr;q=0.9, en;q=0.8, es;q=0.7")
    'en'
    >>> request_language("fr", "de")
    'es'
    """
    if lang in LANGUAGES:
        return lang
    best, best_weight = DEFAULT_LANGUAGE, 0.0
    for item in (accept_language or "").split(","):
        tag, *parameters = item.split(";")
        weight = 1.0
        for parameter in parameters:
            name, _, value = parameter.strip().partition("=")
            if name.strip().lower() == "q":
                try:
                    weight = float(value)
                except ValueError:
                    weight = 0.0
        code = tag.strip().split("-")[0].lower()
        if code in LANGUAGES and 0 < weight <= 1 and weight > best_weight:
            best, best_weight = code, weight
    return best


def number_of_results(text: str, maximum: int) -> int | None:
    """``text`` as a number of results from 1 to ``maximum``, or None.

    Only ASCII digits count: ``int`` also reads other scripts' digits ("٣"), signs and
    spaces, and refuses very long numbers with an error of its own.

    >>> number_of_results("10", 50), number_of_results("٣", 50), number_of_results("0", 50)
    (10, None, None)
    """
    if not (text.isascii() and text.isdigit()) or len(text.lstrip("0")) > len(str(maximum)):
        return None
    return int(text) if 1 <= int(text) <= maximum else None


class SiteServer(ThreadingHTTPServer):
    """A threading HTTP server over one site folder, opening the searcher on first use and
    again after each build."""

    daemon_threads = True
    request_queue_size = 256
    """Room for a burst of connections (a page's assets, many readers at once) before the
    operating system refuses new ones; the library default of 5 is meant for one client."""

    def __init__(
        self,
        site_dir: Path,
        address: tuple[str, int],
        searcher_factory: Callable | None,
        idle_timeout: float = DEFAULT_IDLE_TIMEOUT,
    ) -> None:
        # Not resolved: should the site folder be a link, a build may point it elsewhere.
        self.site_dir = Path(os.path.abspath(site_dir))
        self.idle_timeout = idle_timeout
        self._searcher_factory = searcher_factory or _open_searcher
        self._searcher = None
        self._searcher_version: tuple | None = None
        self._lock = threading.Lock()
        super().__init__(address, partial(_Handler, directory=str(self.site_dir)))

    @property
    def url(self) -> str:
        host, port = self.server_address[:2]
        return f"http://{host}:{port}/"

    def search(self, query: str, lang: str, limit: int) -> list:
        """Hits from a searcher over the site's current index; queries run one at a time."""
        with self._lock:
            version = site_version(self.site_dir)
            if self._searcher is None or version != self._searcher_version:
                self._close_searcher()
                self._searcher = self._searcher_factory(self.site_dir / SEARCH_INDEX_DIR)
                self._searcher_version = version
            return self._searcher.search(query, lang, limit)

    def _close_searcher(self) -> None:
        if self._searcher is not None:
            self._searcher.close()
            self._searcher = None

    def server_close(self) -> None:
        super().server_close()
        with self._lock:
            self._close_searcher()

    def handle_error(self, request, client_address) -> None:
        """Log what escaped a handler, instead of printing it; a client that went away is no error."""
        error = sys.exc_info()[1]
        if not isinstance(error, (ConnectionError, TimeoutError)):
            logger.error("Unexpected error with a client at %s", client_address, exc_info=error)


def serve(
    site_dir: Path,
    host: str = "127.0.0.1",
    port: int = 8000,
    searcher_factory: Callable | None = None,
    idle_timeout: float = DEFAULT_IDLE_TIMEOUT,
) -> SiteServer:
    """A server for ``site_dir`` bound to ``host``:``port`` (0 picks a free port), not yet running.

    Run it with ``serve_forever()`` (in a thread, if need be) and stop it with ``shutdown()``
    and ``server_close()``. ``searcher_factory(index_dir)`` replaces
    ``checker.search.Searcher.open``; what it returns needs ``search`` and ``close``. A
    connection silent for ``idle_timeout`` seconds is closed.
    """
    return SiteServer(site_dir, (host, port), searcher_factory, idle_timeout)


class _NoSuchFile(Exception):
    """A request path that no file of the site can have: outside it, or not a file name."""


class _Handler(SimpleHTTPRequestHandler):
    server: SiteServer

    @property
    def timeout(self) -> float:
        """The socket timeout that ``setup`` gives each connection."""
        return self.server.idle_timeout

    def log_message(self, format: str, *args: object) -> None:
        """Stay quiet: the library never writes to the terminal."""

    def do_GET(self) -> None:
        self._answer()

    do_HEAD = do_POST = do_PUT = do_DELETE = do_PATCH = do_OPTIONS = do_GET

    def _answer(self) -> None:
        self._headers_ended = False
        target, _, query = self.path.partition("?")
        params = parse_qs(query.partition("#")[0])
        lang = request_language(params.get("lang", [None])[-1], self.headers.get("Accept-Language"))
        api = target.startswith(API_PREFIX)
        try:
            if api and self.command != "GET":
                message = translate(lang, "The search API only answers GET requests.")
                self._error(HTTPStatus.METHOD_NOT_ALLOWED, message, lang)
            elif api:
                self._api(target, params, lang)
            elif self.command not in ("GET", "HEAD"):
                self.send_error(HTTPStatus.METHOD_NOT_ALLOWED)
            elif self.command == "HEAD":
                super().do_HEAD()
            else:
                super().do_GET()
        except (ConnectionError, TimeoutError):
            self.close_connection = True
        except Exception as error:
            logger.error("Unexpected error answering %r", self.requestline, exc_info=error)
            self._server_error(error, lang, api)

    def _server_error(self, error: Exception, lang: str, api: bool) -> None:
        """Answer 500 when nothing of the answer has been sent yet; close the connection."""
        self.close_connection = True
        if self._headers_ended:
            return
        self._headers_buffer = []
        message = translate(
            lang, "The server could not answer this request: {problem}.", problem=type(error).__name__
        )
        if api:
            self._error(HTTPStatus.INTERNAL_SERVER_ERROR, message, lang)
        else:
            super().send_error(HTTPStatus.INTERNAL_SERVER_ERROR, message)

    def end_headers(self) -> None:
        self._headers_ended = True
        super().end_headers()

    def list_directory(self, path):
        self.send_error(HTTPStatus.NOT_FOUND)
        return None

    def send_head(self):
        try:
            return super().send_head()
        except _NoSuchFile:
            self.send_error(HTTPStatus.NOT_FOUND)
            return None

    def translate_path(self, path: str) -> str:
        """The file for ``path``; :class:`_NoSuchFile` when no file of the site can be it."""
        root = os.path.realpath(self.server.site_dir)
        try:
            translated = os.path.realpath(super().translate_path(path))
        except ValueError:
            # A NUL byte or a lone surrogate: no file name holds one.
            raise _NoSuchFile(path) from None
        if translated != root and not translated.startswith(root + os.sep):
            raise _NoSuchFile(path)
        return translated

    def send_error(self, code: int, message: str | None = None, explain: str | None = None) -> None:
        """The site's own page for a path that names no file; the standard page otherwise."""
        page = self._not_found_page() if code == HTTPStatus.NOT_FOUND else None
        if page is None:
            super().send_error(code, message, explain)
            return
        self.send_response(code)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Content-Length", str(len(page)))
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(page)

    def _not_found_page(self) -> bytes | None:
        try:
            with open(os.path.join(os.path.realpath(self.server.site_dir), NOT_FOUND_PAGE), "rb") as page:
                return page.read()
        except OSError:
            return None

    def _json(self, status: HTTPStatus, data: object, lang: str) -> None:
        body = json.dumps(data, ensure_ascii=False).encode("utf-8")
        self.send_response(status)
        self.send_header("Content-Type", "application/json; charset=utf-8")
        self.send_header("Content-Language", lang)
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Cache-Control", "no-store")
        if status == HTTPStatus.METHOD_NOT_ALLOWED:
            self.send_header("Allow", "GET")
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(body)

    def _error(self, status: HTTPStatus, message: str, lang: str) -> None:
        self._json(status, {"error": message}, lang)

    def _api(self, path: str, params: dict[str, list[str]], lang: str) -> None:
        if path.rstrip("/") != SEARCH_PATH:
            self._error(HTTPStatus.NOT_FOUND, translate(lang, "Unknown API path: {path}", path=path), lang)
            return
        requested = params.get("lang", [lang])[-1]
        if requested not in LANGUAGES:
            message = translate(
                lang, "Unknown language \"{language}\": use es or en.", language=requested[:ECHOED_CHARS]
            )
            self._error(HTTPStatus.BAD_REQUEST, message, lang)
            return
        search = importlib.import_module("checker.search")
        raw_limit = params.get("limit", [str(DEFAULT_LIMIT)])[-1]
        limit = number_of_results(raw_limit, search.MAX_LIMIT)
        if limit is None:
            message = translate(
                lang,
                "The limit must be a whole number from 1 to {maximum}, not \"{limit}\".",
                maximum=search.MAX_LIMIT,
                limit=raw_limit[:ECHOED_CHARS],
            )
            self._error(HTTPStatus.BAD_REQUEST, message, lang)
            return
        query = params.get("q", [""])[-1]
        try:
            hits = self.server.search(query, lang, limit)
        except search.QueryError as error:
            self._error(HTTPStatus.BAD_REQUEST, error.render(lang), lang)
            return
        except search.SearchError as error:
            self._error(HTTPStatus.SERVICE_UNAVAILABLE, error.render(lang), lang)
            return
        self._json(HTTPStatus.OK, [hit.as_json(lang) for hit in hits], lang)
