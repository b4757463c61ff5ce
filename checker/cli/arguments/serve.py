"""``mcrules serve``'s arguments."""

from __future__ import annotations

import argparse
import os
from functools import partial

from checker.cli.arguments.build import DOMAIN, add_site_arguments
from checker.i18n import translate

MAX_PORT = 65535
MAX_WORKERS = 64
DEFAULT_MAX_WORKERS = 4
"""Most processes serving by default: one per CPU, up to this many."""


def default_workers() -> int:
    """One process per CPU, up to :data:`DEFAULT_MAX_WORKERS`; one where processes cannot fork."""
    if not hasattr(os, "fork"):
        return 1
    return min(os.cpu_count() or 1, DEFAULT_MAX_WORKERS)


def add_parser(subparsers, lang: str) -> None:
    parser = subparsers.add_parser(
        "serve",
        help=translate(lang, "serve the site and its search API locally", DOMAIN),
        description=translate(
            lang, "Build the site if it is missing or out of date, then serve it until Ctrl-C.", DOMAIN
        ),
    )
    parser.add_argument("--host", default="127.0.0.1",
                        help=translate(lang, "address to listen on (default: 127.0.0.1)", DOMAIN))
    parser.add_argument("--port", type=partial(port_number, lang), default=8000, metavar=translate(lang, "PORT"),
                        help=translate(lang, "port to listen on (default: 8000)", DOMAIN))
    parser.add_argument("--workers", type=partial(worker_count, lang), default=default_workers(), metavar="N",
                        help=translate(lang, "processes answering requests (default: one per CPU, at most {maximum})",
                                       DOMAIN, maximum=DEFAULT_MAX_WORKERS))
    add_site_arguments(parser, lang)


def port_number(lang: str, text: str) -> int:
    """``text`` as a TCP port, else an argument error: ``int`` alone would take "-1", "99999"
    or "٨٠" (Arabic-Indic digits for 80)."""
    if text.isascii() and text.isdigit() and len(text) <= len(str(MAX_PORT)) and int(text) <= MAX_PORT:
        return int(text)
    raise argparse.ArgumentTypeError(
        translate(lang, 'the port must be a number from 0 to {maximum}, not "{port}"', DOMAIN,
                  maximum=MAX_PORT, port=text)
    )


def worker_count(lang: str, text: str) -> int:
    """``text`` as a number of serving processes, else an argument error."""
    if text.isascii() and text.isdigit() and len(text) <= len(str(MAX_WORKERS)) and 1 <= int(text) <= MAX_WORKERS:
        return int(text)
    raise argparse.ArgumentTypeError(
        translate(lang, 'the number of processes must be from 1 to {maximum}, not "{workers}"', DOMAIN,
                  maximum=MAX_WORKERS, workers=text)
    )
