"""Write the table of the state's attributes into both "Writing a ruling" guides, from the schema.

Run it after adding an attribute to ``checker/engine/schema.py``; the prose around the table
stays as written. ``tests/scenarios/test_guide_tables.py`` fails until the guides match.
"""

from __future__ import annotations

import sys

from checker.i18n import LANGUAGES
from checker.scenarios.guide_tables import GuideTableMissing, with_guide_table
from checker.scenarios.verify import DOCS_DIR


def main() -> int:
    for lang in LANGUAGES:
        path = DOCS_DIR / lang / "writing-a-ruling.md"
        text = path.read_text(encoding="utf-8")
        try:
            updated = with_guide_table(text, lang)
        except GuideTableMissing as error:
            print(f"{path}: no heading {error} followed by a table", file=sys.stderr)
            return 1
        if updated != text:
            path.write_text(updated, encoding="utf-8")
            print(f"{path}: table written")
    return 0


if __name__ == "__main__":
    sys.exit(main())
