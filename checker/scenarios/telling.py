"""A scenario's actions, facts and events told in players' words.

The notation writes what a scenario does in its own words, for the engine to read: card ids,
zones as ``A.mano``, answers as ``sin-defensor``. A worked example tells the same things as a
rulebook would: each card by its name (:mod:`checker.scenarios.card_names`), each zone in words
("la pila de descartes de Encuentros"), each answer as what the player does ("A no declara
defensor"), each clause by its entry's title and number. The sentences are the notation's own
phrases (:mod:`checker.scenarios.phrases`) with those words in their places, except for the
answers to a decision, which have sentences of their own.

A card's ability text that the scenario writes in free words (``"pay the debt"``) is what the
rule's author wrote, in English on every page (both languages' scenarios set up the same
cards): a told sentence keeps a list of such passages, for the page to mark their language.

>>> from checker.engine import DealDamage
>>> teller = Teller("es", {"spidey": "Spiderman"})
>>> teller.action(Choose("A", "no-defender")).text
'A no declara defensor'
>>> teller.action(DealDamage("spidey", 2)).text
'inflige 2 de Daño a Spiderman'
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

from checker.engine import CardRef, Choose, Event, MESSAGES, Zone, card_schema
from checker.engine.deck_cards import printed_title
from checker.engine.events import render_message
from checker.i18n import N_, translate
from checker.scenarios import facts as f
from checker.scenarios.card_names import TYPE_NAMES
from checker.scenarios.model import DOMAIN
from checker.scenarios.phrases import ACTIONS, FACTS, ZONES, Phrase

CARD_SLOTS = frozenset({"card", "host", "character", "scheme", "stage", "enemy", "attacker", "source"})
"""Placeholders that hold a card id."""

ANSWERS: Mapping[str, str] = {
    "use": N_("{player} uses the ability"),
    "decline": N_("{player} declines the ability"),
    "no-defender": N_("{player} declares no defender"),
    "done-discarding": N_("{player} discards no more cards"),
    "done-choosing": N_("{player} chooses no more"),
    "first-option": N_("{player} chooses the first option"),
    "second-option": N_("{player} chooses the second option"),
    "third-option": N_("{player} chooses the third option"),
}
"""What a player does by giving each answer word of the notation, as a sentence."""

ANSWER_NAMES: Mapping[str, str] = {
    "use": N_("using the ability"),
    "decline": N_("declining it"),
    "no-defender": N_("no defender"),
    "done-discarding": N_("discarding no more"),
    "done-choosing": N_("choosing no more"),
    "first-option": N_("the first option"),
    "second-option": N_("the second option"),
    "third-option": N_("the third option"),
}
"""Each answer word of the notation as one option of a list ("spidey, no defender")."""

COUNTER_NAMES: Mapping[str, str] = {
    "threat": N_("threat"),
    "damage": N_("damage"),
    "tough": N_("tough"),
    "stunned": N_("stunned"),
    "confused": N_("confused"),
    "all-purpose": N_("all-purpose counters"),
    "atk-phase": N_("ATK until the end of the phase"),
    "atk-round": N_("ATK until the end of the round"),
    "draw-round-end": N_("cards to draw at the end of the round"),
}
"""The tokens, status cards and lasting effects a card can hold, as the rules name them. Any
other counter is a kind of uses a card prints ("Uses (3 charge counters)"), in its own words."""

UNKNOWN_CARD = N_("a card")
"""A card the scenario names by an id that is on no table of it (a card that only instructs)."""

OR = N_("{options} or {last}")
"""The last two options of a list of choices."""


def clause_number(clause_id: str) -> str:
    """The clause's id as its number alone: ``attack.2.4`` -> ``attack 2.4`` when no page gives
    its entry's title."""
    entry, _, number = clause_id.partition(".")
    return f"{entry} {number}".strip()


@dataclass(frozen=True)
class Told:
    """A sentence in players' words, and the passages of it written in English whatever the page's language."""

    text: str
    english: tuple[str, ...] = ()


@dataclass(frozen=True)
class Teller:
    """Tells a scenario's actions, facts and events in ``lang`` with the names of its cards."""

    lang: str
    names: Mapping[str, str] = field(default_factory=dict)
    """Card id -> the name a worked example gives it."""
    clause_label: Callable[[str], str] = clause_number
    """Clause id -> how the page names it: its entry's title and its number."""
    printed_title: Callable[[str], str | None] = lambda name: None
    """A card's English title -> the title the official cards print in ``lang``, or None."""

    def card(self, card_id: str) -> str:
        name = self.names.get(card_id)
        return translate(self.lang, UNKNOWN_CARD, DOMAIN) if name is None else name

    def option(self, option: str) -> str:
        answer = ANSWER_NAMES.get(option)
        return self.card(option) if answer is None else translate(self.lang, answer, DOMAIN)

    def options(self, options: tuple[str, ...]) -> str:
        named = [self.option(option) for option in options]
        if len(named) < 2:
            return "".join(named)
        return translate(self.lang, OR, DOMAIN, options=", ".join(named[:-1]), last=named[-1])

    def counter(self, counter: str) -> str:
        word = COUNTER_NAMES.get(counter)
        return counter if word is None else translate(self.lang, word, DOMAIN)

    def zone(self, zone: Zone) -> str:
        for phrase in ZONES:
            if phrase.fits(zone):
                return self._phrase(phrase, zone).text
        return str(zone)

    def action(self, action: object) -> Told:
        if isinstance(action, Choose) and action.option in ANSWERS:
            return Told(translate(self.lang, ANSWERS[action.option], DOMAIN, player=action.player))
        return self._first(ACTIONS, action)

    def fact(self, fact: object) -> Told:
        return self._first(FACTS, fact)

    def event(self, event: Event) -> Told:
        """The engine's sentence for ``event``, with the cards' names, zones and counters in players' words."""
        return self.message(MESSAGES[event.key], event.params)

    def message(self, msgid: str, event_params: Mapping[str, object]) -> Told:
        """A message of the engine's catalog, with the cards' names, zones and counters in players' words."""
        params: dict[str, object] = {}
        english = []
        for name, value in event_params.items():
            if isinstance(value, CardRef):
                value = self.card(value.id)
            elif isinstance(value, str) and name != "effect" and (value in self.names or name in CARD_SLOTS):
                value = self.card(value)
            elif isinstance(value, Zone):
                value = self.zone(value)
            elif name == "counter":
                value = self.counter(str(value))
                if str(event_params[name]) not in COUNTER_NAMES and self.lang != "en":
                    english.append(value)
            elif name == "keyword":
                # A keyword as the notation of the page's language writes it (guard: guardia).
                value = card_schema.words("keywords", self.lang).get(str(value), str(value))
            elif name == "options":
                value = self.options(tuple(str(value).split()))
            elif name == "names":
                value = ", ".join(self.printed_title(title) or title for title in str(value).split(", "))
            elif name in ("code", "other"):
                # A card of the product data, named by its code (a deck's card), by its title; an
                # encounter set, by its code in the card data, which is English.
                value = printed_title(str(value), self.lang)
                if value == event_params[name] and self.lang != "en":
                    english.append(value)
            elif name == "effect" and self.lang != "en":
                english.append(str(value))
            params[name] = value
        return Told(render_message(self.lang, msgid, params), tuple(english))

    def _first(self, phrases: tuple[Phrase, ...], value: object) -> Told:
        for phrase in phrases:
            # A card left empty is a card the value does not name ("shuffle", by no card's instruction).
            if phrase.fits(value) and all(getattr(value, phrase.field_of(name)) != ""
                                          for name in phrase.placeholders if name in CARD_SLOTS):
                return self._phrase(phrase, value)
        return Told(repr(value))

    def _phrase(self, phrase: Phrase, value: object) -> Told:
        params = {}
        english: list[str] = []
        for name in phrase.placeholders:
            field_value = getattr(value, phrase.field_of(name))
            if name in CARD_SLOTS or (name == "player" and field_value in self.names):
                params[name] = self.card(field_value)
            elif name == "option":
                params[name] = self.option(field_value)
            elif name == "cards" and isinstance(value, f.Waiting):
                params[name] = self.options(tuple(field_value))
            elif name == "cards":
                params[name] = ", ".join(self.option(card) for card in field_value)
            elif name == "zone":
                params[name] = self.zone(field_value)
            elif name == "counter":
                params[name] = self.counter(field_value)
            elif name == "type":
                params[name] = translate(self.lang, TYPE_NAMES[field_value], DOMAIN)
            elif name == "clause":
                params[name] = self.clause_label(field_value)
            elif name in ("scenario", "sets"):
                # Encounter sets are named by the codes of the card data, which are English.
                params[name] = phrase.slots[name].write(field_value, self.lang)
                english.append(params[name])
            elif name == "identity":
                params[name] = printed_title(field_value, self.lang)
            elif name == "deck":
                params[name] = ", ".join(
                    printed_title(code, self.lang) if copies == 1 else f"{copies} × {printed_title(code, self.lang)}"
                    for code, copies in field_value
                )
            elif name == "steps":
                steps = [self.action(step) for step in field_value]
                params[name] = "; ".join(step.text for step in steps)
                english += [passage for step in steps for passage in step.english]
            else:
                params[name] = phrase.slots[name].write(field_value, self.lang)
        return Told(translate(self.lang, phrase.message, DOMAIN, **params), tuple(english))
