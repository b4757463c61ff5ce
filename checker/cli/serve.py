"""``mcrules serve``: the site and its search API on a local address, rebuilt when stale."""

from __future__ import annotations

from checker import CONFIG_FILE, DOCS_DIR, PROJECT_ROOT, TRANSLATIONS_DIR
from checker.cli.build import build
from checker.cli.output import EXIT_FAILURE, say
from checker.site.build import PACKAGE_PARENT
from checker.site.server import serve, serve_in_processes
from checker.site.stamp import is_stale
from checker.site.text import translate

BUILD_INPUTS = (DOCS_DIR, TRANSLATIONS_DIR, CONFIG_FILE, PACKAGE_PARENT / "checker", PROJECT_ROOT / "locales")
"""What the site is made from, besides the sources folder given on the command line: the
catalogs are in the package once it is installed, in ``locales/`` in the checkout."""


def run(args, lang: str) -> int:
    inputs = [args.sources, *BUILD_INPUTS]
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
