"""Every event key and every error reason of the engine reads in Spanish and in English."""

import re

import pytest
from babel.messages.pofile import read_po

from checker.engine import MESSAGES, NOTATION_REASONS, REASONS, CardRef, EngineError, Event, EventKey, NotationError, RuleViolation
from checker.engine.events import ZONE_LABELS
from checker.engine.zones import Zone, ZoneKind
from checker.i18n import LANGUAGES, catalog_path

ENGINE_MESSAGES = sorted(
    {
        *MESSAGES.values(),
        *ZONE_LABELS.values(),
        *vars(REASONS).values(),
        *vars(NOTATION_REASONS).values(),
        EngineError.template,
        RuleViolation.template,
        NotationError.template,
    }
)


def catalog(lang: str) -> dict[str, str]:
    with open(catalog_path(lang, "engine"), "rb") as stream:
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
