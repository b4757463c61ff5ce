"""A real browser for the site's tests: Debian's Chromium through Playwright, and the site of
the bundled Spanish pages served to it.

Screenshots go to ``test-artifacts/``. Without Chromium these tests are skipped, except in CI
(``CI=true``), where a missing browser is a failure.
"""

from __future__ import annotations

import os
import threading
from contextlib import contextmanager
from pathlib import Path

import pytest

from checker import PROJECT_ROOT
from checker.site.server import serve

CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
ARTIFACTS = PROJECT_ROOT / "test-artifacts"


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
    thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
    thread.start()
    try:
        yield server.url
    finally:
        server.shutdown()
        server.server_close()


@pytest.fixture
def page(browser):
    context = browser.new_context(viewport={"width": 1100, "height": 700})
    context.grant_permissions(["clipboard-read", "clipboard-write"])
    page = context.new_page()
    yield page
    context.close()


def screenshot(page, name: str, full_page: bool = True) -> None:
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"{name}.png"), full_page=full_page)


def in_viewport(page, element_id: str) -> bool:
    return page.evaluate(
        """(id) => {
            const box = document.getElementById(id).getBoundingClientRect();
            return box.top >= 0 && box.top < window.innerHeight;
        }""",
        element_id,
    )
