"""A server whose process has no descriptor left: silent connections are closed to make room
for a client with something to ask, and the server neither spins nor stops answering.

The server runs in a process of its own, under a low limit on open files, while this process
opens far more silent connections than that limit allows it to hold.
"""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
import urllib.request

import pytest

LIMIT = 128
"""The server's limit on open files."""
SILENT = LIMIT + 100
"""Silent connections opened: more than the server can hold, with the rest waiting to be accepted."""
IDLE_TIMEOUT = 60
"""Seconds before the server closes a silent connection by itself: far more than the test waits."""

SERVER = f"""
import resource, sys
from pathlib import Path
resource.setrlimit(resource.RLIMIT_NOFILE, ({LIMIT}, {LIMIT}))
from checker.site.server import serve
server = serve(Path(sys.argv[1]), port=0, idle_timeout={IDLE_TIMEOUT})
print(server.server_address[1], flush=True)
server.serve_forever()
"""


def cpu_seconds(pid: int) -> float:
    with open(f"/proc/{pid}/stat", encoding="ascii") as stream:
        fields = stream.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


@pytest.fixture
def crowded_server(hand_site):
    """The server's port, with :data:`SILENT` silent connections open to it."""
    server = subprocess.Popen([sys.executable, "-c", SERVER, str(hand_site)], stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, text=True)
    held = []
    try:
        port = int(server.stdout.readline())
        held = [socket.create_connection(("127.0.0.1", port)) for _ in range(SILENT)]
        time.sleep(1)
        yield server, port
    finally:
        for connection in held:
            connection.close()
        server.kill()
        server.wait()
        server.stdout.close()
        server.stderr.close()


def test_a_request_is_answered_while_silent_connections_fill_every_descriptor(crowded_server):
    server, port = crowded_server
    asked = time.monotonic()
    with urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=IDLE_TIMEOUT) as answer:
        assert answer.status == 200 and b"<html" in answer.read()
    # The silent connections were closed to make room, not left to time out.
    assert time.monotonic() - asked < IDLE_TIMEOUT / 2


def test_a_server_with_no_descriptor_left_does_not_spin(crowded_server):
    server, _ = crowded_server
    before = cpu_seconds(server.pid)
    time.sleep(2)
    assert cpu_seconds(server.pid) - before < 0.5
    assert server.poll() is None
