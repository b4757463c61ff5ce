"""``mcrules serve``: the site and its search API on a local address, rebuilt when stale."""

from __future__ import annotations

from checker import PROJECT_ROOT
from checker.cli.build import build
from checker.cli.output import EXIT_FAILURE, say
from checker.site.server import serve, serve_in_processes
from checker.site.stamp import is_stale
from checker.site.text import translate

BUILD_INPUTS = ("docs", "locales", "mkdocs.yml", "checker", "translations")
"""What the site is made from, besides the sources folder given on the command line."""


def run(args, lang: str) -> int:
    inputs = [args.sources, *(PROJECT_ROOT / name for name in BUILD_INPUTS)]
    if is_stale(args.site, inputs) and not build(args, lang):
        return EXIT_FAILURE
    try:
        server = serve(args.site, args.host, args.port)
    except OSError as error:
        say(translate(lang, "error: cannot listen on {address}: {reason}",
                      address=f"{args.host}:{args.port}", reason=error.strerror or str(error)))
        return EXIT_FAILURE
    host, port = server.server_address[:2]
    say(translate(lang, "Serving the site at {url} (Ctrl-C to stop)", url=f"http://{host}:{port}/"))
    try:
        serve_in_processes(server, args.workers)
    except KeyboardInterrupt:
        say(translate(lang, "Stopped."))
    finally:
        server.server_close()
    return 0
