"""Basic Power: the statistics a character uses to attack, thwart, defend, recover and scheme.

What the player's basic powers have in common (basic-power.2): the characters a player may use
are their identity and the allies they control in play (attack.1.1, attack.1.2, thwart.1.1,
ally.3), a character uses a power only if it prints it (an alter-ego has no ATK or THW), and it
exhausts to use it, which an exhausted character cannot do (exhausted.2). The powers themselves
are the rules of :mod:`attack`, :mod:`thwart` and :mod:`recover`.

A character using its basic thwart, attack or recovery power is the occurrence of that character
using a basic power (:class:`~checker.engine.cards.Occurrence.USES_BASIC_POWER`): once it has
exhausted, the interrupts waiting for it resolve before it removes threat, deals damage or heals,
and one may give "+N to that power for this use". The increase is to the power used: for a
thwart, its ATK against a scheme with assault (assault.4), its THW against any other; for a
recovery, its REC (basic-power.2.4). Using the basic thwart
(attack) power is the character thwarting (attacking) too, one occurrence: the interrupts to
either share one window, and the responses to either resolve in the window of the thwart's
(attack's) end (triggering-condition.3).
"""

from __future__ import annotations


from checker.engine import decisions as d
from checker.engine.cards import POWER_INCREASE, CardType, Keyword, Occurrence, PowerIncreaseEffect
from checker.engine.errors import REASONS
from checker.engine.events import EventKey
from checker.engine.execution import record
from checker.engine.forms import identity_of
from checker.engine.registry import REGISTRY, rule
from checker.engine.rules.attachment import modified_stat
from checker.engine.rules.attack_triggers import INTERRUPTS, waits_for
from checker.engine.state import TableView
from checker.engine.table import Table, kept_while_in_place
from checker.engine.timing import When
from checker.engine.turns import Suspended
from checker.engine.zones import play_area

BASIC_THWART = "thwart.1.1"
"""The clause a basic thwart waits under while the interrupts to its character using a basic
power resolve."""
BASIC_ATTACK = "attack-player-ability-type.2.1"
"""The clause a basic attack waits under while those interrupts resolve."""
BASIC_RECOVERY = "recover.2"
"""The clause a basic recovery waits under while those interrupts resolve."""
POWERS_UNDER_WAY = (BASIC_THWART, BASIC_ATTACK, BASIC_RECOVERY)
"""The clauses a use of a basic power waits under while the interrupts to it resolve."""


@kept_while_in_place
def controlled_characters(view: TableView, player: str) -> tuple[str, ...]:
    """``player``'s identity and each ally they control in play. A table works it out again only
    once a card has moved or flipped: the legal decisions ask it for every enemy a character could
    attack and every scheme it could thwart."""
    identity = identity_of(view, player)
    allies = tuple(card_id for card_id in view.in_zone(play_area(player))
                   if view.card(card_id).type is CardType.ALLY and view.is_in_play(card_id))
    return allies if identity is None else (identity, *allies)


POWERS = {
    d.Attack: ("basic-power.2.1", "attack", REASONS.NO_ATTACK_POWER),
    d.Thwart: ("basic-power.2.2", "thwart", REASONS.NO_THWART_POWER),
}
"""Each decision that uses a basic power: the clause of the power, the stat it uses, and the
reason a character without it is refused."""


@rule("basic-power.2.1", when=When.PROHIBITION, on=d.Attack)
@rule("basic-power.2.2", when=When.PROHIBITION, on=d.Thwart)
def only_a_character_with_the_power_uses_it(table: Table, decision: d.Attack | d.Thwart) -> None:
    """basic-power.2.1, .2.2: attacking uses the attack power (ATK), thwarting the thwart power
    (THW); a character of the player's that does not print it, such as an alter-ego, cannot."""
    clause, stat, reason = POWERS[type(decision)]
    if isinstance(decision, d.Thwart) and decision.scheme in table.cards \
            and Keyword.ASSAULT in table.card(decision.scheme).keywords:
        # Against a scheme with assault, a thwart uses the ATK instead: the assault rule refuses
        # a character without one (assault.1).
        return
    if decision.character not in controlled_characters(table, decision.player) \
            or modified_stat(table, decision.character, stat) is None:
        raise table.violation(clause, reason, card=decision.character)


@rule("exhausted.2", when=When.PROHIBITION, on=d.Attack)
@rule("exhausted.2", when=When.PROHIBITION, on=d.Thwart)
@rule("exhausted.2", when=When.PROHIBITION, on=d.Recover)
def an_exhausted_character_cannot_use_a_basic_power(table: Table, decision: d.Attack | d.Thwart | d.Recover) -> None:
    """exhausted.2: a character must exhaust to attack, thwart or recover
    (attack-player-ability-type.2.1, thwart.1.1, recover.2), and an exhausted one cannot exhaust
    again until it is readied."""
    if table.card(decision.character).exhausted:
        raise table.violation("exhausted.2", REASONS.ALREADY_EXHAUSTED, card=decision.character)


def interrupts_to_basic_power(view: TableView, character: str) -> bool:
    """Whether an interrupt in play waits for ``character`` to use a basic power ("when X uses a
    basic power")."""
    return waits_for(view, character, Occurrence.USES_BASIC_POWER, INTERRUPTS)


def interrupted_as_power_is_used(table: Table, player: str, character: str, clause: str, *targets: str) -> bool:
    """A basic thwart (``clause`` :data:`BASIC_THWART`) or attack (:data:`BASIC_ATTACK`) of
    ``character`` against its ``targets``, or its basic recovery (:data:`BASIC_RECOVERY`), is
    the occurrence of that character using a basic power: the interrupts waiting for it resolve
    before it removes threat, deals damage or heals (interrupt.4). True when a decision stopped
    them: the thwart (attack, recovery) goes on once they have resolved."""
    if not interrupts_to_basic_power(table, character):
        return False
    waiting = Suspended(clause, player, character, targets)
    return REGISTRY.initiate_waiting(table, waiting, EventKey.USES_BASIC_POWER, clause, card=table.ref(character))


@rule(when=When.PERFORM, on=PowerIncreaseEffect)
def increase_power(table: Table, amount: int) -> None:
    """"+N to that power for this use": kept on the character whose basic power is under way,
    until that use has resolved."""
    under_way = [resolution.subject for resolution in table.suspended if resolution.clause in POWERS_UNDER_WAY]
    if under_way:
        card = table.card(under_way[0])
        table.set_card(card.with_counter(POWER_INCREASE, card.counter(POWER_INCREASE) + amount))


def power_value(view: TableView, character: str, stat: str) -> int:
    """basic-power.1: a basic power is a statistic, and what a character does with it is as much
    as its own value of that statistic: the damage of its attack (ATK), the threat its thwart
    removes (THW) or its scheme places (SCH), the damage its defense prevents (DEF) and its
    recovery heals (REC). ATK, THW and SCH count their modifiers (attachment.2.1); DEF and REC
    are read as printed. A character without the statistic does nothing with it (0)."""
    record("basic-power.1")
    if stat in ("attack", "thwart", "scheme"):
        return modified_stat(view, character, stat) or 0
    return getattr(view.card(character).face.stats, stat) or 0


def power_used(table: Table, character: str, power: str, increased: tuple[str, ...] = ()) -> int:
    """The value of ``power`` that ``character`` uses for this use of a basic power: its stat,
    with what changes it, and what interrupts to this use added to it, which is spent; the
    clauses ``increased`` are carried out when there was such an increase."""
    increase = table.card(character).counter(POWER_INCREASE)
    if increase:
        table.set_card(table.card(character).with_counter(POWER_INCREASE, 0))
        record(*increased)
    return power_value(table, character, power) + increase
