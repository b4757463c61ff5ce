"""Sites built once per test run: from a hand-made glossary, from the Spanish site pages whose
four entries the project's scenarios and notes are written for (``tests/sources.py``), from
source pages with redirects, sections and an empty entry, and from the bundled sources: the
whole Rules Reference."""

from __future__ import annotations

import os
import shutil
from contextlib import contextmanager
from pathlib import Path

import pytest

from checker import PROJECT_ROOT
from checker.glossary import load_glossary
from checker.site import build_site
from checker.site.server import serve
from tests.site.browsing import CHROMIUM, CHROMIUM_ARGS
from tests.site.glossaries import hand_made_glossary
from tests.site.htmlpages import read_site
from tests.site.redirect_pages import import_pages
from tests.site.serving import running
from tests.sources import load_spanish_site_glossary

SCENARIO_MARKDOWN = {
    "es": "Un escenario de prueba.\n\n```scenario\nplan: 3 amenaza <de 5>\n```\n",
    "en": "A test scenario.\n\n```scenario\nscheme: 3 threat <of 5>\n```\n",
}
NOTE_MARKDOWN = {"es": "Una nota escrita a mano.\n", "en": "A hand-written note.\n"}
HAND_REASONS = (
    '\n["nemesis.1"]\n'
    'es = "Definición: dice qué es el Archienemigo de un Héroe."\n'
    'en = "Definition: it says what a hero\'s nemesis is."\n'
)
"""The reason the hand-made docs give the one clause of the hand-made Nemesis, which has no scenario."""
EXTRA_ASSETS = {"probe.js": "window.mcProbe = true;\n", "probe.css": ".mc-probe { color: red; }\n"}


@pytest.fixture(scope="session")
def hand_docs(tmp_path_factory) -> Path:
    """The project's hand-written docs plus a scenario file and a note for ``main-scheme``, and a
    reason for the clause of the hand-made Nemesis (:data:`HAND_REASONS`)."""
    docs = tmp_path_factory.mktemp("hand") / "docs"
    shutil.copytree(PROJECT_ROOT / "docs", docs, ignore=shutil.ignore_patterns("scenarios", "notes"))
    reasons = docs / "not-executable.toml"
    reasons.write_text(reasons.read_text(encoding="utf-8") + HAND_REASONS, encoding="utf-8")
    for lang in ("es", "en"):
        for folder, markdown in (("scenarios", SCENARIO_MARKDOWN), ("notes", NOTE_MARKDOWN)):
            path = docs / lang / folder / "main-scheme.md"
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(markdown[lang], encoding="utf-8")
    return docs


@pytest.fixture(scope="session")
def extra_assets(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("static")
    for name, text in EXTRA_ASSETS.items():
        (folder / name).write_text(text, encoding="utf-8")
    return folder


@pytest.fixture(scope="session")
def hand_build(tmp_path_factory, hand_docs, extra_assets):
    site = tmp_path_factory.mktemp("hand-site") / "site"
    messages: list[str] = []
    report = build_site(
        hand_made_glossary(), site, messages.append, lang="en", docs_dir=hand_docs, search_static_dir=extra_assets
    )
    return report, messages


@pytest.fixture(scope="session")
def hand_site(hand_build) -> Path:
    return hand_build[0].site_dir


@pytest.fixture(scope="session")
def hand_pages(hand_site):
    return read_site(hand_site)


@pytest.fixture(scope="session")
def real_glossary():
    return load_spanish_site_glossary()


@pytest.fixture(scope="session")
def real_site(tmp_path_factory, real_glossary) -> Path:
    site = tmp_path_factory.mktemp("real-site") / "site"
    build_site(real_glossary, site)
    return site


@pytest.fixture(scope="session")
def real_pages(real_site):
    return read_site(real_site)


@pytest.fixture(scope="session")
def reference_glossary():
    return load_glossary()


@pytest.fixture(scope="session")
def reference_site(tmp_path_factory, reference_glossary) -> Path:
    site = tmp_path_factory.mktemp("reference-site") / "site"
    build_site(reference_glossary, site)
    return site


@pytest.fixture(scope="session")
def reference_pages(reference_site):
    return read_site(reference_site)


@pytest.fixture(scope="session")
def redirect_glossary(tmp_path_factory):
    """The glossary of :mod:`tests.site.redirect_pages`: aliases, sections, an empty entry."""
    return import_pages(tmp_path_factory.mktemp("redirect-sources"))


@pytest.fixture(scope="session")
def redirect_site(tmp_path_factory, redirect_glossary) -> Path:
    """The site of ``redirect_glossary``, with the project's hand-written pages but no scenarios."""
    docs = tmp_path_factory.mktemp("redirect-docs") / "docs"
    shutil.copytree(PROJECT_ROOT / "docs", docs, ignore=shutil.ignore_patterns("scenarios", "notes"))
    site = tmp_path_factory.mktemp("redirect-site") / "site"
    build_site(redirect_glossary, site, docs_dir=docs)
    return site


@pytest.fixture(scope="session")
def redirect_pages(redirect_site):
    return read_site(redirect_site)


# A real browser: Debian's Chromium through Playwright. Without Chromium the browser tests are
# skipped, except in CI (CI=true), where a missing browser is a failure.

@pytest.fixture(scope="module")
def browser():
    if not CHROMIUM.exists():
        if os.environ.get("CI") == "true":
            pytest.fail(f"{CHROMIUM} is missing; browser tests must run in CI")
        pytest.skip(f"{CHROMIUM} is missing; install Debian's chromium to run browser tests")
    sync_api = pytest.importorskip("playwright.sync_api")
    with sync_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        yield browser
        browser.close()


@pytest.fixture(scope="module")
def site_url(real_site):
    """The site of the Spanish site pages, served."""
    with served(real_site) as url:
        yield url


@pytest.fixture(scope="module")
def reference_url(reference_site):
    """The site of the whole Rules Reference, served."""
    with served(reference_site) as url:
        yield url


@contextmanager
def served(site: Path):
    """The address of ``site`` served with its search API in a thread, until the block ends."""
    server = serve(site, port=0)
    with running(server):
        yield server.url


@pytest.fixture
def page(browser):
    context = browser.new_context(viewport={"width": 1100, "height": 700})
    context.grant_permissions(["clipboard-read", "clipboard-write"])
    page = context.new_page()
    yield page
    context.close()
