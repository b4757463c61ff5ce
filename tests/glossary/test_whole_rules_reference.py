"""The whole Rules Reference from the bundled sources: every section of every source lands
somewhere in the model, and what was cited before the compilation arrived still resolves."""

import json
import re

import pytest

from checker import PROJECT_ROOT
from checker.glossary import ClauseKind, Lang, load_glossary
from checker.glossary.links import Names
from tests.sources import load_spanish_site_glossary

SOURCES = PROJECT_ROOT / "sources"
COMPILATION = SOURCES / "rules_reference.json"
FRONT_MATTER_TERMS = ("THE GOLDEN RULES", "THE GRIM RULE", "COMPONENT LIMITATIONS", "ROUND OVERVIEW")
ENTRIES_OF_THE_SPANISH_SITE = ("main-scheme", "in-play-and-out-of-play", "encounter-deck", "player-elimination")
CITATION = re.compile(r"\b((?:%s)(?:\.\d+)+)" % "|".join(ENTRIES_OF_THE_SPANISH_SITE))


@pytest.fixture(scope="module")
def glossary():
    return load_glossary()


@pytest.fixture(scope="module")
def before():
    """The glossary as it was before the compilation: the Spanish site pages alone."""
    return load_spanish_site_glossary()


def compilation_sections() -> list[tuple[str, str, int]]:
    """Each section's term, its English, and the line its "term" key stands on, read here
    without the importer: the keys are in file order, one to a line."""
    sections = json.loads(COMPILATION.read_text(encoding="utf-8"))["entries"]
    term_lines = [number for number, line in enumerate(COMPILATION.read_text(encoding="utf-8").splitlines(), start=1)
                  if line.lstrip().startswith('"term":')]
    assert len(term_lines) == len(sections)
    return [(section["term"], section["en"], line) for section, line in zip(sections, term_lines)]


def landing_lines(glossary, file: str) -> dict[int, str]:
    """Each line of ``file`` that gives a title in the model, and what it is the title of."""
    found = {}
    for entry in glossary.entries:
        found.update({ref.line: "entry" for ref in entry.title_source.values() if ref.file == file})
        found.update({variant.title_source.line: "variant" for variant in entry.variants if variant.title_source.file == file})
    for section in glossary.front_matter:
        found.update({ref.line: "front matter" for ref in section.title_source.values() if ref.file == file})
        found.update({variant.title_source.line: "front matter" for variant in section.variants
                      if variant.title_source.file == file})
    found.update({alias.source.line: "alias" for alias in glossary.aliases if alias.source.file == file})
    return found


def test_the_compilation_holds_243_glossary_pages_and_4_front_matter_sections():
    terms = [term for term, _, _ in compilation_sections()]
    assert len(terms) == 247
    assert sorted(term for term in terms if term in FRONT_MATTER_TERMS) == sorted(FRONT_MATTER_TERMS)


def test_each_of_the_compilations_243_pages_lands_in_an_entry_an_alias_or_a_variant(glossary):
    landed = landing_lines(glossary, COMPILATION.name)
    pages = [(term, line) for term, _, line in compilation_sections() if term not in FRONT_MATTER_TERMS]
    assert len(pages) == 243
    assert [term for term, line in pages if landed.get(line) not in ("entry", "alias", "variant")] == []
    fronts = [line for term, _, line in compilation_sections() if term in FRONT_MATTER_TERMS]
    assert [landed.get(line) for line in fronts] == ["front matter"] * 4


def test_each_redirect_section_is_an_alias_and_never_an_empty_entry(glossary):
    redirects = {line for _, text, line in compilation_sections() if text.startswith("See:")}
    assert len(redirects) == 33
    aliases = {alias.source.line: alias for alias in glossary.aliases if alias.source.file == COMPILATION.name}
    assert set(aliases) == redirects
    assert all(alias.targets for alias in aliases.values())
    assert all(list(entry.walk()) for entry in glossary.entries)


def test_each_of_marvelcdbs_138_entries_lands_in_an_entry_an_alias_or_a_variant(glossary):
    page = SOURCES / "marvelcdb-rulesreference.html.twig"
    lines = page.read_text(encoding="utf-8").splitlines()
    front = {"the_golden_rules", "the_grim_rule", "component_limitations", "round_overview", "glossary"}
    entries = [number for number, line in enumerate(lines, start=1)
               if (found := re.search(r'<h2 id="([^"]+)"', line)) and found[1] not in front]
    assert len(entries) == 138
    landed = landing_lines(glossary, page.name)
    assert [number for number in entries if landed.get(number) not in ("entry", "alias", "variant")] == []


def test_the_whole_reference_has_over_200_entries_and_30_aliases_and_loses_nothing(glossary):
    assert len(glossary.entries) >= 200 and len(glossary.aliases) >= 30
    assert glossary.unaccounted == []


def test_repeated_sections_are_one_entry_each_with_the_repeats_as_variants(glossary):
    repeats = {term: sum(1 for other, _, _ in compilation_sections() if other == term)
               for term in ("PLAY AREA", "TEAMWORK (TRAIT)")}
    assert repeats == {"PLAY AREA": 3, "TEAMWORK (TRAIT)": 2}
    for entry_id, count in (("play-area", 3), ("teamwork-trait", 2)):
        entry = glossary.entry(entry_id)
        assert len(entry.variants) == count - 1
        assert all(clause.matches for variant in entry.variants for clause in variant.clauses)


def test_front_matter_is_not_in_the_glossary_index_but_has_its_own_sections(glossary):
    assert [(section.id, section.title[Lang.EN]) for section in glossary.front_matter] == [
        ("the-golden-rules", "The Golden Rules"),
        ("the-grim-rule", "The Grim Rule"),
        ("component-limitations", "Component Limitations"),
        ("round-overview", "Round Overview"),
        ("glossary", "Glossary"),
    ]
    assert not {entry.id for entry in glossary.entries} & {section.id for section in glossary.front_matter}
    golden = glossary.entry("the-golden-rules")
    assert [clause.kind for clause in golden.walk()] == [ClauseKind.DEFINITION, ClauseKind.RULE]
    assert glossary.clause("the-grim-rule.1").text[Lang.EN].startswith("If players are unable to find the answer")


def test_every_clause_id_cited_before_the_compilation_resolves_to_the_same_rule(glossary, before):
    """Ids cited under docs/ and tests/ before the compilation arrived: the id migration records,
    for each clause the compilation moved, where its rule went; every old clause is there, with
    the same official text in some language."""
    cited = {match for folder in ("docs", "tests") for path in (PROJECT_ROOT / folder).rglob("*")
             if path.suffix in (".md", ".py", ".toml") for match in CITATION.findall(path.read_text(encoding="utf-8"))}
    old_ids = {clause.id for entry in before.entries for clause in entry.walk()}
    assert len(cited & old_ids) > 40
    for entry in before.entries:
        for old in entry.walk():
            new = glossary.clause(glossary.moved_clauses.get(old.id, old.id))
            official = [lang for lang in old.text if lang not in old.unofficial]
            assert any(new.text.get(lang) == old.text[lang] for lang in official), old.id


def test_the_infinite_loop_rule_moved_from_encounter_deck_3_2_to_3_3(glossary, before):
    assert "infinite loop" in before.clause("encounter-deck.3.2").text[Lang.EN]
    assert glossary.moved_clauses == {"encounter-deck.3.2": "encounter-deck.3.3"}
    assert "infinite loop" in glossary.clause("encounter-deck.3.3").text[Lang.EN]
    # The compilation's new rule has the old id now, and a citation of it today means that rule.
    assert glossary.current_clause_id("encounter-deck.3.2") == "encounter-deck.3.2"
    assert "finishes resolving" in glossary.clause("encounter-deck.3.2").text[Lang.EN]


def test_entries_and_variants_carry_their_edition(glossary):
    entry = glossary.entry("in-play-and-out-of-play")
    assert entry.edition == {Lang.ES: "Spanish site pages", Lang.EN: "later than the Spanish site pages"}
    assert {variant.edition for variant in entry.variants} == {"Spanish site pages", "MarvelCDB 2019", "1.7-1.8 compilation"}
    assert glossary.entry("ability").edition == {Lang.EN: "1.7-1.8 compilation"}



ONLY_IN_MARVELCDB = [
    "attack", "choose", "consequential-damage", "dash", "empty-encounter-deck", "empty-player-deck", "enemy-schemes",
    "engaged", "gets", "nemesis", "self-referential-abilities", "unique", "uses-x",
]
"""MarvelCDB titles the compilation has under no name: none is a section title there, a name a
title lists, its singular, or a redirect of the compilation. ("Enemy Schemes" is "Scheme (Enemy
Activation)" in the compilation, but neither source says so; "Gets" is a redirect there that
leads to two entries.)"""


def test_marvelcdb_entries_join_the_compilations_entries_for_the_same_rule(glossary):
    def files(entry):
        """The source files of the entry's official titles (a translation is no source)."""
        official = [ref.file for lang, ref in entry.title_source.items() if lang not in entry.unofficial]
        return {*official} | {variant.title_source.file for variant in entry.variants}

    page = "marvelcdb-rulesreference.html.twig"
    assert sorted(entry.id for entry in glossary.entries if files(entry) == {page}) == ONLY_IN_MARVELCDB
    joined = {entry.id: [variant.title for variant in entry.variants if variant.title_source.file == page]
              for entry in glossary.entries}
    assert joined["ability"] == ["ABILITY, CARD ABILITY", "CONSTANT ABILITY"]
    assert joined["attack-enemy-activation"] == ["ENEMY ATTACKS"]
    assert joined["draw"] == ["DRAWING CARDS"]
    assert joined["replacement-effect"] == ["REPLACEMENT EFFECTS"]


def test_the_round_overviews_links_lead_to_entries_and_stand_in_its_text(glossary):
    links = glossary.entry("round-overview").see_also
    assert all(link.in_text for link in links)
    assert [(link.label[Lang.EN], link.target) for link in links if link.target is None] == []
    assert ("Enemy Attacks", "attack-enemy-activation") in [(link.label[Lang.EN], link.target) for link in links]


def test_labels_resolved_once_each_link_as_labels_resolved_every_time(glossary, monkeypatch):
    """Once every redirect leads where it will, the import resolves each label once: the
    links are those that resolving each one where it stands gives."""
    monkeypatch.setattr(Names, "resolve", Names._resolve)
    again = load_glossary()
    assert [(entry.id, entry.see_also) for entry in again.entries] == [(entry.id, entry.see_also) for entry in glossary.entries]
    assert again.aliases == glossary.aliases
    assert sum(len(entry.see_also) for entry in glossary.entries) > 100
