"""Ignore: an ability that ignores a keyword or an icon treats it as not there while it resolves.

An ability written with ``ignore+guard`` (``ability="hero-action(attack): ignore+guard,
damage+3"``) may attack the villain past a minion with guard; ``ignore+patrol`` may thwart the
main scheme past one with patrol, ``ignore+crisis`` may remove threat from the main scheme while
a crisis icon is in play (ignore.1). Only that ability does: the keyword or icon is there for
every other one.
"""

from __future__ import annotations

from collections.abc import Callable

from checker.engine.cards import Ability, IgnoreEffect
from checker.engine.execution import record


def stops(ability: Ability | None, word: str, stopped: Callable[[], bool]) -> bool:
    """Whether the keyword or icon ``word`` stops ``ability`` (``stopped`` says whether it would):
    not if the ability ignores it (ignore.1)."""
    if not stopped():
        return False
    if ability is not None and IgnoreEffect(word) in ability.effects:
        # Each of these is a rule with "cannot" (guard.1, patrol.1, crisis-icon.1), which the
        # ability overrides as the Golden Rules let it (cannot.4).
        record("ignore.1", "cannot.4")
        return False
    return True
