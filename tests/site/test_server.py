"""The local server: static pages, the search API, and what it refuses to serve."""

from __future__ import annotations

import http.client
import json
import threading
from dataclasses import dataclass

import pytest

from checker.search import QueryError
from checker.site.server import serve


@dataclass
class FakeHit:
    entry: str
    lang: str

    def as_json(self):
        return {"entry": self.entry, "lang": self.lang}


class FakeSearcher:
    """Answers every query with one hit naming the query, and rejects limits over 5."""

    opened: list = []

    def __init__(self, index_dir):
        FakeSearcher.opened.append(index_dir)

    def search(self, query, lang, limit):
        if limit > 5:
            raise QueryError("limit {limit} is too large", limit=limit)
        return [FakeHit(query, lang)]


@pytest.fixture
def running(hand_site):
    FakeSearcher.opened = []
    server = serve(hand_site, port=0, searcher_factory=FakeSearcher)
    thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
    thread.start()
    yield server
    server.shutdown()
    server.server_close()
    thread.join()


def get(server, path):
    host, port = server.server_address[:2]
    connection = http.client.HTTPConnection(host, port, timeout=10)
    connection.request("GET", path)
    response = connection.getresponse()
    body = response.read()
    connection.close()
    return response.status, response.getheader("Content-Type", ""), body


def test_pages_of_both_languages_are_served(running):
    for path in ("/", "/glossary/main-scheme/", "/en/glossary/main-scheme/"):
        status, content_type, body = get(running, path)
        assert status == 200 and content_type.startswith("text/html")
        assert b'id="main-scheme.1"' in body or path == "/"


def test_search_api_returns_the_hits_as_json(running, hand_site):
    status, content_type, body = get(running, "/api/search?q=amenaza&lang=en&limit=3")
    assert status == 200 and content_type.startswith("application/json")
    assert json.loads(body) == [{"entry": "amenaza", "lang": "en"}]
    assert FakeSearcher.opened == [hand_site.resolve() / "_search"]


def test_the_searcher_is_opened_once_and_kept(running):
    get(running, "/api/search?q=a")
    get(running, "/api/search?q=b")
    assert len(FakeSearcher.opened) == 1


def test_a_query_error_is_a_bad_request_with_its_message(running):
    status, _, body = get(running, "/api/search?q=x&lang=es&limit=9")
    assert status == 400
    assert json.loads(body) == {"error": "limit 9 is too large"}


@pytest.mark.parametrize(
    "query, message",
    [
        ("q=x&lang=fr", 'Unknown language "fr": use es or en.'),
        ("q=x&lang=es&limit=diez", 'El límite debe ser un número entero, no «diez».'),
        ("q=x&lang=en&limit=-1", 'The limit must be a whole number, not "-1".'),
    ],
)
def test_a_bad_language_or_limit_is_a_bad_request(running, query, message):
    status, _, body = get(running, f"/api/search?{query}")
    assert status == 400
    assert json.loads(body) == {"error": message}


def test_unknown_api_paths_are_not_found(running):
    status, _, body = get(running, "/api/nothing")
    assert status == 404 and "error" in json.loads(body)


def test_folders_are_never_listed(running):
    status, _, _ = get(running, "/assets/")
    assert status == 404


@pytest.mark.parametrize("path", ["/../../../../etc/passwd", "/%2e%2e/%2e%2e/etc/passwd", "/..%2f..%2fetc%2fpasswd"])
def test_paths_cannot_leave_the_site(running, path):
    status, _, body = get(running, path)
    assert status == 404
    assert b"root:" not in body


def test_the_real_search_index_answers_through_the_api(real_site):
    server = serve(real_site, port=0)
    thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
    thread.start()
    try:
        status, _, body = get(server, "/api/search?q=aceleracion&lang=es&limit=5")
    finally:
        server.shutdown()
        server.server_close()
    assert status == 200
    assert "main-scheme" in {hit["entry"] for hit in json.loads(body)}


LOAD_QUERIES = ["aceleracion", "planes", "amenza", "threat", "boca abajo", "AND OR (", '"unclosed',
                "field:junk", "xyz~9", "<script>alert(1)</script>", "x" * 5000, "\x00\x07"]


def test_two_hundred_concurrent_searches_all_answer(real_site):
    """A bounded load test on loopback: 200 requests at once, every one answered, none failed."""
    from concurrent.futures import ThreadPoolExecutor
    from urllib.parse import quote

    server = serve(real_site, port=0)
    thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
    thread.start()
    paths = [
        f"/api/search?q={quote(LOAD_QUERIES[n % len(LOAD_QUERIES)])}&lang={('es', 'en')[n % 2]}&limit=5"
        for n in range(200)
    ]
    try:
        with ThreadPoolExecutor(max_workers=200) as pool:
            answers = list(pool.map(lambda path: get(server, path), paths))
    finally:
        server.shutdown()
        server.server_close()
    assert [status for status, _, _ in answers] == [200] * 200
    assert all(isinstance(json.loads(body), list) for _, _, body in answers)
    first_hits = {json.loads(body)[0]["entry"] for _, _, body in answers[:5] if json.loads(body)}
    assert first_hits <= {"main-scheme", "in-play-and-out-of-play"}
    assert all(b"<script>" not in body for _, _, body in answers)
