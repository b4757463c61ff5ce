"""Assault: a scheme that is thwarted with ATK instead of THW.

assault.1, assault.2: while a character makes a basic thwart against a scheme with the assault
keyword, it uses its ATK instead of its THW: the ATK (with what modifies it) is the threat it
removes, and a character without ATK has no power to thwart that scheme with. An ally that
thwarts it takes the consequential damage beneath its ATK instead of the one beneath its THW
(assault.3). The thwart rule (:mod:`checker.engine.rules.thwart`) and the basic power rule ask
here which power a thwart uses.

>>> from checker.engine import Thwart, apply, read_state
>>> state = read_state(
...     "players: A(first); scheme: ms1[side=B target=20]; villain-area: ss:side-scheme[assault threat=5]; "
...     "A.play: spidey:identity[atk=3 thw=1 hp=10]")
>>> after, events = apply(state, Thwart("A", "spidey", "ss"))
>>> after.card("ss").counter("threat")
2
"""

from __future__ import annotations

from checker.engine import decisions as d
from checker.engine.cards import Keyword
from checker.engine.errors import REASONS
from checker.engine.execution import record
from checker.engine.registry import carries_out_words, rule
from checker.engine.rules.attachment import modified_stat
from checker.engine.rules.basic_power import controlled_characters
from checker.engine.state import TableView
from checker.engine.table import Table
from checker.engine.timing import When

carries_out_words(Keyword.ASSAULT)


def assaulted(view: TableView, scheme: str) -> bool:
    """Whether ``scheme`` is in the game with the assault keyword on its faceup side."""
    return scheme in view.cards and Keyword.ASSAULT in view.card(scheme).keywords


def thwart_power(view: TableView, scheme: str) -> str:
    """assault.1, assault.2: the stat a basic thwart against ``scheme`` uses: ATK against a scheme
    with assault, THW against any other."""
    if assaulted(view, scheme):
        record("assault.1", "assault.2", "keywords.3.2")
        return "attack"
    return "thwart"


@rule("assault.1", when=When.PROHIBITION, on=d.Thwart)
def thwarting_a_scheme_with_assault_needs_atk(table: Table, decision: d.Thwart) -> None:
    """assault.1: a basic thwart against a scheme with assault uses the ATK, so one of the
    player's characters without ATK cannot make it, whatever its THW."""
    if not assaulted(table, decision.scheme):
        return
    if decision.character not in controlled_characters(table, decision.player) \
            or modified_stat(table, decision.character, thwart_power(table, decision.scheme)) is None:
        raise table.violation("assault.1", REASONS.NO_ATTACK_POWER, card=decision.character)


def thwart_consequential_damage(view: TableView, character: str, scheme: str) -> int | None:
    """assault.3: the consequential damage an ally takes after thwarting ``scheme``: the icons
    beneath its ATK against a scheme with assault, beneath its THW against any other."""
    stats = view.card(character).face.stats
    if assaulted(view, scheme):
        record("assault.3")
        return stats.attack_consequential
    return stats.thwart_consequential
