"""Thwart: a hero or an ally uses its basic thwart power against a scheme.

During their turn, a player may use their hero, and each ally they control, to thwart
(thwart.1.1, ally.3): the character exhausts and removes threat equal to its THW from the scheme
the player chooses. The rule offers a :class:`~checker.engine.decisions.Thwart` for each of the
player's characters and each scheme in play; prohibitions take out a character without a thwart
power (an alter-ego, basic-power.2.2), an exhausted one (exhausted.2) and a scheme without
threat (thwart.1.1.1), and a refusal cites the clause.

>>> from checker.engine import Thwart, apply, legal_actions, read_state, write_state
>>> state = read_state("players: A(first); scheme: ms1[threat=3]; A.play: spidey:identity[thw=2]")
>>> [decision for decision in legal_actions(state) if isinstance(decision, Thwart)]
[Thwart(player='A', character='spidey', scheme='ms1')]
>>> after, events = apply(state, Thwart("A", "spidey", "ms1"))
>>> write_state(after), [event.render("en") for event in events]
('players: A(first); scheme: ms1[threat=1]; A.play: spidey:identity[exhausted thw=2]', ['spidey exhausts to thwart ms1.', 'ms1 loses 2 threat.'])
>>> apply(after, Thwart("A", "spidey", "ms1"))
Traceback (most recent call last):
...
checker.engine.errors.RuleViolation: spidey is exhausted: it cannot exhaust again until it is readied (rule exhausted.2; state: players: A(first); scheme: ms1[threat=1]; A.play: spidey:identity[exhausted thw=2])
"""

from __future__ import annotations

from checker.engine import decisions as d
from checker.engine.cards import CONFUSED, SCHEME_TYPES, THREAT, THWART_INCREASE, CardType, Occurrence
from checker.engine.errors import REASONS
from checker.engine.events import Event, EventKey
from checker.engine.execution import record
from checker.engine.registry import REGISTRY, rule
from checker.engine.rules.assault import thwart_consequential_damage, thwart_power
from checker.engine.rules.attack_triggers import INTERRUPTS, RESPONSES, responses_to_power, waits_for
from checker.engine.rules.basic_power import (
    BASIC_THWART,
    controlled_characters,
    interrupted_as_power_is_used,
    interrupts_to_basic_power,
    power_used,
)
from checker.engine.rules.consequential_damage import take_consequential_damage
from checker.engine.rules.status_cards import cancels, is_status
from checker.engine.state import TableView
from checker.engine.table import Table
from checker.engine.timing import When
from checker.engine.turns import Phase, Suspended

THWART_UNDER_WAY = "thwart.1.2.2"
"""The clause a thwart ability begins under: interrupts to it ("when [character] thwarts")
resolve first, and may increase the threat it removes."""


def schemes_in_play(view: TableView) -> list[str]:
    """scheme-card-type.1: the schemes in play, as a basic thwart or an effect that names "a
    scheme" sees them: every main scheme, side scheme and player side scheme."""
    record("scheme-card-type.1")
    return [card_id for card_id in view.in_play_cards() if view.card(card_id).type in SCHEME_TYPES]


@rule("thwart.1.1", "ally.3", when=When.OFFER, on=Phase.PLAYER)
def thwarting_is_an_option(table: Table, player: str) -> list[d.Thwart]:
    """thwart.1.1 and ally.3: during their turn, a player may thwart a scheme with their hero or
    with an ally they control; the prohibitions below take out what cannot thwart."""
    schemes = schemes_in_play(table)
    return [d.Thwart(player, character, scheme) for character in controlled_characters(table, player) for scheme in schemes]


@rule("thwart.1.1.1", "target.3.2", when=When.PROHIBITION, on=d.Thwart)
def only_a_scheme_with_threat_is_thwarted(table: Table, decision: d.Thwart) -> None:
    """thwart.1.1.1, target.3.2: a basic thwart needs a valid target, a scheme in play with at
    least one threat to remove; a
    confused character can attempt it all the same, as its confused status card cancels it
    (confuse.7.1)."""
    scheme = table.cards.get(decision.scheme)
    if scheme is None or scheme.type not in SCHEME_TYPES or not table.is_in_play(scheme.id):
        raise table.violation("thwart.1.1.1", REASONS.NO_THREAT_TO_THWART, card=decision.scheme)
    confused = decision.character in table.cards and is_status(table, decision.character, CONFUSED)
    if scheme.counter(THREAT) < 1 and not confused:
        raise table.violation("thwart.1.1.1", REASONS.NO_THREAT_TO_THWART, card=decision.scheme)


@rule("thwart.1.1", when=When.PERFORM, on=d.Thwart)
def basic_thwart(table: Table, decision: d.Thwart) -> None:
    """thwart.1.1: the character exhausts, then removes threat equal to its THW from the scheme
    (threat never goes below zero). A confused character discards its confused status card
    instead of removing threat, once it has exhausted (confuse.6, confuse.7)."""
    character, scheme = table.card(decision.character), table.card(decision.scheme)
    if character.type is CardType.ALLY:
        record("ally.3")
    if scheme.type is CardType.PLAYER_SIDE_SCHEME:
        record("player-side-scheme.6", "player-side-scheme.6.1")
    table.set_card(character.exhaust())
    table.emit(EventKey.EXHAUSTED_TO_THWART, "thwart.1.1", card=table.ref(decision.character), scheme=table.ref(decision.scheme))
    if cancels(table, decision.character, EventKey.THWART_CANCELED, "confuse.6"):
        # It exhausted all the same, a cost of the attempt (confuse.7), with or without threat
        # to remove (confuse.7.1).
        record("confuse.7", *(() if scheme.counter(THREAT) else ("confuse.7.1",)))
        return
    if interrupts_to_basic_power(table, decision.character):
        # One occurrence, the character using its basic thwart power to thwart, creates two
        # triggering conditions, the character using a basic power and the character thwarting:
        # their interrupts share one window (triggering-condition.3, :func:`thwarting_too`), in
        # which they resolve in any order (triggering-condition.4), before it removes threat.
        if interrupted_as_power_is_used(table, decision.player, decision.character, BASIC_THWART, decision.scheme):
            return
    elif interrupted(table, decision.player, decision.character, decision.scheme):
        return
    remove_threat(table, decision.character, decision.scheme)


def thwarting_too(view: TableView, event: Event) -> tuple[Occurrence, ...]:
    """triggering-condition.3: the other triggering condition a character using its basic thwart
    power creates, the character thwarting, when an interrupt waits for it: its interrupts share
    the window of those to the character using a basic power."""
    if event.key is not EventKey.USES_BASIC_POWER or event.clause != BASIC_THWART \
            or not interrupts_to_thwart(view, event.params["card"].id):
        return ()
    return (Occurrence.THWARTS,)


def interrupts_to_thwart(view: TableView, character: str) -> bool:
    """Whether an interrupt in play waits for ``character`` to thwart ("when [character] thwarts")."""
    return waits_for(view, character, Occurrence.THWARTS, INTERRUPTS)


def interrupted(table: Table, player: str, character: str, scheme: str) -> bool:
    """thwart.1.1: a basic thwart is the character thwarting, as a thwart ability is: once it
    has exhausted, the interrupts waiting for it ("when [character] thwarts") resolve before it
    removes threat, and what they add to that thwart counts. True when a decision stopped them:
    the thwart goes on once they have resolved."""
    if not interrupts_to_thwart(table, character):
        return False
    waiting = Suspended(BASIC_THWART, player, character, (scheme,))
    return REGISTRY.initiate_waiting(table, waiting, EventKey.THWARTS, BASIC_THWART, card=table.ref(character),
                                     source=table.ref(character))


@rule(when=When.RESUME, on=BASIC_THWART)
def basic_thwart_goes_on(table: Table, waiting: Suspended) -> None:
    """The interrupts to the character using its basic power and thwarting, in one window, or
    to it thwarting alone, have resolved: the thwart removes its threat, with what they added."""
    remove_threat(table, waiting.subject, waiting.words[0])


def remove_threat(table: Table, character: str, scheme_id: str) -> None:
    """What a basic thwart does: threat equal to the character's THW leaves the scheme (threat
    never goes below zero), and an ally takes its consequential damage."""
    scheme = table.card(scheme_id)
    # Against a scheme with assault, the character uses its ATK instead (assault.1).
    power = thwart_power(table, scheme_id)
    # Against a scheme with assault, an increase to the basic power goes to the ATK (assault.4).
    strength = power_used(table, character, power, ("assault.4",) if power == "attack" else ())
    if table.card(character).counter(THWART_INCREASE):
        # An interrupt to the character thwarting added to this thwart only.
        strength += table.card(character).counter(THWART_INCREASE)
        table.set_card(table.card(character).with_counter(THWART_INCREASE, 0))
    if not strength:
        # A THW of 0 thwarts a scheme that is otherwise a valid target all the same.
        record("target.4.2")
    removed = min(strength, scheme.counter(THREAT))
    table.set_card(scheme.with_counter(THREAT, scheme.counter(THREAT) - removed))
    table.emit(EventKey.THREAT_REMOVED, "thwart.1.1", card=table.ref(scheme_id), count=removed)
    take_consequential_damage(table, character, thwart_consequential_damage(table, character, scheme_id))
    thwarted(table, character, scheme_id, BASIC_THWART)


def thwarted(table: Table, character: str, scheme: str, clause: str) -> None:
    """The thwart of ``character`` has resolved, a basic thwart (thwart.1.1) or an ability
    labeled as a thwart (labeled-ability.5, thwart.1.2), against ``scheme``: the log shows it
    when an ability waits for it ("after [character] thwarts"), whose window it opens."""
    if waits_for(table, character, Occurrence.THWARTS, RESPONSES) \
            or clause == BASIC_THWART and responses_to_power(table, character):
        # A basic thwart is the character using a basic power too ("after X uses a basic power").
        table.emit(EventKey.THWARTED, clause, card=table.ref(character), scheme=table.ref(scheme))
