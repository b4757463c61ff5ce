"""A built site and its search API as a WSGI application (PEP 3333), for any WSGI server.

``GET /api/search?q=...&lang=es|en&limit=N`` answers with the hits of
``checker.search.Searcher`` as JSON; every other path is a file of the site, and a path that
names none gets the site's own ``404.html``. Folders are never listed and no path can leave
the site folder.

Each request is answered in one language (see :func:`request_language`), and every error of
the API has one shape: ``{"error": "<message in that language>"}``.

A build replaces the site folder while it is served. Files are looked up by path on every
request, so pages come from the new site at once; the searchers follow the new index (see
:mod:`checker.site.searchers`).

``mcrules serve`` runs this application in the standard library's server; a production server
runs it from :func:`make_app`, for instance ``MCRULES_SITE=site waitress-serve --call
checker.site.wsgi:make_app``.
"""

from __future__ import annotations

import email.utils
import importlib
import json
import logging
import mimetypes
import os
import posixpath
import stat
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from http import HTTPStatus
from pathlib import Path
from urllib.parse import parse_qs, quote
from wsgiref.util import FileWrapper

from checker import SITE_DIR
from checker.i18n import DEFAULT_LANGUAGE, LANGUAGES, N_
from checker.site.compression import accepts_gzip, compressed, worth_compressing
from checker.site.not_found import names_in_page, page_for_other_name
from checker.site.searchers import SearcherPool
from checker.site.text import translate

SITE_VARIABLE = "MCRULES_SITE"
"""The environment variable naming the site folder for :func:`make_app`."""
API_PREFIX = "/api/"
SEARCH_PATH = "/api/search"
TOTAL_HEADER = "X-Total-Count"
"""The search API's header that gives how many entries and pages match in all."""
DEFAULT_LIMIT = 10
NOT_FOUND_PAGE = "404.html"
INDEX_PAGE = "index.html"
ECHOED_CHARS = 20
"""Most characters of a refused parameter that an error message repeats."""
FILE_BLOCK = 64 * 1024
ENCODED_TYPES = {"gzip": "application/gzip"}
"""The type of a compressed file, sent as it is (``sitemap.xml.gz``)."""

logger = logging.getLogger(__name__)


def _open_searcher(index_dir: Path):
    return importlib.import_module("checker.search").Searcher.open(index_dir)


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


INDEX_MISSING = N_("This site has no search index: it has to be built again.")
INDEX_UNREADABLE = N_("The search index cannot be read: the site has to be built again.")
"""What a client is told when the search index cannot answer; the detail goes to the log."""


def number_of_results(text: str, maximum: int) -> int | None:
    """``text`` as a number of results from 1 to ``maximum``, or None.

    Only ASCII digits count: ``int`` also reads other scripts' digits ("٣"), signs and
    spaces, and refuses very long numbers with an error of its own.

    >>> number_of_results("10", 50), number_of_results("٣", 50), number_of_results("0", 50)
    (10, None, None)
    >>> number_of_results("0" * 5000 + "7", 50)
    7
    """
    digits = text.lstrip("0")
    if not (text.isascii() and text.isdigit()) or len(digits) > len(str(maximum)):
        return None
    value = int(digits or "0")
    return value if 1 <= value <= maximum else None


def path_text(path: str) -> str | None:
    """The text a request's path names: PEP 3333 hands its bytes over as Latin-1 characters, and
    the site's names are UTF-8. None when the bytes are not UTF-8, so no file can be it."""
    try:
        return path.encode("latin-1").decode("utf-8")
    except UnicodeError:
        return None


@dataclass
class Response:
    """What the application answers, before it is handed to the server."""

    status: HTTPStatus
    headers: list[tuple[str, str]] = field(default_factory=list)
    body: Iterable[bytes] = ()

    @classmethod
    def text(cls, status: HTTPStatus, message: str, headers: list[tuple[str, str]] = ()) -> Response:
        body = message.encode("utf-8")
        return cls(
            status,
            [("Content-Type", "text/plain; charset=utf-8"), ("Content-Length", str(len(body))), *headers],
            [body],
        )


@dataclass
class Request:
    """What the application reads of one request."""

    method: str
    path: str
    """The path inside the application (``PATH_INFO``), as the server decoded it."""
    params: dict[str, list[str]]
    lang: str
    environ: dict

    @classmethod
    def of(cls, environ: dict) -> Request:
        params = parse_qs(environ.get("QUERY_STRING", ""))
        lang = request_language(params.get("lang", [None])[-1], environ.get("HTTP_ACCEPT_LANGUAGE"))
        return cls(environ["REQUEST_METHOD"], environ.get("PATH_INFO") or "/", params, lang, environ)

    @property
    def is_api(self) -> bool:
        return self.path.startswith(API_PREFIX)


class _NoSuchFile(Exception):
    """A request path that no file of the site can have: outside it, or not a file name."""


class SiteApp:
    """The WSGI application of one site folder, with the searchers of its index.

    The index is opened at once when the site has one, so that the first search does not
    wait for it; :meth:`close` closes it.
    """

    def __init__(self, site_dir: Path, searcher_factory: Callable | None = None) -> None:
        # Not resolved: should the site folder be a link, a build may point it elsewhere.
        self.site_dir = Path(os.path.abspath(site_dir))
        self.searchers = SearcherPool(self.site_dir, searcher_factory or _open_searcher)
        self.open_index()

    def open_index(self) -> None:
        """Open a searcher over the site's index now, if the site has a readable one."""
        search = importlib.import_module("checker.search")
        try:
            self.searchers.open_one()
        except search.SearchError:
            # Pages are served all the same; each search answers with what is wrong.
            pass

    def close(self) -> None:
        self.searchers.close()

    def __call__(self, environ: dict, start_response: Callable) -> Iterable[bytes]:
        request = Request.of(environ)
        try:
            response = self._answer(request)
        except Exception as error:
            logger.error("Unexpected error answering %s %r", request.method, request.path, exc_info=error)
            message = translate(
                request.lang, "The server could not answer this request: {problem}.", problem=type(error).__name__
            )
            if request.is_api:
                response = self._api_error(HTTPStatus.INTERNAL_SERVER_ERROR, message, request)
            else:
                response = Response.text(HTTPStatus.INTERNAL_SERVER_ERROR, message)
        start_response(f"{response.status.value} {response.status.phrase}", response.headers)
        if request.method == "HEAD":
            if hasattr(response.body, "close"):
                response.body.close()
            return []
        return response.body

    def _answer(self, request: Request) -> Response:
        if request.is_api:
            return self._api(request)
        if request.method not in ("GET", "HEAD"):
            message = translate(request.lang, "This address only answers GET and HEAD requests.")
            return Response.text(HTTPStatus.METHOD_NOT_ALLOWED, message, [("Allow", "GET, HEAD")])
        return self._file(request)

    # The site's files.

    def _file(self, request: Request) -> Response:
        try:
            path = self._local_path(request.path)
        except _NoSuchFile:
            return self._not_found(request)
        if os.path.isdir(path):
            if not request.path.endswith("/"):
                return self._to_folder(request)
            path = os.path.join(path, INDEX_PAGE)
        try:
            file = open(path, "rb")
        except OSError:
            return self._not_found(request)
        facts = os.fstat(file.fileno())
        if not stat.S_ISREG(facts.st_mode):
            file.close()
            return self._not_found(request)
        modified = email.utils.formatdate(facts.st_mtime, usegmt=True)
        if self._unchanged_since(request, facts.st_mtime):
            file.close()
            return Response(HTTPStatus.NOT_MODIFIED, [("Last-Modified", modified)])
        content_type = self._content_type(path)
        if worth_compressing(content_type, facts.st_size):
            headers = [("Content-Type", content_type), ("Last-Modified", modified), ("Vary", "Accept-Encoding")]
            if accepts_gzip(request.environ.get("HTTP_ACCEPT_ENCODING")):
                file.close()
                body = compressed(path, facts.st_size, facts.st_mtime_ns)
                headers += [("Content-Encoding", "gzip"), ("Content-Length", str(len(body)))]
                return Response(HTTPStatus.OK, headers, [body])
        else:
            headers = [("Content-Type", content_type), ("Last-Modified", modified)]
        wrapper = request.environ.get("wsgi.file_wrapper", FileWrapper)
        headers.insert(1, ("Content-Length", str(facts.st_size)))
        return Response(HTTPStatus.OK, headers, wrapper(file, FILE_BLOCK))

    def _local_path(self, path: str) -> str:
        """The file for ``path``; :class:`_NoSuchFile` when no file of the site can be it."""
        name = path_text(path)
        if name is None or "\x00" in name:
            raise _NoSuchFile(path)
        parts = [part for part in posixpath.normpath(name).split("/") if part not in ("", ".", "..")]
        root = os.path.realpath(self.site_dir)
        local = os.path.realpath(os.path.join(root, *parts))
        if local != root and not local.startswith(root + os.sep):
            raise _NoSuchFile(path)
        return local

    @staticmethod
    def _to_folder(request: Request) -> Response:
        """The address of a folder ends in a slash, so that its page's relative links work. The
        address is rebuilt from the path's own parts, so that no redirect leaves the site: a path
        such as ``//evil.example/../en`` would otherwise read as another host."""
        environ = request.environ
        parts = [part for part in posixpath.normpath(request.path).split("/") if part not in ("", ".", "..")]
        prefix = "/".join(part for part in environ.get("SCRIPT_NAME", "").split("/") if part)
        path = "/" + "/".join([prefix, *parts] if prefix else parts)
        location = quote(path.encode("latin-1")) + "/"
        if environ.get("QUERY_STRING"):
            location += "?" + environ["QUERY_STRING"]
        return Response(HTTPStatus.MOVED_PERMANENTLY, [("Location", location), ("Content-Length", "0")])

    @staticmethod
    def _unchanged_since(request: Request, modified: float) -> bool:
        since = request.environ.get("HTTP_IF_MODIFIED_SINCE")
        if not since or "HTTP_IF_NONE_MATCH" in request.environ:
            return False
        try:
            moment = email.utils.parsedate_to_datetime(since)
        except (TypeError, ValueError, IndexError, OverflowError):
            return False
        return moment.tzinfo is not None and int(modified) <= moment.timestamp()

    @staticmethod
    def _content_type(path: str) -> str:
        kind, encoding = mimetypes.guess_type(path)
        if encoding is not None or kind is None:
            return ENCODED_TYPES.get(encoding, "application/octet-stream")
        return f"{kind}; charset=utf-8" if kind.startswith("text/") else kind

    def _not_found(self, request: Request) -> Response:
        """The site's own page for a path that names no file."""
        try:
            with open(os.path.join(os.path.realpath(self.site_dir), NOT_FOUND_PAGE), "rb") as file:
                page = file.read()
        except OSError:
            message = translate(request.lang, "No page of this site has this address.")
            return Response.text(HTTPStatus.NOT_FOUND, message)
        if (target := page_for_other_name(path_text(request.path) or request.path, names_in_page(page))) is not None:
            # The entry's page under another of its names: sent there without a script, as the
            # page's own script does in a browser.
            return self._found_at(request, target)
        headers = [("Content-Type", "text/html; charset=utf-8"), ("Content-Length", str(len(page)))]
        return Response(HTTPStatus.NOT_FOUND, headers, [page])

    @staticmethod
    def _found_at(request: Request, target: str) -> Response:
        """A redirect to ``target``, an address relative to the site's root, within the site."""
        prefix = "/".join(part for part in request.environ.get("SCRIPT_NAME", "").split("/") if part)
        location = quote(("/" + prefix + "/" if prefix else "/") + target)
        return Response(HTTPStatus.FOUND, [("Location", location), ("Content-Length", "0")])

    # The search API.

    def _api(self, request: Request) -> Response:
        lang = request.lang
        if request.method != "GET":
            return self._api_error(
                HTTPStatus.METHOD_NOT_ALLOWED, translate(lang, "The search API only answers GET requests."), request
            )
        if request.path.rstrip("/") != SEARCH_PATH:
            return self._api_error(
                HTTPStatus.NOT_FOUND, translate(lang, "Unknown API path: {path}", path=request.path), request
            )
        requested = request.params.get("lang", [lang])[-1]
        if requested not in LANGUAGES:
            message = translate(
                lang, "Unknown language \"{language}\": use es or en.", language=requested[:ECHOED_CHARS]
            )
            return self._api_error(HTTPStatus.BAD_REQUEST, message, request)
        search = importlib.import_module("checker.search")
        raw_limit = request.params.get("limit", [str(DEFAULT_LIMIT)])[-1]
        limit = number_of_results(raw_limit, search.MAX_LIMIT)
        if limit is None:
            message = translate(
                lang,
                "The limit must be a whole number from 1 to {maximum}, not \"{limit}\".",
                maximum=search.MAX_LIMIT,
                limit=raw_limit[:ECHOED_CHARS],
            )
            return self._api_error(HTTPStatus.BAD_REQUEST, message, request)
        query = request.params.get("q", [""])[-1]
        try:
            with self.searchers.searcher() as searcher:
                hits = searcher.search(query, lang, limit)
        except search.QueryError as error:
            return self._api_error(HTTPStatus.BAD_REQUEST, error.render(lang), request)
        except search.SearchError as error:
            # The server's log gets the detail; a client is told what is wrong, not where the
            # server keeps its files nor what the library said about them.
            request.environ["wsgi.errors"].write(error.render(DEFAULT_LANGUAGE) + "\n")
            unavailable = INDEX_MISSING if isinstance(error, search.IndexMissingError) else INDEX_UNREADABLE
            return self._api_error(HTTPStatus.SERVICE_UNAVAILABLE, translate(lang, unavailable), request)
        # How many match in all, beside the hits of the limit: the search box's header says it.
        total = ((TOTAL_HEADER, str(getattr(hits, "total", len(hits)))),)
        return self._json(HTTPStatus.OK, [hit.as_json(lang) for hit in hits], request, total)

    def _api_error(self, status: HTTPStatus, message: str, request: Request) -> Response:
        return self._json(status, {"error": message}, request)

    @staticmethod
    def _json(status: HTTPStatus, data: object, request: Request, extra: tuple[tuple[str, str], ...] = ()) -> Response:
        body = json.dumps(data, ensure_ascii=False).encode("utf-8")
        headers = [
            ("Content-Type", "application/json; charset=utf-8"),
            ("Content-Language", request.lang),
            ("Content-Length", str(len(body))),
            ("Cache-Control", "no-store"),
            *extra,
        ]
        if status == HTTPStatus.METHOD_NOT_ALLOWED:
            headers.append(("Allow", "GET"))
        return Response(status, headers, [body])


def make_app(site_dir: str | Path | None = None, searcher_factory: Callable | None = None) -> SiteApp:
    """The application of ``site_dir``; by default, of the folder that the ``MCRULES_SITE``
    environment variable names, else of ``site/`` in the checkout."""
    chosen = site_dir if site_dir is not None else os.environ.get(SITE_VARIABLE) or SITE_DIR
    return SiteApp(Path(chosen), searcher_factory)
