"""``mcrules search``: hits for a reader, JSON for a script, and a fallback without a site."""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys

import pytest

from checker.cli import search as search_command
from checker.cli.arguments import search as search_arguments


def run(arguments: list[str], lang: str = "en") -> int:
    parser = argparse.ArgumentParser(prog="mcrules")
    search_arguments.add_parser(parser.add_subparsers(dest="command"), lang)
    args = parser.parse_args(["search", *arguments])
    return search_command.run(args, lang)


def test_hits_show_title_clause_marked_snippet_and_link(small_index, capsys):
    assert run(["threat", "--lang", "es", "--limit", "1", "--site", str(small_index.parent)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines == [
        "1. Plan principal  [main-scheme.2, es]",
        "   En la fase del Villano se coloca «Amenaza» según la Aceleración.",
        "   glossary/main-scheme/#main-scheme.2",
    ]


def test_json_output_is_the_list_of_hits(small_index, capsys):
    assert run(["boca", "abajo", "--json", "--site", str(small_index.parent)]) == 0
    assert json.loads(capsys.readouterr().out) == []
    assert run(["plan", "principal", "--json", "--limit", "2", "--site", str(small_index.parent)]) == 0
    hits = json.loads(capsys.readouterr().out)
    assert [(hit["entry"], hit["clause"]) for hit in hits][0] == ("main-scheme", None)
    assert len(hits) == 2


def test_without_a_site_index_it_searches_the_sources_and_says_so(tmp_path, capsys):
    assert run(["amenza", "--json", "--site", str(tmp_path)], lang="es") == 0
    captured = capsys.readouterr()
    # "Amenaza" is the Spanish name of Threat (term table), and the sources have a Threat entry.
    assert json.loads(captured.out)[0]["entry"] == "threat"
    assert captured.err.startswith(f"No hay índice de búsqueda en {tmp_path / '_search'}")
    assert not (tmp_path / "_search").exists()


def test_no_hits_is_said_on_stderr_without_control_characters(small_index, capsys):
    assert run(["zzzz\x1b[31m", "--site", str(small_index.parent)]) == 0
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err == 'No results for "zzzz [31m".\n'


@pytest.mark.parametrize("limit", ["0", "51"])
def test_limit_out_of_range_is_an_error_in_the_users_language(small_index, capsys, limit):
    assert run(["amenaza", "--limit", limit, "--site", str(small_index.parent)], lang="es") == 1
    assert capsys.readouterr().err == "error: El número de resultados tiene que estar entre 1 y 50.\n"


@pytest.mark.parametrize("lang", ["es", "en"])
def test_a_damaged_site_index_is_one_line_and_exit_1(small_index, tmp_path, capsys, lang):
    site = tmp_path / "site"
    shutil.copytree(small_index, site / small_index.name)
    for toc in (site / small_index.name).glob("*.toc"):
        toc.write_bytes(toc.read_bytes()[:40])
    assert run(["threat", "--site", str(site)], lang=lang) == 1
    lines = capsys.readouterr().err.splitlines()
    assert len(lines) == 1 and str(site / small_index.name) in lines[0]
    assert "cannot be read" in lines[0] if lang == "en" else "No se puede leer" in lines[0]


def test_a_search_loads_neither_mkdocs_nor_the_site_builder_nor_the_engine_nor_the_glossary_model(small_index):
    code = f"""
import sys
from checker.cli import main
assert main(["--lang", "en", "search", "threat", "--lang", "es", "--limit", "1",
             "--site", {str(small_index.parent)!r}]) == 0
print(sorted(name for name in sys.modules if name.startswith(
    ("mkdocs", "checker.engine", "checker.site", "checker.glossary.model", "checker.glossary.importer"))))
"""
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert result.stdout.startswith("1. Plan principal  [main-scheme.2, es]\n")
    assert result.stdout.splitlines()[-1] == "[]"


UNUSED_BY_A_SEARCH = {
    "tomllib": "the term table's reader: a search folds words with checker.glossary.terms, never reads the table",
    "sysconfig": "where the standard library lies: a damaged index is told by the errors its reader raises",
    "traceback": "formatting tracebacks, which nothing a search reports shows",
    "dataclasses": "the glossary model's records: the records of a search's modules are named tuples",
    "html": "escaping for HTML, which hits shown in a terminal do not need (JSON's snippet_html does)",
    "checker.search.documents": "what an index is written from: a search reads the store and the index",
    "checker.search.fields": "the fields as whoosh's schema declares them, which a search does not unpickle",
    "whoosh.index": "whoosh's opening of an index: a search reads the segment with checker.search.segment_files",
    "whoosh.fields": "whoosh's schema, pickled in the table of contents that a search does not read",
    "whoosh.analysis": "whoosh's analysers: the index's are the project's, and a search calls them directly",
    "whoosh.codec": "whoosh's codec, which loads nearly all of whoosh: the segment is read without it",
    "whoosh.automata": "the automata of typos, loaded by the first search with a word the index lacks",
}
"""Modules that the modules a search imports, or modules beside them, use for other work, and
that a search must not wait for: each with what it is there for."""


def test_a_search_loads_no_module_it_has_no_use_for(small_index):
    code = f"""
import sys
from checker.entry_point import main
sys.argv = ["mcrules", "--lang", "en", "search", "threat", "--limit", "1", "--site", {str(small_index.parent)!r}]
assert main() == 0
print(sorted(name for name in {sorted(UNUSED_BY_A_SEARCH)!r} if name in sys.modules))
"""
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert result.stdout.startswith("1. Main Scheme  [main-scheme.2, en]\n")
    assert result.stdout.splitlines()[-1] == "[]"


def test_what_a_command_made_is_out_of_the_collectors_sight_once_it_returns(small_index):
    code = f"""
import gc, sys
import checker.cli
from checker.entry_point import main
sys.argv = ["mcrules", "--lang", "en", "search", "threat", "--limit", "1", "--site", {str(small_index.parent)!r}]
status = main()
namespace = vars(checker.cli)
print(status, any(found is namespace for found in gc.get_objects()))
"""
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert result.stdout.startswith("1. Main Scheme  [main-scheme.2, en]\n")
    assert result.stdout.splitlines()[-1] == "0 False"
