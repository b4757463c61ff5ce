"""Served search: latency, throughput and server CPU of ``GET /api/search`` under 1, 2 and 10
clients, beside two anchors serving under the same load.

Run: ``python benchmarks/bench_serve.py [--site DIR] [--seconds S]``. Builds the bundled site
into a temporary folder (``--site`` serves one already built), then loads, one after the other,
each in a process (or processes) of its own:

- ``mcrules serve``'s server in one process, and in as many as it starts by default (one per
  CPU, at most four), answering searches;
- anchor, the same server's floor: the same default processes answering a small static file of
  the site instead of a search: what accepting a connection, reading a request and writing an
  answer cost, without the search;
- anchor, a well-kept WSGI server: waitress (its default four threads, one process) running the
  same application (:func:`checker.site.wsgi.make_app`) on the same searches.

Each client is a process asking distinct queries (one to three words drawn, seeded, from the
glossary's clauses, in either language; no query is asked twice in a run), each on a new
connection as a browser's search box does, for ``S`` seconds after a short warm-up. Printed per
server and number of clients: requests per second, p50 and p99 latency, and the server's CPU
milliseconds per request (its processes' user and system time over the measured seconds); and
the first search after start-up. Clients and servers share the machine, so wall figures include
the clients' own work; the CPU figures are the server's alone.

Targets, for ``mcrules serve`` as it starts by default: at 10 clients, p99 under 20 ms; the
throughput grows from 1 to 2 clients on a machine with two cores or more.
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import random
import re
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from urllib.parse import quote

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from checker.cli.arguments.serve import default_workers  # noqa: E402
from checker.glossary import load_glossary  # noqa: E402

CLIENTS = (1, 2, 10)
WARM_UP_SECONDS = 1.0
LIMIT = 10
QUERIES = 20_000
"""Distinct queries drawn: more than the fastest server answers in a run, so none repeats."""
WORD = re.compile(r"[^\W\d_]{3,}")
STATIC_PATH = "/assets/mcrules.css"

SERVER_SCRIPT = """
import signal, sys
site, processes = sys.argv[1], int(sys.argv[2])
signal.signal(signal.SIGTERM, signal.default_int_handler)
from checker.site import server as served
server = served.serve(site, port=0)
print(server.server_address[1], flush=True)
try:
    if processes == 1:
        server.serve_forever()
    else:
        served.serve_in_processes(server, processes)
except KeyboardInterrupt:
    pass
"""
"""Runs ``serve`` in ``processes`` processes; SIGTERM stops it as it stops ``mcrules``."""

WAITRESS_SCRIPT = """
import logging, socket, sys
from waitress import serve
logging.getLogger("waitress").setLevel(logging.ERROR)
from checker.site.wsgi import make_app
app = make_app(sys.argv[1])
app.open_index()
listener = socket.socket()
listener.bind(("127.0.0.1", 0))
listener.listen(1024)
print(listener.getsockname()[1], flush=True)
serve(app, sockets=[listener], _quiet=True)
"""
"""Runs the same application under waitress, with its defaults (four threads)."""


def distinct_paths(count: int, seed: int = 3) -> list[str]:
    """``count`` distinct search requests of one to three words of the glossary's clauses."""
    glossary = load_glossary()
    vocabulary = {
        lang: sorted({word.lower() for entry in glossary.entries for clause in entry.walk()
                      for word in WORD.findall(clause.text.get(lang, ""))})
        for lang in ("es", "en")
    }
    rng = random.Random(seed)
    paths: dict[str, None] = {}
    while len(paths) < count:
        lang = rng.choice(("es", "en"))
        text = " ".join(rng.sample(vocabulary[lang], rng.randint(1, 3)))
        paths[f"/api/search?q={quote(text)}&lang={lang}&limit={LIMIT}"] = None
    return list(paths)


def ask(port: int, path: str) -> None:
    """One request on a connection of its own, read to the end. Plain sockets, not
    ``http.client``: the clients share the machine with the server, so they do as little as
    they can."""
    with socket.create_connection(("127.0.0.1", port), timeout=30) as connection:
        connection.sendall(f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n".encode())
        answer = b""
        while chunk := connection.recv(65536):
            answer += chunk
    assert answer.split(b" ", 2)[1] == b"200", (path, answer[:100])


def client(port: int, paths: list[str], start: float, stop: float, results) -> None:
    """Ask one request after another until ``stop``; report the latencies of those started
    between ``start`` and ``stop``."""
    latencies = []
    number = 0
    while (now := time.perf_counter()) < stop:
        ask(port, paths[number % len(paths)])
        if now >= start:
            latencies.append(time.perf_counter() - now)
        number += 1
    results.put(latencies)


def tree_cpu(pid: int) -> float:
    """CPU seconds the process ``pid`` and its living descendants have used."""
    total, waiting = 0.0, [pid]
    while waiting:
        current = waiting.pop()
        try:
            with open(f"/proc/{current}/stat", encoding="ascii") as stream:
                fields = stream.read().rsplit(")", 1)[1].split()
            total += (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
            for task in os.listdir(f"/proc/{current}/task"):
                with open(f"/proc/{current}/task/{task}/children", encoding="ascii") as stream:
                    waiting += [int(child) for child in stream.read().split()]
        except OSError:
            continue  # the process ended meanwhile
    return total


def load(server_pid: int, port: int, clients: int, seconds: float, paths: list[str]) -> tuple[float, float, float, float]:
    """Requests per second, p50 and p99 latency in milliseconds, and the server's CPU
    milliseconds per request, of ``clients`` at once, each with paths of its own."""
    results = multiprocessing.Queue()
    begin = time.perf_counter() + 0.2
    start, stop = begin + WARM_UP_SECONDS, begin + WARM_UP_SECONDS + seconds
    shares = [paths[number::clients] for number in range(clients)]
    workers = [multiprocessing.Process(target=client, args=(port, share, start, stop, results)) for share in shares]
    for worker in workers:
        worker.start()
    time.sleep(max(0.0, start - time.perf_counter()))
    cpu_before = tree_cpu(server_pid)
    time.sleep(max(0.0, stop - time.perf_counter()))
    cpu = tree_cpu(server_pid) - cpu_before
    latencies = sorted(latency for _ in workers for latency in results.get())
    for worker in workers:
        worker.join()
    p50 = statistics.median(latencies) * 1000
    p99 = latencies[min(len(latencies) - 1, int(len(latencies) * 0.99))] * 1000
    return len(latencies) / seconds, p50, p99, cpu * 1000 / len(latencies)


def measure(command: list[str], seconds: float, paths: list[str]) -> dict[int, tuple[float, float, float, float]]:
    server = subprocess.Popen(command, stdout=subprocess.PIPE, text=True, cwd=ROOT)
    try:
        port = int(server.stdout.readline())
        started = time.perf_counter()
        ask(port, paths[0])
        print(f"  first request after start-up: {(time.perf_counter() - started) * 1000:.1f} ms")
        figures = {}
        for clients in CLIENTS:
            figures[clients] = load(server.pid, port, clients, seconds, paths[1:])
            rate, p50, p99, cpu = figures[clients]
            print(f"  {clients:>2} clients: {rate:7.0f} req/s   p50 {p50:6.2f} ms   p99 {p99:6.2f} ms   "
                  f"server CPU {cpu:5.2f} ms/request")
        return figures
    finally:
        server.terminate()
        server.wait()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--site", type=Path, help="a built site (default: build the bundled one)")
    parser.add_argument("--seconds", type=float, default=4.0, help="measured seconds per load")
    args = parser.parse_args()
    searches = distinct_paths(QUERIES)
    processes = default_workers()
    with tempfile.TemporaryDirectory() as temporary:
        site = args.site
        if site is None:
            from checker.site import build_site

            site = Path(temporary) / "site"
            build_site(load_glossary(), site)
        ours = [sys.executable, "-c", SERVER_SCRIPT, str(site)]
        runs = [
            ("mcrules serve's server, 1 process, searches", [*ours, "1"], searches),
            (f"mcrules serve's server, {processes} processes, searches", [*ours, str(processes)], searches),
            (f"anchor: the same, {processes} processes, a static file", [*ours, str(processes)], [STATIC_PATH] * QUERIES),
            ("anchor: waitress (4 threads) running the same app, searches",
             [sys.executable, "-c", WAITRESS_SCRIPT, str(site)], searches),
        ]
        figures = {}
        for name, command, paths in runs:
            print(f"{name}:")
            figures[name] = measure(command, args.seconds, paths)
    ours_default, static, waitress = (figures[runs[index][0]] for index in (1, 2, 3))
    for anchor_name, anchor in (("the static file", static), ("waitress", waitress)):
        print(f"ratios, mcrules serve ({processes} processes) / {anchor_name}:")
        for clients in CLIENTS:
            (rate, p50, p99, cpu), (anchor_rate, anchor_p50, anchor_p99, anchor_cpu) = ours_default[clients], anchor[clients]
            print(f"  {clients:>2} clients: throughput x{rate / anchor_rate:.2f}   p50 x{p50 / anchor_p50:.2f}   "
                  f"p99 x{p99 / anchor_p99:.2f}   server CPU x{cpu / anchor_cpu:.2f}")
    rate1, rate2, p99 = ours_default[1][0], ours_default[2][0], ours_default[10][2]
    print(f"targets ({processes} processes): p99 at 10 clients {p99:.2f} ms (under 20: {'yes' if p99 < 20 else 'NO'}); "
          f"throughput 1 -> 2 clients x{rate2 / rate1:.2f} (grows: {'yes' if rate2 > rate1 else 'NO'})")


if __name__ == "__main__":
    main()
