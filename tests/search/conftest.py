"""A small hand-made glossary and its index, and the index of the Spanish site pages whose four
entries the reference queries are written for (``tests/sources.py``)."""

from __future__ import annotations

import pytest

from checker.glossary import load_glossary
from checker.glossary.model import Clause, ClauseKind, Entry, Glossary, Lang, SourceRef
from checker.glossary.terms import TermTable
from checker.search import Searcher, build_index
from checker.site.build import DOCS_DIR
from checker.site.search_pages import site_pages
from tests.sources import load_spanish_site_glossary


def clause(clause_id: str, es: str | None, en: str | None, kind: ClauseKind = ClauseKind.RULE) -> Clause:
    text = {lang: value for lang, value in ((Lang.ES, es), (Lang.EN, en)) if value}
    return Clause(
        id=clause_id,
        kind=kind,
        depth=clause_id.count(".") - 1,
        number=None,
        text=text,
        source={lang: SourceRef("hand-made.txt", 1) for lang in text},
    )


def entry(entry_id: str, es: str, en: str, clauses: list[Clause]) -> Entry:
    return Entry(
        id=entry_id,
        title={Lang.ES: es, Lang.EN: en},
        title_source={Lang.ES: SourceRef("hand-made.txt", 1), Lang.EN: SourceRef("hand-made.txt", 2)},
        clauses=clauses,
    )


def small_glossary() -> Glossary:
    """Two entries written for these tests; the texts paraphrase the rules, briefly."""
    return Glossary(
        entries=[
            entry(
                "main-scheme",
                "Plan principal",
                "Main Scheme",
                [
                    clause(
                        "main-scheme.1",
                        "El Plan principal es el objetivo del Villano.",
                        "The main scheme is the villain's goal.",
                        ClauseKind.DEFINITION,
                    ),
                    clause(
                        "main-scheme.2",
                        "En la fase del Villano se coloca Amenaza según la Aceleración.",
                        "In the villain phase, place threat according to the acceleration.",
                    ),
                    clause(
                        "main-scheme.3",
                        "Las fichas de aceleración pasan a la nueva etapa.",
                        "Acceleration tokens carry over to the new stage.",
                    ),
                ],
            ),
            entry(
                "encounter-deck",
                "Mazo de encuentros",
                "Encounter Deck",
                [
                    clause(
                        "encounter-deck.1",
                        "El mazo de Encuentros contiene Esbirros y Planes secundarios.",
                        "The encounter deck contains minions and side schemes.",
                        ClauseKind.DEFINITION,
                    ),
                    clause(
                        "encounter-deck.2",
                        "Si se acaba el mazo, baraja la pila de descartes <b>ahora</b>.",
                        "If the deck is empty, shuffle the discard pile <b>now</b>.",
                    ),
                    clause("encounter-deck.2.1", None, "For example, when a treachery empties it."),
                ],
            ),
        ]
    )


@pytest.fixture(scope="session")
def small_index(tmp_path_factory):
    index_dir = tmp_path_factory.mktemp("small") / "_search"
    build_index(small_glossary(), index_dir)
    return index_dir


@pytest.fixture(scope="session")
def searcher(small_index):
    with Searcher.open(small_index) as opened:
        yield opened


@pytest.fixture(scope="session")
def real_searcher(tmp_path_factory):
    index_dir = tmp_path_factory.mktemp("sources") / "_search"
    build_index(load_spanish_site_glossary(), index_dir)
    with Searcher.open(index_dir) as opened:
        yield opened


@pytest.fixture(scope="session")
def reference_glossary():
    return load_glossary()


@pytest.fixture(scope="session")
def reference_searcher(tmp_path_factory, reference_glossary):
    """A searcher over the whole Rules Reference, the bundled sources."""
    index_dir = tmp_path_factory.mktemp("reference") / "_search"
    build_index(reference_glossary, index_dir)
    with Searcher.open(index_dir) as opened:
        yield opened


def site_index(glossary: Glossary, index_dir):
    """Build the index the site builds from ``glossary`` and the hand-written pages of ``docs/``:
    entries, the sections printed before the glossary, the term table and the guide pages."""
    terms = TermTable.load()
    build_index(glossary, index_dir, terms, site_pages(glossary, terms, DOCS_DIR))
    return index_dir


@pytest.fixture(scope="session")
def site_searcher(tmp_path_factory, reference_glossary):
    """A searcher over the site's index of the bundled sources, the whole Rules Reference."""
    with Searcher.open(site_index(reference_glossary, tmp_path_factory.mktemp("site") / "_search")) as opened:
        yield opened


@pytest.fixture(scope="session")
def real_site_searcher(tmp_path_factory):
    """A searcher over the site's index of the Spanish site pages, for the quality set."""
    index_dir = site_index(load_spanish_site_glossary(), tmp_path_factory.mktemp("real-site") / "_search")
    with Searcher.open(index_dir) as opened:
        yield opened
