"""Running a site server in a thread for a test, and talking to it."""

from __future__ import annotations

import http.client
import logging
import socket
import threading

import pytest

SERVER_LOGGER = "checker.site.server"


@pytest.fixture(autouse=True)
def no_server_failures(caplog):
    """Fails the test when the server met an error it did not expect, even if it answered 500.

    Import it into a test module to apply it there; a test that provokes such an error on
    purpose checks the record and clears ``caplog``.
    """
    caplog.set_level(logging.ERROR, logger=SERVER_LOGGER)
    yield
    failures = [record for record in caplog.get_records("call") if record.name == SERVER_LOGGER]
    assert not failures, [record.getMessage() for record in failures]


def start(server) -> threading.Thread:
    thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
    thread.start()
    return thread


def stop(server, thread: threading.Thread) -> None:
    server.shutdown()
    server.server_close()
    thread.join()


def get(server, path, method="GET", headers=None):
    """Status, content type and body of one request."""
    host, port = server.server_address[:2]
    connection = http.client.HTTPConnection(host, port, timeout=10)
    connection.request(method, path, headers=headers or {})
    response = connection.getresponse()
    body = response.read()
    connection.close()
    return response.status, response.getheader("Content-Type", ""), body


def get_raw(server, request: bytes) -> bytes:
    """The server's whole answer to ``request`` sent as is, read until it closes the connection."""
    with socket.create_connection(server.server_address[:2], timeout=10) as connection:
        connection.sendall(request)
        received = b""
        while chunk := connection.recv(65536):
            received += chunk
    return received
