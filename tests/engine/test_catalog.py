"""Every event key and every error reason of the engine reads in Spanish and in English."""

import json
import re
import string
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from checker import i18n
from checker.engine import (
    MESSAGES,
    NOTATION_REASONS,
    REASONS,
    CardRef,
    Discard,
    EngineError,
    Event,
    EventKey,
    Form,
    NotationError,
    Resources,
    RuleViolation,
    read_state,
    setup,
)
from checker.engine.cards import ACCELERATION_TOKENS_ON, ALL_PURPOSE, CONFUSED, DAMAGE, STUNNED, THREAT, TOUGH
from checker.engine.events import (
    COUNTER_LABELS,
    FORM_LABELS,
    ZONE_LABELS,
    render_counter,
    render_form,
    render_resources,
    render_zone,
)
from checker.engine.zones import Zone, ZoneKind
from checker.i18n import LANGUAGES, MissingCatalogError, catalog_path

ENGINE_MESSAGES = sorted(
    {
        *MESSAGES.values(),
        *ZONE_LABELS.values(),
        *FORM_LABELS.values(),
        *COUNTER_LABELS.values(),
        *vars(REASONS).values(),
        *vars(NOTATION_REASONS).values(),
        EngineError.template,
        RuleViolation.template,
        NotationError.template,
    }
)


def catalog(lang: str) -> dict[str, str]:
    with catalog_path(lang, "engine").open("rb") as stream:
        po = read_po(stream, locale=lang, domain="engine")
    assert not [message.id for message in po if message.fuzzy and message.id]
    return {message.id: message.string for message in po if message.id}


def placeholders(text: str) -> set[str]:
    return set(re.findall(r"\{[^}]*\}", text))


def test_every_event_key_has_a_message():
    assert set(MESSAGES) == set(EventKey)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_engine_message_is_translated_with_the_same_placeholders(lang):
    translations = catalog(lang)
    missing = [msgid for msgid in ENGINE_MESSAGES if not translations.get(msgid)]
    assert not missing
    assert [m for m in ENGINE_MESSAGES if placeholders(translations[m]) != placeholders(m)] == []


def test_english_catalog_says_the_english_text():
    translations = catalog("en")
    assert [m for m in ENGINE_MESSAGES if translations[m] != m] == []


@pytest.mark.parametrize(
    ("event", "english", "spanish"),
    [
        (Event.make(EventKey.ENTERS_PLAY, None, card=CardRef("rhino", "Rhino")), "Rhino enters play.", "Rhino entra en juego."),
        (
            Event.make(EventKey.MOVED, None, card=CardRef("t1", "Hard to Keep Down"), zone=Zone(ZoneKind.HAND, "A")),
            "Hard to Keep Down moves to the hand of A.",
            "Hard to Keep Down pasa a la mano de A.",
        ),
        (
            Event.make(EventKey.ACCELERATION_TOKEN, "encounter-deck.3"),
            "An acceleration token is placed next to the main scheme deck.",
            "Se coloca una ficha de Aceleración junto al mazo de Plan principal.",
        ),
    ],
)
def test_events_render_in_both_languages(event, english, spanish):
    assert (event.render("en"), event.render("es")) == (english, spanish)


def test_an_engine_error_without_a_rule_names_the_reason_and_the_state():
    error = EngineError(REASONS.UNKNOWN_CARD, {"card": "zz"}, "players: A")
    assert error.render("en") == "There is no card zz in this game (state: players: A)"
    assert error.render("es") == "No hay ninguna carta zz en esta partida (estado: players: A)"


SAMPLE_PARAMETERS = {
    "card": CardRef("c1", "Card Seven"),
    "host": CardRef("h1", "Host Nine"),
    "source": CardRef("s1", "Source Eleven"),
    "player": "P4",
    "count": 41,
    "field": 42,
    "tokens": 43,
    "icons": 44,
    "side": "B",
    "zone": Zone(ZoneKind.DISCARD, "P4"),
    "counter": "tough",
    "keyword": "guard",
    "effect": "Rhino charges",
    "round": 2,
    "form": Form.ALTER_EGO,
    "resources": Resources(("physical", "wild")),
    "enemy": CardRef("e1", "Enemy Thirteen"),
    "attacker": CardRef("a1", "Attacker Card"),
    "character": CardRef("k1", "Character Nineteen"),
    "scheme": CardRef("m1", "Scheme Fifteen"),
    "stage": CardRef("v2", "Stage Seventeen"),
    "attack": 45,
    "boost": 46,
    "defense": 47,
    "size": 48,
}
"""Distinct, recognisable values for every parameter an event can carry."""


def shown(value, lang: str, name: str) -> str:
    if name == "counter":
        return render_counter(value, lang)
    if isinstance(value, Zone):
        return render_zone(value, lang)
    if isinstance(value, Form):
        return render_form(value, lang)
    if isinstance(value, Resources):
        return render_resources(value, lang)
    return str(value)


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("key", list(EventKey), ids=str)
def test_each_event_message_renders_with_every_parameter(key, lang):
    names = {name for _, name, _, _ in string.Formatter().parse(MESSAGES[key]) if name}
    event = Event.make(key, None, **{name: SAMPLE_PARAMETERS[name] for name in sorted(names)})
    text = event.render(lang)
    assert text.strip()
    assert [name for name in names if shown(event.params[name], lang, name) not in text] == []
    if lang == "es":
        assert text != event.render("en")


def test_each_form_reads_differently_in_spanish_and_english():
    assert {render_form(form, "es") for form in Form}.isdisjoint({render_form(form, "en") for form in Form})


@pytest.mark.parametrize("kind", list(ZoneKind), ids=str)
def test_each_zone_label_names_its_holder_and_is_translated(kind):
    zone = Zone(kind, "P4" if "{holder}" in ZONE_LABELS[kind] else None)
    english, spanish = render_zone(zone, "en"), render_zone(zone, "es")
    assert english.strip() and spanish.strip() and english != spanish
    assert zone.holder is None or (zone.holder in english and zone.holder in spanish)


def test_a_rule_violation_reads_no_catalog_until_it_is_shown(monkeypatch):
    def no_catalogs(name):
        raise MissingCatalogError(name)

    state = read_state("players: A(first); scheme: ms1[side=B target=5] ms2")
    i18n.translations.cache_clear()
    monkeypatch.setattr(i18n, "locale_data", no_catalogs)
    with pytest.raises(RuleViolation) as raised:
        setup.perform(state, Discard("ms1"))
    monkeypatch.undo()
    i18n.translations.cache_clear()
    error = raised.value
    assert (error.clause, error.reason, error.params["card"]) == ("main-scheme.7", REASONS.MAIN_SCHEME_NOT_DISCARDABLE, "ms1")
    assert error.render("es").startswith("Las cartas de Plan principal no pueden descartarse: ms1 se queda (regla main-scheme.7;")
    assert str(error).startswith("Main scheme cards cannot be discarded: ms1 stays (rule main-scheme.7;")


PLACED_COUNTERS = (THREAT, DAMAGE, TOUGH, STUNNED, CONFUSED, ALL_PURPOSE, ACCELERATION_TOKENS_ON)


def printed_uses_types() -> set[str]:
    """Each type of uses the bundled card data prints: "Uses (3 charge counters)" gives charge."""
    found = set()
    for path in (Path(__file__).parents[2] / "sources" / "cards" / "en").glob("*.json"):
        for card in json.loads(path.read_text(encoding="utf-8")):
            found.update(match.lower() for match in re.findall(r"Uses \([^)]*?\d\S* (\w+) counters?", card.get("text") or ""))
    return found


def test_every_counter_the_engine_places_and_every_printed_uses_type_reads_in_spanish():
    uses = printed_uses_types()
    assert {"charge", "ammo", "fury", "notoriety"} <= uses
    for name in [*PLACED_COUNTERS, *uses]:
        assert name in COUNTER_LABELS, name
        assert render_counter(name, "es").strip()
    assert render_counter(STUNNED, "es") == "Aturdido" and render_counter(STUNNED, "en") == "stunned"
    rendered = Event.make(EventKey.USE_SPENT, None, card=CardRef("c", "Cohete"), counter="charge", count=2)
    assert rendered.render("es") == "Cohete gasta uno de sus usos de carga: quedan 2."
