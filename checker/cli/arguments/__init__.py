"""Each command's arguments and help, apart from the code that runs it.

These modules import argparse and the translations only, so that the command line can be parsed,
and any command's help shown, without loading the site builder, the search index or the engine;
:mod:`checker.cli` imports a command's own module once the command is chosen.
"""
