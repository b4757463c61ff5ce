"""Reading scenario blocks out of Markdown pages.

A page holds any number of fenced blocks marked ``scenario``; everything else on the page is
prose for readers. The page's language comes from its folder (``docs/es/...``, ``docs/en/...``)
and decides which keywords and phrases the blocks use (:mod:`checker.scenarios.phrases`).
"""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass, field, fields
from pathlib import Path

from checker.engine import NotationError, read_state
from checker.engine.events import render_message
from checker.i18n import LANGUAGES, N_, translate
from checker.scenarios import facts as f
from checker.scenarios.model import (
    DOMAIN,
    ELLIPSIS,
    EventGroup,
    EventLine,
    FactLine,
    Location,
    Ruling,
    Scenario,
    ScenarioSyntaxError,
    Step,
)
from checker.scenarios.phrases import (
    ACTIONS,
    EVENTS,
    FACTS,
    KEYWORDS_BY_ROLE,
    fold,
    foreign_notation_word,
    keyword_word,
    keywords,
    opens_group,
    read_action,
    read_event,
    read_fact,
)
from checker.verdicts.pages import display_path, language_of, read_page

FENCE_NAME = "scenario"
FENCE = re.compile(r"^(?P<indent>[ \t]*)(?P<fence>`{3,}|~{3,})[ \t]*(?P<info>[^\n`]*)$")
KEYWORD_LINE = re.compile(r"^(?P<keyword>[^:]{1,40}):(?P<rest>.*)$")
RULING_FIELDS = {"question": "question", "answer": "answer", "ruled-by": "ruled_by", "date": "date", "link": "link"}


@dataclass(frozen=True)
class Block:
    """A ``scenario`` fence of a page: its text, the line of its first text line, and its span.

    A fence the checker cannot run is a block too, with the :attr:`problem` to report in its
    place, so that no scenario is ever left out without a word.
    """

    source: str
    first_line: int
    start: int
    """Offset of the opening fence in the page."""
    end: int
    """Offset just after the closing fence."""
    problem: ScenarioSyntaxError | None = None


@dataclass
class _OpenFence:
    """A fenced block of a page, from its opening line until a line closes it."""

    marker: str
    """The run of backticks or tildes that opened it: only a run as long of the same character closes it."""
    info: str
    line: int
    start: int
    body: list[str] = field(default_factory=list)

    @property
    def is_scenario(self) -> bool:
        return self.info == FENCE_NAME

    @property
    def looks_like_a_scenario(self) -> bool:
        """A misspelt scenario fence: Markdown shows it as code and nothing runs it."""
        word = fold(self.info.split()[0].strip("{}.")) if self.info.split() else ""
        return not self.is_scenario and word in {fold(keyword_word("scenario", lang)) for lang in LANGUAGES}

    def closed_by(self, match: re.Match | None) -> bool:
        return bool(match) and match.group("fence").startswith(self.marker) and not match.group("info").strip()

    def block(self, file: str, end: int) -> Block | None:
        source = "".join(self.body)
        if self.looks_like_a_scenario:
            problem = ScenarioSyntaxError(
                Location(file, self.line),
                N_("“{fence}” does not open a scenario block, so nothing would run it; write “{scenario}”"),
                {"fence": f"{self.marker}{self.info}", "scenario": f"{self.marker}{FENCE_NAME}"},
            )
            return Block(source, self.line + 1, self.start, end, problem)
        return Block(source, self.line + 1, self.start, end) if self.is_scenario else None

    def unclosed(self, file: str, end: int) -> Block:
        problem = ScenarioSyntaxError(
            Location(file, self.line), N_("the block opened here is never closed; end it with a line “{fence}”"),
            {"fence": self.marker},
        )
        return Block("".join(self.body), self.line + 1, self.start, end, problem)


def scenario_blocks(text: str, file: str = "<page>") -> list[Block]:
    """Every ``scenario`` fence of a Markdown page, in order, and every fence it cannot read.

    A fence left open hides the rest of the page from Markdown, whatever its kind; a scenario
    fence opened inside an open one means the first was never closed.
    """
    blocks: list[Block] = []
    offset, fence = 0, None
    for number, line in enumerate(text.splitlines(keepends=True), start=1):
        match = FENCE.match(line.rstrip("\r\n"))
        if fence is None:
            if match:
                fence = _OpenFence(match.group("fence"), match.group("info").strip(), number, offset)
        elif fence.closed_by(match):
            block = fence.block(file, offset + len(line))
            blocks += [block] if block else []
            fence = None
        elif match and (fence.is_scenario or fence.looks_like_a_scenario) and match.group("info").strip():
            blocks.append(fence.unclosed(file, offset))
            fence = _OpenFence(match.group("fence"), match.group("info").strip(), number, offset)
        else:
            fence.body.append(line)
        offset += len(line)
    if fence is not None:
        blocks.append(fence.unclosed(file, offset))
    return blocks


def parse_scenarios(path: Path, lang: str | None = None) -> list[Scenario]:
    """Every scenario of the page at ``path``, in order, each with its file and line.

    Raises :class:`ScenarioSyntaxError` naming the file and line of the first bad line.
    """
    path = Path(path)
    return parse_page(read_page(path), lang or language_of(path), display_path(path))


def parse_page(text: str, lang: str, file: str) -> list[Scenario]:
    scenarios = []
    for block in scenario_blocks(text, file):
        if block.problem is not None:
            raise block.problem
        scenarios.append(parse_block(block.source, lang, file, block.first_line))
    return scenarios


@dataclass
class _Draft:
    """A scenario while its lines are read."""

    lang: str
    file: str
    first_line: int
    name: str = ""
    cites: list[str] = field(default_factory=list)
    ruling: dict[str, str] = field(default_factory=dict)
    given: list[tuple[str, int]] = field(default_factory=list)
    steps: list[dict] = field(default_factory=list)
    section: str = ""
    group: dict | None = None
    """The group of event lines in any order being read: its heading, line, indentation and lines."""

    def at(self, line: int) -> Location:
        return Location(self.file, line)


def parse_block(source: str, lang: str, file: str = "<scenario>", first_line: int = 1) -> Scenario:
    """Read one scenario block written in ``lang``; ``first_line`` is the file line of its first line."""
    draft = _Draft(lang, file, first_line)
    for number, raw in enumerate(source.splitlines(), start=first_line):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        match = KEYWORD_LINE.match(line)
        role = keywords(lang).get(fold(match.group("keyword").strip())) if match else None
        indent = len(raw) - len(raw.lstrip())
        if draft.group is not None and not _in_group(draft, role, indent):
            _close_group(draft)
        if role is not None:
            _keyword_line(draft, role, match.group("rest").strip(), number)
        elif draft.section == "when" and opens_group(line, lang):
            draft.group = {"heading": line, "line": number, "indent": indent, "lines": []}
            draft.steps[-1]["events"].append(draft.group)
        else:
            _check_foreign_keyword(draft, match, number)
            _continuation(draft, line, number)
    if draft.group is not None:
        _close_group(draft)
    return _finish(draft, source)


def _in_group(draft: _Draft, role: str | None, indent: int) -> bool:
    """Whether a line belongs to the open group in any order: an event line indented further."""
    return draft.section == "when" and role is None and indent > draft.group["indent"]


def _close_group(draft: _Draft) -> None:
    group, draft.group = draft.group, None
    if not group["lines"]:
        raise ScenarioSyntaxError(
            draft.at(group["line"]),
            N_("“{text}” needs the event lines it groups below it, indented further"),
            {"text": group["heading"]},
        )


def _check_foreign_keyword(draft: _Draft, match: re.Match | None, number: int) -> None:
    if match is None:
        return
    for other in LANGUAGES:
        role = keywords(other).get(fold(match.group("keyword").strip())) if other != draft.lang else None
        if role is not None:
            raise ScenarioSyntaxError(
                draft.at(number),
                N_("“{word}” is a keyword of another language; on this page write “{keyword}”"),
                {"word": match.group("keyword").strip(), "keyword": keyword_word(role, draft.lang)},
            )


def _check_foreign_notation(draft: _Draft, text: str, number: int) -> None:
    found = foreign_notation_word(text, draft.lang)
    if found is not None:
        raise ScenarioSyntaxError(
            draft.at(number),
            N_("“{word}” is a word of the state notation in another language; on this page write “{own}”"),
            {"word": found[0], "own": found[1]},
        )


def _keyword_line(draft: _Draft, role: str, rest: str, number: int) -> None:
    draft.section = role
    if role == "scenario":
        draft.name = rest
    elif role == "cites":
        draft.cites += [part for part in re.split(r"[\s,]+", rest) if part]
    elif role in RULING_FIELDS:
        draft.ruling[RULING_FIELDS[role]] = rest
    elif role == "given":
        if draft.steps:
            raise ScenarioSyntaxError(draft.at(number), N_("the set-up comes before the first action"))
        draft.given.append((rest, number))
    elif role == "when":
        if not draft.given:
            raise ScenarioSyntaxError(draft.at(number), N_("an action needs a set-up above it"))
        action = read_action(rest, draft.lang)
        if action is None:
            raise _unknown(draft, number, rest, ACTIONS, N_("unknown action “{text}”"))
        _check_counts(draft, action, number)
        draft.steps.append({"line": number, "action": action, "text": rest, "events": [], "facts": []})
    elif role == "then":
        if not draft.given:
            raise ScenarioSyntaxError(draft.at(number), N_("an expected fact needs a set-up above it"))
        if not draft.steps:
            draft.steps.append({"line": number, "action": None, "text": "", "events": [], "facts": []})
        if rest:
            _fact(draft, rest, number)


MAX_COUNT = 1000
"""The largest number an action may name: no game places, draws or deals more, and an action
carried out that many times over would run for minutes and fill the memory."""


def _check_counts(draft: _Draft, action: object, number: int) -> None:
    """Refuse an action whose number is larger than :data:`MAX_COUNT`, at its line."""
    for item in fields(action):
        value = getattr(action, item.name)
        if isinstance(value, int) and not isinstance(value, bool) and value > MAX_COUNT:
            raise ScenarioSyntaxError(draft.at(number), N_("the number {count} is larger than {limit}, the most an action may name"),
                                      {"count": value, "limit": MAX_COUNT})


def _continuation(draft: _Draft, line: str, number: int) -> None:
    match draft.section:
        case "given":
            draft.given.append((line, number))
        case "when":
            _event_line(draft, line, number)
        case "then":
            _fact(draft, line, number)
        case "question" | "answer":
            field_name = RULING_FIELDS[draft.section]
            draft.ruling[field_name] = f"{draft.ruling[field_name]} {line}".strip()
        case _:
            raise ScenarioSyntaxError(
                draft.at(number),
                N_("this line belongs to no part of the scenario; start it with a keyword such as “{keyword}”"),
                {"keyword": keyword_word("given", draft.lang)},
            )


def _event_line(draft: _Draft, text: str, number: int) -> None:
    event = None
    if text == ELLIPSIS and draft.group is not None:
        raise ScenarioSyntaxError(
            draft.at(number), N_("a group in any order lists events one by one: “{ellipsis}” cannot stand in it"),
            {"ellipsis": ELLIPSIS},
        )
    if text != ELLIPSIS:
        event = read_event(text, draft.lang)
        if event is None:
            raise _unknown(draft, number, text, EVENTS, N_("unknown event “{text}”"))
    line = EventLine(text, draft.at(number), event)
    (draft.group["lines"] if draft.group is not None else draft.steps[-1]["events"]).append(line)


def _fact(draft: _Draft, text: str, number: int) -> None:
    fact = read_fact(text, draft.lang)
    if fact is None:
        raise _unknown(draft, number, text, FACTS, N_("unknown expected fact “{text}”"))
    step = draft.steps[-1]
    if isinstance(fact, f.Forbidden) and step["action"] is None:
        raise ScenarioSyntaxError(draft.at(number), N_("only an action can be forbidden"))
    step["facts"].append(FactLine(fact, text, draft.at(number)))


def _unknown(draft: _Draft, number: int, text: str, phrases, reason: str) -> ScenarioSyntaxError:
    """An error for an unknown line, suggesting the closest phrases of the page's language."""
    known = [translate(draft.lang, phrase.message, DOMAIN) for phrase in phrases]
    words = fold(re.sub(r"\s+", " ", text))
    close = difflib.get_close_matches(words, [fold(phrase) for phrase in known], n=2, cutoff=0.3)
    suggestions = [phrase for phrase in known if fold(phrase) in close]
    if not suggestions:
        return ScenarioSyntaxError(draft.at(number), reason, {"text": text})
    reason_text = translate(draft.lang, reason, DOMAIN, text=text)
    return ScenarioSyntaxError(
        draft.at(number),
        N_("{reason}; did you mean: {suggestions}?"),
        {"reason": reason_text, "suggestions": " | ".join(suggestions)},
    )


def _event_group(draft: _Draft, line: EventLine | dict) -> EventLine | EventGroup:
    if isinstance(line, EventLine):
        return line
    return EventGroup(line["heading"], draft.at(line["line"]), tuple(line["lines"]))


def _finish(draft: _Draft, source: str) -> Scenario:
    start = draft.at(draft.first_line)
    if not draft.name:
        raise ScenarioSyntaxError(
            start, N_("a scenario starts with “{keyword}” and a sentence for its name"),
            {"keyword": keyword_word("scenario", draft.lang)},
        )
    if not draft.cites:
        raise ScenarioSyntaxError(
            start, N_("scenario “{name}” cites no clause: add a line “{keyword}” with clause ids"),
            {"name": draft.name, "keyword": keyword_word("cites", draft.lang)},
        )
    if not draft.given:
        raise ScenarioSyntaxError(
            start, N_("scenario “{name}” has no set-up: add a line “{keyword}” with the state notation"),
            {"name": draft.name, "keyword": keyword_word("given", draft.lang)},
        )
    if not draft.steps:
        raise ScenarioSyntaxError(
            start, N_("scenario “{name}” expects nothing: add a line “{keyword}” or “{then}”"),
            {"name": draft.name, "keyword": keyword_word("when", draft.lang), "then": keyword_word("then", draft.lang)},
        )
    for text, line in draft.given:
        _check_foreign_notation(draft, text, line)
    setup_text = "\n".join(text for text, _ in draft.given)
    try:
        setup = read_state(setup_text)
    except NotationError as error:
        line = draft.given[min(error.line, len(draft.given)) - 1][1]
        raise ScenarioSyntaxError(
            draft.at(line), N_("state notation, column {column}: {reason}"),
            {"column": error.column, "reason": render_message(draft.lang, error.reason, error.params)},
        ) from None
    steps = tuple(
        Step(
            location=draft.at(step["line"]),
            action=step["action"],
            action_text=step["text"],
            events=tuple(_event_group(draft, line) for line in step["events"]) or None,
            facts=tuple(step["facts"]),
        )
        for step in draft.steps
    )
    return Scenario(
        name=draft.name,
        lang=draft.lang,
        location=start,
        cites=tuple(draft.cites),
        setup=setup,
        setup_text=setup_text,
        steps=steps,
        ruling=Ruling(**draft.ruling),
        source=source,
    )


__all__ = ["Block", "KEYWORDS_BY_ROLE", "language_of", "parse_block", "parse_page", "parse_scenarios", "scenario_blocks"]
