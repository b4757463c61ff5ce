"""Ranged: an attack with the ranged keyword ignores the retaliate keyword.

After a character with retaliate X is attacked, it deals X damage to the attacker
(retaliate-x.1); not when the attack has the ranged keyword, which ignores retaliate (ranged.1,
ranged.2): the attacked character deals no damage back. The retaliate rule of
:mod:`checker.engine.rules.keywords` asks :func:`ignores_retaliate` first; the rule here logs it.

An attack has ranged when the character making it prints the keyword: a hero or an ally making
a basic attack, an ally using its own ability labeled an attack, or an enemy attacking. An event
or an upgrade that prints it for the attack its ability is labeled is refused instead
(:func:`refuse_ranged_card`): the attacked event names the character performing that attack,
not the card, so retaliate could not tell the attack is ranged.

>>> from checker.engine import Attack, apply, read_state
>>> state = read_state(
...     "players: A(first); villain: rhino[hp=14 retaliate=1]; scheme: ms1[side=B target=20]; "
...     "A.play: spidey:identity[atk=2 hp=10] hawk:ally[atk=1 hp=3 ranged]")
>>> after, events = apply(state, Attack("A", "hawk", "rhino"))
>>> after.card("hawk").counter("damage"), events[-1].render("en")
(0, 'The attack of hawk is ranged: rhino does not retaliate.')
"""

from __future__ import annotations

from checker.engine.cards import Keyword
from checker.engine.errors import REASONS
from checker.engine.events import Event, EventKey
from checker.engine.execution import record
from checker.engine.registry import carries_out_words, rule
from checker.engine.state import TableView
from checker.engine.table import Table
from checker.engine.timing import When

carries_out_words(Keyword.RANGED)


def ignores_retaliate(view: TableView, attacked: str, attacker: str) -> bool:
    """ranged.1: whether the attack of ``attacker`` on ``attacked`` ignores its retaliate: the
    attack has the ranged keyword, and ``attacked``, still in play, has retaliate."""
    card = view.card(attacked)
    return (Keyword.RANGED in view.card(attacker).keywords and view.is_in_play(attacked)
            and bool(card.keyword_amount(Keyword.RETALIATE, view.starting_players)))


@rule(when=When.CONSTANT, on=EventKey.ATTACKED)
def ranged_attack(table: Table, event: Event) -> None:
    """ranged.1, ranged.2: the attack has the ranged keyword, equivalent to "this attack ignores
    the retaliate keyword": once the character it attacked has been attacked, before its
    retaliate would deal damage, the log says that it does not."""
    attacked, attacker = event.params["card"].id, event.params["attacker"].id
    if not ignores_retaliate(table, attacked, attacker):
        return
    record("ranged.1", "ranged.2", "keywords.3.14")
    table.emit(EventKey.RETALIATE_IGNORED, "ranged.2", attacker=table.ref(attacker), card=table.ref(attacked))


def refuse_ranged_card(table: Table, card_id: str, performer: str | None) -> None:
    """Refuse an ability labeled an attack whose card prints ranged but is not the character
    performing the attack (an event or an upgrade, performed by its player's identity): the
    engine cannot carry its ranged out, and says so rather than let retaliate answer it."""
    if Keyword.RANGED in table.card(card_id).keywords and performer != card_id:
        raise table.error(REASONS.RANGED_CARD_NOT_CARRIED_OUT, card=table.ref(card_id))
