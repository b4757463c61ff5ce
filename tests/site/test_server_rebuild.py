"""The server over a site that changes under it: rebuilt in place, or with a damaged index."""

from __future__ import annotations

import json
import shutil

import pytest

from checker.glossary.model import ClauseKind, Glossary
from checker.site import build_site
from checker.site.server import serve
from tests.site.glossaries import ENTRIES, clause, entry
from tests.site.serving import get, no_server_failures, start, stop  # noqa: F401 (a fixture)

OBLIGATION = entry(
    "obligation",
    "Obligación",
    "Obligation",
    [clause("obligation.1", ClauseKind.DEFINITION, "Una carta que el jugador debe resolver.",
            "A card its player must resolve.", line=60)],
)


@pytest.fixture
def site_copy(hand_site, tmp_path):
    """The hand-made site in a folder of its own, free to be rebuilt or damaged."""
    site = tmp_path / "site"
    shutil.copytree(hand_site, site)
    return site


@pytest.fixture
def running_copy(site_copy):
    server = serve(site_copy, port=0)
    thread = start(server)
    yield server
    stop(server, thread)


def entries_found(server, query):
    status, _, body = get(server, f"/api/search?q={query}&lang=en&limit=5")
    assert status == 200
    return {hit["entry"] for hit in json.loads(body)}


def test_a_rebuild_into_the_same_folder_is_searched_and_served(running_copy, site_copy, hand_docs, extra_assets):
    assert "obligation" not in entries_found(running_copy, "obligation")
    assert get(running_copy, "/en/glossary/obligation/")[0] == 404
    build_site(Glossary(entries=[*ENTRIES, OBLIGATION]), site_copy, docs_dir=hand_docs, search_static_dir=extra_assets)
    assert "obligation" in entries_found(running_copy, "obligation")
    status, _, page = get(running_copy, "/en/glossary/obligation/")
    assert status == 200 and b"A card its player must resolve." in page


def test_a_rebuild_that_drops_an_entry_no_longer_finds_it(running_copy, site_copy, hand_docs, extra_assets):
    assert "scope" in entries_found(running_copy, "scope")
    kept = [each for each in ENTRIES if each.id != "scope"]
    build_site(Glossary(entries=kept), site_copy, docs_dir=hand_docs, search_static_dir=extra_assets)
    assert "scope" not in entries_found(running_copy, "scope")


class RecordingSearcher:
    """Finds nothing, and records each searcher opened and closed."""

    events: list = []

    def __init__(self, index_dir):
        self.number = sum(event == "open" for event, _ in RecordingSearcher.events) + 1
        RecordingSearcher.events.append(("open", self.number))

    def search(self, query, lang, limit):
        return []

    def close(self):
        RecordingSearcher.events.append(("close", self.number))


def test_a_site_folder_swapped_for_another_reopens_the_searcher_and_closes_the_old_one(site_copy, tmp_path):
    RecordingSearcher.events = []
    server = serve(site_copy, port=0, searcher_factory=RecordingSearcher)
    thread = start(server)
    try:
        get(server, "/api/search?q=a")
        get(server, "/api/search?q=b")
        assert RecordingSearcher.events == [("open", 1)]
        shutil.copytree(site_copy, tmp_path / "new")
        site_copy.rename(tmp_path / "old")
        (tmp_path / "new").rename(site_copy)
        get(server, "/api/search?q=c")
        get(server, "/api/search?q=d")
        assert RecordingSearcher.events == [("open", 1), ("close", 1), ("open", 2)]
    finally:
        stop(server, thread)
    assert RecordingSearcher.events[-1] == ("close", 2)


def garble(path):
    data = bytearray(path.read_bytes())
    data[::7] = bytes(byte ^ 0x5A for byte in data[::7])
    path.write_bytes(bytes(data))


def truncate(path):
    path.write_bytes(path.read_bytes()[: path.stat().st_size // 3])


@pytest.mark.parametrize("damage", [garble, truncate])
@pytest.mark.parametrize("pattern", ["*.toc", "*.seg"])
def test_a_damaged_index_is_unavailable_and_the_pages_are_still_served(site_copy, damage, pattern):
    for path in (site_copy / "_search").glob(pattern):
        damage(path)
    server = serve(site_copy, port=0)
    thread = start(server)
    try:
        status, content_type, body = get(server, "/api/search?q=amenaza&lang=en")
        spanish = json.loads(get(server, "/api/search?q=amenaza&lang=es")[2])
        page_status, _, _ = get(server, "/en/glossary/main-scheme/")
    finally:
        stop(server, thread)
    assert status == 503 and content_type.startswith("application/json")
    message = json.loads(body)["error"]
    assert message == "The search index cannot be read: the site has to be built again."
    assert str(site_copy) not in message and str(site_copy) not in spanish["error"]
    assert spanish["error"] == "No se puede leer el índice de búsqueda: hay que volver a construir el sitio."
    assert page_status == 200


def test_a_missing_index_is_unavailable(site_copy):
    shutil.rmtree(site_copy / "_search")
    server = serve(site_copy, port=0)
    thread = start(server)
    try:
        status, _, body = get(server, "/api/search?q=amenaza&lang=en")
    finally:
        stop(server, thread)
    assert status == 503
    assert json.loads(body) == {"error": "This site has no search index: it has to be built again."}
