"""What a table remembers of its cards in play holds exactly as long as those cards do.

A table keeps the cards in play with an ability, a keyword or an icon until a card enters, leaves
or moves in play, shows another side or gains or loses a keyword: every answer it gives must be
the one a state frozen from it works out afresh.
"""

from checker.engine import read_state
from checker.engine.cards import GAINS_PREFIX, LOSES_PREFIX, Keyword
from checker.engine.rules.ally_limit import allies_controlled
from checker.engine.rules.cards_in_play import ability_bearers, icons_in_play, with_keyword
from checker.engine.table import Table
from checker.engine.zones import deck, discard, hand, play_area

POSITION = (
    "players: A(first); villain: rhino[hp=10]; scheme: ms1[target=9]; "
    "villain-area: storm:environment[crisis=1]; "
    "A.play: peter:identity[hp=10] web:ally[hp=2 vulnerable] cap:ally[hp=3]; "
    "A.hand: lab:ally[hp=2 restricted]; A.deck: d1 d2"
)


def answers(view):
    return (
        with_keyword(view, Keyword.VULNERABLE),
        with_keyword(view, Keyword.RESTRICTED),
        icons_in_play(view, "crisis"),
        ability_bearers(view),
        allies_controlled(view, "A"),
    )


def test_a_table_answers_as_the_state_frozen_from_it_after_every_kind_of_change():
    table = Table(read_state(POSITION))
    assert answers(table) == ((("web",), (), 1, (), ("web", "cap")))
    changes = [
        lambda: table.move("d1", hand("A")),
        lambda: table.move("lab", play_area("A")),
        lambda: table.set_card(table.card("web").with_counter(LOSES_PREFIX + Keyword.VULNERABLE.value, 1)),
        lambda: table.set_card(table.card("cap").with_counter(GAINS_PREFIX + Keyword.VULNERABLE.value, 1)),
        lambda: table.move("storm", discard("A")),
        lambda: table.move("web", deck("A")),
    ]
    for change in changes:
        change()
        assert answers(table) == answers(table.freeze())


def test_a_card_that_gains_a_keyword_counts_at_once():
    table = Table(read_state(POSITION))
    assert with_keyword(table, Keyword.RESTRICTED) == ()
    table.set_card(table.card("cap").with_counter(GAINS_PREFIX + Keyword.RESTRICTED.value, 1))
    assert with_keyword(table, Keyword.RESTRICTED) == ("cap",)
