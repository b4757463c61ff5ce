"""Nothing from the sources, the scenario pages or a query reaches the terminal as a control
sequence: search hits, error and warning lines and reports are cleaned; JSON stays JSON."""

import json
import re
import sys

import pytest
from hypothesis import given
from hypothesis import strategies as st

from checker.cli import main
from checker.cli.output import (
    _C1_AND_DELETE_IN_UTF8,
    C1_AND_DELETE,
    _holds_c1_or_delete,
    json_bytes,
    json_pieces,
    json_text,
    terminal_text,
)
from checker.glossary import SourceRef, load_glossary
from checker.glossary.model import Clause, ClauseKind, Entry, Glossary, Lang
from checker.search import build_index

HOSTILE = "\x1b[2J\x1b]0;owned\x07\x1b]8;;https://evil.example\x1b\\"
"""Clear the screen, retitle the window, open a hyperlink: none of it may reach the terminal."""
CONTROL_CHARACTERS = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")


def hostile_glossary() -> Glossary:
    source = {Lang.ES: SourceRef("hostile.txt", 1), Lang.EN: SourceRef("hostile.txt", 2)}
    clause = Clause(
        id="main-scheme.1",
        kind=ClauseKind.RULE,
        depth=0,
        number=None,
        text={Lang.ES: f"La {HOSTILE}amenaza\x9b31m se coloca.\r", Lang.EN: f"Place {HOSTILE}threat\x9b31m\x85 now."},
        source=source,
    )
    title = {Lang.ES: f"Plan {HOSTILE}principal", Lang.EN: f"Main {HOSTILE}Scheme"}
    return Glossary(entries=[Entry(id="main-scheme", title=title, title_source=source, clauses=[clause])])


@pytest.fixture(scope="module")
def hostile_site(tmp_path_factory):
    site = tmp_path_factory.mktemp("site")
    build_index(hostile_glossary(), site / "_search")
    return site


@pytest.mark.parametrize(
    ("text", "shown"),
    [
        ("\x1b[1;31mred\x1b[0m", "red"),
        ("\x1b]0;title\x07a\x1b]8;;x\x1b\\b", "ab"),
        ("\x9b2Jc\x9d0;t\x9cd", "cd"),
        ("tab\tnew\nline\r\x00\x08\x7f\x85", "tab\tnew\nline"),
        ("\x1bcreset \x1b(Bcharset", "reset charset"),
        ("Amenaza «Aceleración» …", "Amenaza «Aceleración» …"),
    ],
)
def test_terminal_text_keeps_only_what_a_terminal_shows(text, shown):
    assert terminal_text(text) == shown


def test_search_hits_carry_no_control_sequence(hostile_site, capsys):
    assert main(["--lang", "en", "search", "threat", "--lang", "en", "--site", str(hostile_site)]) == 0
    out = capsys.readouterr().out
    assert not CONTROL_CHARACTERS.search(out)
    assert out.splitlines()[:2] == ["1. Main Scheme  [main-scheme.1, en]", "   Place «threat» now."]


def test_on_a_terminal_the_only_sequences_are_the_bold_of_the_matches(hostile_site, capsys, monkeypatch):
    monkeypatch.setattr(sys.stdout, "isatty", lambda: True)
    assert main(["--lang", "en", "search", "threat", "--lang", "en", "--site", str(hostile_site)]) == 0
    out = capsys.readouterr().out
    assert not CONTROL_CHARACTERS.search(out.replace("\x1b[1m", "").replace("\x1b[0m", ""))
    assert out.splitlines()[1] == "   Place \x1b[1mthreat\x1b[0m now."


def test_search_json_stays_json_with_no_raw_control_character(hostile_site, capsys):
    assert main(["search", "threat", "--json", "--site", str(hostile_site)]) == 0
    out = capsys.readouterr().out
    assert not CONTROL_CHARACTERS.search(out.replace("\n", ""))
    [english, spanish] = sorted(json.loads(out), key=lambda hit: hit["lang"])
    assert english["title"] == f"Main {HOSTILE}Scheme"
    assert english["snippet"].endswith("threat\x9b31m\x85 now.")


def test_error_lines_from_the_sources_carry_no_control_sequence(capsys, monkeypatch):
    import checker.cli.export as export_command

    def losing_import(sources):
        glossary = load_glossary(sources)
        glossary.unaccounted = [(SourceRef("x.txt", 4), f"a {HOSTILE}lost\x9b2J line")]
        return glossary

    monkeypatch.setattr(export_command, "load_glossary", losing_import)
    assert main(["--lang", "en", "export"]) == 3
    captured = capsys.readouterr()
    assert captured.err.splitlines()[-1] == "error: x.txt:4: line not imported: a lost line"
    json.loads(captured.out)


def test_verify_reports_carry_no_control_sequence_from_a_page(tmp_path, capsys):
    page = tmp_path / "en" / "scenarios" / "main-scheme.md"
    page.parent.mkdir(parents=True)
    page.write_text(
        f"```scenario\nScenario: A {HOSTILE}main scheme\nCites: main-scheme.1\n"
        "Given: players: A(first); scheme: ms1[side=B target=5]\nThen: ms1 is out of play\n```\n",
        encoding="utf-8",
    )
    assert main(["--lang", "en", "verify", str(page)]) == 1
    out = capsys.readouterr().out
    assert "Scenario “A main scheme” failed" in out
    assert not CONTROL_CHARACTERS.search(out)
    assert main(["--lang", "en", "verify", str(page), "--json"]) == 1
    out = capsys.readouterr().out
    assert not CONTROL_CHARACTERS.search(out.replace("\n", ""))
    assert json.loads(out)["failures"][0].startswith(f"Scenario “A {HOSTILE}main scheme” failed")


@pytest.mark.parametrize("lang", ["es", "en"])
def test_argument_errors_carry_no_control_character_of_the_arguments(capsys, lang):
    with pytest.raises(SystemExit) as raised:
        main(["--lang", lang, "export", "stray\x1b[2J\x1fword"])
    assert raised.value.code == 2
    err = capsys.readouterr().err
    assert "strayword" in err
    assert not any(ord(char) < 32 and char != "\n" for char in err)


JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(-(2**63), 2**63 - 1) | st.text(st.characters(exclude_categories=("Cs",))),
    lambda children: st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=8), children, max_size=4),
    max_leaves=20,
)
"""What the commands write as JSON: no floats but a hit's score, and no lone surrogates, which
decoded text never holds."""


@given(JSON_VALUES)
def test_json_output_is_laid_out_as_pythons_own_indented_json(value):
    expected = json.dumps(value, ensure_ascii=False, indent=2)
    expected = C1_AND_DELETE.sub(lambda match: f"\\u{ord(match.group()):04x}", expected) + "\n"
    assert json_text(value) == expected
    assert json.loads(json_text(value)) == value


@given(st.lists(st.tuples(st.text(max_size=8), st.booleans(), st.lists(JSON_VALUES, max_size=4)), max_size=4,
                unique_by=lambda member: member[0]))
def test_json_written_in_pieces_is_the_json_of_the_whole(members):
    """A list given as an iterator is written an item at a time, inside the object's layout."""
    whole = {key: items for key, _, items in members}
    pieces = [(key, iter(items) if streamed else items) for key, streamed, items in members]
    assert b"".join(json_pieces(pieces)) == json_bytes(whole)


@given(st.text(st.sampled_from(["a", "é", "¿", "¡", "«", "»", "’", "\x80", "\x85", "\x9b", "\x9f", "\xa0", "\x7f", "Ā"])))
def test_the_quick_search_for_c1_and_delete_finds_what_the_pattern_finds(text):
    utf8 = text.encode()
    assert _holds_c1_or_delete(utf8) == (_C1_AND_DELETE_IN_UTF8.search(utf8) is not None)
