"""Serve a built site, and its search API, from the standard library's WSGI server.

The server runs :class:`checker.site.wsgi.SiteApp`, the same application a production WSGI
server runs, one thread per connection, in one process or several (:func:`serve_in_processes`).
Of several processes, one that is answering a request leaves new connections to the others,
and answers a search that has arrived whole in the thread that accepted it.
What belongs to the server alone is here: a connection silent for ``idle_timeout`` seconds is
closed, a malformed request gets the standard error page, and nothing is written to the
terminal.
"""

from __future__ import annotations

import errno
import io
import logging
import os
import resource
import select
import signal
import socket
import sys
import threading
import time
from collections.abc import Callable
from functools import partial
from pathlib import Path
from socketserver import ThreadingMixIn
from wsgiref.simple_server import ServerHandler, WSGIRequestHandler, WSGIServer

from checker.site.wsgi import API_PREFIX, SiteApp

DEFAULT_IDLE_TIMEOUT = 30.0
"""Seconds a connection may stay silent before the server closes it: a client that never
finishes its request would otherwise hold a thread forever."""
MAX_REQUEST_LINE = 65536
ARRIVAL_GRACE = 0.02
"""Seconds a process that shares its socket waits, after accepting a connection, for that
connection's request to be read before it accepts another (see :meth:`SiteServer.share_connections`)."""
DESCRIPTORS_KEPT = 64
"""Descriptors a server keeps free of connections, at most a quarter of what it may open: for
the files and modules answering opens, and the connection of a client with something to ask."""
SHED_WAIT = 1.0
"""Seconds the server waits for the connection it closed to free its descriptor, when it has
no descriptor left for a new one (see :meth:`SiteServer.get_request`)."""
FULL_PAUSE = 0.05
"""Seconds the server rests when it has no descriptor left and no silent connection to close,
rather than trying to accept again at once, which would spin a core."""
OUT_OF_DESCRIPTORS = frozenset({errno.EMFILE, errno.ENFILE})
PEEKED_BYTES = 16384
"""Most bytes of a request looked at to tell whether it has arrived whole; a longer one is
read by a thread of its own."""

logger = logging.getLogger(__name__)


def _most_connections() -> int | None:
    """The connections a server may hold and still keep :data:`DESCRIPTORS_KEPT` descriptors
    free, under the process's limit on open files; None when there is no limit."""
    soft, _ = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft == resource.RLIM_INFINITY:
        return None
    return soft - min(DESCRIPTORS_KEPT, soft // 4)


def _quiet(error: BaseException | None) -> bool:
    """Whether ``error`` is only a client that went away or fell silent."""
    return isinstance(error, (ConnectionError, TimeoutError))


class SiteServer(ThreadingMixIn, WSGIServer):
    """A threading WSGI server of one :class:`SiteApp`; closing the server closes the app."""

    daemon_threads = True
    request_queue_size = 256
    """Room for a burst of connections (a page's assets, many readers at once) before the
    operating system refuses new ones; the library default of 5 is meant for one client."""

    def __init__(self, app: SiteApp, address: tuple[str, int], idle_timeout: float) -> None:
        self.idle_timeout = idle_timeout
        self.shares_connections = False
        """Whether other processes accept connections on this server's socket too."""
        self._answering = 0
        self._arriving: dict = {}
        """The connections accepted whose request is not yet being answered, with when."""
        self._answered = threading.Condition()
        self._held = 0
        """The connections accepted and not yet closed."""
        self.most_connections = _most_connections()
        """How many connections the server holds before it closes silent ones; None: no limit."""
        # Before binding: a port that cannot be bound closes the server, and so the app.
        self.set_app(app)
        super().__init__(address, _Handler)

    @property
    def site_dir(self) -> Path:
        return self.application.site_dir

    @property
    def url(self) -> str:
        host, port = self.server_address[:2]
        return f"http://{host}:{port}/"

    def server_close(self) -> None:
        super().server_close()
        self.application.close()

    def share_connections(self) -> None:
        """Accept connections only while no request is being answered, leaving them to the
        other processes that accept on this socket meanwhile.

        A search is Python code: two at once in one process take turns on one core, each
        taking twice as long, while another process may be idle. Connections are still
        accepted into threads of their own, so a silent or slow client holds nobody up: only
        the application's answer counts, not reading the request or sending the answer.

        Nearly every request arrives with its connection, though, and reading it takes the
        process a moment, in which it would accept the next connection and then answer both
        at once. So a connection counts from the moment it is accepted until its request is
        being answered, or for :data:`ARRIVAL_GRACE` seconds at most if its client is slow.
        The socket no longer blocks, so a process that finds its connection taken by another
        just waits for the next one.

        Since such a process answers one request at a time anyway, a search whose request
        has arrived whole is answered by the thread that accepted it (see
        :meth:`_answer_here`): handing it to another thread costs more than a quick search.
        """
        self.shares_connections = True
        self.socket.setblocking(False)

    def get_request(self):
        """The next connection, keeping descriptors free for what answering needs (pages,
        modules, the index): beyond :attr:`most_connections`, and whenever no descriptor is
        left for a new connection, the connection silent the longest (accepted, its request
        not yet being answered) is closed, so a client with something to ask goes before one
        that holds a connection and says nothing. With no descriptor left and no silent
        connection to close, the server rests a moment rather than spin on its socket."""
        if self.shares_connections:
            with self._answered:
                while self._answering or (grace := self._arrival_grace()) > 0:
                    self._answered.wait(None if self._answering else grace)
        try:
            accepted = super().get_request()
        except OSError as error:
            if error.errno not in OUT_OF_DESCRIPTORS:
                raise
            if not self._close_longest_silent(wait=SHED_WAIT):
                time.sleep(FULL_PAUSE)
                raise
            accepted = super().get_request()
        with self._answered:
            self._held += 1
            crowded = self.most_connections is not None and self._held > self.most_connections
        if crowded:
            self._close_longest_silent(wait=0)
        return accepted

    def _close_longest_silent(self, wait: float) -> bool:
        """Close the connection waiting longest for its request, then wait up to ``wait``
        seconds for its thread to let its descriptor go; False when there is none."""
        with self._answered:
            if not self._arriving:
                return False
            silent = min(self._arriving, key=self._arriving.__getitem__)
            # No longer waiting for its request, so the next one to close is another.
            del self._arriving[silent]
            held = self._held
            try:
                silent.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass
            deadline = time.monotonic() + wait
            while self._held >= held and (left := deadline - time.monotonic()) > 0:
                self._answered.wait(left)
        return True

    def process_request(self, request, client_address) -> None:
        with self._answered:
            self._arriving[request] = time.monotonic()
        if self.shares_connections and _search_arrived(request, ARRIVAL_GRACE):
            self._answer_here(request, client_address)
        else:
            super().process_request(request, client_address)

    def _answer_here(self, request, client_address) -> None:
        """Answer a request that has arrived whole in this thread, then send the answer
        without waiting on the client: what the socket cannot take at once goes on being sent
        from a thread of its own, so a client that reads slowly holds nobody up.

        Only a search is answered so: its answer is made in memory and is small. A file is
        sent from a thread of its own as it is read.
        """
        try:
            answer = _BufferedHandler(request, client_address, self).answer
            request.setblocking(False)
            try:
                sent = request.send(answer)
            except BlockingIOError:
                sent = 0
        except Exception:
            self.handle_error(request, client_address)
            self.shutdown_request(request)
            return
        if sent == len(answer):
            self.shutdown_request(request)
            return
        request.settimeout(self.idle_timeout)
        threading.Thread(
            target=self._send_rest, args=(request, client_address, memoryview(answer)[sent:]), daemon=True
        ).start()

    def _send_rest(self, request, client_address, rest: memoryview) -> None:
        try:
            request.sendall(rest)
        except Exception:
            self.handle_error(request, client_address)
        finally:
            self.shutdown_request(request)

    def shutdown_request(self, request) -> None:
        # Closed first: a server out of descriptors waits for this one (``_close_longest_silent``).
        super().shutdown_request(request)
        with self._answered:
            self._held -= 1
            self._answered.notify_all()
        self._arrived(request)

    def _arrived(self, request) -> None:
        with self._answered:
            if self._arriving.pop(request, None) is not None:
                self._answered.notify_all()

    def _arrival_grace(self) -> float:
        """Seconds left before no connection accepted is still in its :data:`ARRIVAL_GRACE`."""
        now = time.monotonic()
        return max((accepted + ARRIVAL_GRACE - now for accepted in self._arriving.values()), default=0.0)

    def answer(self, environ: dict, start_response: Callable, request=None):
        """The application's answer to the request of connection ``request``, counted while it
        is being made (see :meth:`share_connections`)."""
        with self._answered:
            self._answering += 1
            self._arriving.pop(request, None)
        try:
            return self.application(environ, start_response)
        finally:
            with self._answered:
                self._answering -= 1
                self._answered.notify_all()

    def handle_error(self, request, client_address) -> None:
        """Log what escaped a handler, instead of printing it; a client that went away is no error."""
        error = sys.exc_info()[1]
        if not _quiet(error):
            logger.error("Unexpected error with a client at %s", client_address, exc_info=error)


def serve(
    site_dir: Path,
    host: str = "127.0.0.1",
    port: int = 8000,
    searcher_factory: Callable | None = None,
    idle_timeout: float = DEFAULT_IDLE_TIMEOUT,
) -> SiteServer:
    """A server for ``site_dir`` bound to ``host``:``port`` (0 picks a free port), not yet running.

    The site's search index, when it has one, is open when this returns. Run the server with
    ``serve_forever()`` (in a thread, if need be) and stop it with ``shutdown()`` and
    ``server_close()``. ``searcher_factory(index_dir)`` replaces
    ``checker.search.Searcher.open``; what it returns needs ``search`` and ``close``. A
    connection silent for ``idle_timeout`` seconds is closed.
    """
    return SiteServer(SiteApp(site_dir, searcher_factory), (host, port), idle_timeout)


def serve_in_processes(server: SiteServer, processes: int) -> None:
    """Serve until Ctrl-C or SIGTERM from ``processes`` processes, this one and forked copies,
    each accepting connections on the server's socket.

    A search is Python code, which one process runs on one core whatever its threads: the
    other cores need processes of their own. Each copy opens its own searchers. Stopping this
    process stops the copies.
    """
    copies = []
    if processes > 1:
        server.share_connections()
    try:
        for _ in range(processes - 1):
            pid = os.fork()
            if pid == 0:
                _serve_as_copy(server)
            copies.append(pid)
        server.serve_forever()
    finally:
        for pid in copies:
            try:
                os.kill(pid, signal.SIGTERM)
            except ProcessLookupError:
                pass
        for pid in copies:
            os.waitpid(pid, 0)


def _serve_as_copy(server: SiteServer) -> None:
    """Serve in a forked process until stopped, then end the process: it must never return
    into the code that forked it."""
    status = 1
    try:
        server.application.open_index()
        server.serve_forever()
        status = 0
    except KeyboardInterrupt:
        status = 0
    except BaseException as error:
        logger.error("A serving process stopped on an unexpected error", exc_info=error)
    finally:
        try:
            server.server_close()
        finally:
            os._exit(status)


def _search_arrived(request: socket.socket, wait: float) -> bool:
    """Whether a request for the search API has arrived whole on the connection ``request``,
    waiting ``wait`` seconds at most for its first bytes. It is looked at, not read."""
    # poll, not select: select refuses the descriptors past 1023 of a busy server.
    readable = select.poll()
    readable.register(request, select.POLLIN)
    try:
        if not readable.poll(wait * 1000):
            return False
        start = request.recv(PEEKED_BYTES, socket.MSG_PEEK | socket.MSG_DONTWAIT)
    except OSError:
        return False
    return start.startswith(b"GET " + API_PREFIX.encode()) and b"\r\n\r\n" in start


class _ServerHandler(ServerHandler):
    def log_exception(self, exc_info) -> None:
        """Log what broke an answer half-sent, instead of printing it."""
        if not _quiet(exc_info[1]):
            logger.error("Unexpected error answering %r", self.request_handler.requestline, exc_info=exc_info)


class _Handler(WSGIRequestHandler):
    server: SiteServer

    wbufsize = -1
    """Buffer the answer: the standard handler writes its status line, each of two headers, the
    rest of the headers and the body to the socket one by one, five packets for a search."""

    @property
    def timeout(self) -> float:
        """The socket timeout that ``setup`` gives each connection."""
        return self.server.idle_timeout

    def log_message(self, format: str, *args: object) -> None:
        """Stay quiet: the library never writes to the terminal."""

    def handle(self) -> None:
        """Answer one request, as the standard handler does, but with threads declared to the
        application and errors logged."""
        self.raw_requestline = self.rfile.readline(MAX_REQUEST_LINE + 1)
        if len(self.raw_requestline) > MAX_REQUEST_LINE:
            self.requestline = self.request_version = self.command = ""
            self.send_error(414)
            return
        if not self.parse_request():
            return
        handler = _ServerHandler(self.rfile, self.wfile, sys.stderr, self.get_environ(), multithread=True)
        handler.request_handler = self
        handler.run(partial(self.server.answer, request=self.request))


class _BufferedHandler(_Handler):
    """A handler that writes its answer to memory, for the server to send (see
    :meth:`SiteServer._answer_here`); the answer is in :attr:`answer` once it has run."""

    answer = b""

    def setup(self) -> None:
        super().setup()
        self.wfile = io.BytesIO()

    def finish(self) -> None:
        self.answer = self.wfile.getvalue()
        super().finish()
