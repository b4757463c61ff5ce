"""The names a worked example gives the cards of a scenario, in the page's language.

A scenario refers to its cards by short ids (``rhino``, ``ms1``, ``b1``) that mean nothing to a
player. A worked example names each card instead:

* a card the scenario takes from the card data (``carta=01094``) by the title it prints in the
  page's language (Rino on a Spanish page, Rhino on an English one);
* a card the scenario names (``name="The Painted Lady"``) by that name, or by the official title
  in the page's language of the card whose English title it is, when the page gives one
  (``printed_title``);
* any other card by its type, numbered when the scenario has several cards of that type
  ("Plan principal 1", "Plan principal 2"); an identity by its player ("Superhéroe de A").

The names are the same in every step and in both drawings of one scenario.

>>> from checker.engine import read_state
>>> state = read_state("players: A(first); scheme: ms1 ms2; villain: rhino[card=01094]; A.play: spidey:identity")
>>> names = card_names([state], "es")
>>> names["rhino"], names["ms1"], names["ms2"], names["spidey"]
('Rino', 'Plan principal 1', 'Plan principal 2', 'Superhéroe de A')
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Mapping
from dataclasses import replace

from checker.engine import CARD_DATA, Card, CardType, GameState
from checker.i18n import N_, translate
from checker.scenarios.model import DOMAIN

TYPE_NAMES: Mapping[CardType, str] = {
    CardType.IDENTITY: N_("Identity"),
    CardType.ALLY: N_("Ally"),
    CardType.SUPPORT: N_("Support"),
    CardType.UPGRADE: N_("Upgrade"),
    CardType.EVENT: N_("Event"),
    CardType.RESOURCE: N_("Resource"),
    CardType.VILLAIN: N_("Villain"),
    CardType.MAIN_SCHEME: N_("Main scheme"),
    CardType.SIDE_SCHEME: N_("Side scheme"),
    CardType.MINION: N_("Minion"),
    CardType.TREACHERY: N_("Treachery"),
    CardType.ATTACHMENT: N_("Attachment"),
    CardType.ENVIRONMENT: N_("Environment"),
    CardType.OBLIGATION: N_("Obligation"),
    CardType.PLAYER_SIDE_SCHEME: N_("Player side scheme"),
    CardType.LEADER: N_("Leader"),
}
"""The name of a card the scenario gives no name, by its printed type, as the cards print it."""

NUMBERED = N_("{type} {number}")
"""A card named by its type when the scenario has several of that type."""
IDENTITY_OF = N_("Identity of {player}")
"""An identity the scenario gives no name, named by its player."""


def card_names(
    states: Iterable[GameState], lang: str, printed_title: Callable[[str], str | None] = lambda name: None
) -> dict[str, str]:
    """Card id -> the name a worked example gives it in ``lang``, for every card of ``states``
    (the table as set up, then as the steps left it). ``printed_title`` gives the official
    title in ``lang`` of a card whose English title is the name the scenario wrote, or None."""
    cards = _cards(states)
    unnamed = [card for card in cards.values() if _own_name(card, lang, printed_title) is None]
    several = {kind for kind, count in Counter(card.definition.type for card in unnamed).items() if count > 1}
    numbers: Counter[CardType] = Counter()
    names = {}
    for card_id, card in cards.items():
        own = _own_name(card, lang, printed_title)
        if own is not None:
            names[card_id] = own[0]
            continue
        kind = card.definition.type
        type_name = translate(lang, TYPE_NAMES[kind], DOMAIN)
        if kind is CardType.IDENTITY and card.owner is not None:
            names[card_id] = translate(lang, IDENTITY_OF, DOMAIN, player=card.owner)
        elif kind in several:
            numbers[kind] += 1
            names[card_id] = translate(lang, NUMBERED, DOMAIN, type=type_name, number=numbers[kind])
        else:
            names[card_id] = type_name
    return names


def foreign_names(
    states: Iterable[GameState], lang: str, printed_title: Callable[[str], str | None] = lambda name: None
) -> frozenset[str]:
    """The names of :func:`card_names` that are not written in ``lang``: a name the scenario
    gives a card that no official card prints in ``lang`` ("Watch"), which the scenarios of
    both languages write alike, in English."""
    found = (_own_name(card, lang, printed_title) for card in _cards(states).values())
    return frozenset(own[0] for own in found if own is not None and not own[1])


def _cards(states: Iterable[GameState]) -> dict[str, Card]:
    cards: dict[str, Card] = {}
    for state in states:
        for card_id, card in state.cards.items():
            cards.setdefault(card_id, card)
    return cards


def _own_name(card: Card, lang: str, printed_title: Callable[[str], str | None]) -> tuple[str, bool] | None:
    """The card's title from the card data, or the name the scenario gives it, and whether it
    is written in ``lang``; None when the card has neither."""
    title = CARD_DATA.title(card.definition, lang)
    if title is not None:
        return title, True
    written = CARD_DATA.title(card.definition, "en") or (card.name if card.name != card.id else None)
    if written is None:
        return None
    translated = printed_title(written)
    return (written, lang == "en") if translated is None else (translated, True)


def named(state: GameState, names: Mapping[str, str]) -> GameState:
    """``state`` with each card's name replaced by the one of ``names``: what the drawings show."""
    cards = {card_id: replace(card, name=names.get(card_id, card.name)) for card_id, card in state.cards.items()}
    return replace(state, cards=cards)
