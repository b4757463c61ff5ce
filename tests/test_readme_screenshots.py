"""The README shows the screenshots under ``screenshots/``: each one it links exists, each one
there is linked, and they stay small."""

import re

from checker import PROJECT_ROOT

SCREENSHOTS = PROJECT_ROOT / "screenshots"
LARGEST_BYTES = 200_000
"""A screenshot bigger than this is taken at too high a scale or of too much page."""


def linked_screenshots() -> set[str]:
    readme = (PROJECT_ROOT / "README.md").read_text(encoding="utf-8")
    return set(re.findall(r"""(?:src="|\]\()screenshots/([^")]+)""", readme))


def test_every_screenshot_the_readme_links_exists_and_every_one_is_linked():
    linked = linked_screenshots()
    kept = {path.name for path in SCREENSHOTS.glob("*.png")}
    assert linked == kept


def test_the_worked_example_is_shot_on_a_phone_and_a_desktop_in_both_languages():
    assert {f"worked-example-{device}-{lang}.png" for device in ("phone", "desktop") for lang in ("es", "en")} <= linked_screenshots()


def test_screenshots_are_small():
    assert all(path.stat().st_size < LARGEST_BYTES for path in SCREENSHOTS.glob("*.png"))
