"""The site as a WSGI application: run by a production WSGI server (waitress), as the README
says, and chosen by argument or environment variable."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import threading
from wsgiref.util import setup_testing_defaults

import pytest

from checker.site.wsgi import SITE_VARIABLE, make_app
from tests.site.serving import address_get

SERVING = re.compile(r"Serving on http://127\.0\.0\.1:(\d+)")


@pytest.fixture(scope="module")
def waitress_port(real_site):
    """``waitress-serve --call checker.site.wsgi:make_app`` over the real site, on a free port."""
    command = [sys.executable, "-m", "waitress", "--listen=127.0.0.1:0", "--call", "checker.site.wsgi:make_app"]
    server = subprocess.Popen(
        command, env={**os.environ, SITE_VARIABLE: str(real_site)}, stderr=subprocess.PIPE, text=True
    )
    found = threading.Event()
    port: list[int] = []

    def read_log() -> None:
        for line in server.stderr:
            if not found.is_set() and (match := SERVING.search(line)):
                port.append(int(match[1]))
                found.set()

    threading.Thread(target=read_log, daemon=True).start()
    try:
        assert found.wait(timeout=60), "waitress did not start"
        yield port[0]
    finally:
        server.terminate()
        server.wait(timeout=10)


def test_waitress_serves_the_pages_of_both_languages(waitress_port):
    for path in ("/", "/glossary/main-scheme/", "/en/glossary/main-scheme/"):
        status, headers, body = address_get(("127.0.0.1", waitress_port), path)
        assert status == 200 and headers["Content-Type"].startswith("text/html")
        assert b'id="main-scheme.1"' in body or path == "/"


def test_waitress_answers_searches(waitress_port):
    status, headers, body = address_get(("127.0.0.1", waitress_port), "/api/search?q=aceleracion&lang=es&limit=5")
    assert status == 200 and headers["Content-Type"].startswith("application/json")
    assert "main-scheme" in {hit["entry"] for hit in json.loads(body)}


def test_waitress_gives_the_sites_not_found_page(waitress_port, real_site):
    status, _, body = address_get(("127.0.0.1", waitress_port), "/en/glossary/nothing/")
    assert status == 404
    assert body == (real_site / "404.html").read_bytes()


def test_waitress_gives_api_errors_in_the_requests_language(waitress_port):
    status, headers, body = address_get(("127.0.0.1", waitress_port), "/api/search?q=x&lang=en&limit=0")
    assert status == 400 and headers["Content-Language"] == "en"
    assert json.loads(body) == {"error": 'The limit must be a whole number from 1 to 50, not "0".'}


def test_the_site_folder_comes_from_the_argument_else_the_environment(hand_site, tmp_path, monkeypatch):
    other = tmp_path / "other"
    shutil.copytree(hand_site, other)
    monkeypatch.setenv(SITE_VARIABLE, str(other))
    chosen_by_environment, chosen_by_argument = make_app(), make_app(hand_site)
    try:
        assert chosen_by_environment.site_dir == other
        assert chosen_by_argument.site_dir == hand_site
    finally:
        chosen_by_environment.close()
        chosen_by_argument.close()


def call(app, path, script_name=""):
    """Status and headers of ``app``'s answer to a GET of ``path``, mounted at ``script_name``."""
    environ = {"REQUEST_METHOD": "GET", "SCRIPT_NAME": script_name, "PATH_INFO": path, "QUERY_STRING": ""}
    setup_testing_defaults(environ)
    answer = {}

    def start_response(status, headers):
        answer.update(status=status, headers=dict(headers))

    body = b"".join(app(environ, start_response))
    return answer["status"], answer["headers"], body


def test_mounted_under_a_prefix_a_folder_is_redirected_within_it(hand_site):
    app = make_app(hand_site)
    try:
        status, headers, _ = call(app, "/en/glossary", script_name="/rules")
    finally:
        app.close()
    assert status == "301 Moved Permanently" and headers["Location"] == "/rules/en/glossary/"


@pytest.mark.parametrize("path", ["//evil.example/../en", "//evil.example/en", "/%2F%2Fevil.example/../en"])
def test_a_folder_redirect_never_leaves_the_site(hand_site, path):
    app = make_app(hand_site)
    try:
        status, headers, _ = call(app, path)
    finally:
        app.close()
    location = headers.get("Location", "")
    assert not location.startswith("//") and not location.startswith("/%2F") and "evil.example" not in location.split("/")[0]
    assert status.startswith(("301", "404")) and (not location or location.startswith("/"))


@pytest.mark.parametrize(
    ("path", "script_name", "location"),
    [
        ("/glossary/eliminación-de-jugadores/", "", "/glossary/player-elimination/"),
        ("/en/glossary/Eliminacion-de-jugadores", "", "/en/glossary/player-elimination/"),
        ("/eliminacion-de-jugadores.html", "/rules", "/rules/glossary/player-elimination/"),
    ],
)
def test_a_missing_address_that_names_an_entry_by_another_name_leads_to_its_page_without_a_script(
    real_site, path, script_name, location
):
    app = make_app(real_site)
    try:
        status, headers, _ = call(app, path, script_name=script_name)
        missing, _, body = call(app, "/en/glossary/nothing/")
    finally:
        app.close()
    assert (status, headers["Location"]) == ("302 Found", location)
    assert missing == "404 Not Found" and body == (real_site / "404.html").read_bytes()
