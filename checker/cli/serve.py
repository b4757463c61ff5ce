"""``mcrules serve``: the site and its search API on a local address, rebuilt when stale."""

from __future__ import annotations

import argparse
from functools import partial

from checker import PROJECT_ROOT
from checker.cli.build import add_site_arguments, build
from checker.cli.output import EXIT_FAILURE, say
from checker.site.server import serve
from checker.site.stamp import is_stale
from checker.site.text import translate

BUILD_INPUTS = ("docs", "locales", "mkdocs.yml", "checker", "translations")
"""What the site is made from, besides the sources folder given on the command line."""
MAX_PORT = 65535


def add_parser(subparsers, lang: str) -> None:
    parser = subparsers.add_parser(
        "serve",
        help=translate(lang, "serve the site and its search API locally"),
        description=translate(lang, "Build the site if it is missing or out of date, then serve it until Ctrl-C."),
    )
    parser.add_argument("--host", default="127.0.0.1", help=translate(lang, "address to listen on (default: 127.0.0.1)"))
    parser.add_argument("--port", type=partial(port_number, lang), default=8000,
                        help=translate(lang, "port to listen on (default: 8000)"))
    add_site_arguments(parser, lang)
    parser.set_defaults(run=run)


def port_number(lang: str, text: str) -> int:
    """``text`` as a TCP port, else an argument error: ``int`` alone would take "-1", "99999"
    or "٨٠" (Arabic-Indic digits for 80)."""
    if text.isascii() and text.isdigit() and len(text) <= len(str(MAX_PORT)) and int(text) <= MAX_PORT:
        return int(text)
    raise argparse.ArgumentTypeError(
        translate(lang, 'the port must be a number from 0 to {maximum}, not "{port}"', maximum=MAX_PORT, port=text)
    )


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
        server.serve_forever()
    except KeyboardInterrupt:
        say(translate(lang, "Stopped."))
    finally:
        server.server_close()
    return 0
