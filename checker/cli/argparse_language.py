"""argparse's own words (usage, option groups, its error messages) in the user's language.

argparse looks its messages up through module-level gettext functions when it builds a parser
and when it reports an error; :func:`argparse_in` points them at the ``messages`` catalog for as
long as a command line is being parsed, and puts them back afterwards.
"""

from __future__ import annotations

import argparse
from collections.abc import Iterator
from contextlib import contextmanager

from checker.i18n import N_, translations

ARGPARSE_MESSAGES = (
    N_("usage: "),
    N_("options"),
    N_("positional arguments"),
    N_("show this help message and exit"),
    N_("%(prog)s: error: %(message)s\n"),
    N_("argument %(argument_name)s: %(message)s"),
    N_("invalid choice: %(value)r (choose from %(choices)s)"),
    N_("invalid %(type)s value: %(value)r"),
    N_("the following arguments are required: %s"),
    N_("unrecognized arguments: %s"),
    N_("expected one argument"),
    N_("expected at least one argument"),
    N_("ambiguous option: %(option)s could match %(matches)s"),
)
"""The argparse messages a user of ``mcrules`` can meet, so that extraction finds them."""


@contextmanager
def argparse_in(lang: str) -> Iterator[None]:
    """Within the block, parsers built and command lines parsed speak ``lang``.

    >>> with argparse_in("es"):
    ...     argparse.ArgumentParser(prog="mcrules").format_usage()
    'uso: mcrules [-h]\\n'
    >>> argparse.ArgumentParser(prog="mcrules").format_usage()
    'usage: mcrules [-h]\\n'
    """
    catalog = translations(lang, "messages")
    saved = argparse._, argparse.ngettext
    argparse._, argparse.ngettext = catalog.gettext, catalog.ngettext
    try:
        yield
    finally:
        argparse._, argparse.ngettext = saved
