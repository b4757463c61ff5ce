"""Served search: latency and throughput of ``GET /api/search`` under 1, 2 and 10 clients.

Run: ``python benchmarks/bench_serve.py [--site DIR] [--seconds S] [--baseline REF]``. For
this checkout and for the baseline (``main`` unless told; its files are extracted with ``git
archive`` into a temporary folder), builds the bundled site with that code into a temporary
folder (the index's files change between revisions; ``--site`` serves one built site from
both), starts ``serve`` in a process of its own and loads it: the baseline in one
process, this checkout in one and then in as many as ``mcrules serve`` starts by default
(one per CPU, at most four). Each client is a
process asking the search quality set's queries (``tests/search/queries.toml``) one after
another, each on a new connection as a browser's search box does, for ``S`` seconds after a
short warm-up. Printed per server and number of clients: requests per second, p50 and p99
latency, and the latency of the first search after start-up; then this checkout's figures as
ratios of the baseline's.

Targets, for ``mcrules serve`` as it starts by default: at 10 clients, p99 under 20 ms; the
throughput grows from 1 to 2 clients on a machine with two cores or more. Clients and server
share the machine, so every figure includes the clients' own work.
"""

from __future__ import annotations

import argparse
import multiprocessing
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import tomllib
from pathlib import Path
from urllib.parse import quote

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from checker.cli.arguments.serve import default_workers  # noqa: E402

QUERIES_FILE = ROOT / "tests" / "search" / "queries.toml"
CLIENTS = (1, 2, 10)
WARM_UP_SECONDS = 1.0
LIMIT = 10

BUILD_SCRIPT = """
import sys
root, site = sys.argv[1], sys.argv[2]
sys.path.insert(0, root)
from checker.glossary import load_glossary
from checker.site import build_site
build_site(load_glossary(), site)
"""
"""Builds the bundled site with the code of the checkout at ``root``."""

SERVER_SCRIPT = """
import signal, sys
root, site, processes = sys.argv[1], sys.argv[2], int(sys.argv[3])
sys.path.insert(0, root)
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
"""Runs ``serve`` from the checkout at ``root`` in ``processes`` processes: that folder comes
first on the path, before the installed package. SIGTERM stops it as it stops ``mcrules``."""


def search_paths() -> list[str]:
    queries = tomllib.loads(QUERIES_FILE.read_text(encoding="utf-8"))["query"]
    return [
        f"/api/search?q={quote(query['text'])}&lang={query.get('lang', ('es', 'en')[n % 2])}&limit={LIMIT}"
        for n, query in enumerate(queries)
    ]


def ask(port: int, path: str) -> None:
    """One search on a connection of its own, read to the end. Plain sockets, not
    ``http.client``: the clients share the machine with the server, so they do as little as
    they can."""
    with socket.create_connection(("127.0.0.1", port), timeout=30) as connection:
        connection.sendall(f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n".encode())
        answer = b""
        while chunk := connection.recv(65536):
            answer += chunk
    assert answer.split(b" ", 2)[1] == b"200", (path, answer[:100])


def client(port: int, paths: list[str], offset: int, start: float, stop: float, results) -> None:
    """Ask one query after another until ``stop``; report the latencies of those started
    between ``start`` and ``stop``."""
    latencies = []
    number = offset
    while (now := time.perf_counter()) < stop:
        ask(port, paths[number % len(paths)])
        if now >= start:
            latencies.append(time.perf_counter() - now)
        number += 1
    results.put(latencies)


def load(port: int, clients: int, seconds: float, paths: list[str]) -> tuple[float, float, float]:
    """Requests per second, p50 and p99 latency in milliseconds, of ``clients`` at once."""
    results = multiprocessing.Queue()
    begin = time.perf_counter() + 0.2
    start, stop = begin + WARM_UP_SECONDS, begin + WARM_UP_SECONDS + seconds
    workers = [
        multiprocessing.Process(target=client, args=(port, paths, number * 7, start, stop, results))
        for number in range(clients)
    ]
    for worker in workers:
        worker.start()
    latencies = sorted(latency for _ in workers for latency in results.get())
    for worker in workers:
        worker.join()
    p50 = statistics.median(latencies) * 1000
    p99 = latencies[min(len(latencies) - 1, int(len(latencies) * 0.99))] * 1000
    return len(latencies) / seconds, p50, p99


def measure(
    root: Path, processes: int, site: Path, seconds: float, paths: list[str]
) -> dict[int, tuple[float, float, float]]:
    server = subprocess.Popen(
        [sys.executable, "-c", SERVER_SCRIPT, str(root), str(site), str(processes)],
        stdout=subprocess.PIPE, text=True, cwd=root,
    )
    try:
        port = int(server.stdout.readline())
        started = time.perf_counter()
        ask(port, paths[0])
        first = (time.perf_counter() - started) * 1000
        print(f"  first search after start-up: {first:.1f} ms")
        figures = {}
        for clients in CLIENTS:
            figures[clients] = load(port, clients, seconds, paths)
            rate, p50, p99 = figures[clients]
            print(f"  {clients:>2} clients: {rate:7.0f} req/s   p50 {p50:6.2f} ms   p99 {p99:6.2f} ms")
        return figures
    finally:
        server.terminate()
        server.wait()


def built(root: Path, site: Path) -> Path:
    subprocess.run([sys.executable, "-c", BUILD_SCRIPT, str(root), str(site)], cwd=root, check=True)
    return site


def extract(ref: str, folder: Path) -> None:
    archive = subprocess.run(["git", "archive", ref], cwd=ROOT, capture_output=True, check=True).stdout
    subprocess.run(["tar", "-x", "-C", str(folder)], input=archive, check=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--site", type=Path, help="a built site (default: build the bundled one)")
    parser.add_argument("--seconds", type=float, default=4.0, help="measured seconds per load")
    parser.add_argument("--baseline", default="main", help="the git revision to compare with")
    args = parser.parse_args()
    paths = search_paths()
    processes = default_workers()
    with tempfile.TemporaryDirectory() as temporary:
        temporary = Path(temporary)
        baseline = temporary / "baseline"
        baseline.mkdir()
        extract(args.baseline, baseline)
        sites = {root: args.site or built(root, temporary / f"site-{name}") for name, root in (("old", baseline), ("new", ROOT))}
        print(f"baseline ({args.baseline}), 1 process:")
        old = measure(baseline, 1, sites[baseline], args.seconds, paths)
        print("this checkout, 1 process:")
        single = measure(ROOT, 1, sites[ROOT], args.seconds, paths)
        print(f"this checkout, {processes} processes (the default of mcrules serve here):")
        several = measure(ROOT, processes, sites[ROOT], args.seconds, paths)
    for name, new in (("1 process", single), (f"{processes} processes", several)):
        print(f"ratios, this checkout in {name} / baseline:")
        for clients in CLIENTS:
            (old_rate, old_p50, old_p99), (rate, p50, p99) = old[clients], new[clients]
            print(f"  {clients:>2} clients: throughput x{rate / old_rate:.2f}   p50 x{p50 / old_p50:.2f}   "
                  f"p99 x{p99 / old_p99:.2f}")
    rate1, rate2, p99 = several[1][0], several[2][0], several[10][2]
    print(f"targets ({processes} processes): p99 at 10 clients {p99:.2f} ms (under 20: {'yes' if p99 < 20 else 'NO'}); "
          f"throughput 1 -> 2 clients x{rate2 / rate1:.2f} (grows: {'yes' if rate2 > rate1 else 'NO'})")


if __name__ == "__main__":
    main()
