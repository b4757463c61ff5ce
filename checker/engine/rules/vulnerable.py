"""Vulnerable: a character with vulnerable that becomes stunned or confused is discarded.

The keyword is a forced interrupt (vulnerable.2): as the status card that would make the
character stunned or confused is given, the character is discarded instead, without being
defeated (vulnerable.1), so no "when defeated" ability and no victory keyword of it resolves.
With steady, one status card of a type does not make it stunned or confused, so the keyword
waits for the second (vulnerable.4). :func:`status_cards.give_status` asks
:func:`discarded_instead` before placing a status card; a status card placed on it directly, as
a counter, is caught by :func:`vulnerable_character_is_discarded`.

Damage and a status card given at once, by effects joined by "and" (and.1), reach a vulnerable
character in the order of its forced interrupt: it is discarded as it becomes stunned or
confused, before the damage is applied, so damage enough to defeat it does not (vulnerable.3).
"""

from __future__ import annotations

from checker.engine.cards import CONFUSED, STUNNED, DamageEffect, Effect, Keyword, StatusEffect
from checker.engine.execution import record
from checker.engine.registry import carries_out_words, quiet_until_changed, rule
from checker.engine.rules.cards_in_play import with_keyword
from checker.engine.rules.overkill import remaining_hit_points
from checker.engine.table import Table
from checker.engine.timing import When

carries_out_words(Keyword.VULNERABLE)


def discarded_instead(table: Table, card_id: str, status: str) -> bool:
    """vulnerable.1, .2: if one more status card of ``status`` would make the character stunned
    or confused, a character with vulnerable is discarded instead; with steady that takes a
    second status card of the type (vulnerable.4)."""
    card = table.card(card_id)
    if Keyword.VULNERABLE not in card.keywords:
        return False
    steady = Keyword.STEADY in card.keywords
    if steady:
        record("vulnerable.4")
    if card.counter(status) + 1 < (2 if steady else 1):
        return False
    record("vulnerable.1", "vulnerable.2")
    table.discard(card_id, "vulnerable.1")
    return True


@rule(when=When.STATE_CHECK)
@quiet_until_changed
def vulnerable_character_is_discarded(table: Table) -> bool:
    """vulnerable.1: a character with vulnerable that has become stunned or confused, by a
    status card placed on it as a counter, is discarded without being defeated; with steady,
    only once it has two of a type (vulnerable.4)."""
    for card_id in with_keyword(table, Keyword.VULNERABLE):
        card = table.card(card_id)
        needed = 2 if Keyword.STEADY in card.keywords else 1
        if any(card.counter(status) >= needed for status in (STUNNED, CONFUSED)):
            record("vulnerable.1", "vulnerable.2", *(("vulnerable.4",) if needed == 2 else ()))
            table.discard(card_id, "vulnerable.1")
            return True
    return False


def status_before_damage(table: Table, card_id: str, parts: tuple[Effect, ...]) -> tuple[Effect, ...]:
    """vulnerable.3: the effects joined by "and" on one target (and.1), in the order they reach
    it. A vulnerable character that would at once take enough damage to defeat it and become
    stunned or confused is given the status card first, and so discarded before the damage is
    applied, and not defeated; otherwise they resolve as written."""
    if Keyword.VULNERABLE not in table.card(card_id).keywords:
        return parts
    card = table.card(card_id)
    needed = 2 if Keyword.STEADY in card.keywords else 1
    statuses = tuple(part for part in parts if isinstance(part, StatusEffect)
                     and Keyword.STALWART not in card.keywords and card.counter(part.status) + 1 >= needed)
    damage = sum(part.amount for part in parts if isinstance(part, DamageEffect))
    if not statuses or damage < remaining_hit_points(table, card_id):
        return parts
    record("vulnerable.3")
    return (*statuses, *(part for part in parts if not isinstance(part, StatusEffect)))
