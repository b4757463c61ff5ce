"""The hand-written pages as the search index reads them: sections under their headings'
anchors, in plain text, without code."""

from __future__ import annotations

from checker.glossary.model import Lang
from checker.site.build import DOCS_DIR
from checker.site.guide_text import guide_sections

PAGE = """\
# Writing a ruling { #writing-a-ruling }

A ruling is a **scenario**, see [Reading an entry](reading-an-entry.md#clause-ids).

## Where scenarios go

They live in `docs/en/scenarios/<entry>.md`: the
`main-scheme` page, for example.

```scenario
Scenario: Tokens carry over
Cites: main-scheme.6
```

| Keyword | What follows |
|---|---|
| `Cites:` | clause ids |

### The state notation { #state }

!!! note "Zones"
    - `A.hand`, <b>top</b> first
"""


def test_each_heading_starts_a_section_at_its_anchor_and_the_first_is_the_page_itself():
    sections = guide_sections(PAGE, Lang.EN, "writing-a-ruling")
    assert [(section.section, section.title) for section in sections] == [
        (None, "Writing a ruling"),
        ("where-scenarios-go", "Writing a ruling › Where scenarios go"),
        ("state", "Writing a ruling › The state notation"),
    ]
    assert [section.heading for section in sections] == ["Writing a ruling", "Where scenarios go", "The state notation"]


def test_the_text_is_plain_and_without_code_fences():
    first, where, state = guide_sections(PAGE, Lang.EN, "writing-a-ruling")
    assert first.text == "A ruling is a scenario, see Reading an entry."
    assert where.text == (
        "They live in docs/en/scenarios/<entry>.md: the main-scheme page, for example. "
        "Keyword; What follows. Cites:; clause ids."
    )
    assert "Tokens carry over" not in where.text
    assert state.text == "Zones A.hand, top first"


def test_the_scenario_of_the_real_guide_is_not_in_its_text():
    """docs/es/writing-a-ruling.md shows a scenario and a failure report as code blocks."""
    markdown = (DOCS_DIR / "es" / "writing-a-ruling.md").read_text(encoding="utf-8")
    assert "Escenario: Las fichas de Aceleración se quedan" in markdown
    text = " ".join(section.text for section in guide_sections(markdown, Lang.ES, "writing-a-ruling"))
    assert "Escenario: Las fichas de Aceleración se quedan" not in text
    assert "Estado tras el paso" not in text
    assert "dictamen" in text
