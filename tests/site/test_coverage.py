"""The coverage on each language's home page and the coverage page: the verdicts of ``mcrules
verify --json`` for the same glossary and docs, measured by the build's own run of the scenarios."""

from __future__ import annotations

import re
import shutil
from dataclasses import dataclass, field

import pytest

from checker import PROJECT_ROOT
from checker.glossary.model import Lang
from checker.verdicts.report import report_data
from checker.scenarios.verify import (
    FAILED,
    NOT_EXECUTABLE,
    NOT_RUN,
    UNCOVERED,
    VERIFIED,
    ClauseVerdict,
    EntryVerdict,
    load_not_executable,
    verify,
)
from checker.site import build_site
from checker.site.build import DOCS_DIR
from checker.site.collation import sort_key
from checker.site.coverage import Standing, standing
from tests.site.glossaries import hand_made_glossary
from tests.site.htmlpages import Page, read_site, resolve

PREFIX = {Lang.ES: "", Lang.EN: "en/"}
TITLE = {Lang.ES: "Cobertura de los escenarios", Lang.EN: "Scenario coverage"}
GROUPS = ["complete", "partial", "definitions", "open", "without-scenarios"]


@dataclass
class Item:
    """An entry as the coverage page lists it."""

    title: str
    href: str
    counts: str = ""
    clauses: list[tuple[str, str]] = field(default_factory=list)
    """Each clause listed under the entry: its link and its line's text."""


def _classes(element) -> list[str]:
    return element.attrs.get("class", "").split()


def coverage_groups(page: Page) -> dict[str, list[Item]]:
    """The entries of each group of the coverage page, by the group's anchor."""
    groups: dict[str, list[Item]] = {}
    group = None
    clause = None
    for element in page.elements:
        classes = _classes(element)
        if element.tag == "h2" and element.attrs.get("id") in GROUPS:
            group = groups.setdefault(element.attrs["id"], [])
            clause = None
        elif "mc-coverage__entry" in classes:
            group.append(Item("", ""))
            clause = None
        elif "mc-coverage__counts" in classes:
            group[-1].counts = element.text
        elif "mc-coverage__clause" in classes:
            clause = element
        elif element.tag != "a" or not group:
            continue
        elif not group[-1].href:
            group[-1].title, group[-1].href = element.text, element.attrs["href"]
        elif clause is not None:
            group[-1].clauses.append((element.attrs["href"], " ".join(clause.text.split())))
    return groups


def home_figures(page: Page) -> dict[str, list[int]]:
    """The numbers of each line of the home page's coverage, by the line's key."""
    return {
        element.attrs["data-mc-coverage"]: [int(number) for number in re.findall(r"\d+", element.text)]
        for element in page.elements
        if "data-mc-coverage" in element.attrs
    }


@pytest.fixture(scope="module")
def verified(real_glossary):
    """What ``mcrules verify --json`` prints for the glossary of the real site and the project's docs."""
    return report_data(verify(glossary=real_glossary), "en")


def expected_figures(data: dict) -> dict[str, list[int]]:
    statuses = [clause["status"] for entry in data["entries"] for clause in entry["clauses"]]
    entries = len(data["entries"])
    expected = {
        "entries": [entries, entries + len(data["without_scenarios"])],
        "verified": [statuses.count("verified")],
        "not-executable": [statuses.count("not-executable")],
        "uncovered": [statuses.count("uncovered") + sum(len(entry["clauses"]) for entry in data["without_scenarios"])],
    }
    for status in ("failed", "cited-not-run"):
        if statuses.count(status):
            expected[status] = [statuses.count(status)]
    return expected


def test_each_home_page_shows_the_figures_verify_reports_for_the_same_docs(real_pages, verified):
    expected = expected_figures(verified)
    assert expected["verified"][0] > 0
    for lang in Lang:
        assert home_figures(real_pages[PREFIX[lang]]) == expected


def test_the_home_page_says_it_in_its_language_and_links_to_the_coverage_page(real_pages):
    lines = {
        Lang.ES: ("cláusulas verificadas", "Todas las entradas según su cobertura"),
        Lang.EN: ("clauses verified", "Every entry by its coverage"),
    }
    for lang, (verified_line, link_text) in lines.items():
        home = real_pages[PREFIX[lang]]
        [line] = [element for element in home.elements if element.attrs.get("data-mc-coverage") == "verified"]
        assert line.text.endswith(verified_line)
        [link] = [element for element in home.elements if element.tag == "a" and element.text == link_text]
        assert resolve(home.url, link.attrs["href"]) == (f"{PREFIX[lang]}coverage/", "")


def test_the_coverage_page_is_titled_in_each_language_and_follows_the_changes_page_in_the_menu(real_pages):
    for lang in Lang:
        page = real_pages[f"{PREFIX[lang]}coverage/"]
        [heading] = [element for element in page.elements if element.tag == "h1"]
        assert heading.text.strip() == TITLE[lang]
        home = real_pages[PREFIX[lang]]
        menu = [element.attrs["href"] for element in home.elements if "md-nav__link" in _classes(element) and "href" in element.attrs]
        assert menu.index("coverage/") == menu.index("changes/") + 1


def test_an_entry_is_listed_with_its_counts_and_each_clause_not_executable_with_its_reason(reference_pages):
    """exhausted.1 says how an exhausted card is turned, which is nothing to run
    (docs/not-executable.toml); the other two clauses of Exhausted are verified by the scenarios
    of its pages."""
    reasons = load_not_executable(DOCS_DIR / "not-executable.toml")
    counts = {Lang.ES: "2 verificadas, 1 no ejecutable", Lang.EN: "2 verified, 1 not executable"}
    label = {Lang.ES: "No ejecutable:", Lang.EN: "Not executable:"}
    for lang in Lang:
        page = reference_pages[f"{PREFIX[lang]}coverage/"]
        groups = coverage_groups(page)
        assert list(groups) == GROUPS
        [item] = [item for item in groups["complete"] if item.href.endswith("/exhausted/")]
        assert resolve(page.url, item.href) == (f"{PREFIX[lang]}glossary/exhausted/", "")
        assert item.counts == counts[lang]
        [(href, text)] = item.clauses
        reason = " ".join(reasons["exhausted.1"][str(lang)].split())
        assert text == f"exhausted.1 {label[lang]} {reason}"
        target, anchor = resolve(page.url, href)
        assert (target, anchor) == (f"{PREFIX[lang]}glossary/exhausted/", "exhausted.1")
        assert anchor in reference_pages[target].ids


def test_every_entry_is_listed_once_each_group_in_the_alphabetical_order_of_the_pages_language(real_pages, real_glossary):
    for lang in Lang:
        groups = coverage_groups(real_pages[f"{PREFIX[lang]}coverage/"])
        listed = [item.href.rstrip("/").rsplit("/", 1)[-1] for items in groups.values() for item in items]
        assert sorted(listed) == sorted(entry.id for entry in real_glossary.entries)
        for items in groups.values():
            titles = [item.title for item in items]
            assert titles == sorted(titles, key=sort_key)


def test_an_entry_that_only_defines_stands_apart_from_the_entries_without_scenarios(hand_pages, hand_docs):
    """The hand-made site's one scenario block, on Main Scheme's pages, cannot be read as a
    scenario: as for ``verify``, no entry has scenarios. Nemesis's one clause says why it cannot
    be executed (the not-executable.toml of the hand-made docs)."""
    reasons = load_not_executable(hand_docs / "not-executable.toml")
    label = {Lang.ES: "No ejecutable:", Lang.EN: "Not executable:"}
    for lang in Lang:
        groups = coverage_groups(hand_pages[f"{PREFIX[lang]}coverage/"])
        assert [len(groups[group]) for group in GROUPS] == [0, 0, 1, 0, 4]
        [nemesis] = groups["definitions"]
        [(href, text)] = nemesis.clauses
        reason = " ".join(reasons["nemesis.1"][str(lang)].split())
        assert href == "../glossary/nemesis/#nemesis.1" and text == f"nemesis.1 {label[lang]} {reason}"
        main_scheme = next(item for item in groups["without-scenarios"] if item.href == "../glossary/main-scheme/")
        assert main_scheme.counts == {Lang.ES: "8 sin cubrir", Lang.EN: "8 uncovered"}[lang]
        assert not main_scheme.clauses
        figures = home_figures(hand_pages[PREFIX[lang]])
        assert figures == {"entries": [1, 5], "verified": [0], "not-executable": [1], "uncovered": [12]}


@pytest.mark.parametrize(
    ("statuses", "expected"),
    [
        ((VERIFIED, VERIFIED), Standing.COMPLETE),
        ((VERIFIED, NOT_EXECUTABLE), Standing.COMPLETE),
        ((VERIFIED, UNCOVERED), Standing.PARTIAL),
        ((VERIFIED, FAILED), Standing.PARTIAL),
        ((NOT_RUN, VERIFIED), Standing.PARTIAL),
        ((NOT_EXECUTABLE, NOT_EXECUTABLE), Standing.DEFINITIONS),
        ((NOT_EXECUTABLE, UNCOVERED), Standing.OPEN),
        ((FAILED,), Standing.OPEN),
    ],
)
def test_where_an_entry_with_scenarios_or_reasons_stands_follows_its_clauses_verdicts(statuses, expected):
    verdict = EntryVerdict("x", tuple(ClauseVerdict(f"x.{number}", status) for number, status in enumerate(statuses, 1)))
    assert standing(verdict) is expected


PASSING = """\
Scenario: Step one adds the acceleration field, the tokens and the active icons
Cites: main-scheme.2
Given: players: A(first); phase: villain 1
  scheme: ms1[side=B accel=2 target=20] ms2
  accel-tokens: 1
  villain-area: storm:environment[icons=1]
  encounter-deck: fog:environment[icons=1]
When: villain phase, step one
  Villain phase, step one: ms1 gets 4 threat (field 2, tokens 1, icons 1).
Then: threat on ms1: 4
"""
FAILING = PASSING.replace("Scenario: Step one adds", "Scenario: Step one miscounts").replace(
    "Cites: main-scheme.2", "Cites: main-scheme.3"
).replace("Then: threat on ms1: 4", "Then: threat on ms1: 5")


@pytest.fixture(scope="module")
def failing_docs(tmp_path_factory):
    """The project's hand-written pages and one English page of scenarios for Main Scheme: one
    verifies main-scheme.2, the other cites main-scheme.3 and expects a threat the rules do not give."""
    docs = tmp_path_factory.mktemp("failing-docs") / "docs"
    shutil.copytree(PROJECT_ROOT / "docs", docs, ignore=shutil.ignore_patterns("scenarios", "notes"))
    page = docs / "en" / "scenarios" / "main-scheme.md"
    page.parent.mkdir(parents=True)
    page.write_text(f"Two scenarios.\n\n```scenario\n{PASSING}```\n\n```scenario\n{FAILING}```\n", encoding="utf-8")
    return docs


def test_a_failing_scenario_shows_on_the_home_page_and_its_clause_on_the_coverage_page(tmp_path_factory, failing_docs):
    site = tmp_path_factory.mktemp("failing-site") / "site"
    build_site(hand_made_glossary(), site, docs_dir=failing_docs)
    pages = read_site(site)
    report = verify([failing_docs / "en" / "scenarios"], hand_made_glossary(), load_not_executable(failing_docs / "not-executable.toml"))
    [main_scheme] = report.entries
    statuses = {clause.id: clause.status for clause in main_scheme.clauses}
    assert (statuses["main-scheme.2"], statuses["main-scheme.3"]) == (VERIFIED, FAILED)
    fails = {Lang.ES: "Falla un escenario que la cita.", Lang.EN: "A scenario citing it fails."}
    for lang in Lang:
        figures = home_figures(pages[PREFIX[lang]])
        assert figures["failed"] == [list(statuses.values()).count(FAILED)]
        assert figures["verified"] == [list(statuses.values()).count(VERIFIED)]
        [item] = coverage_groups(pages[f"{PREFIX[lang]}coverage/"])["partial"]
        listed = {href.rpartition("#")[2]: text for href, text in item.clauses}
        assert set(listed) == {clause for clause, status in statuses.items() if status != VERIFIED}
        assert listed["main-scheme.3"] == f"main-scheme.3 {fails[lang]}"
