"""Event log lines read as engine events (key and parameters), so the wording of the engine's
messages plays no part in whether a scenario passes."""

import shutil
import string

import pytest
from babel.messages.pofile import read_po, write_po

from checker import i18n
from checker.engine import KEYWORDS, MESSAGES, CardRef, Event, EventKey, Form, Resources, Zone, ZoneKind, zone_name
from checker.i18n import LANGUAGES, translate
from checker.scenarios import ScenarioSyntaxError, parse_block, parse_scenarios, run_scenario
from checker.scenarios.model import ExpectedEvent
from checker.scenarios.phrases import EVENTS, FORM_WORDS, RESOURCE_WORDS, ZONES, read_event
from checker.scenarios.verify import DEFAULT_PATHS, scenario_files

SAMPLES = {
    "card": CardRef("c1", "First Card"),
    "host": CardRef("h1", "Host Card"),
    "source": CardRef("s1", "Source Card"),
    "player": "B",
    "count": 7,
    "field": 3,
    "tokens": 2,
    "icons": 1,
    "side": "B",
    "zone": Zone(ZoneKind.DISCARD, "B"),
    "counter": "tough",
    "keyword": "guard",
    "effect": "Rhino charges",
    "round": 2,
    "form": Form.ALTER_EGO,
    "resources": Resources(("energy", "wild", "wild")),
    "enemy": CardRef("e1", "Enemy Card"),
    "attacker": CardRef("a1", "Attacker Card"),
    "character": CardRef("k1", "Character Card"),
    "scheme": CardRef("m1", "Scheme Card"),
    "stage": CardRef("v2", "Stage Card"),
    "attack": 4,
    "boost": 5,
    "defense": 6,
    "size": 8,
}
"""A value for every parameter an engine event can carry."""


def placeholders(message: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(message) if name}


def sample_event(key: EventKey) -> Event:
    return Event.make(key, None, **{name: SAMPLES[name] for name in sorted(placeholders(MESSAGES[key]))})


def in_notation(name: str, value: object, lang: str) -> str:
    """How a scenario writes ``value`` in an event line of a ``lang`` page."""
    if isinstance(value, CardRef):
        return value.id
    if isinstance(value, Zone):
        return zone_name(value, lang)
    if name == "counter":
        return KEYWORDS[lang].counters.get(value, value)
    if name == "form":
        return translate(lang, FORM_WORDS[value], "scenarios")
    if name == "resources":
        return ", ".join(translate(lang, RESOURCE_WORDS[resource], "scenarios") for resource in value)
    return str(value)


def phrase_of(key: EventKey):
    [phrase] = [phrase for phrase in EVENTS if dict(phrase.fixed)["key"] is key]
    return phrase


def line_for(event: Event, lang: str) -> str:
    values = {name: in_notation(name, value, lang) for name, value in event.items}
    return translate(lang, phrase_of(event.key).message, "scenarios", **values)


def docs_scenarios():
    return [scenario for path in scenario_files(DEFAULT_PATHS) for scenario in parse_scenarios(path)]


def test_every_event_key_has_one_sentence_that_names_every_parameter():
    assert sorted(dict(phrase.fixed)["key"] for phrase in EVENTS) == sorted(EventKey)
    assert [
        key for key in EventKey if set(phrase_of(key).placeholders) != placeholders(MESSAGES[key])
    ] == []


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("key", list(EventKey), ids=str)
def test_each_event_line_reads_as_the_event_it_names(key, lang):
    event = sample_event(key)
    expected = read_event(line_for(event, lang), lang)
    assert expected is not None and expected.key is key
    assert expected.matches(event, lang)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_zone_reads_in_words_or_by_its_notation_name(lang):
    words = read_event(translate(lang, "{card} moves to {zone}.", "scenarios", card="cap", zone=translate(
        lang, "the discard pile of {player}", "scenarios", player="B")), lang)
    named = read_event(translate(lang, "{card} moves to {zone}.", "scenarios", card="cap",
                                 zone=zone_name(Zone(ZoneKind.DISCARD, "B"), lang)), lang)
    assert words == named == ExpectedEvent(EventKey.MOVED, (("card", "cap"), ("zone", Zone(ZoneKind.DISCARD, "B"))))
    assert {dict(phrase.fixed)["kind"] for phrase in ZONES} == set(ZoneKind)


@pytest.mark.parametrize(
    ("name", "wrong"),
    [
        ("card", CardRef("c2", "First Card")), ("count", 8), ("zone", Zone(ZoneKind.HAND, "B")), ("player", "A"),
        ("form", Form.HERO),
    ],
)
def test_an_event_with_other_parameters_does_not_match(name, wrong):
    for key in EventKey:
        event = sample_event(key)
        if name in event.params:
            other = Event.make(key, None, **{**event.params, name: wrong})
            assert not read_event(line_for(event, "en"), "en").matches(other, "en"), key


def test_the_same_parameters_under_another_key_do_not_match():
    event = sample_event(EventKey.ENTERS_PLAY)
    assert not read_event(line_for(event, "en"), "en").matches(sample_event(EventKey.LEAVES_PLAY), "en")


STEP_ONE = {
    "en": """Scenario: Step one
Cites: main-scheme.2
Given: players: A(first); phase: villain 1; scheme: ms1[side=B accel=2 target=20] ms2
When: villain phase, step one
  Villain phase, step one: ms1 gets {count} threat (field {count}, tokens 0, icons 0).
""",
    "es": """Escenario: Paso uno
Cita: main-scheme.2
Dado: jugadores: A(inicial); fase: villano 1; plan: ms1[cara=B aceleracion=2 umbral=20] ms2
Cuando: fase del villano, paso uno
  Fase del Villano, paso uno: ms1 recibe {count} de amenaza (recuadro {count}, fichas 0, iconos 0).
""",
}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_line_with_the_engines_parameters_passes_and_other_numbers_fail(lang):
    assert run_scenario(parse_block(STEP_ONE[lang].format(count=2), lang, "page.md")).passed
    failed = run_scenario(parse_block(STEP_ONE[lang].format(count=3), lang, "page.md"))
    assert not failed.passed
    report = failed.report()
    engine_line = translate(lang, MESSAGES[EventKey.STEP_ONE_THREAT], "engine", card="ms1", count=2, field=2, tokens=0, icons=0)
    assert f"    {engine_line}" in report.splitlines()
    assert "(recuadro 3," in report if lang == "es" else "(field 3," in report


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_log_line_the_notation_cannot_read_names_its_file_and_line(lang):
    source = STEP_ONE[lang].format(count=2) + "  ms1 gets threat somehow.\n"
    with pytest.raises(ScenarioSyntaxError) as caught:
        parse_block(source, lang, "docs/page.md", 10)
    assert str(caught.value.location) == "docs/page.md:15"
    assert "ms1 gets threat somehow." in caught.value.render(lang)


@pytest.fixture
def reworded_engine_messages(tmp_path, monkeypatch):
    """A copy of the catalogs in which every engine message and zone label says something else."""
    for lang in LANGUAGES:
        shutil.copytree(i18n.locale_data(lang), tmp_path / lang)
        path = tmp_path / lang / "LC_MESSAGES" / "engine.po"
        with path.open("rb") as stream:
            catalog = read_po(stream, locale=lang, domain="engine")
        for message in catalog:
            if message.id:
                message.string = f"[{lang}] reworded: {message.string}"
        with path.open("wb") as stream:
            write_po(stream, catalog)
    monkeypatch.setattr(i18n, "locale_data", lambda name: tmp_path / name)
    i18n.translations.cache_clear()
    yield
    i18n.translations.cache_clear()


def test_rewording_every_engine_message_breaks_no_scenario(reworded_engine_messages):
    event = Event.make(EventKey.ENTERS_PLAY, None, card=CardRef("cap", "cap"))
    assert event.render("en") == "[en] reworded: cap enters play."
    assert event.render("es") == "[es] reworded: cap entra en juego."
    scenarios = docs_scenarios()
    assert {scenario.lang for scenario in scenarios} == set(LANGUAGES)
    assert [str(scenario.location) for scenario in scenarios if not run_scenario(scenario).passed] == []


def test_with_reworded_messages_a_wrong_event_still_fails_and_shows_the_new_words(reworded_engine_messages):
    failed = run_scenario(parse_block(STEP_ONE["en"].format(count=3), "en", "page.md"))
    assert not failed.passed
    assert "    [en] reworded: Villain phase, step one: ms1 gets 2 threat (field 2, tokens 0, icons 0)." in failed.report()
