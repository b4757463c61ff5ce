"""Choose (option) on an encounter card: its player chooses which option of its ability resolves.

An encounter card's "When Revealed" ability that says "choose to either ... or ..." asks the
player resolving the card to choose (choose-option.1): the
:data:`~checker.engine.turns.Choice.OPTION` choice, under choose-option.2. They cannot choose an
option that needs a target when it has none (choose-option.2): an attack on an ally of theirs
with no ally to attack. An option that changes nothing may be chosen all the same: that limit
is a player card's (choose-option.3). With one option left, it resolves with nothing to choose.

While the choice is awaited, the rest of the card's resolution waits in the state (the effects
after the choice, its other "When Revealed" abilities, then the discarding of a treachery), and
goes on once the option chosen has resolved.
"""

from __future__ import annotations

from checker.engine.cards import AttackAllyEffect, ChooseOptionEffect, Effect, Side, Trigger
from checker.engine.execution import record
from checker.engine.registry import rule
from checker.engine.rules.attacks_against_allies import allies_of
from checker.engine.rules.card_play import ENCOUNTER_OPTION
from checker.engine.rules.main_scheme import printed_effects, resolve_effects, when_revealed_log
from checker.engine.state import TableView
from checker.engine.table import Table
from checker.engine.timing import When
from checker.engine.turns import OPTIONS, Choice, Pending


def without_targets(view: TableView, option: Effect, player: str) -> bool:
    """Whether ``option`` needs a target and has no valid one: an attack on an ally of the
    player resolving the card, who controls none."""
    return isinstance(option, AttackAllyEffect) and not allies_of(view, player)


def allowed(view: TableView, effect: ChooseOptionEffect, player: str) -> list[int]:
    """choose-option.2: the numbers of the options of ``effect`` its player may choose."""
    numbers = [number for number, option in enumerate(effect.options) if not without_targets(view, option, player)]
    if len(numbers) < len(effect.options):
        record("choose-option.2")
    return numbers


@rule("choose-option.1", when=When.PERFORM, on=ChooseOptionEffect)
def encounter_option(table: Table, card_id: str, effect: ChooseOptionEffect, player: str, place: str) -> None:
    """The player resolving the encounter card chooses which option resolves, among those
    allowed; ``place`` says where the effect is (the side, the clause that revealed the card,
    the effect's number), for the option to resolve once chosen."""
    numbers = allowed(table, effect, player)
    if len(numbers) == 1:
        resolve_option(table, card_id, effect.options[numbers[0]], player, place)
    elif numbers:
        record("choose.2")
        words = tuple(OPTIONS[number].value for number in numbers)
        table.pending = Pending(player, Choice.OPTION, words, ENCOUNTER_OPTION, card_id, place)


def resolve_option(table: Table, card_id: str, option: Effect, player: str, place: str) -> None:
    side, clause, _number = place.split("/")
    resolve_effects(table, card_id, (option,), clause, when_revealed_log(table, card_id, Side(side), clause), player)


@rule(ENCOUNTER_OPTION, when=When.ANSWER, on=ENCOUNTER_OPTION)
def encounter_option_chosen(table: Table, pending: Pending, answer: str) -> None:
    """The option chosen resolves; the rest of the card's resolution goes on after it."""
    side, _clause, number = pending.context.split("/")
    effect = printed_effects(table, pending.subject, Side(side), Trigger.WHEN_REVEALED)[int(number)]
    option = effect.options[[word.value for word in OPTIONS].index(answer)]
    resolve_option(table, pending.subject, option, pending.player, pending.context)
