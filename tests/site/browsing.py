"""What the site's browser tests share besides their fixtures (in ``conftest.py``): Chromium's
command line, screenshots into ``test-artifacts/``, and where an element stands."""

from __future__ import annotations

from pathlib import Path

from checker import PROJECT_ROOT

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


def screenshot(page, name: str, full_page: bool = True) -> None:
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"{name}.png"), full_page=full_page)


def screenshot_of(element, name: str) -> None:
    """A screenshot of one element of the page (a Playwright locator), however tall it is."""
    ARTIFACTS.mkdir(exist_ok=True)
    element.screenshot(path=str(ARTIFACTS / f"{name}.png"))


def in_viewport(page, element_id: str) -> bool:
    return page.evaluate(
        """(id) => {
            const box = document.getElementById(id).getBoundingClientRect();
            return box.top >= 0 && box.top < window.innerHeight;
        }""",
        element_id,
    )
