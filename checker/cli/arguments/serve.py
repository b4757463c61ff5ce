"""``mcrules serve``'s arguments."""

from __future__ import annotations

import argparse
from functools import partial

from checker.cli.arguments.build import DOMAIN, add_site_arguments
from checker.i18n import translate

MAX_PORT = 65535


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
    parser.add_argument("--port", type=partial(port_number, lang), default=8000,
                        help=translate(lang, "port to listen on (default: 8000)", DOMAIN))
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
