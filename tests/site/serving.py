"""Running a site server in a thread for a test, and talking to it."""

from __future__ import annotations

import http.client
import logging
import socket
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from functools import partial
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

SERVER_LOGGERS = ("checker.site.server", "checker.site.wsgi")
"""Where the embedded server and the application log what they did not expect."""


@pytest.fixture(autouse=True)
def no_server_failures(caplog):
    """Fails the test when the server met an error it did not expect, even if it answered 500.

    Import it into a test module to apply it there; a test that provokes such an error on
    purpose checks the record and clears ``caplog``.
    """
    for name in SERVER_LOGGERS:
        caplog.set_level(logging.ERROR, logger=name)
    yield
    failures = [record for record in caplog.get_records("call") if record.name in SERVER_LOGGERS]
    assert not failures, [record.getMessage() for record in failures]


def start(server) -> threading.Thread:
    thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
    thread.start()
    return thread


def stop(server, thread: threading.Thread) -> None:
    server.shutdown()
    server.server_close()
    thread.join()


@contextmanager
def running(server) -> Iterator[None]:
    """``server`` answering from a thread until the block ends, then closed and its thread ended."""
    thread = start(server)
    try:
        yield
    finally:
        stop(server, thread)


class _QuietFiles(SimpleHTTPRequestHandler):
    def log_message(self, format, *args):
        """Stay quiet."""


@contextmanager
def static_files(directory: Path) -> Iterator[str]:
    """The address of ``directory`` on a plain file server, as a static host serves it: no search
    API."""
    server = ThreadingHTTPServer(("127.0.0.1", 0), partial(_QuietFiles, directory=str(directory)))
    with running(server):
        yield f"http://127.0.0.1:{server.server_address[1]}/"


def address_get(address, path, method="GET", headers=None):
    """Status, headers and body of one request to the server at ``address`` (host, port)."""
    connection = http.client.HTTPConnection(*address, timeout=10)
    connection.request(method, path, headers=headers or {})
    response = connection.getresponse()
    body = response.read()
    connection.close()
    return response.status, response.headers, body


def get(server, path, method="GET", headers=None):
    """Status, content type and body of one request."""
    status, answer_headers, body = address_get(server.server_address[:2], path, method, headers)
    return status, answer_headers.get("Content-Type", ""), body


def get_raw(server, request: bytes) -> bytes:
    """The server's whole answer to ``request`` sent as is, read until it closes the connection."""
    with socket.create_connection(server.server_address[:2], timeout=10) as connection:
        connection.sendall(request)
        received = b""
        while chunk := connection.recv(65536):
            received += chunk
    return received
