"""Write the generated blocks of both "Writing a ruling" guides from the code's declarations.

The table of the state's attributes (``checker/engine/schema.py``), the block of what a card
prints (``checker/engine/card_schema.py``) and the lists of actions and facts
(``checker/scenarios/phrases.py``): run it after changing one of them, or after a merge that
did; the prose around the blocks stays as written. ``tests/scenarios/test_guide_tables.py``
fails until the guides match.
"""

from __future__ import annotations

import sys

from checker.i18n import LANGUAGES
from checker.scenarios.guide_tables import GeneratedBlockMissing, with_generated_blocks
from checker.scenarios.verify import DOCS_DIR


def main() -> int:
    for lang in LANGUAGES:
        path = DOCS_DIR / lang / "writing-a-ruling.md"
        text = path.read_text(encoding="utf-8")
        try:
            updated = with_generated_blocks(text, lang)
        except GeneratedBlockMissing as error:
            print(f"{path}: no heading {error} followed by its generated block", file=sys.stderr)
            return 1
        if updated != text:
            path.write_text(updated, encoding="utf-8")
            print(f"{path}: generated blocks written")
    return 0


if __name__ == "__main__":
    sys.exit(main())
