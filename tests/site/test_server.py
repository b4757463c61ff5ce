"""The local server: static pages, the search API, and what it refuses to serve."""

from __future__ import annotations

import json
import os
import resource
import socket
import threading
from dataclasses import dataclass

import pytest

from checker.search import QueryError
from checker.site import server as server_module
from checker.site.server import serve
from tests.site.serving import (  # noqa: F401 (a fixture)
    SERVER_LOGGERS,
    address_get,
    get,
    get_raw,
    no_server_failures,
    start,
    stop,
)


@dataclass
class FakeHit:
    entry: str
    lang: str

    def as_json(self, reader_lang):
        return {"entry": self.entry, "lang": self.lang, "icons named in": reader_lang}


class FakeSearcher:
    """Answers every query with one hit naming the query, and rejects limits over 5."""

    opened: list = []

    def __init__(self, index_dir):
        FakeSearcher.opened.append(index_dir)

    def search(self, query, lang, limit):
        if limit > 5:
            raise QueryError("limit {limit} is too large", limit=limit)
        return [FakeHit(query, lang)]

    def close(self):
        pass


@pytest.fixture
def running(hand_site):
    FakeSearcher.opened = []
    server = serve(hand_site, port=0, searcher_factory=FakeSearcher)
    thread = start(server)
    yield server
    stop(server, thread)


def test_pages_of_both_languages_are_served(running):
    for path in ("/", "/glossary/main-scheme/", "/en/glossary/main-scheme/"):
        status, content_type, body = get(running, path)
        assert status == 200 and content_type.startswith("text/html")
        assert b'id="main-scheme.1"' in body or path == "/"


def test_search_api_returns_the_hits_as_json(running, hand_site):
    status, content_type, body = get(running, "/api/search?q=amenaza&lang=en&limit=3")
    assert status == 200 and content_type.startswith("application/json")
    assert json.loads(body) == [{"entry": "amenaza", "lang": "en", "icons named in": "en"}]
    assert FakeSearcher.opened == [hand_site.resolve() / "_search"]


def test_the_searcher_is_opened_once_and_kept(running):
    get(running, "/api/search?q=a")
    get(running, "/api/search?q=b")
    assert len(FakeSearcher.opened) == 1


def test_the_index_is_opened_before_the_first_request(hand_site):
    FakeSearcher.opened = []
    server = serve(hand_site, port=0, searcher_factory=FakeSearcher)
    server.server_close()
    assert FakeSearcher.opened == [hand_site.resolve() / "_search"]


class SlowSearcher(FakeSearcher):
    """Holds the query "slow" until ``released`` is set."""

    released = threading.Event()

    def search(self, query, lang, limit):
        if query == "slow":
            assert SlowSearcher.released.wait(timeout=10)
        return super().search(query, lang, limit)


def test_a_slow_search_does_not_hold_up_the_others(hand_site):
    SlowSearcher.released.clear()
    server = serve(hand_site, port=0, searcher_factory=SlowSearcher)
    thread = start(server)
    slow: list = []
    asking = threading.Thread(target=lambda: slow.append(get(server, "/api/search?q=slow&limit=1")))
    try:
        asking.start()
        status, _, body = get(server, "/api/search?q=quick&limit=1")
        assert status == 200
        assert json.loads(body) == [{"entry": "quick", "lang": "es", "icons named in": "es"}]
        assert slow == []
    finally:
        SlowSearcher.released.set()
        asking.join(timeout=10)
        stop(server, thread)
    assert slow[0][0] == 200


def test_a_process_that_shares_its_connections_takes_none_while_it_answers(hand_site):
    """Of several processes on one socket, a busy one leaves the next connection to the others:
    here there is no other, so the quick search waits for the slow one."""
    SlowSearcher.released.clear()
    server = serve(hand_site, port=0, searcher_factory=SlowSearcher)
    server.share_connections()
    thread = start(server)
    answers: dict = {}
    asking = [
        threading.Thread(target=lambda query=query: answers.setdefault(query, get(server, f"/api/search?q={query}&limit=1")))
        for query in ("slow", "quick")
    ]
    try:
        asking[0].start()
        while not server._answering:
            threading.Event().wait(0.01)
        asking[1].start()
        asking[1].join(timeout=0.5)
        assert answers == {}
    finally:
        SlowSearcher.released.set()
        for thread_asking in asking:
            thread_asking.join(timeout=10)
        stop(server, thread)
    assert answers["slow"][0] == answers["quick"][0] == 200


def test_a_silent_connection_does_not_stop_a_process_that_shares_its_connections(hand_site):
    """Only answers count: a client that connects and says nothing holds nobody up."""
    server = serve(hand_site, port=0, searcher_factory=FakeSearcher)
    server.share_connections()
    thread = start(server)
    try:
        with socket.create_connection(server.server_address[:2], timeout=10):
            status, _, body = get(server, "/api/search?q=quick&limit=1")
        assert status == 200 and json.loads(body)[0]["entry"] == "quick"
    finally:
        stop(server, thread)


def test_a_process_that_shares_its_connections_reads_the_last_request_before_taking_the_next(hand_site, monkeypatch):
    """A request that comes with its connection is answered before the next connection is
    taken: the process does not answer two at once. A client slower than the grace for
    arriving requests is no longer waited for (the test above)."""
    monkeypatch.setattr(server_module, "ARRIVAL_GRACE", 30.0)
    server = serve(hand_site, port=0, searcher_factory=FakeSearcher)
    server.share_connections()
    thread = start(server)
    answers: list = []
    asking = threading.Thread(target=lambda: answers.append(get(server, "/api/search?q=quick&limit=1")))
    try:
        with socket.create_connection(server.server_address[:2], timeout=10) as slow:
            while not server._arriving:
                threading.Event().wait(0.01)
            asking.start()
            asking.join(timeout=0.5)
            assert answers == []
            slow.sendall(b"GET /api/search?q=quick&limit=1 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
            assert slow.makefile("rb").readline().split()[1] == b"200"
        asking.join(timeout=10)
    finally:
        stop(server, thread)
    assert answers[0][0] == 200


class ThreadNamingSearcher(FakeSearcher):
    """Answers with the name of the thread that made the answer."""

    def search(self, query, lang, limit):
        return [FakeHit(threading.current_thread().name, lang)]


def test_a_process_that_shares_its_connections_answers_a_search_in_the_thread_that_accepted_it(hand_site):
    server = serve(hand_site, port=0, searcher_factory=ThreadNamingSearcher)
    server.share_connections()
    thread = start(server)
    try:
        status, _, body = get(server, "/api/search?q=quick&limit=1")
    finally:
        stop(server, thread)
    assert status == 200 and json.loads(body)[0]["entry"] == thread.name


def test_a_connection_past_the_first_thousand_descriptors_is_answered_too(hand_site):
    """A busy process holds many connections and files; the one it accepts may get a descriptor
    that ``select`` refuses (1024 and above), and the search must still be answered."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if hard != resource.RLIM_INFINITY and hard < 1100:
        pytest.skip(f"this system allows {hard} open files, so no descriptor reaches 1024")
    resource.setrlimit(resource.RLIMIT_NOFILE, (max(soft, 1100), hard))
    held = []
    server = serve(hand_site, port=0, searcher_factory=FakeSearcher)
    server.share_connections()
    thread = start(server)
    try:
        while not held or held[-1] < 1030:
            held.append(os.open(os.devnull, os.O_RDONLY))
        status, _, body = get(server, "/api/search?q=quick&limit=1")
        assert status == 200 and json.loads(body)[0]["entry"] == "quick"
    finally:
        for descriptor in held:
            os.close(descriptor)
        stop(server, thread)
        resource.setrlimit(resource.RLIMIT_NOFILE, (soft, hard))


class BigSearcher(FakeSearcher):
    """Answers the query "big" with a hit far longer than a socket's buffers hold."""

    def search(self, query, lang, limit):
        return [FakeHit("x" * 8_000_000 if query == "big" else query, lang)]


def test_a_client_that_does_not_read_its_answer_holds_up_no_other(hand_site):
    """The answer made in the thread that accepts connections goes on being sent from a thread
    of its own while the client does not read it."""
    server = serve(hand_site, port=0, searcher_factory=BigSearcher)
    server.share_connections()
    thread = start(server)
    try:
        with socket.socket() as unread:
            unread.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
            unread.settimeout(10)
            unread.connect(server.server_address[:2])
            unread.sendall(b"GET /api/search?q=big&limit=1 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
            status, _, body = get(server, "/api/search?q=quick&limit=1")
            assert status == 200 and json.loads(body)[0]["entry"] == "quick"
            received = b""
            while chunk := unread.recv(65536):
                received += chunk
        head, _, big = received.partition(b"\r\n\r\n")
        assert head.split()[1] == b"200"
        assert json.loads(big)[0]["entry"] == "x" * 8_000_000
    finally:
        stop(server, thread)


def test_a_query_error_is_a_bad_request_with_its_message(running):
    status, _, body = get(running, "/api/search?q=x&lang=es&limit=9")
    assert status == 400
    assert json.loads(body) == {"error": "limit 9 is too large"}


@pytest.mark.parametrize(
    "query, message",
    [
        ("q=x&lang=es&limit=diez", "El límite debe ser un número entero del 1 al 50, no «diez»."),
        ("q=x&lang=en&limit=-1", 'The limit must be a whole number from 1 to 50, not "-1".'),
        ("q=x&lang=en&limit=%C2%B2", 'The limit must be a whole number from 1 to 50, not "²".'),
        ("q=x&lang=en&limit=%D9%A3", 'The limit must be a whole number from 1 to 50, not "٣".'),
        ("q=x&lang=en&limit=0", 'The limit must be a whole number from 1 to 50, not "0".'),
        ("q=x&lang=en&limit=51", 'The limit must be a whole number from 1 to 50, not "51".'),
        ("q=x&lang=en&limit=" + "9" * 5000, f'The limit must be a whole number from 1 to 50, not "{"9" * 20}".'),
    ],
)
def test_a_limit_that_is_not_a_number_of_results_is_a_bad_request(running, query, message):
    status, _, body = get(running, f"/api/search?{query}")
    assert status == 400
    assert json.loads(body) == {"error": message}


@pytest.mark.parametrize(
    "query, accept_language, message",
    [
        ("q=x&lang=fr", None, "Idioma desconocido «fr»: usa es o en."),
        ("q=x&lang=fr", "en-GB,en;q=0.9", 'Unknown language "fr": use es or en.'),
        ("q=x&lang=english", "fr, en;q=0.5, es;q=0.4", 'Unknown language "english": use es or en.'),
    ],
)
def test_an_unknown_language_is_a_bad_request_in_the_readers_language(running, query, accept_language, message):
    headers = {"Accept-Language": accept_language} if accept_language else {}
    status, _, body = get(running, f"/api/search?{query}", headers=headers)
    assert status == 400
    assert json.loads(body) == {"error": message}


@pytest.mark.parametrize(
    "query, accept_language, message",
    [
        ("q=x&limit=x", "en", 'The limit must be a whole number from 1 to 50, not "x".'),
        ("q=x&limit=x", "en;q=0.2, es;q=0.8", "El límite debe ser un número entero del 1 al 50, no «x»."),
        ("q=x&limit=x&lang=es", "en", "El límite debe ser un número entero del 1 al 50, no «x»."),
        ("q=x&limit=x&lang=en", "es", 'The limit must be a whole number from 1 to 50, not "x".'),
        ("q=x&limit=x", "*, de", "El límite debe ser un número entero del 1 al 50, no «x»."),
    ],
)
def test_errors_speak_the_lang_parameter_else_accept_language_else_spanish(running, query, accept_language, message):
    status, _, body = get(running, f"/api/search?{query}", headers={"Accept-Language": accept_language})
    assert status == 400
    assert json.loads(body) == {"error": message}


def test_without_lang_the_search_prefers_the_accept_language(running):
    _, _, body = get(running, "/api/search?q=a&limit=3", headers={"Accept-Language": "en-US"})
    assert json.loads(body) == [{"entry": "a", "lang": "en", "icons named in": "en"}]
    _, _, body = get(running, "/api/search?q=a&limit=3")
    assert json.loads(body) == [{"entry": "a", "lang": "es", "icons named in": "es"}]


@pytest.mark.parametrize(
    "lang, message", [("en", "Unknown API path: /api/nothing"), ("es", "Ruta de la API desconocida: /api/nothing")]
)
def test_unknown_api_paths_are_not_found_in_the_request_language(running, lang, message):
    status, content_type, body = get(running, f"/api/nothing?lang={lang}")
    assert status == 404 and content_type.startswith("application/json")
    assert json.loads(body) == {"error": message}


@pytest.mark.parametrize("method", ["POST", "PUT", "DELETE", "PATCH", "OPTIONS"])
def test_the_api_refuses_other_methods_than_get_in_json(running, method):
    status, content_type, body = get(running, "/api/search?q=x&lang=en", method=method)
    assert status == 405 and content_type.startswith("application/json")
    assert json.loads(body) == {"error": "The search API only answers GET requests."}


def test_a_head_request_to_the_api_is_refused_without_a_body(running):
    status, content_type, body = get(running, "/api/search?q=x", method="HEAD")
    assert (status, body) == (405, b"") and content_type.startswith("application/json")


@pytest.mark.parametrize(
    "lang, message",
    [
        ("en", "This address only answers GET and HEAD requests."),
        ("es", "Esta dirección solo responde a peticiones GET y HEAD."),
    ],
)
def test_pages_refuse_other_methods_than_get_and_head_in_the_request_language(running, lang, message):
    status, headers, body = address_get(running.server_address, "/", "POST", {"Accept-Language": lang})
    assert status == 405 and headers["Allow"] == "GET, HEAD"
    assert body.decode("utf-8") == message


def test_the_api_names_the_method_it_allows(running):
    status, headers, _ = address_get(running.server_address, "/api/search?q=x", "DELETE")
    assert status == 405 and headers["Allow"] == "GET"


def test_a_folder_without_its_final_slash_is_redirected_to_it(running):
    status, headers, _ = address_get(running.server_address, "/en/glossary?x=1")
    assert status == 301 and headers["Location"] == "/en/glossary/?x=1"


def test_a_head_request_for_a_page_gives_its_length_without_a_body(running, hand_site):
    status, headers, body = address_get(running.server_address, "/en/glossary/main-scheme/", "HEAD")
    page = hand_site / "en" / "glossary" / "main-scheme" / "index.html"
    assert (status, body) == (200, b"")
    assert int(headers["Content-Length"]) == page.stat().st_size


def test_a_page_unchanged_since_the_readers_copy_is_not_sent_again(running):
    _, headers, _ = address_get(running.server_address, "/assets/mcrules.css")
    since = {"If-Modified-Since": headers["Last-Modified"]}
    status, _, body = address_get(running.server_address, "/assets/mcrules.css", headers=since)
    assert (status, body) == (304, b"")


def test_folders_are_never_listed(running):
    status, _, _ = get(running, "/assets/")
    assert status == 404


@pytest.mark.parametrize("path", ["/../../../../etc/passwd", "/%2e%2e/%2e%2e/etc/passwd", "/..%2f..%2fetc%2fpasswd"])
def test_paths_cannot_leave_the_site(running, path):
    status, _, body = get(running, path)
    assert status == 404
    assert b"root:" not in body


@pytest.mark.parametrize("path", ["/nothing", "/en/nothing/", "/en/glossary/nothing/", "/glossary/main-scheme/x.png"])
def test_unknown_paths_get_the_sites_own_not_found_page(running, hand_site, path):
    status, content_type, body = get(running, path)
    assert status == 404 and content_type.startswith("text/html")
    assert body == (hand_site / "404.html").read_bytes()


def test_a_head_request_for_an_unknown_path_is_not_found_without_a_body(running):
    status, _, body = get(running, "/nothing", method="HEAD")
    assert (status, body) == (404, b"")


@pytest.mark.parametrize("path", ["/%00", "/a%00b/", "/%00.html", "/%ED%A0%80", "/%0a%0d", "/%ff"])
def test_paths_no_file_can_have_are_not_found(running, hand_site, path):
    status, _, body = get(running, path)
    assert status == 404
    assert body == (hand_site / "404.html").read_bytes()


def test_a_nul_byte_in_the_request_line_is_answered(running):
    answer = get_raw(running, b"GET /\x00 HTTP/1.0\r\n\r\n")
    assert answer.startswith(b"HTTP/1.0 404 ")


@pytest.mark.parametrize(
    "raw_request, status",
    [(b"GARBAGE\r\n\r\n", b"400"), (b"GET / HTTP/9.9\r\n\r\n", b"505"), (b"GET /" + b"a" * 70000 + b"\r\n", b"414")],
)
def test_a_malformed_request_gets_an_error_not_silence(running, raw_request, status):
    assert b"Error code: " + status in get_raw(running, raw_request)


class FailingSearcher(FakeSearcher):
    def search(self, query, lang, limit):
        raise RuntimeError("a bug in the searcher")


def test_an_unexpected_error_is_a_server_error_in_the_request_language(hand_site, caplog):
    server = serve(hand_site, port=0, searcher_factory=FailingSearcher)
    thread = start(server)
    try:
        status, content_type, body = get(server, "/api/search?q=x&lang=en")
        page_status, _, _ = get(server, "/")
    finally:
        stop(server, thread)
    assert status == 500 and content_type.startswith("application/json")
    assert json.loads(body) == {"error": "The server could not answer this request: RuntimeError."}
    assert page_status == 200
    logged = [record for record in caplog.records if record.name in SERVER_LOGGERS]
    assert len(logged) == 1 and "a bug in the searcher" in str(logged[0].exc_info[1])
    caplog.clear()


def test_an_idle_connection_is_closed_by_the_server(hand_site):
    server = serve(hand_site, port=0, searcher_factory=FakeSearcher, idle_timeout=0.2)
    thread = start(server)
    try:
        with socket.create_connection(server.server_address[:2], timeout=10) as idle:
            assert idle.recv(1) == b""
        with socket.create_connection(server.server_address[:2], timeout=10) as slow:
            slow.sendall(b"GET / HTTP/1.1\r\nHost: x\r\n")
            assert slow.recv(1) == b""
    finally:
        stop(server, thread)


def test_the_idle_timeout_is_thirty_seconds_by_default(hand_site):
    server = serve(hand_site, port=0, searcher_factory=FakeSearcher)
    try:
        assert server.idle_timeout == 30
    finally:
        server.server_close()


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


def test_text_files_go_gzipped_to_a_browser_that_accepts_it(running, hand_site):
    import gzip

    page = (hand_site / "glossary" / "main-scheme" / "index.html").read_bytes()
    status, headers, body = address_get(running.server_address[:2], "/glossary/main-scheme/",
                                        headers={"Accept-Encoding": "gzip, deflate"})
    assert status == 200 and headers["Content-Encoding"] == "gzip" and headers["Vary"] == "Accept-Encoding"
    assert gzip.decompress(body) == page and int(headers["Content-Length"]) == len(body) < len(page) / 2
    status, headers, body = address_get(running.server_address[:2], "/glossary/main-scheme/")
    assert status == 200 and "Content-Encoding" not in headers and headers["Vary"] == "Accept-Encoding"
    assert body == page
    status, headers, body = address_get(running.server_address[:2], "/glossary/main-scheme/", "HEAD",
                                        headers={"Accept-Encoding": "gzip"})
    assert status == 200 and headers["Content-Encoding"] == "gzip" and body == b""


def test_images_and_refused_gzip_go_as_they_are(running, hand_site):
    status, headers, body = address_get(running.server_address[:2], "/assets/images/favicon.png",
                                        headers={"Accept-Encoding": "gzip"})
    assert status == 200 and "Content-Encoding" not in headers
    assert body == (hand_site / "assets" / "images" / "favicon.png").read_bytes()
    status, headers, _ = address_get(running.server_address[:2], "/glossary/main-scheme/",
                                     headers={"Accept-Encoding": "gzip;q=0, identity"})
    assert "Content-Encoding" not in headers
